import type { ExtractedPage } from '@pitchscope/domain/contracts/decks';
import {
  HIDDEN_FINDINGS_PER_PAGE,
  HIDDEN_TEXT_MAX_CHARS,
  isModelInstruction,
  separateInstructions,
  type HiddenReason,
  HIDDEN_CONTENT_CHECK_VERSION,
  type PageHiddenContent,
} from '@pitchscope/domain/hidden-content';
import { looksLikeGibberish } from './gibberish.ts';

/** One line of a page as a format reader saw it, in reading order. */
export interface PageLine {
  text: string;
  /** Font size in page units, where the format knows it (PDF text layer). */
  fontSize?: number;
  /** Distance from the top of the page in page units, where known; larger is lower. */
  top?: number;
  /** Set when a reader cannot see the line (see hidden-content.ts): it is kept out of the page text. */
  hidden?: HiddenReason[];
}

/** What a format reader hands over for one page; header, footer and rawText are derived here. */
export interface PageDraft {
  lines: PageLine[];
  method: ExtractedPage['method'];
  /** The slide title when the format marks it (PowerPoint title placeholder). */
  title?: string;
  /** The footer when the format marks it (PowerPoint footer placeholder). */
  footer?: string;
  images?: string[];
  tables?: string[];
  charts?: string[];
  diagrams?: string[];
  notes?: string;
  /** What OCR read before cleaning, when the page's text came from OCR (kept for the admin raw view). */
  ocrText?: string;
}

/** The separator other modules split rawContent on. Do not change its shape. */
export const slideSeparator = (pageNumber: number) => `--- Slide ${pageNumber} ---`;

export function joinRawContent(pages: ExtractedPage[]): string {
  return pages.map((page) => `${slideSeparator(page.pageNumber)}\n${page.rawText}`).join('\n\n');
}

const MAX_FOOTER_LENGTH = 160;
const MAX_HEADER_LENGTH = 200;
/** A line is a running footer when it shows up on this share of pages (and on at least two). */
const FOOTER_PAGE_SHARE = 0.4;

export function assemblePages(rawDrafts: PageDraft[]): ExtractedPage[] {
  const screened = rawDrafts.map(screenHiddenContent);
  const drafts = screened.map(({ draft }) => draft);
  const repeatingLines = findRepeatingLines(drafts);
  return drafts.map((draft, index) => {
    const lines = draft.lines
      .map((line) => ({ ...line, text: normalizeLine(line.text) }))
      .filter((line) => line.text);
    const notes = draft.notes ? normalizeBlock(draft.notes) : '';
    const header = withoutPageNumber(
      normalizeLine(draft.title ?? '') || pickHeader(lines, repeatingLines),
      index + 1,
    );
    const { hiddenContent } = screened[index];
    return {
      pageNumber: index + 1,
      header: truncate(header, MAX_HEADER_LENGTH),
      rawText: lines.map((line) => line.text).join('\n'),
      images: draft.images ?? [],
      tables: draft.tables ?? [],
      charts: draft.charts ?? [],
      diagrams: draft.diagrams ?? [],
      footer: normalizeLine(draft.footer ?? '') || pickFooter(lines, repeatingLines, header),
      ...(notes ? { notes } : {}),
      method: draft.method,
      ...(draft.method === 'ocr' && draft.ocrText ? { ocrText: normalizeBlock(draft.ocrText) } : {}),
      ...(hiddenContent.length > 0 ? { hiddenContent } : {}),
      hiddenCheckVersion: HIDDEN_CONTENT_CHECK_VERSION,
    };
  });
}

/**
 * Takes out of a page what no analysis may read: lines a reader cannot see, and instructions aimed at an
 * AI model wherever they are (slide text, title, footer, notes). Each becomes a finding of the page.
 */
function screenHiddenContent(draft: PageDraft): { draft: PageDraft; hiddenContent: PageHiddenContent[] } {
  const findings: PageHiddenContent[] = [];
  const add = (finding: PageHiddenContent) => {
    const text = normalizeLine(finding.text).slice(0, HIDDEN_TEXT_MAX_CHARS);
    // A hidden "." or axis number ("1500") is kept out of the text but is no news to the investor.
    if (!/\p{L}{4}|\p{L}{2,}\P{L}+\p{L}{2,}/u.test(text)) return;
    const same = findings.find((f) => f.kind === finding.kind && f.text === text);
    if (!same && findings.length < HIDDEN_FINDINGS_PER_PAGE) findings.push({ ...finding, text });
  };

  // Hidden lines, consecutive ones with the same reasons read as one passage. A hidden copy of what the
  // page shows (a text shadow in the background's colour) hides nothing: it is left out, not reported.
  const shownText = comparableText(draft.lines.filter((line) => !line.hidden?.length).map((line) => line.text).join(' '));
  const visible: PageLine[] = [];
  let run: { texts: string[]; reasons: HiddenReason[] } | null = null;
  const flushRun = () => {
    if (!run) return;
    const text = run.texts.join(' ');
    const repeatsShownText = comparableText(text).length > 0 && shownText.includes(comparableText(text));
    if (repeatsShownText && !isModelInstruction(text)) {
      run = null;
      return;
    }
    add(isModelInstruction(text)
      ? { kind: 'instruction', reasons: run.reasons, text, hidden: true }
      : { kind: 'hidden-text', reasons: run.reasons, text });
    run = null;
  };
  for (const line of draft.lines) {
    if (!line.hidden || line.hidden.length === 0) {
      flushRun();
      visible.push(line);
      continue;
    }
    const reasons = [...new Set(line.hidden)].sort();
    if (run && run.reasons.join() !== reasons.join()) flushRun();
    run ??= { texts: [], reasons };
    run.texts.push(line.text);
  }
  flushRun();

  const screenText = (text: string): string => {
    const { kept, instructions } = separateInstructions(text);
    for (const instruction of instructions) add({ kind: 'instruction', reasons: [], text: instruction });
    return kept;
  };
  const lines = visible.map((line) => ({ ...line, text: screenText(line.text) }));
  // An instruction broken over two lines: neither line alone reads as one.
  for (let i = 0; i + 1 < lines.length; i += 1) {
    const pair = `${lines[i].text} ${lines[i + 1].text}`;
    if (lines[i].text && lines[i + 1].text && isModelInstruction(pair)) {
      add({ kind: 'instruction', reasons: [], text: pair });
      lines[i] = { ...lines[i], text: '' };
      lines[i + 1] = { ...lines[i + 1], text: '' };
    }
  }
  const screenBlock = (block: string | undefined) =>
    block === undefined ? undefined : block.split('\n').map(screenText).filter(Boolean).join('\n');
  return {
    draft: {
      ...draft,
      lines: lines.filter((line) => line.text.trim()),
      title: draft.title === undefined ? undefined : screenText(draft.title),
      footer: draft.footer === undefined ? undefined : screenText(draft.footer),
      notes: screenBlock(draft.notes),
      tables: draft.tables?.map((table) => screenBlock(table) ?? ''),
    },
    hiddenContent: findings,
  };
}

const comparableText = (text: string) => text.normalize('NFKC').toLowerCase().replace(/[\s\p{P}]+/gu, '');

/** Collapses whitespace and drops control characters and private-use icon glyphs (bullets, Wingdings). */
export function normalizeLine(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000e-\u001f\u007f-\u009f\ue000-\uf8ff\ufffd]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Collapses runs of spaces and blank lines but keeps line structure. */
export function normalizeBlock(text: string): string {
  return text
    .split(/\r\n|\r|\n|\u000b/)
    .map(normalizeLine)
    .filter(Boolean)
    .join('\n');
}

/** At least one real word: OCR of logos and icons yields fragments like "(Jd" or "| )". */
function isMeaningful(text: string): boolean {
  return /\p{L}{3}/u.test(text) && !looksLikeGibberish(text);
}

/** OCR and many exports glue the slide number to the title line ("Problem 2"). */
function withoutPageNumber(header: string, pageNumber: number): string {
  const match = new RegExp(`^${pageNumber}\\s+(.+)$|^(.+?)\\s+${pageNumber}$`).exec(header);
  return match ? (match[1] ?? match[2]) : header;
}

/** Page numbers differ from page to page; compare running lines with digits masked. */
function footerKey(text: string): string {
  return normalizeLine(text).toLowerCase().replace(/\d+/g, '#');
}

/**
 * Whether a line is a running line (footer, header, watermark) of these pages: the same text, page
 * numbers aside, on a good share of them.
 */
export function runningLineTest(pages: PageLine[][]): (line: PageLine) => boolean {
  const repeating = findRepeatingLines(pages.map((lines) => ({ lines, method: 'text' })));
  return (line) => repeating.has(footerKey(normalizeLine(line.text)));
}

function findRepeatingLines(drafts: PageDraft[]): Set<string> {
  const pagesPerLine = new Map<string, number>();
  for (const draft of drafts) {
    const keys = new Set(
      draft.lines
        .map((line) => normalizeLine(line.text))
        .filter((text) => text.length >= 3 && text.length <= MAX_FOOTER_LENGTH && /[\p{L}\d]/u.test(text))
        .map(footerKey),
    );
    for (const key of keys) pagesPerLine.set(key, (pagesPerLine.get(key) ?? 0) + 1);
  }
  const threshold = Math.max(2, Math.ceil(drafts.length * FOOTER_PAGE_SHARE));
  return new Set([...pagesPerLine].filter(([, pages]) => pages >= threshold).map(([key]) => key));
}

/** The slide title: the largest text on the page when sizes are known, else the first real line. */
function pickHeader(lines: PageLine[], repeatingLines: Set<string>): string {
  const meaningful = lines.filter((line) => isMeaningful(line.text));
  const nonRepeating = meaningful.filter((line) => !repeatingLines.has(footerKey(line.text)));
  // A page made only of running lines ("Appendix 1", "Appendix 2") still has a title.
  const candidates = nonRepeating.length > 0 ? nonRepeating : meaningful;
  if (candidates.length === 0) return '';
  const sized = candidates.filter((line) => line.fontSize !== undefined);
  if (sized.length === 0) return candidates[0].text;
  // Earlier lines win ties within 10% so that a same-size body line does not beat the title.
  let best = sized[0];
  for (const line of sized) if (line.fontSize! > best.fontSize! * 1.1) best = line;
  return best.text;
}

/** The running line nearest the bottom of the page (or the last one when positions are unknown). */
function pickFooter(lines: PageLine[], repeatingLines: Set<string>, header: string): string {
  if (lines.length < 2) return '';
  const running = lines.filter((line) => line.text !== header && repeatingLines.has(footerKey(line.text)));
  if (running.length === 0) return '';
  const positioned = running.filter((line) => line.top !== undefined);
  if (positioned.length === 0) return running.at(-1)!.text;
  return positioned.reduce((lowest, line) => (line.top! > lowest.top! ? line : lowest)).text;
}

function truncate(text: string, maxLength: number): string {
  return text.length <= maxLength ? text : `${text.slice(0, maxLength - 1).trimEnd()}…`;
}
