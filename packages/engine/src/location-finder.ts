/**
 * The location finder: where the company is. Every place the deck names is a candidate
 * (`location-candidates.ts`); a logistic scorer with fitted, named weights (`location-scorer.ts`,
 * the engine weights file) gives each the probability that it is where the company is. The best is
 * reported when that probability reaches the fitted threshold and some line gives it as the company's own
 * (an address, an "HQ" phrase, a registration, a sign-off: `locationCue`), "stated" when a registration, an
 * "HQ"/"based in" phrase or a street address names it and "inferred" otherwise; below the threshold
 * the deck is taken not to state it, and the candidate is kept aside for a "Check" state.
 */
import { type PlaceMatch } from '@pitchscope/domain/gazetteer';
import { inferred, NOT_FOUND, NOT_SPECIFIED, stated, type Found } from './found.ts';
import { findLocationCandidates, type LocationCandidate, type PlaceMention } from './location-candidates.ts';
import { scoreLocationCandidate, type LocationModel } from './location-scorer.ts';
import { builtInEngineWeights } from './learned/engine-weights.ts';
import type { Sections } from './sections.ts';
import { unique, type Slide } from './text.ts';

export interface LocationFound extends Found {
  /**
   * The scorer's confidence in what is reported: the probability that the value is where the company
   * is, or, for "not specified", that the deck's best candidate is not.
   */
  confidence: number;
  /** The slide the value is read from; null when none is reported. */
  evidenceSlide: number | null;
  /** The best candidate when it falls below the threshold: what the deck may say, not sure. */
  unsure?: { value: string; slide: number; confidence: number };
}

export interface RankedLocation {
  candidate: LocationCandidate;
  probability: number;
}

/** The candidates, most probable first (ties: the earlier mention). */
export function rankLocationCandidates(
  candidates: LocationCandidate[],
  model: Omit<LocationModel, 'threshold'> = builtInEngineWeights().location,
): RankedLocation[] {
  return candidates
    .map((candidate) => ({ candidate, probability: scoreLocationCandidate(candidate.features, model) }))
    .sort((a, b) => b.probability - a.probability || a.candidate.best.slide - b.candidate.best.slide);
}

export function findGeography(
  slides: Slide[],
  sections: Sections,
  company = '',
  model: LocationModel = builtInEngineWeights().location,
): LocationFound {
  const ranked = rankLocationCandidates(findLocationCandidates(slides, sections, company), model);
  // A place no line gives as the company's own (an address, an "HQ" phrase, a sign-off) is not stated,
  // however often the deck names it: at most the investor is asked whether it is.
  const top = ranked.find((r) => r.candidate.locationCue);
  if (!top || top.probability < model.threshold) {
    const unsure = top ?? ranked[0];
    if (!unsure) return { value: NOT_SPECIFIED, source: NOT_FOUND, confidence: 1, evidenceSlide: null };
    return {
      value: NOT_SPECIFIED,
      source: NOT_FOUND,
      confidence: 1 - unsure.probability,
      evidenceSlide: null,
      unsure: { value: formatLocation(unsure.candidate.best), slide: unsure.candidate.best.slide, confidence: unsure.probability },
    };
  }
  const { best } = top.candidate;
  const value = formatLocation(best);
  const cited = unique([
    best.slide,
    ...top.candidate.mentions.filter((m) => m.statesLocation).map((m) => m.slide),
  ]).slice(0, 3);
  return {
    value,
    source: best.statesLocation ? stated(cited) : inferred(cited),
    confidence: top.probability,
    evidenceSlide: best.slide,
  };
}

/** A mention as the record shows it: "Lisbon, Portugal", "Boise, ID, USA", "England and Wales, UK". */
export function formatLocation(mention: PlaceMention): string {
  return formatPlaces(mention.places, mention.state);
}

function formatPlaces(places: PlaceMatch[], state?: string): string {
  // "England and Wales": parts of one country, as company registers name them.
  const keys = unique(places.map((p) => sameCountryKey(p.kind === 'city' ? p.country : p.name)));
  if (
    places.length > 1 &&
    keys.length === 1 &&
    places.every((p) => p.kind === 'country' && sameCountryKey(p.name) !== p.name.toLowerCase())
  ) {
    return `${unique(places.map((p) => p.name)).join(' and ')}, ${keys[0].toUpperCase()}`;
  }
  if (places.length === 1) {
    const p = places[0];
    if (p.kind === 'country') return p.name === 'US' || p.name === 'U.S.' ? 'USA' : p.name;
    // "Singapore", "Hong Kong": a city that is its own country is named once.
    return [p.name, state, p.country === p.name ? undefined : p.country].filter(Boolean).join(', ');
  }
  // "Toronto, Canada" names one place: a country that is a listed city's own country adds nothing.
  const cityCountries = new Set(
    places.filter((p) => p.kind === 'city').map((p) => sameCountryKey(p.country)),
  );
  const kept = places.filter((p) => p.kind === 'city' || !cityCountries.has(sameCountryKey(p.name)));
  if (kept.length === 1) return formatPlaces(kept, state);
  return unique(
    kept.map((p) =>
      p.kind === 'city' ? `${p.name} (${p.country})` : p.name === 'U.S.' || p.name === 'US' ? 'USA' : p.name,
    ),
  ).join(', ');
}

/** One key for the several ways decks write the same country ("US", "U.S.", "United States", "USA"). */
function sameCountryKey(country: string): string {
  const key = country.toLowerCase().replace(/\./g, '');
  if (['us', 'usa', 'united states'].includes(key)) return 'usa';
  if (['uk', 'united kingdom', 'england', 'scotland', 'wales', 'northern ireland'].includes(key)) return 'uk';
  if (key === 'united arab emirates') return 'uae';
  if (key === 'czechia') return 'czech republic';
  if (key === 'korea') return 'south korea';
  return key;
}
