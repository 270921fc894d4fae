import { posix } from 'node:path';
import { PPTX_SLIDES_MAX } from '@pitchscope/domain/constants';
import { UPLOAD_MESSAGES } from '@pitchscope/domain/messages';
import { AppError } from '../errors.ts';
import { mapWithConcurrency, OCR_PIPELINE_DEPTH } from './ocr.ts';
import type { PageDraft, PageLine } from './page-assembly.ts';
import type { ReaderOptions, ReaderResult } from './reader-types.ts';
import { MAX_OCR_PICTURE_BYTES, withPictureText, type SlidePicture } from './slide-pictures.ts';
import { SafeZip, TooManyEntriesError, UnsafeZipError } from './safe-zip.ts';
import {
  backgroundOf,
  colourOf,
  groupPlacement,
  IDENTITY_PLACEMENT,
  paragraphReasons,
  readThemeColours,
  shapeBox,
  shapeFill,
  shapeReasons,
  type Placement,
  type Region,
  type ThemeColours,
} from './pptx-hidden.ts';
import type { HiddenReason, Rgb } from '@pitchscope/domain/hidden-content';
import { WHITE } from '@pitchscope/domain/hidden-content';
import {
  InvalidXmlError,
  XmlElementBudget,
  descendants,
  parseXml,
  path,
  textContent,
  type XmlNode,
} from './xml-tree.ts';

const MAX_CHART_POINTS = 60;
/** An XML part (slide, chart, notes) inflating past this is not a real one: real slides are well under 1 MB. */
const MAX_XML_PART_BYTES = 16 * 1024 * 1024;
const OCR_IMAGE_EXTENSIONS = new Set(['.png', '.jpg', '.jpeg', '.bmp', '.webp']);

const RELATIONSHIP_TYPE = {
  slide: '/slide',
  notesSlide: '/notesSlide',
  image: '/image',
  chart: '/chart',
  diagramData: '/diagramData',
  slideLayout: '/slideLayout',
  slideMaster: '/slideMaster',
  theme: '/theme',
} as const;

const TITLE_PLACEHOLDERS = new Set(['title', 'ctrTitle']);
/** Slide numbers and dates are layout furniture, not content. */
const IGNORED_PLACEHOLDERS = new Set(['sldNum', 'dt', 'sldImg', 'hdr']);

interface Relationship {
  type: string;
  /** Zip entry name of the target part. */
  target: string;
}

/** What a slide's shapes are read against to tell whether a reader can see them (pptx-hidden.ts). */
interface SlideSurroundings {
  theme: ThemeColours;
  slideSize: [number, number] | null;
  /** Reasons for every shape of the slide (a hidden slide). */
  slideReasons: HiddenReason[];
  /** Painted so far, background first; each shape read adds its own. */
  beneath: Region[];
}

interface SlideContent {
  lines: PageLine[];
  titleParts: string[];
  footerParts: string[];
  images: string[];
  imageTargets: string[];
  tables: string[];
  charts: string[];
  diagrams: string[];
}

export async function readPptx(bytes: Uint8Array, options: ReaderOptions): Promise<ReaderResult> {
  try {
    const zip = await SafeZip.open(bytes);
    return await readPresentation(zip, options);
  } catch (error) {
    if (error instanceof AppError || options.signal?.aborted) throw error;
    // A package over the entry budget because of its slides is a deck over the slide budget, not a corrupt file.
    if (error instanceof TooManyEntriesError) {
      const slideCount = error.entryNames.filter((name) => SLIDE_PART.test(name)).length;
      if (slideCount > PPTX_SLIDES_MAX) throw tooManySlides(slideCount);
    }
    throw new AppError('CORRUPT_FILE', UPLOAD_MESSAGES.corruptFile('PowerPoint'), {
      cause: String(error),
      hostile: error instanceof UnsafeZipError,
    });
  }
}

/** Slide parts where PowerPoint and other writers put them; the count only decides which refusal to give. */
const SLIDE_PART = /^ppt\/slides\/[^/]+\.xml$/i;

function tooManySlides(slideCount: number): AppError {
  return new AppError('DOCUMENT_TOO_COMPLEX', UPLOAD_MESSAGES.tooManySlides(PPTX_SLIDES_MAX), { slideCount });
}

async function readPresentation(zip: SafeZip, options: ReaderOptions): Promise<ReaderResult> {
  const presentation = await readXml(zip, 'ppt/presentation.xml');
  if (presentation === null) throw new InvalidXmlError('ppt/presentation.xml is missing');
  const relationships = await readRelationships(zip, 'ppt/presentation.xml');

  // The slide list in presentation.xml is the deck order; slide file names are not.
  const allSlideParts = descendants(presentation, 'p:sldId')
    .map((slideId) => relationships.get(slideId.attributes['r:id']))
    .filter(
      (rel): rel is Relationship =>
        rel?.type.endsWith(RELATIONSHIP_TYPE.slide) === true && zip.has(rel.target),
    )
    .map((rel) => rel.target);
  if (allSlideParts.length > PPTX_SLIDES_MAX) throw tooManySlides(allSlideParts.length);
  const slideParts = allSlideParts.slice(0, options.maxPages);

  // A few slides at a time, so that one slide's pictures are unzipped while another's are in OCR.
  const size = descendants(presentation, 'p:sldSz')[0]?.attributes;
  const slideSize: [number, number] | null =
    size && Number(size.cx) > 0 && Number(size.cy) > 0 ? [Number(size.cx), Number(size.cy)] : null;
  const drafts = await mapWithConcurrency(slideParts, OCR_PIPELINE_DEPTH, (slidePart) => {
    options.signal?.throwIfAborted();
    return readSlide(zip, slidePart, slideSize, options);
  });
  const ocrPageCount = drafts.filter((draft) => draft.method === 'ocr').length;
  return { drafts, ocrPageCount, documentPageCount: allSlideParts.length, metadataTitle: await readCoreTitle(zip) };
}

async function readSlide(
  zip: SafeZip,
  slidePart: string,
  slideSize: [number, number] | null,
  options: ReaderOptions,
): Promise<PageDraft> {
  const relationships = await readRelationships(zip, slidePart);
  const slide = (await readXml(zip, slidePart)) ?? parseXml('');
  const surroundings = await readSurroundings(zip, slide, relationships, slideSize);
  const content: SlideContent = {
    lines: [],
    titleParts: [],
    footerParts: [],
    images: [],
    imageTargets: [],
    tables: [],
    charts: [],
    diagrams: [],
  };
  const shapeTree = descendants(slide, 'p:spTree')[0];
  if (shapeTree) await collectShapes(shapeTree, zip, relationships, content, surroundings, IDENTITY_PLACEMENT, surroundings.slideReasons);
  // Slides exported as pictures often carry the picture as the slide's background fill.
  const background = descendants(slide, 'p:bg')[0];
  if (background) addPictureFill(background, relationships, content);

  const notesRel = [...relationships.values()].find((rel) => rel.type.endsWith(RELATIONSHIP_TYPE.notesSlide));
  const notes = notesRel ? await readNotes(zip, notesRel.target) : '';

  const draft: PageDraft = {
    lines: content.lines,
    method: content.lines.some((line) => !line.hidden) ? 'text' : 'none',
    title: content.titleParts.join(' '),
    footer: content.footerParts.join(' '),
    images: content.images,
    tables: content.tables,
    charts: content.charts,
    diagrams: content.diagrams,
    notes,
  };

  return options.ocr
    ? withPictureText(draft, slidePictures(zip, content.imageTargets), options.signal)
    : draft;
}

/** Walks the shape tree in document order, which is how PowerPoint itself orders text for reading. */
async function collectShapes(
  container: XmlNode,
  zip: SafeZip,
  relationships: Map<string, Relationship>,
  content: SlideContent,
  surroundings: SlideSurroundings,
  placement: Placement,
  inherited: HiddenReason[],
): Promise<void> {
  for (const shape of container.children) {
    const box = shapeBox(shape, placement);
    const reasons = [...new Set([...inherited, ...shapeReasons(shape, box, surroundings.slideSize)])];
    switch (shape.name) {
      case 'p:sp': {
        const placeholderType = path(shape, 'p:nvSpPr', 'p:nvPr', 'p:ph')?.attributes.type ?? '';
        if (IGNORED_PLACEHOLDERS.has(placeholderType)) break;
        const fill = shapeFill(shape, surroundings.theme);
        const textBody = path(shape, 'p:txBody');
        const fontScale = Number(path(textBody, 'a:bodyPr', 'a:normAutofit')?.attributes.fontScale ?? 100000) / 100000;
        const defaultColour =
          colourOf(path(textBody, 'a:lstStyle', 'a:lvl1pPr', 'a:defRPr', 'a:solidFill'), surroundings.theme) ??
          colourOf(path(shape, 'p:style', 'a:fontRef'), surroundings.theme);
        const paragraphs = readParagraphs(textBody, (paragraph) => [
          ...reasons,
          ...paragraphReasons(paragraph, {
            theme: surroundings.theme,
            fill,
            box,
            beneath: surroundings.beneath,
            fontScale: Number.isFinite(fontScale) && fontScale > 0 ? fontScale : 1,
            defaultColour,
          }),
        ]);
        const lines = paragraphs.map(({ text, hidden }) => (hidden.length > 0 ? { text, hidden } : { text }));
        const visible = lines.filter((line) => !line.hidden).map((line) => line.text);
        if (TITLE_PLACEHOLDERS.has(placeholderType)) {
          if (visible.length > 0) content.titleParts.push(visible.join(' '));
          // The title is also slide text: rawText should read like the slide does.
          content.lines.unshift(...lines);
        } else if (placeholderType === 'ftr') {
          if (visible.length > 0) content.footerParts.push(visible.join(' '));
          content.lines.push(...lines.filter((line) => line.hidden));
        } else {
          content.lines.push(...lines);
        }
        // A shape filled with a picture is a picture too (design tools place images this way).
        const pictureFill = path(shape, 'p:spPr', 'a:blipFill');
        if (pictureFill && reasons.length === 0) addPictureFill(pictureFill, relationships, content);
        if (fill !== undefined && reasons.length === 0) surroundings.beneath.push({ box, colour: fill });
        break;
      }
      case 'p:grpSp':
        await collectShapes(shape, zip, relationships, content, surroundings, groupPlacement(shape, placement), reasons);
        break;
      case 'mc:AlternateContent': {
        // Choice and Fallback describe the same content; read it once.
        const choice = shape.children.find((option) => option.name === 'mc:Choice') ?? shape.children[0];
        if (choice) await collectShapes(choice, zip, relationships, content, surroundings, placement, inherited);
        break;
      }
      case 'p:pic': {
        if (reasons.length > 0) break;
        surroundings.beneath.push({ box, colour: null });
        const description = path(shape, 'p:nvPicPr', 'p:cNvPr')?.attributes.descr?.trim() ?? '';
        // Tools often store the inserted file's name as alt text; that describes nothing.
        content.images.push(
          description && !/^[\w -]+\.(png|jpe?g|gif|bmp|svg|emf|wmf|tiff?|webp)$/i.test(description)
            ? description
            : 'image',
        );
        const embedId = descendants(shape, 'a:blip')[0]?.attributes['r:embed'];
        const target = embedId ? relationships.get(embedId) : undefined;
        if (target?.type.endsWith(RELATIONSHIP_TYPE.image)) content.imageTargets.push(target.target);
        break;
      }
      case 'p:graphicFrame':
        if (reasons.length > 0) {
          // A hidden or off-slide table, chart or diagram: its words are hidden text.
          const hidden: SlideContent = { ...content, lines: [], tables: [], charts: [], diagrams: [] };
          await collectGraphicFrame(shape, zip, relationships, hidden);
          content.lines.push(...hidden.lines.map((line) => ({ ...line, hidden: reasons })));
        } else {
          await collectGraphicFrame(shape, zip, relationships, content);
          surroundings.beneath.push({ box, colour: null });
        }
        break;
    }
  }
}

async function collectGraphicFrame(
  frame: XmlNode,
  zip: SafeZip,
  relationships: Map<string, Relationship>,
  content: SlideContent,
): Promise<void> {
  for (const table of descendants(frame, 'a:tbl')) {
    const rows = descendants(table, 'a:tr').map((row) =>
      descendants(row, 'a:tc')
        .map((cell) => readParagraphs(path(cell, 'a:txBody')).join(' '))
        .join(' | '),
    );
    const rendering = rows.filter((row) => row.replaceAll('|', '').trim()).join('\n');
    if (rendering) {
      content.tables.push(rendering);
      content.lines.push(...rendering.split('\n').map((text) => ({ text })));
    }
  }

  const chartId = descendants(frame, 'c:chart')[0]?.attributes['r:id'];
  const chartRel = chartId ? relationships.get(chartId) : undefined;
  if (chartRel?.type.endsWith(RELATIONSHIP_TYPE.chart)) {
    const chart = await readXml(zip, chartRel.target);
    const rendering = chart ? describeChart(chart) : '';
    content.charts.push(rendering || 'chart');
    if (rendering) content.lines.push(...rendering.split('\n').map((text) => ({ text })));
  }

  const diagramDataId = descendants(frame, 'dgm:relIds')[0]?.attributes['r:dm'];
  const diagramRel = diagramDataId ? relationships.get(diagramDataId) : undefined;
  if (diagramRel?.type.endsWith(RELATIONSHIP_TYPE.diagramData)) {
    const data = await readXml(zip, diagramRel.target);
    // SmartArt keeps its words in the data part, one paragraph list per node.
    const paragraphs = data ? descendants(data, 'dgm:t').flatMap((node) => readParagraphs(node)) : [];
    if (paragraphs.length > 0) {
      content.diagrams.push(paragraphs.join('\n'));
      content.lines.push(...paragraphs.map((text) => ({ text })));
    }
  }
}

/** One string per a:p, runs joined; explicit line breaks inside a paragraph become spaces. */
function readParagraphs(textBody: XmlNode | undefined): string[];
/** The same, each with the reasons `hiddenReasons` gives for its paragraph. */
function readParagraphs(
  textBody: XmlNode | undefined,
  hiddenReasons: (paragraph: XmlNode) => HiddenReason[],
): { text: string; hidden: HiddenReason[] }[];
function readParagraphs(
  textBody: XmlNode | undefined,
  hiddenReasons?: (paragraph: XmlNode) => HiddenReason[],
): string[] | { text: string; hidden: HiddenReason[] }[] {
  if (!textBody) return [];
  const paragraphs = descendants(textBody, 'a:p').map((paragraph) => ({
    paragraph,
    text: paragraph.children
      .map((part) => {
        if (part.name === 'a:r' || part.name === 'a:fld') return descendants(part, 'a:t').map(textContent).join('');
        return part.name === 'a:br' ? ' ' : '';
      })
      .join('')
      .replace(/\s+/g, ' ')
      .trim(),
  }));
  const withText = paragraphs.filter(({ text }) => text);
  if (!hiddenReasons) return withText.map(({ text }) => text);
  return withText.map(({ paragraph, text }) => ({ text, hidden: [...new Set(hiddenReasons(paragraph))] }));
}

/** "Title" then one line per series: "Series: category = value, ...", from the chart's cached values. */
function describeChart(chart: XmlNode): string {
  const title =
    descendants(chart, 'c:title').map((node) => descendants(node, 'a:t').map(textContent).join(''))[0] ?? '';
  const seriesLines = descendants(chart, 'c:ser').map((series) => {
    const name = descendants(path(series, 'c:tx') ?? series, 'c:v').map(textContent)[0] ?? '';
    const categories = cachedPoints(path(series, 'c:cat'));
    const values = cachedPoints(path(series, 'c:val'));
    const points = values
      .slice(0, MAX_CHART_POINTS)
      .map((value, i) => (categories[i] ? `${categories[i]} = ${value}` : value))
      .join(', ');
    return [name, points].filter(Boolean).join(': ');
  });
  return [title, ...seriesLines]
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

function cachedPoints(node: XmlNode | undefined): string[] {
  if (!node) return [];
  return descendants(node, 'c:pt').map((point) => descendants(point, 'c:v').map(textContent).join(''));
}

async function readNotes(zip: SafeZip, notesPart: string): Promise<string> {
  const notes = await readXml(zip, notesPart);
  if (!notes) return '';
  const shapes = descendants(notes, 'p:sp');
  // The body placeholder holds the speaker's words; the rest is the slide thumbnail and numbering.
  const bodies = shapes.filter(
    (shape) => path(shape, 'p:nvSpPr', 'p:nvPr', 'p:ph')?.attributes.type === 'body',
  );
  const sources =
    bodies.length > 0 ? bodies : shapes.filter((shape) => !path(shape, 'p:nvSpPr', 'p:nvPr', 'p:ph'));
  return sources.flatMap((shape) => readParagraphs(path(shape, 'p:txBody'))).join('\n');
}

/** A picture used as a fill (slide background, picture-filled shape): readable by OCR like any picture. */
function addPictureFill(
  fill: XmlNode,
  relationships: Map<string, Relationship>,
  content: SlideContent,
): void {
  const embedId = descendants(fill, 'a:blip')[0]?.attributes['r:embed'];
  const target = embedId ? relationships.get(embedId) : undefined;
  if (!target?.type.endsWith(RELATIONSHIP_TYPE.image)) return;
  content.images.push('image');
  content.imageTargets.push(target.target);
}

/** The slide's pictures in a format tesseract reads; the same picture placed twice is read once. */
function slidePictures(zip: SafeZip, targets: string[]): SlidePicture[] {
  return [...new Set(targets)]
    .filter((target) => OCR_IMAGE_EXTENSIONS.has(posix.extname(target).toLowerCase()))
    .map((target) => ({
      byteSize: zip.declaredSize(target),
      read: () => zip.readBytes(target, MAX_OCR_PICTURE_BYTES),
    }));
}

/** The layout and master behind a slide, read once per layout. */
interface Backdrop {
  theme: ThemeColours;
  /** The background the layout or master paints; undefined when neither states one. */
  background: Rgb | null | undefined;
  /** Their own shapes (not placeholders), painted under every slide that shows them. */
  regions: Region[];
}

const backdrops = new WeakMap<SafeZip, Map<string, Promise<Backdrop>>>();

async function readSurroundings(
  zip: SafeZip,
  slide: XmlNode,
  relationships: Map<string, Relationship>,
  slideSize: [number, number] | null,
): Promise<SlideSurroundings> {
  const root = descendants(slide, 'p:sld')[0];
  const layoutRel = [...relationships.values()].find((rel) => rel.type.endsWith(RELATIONSHIP_TYPE.slideLayout));
  let cache = backdrops.get(zip);
  if (!cache) backdrops.set(zip, (cache = new Map()));
  const key = layoutRel?.target ?? '';
  let backdrop = cache.get(key);
  if (!backdrop) cache.set(key, (backdrop = readBackdrop(zip, layoutRel?.target).catch(() => emptyBackdrop())));
  const { theme, background: inherited, regions } = await backdrop;
  const own = backgroundOf(slide, theme, []);
  const background = own !== undefined ? own : (inherited ?? WHITE);
  const showsMasterShapes = root?.attributes.showMasterSp !== '0';
  return {
    theme,
    slideSize,
    slideReasons: root?.attributes.show === '0' ? ['hidden-slide'] : [],
    beneath: [{ box: null, colour: background }, ...(showsMasterShapes ? regions : [])],
  };
}

function emptyBackdrop(): Backdrop {
  return { theme: readThemeColours(null), background: undefined, regions: [] };
}

async function readBackdrop(zip: SafeZip, layoutPart: string | undefined): Promise<Backdrop> {
  if (!layoutPart) return emptyBackdrop();
  const layout = await readXml(zip, layoutPart);
  const masterRel = [...(await readRelationships(zip, layoutPart)).values()].find((rel) =>
    rel.type.endsWith(RELATIONSHIP_TYPE.slideMaster),
  );
  const master = masterRel ? await readXml(zip, masterRel.target) : null;
  const themeRel = masterRel
    ? [...(await readRelationships(zip, masterRel.target)).values()].find((rel) => rel.type.endsWith(RELATIONSHIP_TYPE.theme))
    : undefined;
  const themeXml = themeRel ? await readXml(zip, themeRel.target) : null;
  const colourMap = (master ? descendants(master, 'p:clrMap')[0]?.attributes : undefined) ?? {};
  const theme = readThemeColours(themeXml, colourMap);
  const backgroundFills = (themeXml ? descendants(themeXml, 'a:bgFillStyleLst')[0]?.children : undefined) ?? [];
  const fromLayout = backgroundOf(layout, theme, backgroundFills);
  const background = fromLayout !== undefined ? fromLayout : backgroundOf(master, theme, backgroundFills);
  const regions: Region[] = [];
  for (const part of [master, layout]) {
    const tree = part ? descendants(part, 'p:spTree')[0] : undefined;
    for (const shape of tree?.children ?? []) {
      if (shape.name === 'p:pic' || shape.name === 'p:grpSp' || shape.name === 'p:graphicFrame') {
        regions.push({ box: shapeBox(shape, IDENTITY_PLACEMENT), colour: null });
      } else if (shape.name === 'p:sp' && !path(shape, 'p:nvSpPr', 'p:nvPr', 'p:ph')) {
        const fill = shapeFill(shape, theme);
        if (fill !== undefined) regions.push({ box: shapeBox(shape, IDENTITY_PLACEMENT), colour: fill });
      }
    }
  }
  return { theme, background, regions };
}

/** The XML parts of one document share one element budget (see XmlElementBudget). */
const xmlBudgets = new WeakMap<SafeZip, XmlElementBudget>();

/** A part parsed, or null when it is absent or empty. */
async function readXml(zip: SafeZip, name: string): Promise<XmlNode | null> {
  const xml = await zip.readText(name, MAX_XML_PART_BYTES);
  if (!xml) return null;
  let budget = xmlBudgets.get(zip);
  if (!budget) xmlBudgets.set(zip, (budget = new XmlElementBudget()));
  return parseXml(xml, budget);
}

async function readRelationships(zip: SafeZip, partName: string): Promise<Map<string, Relationship>> {
  const relsPart = posix.join(posix.dirname(partName), '_rels', `${posix.basename(partName)}.rels`);
  const rels = await readXml(zip, relsPart);
  const relationships = new Map<string, Relationship>();
  if (!rels) return relationships;
  for (const rel of descendants(rels, 'Relationship')) {
    const { Id: id, Type: type = '', Target: target, TargetMode: mode } = rel.attributes;
    if (!id || !target || mode === 'External') continue;
    const resolved = target.startsWith('/')
      ? posix.normalize(target.slice(1))
      : posix.normalize(posix.join(posix.dirname(partName), target));
    relationships.set(id, { type, target: resolved });
  }
  return relationships;
}

async function readCoreTitle(zip: SafeZip): Promise<string> {
  const core = await readXml(zip, 'docProps/core.xml').catch(() => null);
  if (!core) return '';
  const title = descendants(core, 'dc:title')[0];
  return title ? textContent(title) : '';
}
