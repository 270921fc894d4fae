import type { OcrLine, OcrWord } from './ocr-cleaning.ts';

/**
 * The reading order of what OCR read off a slide. Tesseract prints its lines in the order it found its
 * text blocks, which on slides is often not the order a reader takes: a row of stat cards comes out as
 * all the figures, then all the labels; a table's columns come out one after the other; two text boxes
 * side by side come out merged line by line. Each of those splits a figure from what it measures.
 *
 * The order here comes from where the text sits (a recursive XY-cut over the lines' boxes): a region is
 * split at a gutter of white space running all the way through it, columns left to right before rows
 * top to bottom, so a card, a column or a text box is read whole before the next one. A table is the
 * exception: where the columns right of a gutter are mostly figures sitting on the same rows as the
 * text on its left, the region is read row by row, each row as one line ("Revenue $1M $2M $3M").
 *
 * Pure and cheap: sorting and sweeping a few hundred boxes per level of a shallow recursion.
 */

/** A run of words of one tesseract line with no wide gap inside: a text box's line, or a table cell. */
interface Segment {
  words: OcrWord[];
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** The height of its words (median): the text's size, the yardstick for gaps. */
  size: number;
}

/**
 * A gap between two words of a line wider than this many text heights separates two things side by
 * side (two text boxes, two table cells): a word space is about a third of the text height, the widest
 * justified spacing about one.
 */
const SIDE_BY_SIDE_GAP_IN_HEIGHTS = 2;
/** A vertical gutter narrower than this share of the text height is the space between two words. */
const MIN_GUTTER_IN_HEIGHTS = 0.5;
/** Two boxes overlapping vertically by this share of the shorter one sit on the same row. */
const SAME_ROW_OVERLAP = 0.5;
/** Share of the cells right of a gutter that must be figures for the region to read as a table. */
const TABLE_FIGURE_SHARE = 2 / 3;
/** Rows a table needs: one row of figures beside text is as likely a card's heading as a table. */
const MIN_TABLE_ROWS = 2;

/** The page's lines in reading order; table rows split by tesseract into cells come back as one line. */
export function orderOcrLines(lines: OcrLine[]): OcrLine[] {
  const segments = lines.flatMap(splitAtWideGaps).map(toSegment);
  return readRegion(segments);
}

function splitAtWideGaps(line: OcrLine): OcrLine[] {
  if (line.length < 2) return [line];
  const size = median(line.map((word) => word.box.height));
  const parts: OcrLine[] = [[line[0]]];
  for (let i = 1; i < line.length; i++) {
    const previous = line[i - 1].box;
    const gap = line[i].box.left - (previous.left + previous.width);
    if (gap > SIDE_BY_SIDE_GAP_IN_HEIGHTS * size) parts.push([]);
    parts.at(-1)!.push(line[i]);
  }
  return parts;
}

function toSegment(words: OcrWord[]): Segment {
  return {
    words,
    left: Math.min(...words.map((word) => word.box.left)),
    right: Math.max(...words.map((word) => word.box.left + word.box.width)),
    top: Math.min(...words.map((word) => word.box.top)),
    bottom: Math.max(...words.map((word) => word.box.top + word.box.height)),
    size: median(words.map((word) => word.box.height)),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** The widest band free of any box along one axis, with where it starts; null when the boxes overlap throughout. */
interface Gutter {
  start: number;
  end: number;
}

function widestGutter(segments: Segment[], axis: 'x' | 'y'): Gutter | null {
  const spans = segments
    .map((segment) => (axis === 'x' ? [segment.left, segment.right] : [segment.top, segment.bottom]))
    .sort((a, b) => a[0] - b[0]);
  let best: Gutter | null = null;
  let reach = spans[0][1];
  for (const [start, end] of spans.slice(1)) {
    if (start > reach && (!best || start - reach > best.end - best.start)) best = { start: reach, end: start };
    reach = Math.max(reach, end);
  }
  return best;
}

function readRegion(segments: Segment[]): OcrLine[] {
  if (segments.length <= 1) return segments.map((segment) => segment.words);
  const textSize = median(segments.map((segment) => segment.size));
  const columnGutter = widestGutter(segments, 'x');
  const rowGutter = widestGutter(segments, 'y');
  if (columnGutter && columnGutter.end - columnGutter.start >= MIN_GUTTER_IN_HEIGHTS * textSize) {
    const left = segments.filter((segment) => segment.right <= columnGutter.start);
    const right = segments.filter((segment) => segment.left >= columnGutter.end);
    if (!readsAsTable(left, right)) return [...readRegion(left), ...readRegion(right)];
    return readTableRows(segments);
  }
  if (rowGutter) {
    const above = segments.filter((segment) => segment.bottom <= rowGutter.start);
    const below = segments.filter((segment) => segment.top >= rowGutter.end);
    return [...readRegion(above), ...readRegion(below)];
  }
  // Boxes overlapping both ways (a line crossing another): top to bottom, then left to right.
  return [...segments].sort((a, b) => a.top - b.top || a.left - b.left).map((segment) => segment.words);
}

function sameRow(a: Segment, b: Segment): boolean {
  const overlap = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return overlap >= SAME_ROW_OVERLAP * Math.min(a.bottom - a.top, b.bottom - b.top);
}

/**
 * Whether the text left of a gutter and the cells right of it are a table's rows: the cells right of
 * it mostly figures, in rows with the text left of it. A row of stat cards fails (half of the right
 * side is labels), as do text columns (no figures).
 */
function readsAsTable(left: Segment[], right: Segment[]): boolean {
  const figures = right.filter((segment) => segment.words.every((word) => isFigureLike(word.text)));
  if (figures.length < TABLE_FIGURE_SHARE * right.length) return false;
  const rowsWithText = left.filter((cell) => right.some((other) => sameRow(cell, other)));
  return rowsWithText.length >= MIN_TABLE_ROWS;
}

/** A figure or a period label: "$1.2M", "-5%", "2023", "(820)", "Q3", "FY24", "3x". */
const FIGURE_LIKE = /^[-+(]?[$€£¥]?(?:\p{N}[\p{N}.,]*(?:%|x|[kKmMbB]n?)?|(?:Q|H|FY|CY|Y)['’]?\p{N}{1,4})\)?[.,;:]?$/u;

function isFigureLike(text: string): boolean {
  return FIGURE_LIKE.test(text) || text === '-' || text === '—';
}

/**
 * A table region read row by row: rows are cut where a band of white space runs across the whole
 * table, and each row's cells are read left to right (a cell over two lines top to bottom) as one line.
 */
function readTableRows(segments: Segment[]): OcrLine[] {
  const rowGutter = widestGutter(segments, 'y');
  if (rowGutter) {
    const above = segments.filter((segment) => segment.bottom <= rowGutter.start);
    const below = segments.filter((segment) => segment.top >= rowGutter.end);
    return [...readTableRows(above), ...readTableRows(below)];
  }
  const cells = [...segments].sort((a, b) => a.left - b.left || a.top - b.top);
  return [cells.flatMap((cell) => cell.words)];
}
