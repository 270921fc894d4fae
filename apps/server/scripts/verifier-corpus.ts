/**
 * The claim verifier on real deck text (ADR 17), without a model: every figure of each deck's ledger,
 * cited on its own slide with its line as the quote, should verify; the same figure cited on a slide that
 * does not state it should not. Prints both rates, the time per claim and the first true citations missed.
 *
 *   npx tsx apps/server/scripts/verifier-corpus.ts [../shared/corpus/files]
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { buildFigureLedger } from '@pitchscope/domain/figures/extract';
import { verifyClaim, findNumbers, sameNumber } from '@pitchscope/domain/claim-verification';
import { extractDocument } from '../src/platform/extraction/extract-document.ts';

const folder = path.resolve(process.argv[2] ?? '../shared/corpus/files');
let trueTotal = 0,
  trueOk = 0,
  wrongTotal = 0,
  wrongCaught = 0,
  decks = 0;
const misses: string[] = [];
const t0 = Date.now();
let verifyMs = 0;
for (const file of (await readdir(folder)).sort()) {
  let doc;
  try {
    doc = await extractDocument({ path: path.join(folder, file) }, { ocr: false });
  } catch {
    continue;
  }
  const slides = doc.pages.map((p) => ({ pageNumber: p.pageNumber, text: p.rawText }));
  const ledger = buildFigureLedger(
    slides.map((s) => ({ page: s.pageNumber, text: s.text })),
    { asOf: new Date() },
  );
  if (!ledger.figures.length) continue;
  decks++;
  for (const f of ledger.figures) {
    const t = performance.now();
    const ok = verifyClaim(
      {
        text: `The deck states ${f.raw}.`,
        slides: [f.page],
        quote: f.context.slice(0, 120),
        figures: [f.raw],
      },
      slides,
    );
    trueTotal++;
    if (ok.status === 'verified') trueOk++;
    else if (misses.length < 25)
      misses.push(`${file} p${f.page} "${f.raw}" ctx="${f.context.slice(0, 70)}" -> ${ok.reason}`);
    // Wrong slide: the first other slide where no number equals it.
    const n = findNumbers(f.raw);
    const other = slides.find(
      (s) =>
        s.pageNumber !== f.page &&
        n.length &&
        !findNumbers(s.text).some((m) => n.some((x) => sameNumber(x, m))),
    );
    if (other) {
      const wrong = verifyClaim(
        { text: `The deck states ${f.raw}.`, slides: [other.pageNumber], quote: '', figures: [f.raw] },
        slides,
      );
      wrongTotal++;
      if (wrong.status === 'unverified') wrongCaught++;
    }
    verifyMs += performance.now() - t;
  }
}
console.log(
  `decks with figures: ${decks}; true citations verified ${trueOk}/${trueTotal} (${((100 * trueOk) / trueTotal).toFixed(1)}%); wrong-slide citations caught ${wrongCaught}/${wrongTotal} (${((100 * wrongCaught) / wrongTotal).toFixed(1)}%); verify time ${verifyMs.toFixed(0)} ms total (${(verifyMs / (trueTotal + wrongTotal)).toFixed(3)} ms/claim); run ${((Date.now() - t0) / 1000).toFixed(0)}s`,
);
for (const m of misses) console.log('  miss:', m);
process.exit(0);
