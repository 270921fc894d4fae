/**
 * What the library list filters and sorts on, computed from a deck's stored fit and facts (issue #19).
 * The fit keys are the fit as every screen shows it (ADR 0009 applied on read), so a filter on
 * "Green" lists exactly the decks whose badge reads Strong Match.
 */
import type { FieldSources, FitColor } from './contracts/decks.ts';
import { fitFromStatedValues, readStoredFit, statedFitFields, type DeckForFit } from './investor-fit.ts';
import { isUnstatedSource } from './field-sources.ts';
import { parseRoundSizeToMillions, roundSizeInUsd } from './round-size.ts';
import { CANONICAL_STAGES, canonicalStage } from './stages.ts';

/** Raise when the rules below change: decks written by an older version are keyed again at start-up. */
export const DECK_LIST_KEYS_VERSION = 4;

const FIT_RANK: Record<FitColor, number | null> = { Green: 3, Yellow: 2, Red: 1, Unknown: null };

export interface DeckListKeys {
  fitOverall: FitColor | null;
  fitStage: FitColor | null;
  fitRound: FitColor | null;
  fitIndustry: FitColor | null;
  fitLocation: FitColor | null;
  fitRank: number | null;
  roundSizeMillions: number | null;
  stageKey: string;
  stageRank: number | null;
  /** The industry and the location in lower case, null when the deck does not plainly state them. */
  industryKey: string | null;
  locationKey: string | null;
  /**
   * What the search box matches, lower case: the company name, and the product, industry and location
   * when the deck plainly states them or the investor set them (ADR 0039). A searched word finds a stated
   * fact, never an assumed default: "technology" does not find a deck whose Technology is assumed.
   */
  searchText: string;
  listKeysVersion: number;
}

/** The facts the search box reads besides the company name (always searched: it is the deck's title). */
const SEARCHED_FACTS = ['product', 'industry', 'geography'] as const;

export function deckListKeys(
  deck: DeckForFit & { companyName: string; product: string; investorFit: unknown; fieldSources: FieldSources | null },
): DeckListKeys {
  const stored = readStoredFit(deck.investorFit);
  const fit = stored && fitFromStatedValues(stored, statedFitFields(deck, deck.fieldSources ?? {}));
  // A value the deck does not plainly state (an assumed default, nothing found, a fact to check) is
  // missing to the list: sorted last and matched by no filter but "Unknown" (issue #36), never a fact.
  const stated = (field: 'stage' | 'roundSize' | 'industry' | 'geography' | 'product') => !isUnstatedSource(deck.fieldSources?.[field]);
  const stage = stated('stage') ? canonicalStage(deck.stage) : null;
  // Rounds sort by their USD value where the deck states a currency ("₹2 Cr" below "$1M"); a round
  // without one sorts by its figure.
  const round = stated('roundSize') ? deck.roundSize : '';
  const usd = roundSizeInUsd(round);
  const millions = usd ? usd.low / 1e6 : parseRoundSizeToMillions(round);
  const lower = (field: 'industry' | 'geography') => (stated(field) && deck[field]?.trim() ? deck[field].trim().toLowerCase() : null);
  return {
    fitOverall: fit?.overallMatch ?? null,
    fitStage: fit?.stageFit ?? null,
    fitRound: fit?.checkSizeFit ?? null,
    fitIndustry: fit?.sectorAlignment ?? null,
    fitLocation: fit?.geographyFit ?? null,
    fitRank: fit ? FIT_RANK[fit.overallMatch] : null,
    roundSizeMillions: millions !== null && Number.isFinite(millions) ? millions : null,
    stageKey: stage ?? 'Unknown',
    stageRank: stage ? CANONICAL_STAGES.indexOf(stage) : null,
    industryKey: lower('industry'),
    locationKey: lower('geography'),
    searchText: [deck.companyName, ...SEARCHED_FACTS.filter(stated).map((field) => deck[field])]
      .map((value) => value?.trim() ?? '')
      .filter(Boolean)
      .join(' ')
      .toLowerCase(),
    listKeysVersion: DECK_LIST_KEYS_VERSION,
  };
}
