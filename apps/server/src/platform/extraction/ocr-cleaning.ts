import { COMMON_WORDS } from './gibberish.ts';

/**
 * Cleaning of what tesseract reads off a picture before the text reaches the slide panel, the analysis
 * and the duplicate check (issue #18 item 4). Logos, icons, photos and chart strokes come back as words
 * tesseract itself doubts ("yo", "B)", "hd") and as lines of strokes ("| 4 _ = = = q q"). The reading
 * as tesseract printed it stays with the page (`ExtractedPage.ocrText`) for the admin raw view.
 *
 * Pure functions: the OCR adapter (ocr.ts) hands over tesseract's TSV, these decide.
 */

/** Where a word sits on the picture, in pixels from its top left corner. */
export interface OcrBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** One word as tesseract read it, with its confidence (0–100) and its box. */
export interface OcrWord {
  text: string;
  confidence: number;
  box: OcrBox;
}

/** The words of one line, in reading order. */
export type OcrLine = OcrWord[];

/**
 * Words tesseract is less sure of than this are dropped, unless they are well formed (see
 * `isWellFormedWord`). Measured on real decks (46 pages of 16 text-layer PDFs of the corpus rendered and
 * read by OCR, 6,817 words, each checked against the page's own text layer; scripts/ocr-confidence.ts):
 * every 10-point band below 40 holds 92–94 % words that are not on the page; 40–50 holds 86 %, 50–60
 * 76 %. A bare threshold of 40 dropped 42 % of that debris and 0.5 % of the real words of four letters
 * or more, mostly long clean words and figures ("Regulatory" at 0, "FINANCE" at 9, "16.80%" at 8). With
 * those kept and the junk-line rule, the cleaning drops 34 % of the debris and 0.1 % of those real words.
 */
export const MIN_WORD_CONFIDENCE = 40;

/** tesseract's TSV: level, page, block, paragraph, line, word, left, top, width, height, conf, text. */
const TSV_WORD_LEVEL = '5';

/** The lines of a page from tesseract's TSV output, each with its words, their confidences and boxes. */
export function parseTesseractTsv(tsv: string): OcrLine[] {
  const lines: OcrLine[] = [];
  let currentKey = '';
  for (const row of tsv.split('\n')) {
    const columns = row.split('\t');
    if (columns.length < 12 || columns[0] !== TSV_WORD_LEVEL) continue;
    const text = columns.slice(11).join('\t').trim();
    if (!text) continue;
    const key = columns.slice(1, 5).join('.');
    if (key !== currentKey || lines.length === 0) {
      lines.push([]);
      currentKey = key;
    }
    const [left, top, width, height] = columns.slice(6, 10).map(Number);
    lines.at(-1)!.push({ text, confidence: Number(columns[10]), box: { left, top, width, height } });
  }
  return lines;
}

/**
 * The page's text with doubtful words and junk lines left out, one line per OCR line. A line that loses
 * its doubtful words keeps the others in their order.
 */
export function cleanOcrLines(lines: OcrLine[], minConfidence = MIN_WORD_CONFIDENCE): string[] {
  return keepReadableLines(lines, minConfidence).map(lineText);
}

/** `cleanOcrLines` with the kept words themselves (boxes and all), for the layout to order. */
export function keepReadableLines(lines: OcrLine[], minConfidence = MIN_WORD_CONFIDENCE): OcrLine[] {
  return lines
    .map((words) => words.filter((word) => word.confidence >= minConfidence || isWellFormedWord(word.text)))
    .filter((words) => words.length > 0 && !isJunkOcrLine(lineText(words)));
}

export const lineText = (words: OcrLine): string => words.map((word) => word.text).join(' ');

/** Optional opening and closing punctuation around a word or figure. */
const OPENING = `[("“'‘]?`;
const CLOSING = `[)"”'’.,:;!?]*`;
/** A word in one of the shapes words come in: Capitalised, lower case or CAPITALS, with an 's or n't. */
const WORD_SHAPE = new RegExp(`^${OPENING}(?:\\p{Lu}?\\p{Ll}{3,}|\\p{Lu}{4,})(?:['’]\\p{Ll}{1,2})?${CLOSING}$`, 'u');
const VOWEL = /[aeiouyàáâãäåæèéêëìíîïòóôõöøùúûüýÿąęėīōūůőűаеёиоуыэюяєіїαεηιουω]/iu;
const SAME_LETTER_THRICE = /(\p{L})\1\1/iu;
/**
 * A figure: two digits or more, or one with a currency or a unit, with its sign and separators
 * ("10.95%", "$2.5M", "2021", "$1", "5%").
 */
const FIGURE_SHAPE = new RegExp(
  `^${OPENING}[-+]?(?:[$€£¥]\\p{N}[\\p{N}.,]*|\\p{N}[\\p{N}.,]*\\p{N}|\\p{N}(?=%|x|[kKmMbB]))(?:%|x|[kKmMbB]n?)?${CLOSING}$`,
  'u',
);

/**
 * Whether a word OCR doubted still reads as a word or a figure, and is kept: tesseract gives odd fonts,
 * tight letter spacing and text on photos low confidence even when it reads them right ("Regulatory" at
 * 0, "FINANCE" at 9, "16.80%" at 8 on corpus decks). Debris is short, mixed, or made of symbols.
 */
export function isWellFormedWord(text: string): boolean {
  if (FIGURE_SHAPE.test(text)) return true;
  return WORD_SHAPE.test(text) && VOWEL.test(text) && !SAME_LETTER_THRICE.test(text);
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/gu;
/** A figure with its sign, currency, separators and unit ("-5%", "$2.5M", "(820)"): all of it is text. */
const FIGURE = /[-+(]?[$€£¥]?\p{N}[\p{N}.,]*[%)]?/gu;
/**
 * A word of three letters or more (any script), a figure (two digits, or one with a currency or a unit:
 * "$5", "5%", "3x") or a label like "Q3": what a line of real text holds. A lone digit is as often a
 * speck as a step number.
 */
const REAL_WORD = /\p{L}{3}|\p{N}{2}|[$€£¥]\p{N}|\p{N}(?:%|x\b|[kKmMbB]\b)|\p{Lu}\p{N}/u;
/** Two capitals standing alone are an acronym (AI, UK, EU, VR), not a speck read as letters. */
const ACRONYM = /^\p{Lu}{2}$/u;
const EDGE_PUNCTUATION = /^[("“'‘]+|[)"”'’.,:;!?]+$/gu;

/** A short function word of the languages decks arrive in ("we", "to", "of", "na"): language, not debris. */
function isCommonShortWord(token: string): boolean {
  const word = token.replace(EDGE_PUNCTUATION, '').toLowerCase();
  return word.length >= 2 && COMMON_WORDS.has(word);
}

/**
 * True when an OCR line is debris, not text: mostly symbols ("| 4 _ = = = q q", "— © ~"), or only
 * one- and two-letter fragments ("yo", "B)", "hd", "a ©"). A line with a real word, a figure, a
 * stand-alone acronym or a short function word ("We", "to be") is kept.
 */
export function isJunkOcrLine(line: string): boolean {
  const visible = line.replace(FIGURE, '0').replace(/\s+/g, '');
  if (!visible) return true;
  const alphanumeric = visible.match(LETTER_OR_DIGIT)?.length ?? 0;
  if (alphanumeric / visible.length < 0.5) return true;
  // "we're", "it's": an apostrophe inside a word is part of it.
  const tokens = line.replace(/(?<=\p{L})['’](?=\p{L})/gu, '').split(/\s+/).filter(Boolean);
  return !tokens.some((token) => REAL_WORD.test(token) || ACRONYM.test(token) || isCommonShortWord(token));
}
