import { isNearColour, parseHexColour, WHITE, type HiddenReason, type Rgb } from '@pitchscope/domain/hidden-content';
import { getResolvedPDFJS } from 'unpdf';

/**
 * Which runs of a PDF page's text layer a reader cannot see (issue #16 item 5). The text layer (pdfjs's
 * getTextContent) gives each run's position and size: runs smaller than a reader can make out or placed
 * outside the page are hidden. Colour and render mode are not in the text layer: the page's operator list
 * is walked for them, with the graphics state (transform, fill and stroke colour, alpha, render mode), and
 * with the shapes and pictures painted before each run, so that white text on a dark box reads as
 * visible and white text on the white page as hidden. Each operator-list run is matched back to the text
 * items by its characters, in order.
 *
 * Anything uncertain counts as visible: text over a picture, a gradient or a pattern, text whose colour is
 * a pattern, runs the matching cannot place. Invisible text (render mode 3) over a picture is the text
 * layer of a scanned page and is not hidden either.
 */

export interface TextItemGeometry {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

type Matrix = [number, number, number, number, number, number];
type Box = [number, number, number, number];

interface GraphicsState {
  ctm: Matrix;
  fill: Rgb | null;
  stroke: Rgb | null;
  fillAlpha: number;
  strokeAlpha: number;
  mode: number;
}

interface PaintedRegion {
  box: Box;
  /** null: a picture, gradient or pattern, whose colour under a given point is unknown. */
  colour: Rgb | null;
}

interface OperatorRun {
  state: GraphicsState;
  /** Regions painted before this run (the prefix of the page's region list). */
  regionsBefore: number;
  /** Where the run starts on the page (PDF user space), and its text as shown. */
  origin: [number, number];
  size: number;
  text: string;
}

/** Text outside the page never reaches pdfjs's text layer: such runs of the operator list, as lines. */
export interface OffPageRun {
  text: string;
  top: number;
  fontSize: number;
}

/**
 * The smallest text a reader can make out, in points on a page whose longest side is at most 1200 pt
 * (slides exported from PowerPoint are 960 pt wide); larger pages scale it.
 */
const MIN_READABLE_SIZE = 2;
const READABLE_SIZE_PAGE = 1200;
/** Characters the matcher looks ahead for a text item it cannot place at once. */
const MATCH_WINDOW = 4000;
const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

function multiply(m1: readonly number[], m2: readonly number[]): Matrix {
  return [
    m1[0] * m2[0] + m1[2] * m2[1],
    m1[1] * m2[0] + m1[3] * m2[1],
    m1[0] * m2[2] + m1[2] * m2[3],
    m1[1] * m2[2] + m1[3] * m2[3],
    m1[0] * m2[4] + m1[2] * m2[5] + m1[4],
    m1[1] * m2[4] + m1[3] * m2[5] + m1[5],
  ];
}

function transformBox([x0, y0, x1, y1]: readonly number[], m: Matrix): Box {
  const points = [
    [x0, y0],
    [x1, y0],
    [x0, y1],
    [x1, y1],
  ].map(([x, y]) => [x * m[0] + y * m[2] + m[4], x * m[1] + y * m[3] + m[5]]);
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

const contains = (box: Box, [x, y]: [number, number]) => x >= box[0] && x <= box[2] && y >= box[1] && y <= box[3];

/** Text as both sides are compared: compatibility-normalised, no whitespace. */
const comparable = (text: string) => text.normalize('NFKC').replace(/\s+/g, '');

/**
 * Where a text item lies on the page (PDF user space), along its own direction (rotated text included):
 * `at(t, h)` is the point a share t along its width and a share h up its height.
 */
function itemFrame(item: TextItemGeometry): { at: (t: number, h: number) => [number, number]; box: Box } {
  const [a, b, c, d, x, y] = item.transform;
  const size = Math.hypot(c, d) || item.height;
  const along = Math.hypot(a, b) || 1;
  const direction = [a / along, b / along];
  const up = Math.hypot(c, d) > 0 ? [c / Math.hypot(c, d), d / Math.hypot(c, d)] : [-direction[1], direction[0]];
  const width = item.width || size * comparable(item.str).length * 0.5;
  const at = (t: number, h: number): [number, number] => [
    x + direction[0] * width * t + up[0] * size * h,
    y + direction[1] * width * t + up[1] * size * h,
  ];
  const corners = [at(0, 0), at(1, 0), at(0, 1), at(1, 1)];
  const xs = corners.map((p) => p[0]);
  const ys = corners.map((p) => p[1]);
  return { at, box: [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)] };
}

/** Reasons known from the text layer alone: too small, or outside the page. */
function geometryReasons(item: TextItemGeometry, view: number[]): HiddenReason[] {
  const reasons: HiddenReason[] = [];
  const [, , c, d] = item.transform;
  const size = Math.hypot(c, d) || item.height;
  const longestSide = Math.max(view[2] - view[0], view[3] - view[1]);
  if (size > 0 && size < MIN_READABLE_SIZE * Math.max(1, longestSide / READABLE_SIZE_PAGE)) reasons.push('tiny');
  const [x0, y0, x1, y1] = itemFrame(item).box;
  const tolerance = 1;
  if (x0 >= view[2] - tolerance || x1 <= view[0] + tolerance || y0 >= view[3] - tolerance || y1 <= view[1] + tolerance) {
    reasons.push('off-page');
  }
  return reasons;
}

/**
 * Hidden reasons for each item of a page's text content (undefined: visible), in the items' order.
 * `loadOperators` gives the page's operator list; it is only asked for when the page has text.
 */
export async function hiddenTextReasons(
  items: TextItemGeometry[],
  view: number[],
  loadOperators: () => Promise<Operators>,
  /**
   * The operator list with pictures, when `loadOperators` gives one without (a document opened with
   * no images decoded, far cheaper). Pictures can only make text visible (an unknown colour beneath),
   * so text found visible without them is visible with them: only pages where something looked hidden
   * are walked again with their pictures.
   */
  loadOperatorsWithPictures?: () => Promise<Operators>,
): Promise<{ reasons: (HiddenReason[] | undefined)[]; offPage: OffPageRun[] }> {
  const reasons: HiddenReason[][] = items.map((item) => (item.str.trim() ? geometryReasons(item, view) : []));
  const offPage: OffPageRun[] = [];
  if (items.some((item) => item.str.trim())) {
    let colours = await colourReasons(items, view, loadOperators);
    if (colours && loadOperatorsWithPictures && colours.reasons.some((r) => r.length > 0)) {
      colours = await colourReasons(items, view, loadOperatorsWithPictures);
    }
    if (colours) {
      colours.reasons.forEach((r, i) => reasons[i].push(...r));
      offPage.push(...colours.offPage);
    }
  }
  return { reasons: reasons.map((r) => (r.length > 0 ? r : undefined)), offPage };
}

type Operators = { fnArray: number[]; argsArray: unknown[][] };

/** Reasons from colour, alpha and render mode for each item, and the runs outside the page; null when the operator list cannot be read. */
async function colourReasons(
  items: TextItemGeometry[],
  view: number[],
  loadOperators: () => Promise<Operators>,
): Promise<{ reasons: HiddenReason[][]; offPage: OffPageRun[] } | null> {
  const operators = await loadOperators().catch(() => null);
  if (!operators) return null;
  const painted = await walkOperators(operators, view);
  const { runsOfItems, matched } = matchRuns(items, painted);
  const offPage: OffPageRun[] = [];
  painted.runs.forEach((run, index) => {
    const [x, y] = run.origin;
    const margin = Math.max(run.size, 1);
    const outside = x < view[0] - margin || x > view[2] + margin || y < view[1] - margin || y > view[3] + margin;
    if (!matched.has(index) && outside && run.text.trim()) offPage.push({ text: run.text, top: view[3] - y, fontSize: run.size });
  });
  const reasons = items.map((item, i): HiddenReason[] => {
    const runs = runsOfItems[i];
    if (runs.length === 0) return [];
    const verdicts = runs.map((run) => runVisibility(run, itemFrame(item).at, painted));
    if (verdicts.every((v) => v === 'invisible')) return ['invisible'];
    if (verdicts.every((v) => v === 'background-colour' || v === 'invisible')) return ['background-colour'];
    return [];
  });
  return { reasons, offPage };
}

interface PaintedPage {
  runs: OperatorRun[];
  /** The runs' text, joined; runOfChar[i] is the run of text[i]. */
  text: string;
  runOfChar: number[];
  regions: PaintedRegion[];
  pictures: Box[];
}

async function walkOperators(
  { fnArray, argsArray }: { fnArray: number[]; argsArray: unknown[][] },
  view: number[],
): Promise<PaintedPage> {
  const { OPS } = await getResolvedPDFJS();
  const fillOps = new Set<number>([OPS.fill, OPS.eoFill, OPS.fillStroke, OPS.eoFillStroke, OPS.closeFillStroke, OPS.closeEOFillStroke]);
  const imageOps = new Set<number>([
    OPS.paintImageXObject,
    OPS.paintInlineImageXObject,
    OPS.paintImageXObjectRepeat,
    OPS.paintImageMaskXObject,
    OPS.paintImageMaskXObjectGroup,
    OPS.paintImageMaskXObjectRepeat,
    OPS.paintSolidColorImageMask,
  ]);
  let state: GraphicsState = { ctm: IDENTITY, fill: [0, 0, 0], stroke: [0, 0, 0], fillAlpha: 1, strokeAlpha: 1, mode: 0 };
  const stack: GraphicsState[] = [];
  const page: PaintedPage = { runs: [], text: '', runOfChar: [], regions: [], pictures: [] };
  const textParts: string[] = [];
  let annotationDepth = 0;
  // Text state: the text and line matrices, font size, leading and spacing (PDF 32000 §9.3, §9.4).
  let textMatrix: Matrix = IDENTITY;
  let lineMatrix: Matrix = IDENTITY;
  let fontSize = 0;
  let leading = 0;
  let charSpacing = 0;
  let wordSpacing = 0;
  let horizontalScale = 1;
  const moveLine = (tx: number, ty: number) => {
    lineMatrix = multiply(lineMatrix, [1, 0, 0, 1, tx, ty]);
    textMatrix = lineMatrix;
  };

  for (let i = 0; i < fnArray.length; i += 1) {
    const fn = fnArray[i];
    const args = argsArray[i] ?? [];
    switch (fn) {
      case OPS.save:
        stack.push(state);
        state = { ...state };
        break;
      case OPS.restore:
        state = stack.pop() ?? state;
        break;
      case OPS.transform:
        state = { ...state, ctm: multiply(state.ctm, args as number[]) };
        break;
      case OPS.paintFormXObjectBegin: {
        stack.push(state);
        const matrix = args[0] as number[] | null;
        state = { ...state, ctm: Array.isArray(matrix) || ArrayBuffer.isView(matrix) ? multiply(state.ctm, [...(matrix as number[])]) : state.ctm };
        break;
      }
      case OPS.paintFormXObjectEnd:
        state = stack.pop() ?? state;
        break;
      case OPS.beginAnnotation:
        annotationDepth += 1;
        break;
      case OPS.endAnnotation:
        annotationDepth = Math.max(0, annotationDepth - 1);
        break;
      case OPS.setFillRGBColor:
        state = { ...state, fill: typeof args[0] === 'string' ? parseHexColour(args[0]) : null };
        break;
      case OPS.setStrokeRGBColor:
        state = { ...state, stroke: typeof args[0] === 'string' ? parseHexColour(args[0]) : null };
        break;
      case OPS.setFillColorN:
        state = { ...state, fill: null };
        break;
      case OPS.setStrokeColorN:
        state = { ...state, stroke: null };
        break;
      case OPS.beginText:
        textMatrix = lineMatrix = IDENTITY;
        break;
      case OPS.setTextMatrix:
        textMatrix = lineMatrix = Array.from(args[0] as ArrayLike<number>) as Matrix;
        break;
      case OPS.moveText:
        moveLine(Number(args[0]) || 0, Number(args[1]) || 0);
        break;
      case OPS.setLeadingMoveText:
        leading = -(Number(args[1]) || 0);
        moveLine(Number(args[0]) || 0, Number(args[1]) || 0);
        break;
      case OPS.nextLine:
        moveLine(0, -leading);
        break;
      case OPS.setLeading:
        leading = Number(args[0]) || 0;
        break;
      case OPS.setFont:
        fontSize = Number(args[1]) || 0;
        break;
      case OPS.setCharSpacing:
        charSpacing = Number(args[0]) || 0;
        break;
      case OPS.setWordSpacing:
        wordSpacing = Number(args[0]) || 0;
        break;
      case OPS.setHScale:
        horizontalScale = (Number(args[0]) || 100) / 100;
        break;
      case OPS.setTextRenderingMode:
        state = { ...state, mode: Number(args[0]) || 0 };
        break;
      case OPS.setGState:
        for (const entry of (args[0] as [string, unknown][] | undefined) ?? []) {
          if (entry[0] === 'ca' && typeof entry[1] === 'number') state = { ...state, fillAlpha: entry[1] };
          if (entry[0] === 'CA' && typeof entry[1] === 'number') state = { ...state, strokeAlpha: entry[1] };
          // A soft mask makes what is painted depend on another drawing: colours are no longer known.
          if (entry[0] === 'SMask' && entry[1]) state = { ...state, fill: null, stroke: null };
        }
        break;
      case OPS.showText: {
        if (annotationDepth > 0) break;
        const glyphs = (args[0] as unknown[] | undefined) ?? [];
        const rendering = multiply(state.ctm, textMatrix);
        const origin: [number, number] = [rendering[4], rendering[5]];
        const size = Math.abs(fontSize) * Math.hypot(rendering[2], rendering[3]);
        const shown: string[] = [];
        let advance = 0;
        for (const glyph of glyphs) {
          if (typeof glyph === 'number') {
            advance -= (glyph / 1000) * fontSize * horizontalScale;
          } else if (glyph && typeof glyph === 'object') {
            const { unicode = '', width = 0, isSpace = false } = glyph as { unicode?: string; width?: number; isSpace?: boolean };
            shown.push(unicode);
            advance += ((width / 1000) * fontSize + charSpacing + (isSpace ? wordSpacing : 0)) * horizontalScale;
          }
        }
        textMatrix = multiply(textMatrix, [1, 0, 0, 1, advance, 0]);
        const text = comparable(shown.join(''));
        if (!text) break;
        page.runs.push({ state, regionsBefore: page.regions.length, origin, size, text: shown.join('') });
        textParts.push(text);
        for (let c = 0; c < text.length; c += 1) page.runOfChar.push(page.runs.length - 1);
        break;
      }
      case OPS.constructPath: {
        if (annotationDepth > 0 || !fillOps.has(args[0] as number)) break;
        const minMax = args[2] as ArrayLike<number> | null;
        if (!minMax || ![0, 1, 2, 3].every((k) => Number.isFinite(minMax[k]))) break;
        if (state.fillAlpha <= 0.05) break;
        // Only a rectangle covers its whole box; under any other shape (a map's continent, a logo) the
        // colour at a point is unknown.
        const pathData = (args[1] as unknown[] | undefined)?.[0];
        page.regions.push({
          box: transformBox(Array.from(minMax), state.ctm),
          colour: state.fillAlpha >= 0.95 && isRectangle(pathData) ? state.fill : null,
        });
        break;
      }
      case OPS.shadingFill:
        // A gradient fills the clip, which is not tracked: count it as covering the page.
        if (annotationDepth === 0) page.regions.push({ box: [view[0], view[1], view[2], view[3]], colour: null });
        break;
      default:
        if (imageOps.has(fn) && annotationDepth === 0) {
          const box = transformBox([0, 0, 1, 1], state.ctm);
          page.regions.push({ box, colour: null });
          page.pictures.push(box);
        }
    }
  }
  page.text = textParts.join('');
  return page;
}

/**
 * The operator runs behind each text item, by matching their characters in order. An item the matcher
 * cannot place gets none (and so counts as visible).
 */
function matchRuns(items: TextItemGeometry[], page: PaintedPage): { runsOfItems: OperatorRun[][]; matched: Set<number> } {
  let at = 0;
  const matched = new Set<number>();
  const runsOfItems = items.map((item) => {
    const wanted = comparable(item.str);
    if (!wanted) return [];
    let start = page.text.startsWith(wanted, at) ? at : -1;
    if (start === -1) {
      const found = page.text.indexOf(wanted.slice(0, 16), at);
      if (found === -1 || found - at > MATCH_WINDOW || !page.text.startsWith(wanted, found)) return [];
      start = found;
    }
    at = start + wanted.length;
    const indexes = [...new Set(page.runOfChar.slice(start, at))];
    for (const index of indexes) matched.add(index);
    return indexes.map((index) => page.runs[index]);
  });
  return { runsOfItems, matched };
}

function runVisibility(
  run: OperatorRun,
  at: (t: number, h: number) => [number, number],
  page: PaintedPage,
): 'visible' | 'invisible' | 'background-colour' {
  const { state } = run;
  const centre = at(0.5, 0.35);
  const mode = state.mode & 3;
  if (mode === 3) {
    // Invisible text over a picture is a scanned page's text layer, which the picture shows.
    return page.pictures.some((picture) => contains(picture, centre)) ? 'visible' : 'invisible';
  }
  const fills = mode === 0 || mode === 2;
  const strokes = mode === 1 || mode === 2;
  const painted: { colour: Rgb | null; alpha: number }[] = [
    ...(fills ? [{ colour: state.fill, alpha: state.fillAlpha }] : []),
    ...(strokes ? [{ colour: state.stroke, alpha: state.strokeAlpha }] : []),
  ];
  const shown = painted.filter((p) => p.alpha > 0.05);
  if (shown.length === 0) return 'invisible';
  if (shown.some((p) => p.colour === null)) return 'visible';
  const samples = [at(0.1, 0.35), centre, at(0.9, 0.35)];
  for (const point of samples) {
    const background = backgroundAt(page.regions, run.regionsBefore, point);
    if (background === null) return 'visible';
    if (!shown.every((p) => isNearColour(p.colour!, background))) return 'visible';
  }
  return 'background-colour';
}

/** Whether a pdfjs path buffer (moveTo 0, lineTo 1, curves 2–3, closePath 4) is one axis-aligned rectangle. */
function isRectangle(pathData: unknown): boolean {
  if (!pathData || !ArrayBuffer.isView(pathData)) return false;
  const data = pathData as unknown as Float32Array;
  const xs = new Set<number>();
  const ys = new Set<number>();
  let points = 0;
  for (let i = 0; i < data.length; ) {
    const op = data[i];
    if (op === 4) {
      i += 1;
      continue;
    }
    if ((op !== 0 && op !== 1) || points > 5 || (op === 0 && points > 0)) return false;
    xs.add(Math.round(data[i + 1] * 100));
    ys.add(Math.round(data[i + 2] * 100));
    points += 1;
    i += 3;
  }
  return points >= 4 && xs.size <= 2 && ys.size <= 2;
}

/** The colour painted last, before a run, under a point: white (the page) when nothing was. */
function backgroundAt(regions: PaintedRegion[], before: number, point: [number, number]): Rgb | null {
  for (let i = before - 1; i >= 0; i -= 1) if (contains(regions[i].box, point)) return regions[i].colour;
  return WHITE;
}

