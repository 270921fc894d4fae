/**
 * The weekly digest (Settings → Notifications, spec accounts §4): what a week brought to the investor's
 * workspaces, in the order an investor triages — the best fits first. Pure, so the email and its tests
 * read the same summary.
 */
import type { FitColor } from './contracts/decks.ts';
import { fitMatchLabel } from './investor-fit.ts';

/** The digest looks back this many days from the moment it is sent. */
export const WEEKLY_DIGEST_DAYS = 7;
/** At most this many new decks are named; the rest are counted. */
export const WEEKLY_DIGEST_TOP_DECKS = 5;

export interface DigestDeck {
  id: string;
  companyName: string;
  industry: string;
  /** The fit as shown (ADR 0009 applied); null before it is rated. */
  fitOverall: FitColor | null;
  uploadedAt: Date;
}

export interface DigestAnalysis {
  deckId: string;
  companyName: string;
  finishedAt: Date;
}

export interface WeeklyDigest {
  newDeckCount: number;
  strongMatchCount: number;
  /** The new decks to name, best fit first, then newest. */
  topDecks: Array<DigestDeck & { fitLabel: string | null }>;
  completedAnalyses: DigestAnalysis[];
}

const FIT_ORDER: Record<FitColor, number> = { Green: 0, Yellow: 1, Red: 2, Unknown: 3 };
const fitOrder = (fit: FitColor | null) => (fit ? FIT_ORDER[fit] : FIT_ORDER.Unknown + 1);

/** The week's summary, or null when nothing happened (a quiet week sends no email). */
export function weeklyDigestOf(decks: DigestDeck[], analyses: DigestAnalysis[]): WeeklyDigest | null {
  if (decks.length === 0 && analyses.length === 0) return null;
  const ranked = [...decks].sort(
    (a, b) => fitOrder(a.fitOverall) - fitOrder(b.fitOverall) || b.uploadedAt.getTime() - a.uploadedAt.getTime(),
  );
  return {
    newDeckCount: decks.length,
    strongMatchCount: decks.filter((deck) => deck.fitOverall === 'Green').length,
    topDecks: ranked.slice(0, WEEKLY_DIGEST_TOP_DECKS).map((deck) => ({ ...deck, fitLabel: fitMatchLabel(deck.fitOverall) })),
    completedAnalyses: [...analyses].sort((a, b) => b.finishedAt.getTime() - a.finishedAt.getTime()),
  };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const WEEKLY_DIGEST_MESSAGES = {
  subject: (digest: Pick<WeeklyDigest, 'newDeckCount' | 'strongMatchCount' | 'completedAnalyses'>) =>
    `Your week on Pitchscope: ${[
      plural(digest.newDeckCount, 'new deck', 'new decks'),
      digest.strongMatchCount > 0 ? plural(digest.strongMatchCount, 'strong match', 'strong matches') : null,
      digest.completedAnalyses.length > 0 ? plural(digest.completedAnalyses.length, 'deep analysis', 'deep analyses') : null,
    ]
      .filter(Boolean)
      .join(', ')}`,
  newDecksHeading: 'New decks this week',
  moreDecks: (count: number) => `and ${plural(count, 'more deck', 'more decks')} in your library`,
  analysesHeading: 'Deep analyses completed',
  notRated: 'Not rated yet',
  openLibrary: 'Open your library',
  settingsNote: 'You get this email because the weekly digest is on in your Pitchscope settings.',
} as const;
