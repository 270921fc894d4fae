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
/**
 * A band of white space across a region at least this many text heights high separates sections (a
 * heading from what is under it, a footer from what is above), read one after the other even where a
 * gutter runs down through both, when the columns do not go on across the break (one side of the
 * gutter is empty above or below it): a card's figure and its label, or a name and its role, sit closer.
 */
const SECTION_BREAK_IN_HEIGHTS = 3;
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

/** A band free of any box along one axis, running through the whole region. */
interface Gutter {
  start: number;
  end: number;
}

const gutterWidth = (gutter: Gutter | null) => (gutter ? gutter.end - gutter.start : 0);

/** Every band free of any box along one axis, in order. */
function gutters(segments: Segment[], axis: 'x' | 'y'): Gutter[] {
  const spans = segments
    .map((segment) => (axis === 'x' ? [segment.left, segment.right] : [segment.top, segment.bottom]))
    .sort((a, b) => a[0] - b[0]);
  const found: Gutter[] = [];
  let reach = spans[0][1];
  for (const [start, end] of spans.slice(1)) {
    if (start > reach) found.push({ start: reach, end: start });
    reach = Math.max(reach, end);
  }
  return found;
}

function widest(found: Gutter[]): Gutter | null {
  return found.reduce<Gutter | null>((best, gutter) => (gutterWidth(gutter) > gutterWidth(best) ? gutter : best), null);
}

function readRegion(segments: Segment[]): OcrLine[] {
  if (segments.length <= 1) return segments.map((segment) => segment.words);
  const textSize = median(segments.map((segment) => segment.size));
  const columnGutter = widest(gutters(segments, 'x'));
  const rowGutters = gutters(segments, 'y');
  const rowGutter = widest(rowGutters);
  if (rowGutter && gutterWidth(rowGutter) >= gutterWidth(columnGutter)) return cutAcross(segments, rowGutter).flatMap(readRegion);
  const minGap = MIN_GUTTER_IN_HEIGHTS * textSize;
  if (columnGutter && gutterWidth(columnGutter) >= minGap) {
    const sectionBreak = widest(
      rowGutters.filter(
        (gutter) =>
          gutterWidth(gutter) >= SECTION_BREAK_IN_HEIGHTS * textSize &&
          cutAcross(segments, gutter).some((part) => cutDown(part, columnGutter).some((side) => side.length === 0)),
      ),
    );
    if (sectionBreak) return cutAcross(segments, sectionBreak).flatMap(readRegion);
    if (readsAsTable(segments, columnsOf(segments, minGap))) return readTableRows(segments, minGap);
    return cutDown(segments, columnGutter).flatMap(readRegion);
  }
  if (rowGutter) return cutAcross(segments, rowGutter).flatMap(readRegion);
  // Boxes overlapping both ways (a line crossing another): top to bottom, then left to right.
  return [...segments].sort((a, b) => a.top - b.top || a.left - b.left).map((segment) => segment.words);
}

/** The parts above and below a band of white space across the region. */
function cutAcross(segments: Segment[], gutter: Gutter): Segment[][] {
  return [segments.filter((segment) => segment.bottom <= gutter.start), segments.filter((segment) => segment.top >= gutter.end)];
}

/** The parts left and right of a band of white space down the region. */
function cutDown(segments: Segment[], gutter: Gutter): Segment[][] {
  return [segments.filter((segment) => segment.right <= gutter.start), segments.filter((segment) => segment.left >= gutter.end)];
}

/** The region's columns, left to right: split at every gutter at least `minGap` wide running down it. */
function columnsOf(segments: Segment[], minGap: number): Segment[][] {
  const sorted = [...segments].sort((a, b) => a.left - b.left);
  const columns: Segment[][] = [[sorted[0]]];
  let reach = sorted[0].right;
  for (const segment of sorted.slice(1)) {
    if (segment.left - reach >= minGap) columns.push([]);
    columns.at(-1)!.push(segment);
    reach = Math.max(reach, segment.right);
  }
  return columns;
}

/**
 * Whether a region is a table: a column of mostly figures whose cells sit in the rows of text in a
 * column left of it (the row labels; a row is a band of the region with white space above and below,
 * so a label over two lines with its figure between them is one row). A row of stat cards fails (each
 * card's column is half labels), as do text columns (no figures) and a chart's bars with their values
 * and years (no labels).
 */
function readsAsTable(segments: Segment[], columns: Segment[][]): boolean {
  const rows = rowsOf(segments);
  const rowOf = new Map(rows.flatMap((row, index) => row.map((segment) => [segment, index] as const)));
  return columns.some((column, index) => {
    const figures = column.filter(isFigureCell);
    if (index === 0 || figures.length < TABLE_FIGURE_SHARE * column.length) return false;
    const labelRows = new Set(columns.slice(0, index).flat().filter((cell) => !isFigureCell(cell)).map((cell) => rowOf.get(cell)));
    const labelledRows = new Set(figures.map((cell) => rowOf.get(cell)).filter((row) => labelRows.has(row)));
    return labelledRows.size >= MIN_TABLE_ROWS;
  });
}

/** The region's rows, top to bottom: split wherever a band of white space runs across it. */
function rowsOf(segments: Segment[]): Segment[][] {
  const sorted = [...segments].sort((a, b) => a.top - b.top);
  const rows: Segment[][] = [[sorted[0]]];
  let reach = sorted[0].bottom;
  for (const segment of sorted.slice(1)) {
    if (segment.top > reach) rows.push([]);
    rows.at(-1)!.push(segment);
    reach = Math.max(reach, segment.bottom);
  }
  return rows;
}

const isFigureCell = (segment: Segment) => segment.words.every((word) => isFigureLike(word.text));

/** A figure or a period label: "$1.2M", "€3bn", "-5%", "2023", "(820)", "50+", "Q3", "FY24", "3x". */
const FIGURE_LIKE = /^[-+(~]?[$€£¥]?(?:\p{N}[\p{N}.,]*(?:%|x|\+|[kKmMbBtT]n?)?|(?:Q|H|FY|CY|Y)['’]?\p{N}{1,4})\)?[.,;:*]?$/u;

function isFigureLike(text: string): boolean {
  return FIGURE_LIKE.test(text) || text === '-' || text === '—';
}

/** A table read row by row, each row as one line: its cells left to right, a cell over two lines top to bottom. */
function readTableRows(segments: Segment[], minGap: number): OcrLine[] {
  return rowsOf(segments).map((row) =>
    columnsOf(row, minGap).flatMap((cell) => [...cell].sort((a, b) => a.top - b.top || a.left - b.left).flatMap((line) => line.words)),
  );
}
