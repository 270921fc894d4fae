/**
 * Hostile deck files for the hardening suite, built on the fixtures of test/fixtures/documents.ts.
 * Everything is generated in memory; the oversized upload is a stream that never holds its bytes.
 */
import { Readable } from 'node:stream';
import CFB from 'cfb';
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

const PPTX_REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

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
