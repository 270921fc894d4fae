/**
 * The text transformations of the metamorphic evaluation (eval-metamorphic.ts), kept pure so that they
 * can be tested: rename the company, move it to another place, scale the round, reorder slides or add a
 * generic one. Each returns a new deck; the original is not changed. Randomness is seeded, so a run is
 * repeatable.
 */
import { findMoney, findPlainAmounts } from '@pitchscope/engine/money';
import { prng } from '../src/test/prng.ts';
import { escapeRegExp } from '@pitchscope/domain/regexp';

export interface VariantPage {
  pageNumber: number;
  text: string;
  notes?: string;
}
export interface VariantDeck {
  fileName: string;
  pages: VariantPage[];
}

// ---------------------------------------------------------------------------------------------------
// Seeded choice

/** The benchmarks' repeatable generator (mulberry32), seeded by a string (FNV-1a). */
export function seededRandom(seed: string): () => number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193);
  return prng(h);
}

export function pick<T>(list: readonly T[], random: () => number): T {
  return list[Math.floor(random() * list.length)];
}

function mapText(deck: VariantDeck, change: (text: string) => string): VariantDeck {
  return {
    fileName: deck.fileName,
    pages: deck.pages.map((p) => ({
      ...p,
      text: change(p.text),
      ...(p.notes !== undefined ? { notes: change(p.notes) } : {}),
    })),
  };
}


// ---------------------------------------------------------------------------------------------------
// Company renamed

/** Invented names of different shapes: the engine must read any of them, not only the corpus's. */
export const INVENTED_NAMES = {
  word: ['Veltrano', 'Quillara', 'Brenlow', 'Zentaro', 'Orvessa', 'Talmora'],
  'two-words': ['Northwind Labs', 'Harbor Pine', 'Bluefield Robotics', 'Stillwater Analytics', 'Amber Finch'],
  camel: ['BrightPath', 'TideLoop', 'FernStack', 'CoralMint', 'PaperKite'],
  lower: ['kalo', 'brelo', 'ovvi', 'tuvra', 'plinq'],
  dotted: ['Sendra.ai', 'Kobuvo.io', 'Marvolt.ai', 'Tesselo.io'],
} as const;
export type NameShape = keyof typeof INVENTED_NAMES;

const LEGAL_SUFFIX = /,?\s+(?:inc|ltd|llc|corp|gmbh|limited|private limited|s\.a\.|sp\. z o\.o\.)\.?$/i;

/**
 * The forms in which a labelled company name may be written, longest first: each part of the label
 * ("AirBed&Breakfast (Airbnb)" → both), without its legal suffix ("FlexIt, Inc." → "FlexIt"), and run
 * together as in a domain ("airbedandbreakfast"). Parts that only describe ("Red programming language")
 * are kept: a form the deck never writes replaces nothing.
 */
export function companyForms(label: string): string[] {
  const parts = label
    .split(/[()/;]|,(?!\s*(?:inc|ltd|llc)\b)/i)
    .map((p) => p.trim().replace(LEGAL_SUFFIX, '').trim())
    .filter((p) => p.length >= 2 && !/\.(com|io|ai|co|net|org)$/i.test(p));
  const joined = parts.map((p) =>
    p
      .toLowerCase()
      .replace(/&/g, 'and')
      .replace(/[^\p{L}\p{N}]/gu, ''),
  );
  const seen = new Set<string>();
  return [...parts, ...joined]
    .filter((p) => p.length >= 2 && !seen.has(p.toLowerCase()) && seen.add(p.toLowerCase()))
    .sort((a, b) => b.length - a.length);
}

/** The new name as a domain label: "Northwind Labs" → "northwindlabs", "Sendra.ai" → "sendra". */
export function nameSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/\.(ai|io)$/, '')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

const isUpper = (s: string) => /\p{Lu}/u.test(s) && s === s.toUpperCase();
const isLower = (s: string) => /\p{Ll}/u.test(s) && s === s.toLowerCase();

/**
 * A form as a pattern that also matches it split or joined ("Botgaming" in "Bot Gaming", "Air-BnB" for
 * "Airbnb", "Gantry Works" in "GantryWorks"): decks and file names write one name several ways.
 */
function formPattern(form: string): string {
  if (form.replace(/\s/g, '').length <= 4) return escapeRegExp(form);
  return [...form]
    .map((ch, i) => {
      if (/\s/.test(ch)) return '[ \\t-]?';
      const next = form[i + 1];
      const joinable = /[\p{L}\p{N}]/u.test(ch) && next !== undefined && /[\p{L}\p{N}]/u.test(next);
      return escapeRegExp(ch) + (joinable ? '[ \\t-]?' : '');
    })
    .join('');
}
const squash = (s: string) => s.toLowerCase().replace(/[\s-]/g, '');

/** The whitespace-delimited word around a match: a web or e-mail address takes the name as a slug. */
function tokenAround(text: string, index: number, end: number): string {
  const start = text.slice(0, index).search(/\S*$/);
  const after = /^\S*/.exec(text.slice(end))?.[0] ?? '';
  return text.slice(start, index) + text.slice(index, end) + after;
}
const ADDRESS_TOKEN =
  /@|^(?:https?:|www\.)|[\p{L}\d-]\.(?:com|io|ai|co|net|org|app|xyz|me|eu|uk|de|pl|in)\b/iu;

/**
 * Every case variant of every form replaced by `newName`, on whole words: written in capitals it
 * becomes capitals, written in lower case (where the label is not) lower case, inside a web or
 * e-mail address the slug.
 */
export function replaceCompany(text: string, forms: readonly string[], newName: string): string {
  if (forms.length === 0) return text;
  const re = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${[...forms]
      .sort((a, b) => b.length - a.length)
      .map(formPattern)
      .join('|')})(?![\\p{L}\\p{N}])`,
    'giu',
  );
  return text.replace(re, (match: string, index: number) => {
    if (ADDRESS_TOKEN.test(tokenAround(text, index, index + match.length))) return nameSlug(newName);
    const form = forms.find((f) => squash(f) === squash(match)) ?? match;
    if (isUpper(match) && !isUpper(form) && match.length > 1) return newName.toUpperCase();
    if (isLower(match) && !isLower(form)) return newName.toLowerCase();
    return newName;
  });
}

/**
 * The file name renamed too: "Acme pitch deck.pdf", and also a name run together with the words a file
 * name adds ("acmepitchdeck.pdf"), which then takes the slug.
 */
export function replaceCompanyInFileName(
  fileName: string,
  forms: readonly string[],
  newName: string,
): string {
  if (forms.length === 0) return fileName;
  const re = new RegExp(
    `(?<![\\p{L}\\p{N}])(${[...forms]
      .sort((a, b) => b.length - a.length)
      .map(formPattern)
      .join('|')})(?:(?![\\p{L}\\p{N}])|(?=pitch|deck|presentation|slides))`,
    'giu',
  );
  return fileName.replace(re, (match: string, _form: string, index: number) => {
    const glued = /\p{L}/u.test(fileName[index + match.length] ?? '');
    if (glued) return nameSlug(newName);
    return isLower(match) ? nameSlug(newName) : newName.replace(/\s+/g, ' ');
  });
}

export function renameCompany(deck: VariantDeck, forms: readonly string[], newName: string): VariantDeck {
  const renamed = mapText(deck, (t) => replaceCompany(t, forms, newName));
  return { ...renamed, fileName: replaceCompanyInFileName(deck.fileName, forms, newName) };
}

/** Whether the deck writes any of the forms at all (else renaming it tests nothing). */
export function writesAny(deck: VariantDeck, forms: readonly string[]): boolean {
  const all = [deck.fileName, ...deck.pages.flatMap((p) => [p.text, p.notes ?? ''])].join('\n');
  return forms.some((f) =>
    new RegExp(`(?<![\\p{L}\\p{N}])${formPattern(f)}(?![\\p{L}\\p{N}])`, 'iu').test(all),
  );
}

// ---------------------------------------------------------------------------------------------------
// Location moved

/** A real place to move a company to, as a deck would write it, and the names a right answer may use. */
export interface Place {
  written: string;
  accepted: string[];
}

/** Cities of several continents and languages, with their countries (for an address's country part). */
export const CITY_POOL: { city: string; country: string; accepted?: string[] }[] = [
  { city: 'Lyon', country: 'France' },
  { city: 'Kraków', country: 'Poland', accepted: ['Krakow'] },
  { city: 'Curitiba', country: 'Brazil' },
  { city: 'Nairobi', country: 'Kenya' },
  { city: 'Ho Chi Minh City', country: 'Vietnam' },
  { city: 'Aachen', country: 'Germany' },
  { city: 'Tartu', country: 'Estonia' },
  { city: 'Medellín', country: 'Colombia', accepted: ['Medellin'] },
  { city: 'Brisbane', country: 'Australia' },
  { city: 'Osaka', country: 'Japan' },
  { city: 'Porto Alegre', country: 'Brazil' },
  { city: 'Leeds', country: 'UK' },
  { city: 'Bilbao', country: 'Spain' },
  { city: 'Izmir', country: 'Turkey' },
  { city: 'Chiang Mai', country: 'Thailand' },
  { city: 'Córdoba', country: 'Argentina', accepted: ['Cordoba'] },
  { city: 'Trondheim', country: 'Norway' },
  { city: 'Wellington', country: 'New Zealand' },
  { city: 'Accra', country: 'Ghana' },
  { city: 'Pittsburgh', country: 'USA' },
  // Written as decks typed without accents write them, or missing from most lists.
  { city: 'Poznan', country: 'Poland', accepted: ['Poznań'] },
  { city: 'Timisoara', country: 'Romania', accepted: ['Timișoara'] },
  { city: 'Goteborg', country: 'Sweden', accepted: ['Göteborg', 'Gothenburg'] },
  { city: 'Oaxaca', country: 'Mexico' },
  { city: 'Wurzburg', country: 'Germany', accepted: ['Würzburg'] },
];

/** Countries, some written as their own people write them ("Deutschland"). */
export const COUNTRY_POOL: Place[] = [
  { written: 'France', accepted: ['France'] },
  { written: 'Vietnam', accepted: ['Vietnam'] },
  { written: 'Chile', accepted: ['Chile'] },
  { written: 'Kenya', accepted: ['Kenya'] },
  { written: 'Estonia', accepted: ['Estonia'] },
  { written: 'New Zealand', accepted: ['New Zealand'] },
  { written: 'Deutschland', accepted: ['Germany', 'Deutschland'] },
  { written: 'Brasil', accepted: ['Brazil', 'Brasil'] },
  { written: 'Morocco', accepted: ['Morocco'] },
  { written: 'Indonesia', accepted: ['Indonesia'] },
  { written: 'Peru', accepted: ['Peru'] },
  { written: 'Portugal', accepted: ['Portugal'] },
  { written: 'Japan', accepted: ['Japan'] },
  { written: 'Canada', accepted: ['Canada'] },
  { written: 'Honduras', accepted: ['Honduras'] },
  { written: 'Laos', accepted: ['Laos'] },
];

/** Other ways decks write a labelled country, so that moving it leaves no trace of the old one. */
export const COUNTRY_FORMS: Record<string, string[]> = {
  USA: ['United States of America', 'United States', 'USA', 'U.S.A.', 'U.S.', 'US'],
  US: ['United States of America', 'United States', 'USA', 'U.S.A.', 'U.S.', 'US'],
  UK: ['United Kingdom', 'UK', 'U.K.', 'Great Britain'],
};

/**
 * Every written form of a place replaced by `replacement`, on whole words. Short capital forms
 * ("US", "UK") match only as written, and not in a line written all in capitals ("CONTACT US").
 */
export function replacePlace(text: string, forms: readonly string[], replacement: string): string {
  let out = text;
  for (const form of [...forms].sort((a, b) => b.length - a.length)) {
    const exact = isUpper(form) && form.replace(/\./g, '').length <= 3;
    const re = new RegExp(
      `(?<![\\p{L}\\p{N}.])${escapeRegExp(form)}(?![\\p{L}\\p{N}]|\\.[\\p{L}])`,
      exact ? 'gu' : 'giu',
    );
    out = out.replace(re, (match: string, index: number, whole: string) => {
      if (exact) {
        const lineStart = whole.lastIndexOf('\n', index) + 1;
        const lineEnd = whole.indexOf('\n', index);
        const line = whole.slice(lineStart, lineEnd === -1 ? undefined : lineEnd);
        if (!/\p{Ll}/u.test(line)) return match;
      }
      if (isUpper(match) && !isUpper(form)) return replacement.toUpperCase();
      if (isLower(match) && !isLower(form)) return replacement.toLowerCase();
      return replacement;
    });
  }
  return out;
}

export function movePlaces(
  deck: VariantDeck,
  moves: readonly { forms: readonly string[]; to: string }[],
): VariantDeck {
  // Placeholders first, so that a place moved in is not moved again by a later form.
  const markers = moves.map((_, i) => `\u0000${i}\u0000`);
  return mapText(deck, (t) => {
    let out = t;
    moves.forEach((m, i) => (out = replacePlace(out, m.forms, markers[i])));
    moves.forEach((m, i) => (out = out.split(markers[i]).join(m.to)));
    return out;
  });
}

// ---------------------------------------------------------------------------------------------------
// Round scaled

/**
 * A written figure multiplied by `factor` in its own notation: "$2M" ×1.75 → "$3.5M", "1 000 000 PLN"
 * ×1.5 → "1 500 000 PLN", "1,5 mln" ×2 → "3 mln", "150,000" ×1.5 → "225,000".
 */
export function scaleWritten(raw: string, factor: number): string {
  const grouped = /\d{1,3}(?:([ \u00a0,.])\d{3})+(?:([.,])\d+)?/.exec(raw);
  if (grouped && !(grouped[1] === grouped[2])) {
    const sep = grouped[1];
    const whole = Number(
      grouped[0]
        .split(grouped[2] ?? '\u0001')[0]
        .split(sep)
        .join(''),
    );
    const scaled = Math.round(whole * factor);
    const text = String(scaled).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
    return raw.slice(0, grouped.index) + text + raw.slice(grouped.index + grouped[0].length);
  }
  const simple = /\d+(?:([.,])\d+)?/.exec(raw);
  if (!simple) return raw;
  const decimal = simple[1] ?? '.';
  const value = Number(simple[0].replace(',', '.'));
  const scaled = Math.round(value * factor * 100) / 100;
  const text = String(scaled).replace('.', decimal);
  return raw.slice(0, simple.index) + text + raw.slice(simple.index + simple[0].length);
}

/** Every written mention of `amount` (±1 %) multiplied by `factor`; returns how many were changed. */
export function scaleAmount(text: string, amount: number, factor: number): { text: string; count: number } {
  const mentions = [...findMoney(text), ...findPlainAmounts(text)]
    .filter((m) => m.upper === undefined && Math.abs(m.amount - amount) <= 0.01 * amount)
    .sort((a, b) => b.index - a.index);
  let out = text;
  let count = 0;
  let lastStart = Infinity;
  for (const m of mentions) {
    if (m.end > lastStart) continue; // overlapping mentions of one figure
    const written = text.slice(m.index, m.end);
    out = out.slice(0, m.index) + scaleWritten(written, factor) + out.slice(m.end);
    lastStart = m.index;
    count++;
  }
  return { text: out, count };
}

export function scaleRound(
  deck: VariantDeck,
  amount: number,
  factor: number,
): { deck: VariantDeck; count: number } {
  let count = 0;
  const scaled = mapText(deck, (t) => {
    const r = scaleAmount(t, amount, factor);
    count += r.count;
    return r.text;
  });
  return { deck: scaled, count };
}

// ---------------------------------------------------------------------------------------------------
// Neutral noise

/** The slides after the title in a seeded order, numbered again as a deck would be. */
export function shuffleSlides(deck: VariantDeck, random: () => number): VariantDeck {
  const [title, ...rest] = deck.pages;
  if (!title) return deck;
  const order = [...rest];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  return { ...deck, pages: [title, ...order].map((p, i) => ({ ...p, pageNumber: i + 1 })) };
}

/** A generic slide ("Thank you", "Appendix") added at the end. */
export function addSlide(deck: VariantDeck, text: string): VariantDeck {
  const last = deck.pages.at(-1)?.pageNumber ?? 0;
  return { ...deck, pages: [...deck.pages, { pageNumber: last + 1, text }] };
}
