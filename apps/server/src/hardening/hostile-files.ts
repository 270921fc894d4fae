/**
 * Hostile deck files for the hardening suite, built on the fixtures of test/fixtures/documents.ts.
 * Everything is generated in memory; the oversized upload is a stream that never holds its bytes.
 */
import { Readable } from 'node:stream';
import CFB from 'cfb';
import JSZip from 'jszip';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { makePdf, makePpt, makeZip } from '../test/fixtures/documents.ts';

/** A real text PDF whose catalog runs JavaScript on open (/OpenAction) and names a document-level script. */
export async function makePdfWithJavaScript(pages: string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.load(await makePdf(pages));
  const script = (code: string) =>
    pdf.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of(code) });
  pdf.catalog.set(
    PDFName.of('OpenAction'),
    pdf.context.register(script('app.alert("pwned"); this.exportDataObject({cName: "x"});')),
  );
  const names = pdf.context.obj({
    Names: [PDFString.of('init'), pdf.context.register(script('app.launchURL("https://evil.example")'))],
  });
  pdf.catalog.set(PDFName.of('Names'), pdf.context.obj({ JavaScript: pdf.context.register(names) }));
  return pdf.save();
}

/**
 * A legacy .ppt whose record headers lie: every top-level record of the PowerPoint Document stream
 * claims ~2 GB, and the text atoms inside claim more bytes than their container holds.
 */
export function makeCorruptPpt(slides: string[][]): Uint8Array {
  const container = CFB.read(Buffer.from(makePpt(slides)), { type: 'buffer' });
  const entry = CFB.find(container, 'PowerPoint Document');
  if (!entry?.content) throw new Error('makePpt produced no PowerPoint Document stream');
  const stream = Buffer.from(entry.content as Uint8Array);
  for (let at = 0; at + 8 <= stream.length;) {
    const length = stream.readUInt32LE(at + 4);
    stream.writeUInt32LE(0x7ffffff0, at + 4);
    at += 8 + length;
  }
  // Text atoms (TextBytesAtom 0x0fa8, TextCharsAtom 0x0fa0): lengths far past the end of the stream.
  for (let at = 0; at + 8 <= stream.length; at++) {
    const type = stream.readUInt16LE(at + 2);
    if ((type === 0x0fa8 || type === 0x0fa0) && stream.readUInt16LE(at) === 0)
      stream.writeUInt32LE(0x0fffffff, at + 4);
  }
  entry.content = stream as never;
  return new Uint8Array(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}

/**
 * Edits the allocation table and directory of a compound file as `cfb` writes it (one FAT sector, listed
 * in the header), so that a hostile chain can be laid into an otherwise sound .ppt.
 */
function editCompoundFile(
  bytes: Uint8Array,
  edit: (file: {
    header: DataView;
    sectorSize: number;
    sectorCount: number;
    fat: { get(sector: number): number; set(sector: number, next: number): void };
    miniFat: { set(sector: number, next: number): void };
    sector(sector: number): DataView;
    entry(name: string): DataView;
  }) => void,
): Uint8Array {
  const copy = new Uint8Array(bytes);
  const header = new DataView(copy.buffer);
  const sectorSize = 1 << header.getUint16(30, true);
  const sector = (index: number) => new DataView(copy.buffer, (index + 1) * sectorSize, sectorSize);
  const fatSector = sector(header.getUint32(76, true));
  const miniFatSector = sector(header.getUint32(60, true));
  const directory = sector(header.getUint32(48, true));
  edit({
    header,
    sectorSize,
    sectorCount: copy.length / sectorSize - 1,
    fat: {
      get: (index) => fatSector.getUint32(index * 4, true),
      set: (index, next) => fatSector.setUint32(index * 4, next, true),
    },
    miniFat: { set: (index, next) => miniFatSector.setUint32(index * 4, next, true) },
    sector,
    entry(name) {
      for (let at = 0; at + 128 <= sectorSize; at += 128) {
        const nameBytes = directory.getUint16(at + 64, true);
        const entryName = Buffer.from(copy.buffer, directory.byteOffset + at, Math.max(0, nameBytes - 2)).toString('utf16le');
        if (entryName === name) return new DataView(copy.buffer, directory.byteOffset + at, 128);
      }
      throw new Error(`no directory entry ${name}`);
    },
  });
  return copy;
}

/** Slides enough for a PowerPoint Document stream of several sectors, kept in the FAT (not the mini stream). */
const SECTOR_FILLING_SLIDES = Array.from({ length: 20 }, (_, i) => [
  `Slide ${i + 1}`,
  'Our platform helps finance teams close their books faster. '.repeat(3),
]);
const DIRECTORY_START = 116;
const DIRECTORY_SIZE = 120;
const END_OF_CHAIN = 0xfffffffe;

/** Sectors of a stream's chain in a file `editCompoundFile` opened. */
function chainOf(fat: { get(sector: number): number }, start: number): number[] {
  const sectors: number[] = [];
  for (let sector = start; sector !== END_OF_CHAIN && sectors.length < 10_000; sector = fat.get(sector)) sectors.push(sector);
  return sectors;
}

/**
 * A .ppt whose PowerPoint Document chain loops: its last sector points back to its second, and the
 * directory says the stream starts at that second sector. `cfb` walks such a chain without end, holding
 * every sector it passes (the red team's 2 KB .ppt that climbed to 1.5 GB).
 */
export function makeCyclicFatPpt(): Uint8Array {
  return editCompoundFile(makePpt(SECTOR_FILLING_SLIDES), ({ fat, entry }) => {
    const document = entry('PowerPoint Document');
    const sectors = chainOf(fat, document.getUint32(DIRECTORY_START, true));
    fat.set(sectors.at(-1)!, sectors[1]);
    document.setUint32(DIRECTORY_START, sectors[1], true);
  });
}

/** A .ppt whose PowerPoint Document chain points at a sector millions of sectors past the end of the file. */
export function makeOutOfRangeSectorPpt(): Uint8Array {
  return editCompoundFile(makePpt(SECTOR_FILLING_SLIDES), ({ fat, entry }) => {
    const sectors = chainOf(fat, entry('PowerPoint Document').getUint32(DIRECTORY_START, true));
    fat.set(sectors[1], 0x00ff_ffff);
  });
}

/** A .ppt whose PowerPoint Document claims 2 GB, far more than the sectors of the file. */
export function makeOversizedStreamPpt(): Uint8Array {
  return editCompoundFile(makePpt(SECTOR_FILLING_SLIDES), ({ entry }) => {
    entry('PowerPoint Document').setUint32(DIRECTORY_SIZE, 0x7fff_fff0, true);
  });
}

/** A .ppt whose Current User stream (kept in the mini stream) has a mini-FAT chain that loops on itself. */
export function makeCyclicMiniFatPpt(): Uint8Array {
  return editCompoundFile(makePpt(SECTOR_FILLING_SLIDES), ({ miniFat, entry }) => {
    const root = entry('Root Entry');
    const currentUser = entry('Current User');
    const start = currentUser.getUint32(DIRECTORY_START, true);
    // As long as the whole mini stream, so the chain needs more than one mini sector.
    currentUser.setUint32(DIRECTORY_SIZE, root.getUint32(DIRECTORY_SIZE, true), true);
    miniFat.set(start, start);
  });
}

/** A .ppt whose directory chain (the list of its streams) loops on its own sector. */
export function makeCyclicDirectoryPpt(): Uint8Array {
  return editCompoundFile(makePpt(SECTOR_FILLING_SLIDES), ({ header, fat }) => {
    const directory = header.getUint32(48, true);
    fat.set(directory, directory);
  });
}

/**
 * A .ppt whose header claims a FAT of as many sectors as the file has, listed by a chain of DIFAT sectors
 * that points back at itself (and claims two billion DIFAT sectors). Enough slides that the FAT needs
 * more than the 109 sectors the header can list.
 */
export function makeCyclicDifatPpt(): Uint8Array {
  const slides = Array.from({ length: 400 }, (_, i) => [
    `Slide ${i + 1}`,
    'Our platform helps finance teams close their books faster. '.repeat(4),
  ]);
  return editCompoundFile(makePpt(slides), ({ header, sectorCount, sector }) => {
    const difatSector = sectorCount - 1;
    header.setUint32(44, sectorCount, true);
    header.setUint32(68, difatSector, true);
    header.setUint32(72, 0x7fff_ffff, true);
    const difat = sector(difatSector);
    difat.setUint32(difat.byteLength - 4, difatSector, true);
  });
}

const PPTX_REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/**
 * A PPTX of `slides` one-line slides. Each slide is two zip entries (the slide and its relationships, as
 * PowerPoint writes them) unless `slideRelationships` is false: 10,000 slides are then 20,000 entries,
 * over the zip reader's entry budget, while 1,001 bare slides fit within it.
 */
export async function makeManySlidesPptx(slides: number, { slideRelationships = true } = {}): Promise<Uint8Array> {
  const zip = new JSZip();
  const numbers = Array.from({ length: slides }, (_, index) => index + 1);
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>',
  );
  zip.file(
    'ppt/presentation.xml',
    `<?xml version="1.0" encoding="UTF-8"?><p:presentation xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main" xmlns:r="${PPTX_REL_NS}"><p:sldIdLst>${numbers.map((n) => `<p:sldId id="${255 + n}" r:id="rId${n}"/>`).join('')}</p:sldIdLst></p:presentation>`,
  );
  zip.file(
    'ppt/_rels/presentation.xml.rels',
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${numbers.map((n) => `<Relationship Id="rId${n}" Type="${PPTX_REL_NS}/slide" Target="slides/slide${n}.xml"/>`).join('')}</Relationships>`,
  );
  for (const n of numbers) {
    zip.file(
      `ppt/slides/slide${n}.xml`,
      `<?xml version="1.0" encoding="UTF-8"?><p:sld xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"><p:cSld><p:spTree><p:sp><p:txBody><a:p><a:r><a:t>Slide ${n}: our platform helps finance teams close their books faster</a:t></a:r></a:p></p:txBody></p:sp></p:spTree></p:cSld></p:sld>`,
    );
    if (slideRelationships)
      zip.file(
        `ppt/slides/_rels/slide${n}.xml.rels`,
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>',
      );
  }
  return zip.generateAsync({ type: 'uint8array', compression: 'STORE' });
}

/**
 * A PDF of `totalPages` pages: `firstPages` as real text pages (one string per page, lines split on
 * newlines), then short appendix pages sharing one content stream, so 20,000 pages cost about 2 MB.
 */
export function makeLongPdf(firstPages: string[], totalPages: number): Uint8Array {
  const escape = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);
  const textStream = (lines: string[]) => {
    const content = `BT /F1 14 Tf 72 720 Td 18 TL ${lines.map((line) => `(${escape(line)}) Tj T*`).join(' ')} ET`;
    return `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;
  };
  // Objects: 1 catalog, 2 page tree, 3 font, 4 the shared appendix stream, then each page (and its own stream).
  const objects: string[] = ['', '', '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>', textStream(['Appendix'])];
  const pageIds: number[] = [];
  const addPage = (contentId: number) => {
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${contentId} 0 R >>`);
    pageIds.push(objects.length);
  };
  for (const page of firstPages) {
    objects.push(textStream(page.split('\n')));
    addPage(objects.length);
  }
  for (let i = firstPages.length; i < totalPages; i++) addPage(4);
  objects[0] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[1] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;

  const parts: string[] = ['%PDF-1.4\n'];
  let length = parts[0].length;
  const offsets = objects.map((object, index) => {
    const at = length;
    const text = `${index + 1} 0 obj\n${object}\nendobj\n`;
    parts.push(text);
    length += Buffer.byteLength(text, 'latin1');
    return at;
  });
  parts.push(
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('')}`,
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
  );
  return new Uint8Array(Buffer.from(parts.join(''), 'latin1'));
}

/** A PPTX whose package is sound but whose only slide is broken XML (unclosed tags, a stray entity). */
export function makeMalformedSlidePptx(): Promise<Uint8Array> {
  return makeZip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>',
    'ppt/presentation.xml': `<?xml version="1.0" encoding="UTF-8"?><p:presentation xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main" xmlns:r="${PPTX_REL_NS}"><p:sldIdLst><p:sldId id="256" r:id="rId1"/></p:sldIdLst></p:presentation>`,
    'ppt/_rels/presentation.xml.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${PPTX_REL_NS}/slide" Target="slides/slide1.xml"/></Relationships>`,
    'ppt/slides/slide1.xml':
      '<?xml version="1.0" encoding="UTF-8"?><p:sld xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"><p:cSld><p:spTree><p:sp><p:txBody><a:p><a:r><a:t>Broken &bogus; <<</a:t></a:r></p:txBody></p:cSld>',
  });
}

/** A Word document: a zip without ppt/presentation.xml. */
export function makeDocx(): Promise<Uint8Array> {
  return makeZip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    'word/document.xml':
      '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Our pitch deck is in Word</w:t></w:r></w:p></w:body></w:document>',
  });
}

/**
 * A multipart body of `fileBytes` bytes (a PDF header, then zeros) as a stream: one 1 MiB chunk is
 * reused for the whole body, so a 101 MB upload costs 1 MiB of memory.
 */
export function streamedMultipart(fileName: string, fileBytes: number) {
  const boundary = `----pitchscope-big-${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(1024 * 1024);
  let remaining = fileBytes - '%PDF-1.7\n'.length;
  function* parts() {
    yield head;
    while (remaining > 0) {
      const size = Math.min(chunk.length, remaining);
      remaining -= size;
      yield size === chunk.length ? chunk : chunk.subarray(0, size);
    }
    yield tail;
  }
  return {
    payload: Readable.from(parts(), { objectMode: false }),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
