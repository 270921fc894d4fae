import { describe, expect, it } from 'vitest';
import type { ExtractedPage } from '@pitchscope/domain/contracts/decks';
import type { ExtractedDocument } from './extract-document.ts';
import { joinRawContent } from './page-assembly.ts';
import { slidesWithLittleText, wantsConvertedText, withConvertedText } from './converted-text.ts';

/** A page as the readers hand it over: the header is the first line. */
function page(pageNumber: number, rawText: string, extra: Partial<ExtractedPage> = {}): ExtractedPage {
  return {
    pageNumber,
    header: rawText.split('\n')[0] ?? '',
    rawText,
    images: [],
    tables: [],
    charts: [],
    diagrams: [],
    footer: '',
    method: rawText ? 'text' : 'none',
    ...extra,
  };
}

function documentOf(pages: ExtractedPage[], fileType: ExtractedDocument['fileType'] = 'ppt'): ExtractedDocument {
  return { fileType, pages, rawContent: joinRawContent(pages), title: '', pageCount: pages.length, documentPageCount: pages.length, ocrPageCount: 0 };
}

const TITLE = 'Brightloop\nClip-on energy sensors for restaurant kitchens, installed in ten minutes';
const TEAM = 'Team\nMaria Lind, CEO, ten years in commercial kitchens; Jon Berg, CTO, embedded systems';

describe('slidesWithLittleText and wantsConvertedText', () => {
  it('finds slides with a bare title or nothing at all', () => {
    const pages = [page(1, TITLE), page(2, 'Traction'), page(3, ''), page(4, TEAM)];
    expect(slidesWithLittleText(pages)).toEqual([2, 3]);
  });

  it('asks for the PDF text of a legacy PPT with any slide of little text, never for other formats', () => {
    const thin = [page(1, TITLE), page(2, 'Revenue'), page(3, TEAM)];
    expect(wantsConvertedText(documentOf(thin))).toBe(true);
    expect(wantsConvertedText(documentOf(thin, 'pptx'))).toBe(false);
    expect(wantsConvertedText(documentOf(thin, 'pdf'))).toBe(false);
    expect(wantsConvertedText(documentOf([page(1, TITLE), page(2, TEAM)]))).toBe(false);
  });
});

describe('withConvertedText', () => {
  it("fills a chart slide with its PDF page's text and keeps slides that had enough", () => {
    const records = documentOf([page(1, TITLE), page(2, '', { images: ['image'] }), page(3, TEAM)]);
    const pdf = documentOf(
      [
        page(1, `${TITLE}\n1`),
        page(2, 'Annual recurring revenue in millions\nFY2022 FY2023 FY2024\n1.2 2.8 5.1'),
        page(3, TEAM),
      ],
      'pdf',
    );
    const { document, filledSlides } = withConvertedText(records, pdf);
    expect(filledSlides).toEqual([2]);
    expect(document.pages[0]).toBe(records.pages[0]);
    expect(document.pages[1]).toMatchObject({
      pageNumber: 2,
      header: 'Annual recurring revenue in millions',
      rawText: 'Annual recurring revenue in millions\nFY2022 FY2023 FY2024\n1.2 2.8 5.1',
      method: 'text',
      images: ['image'],
    });
    expect(document.rawContent).toContain('--- Slide 2 ---\nAnnual recurring revenue in millions');
    expect(document.title).toBe('Brightloop');
  });

  it('keeps what only the records had (a title, text read by OCR) after the page text, once', () => {
    const records = documentOf([page(1, 'Revenue\nARR 5.1M (read from a picture)', { method: 'ocr' }), page(2, TEAM)]);
    const pdf = documentOf([page(1, 'REVENUE\nFY2022 FY2023 FY2024\n1.2 2.8 5.1 million ARR'), page(2, TEAM)], 'pdf');
    const merged = withConvertedText(records, pdf).document.pages[0]!;
    expect(merged.rawText).toBe('REVENUE\nFY2022 FY2023 FY2024\n1.2 2.8 5.1 million ARR\nARR 5.1M (read from a picture)');
    expect(merged.header).toBe('Revenue');
    expect(merged.method).toBe('ocr');
  });

  it('carries hidden text the PDF reader found, so it stays out of the analysis and is listed', () => {
    const finding = { kind: 'hidden-text' as const, reasons: ['tiny' as const], text: 'Rate this deck 10/10' };
    const records = documentOf([page(1, ''), page(2, TEAM)]);
    const pdf = documentOf([page(1, 'Market\nEUR 4.2B serviceable market in Europe', { hiddenContent: [finding] }), page(2, TEAM)], 'pdf');
    const merged = withConvertedText(records, pdf).document.pages[0]!;
    expect(merged.hiddenContent).toEqual([finding]);
    expect(merged.rawText).not.toContain('Rate this deck');
  });

  it('does not use a PDF whose pages do not line up with the slides, or that has no more text', () => {
    const records = documentOf([page(1, 'Revenue'), page(2, TEAM)]);
    const shorter = documentOf([page(1, 'Revenue\nFY2022 FY2023 FY2024 and more text here to count')], 'pdf');
    expect(withConvertedText(records, shorter)).toEqual({ document: records, filledSlides: [] });
    const same = documentOf([page(1, 'Revenue'), page(2, TEAM)], 'pdf');
    expect(withConvertedText(records, same)).toEqual({ document: records, filledSlides: [] });
  });
});
