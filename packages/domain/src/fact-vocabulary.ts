/**
 * The vocabulary an investor's edit of a deck fact is chosen from (issue #36): the same as extraction's,
 * so an edited value sorts, filters and rates like an extracted one, and never free text stored as typed.
 * - stage: one of the spec's stages (CANONICAL_STAGES), read as extraction reads a deck's wording;
 * - round: an amount and a currency, read by the round-size parser and printed as the app prints rounds;
 * - location: a place of the gazetteer, written as the record writes it ("Helsinki, Finland").
 * Each returns the stored form, or null when the text is not in the vocabulary. An empty text is "not
 * stated" and is kept empty.
 */
import { CITIES, COUNTRIES, findPlaces } from './gazetteer.ts';
import { formatRoundAmount, parseRoundSize } from './round-size.ts';
import { canonicalStage } from './stages.ts';

export function editedStage(text: string): string | null {
  if (!text.trim()) return '';
  return canonicalStage(text);
}

/** A round needs an amount above zero and its currency: "1.5M" alone would pass for dollars in the fit. */
export function editedRoundSize(text: string): string | null {
  if (!text.trim()) return '';
  const round = parseRoundSize(text);
  if (!round || round.low <= 0 || round.currency === null) return null;
  return formatRoundAmount(round);
}

/** A round as the editor holds it: the amount and the currency apart (issue #36). */
export interface RoundDraft {
  amount: string;
  /** '' when the deck gives none: the investor picks one, it is never taken to be dollars. */
  currency: string;
}

export function roundDraft(value: string): RoundDraft {
  const round = parseRoundSize(value);
  if (!round || round.low <= 0) return { amount: '', currency: '' };
  return { amount: formatRoundAmount({ ...round, currency: null }), currency: round.currency ?? '' };
}

/** What an edit sends: "EUR 1.5M", which editedRoundSize reads; an amount without a currency is refused there. */
export function roundFromDraft({ amount, currency }: RoundDraft): string {
  const text = amount.trim();
  return text ? `${currency} ${text}`.trim() : '';
}

/** The ways a deck writes the United States and the United Kingdom, as the record names them. */
const COUNTRY_AS_RECORDED: Record<string, string> = { US: 'USA', 'U.S.': 'USA', 'United States': 'USA', UK: 'United Kingdom' };
const recorded = (country: string) => COUNTRY_AS_RECORDED[country] ?? country;

export function editedLocation(text: string): string | null {
  if (!text.trim()) return '';
  const places = findPlaces(text, { anyCase: true }).sort((a, b) => a.index - b.index);
  const city = places.find((place) => place.kind === 'city');
  if (city) return city.country === city.name ? city.name : `${city.name}, ${recorded(city.country)}`;
  const country = places[0];
  return country ? recorded(country.name) : null;
}

let locationOptionList: readonly string[] | undefined;

/**
 * The places offered when an investor edits a location: the gazetteer's cities and countries, as stored.
 * Built on first use: reading a thousand places costs about a second, which every importer of the deck
 * contracts would otherwise pay at start.
 */
export function locationOptions(): readonly string[] {
  locationOptionList ??= [
    ...new Set(
      [...Object.keys(CITIES), ...COUNTRIES].map((name) => editedLocation(name)).filter((name): name is string => Boolean(name)),
    ),
  ].sort((a, b) => a.localeCompare(b));
  return locationOptionList;
}
