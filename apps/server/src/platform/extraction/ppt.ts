import { UPLOAD_MESSAGES } from '@pitchscope/domain/messages';
import { AppError } from '../errors.ts';
import { CompoundFile } from './compound-file.ts';
import { mapWithConcurrency, OCR_PIPELINE_DEPTH } from './ocr.ts';
import type { PageDraft } from './page-assembly.ts';
import type { ReaderOptions, ReaderResult } from './reader-types.ts';
import { withPictureText, type SlidePicture } from './slide-pictures.ts';

/**
 * Legacy PowerPoint 97-2003 (.ppt) text reader, after [MS-PPT]. No npm parser handles these, so this
 * walks the binary records of the "PowerPoint Document" stream itself.
 *
 * Slide order and slide text come from two places: the slide list (SlideListWithText) holds the text
 * of placeholders, one SlidePersistAtom per slide in presentation order; free text boxes keep their
 * text inside the slide's own drawing, found through the persist directory (persist id -> offset).
 * Every length read from the file is checked against its container, so hostile input ends a walk
 * early instead of throwing or looping.
 *
 * Pictures ([MS-ODRAW]) are kept apart from the slides: the document's drawing group lists every picture
 * once (the blip store, mostly pointing into the "Pictures" stream), and a picture shape on a slide
 * names its entry by index. A slide saved as one big picture of text is read through OCR.
 */

const RECORD = {
  document: 0x03e8,
  slide: 0x03ee,
  slideAtom: 0x03ef,
  notes: 0x03f0,
  slidePersistAtom: 0x03f3,
  textHeaderAtom: 0x0f9f,
  textCharsAtom: 0x0fa0,
  textBytesAtom: 0x0fa8,
  slideListWithText: 0x0ff0,
  userEditAtom: 0x0ff5,
  drawingGroup: 0x040b,
  persistDirectoryAtom: 0x1772,
} as const;

const OFFICE_ART = {
  drawingGroup: 0xf000,
  blipStore: 0xf001,
  blipStoreEntry: 0xf007,
  shapeProperties: 0xf00b,
  tertiaryShapeProperties: 0xf122,
} as const;

/** Shape properties whose value is a 1-based index into the blip store: the picture, a picture fill. */
const PICTURE_PROPERTY_IDS = new Set([0x0104, 0x0186]);
const PROPERTY_IS_BLIP_INDEX = 0x4000;
const PROPERTY_ID_MASK = 0x3fff;

/** Bitmap blip record types tesseract can read (EMF/WMF/PICT are vector, TIFF and CMYK JPEG unsupported). */
const BITMAP_BLIP = { jpeg: 0xf01d, png: 0xf01e, dib: 0xf01f } as const;
const BLIP_STORE_ENTRY_SIZE = 36;
const UID_SIZE = 16;
const BITMAP_FILE_HEADER_SIZE = 14;
/** DIB compression value whose three colour masks follow a 40-byte info header. */
const BI_BITFIELDS = 3;

const SLIDE_LIST_INSTANCE = { slides: 0, notes: 2 } as const;
/** TextHeaderAtom text types that mark a title (Title, CenterTitle). */
const TITLE_TEXT_TYPES = new Set([0, 6]);
const CONTAINER_VERSION = 0xf;
const HEADER_SIZE = 8;
/** Drawings nest a few levels deep; anything deeper than this is not a real presentation. */
const MAX_DEPTH = 24;
const MAX_EDITS = 256;

interface RecordHeader {
  version: number;
  instance: number;
  type: number;
  /** Offset of the body within the stream. */
  body: number;
  length: number;
}

interface TextBlock {
  text: string;
  isTitle: boolean;
}

/** Where a picture's bytes sit: a blip record in one of the file's two streams. */
interface BlipLocation {
  stream: PptStream;
  offset: number;
}

class PptStream {
  private readonly view: DataView;

  constructor(readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  header(offset: number, end = this.bytes.length): RecordHeader | null {
    if (offset < 0 || offset + HEADER_SIZE > end) return null;
    const versionAndInstance = this.view.getUint16(offset, true);
    const length = this.view.getUint32(offset + 4, true);
    if (offset + HEADER_SIZE + length > end) return null;
    return {
      version: versionAndInstance & 0x0f,
      instance: versionAndInstance >> 4,
      type: this.view.getUint16(offset + 2, true),
      body: offset + HEADER_SIZE,
      length,
    };
  }

  /** Direct children of a container, stopping at the first record that does not fit. */
  children(container: RecordHeader): RecordHeader[] {
    const records: RecordHeader[] = [];
    const end = container.body + container.length;
    let offset = container.body;
    while (offset < end) {
      const record = this.header(offset, end);
      if (!record) break;
      records.push(record);
      offset = record.body + record.length; // always moves forward by at least the header size
    }
    return records;
  }

  uint16(offset: number): number {
    return offset + 2 <= this.bytes.length ? this.view.getUint16(offset, true) : 0;
  }

  uint32(offset: number): number {
    return offset + 4 <= this.bytes.length ? this.view.getUint32(offset, true) : 0;
  }

  text(record: RecordHeader): string {
    const body = this.bytes.subarray(record.body, record.body + record.length);
    // TextBytesAtom stores the low bytes of UTF-16 code units, i.e. Latin-1.
    return new TextDecoder(record.type === RECORD.textCharsAtom ? 'utf-16le' : 'latin1').decode(body);
  }
}

export async function readPpt(bytes: Uint8Array, options: ReaderOptions): Promise<ReaderResult> {
  const corrupt = (cause: unknown) =>
    new AppError('CORRUPT_FILE', UPLOAD_MESSAGES.corruptFile('PowerPoint'), { cause: String(cause) });

  // A broken chain anywhere (a cycle, a sector outside the file) makes the whole file corrupt.
  let streams: { document: Uint8Array | null; currentUser: Uint8Array | null; pictures: Uint8Array | null };
  try {
    const container = CompoundFile.open(bytes);
    // Password-protected decks keep a decoy summary and encrypt the document stream.
    if (container.has('EncryptedSummary')) throw new AppError('ENCRYPTED_FILE', UPLOAD_MESSAGES.encryptedFile);
    streams = {
      document: container.stream('PowerPoint Document'),
      currentUser: container.stream('Current User'),
      pictures: container.stream('Pictures'),
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw corrupt(error);
  }
  if (!streams.document || streams.document.length < HEADER_SIZE) throw corrupt('no PowerPoint Document stream');

  const stream = new PptStream(streams.document);
  const persistOffsets = readPersistDirectory(stream, streams.currentUser);
  const document = findDocumentContainer(stream, persistOffsets);
  if (!document) throw corrupt('no DocumentContainer record');

  const allSlides = readSlides(stream, document, persistOffsets);
  const slides = allSlides.slice(0, options.maxPages);
  if (slides.length === 0 && !hasAnyRecord(stream)) throw corrupt('no readable records');

  const blipStore = readBlipStore(stream, document, streams.pictures ? new PptStream(streams.pictures) : null);

  const drafts = await mapWithConcurrency(slides, OCR_PIPELINE_DEPTH, (slide) => {
    options.signal?.throwIfAborted();
    const lines = slide.blocks.flatMap((block) => splitParagraphs(block.text)).map((text) => ({ text }));
    const draft: PageDraft = {
      lines,
      method: lines.length > 0 ? 'text' : 'none',
      title:
        slide.blocks
          .filter((block) => block.isTitle)
          .map((block) => splitParagraphs(block.text).join(' '))[0] ?? '',
      images: slide.pictureIndexes.map(() => 'image'),
      notes: slide.notes.flatMap((block) => splitParagraphs(block.text)).join('\n'),
    };
    if (!options.ocr) return Promise.resolve(draft);
    const pictures = [...new Set(slide.pictureIndexes)].flatMap((index) => {
      const picture = bitmapAt(blipStore[index - 1]);
      return picture ? [picture] : [];
    });
    return withPictureText(draft, pictures, options.signal);
  });
  const ocrPageCount = drafts.filter((draft) => draft.method === 'ocr').length;
  return { drafts, ocrPageCount, documentPageCount: allSlides.length, metadataTitle: '' };
}

/** Paragraphs end with CR; vertical tab is a soft line break inside a paragraph. */
function splitParagraphs(text: string): string[] {
  return text
    .split(/[\r\n]+/)
    .map((paragraph) =>
      paragraph
        .replace(/[\u000b\u0000-\u0008\u000e-\u001f]+/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
}

/**
 * persist id -> stream offset, from the newest edit back to the first. Each save appends a UserEditAtom
 * pointing at its persist directory and at the previous edit; newer entries win.
 */
function readPersistDirectory(stream: PptStream, currentUser: Uint8Array | null): Map<number, number> {
  const offsets = new Map<number, number>();
  if (!currentUser || currentUser.length < 20) return offsets;
  let editOffset = new DataView(currentUser.buffer, currentUser.byteOffset, currentUser.byteLength).getUint32(
    16,
    true,
  );
  const visited = new Set<number>();

  while (!visited.has(editOffset) && visited.size < MAX_EDITS) {
    visited.add(editOffset);
    const edit = stream.header(editOffset);
    if (!edit || edit.type !== RECORD.userEditAtom || edit.length < 20) break;
    const directory = stream.header(stream.uint32(edit.body + 12));
    if (directory?.type === RECORD.persistDirectoryAtom) {
      const end = directory.body + directory.length;
      let offset = directory.body;
      while (offset + 4 <= end) {
        const entry = stream.uint32(offset);
        const firstId = entry & 0xfffff;
        const count = entry >>> 20;
        offset += 4;
        for (let i = 0; i < count && offset + 4 <= end; i++, offset += 4) {
          if (!offsets.has(firstId + i)) offsets.set(firstId + i, stream.uint32(offset));
        }
      }
    }
    const previousEdit = stream.uint32(edit.body + 8);
    if (previousEdit === 0) break;
    editOffset = previousEdit;
  }
  return offsets;
}

function findDocumentContainer(stream: PptStream, persistOffsets: Map<number, number>): RecordHeader | null {
  // Files with a broken edit chain still start (after any preamble) with top-level records; scan them.
  const scanned = topLevelRecords(stream).find((record) => record.type === RECORD.document);
  if (persistOffsets.size === 0) return scanned ?? null;
  for (const offset of persistOffsets.values()) {
    const record = stream.header(offset);
    if (record?.type === RECORD.document && record.version === CONTAINER_VERSION) return record;
  }
  return scanned ?? null;
}

function topLevelRecords(stream: PptStream): RecordHeader[] {
  return stream.children({
    version: CONTAINER_VERSION,
    instance: 0,
    type: 0,
    body: 0,
    length: stream.bytes.length,
  });
}

function hasAnyRecord(stream: PptStream): boolean {
  return topLevelRecords(stream).length > 0;
}

interface SlideText {
  blocks: TextBlock[];
  notes: TextBlock[];
  /** 1-based blip store indexes of the pictures placed on the slide, in drawing order. */
  pictureIndexes: number[];
}

function readSlides(
  stream: PptStream,
  document: RecordHeader,
  persistOffsets: Map<number, number>,
): SlideText[] {
  const slideLists = stream.children(document).filter((record) => record.type === RECORD.slideListWithText);
  const slideList = slideLists.find((list) => list.instance === SLIDE_LIST_INSTANCE.slides);
  const notesList = slideLists.find((list) => list.instance === SLIDE_LIST_INSTANCE.notes);
  const notesByPersistId = new Map(
    groupByPersistAtom(stream, notesList).map((group) => [group.persistId, group.blocks]),
  );

  const slides: SlideText[] = groupByPersistAtom(stream, slideList).map(({ persistId, blocks }) => {
    const slideOffset = persistOffsets.get(persistId);
    const slideRecord = slideOffset === undefined ? null : stream.header(slideOffset);
    if (slideRecord?.type !== RECORD.slide) return { blocks, notes: [], pictureIndexes: [] };
    const notesPersistId = readNotesPersistId(stream, slideRecord);
    return {
      // Placeholder text (slide list) first, then free text boxes from the slide's drawing.
      blocks: withoutRepeats([...blocks, ...collectTextBlocks(stream, slideRecord)]),
      pictureIndexes: collectPictureIndexes(stream, slideRecord),
      notes:
        notesPersistId === null
          ? []
          : (notesByPersistId.get(notesPersistId) ??
            notesFromContainer(stream, persistOffsets, notesPersistId)),
    };
  });
  if (slides.length > 0) return slides;

  // No slide list (unusual writers): fall back to every slide container in stream order.
  const fallback: SlideText[] = [];
  const visit = (record: RecordHeader, depth: number) => {
    if (record.type === RECORD.slide) {
      fallback.push({
        blocks: collectTextBlocks(stream, record),
        notes: [],
        pictureIndexes: collectPictureIndexes(stream, record),
      });
    } else if (record.version === CONTAINER_VERSION && depth < MAX_DEPTH) {
      for (const child of stream.children(record)) visit(child, depth + 1);
    }
  };
  for (const record of topLevelRecords(stream)) visit(record, 0);
  return fallback;
}

/** Some writers store placeholder text both in the slide list and in the drawing; keep it once. */
function withoutRepeats(blocks: TextBlock[]): TextBlock[] {
  const seen = new Set<string>();
  return blocks.filter((block) => {
    const key = block.text.trim();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Splits a SlideListWithText into one group of text blocks per SlidePersistAtom. */
function groupByPersistAtom(stream: PptStream, list: RecordHeader | undefined) {
  const groups: { persistId: number; blocks: TextBlock[] }[] = [];
  if (!list) return groups;
  let isTitle = false;
  for (const record of stream.children(list)) {
    if (record.type === RECORD.slidePersistAtom) {
      groups.push({ persistId: stream.uint32(record.body), blocks: [] });
    } else if (record.type === RECORD.textHeaderAtom) {
      isTitle = TITLE_TEXT_TYPES.has(stream.uint32(record.body));
    } else if (
      (record.type === RECORD.textCharsAtom || record.type === RECORD.textBytesAtom) &&
      groups.length > 0
    ) {
      groups.at(-1)!.blocks.push({ text: stream.text(record), isTitle });
    }
  }
  return groups;
}

/** Text atoms anywhere inside a container (text boxes sit deep in the drawing records). */
function collectTextBlocks(stream: PptStream, container: RecordHeader): TextBlock[] {
  const blocks: TextBlock[] = [];
  let isTitle = false;
  const visit = (record: RecordHeader, depth: number) => {
    if (record.type === RECORD.textHeaderAtom && record.length >= 4)
      isTitle = TITLE_TEXT_TYPES.has(stream.uint32(record.body));
    else if (record.type === RECORD.textCharsAtom || record.type === RECORD.textBytesAtom) {
      blocks.push({ text: stream.text(record), isTitle });
    } else if (record.version === CONTAINER_VERSION && depth < MAX_DEPTH) {
      for (const child of stream.children(record)) visit(child, depth + 1);
    }
  };
  for (const child of stream.children(container)) visit(child, 0);
  return blocks;
}

/** SlideAtom: geometry (4) + placeholder types (8) + master id (4), then the notes persist id. */
function readNotesPersistId(stream: PptStream, slide: RecordHeader): number | null {
  const slideAtom = stream.children(slide).find((record) => record.type === RECORD.slideAtom);
  if (!slideAtom || slideAtom.length < 20) return null;
  const notesId = stream.uint32(slideAtom.body + 16);
  return notesId === 0 ? null : notesId;
}

function notesFromContainer(
  stream: PptStream,
  persistOffsets: Map<number, number>,
  persistId: number,
): TextBlock[] {
  const offset = persistOffsets.get(persistId);
  const notes = offset === undefined ? null : stream.header(offset);
  return notes?.type === RECORD.notes ? collectTextBlocks(stream, notes) : [];
}

/** Blip store indexes named by the picture and picture-fill properties of the shapes in a container. */
function collectPictureIndexes(stream: PptStream, container: RecordHeader): number[] {
  const indexes: number[] = [];
  const visit = (record: RecordHeader, depth: number) => {
    if (record.type === OFFICE_ART.shapeProperties || record.type === OFFICE_ART.tertiaryShapeProperties) {
      // The record's instance is its property count; each property is a 2-byte id and a 4-byte value.
      const count = Math.min(record.instance, Math.floor(record.length / 6));
      for (let i = 0; i < count; i++) {
        const id = stream.uint16(record.body + i * 6);
        const value = stream.uint32(record.body + i * 6 + 2);
        if (PICTURE_PROPERTY_IDS.has(id & PROPERTY_ID_MASK) && id & PROPERTY_IS_BLIP_INDEX && value > 0)
          indexes.push(value);
      }
    } else if (record.version === CONTAINER_VERSION && depth < MAX_DEPTH) {
      for (const child of stream.children(record)) visit(child, depth + 1);
    }
  };
  for (const child of stream.children(container)) visit(child, 0);
  return indexes;
}

/**
 * The blip store: entry i (0-based) locates picture i + 1. An entry either embeds its blip or points
 * at one in the Pictures stream (foDelay); entries with neither are null.
 */
function readBlipStore(
  stream: PptStream,
  document: RecordHeader,
  pictures: PptStream | null,
): (BlipLocation | null)[] {
  const childOfType = (parent: RecordHeader | undefined, type: number) =>
    parent ? stream.children(parent).find((record) => record.type === type) : undefined;
  const blipStore = childOfType(
    childOfType(childOfType(document, RECORD.drawingGroup), OFFICE_ART.drawingGroup),
    OFFICE_ART.blipStore,
  );
  if (!blipStore) return [];

  return stream.children(blipStore).map((entry): BlipLocation | null => {
    if (entry.type !== OFFICE_ART.blipStoreEntry) return { stream, offset: entry.body - HEADER_SIZE };
    if (entry.length < BLIP_STORE_ENTRY_SIZE) return null;
    const nameLength = stream.bytes[entry.body + 33];
    const embeddedAt = entry.body + BLIP_STORE_ENTRY_SIZE + nameLength;
    if (embeddedAt + HEADER_SIZE <= entry.body + entry.length) return { stream, offset: embeddedAt };
    const pictureOffset = stream.uint32(entry.body + 28);
    return pictures ? { stream: pictures, offset: pictureOffset } : null;
  });
}

/**
 * The picture at a blip location as bytes tesseract reads: JPEG and PNG as they are, a DIB with the
 * bitmap file header it lacks. Vector and other pictures give null.
 */
function bitmapAt(location: BlipLocation | null | undefined): SlidePicture | null {
  if (!location) return null;
  const blip = location.stream.header(location.offset);
  if (!blip) return null;
  const isBitmap = Object.values(BITMAP_BLIP).some((type) => type === blip.type);
  if (!isBitmap) return null;
  // Odd instances carry a second UID; bitmap blips then have a one-byte tag before the data.
  const dataStart = blip.body + UID_SIZE * (blip.instance & 1 ? 2 : 1) + 1;
  const dataEnd = blip.body + blip.length;
  if (dataStart >= dataEnd) return null;
  const data = location.stream.bytes.subarray(dataStart, dataEnd);
  return {
    byteSize: data.length,
    read: async () => (blip.type === BITMAP_BLIP.dib ? dibToBmp(data) : data),
  };
}

/** A DIB (BITMAPINFOHEADER, palette, pixels) with the 14-byte file header that makes it a .bmp file. */
function dibToBmp(dib: Uint8Array): Uint8Array | null {
  if (dib.length < 40) return null;
  const view = new DataView(dib.buffer, dib.byteOffset, dib.byteLength);
  const infoHeaderSize = view.getUint32(0, true);
  const bitCount = view.getUint16(14, true);
  const compression = view.getUint32(16, true);
  const usedColours = view.getUint32(32, true);
  const paletteEntries = bitCount <= 8 ? usedColours || 1 << bitCount : usedColours;
  const masks = compression === BI_BITFIELDS && infoHeaderSize === 40 ? 12 : 0;
  const pixelOffset = BITMAP_FILE_HEADER_SIZE + infoHeaderSize + masks + paletteEntries * 4;
  const bmp = new Uint8Array(BITMAP_FILE_HEADER_SIZE + dib.length);
  const header = new DataView(bmp.buffer);
  bmp[0] = 0x42; // 'B'
  bmp[1] = 0x4d; // 'M'
  header.setUint32(2, bmp.length, true);
  header.setUint32(10, pixelOffset, true);
  bmp.set(dib, BITMAP_FILE_HEADER_SIZE);
  return bmp;
}
