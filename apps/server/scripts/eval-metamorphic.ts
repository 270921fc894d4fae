/**
 * Metamorphic evaluation of the local analysis engine: does it read decks, or remember the corpus?
 *
 *   npm run eval:metamorphic -- ../shared/corpus --cache     (reuse eval:corpus's extracted text)
 *   npm run eval:metamorphic -- ../shared/corpus --cache --only=pitch --seed=2
 *
 * For each labelled pitch deck of `<folder>` the extracted text (all pages, notes and the file name) is
 * changed in ways whose right answer is known, and validation + metadata extraction run again:
 * - renamed: every written form of the labelled company replaced by an invented name, one of each
 *   shape (one word, two words, CamelCase, a lower-case brand, a ".ai"/".io" name). Expected: the new name.
 * - moved: the labelled city or country replaced by another real place of the same kind. Expected: it.
 * - scaled: the labelled round multiplied, in the same currency and notation. Expected: the new amount.
 * - shuffled / +thanks / +appendix: the slides after the title reordered, or a generic slide added.
 *   Expected: the unmodified deck's labels (look-alikes must stay refused too).
 * Prints per field the accuracy on the unmodified text and on each variant, and the flips (a field
 * right on the unmodified text and wrong on the variant, or the other way round). Seeded, so repeatable;
 * exits 0: a measurement, not a gate.
 */
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { findPlaces, CITY_ALIASES } from '@pitchscope/domain/gazetteer';
import { parseMoney } from '@pitchscope/domain/round-size';
import type { AnalysisContext, MetadataResult } from '../src/modules/analysis/analysis.provider.ts';
import { createLocalProvider } from '@pitchscope/engine/local.provider';
import { formatMoney } from '@pitchscope/engine/money';
import { mapWithConcurrency, shutdownOcr } from '../src/platform/extraction/ocr.ts';
import {
  extractCached,
  industryMatches,
  isUnknown,
  labelStatesStage,
  namesMatch,
  parseTsv,
  placesMatch,
  roundsMatch,
  stagesMatch,
  type Label,
} from './eval-labels.ts';
import {
  addSlide,
  CITY_POOL,
  companyForms,
  COUNTRY_FORMS,
  COUNTRY_POOL,
  INVENTED_NAMES,
  movePlaces,
  pick,
  renameCompany,
  scaleRound,
  seededRandom,
  shuffleSlides,
  writesAny,
  type NameShape,
  type VariantDeck,
} from './metamorphic-variants.ts';

const FIELDS = ['deck', 'company', 'industry', 'stage', 'round', 'location'] as const;
type Field = (typeof FIELDS)[number];

/** What a variant expects instead of the label, field by field; `accepted` lists the right answers. */
interface Expectation {
  company?: string;
  round?: string;
  location?: string[];
}
interface Variant {
  kind: string;
  deck: VariantDeck;
  expect: Expectation;
}
interface Answer {
  isValid: boolean;
  metadata: MetadataResult;
}
interface Check {
  ok: boolean;
  expected: string;
  got: string;
}

const PLACES_PER_DECK = 3;
const ROUND_FACTORS = [1.5, 1.75, 2, 2.5, 3, 0.6, 0.8, 1.4];

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const folder = path.resolve(args.find((a) => !a.startsWith('--')) ?? '../shared/corpus');
  const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);
  const seed = args.find((a) => a.startsWith('--seed='))?.slice('--seed='.length) ?? '1';
  const cacheDir = args.includes('--cache') ? path.join(os.tmpdir(), 'pitchscope-eval-cache') : null;
  if (cacheDir) await mkdir(cacheDir, { recursive: true });
  const started = Date.now();

  const labels = parseTsv(await readFile(path.join(folder, 'labels.tsv'), 'utf8'));
  const files = (await readdir(path.join(folder, 'files')))
    .sort()
    .filter((f) => labels.has(f) && (!only || f.includes(only)));
  const decks = await mapWithConcurrency(files, 2, async (file): Promise<VariantDeck> => {
    const filePath = path.join(folder, 'files', file);
    const sha = createHash('sha256')
      .update(await readFile(filePath))
      .digest('hex');
    const doc = await extractCached(filePath, sha, true, cacheDir);
    return {
      fileName: file,
      pages: doc.pages.map((p) => ({
        pageNumber: p.pageNumber,
        text: p.rawText,
        ...(p.notes ? { notes: p.notes } : {}),
      })),
    };
  });
  await shutdownOcr();

  const provider = createLocalProvider();
  const ctx: AnalysisContext = { now: new Date() };
  const run = async (deck: VariantDeck): Promise<Answer> => {
    // A new object each time: the provider reads a deck once per object.
    const copy = structuredClone(deck);
    const validation = await provider.validatePitchDeck(copy, ctx);
    return { isValid: validation.isValid, metadata: await provider.extractMetadata(copy, ctx) };
  };

  // Per variant kind and field: correct/total; and the flips against the unmodified deck.
  const table = new Map<string, Map<Field, { correct: number; total: number }>>();
  const flips: string[] = [];
  const skipped = new Map<string, number>();
  const tally = (kind: string, field: Field, ok: boolean) => {
    const row = table.get(kind) ?? new Map<Field, { correct: number; total: number }>();
    const cell = row.get(field) ?? { correct: 0, total: 0 };
    cell.total++;
    if (ok) cell.correct++;
    row.set(field, cell);
    table.set(kind, row);
  };

  for (const deck of decks) {
    const label = labels.get(deck.fileName)!;
    const baseline = score(label, {}, await run(deck));
    for (const [field, check] of baseline) tally('unmodified', field, check.ok);
    const { variants, skips } = makeVariants(deck, label, seed);
    for (const s of skips) skipped.set(s, (skipped.get(s) ?? 0) + 1);
    for (const variant of variants) {
      const checks = score(label, variant.expect, await run(variant.deck));
      for (const [field, check] of checks) {
        tally(variant.kind, field, check.ok);
        const before = baseline.get(field);
        if (before && before.ok !== check.ok)
          flips.push(
            `${check.ok ? '+' : '-'} ${pad(variant.kind, 18)}${pad(field, 10)}${deck.fileName}: expected "${check.expected}", got "${check.got}"${check.ok ? '' : ` (unmodified: "${before.got}")`}`,
          );
      }
    }
  }

  console.log(`\nMetamorphic evaluation: ${folder} — ${decks.length} files, local engine, seed ${seed}\n`);
  console.log(pad('variant', 20) + FIELDS.map((f) => pad(f, 14)).join(''));
  for (const [kind, row] of table) {
    console.log(
      pad(kind, 20) +
        FIELDS.map((f) => {
          const c = row.get(f);
          return pad(c ? `${c.correct}/${c.total} ${Math.round((100 * c.correct) / c.total)}%` : '—', 14);
        }).join(''),
    );
  }
  console.log(
    '(a variant scores the fields its decks label; renamed/moved/scaled expect the new value in their field)',
  );
  if (skipped.size)
    console.log(
      `Not applicable (the deck never writes the labelled value): ${[...skipped].map(([k, n]) => `${k} ${n}`).join(', ')}`,
    );
  console.log(`\nFlips against the unmodified deck (- now wrong, + now right): ${flips.length}`);
  for (const f of flips.sort()) console.log(`  ${f}`);
  console.log(`\nTotal time: ${((Date.now() - started) / 1000).toFixed(1)}s`);
}

// ---------------------------------------------------------------------------------------------------
// Variants

function makeVariants(
  deck: VariantDeck,
  label: Label,
  seed: string,
): { variants: Variant[]; skips: string[] } {
  const variants: Variant[] = [];
  const skips: string[] = [];
  const random = (kind: string) => seededRandom(`${seed}|${deck.fileName}|${kind}`);
  const isDeck = label.is_pitch_deck === 'yes';

  if (isDeck && !isUnknown(label.company_name)) {
    const forms = companyForms(label.company_name);
    if (writesAny(deck, forms)) {
      for (const shape of Object.keys(INVENTED_NAMES) as NameShape[]) {
        const name = pick(INVENTED_NAMES[shape], random(`name-${shape}`));
        variants.push({
          kind: `renamed ${shape}`,
          deck: renameCompany(deck, forms, name),
          expect: { company: name },
        });
      }
    } else skips.push('renamed');
  }

  if (isDeck && !isUnknown(label.location)) {
    // Few decks state a location: each is moved to several places, for more than one try per deck.
    for (let i = 0; i < PLACES_PER_DECK; i++) {
      const moved = moveLocation(deck, label.location, random(`place-${i}`));
      if (moved)
        variants.push({
          kind: `moved ${moved.kind}`,
          deck: moved.deck,
          expect: { location: moved.accepted },
        });
      else if (i === 0) skips.push('moved');
    }
  }

  if (isDeck && !isUnknown(label.round_size)) {
    const money = parseMoney(label.round_size.replace(/\(.*\)/, ''));
    const factor = pick(ROUND_FACTORS, random('round'));
    const scaled = money ? scaleRound(deck, money.amount, factor) : null;
    if (money && scaled && scaled.count > 0) {
      const currencyNote = /currency not stated/i.test(label.round_size) ? ' (currency not stated)' : '';
      variants.push({
        kind: 'scaled round',
        deck: scaled.deck,
        expect: { round: formatMoney(money.amount * factor, money.currency) + currencyNote },
      });
    } else skips.push('scaled');
  }

  variants.push({ kind: 'shuffled', deck: shuffleSlides(deck, random('shuffle')), expect: {} });
  variants.push({ kind: '+thanks', deck: addSlide(deck, 'Thank you!\nQuestions?'), expect: {} });
  variants.push({ kind: '+appendix', deck: addSlide(deck, 'Appendix'), expect: {} });
  return { variants, skips };
}

/**
 * The labelled places, each moved to another of the same kind: a city to a city (and the label's
 * country, where the deck writes it, to that city's country), a country to a country.
 */
function moveLocation(
  deck: VariantDeck,
  location: string,
  random: () => number,
): { deck: VariantDeck; accepted: string[]; kind: string } | null {
  const places = findPlaces(location.replace(/\(.*\)/, ''));
  const cities = places.filter((p) => p.kind === 'city');
  const countries = places.filter((p) => p.kind === 'country');
  const moves: { forms: string[]; to: string }[] = [];
  const accepted: string[] = [];
  const usedCountries = new Set<string>();
  let newCityCountry: string | null = null;
  for (const city of cities) {
    const to = pick(CITY_POOL, random);
    const aliases = Object.entries(CITY_ALIASES)
      .filter(([, c]) => c === city.name)
      .map(([a]) => a);
    moves.push({ forms: [city.name, ...aliases], to: to.city });
    accepted.push(to.city, ...(to.accepted ?? []));
    newCityCountry = to.country;
  }
  for (const country of countries) {
    const forms = COUNTRY_FORMS[country.name] ?? [country.name];
    if (newCityCountry) {
      // The city's new country, so that an address reads "Lyon, France", not "Lyon, USA".
      moves.push({ forms, to: newCityCountry });
      accepted.push(newCityCountry);
      continue;
    }
    let to = pick(COUNTRY_POOL, random);
    for (let i = 0; i < 5 && usedCountries.has(to.written); i++) to = pick(COUNTRY_POOL, random);
    usedCountries.add(to.written);
    moves.push({ forms, to: to.written });
    accepted.push(...to.accepted);
  }
  if (
    moves.length === 0 ||
    !writesAny(
      deck,
      moves.flatMap((m) => m.forms),
    )
  )
    return null;
  return { deck: movePlaces(deck, moves), accepted, kind: cities.length > 0 ? 'city' : 'country' };
}

// ---------------------------------------------------------------------------------------------------
// Scoring (the labels' rules, as eval:corpus scores them)

function score(label: Label, expect: Expectation, answer: Answer): Map<Field, Check> {
  const out = new Map<Field, Check>();
  const expectedDeck = label.is_pitch_deck === 'yes';
  out.set('deck', {
    ok: answer.isValid === expectedDeck,
    expected: expectedDeck ? 'deck' : 'not a deck',
    got: answer.isValid ? 'deck' : 'not a deck',
  });
  if (!expectedDeck) return out;
  const m = answer.metadata;
  const company = expect.company ?? label.company_name;
  if (!isUnknown(company))
    out.set('company', { ok: namesMatch(company, m.companyName), expected: company, got: m.companyName });
  if (!isUnknown(label.industry))
    out.set('industry', { ok: industryMatches(label, m.industry), expected: label.industry, got: m.industry });
  if (labelStatesStage(label))
    out.set('stage', {
      ok: stagesMatch(label.stage, m.stage),
      expected: label.stage,
      got: m.stage,
    });
  const round = expect.round ?? label.round_size;
  if (!isUnknown(round))
    out.set('round', { ok: roundsMatch(round, m.roundSize), expected: round, got: m.roundSize });
  const location = expect.location ?? (isUnknown(label.location) ? [] : [label.location]);
  if (location.length > 0)
    out.set('location', {
      ok: location.some((l) => placesMatch(l, m.geography)),
      expected: location.join(' / '),
      got: m.geography,
    });
  return out;
}

function pad(s: string, n: number): string {
  return s.length >= n ? `${s} ` : s + ' '.repeat(n - s.length);
}

await main();
