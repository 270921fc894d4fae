import { extractDocument } from '/work/main/apps/server/src/platform/extraction/extract-document.ts';
const doc = await extractDocument({ path: process.argv[2] } as any, { ocr: false } as any);
for (const p of doc.pages) console.log(`--- slide ${p.pageNumber}\n${p.rawText}`);
process.exit(0);
