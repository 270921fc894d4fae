import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '../errors.ts';
import { CHART_DECK, makeChartPpt } from '../../test/fixtures/legacy-ppt.ts';
import { detectSoffice } from './office-to-pdf.ts';
import { readDeckFile } from './read-deck-file.ts';
import { DocumentSandbox } from './sandbox/document-sandbox.ts';

const soffice = detectSoffice(undefined).path;
const LIMITS = { extractTimeMs: 60_000, renderTimeMs: 30_000, convertTimeMs: 120_000, analysisTimeMs: 30_000, memoryMb: 1536 };

describe('readDeckFile: the second source of text for legacy PowerPoint', () => {
  it('keeps the records\' text when the conversion fails, and never converts other decks', async () => {
    const pages = [
      { pageNumber: 1, header: 'Revenue', rawText: 'Revenue', images: [], tables: [], charts: [], diagrams: [], footer: '', method: 'text' as const },
    ];
    const document = { fileType: 'ppt' as const, pages, rawContent: '--- Slide 1 ---\nRevenue', title: '', pageCount: 1, ocrPageCount: 0 };
    const documents = {
      extract: vi.fn().mockResolvedValue(document),
      convertToPdf: vi.fn().mockRejectedValue(new AppError('DOCUMENT_TOO_COMPLEX', 'The slides of this deck could not be drawn.')),
    };
    await expect(readDeckFile(documents, '/deck.ppt', { ocr: true, soffice: '/usr/bin/soffice' })).resolves.toEqual({
      document,
      convertedPdf: null,
    });
    expect(documents.convertToPdf).toHaveBeenCalledTimes(1);

    documents.extract.mockResolvedValue({ ...document, fileType: 'pptx' });
    await readDeckFile(documents, '/deck.pptx', { ocr: true, soffice: '/usr/bin/soffice' });
    documents.extract.mockResolvedValue(document);
    await readDeckFile(documents, '/deck.ppt', { ocr: true, soffice: null });
    expect(documents.convertToPdf).toHaveBeenCalledTimes(1);
  });

  it('removes a conversion whose text cannot be read, and hands no PDF over', async () => {
    const pages = [
      { pageNumber: 1, header: 'Revenue', rawText: 'Revenue', images: [], tables: [], charts: [], diagrams: [], footer: '', method: 'text' as const },
    ];
    const document = { fileType: 'ppt' as const, pages, rawContent: '--- Slide 1 ---\nRevenue', title: '', pageCount: 1, ocrPageCount: 0 };
    const folder = await mkdtemp(path.join(os.tmpdir(), 'read-deck-file-conversion-'));
    const pdfPath = path.join(folder, 'deck.pdf');
    await writeFile(pdfPath, '%PDF-1.4 truncated');
    const documents = {
      extract: vi
        .fn()
        .mockResolvedValueOnce(document)
        .mockRejectedValueOnce(new AppError('CORRUPT_FILE', 'The file could not be read.')),
      convertToPdf: vi.fn().mockResolvedValue({ pdfPath, elapsedMs: 1, peakMemoryMb: 1 }),
    };
    await expect(readDeckFile(documents, '/deck.ppt', { ocr: true, soffice: '/usr/bin/soffice' })).resolves.toEqual({
      document,
      convertedPdf: null,
    });
    await expect(stat(folder)).rejects.toThrow();
  });

  describe.skipIf(!soffice)(`with LibreOffice${soffice ? '' : ' (skipped: soffice not installed; apt-get install libreoffice-impress)'}`, () => {
    let dir: string;
    let pptPath: string;
    let documents: DocumentSandbox;
    beforeAll(async () => {
      dir = await mkdtemp(path.join(os.tmpdir(), 'read-deck-file-'));
      pptPath = path.join(dir, 'deck.ppt');
      await writeFile(pptPath, await makeChartPpt(soffice!, dir));
      documents = new DocumentSandbox({ extractLanes: 1, limits: LIMITS });
    }, 180_000);
    afterAll(async () => {
      await documents?.close();
      await rm(dir, { recursive: true, force: true });
    });

    it('fills a chart slide of a .ppt with the text of its converted PDF page, in the sandbox, and hands the PDF over', async () => {
      const { document: recordsOnly, convertedPdf: none } = await readDeckFile(documents, pptPath, { ocr: false, soffice: null });
      expect(recordsOnly.pages[1]!.rawText).not.toContain(CHART_DECK.chartTitle);
      expect(none).toBeNull();

      const { document, convertedPdf } = await readDeckFile(documents, pptPath, { ocr: false, soffice });
      // The conversion is the caller's to keep (as the deck's render PDF) and to discard.
      expect((await readFile(convertedPdf!.pdfPath)).subarray(0, 5).toString()).toBe('%PDF-');
      await convertedPdf!.discard();
      await expect(stat(path.dirname(convertedPdf!.pdfPath))).rejects.toThrow();
      expect(document.pageCount).toBe(3);
      expect(document.pages[0]).toEqual(recordsOnly.pages[0]);
      expect(document.pages[2]).toEqual(recordsOnly.pages[2]);
      expect(document.pages[1]!.rawText).toContain(CHART_DECK.chartTitle);
      for (const label of CHART_DECK.chartLabels) expect(document.pages[1]!.rawText).toContain(label);
      expect(document.pages[1]!.method).toBe('text');
      expect(document.rawContent).toMatch(/--- Slide 2 ---\n[^]*Annual recurring revenue in millions[^]*--- Slide 3 ---/);
    }, 180_000);
  });
});
