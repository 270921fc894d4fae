import CFB from 'cfb';
import { UPLOAD_MESSAGES } from '@pitchscope/domain/messages';
import { AppError } from '../errors.ts';
import type { PageDraft } from './page-assembly.ts';
import type { ReaderOptions, ReaderResult } from './reader-types.ts';

/**
 * Legacy PowerPoint 97-2003 (.ppt) text reader, after [MS-PPT]. No npm parser handles these, so this
 * walks the binary records of the "PowerPoint Document" stream itself.
 *
 * Slide order and slide text come from two places: the slide list (SlideListWithText) holds the text
 * of placeholders, one SlidePersistAtom per slide in presentation order; free text boxes keep their
 * text inside the slide's own drawing, found through the persist directory (persist id -> offset).
 * Every length read from the file is checked against its container, so hostile input ends a walk
 * early instead of throwing or looping.
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
  persistDirectoryAtom: 0x1772,
} as const;

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

  let container: CFB.CFB$Container;
  try {
    container = CFB.read(bytes, { type: 'buffer' });
  } catch (error) {
    throw corrupt(error);
  }
  // Password-protected decks keep a decoy summary and encrypt the document stream.
  if (CFB.find(container, 'EncryptedSummary'))
    throw new AppError('ENCRYPTED_FILE', UPLOAD_MESSAGES.encryptedFile);
  const entry = CFB.find(container, 'PowerPoint Document');
  if (!entry?.content || entry.content.length < HEADER_SIZE) throw corrupt('no PowerPoint Document stream');

  const stream = new PptStream(toBytes(entry.content));
  const currentUser = CFB.find(container, 'Current User');
  const persistOffsets = readPersistDirectory(
    stream,
    currentUser?.content ? toBytes(currentUser.content) : null,
  );
  const document = findDocumentContainer(stream, persistOffsets);
  if (!document) throw corrupt('no DocumentContainer record');

  const slides = readSlides(stream, document, persistOffsets).slice(0, options.maxPages);
  if (slides.length === 0 && !hasAnyRecord(stream)) throw corrupt('no readable records');

  const drafts: PageDraft[] = slides.map((slide) => {
    const lines = slide.blocks.flatMap((block) => splitParagraphs(block.text)).map((text) => ({ text }));
    return {
      lines,
      method: lines.length > 0 ? 'text' : 'none',
      title:
        slide.blocks
          .filter((block) => block.isTitle)
          .map((block) => splitParagraphs(block.text).join(' '))[0] ?? '',
      notes: slide.notes.flatMap((block) => splitParagraphs(block.text)).join('\n'),
    };
  });
  return { drafts, ocrPageCount: 0, metadataTitle: '' };
}

function toBytes(content: CFB.CFB$Blob): Uint8Array {
  if (content instanceof Uint8Array) return content;
  return Uint8Array.from(content as ArrayLike<number>);
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
    if (slideRecord?.type !== RECORD.slide) return { blocks, notes: [] };
    const notesPersistId = readNotesPersistId(stream, slideRecord);
    return {
      // Placeholder text (slide list) first, then free text boxes from the slide's drawing.
      blocks: withoutRepeats([...blocks, ...collectTextBlocks(stream, slideRecord)]),
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
    if (record.type === RECORD.slide) fallback.push({ blocks: collectTextBlocks(stream, record), notes: [] });
    else if (record.version === CONTAINER_VERSION && depth < MAX_DEPTH) {
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
