import type { OcrLine, OcrWord } from './ocr-cleaning.ts';

/**
 * The reading order of what OCR read off a slide. Tesseract prints its lines in the order it found its
 * text blocks, which on slides is often not the order a reader takes: a row of stat cards comes out as
 * all the figures, then all the labels; a table's columns come out one after the other; two text boxes
 * side by side come out merged line by line. Each of those splits a figure from what it measures.
 *
 * The order here comes from where the text sits (a recursive XY-cut over the lines' boxes): a region is
 * split at the widest gutter of white space running all the way through it, and down a gutter before
 * across one unless the band across is wider or is a section break (see SECTION_BREAK_IN_HEIGHTS), so a
 * card, a column or a text box is read whole before the next one. Tables are the exception: two columns
 * whose cells sit in the same rows, one of them mostly figures, are a table's and never cut apart, and
 * a region whose columns are all so linked, or that is a grid of one-line cells (see isGrid), is read
 * row by row, each row as one line ("Revenue $1M $2M $3M").
 *
 * Pure and cheap: sorting and sweeping boxes per level of a shallow recursion; the 585 pages of the
 * corpus decks read by OCR (up to 446 words each) take 0.2 ms a page on average, 5 ms at worst.
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
/**
 * Share of a column's cells that must open with a figure for it to be a table's column of figures. A
 * stat card's column is half figures, half labels: a row of cards stays read card by card.
 */
const TABLE_FIGURE_SHARE = 2 / 3;
/** Share of the rows of two neighbouring columns that must hold a cell of each for them to be a table's. */
const TABLE_PAIRED_ROW_SHARE = 2 / 3;
/** How far apart (in columns) two columns can be and still be found to be one table's. */
const TABLE_COLUMNS_APART_MAX = 2;
/** A grid of words (see isGrid) needs this many columns and rows: fewer are as likely cards or a list. */
const GRID_MIN_COLUMNS = 3;
const GRID_MIN_ROWS = 4;
/** A grid row is one line: no taller than this many times its tallest cell. */
const GRID_ROW_HEIGHT_IN_LINES = 1.5;
/** A grid's rows are set apart by at least this many text heights; a paragraph's lines are closer. */
const GRID_ROW_GAP_IN_HEIGHTS = 0.8;
/** Share of a grid's rows with cells in more than one column. */
const GRID_SPREAD_ROW_SHARE = 2 / 3;
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
  return found.reduce<Gutter | null>(
    (best, gutter) => (gutterWidth(gutter) > gutterWidth(best) ? gutter : best),
    null,
  );
}

function readRegion(segments: Segment[]): OcrLine[] {
  if (segments.length <= 1) return segments.map((segment) => segment.words);
  const textSize = median(segments.map((segment) => segment.size));
  const minGap = MIN_GUTTER_IN_HEIGHTS * textSize;
  const columns = columnsOf(segments, minGap);
  const tableGutters = tableLinkedGutters(columns);
  const columnGutters = columns
    .slice(1)
    .flatMap((column, index): Gutter[] =>
      tableGutters.has(index)
        ? []
        : [{ start: Math.max(...columns[index].map((cell) => cell.right)), end: column[0].left }],
    );
  if ((columns.length > 1 && columnGutters.length === 0) || isGrid(segments, columns, textSize))
    return readTableRows(segments, minGap);
  const columnGutter = widest(columnGutters);
  const rowGutters = gutters(segments, 'y');
  const rowGutter = widest(rowGutters);
  if (rowGutter && !columnGutter) {
    // Not between two rows that share columns: that is most likely inside a table under a title that spans it.
    const runs = groupRows(segments, minGap).filter((group) => rowsOf(group).length > 1);
    const inRun = (gutter: Gutter) =>
      runs.some(
        (run) =>
          Math.min(...run.map((cell) => cell.top)) < gutter.start &&
          gutter.end < Math.max(...run.map((cell) => cell.bottom)),
      );
    return cutAcross(segments, widest(rowGutters.filter((gutter) => !inRun(gutter))) ?? rowGutter).flatMap(
      readRegion,
    );
  }
  if (rowGutter && gutterWidth(rowGutter) >= gutterWidth(columnGutter))
    return cutAcross(segments, rowGutter).flatMap(readRegion);
  if (columnGutter) {
    const sectionBreak = widest(
      rowGutters.filter(
        (gutter) =>
          gutterWidth(gutter) >= SECTION_BREAK_IN_HEIGHTS * textSize &&
          cutAcross(segments, gutter).some((part) =>
            cutDown(part, columnGutter).some((side) => side.length === 0),
          ),
      ),
    );
    if (sectionBreak) return cutAcross(segments, sectionBreak).flatMap(readRegion);
    return cutDown(segments, columnGutter).flatMap(readRegion);
  }
  if (rowGutter) return cutAcross(segments, rowGutter).flatMap(readRegion);
  // Boxes overlapping both ways (a line crossing another): top to bottom, then left to right.
  return [...segments].sort((a, b) => a.top - b.top || a.left - b.left).map((segment) => segment.words);
}

/**
 * A region's rows top to bottom, neighbouring rows that share columns in one group: a table's rows
 * under a title that spans it are one group, so the table is not cut apart row by row wherever the
 * widest band of white space happens to be.
 */
function groupRows(segments: Segment[], minGap: number): Segment[][] {
  const groups: Segment[][] = [];
  let sharingColumns = false;
  for (const row of rowsOf(segments)) {
    const hasColumns = columnsOf(row, minGap).length > 1;
    const joined = groups.length > 0 && hasColumns && sharingColumns ? [...groups.at(-1)!, ...row] : null;
    if (joined && columnsOf(joined, minGap).length > 1) groups[groups.length - 1] = joined;
    else groups.push(row);
    sharingColumns = hasColumns;
  }
  return groups;
}

/** The parts above and below a band of white space across the region. */
function cutAcross(segments: Segment[], gutter: Gutter): Segment[][] {
  return [
    segments.filter((segment) => segment.bottom <= gutter.start),
    segments.filter((segment) => segment.top >= gutter.end),
  ];
}

/** The parts left and right of a band of white space down the region. */
function cutDown(segments: Segment[], gutter: Gutter): Segment[][] {
  return [
    segments.filter((segment) => segment.right <= gutter.start),
    segments.filter((segment) => segment.left >= gutter.end),
  ];
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
 * The gutters (by the index of the column left of them) that run inside a table: between two columns
 * that are a table's, neighbours or with one column between them (a heading over the gap between a
 * table's labels and its figures is a column of its own).
 */
function tableLinkedGutters(columns: Segment[][]): Set<number> {
  const linked = new Set<number>();
  for (let left = 0; left < columns.length; left++) {
    for (
      let right = left + 1;
      right <= Math.min(left + TABLE_COLUMNS_APART_MAX, columns.length - 1);
      right++
    ) {
      if (!isTablePair(columns[left], columns[right])) continue;
      for (let gutter = left; gutter < right; gutter++) linked.add(gutter);
    }
  }
  return linked;
}

/**
 * Whether two columns are a table's: one of them mostly cells that open with a figure, and
 * most rows of the two, where both have cells, holding a cell of each (a row is a band with white space
 * above and below, so a label over two lines with its figure between them is one row). A row of stat cards fails (each card's column
 * is half labels), as do text columns (no figures).
 */
function isTablePair(left: Segment[], right: Segment[]): boolean {
  const figureShare = (column: Segment[]) => column.filter(opensWithFigure).length / column.length;
  if (Math.max(figureShare(left), figureShare(right)) < TABLE_FIGURE_SHARE) return false;
  const inLeft = new Set(left);
  // Only where both columns have cells: a heading over one of them is no row of the table.
  const top = Math.max(Math.min(...left.map((cell) => cell.top)), Math.min(...right.map((cell) => cell.top)));
  const bottom = Math.min(
    Math.max(...left.map((cell) => cell.bottom)),
    Math.max(...right.map((cell) => cell.bottom)),
  );
  const beside = [...left, ...right].filter((cell) => cell.bottom > top && cell.top < bottom);
  if (beside.length === 0) return false;
  const rows = rowsOf(beside);
  const paired = rows.filter(
    (row) => row.some((cell) => inLeft.has(cell)) && row.some((cell) => !inLeft.has(cell)),
  ).length;
  return paired >= MIN_TABLE_ROWS && paired >= TABLE_PAIRED_ROW_SHARE * rows.length;
}

/**
 * Whether a region is a grid of one-line cells: a table of words (a comparison: "Blockchain Solana
 * Polygon Centralized"), which has no column of figures to be told by. Three columns or more, rows
 * spaced apart as table rows are (not as a paragraph's or a card's lines are), nearly every row with
 * cells in more than one column and no row over two lines.
 */
function isGrid(segments: Segment[], columns: Segment[][], textSize: number): boolean {
  if (columns.length < GRID_MIN_COLUMNS) return false;
  const rows = rowsOf(segments);
  if (rows.length < GRID_MIN_ROWS) return false;
  const columnOf = new Map(columns.flatMap((column, index) => column.map((cell) => [cell, index] as const)));
  const spans = rows.map((row) => ({
    top: Math.min(...row.map((cell) => cell.top)),
    bottom: Math.max(...row.map((cell) => cell.bottom)),
  }));
  const oneLine = rows.every(
    (row, index) =>
      spans[index].bottom - spans[index].top <=
      GRID_ROW_HEIGHT_IN_LINES * Math.max(...row.map((cell) => cell.bottom - cell.top)),
  );
  const spaced = spans
    .slice(1)
    .every((span, index) => span.top - spans[index].bottom >= GRID_ROW_GAP_IN_HEIGHTS * textSize);
  const spread = rows.filter((row) => new Set(row.map((cell) => columnOf.get(cell))).size > 1).length;
  return oneLine && spaced && spread >= GRID_SPREAD_ROW_SHARE * rows.length;
}

/** "$1.2M", "1.0% equity", "= 3.2% equity", "$129 / unit", "2023": a cell whose first figure or word is a figure. */
function opensWithFigure(segment: Segment): boolean {
  const first = segment.words.find((word) => /[\p{L}\p{N}]/u.test(word.text));
  return first !== undefined && isFigureLike(first.text);
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

/** An amount with its currency and unit: "$1.2M", "€3bn", "5%", "50+", "3x". */
const AMOUNT = String.raw`[$€£¥]?\p{N}[\p{N}.,]*(?:%|x|[kKmMbBtT]n?)?\+?`;
/**
 * A figure, a range or a period label: "$1.2M", "-5%", "2023", "(820)", "$1-1.6M", "12–15", "Q3",
 * "FY24", "2024E".
 */
const FIGURE_LIKE = new RegExp(
  String.raw`^[-+(~]?(?:${AMOUNT}(?:[-–—]${AMOUNT})?|(?:Q|H|FY|CY|Y)['’]?\p{N}{1,4}|\p{N}{4}[EeAaFfPp])\)?[.,;:*]?$`,
  'u',
);

function isFigureLike(text: string): boolean {
  return FIGURE_LIKE.test(text) || text === '-' || text === '—';
}

/** A table read row by row, each row as one line: its cells left to right, a cell over two lines top to bottom. */
function readTableRows(segments: Segment[], minGap: number): OcrLine[] {
  return rowsOf(segments).map((row) =>
    columnsOf(row, minGap).flatMap((cell) =>
      [...cell].sort((a, b) => a.top - b.top || a.left - b.left).flatMap((line) => line.words),
    ),
  );
}
