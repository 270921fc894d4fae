/**
 * What a deck card shows and offers: the Pitch Decks list (spec pitch-deck-handling §2.1) and the
 * Analysis list (deep-analysis-admin §2.2). Pure functions of the deck, so server and UI agree.
 */
import { EXECUTIVE_SUMMARY_PREVIEW_WORDS, MIN_BALANCE_FOR_ANALYSIS, QUICK_SUMMARY_PREVIEW_CHARS } from './constants.ts';
import type { DeepAnalysisStatus, Deck } from './contracts/decks.ts';
import { truncateChars, truncateWords } from './format.ts';
import { fitMatchLabel, hasUsableFit, type FitMatchLabel } from './investor-fit.ts';
import { DECK_MESSAGES } from './messages.ts';

// Pitch Decks list card ---------------------------------------------------------------------------

export type DeckForCard = Pick<
  Deck,
  'status' | 'inDashboard' | 'isArchived' | 'deepAnalysisStatus' | 'investorFit'
>;

export interface DeckCardActions {
  fitBadge: FitMatchLabel | null;
  runDeepAnalysis: boolean;
  analysisComplete: boolean;
  archive: boolean;
  /** The second delete, on an archived deck: hides it for good (recoverable only through support). */
  hideForever: boolean;
  restore: boolean;
  /** 'Processing...' or 'Analyzing...' while the upload analysis runs, else null. */
  progressLabel: 'Processing...' | 'Analyzing...' | null;
  retryFit: boolean;
  retryHint: string;
}

export function deckCardActions(deck: DeckForCard): DeckCardActions {
  const isWorking = deck.status === 'Processing' || deck.status === 'Uploaded';
  return {
    fitBadge: fitMatchLabel(deck.investorFit?.overallMatch),
    // Archived decks offer Restore first; starting a paid analysis from the archive is not offered.
    runDeepAnalysis: deck.status === 'Analyzed' && !deck.inDashboard && !deck.isArchived,
    analysisComplete: deck.inDashboard && deck.deepAnalysisStatus === 'Completed',
    archive: deck.status === 'Analyzed' && !deck.isArchived,
    hideForever: deck.isArchived,
    restore: deck.isArchived,
    progressLabel: deck.status === 'Processing' ? 'Processing...' : deck.status === 'Uploaded' ? 'Analyzing...' : null,
    // While the upload analysis is still running the fit is not missing yet, only pending.
    retryFit: !isWorking && !hasUsableFit(deck.investorFit),
    retryHint: DECK_MESSAGES.retryHint,
  };
}

// Analysis list card ------------------------------------------------------------------------------

export type DeckForAnalysisCard = Pick<Deck, 'status' | 'inDashboard' | 'deepAnalysisStatus' | 'hasDeepAnalysis'>;

export type AnalysisCardBadge = 'Complete' | 'Analyzing...' | 'Pending';

function isDeepAnalysisComplete(deck: Pick<Deck, 'deepAnalysisStatus' | 'hasDeepAnalysis'>): boolean {
  return deck.deepAnalysisStatus === 'Completed' && deck.hasDeepAnalysis;
}

export function analysisCardBadge(deck: Pick<Deck, 'deepAnalysisStatus' | 'hasDeepAnalysis'>): AnalysisCardBadge {
  if (isDeepAnalysisComplete(deck)) return 'Complete';
  if (deck.deepAnalysisStatus === 'Processing') return 'Analyzing...';
  return 'Pending';
}

export type AnalysisFooterText = 'Analysis in progress...' | 'Ready to review' | 'Ready for analysis';

export function analysisFooterText(deck: Pick<Deck, 'deepAnalysisStatus' | 'hasDeepAnalysis'>): AnalysisFooterText {
  if (deck.deepAnalysisStatus === 'Processing') return 'Analysis in progress...';
  if (isDeepAnalysisComplete(deck)) return 'Ready to review';
  return 'Ready for analysis';
}

/**
 * Smart questions, data freshness and news intelligence come with a deep analysis (one token): they may
 * be generated only for a deck whose deep-analysis report was delivered, by a completed run the owner
 * paid for or the admin's manual trigger granted. Without a report they would be model calls for free.
 */
export function canGenerateSupportingAnalyses(deepAnalysis: { rawAnalysis: string } | null): boolean {
  return Boolean(deepAnalysis?.rawAnalysis.trim());
}

export interface RunAnalysisButtonInput {
  /** Null while the balance is loading. */
  balance: number | null;
  isStarting: boolean;
  /** The deck has a start in flight or running in this session. */
  isActiveLocally: boolean;
  deck: DeckForAnalysisCard;
}

export interface RunAnalysisButton {
  visible: boolean;
  label: 'Checking...' | typeof DECK_MESSAGES.getTokens | 'Analysis in Progress...' | 'Running Analysis...' | 'Retry Analysis' | 'Run Analysis';
  variant: 'default' | 'outline';
  disabled: boolean;
  action: 'get-tokens' | 'start' | 'none';
}

/**
 * On the Analysis list the button shows while the deep analysis is not completed and the deck has
 * passed its upload analysis; decks reach the list when a deep analysis is started, after which their
 * status reads Processing or Failed for that run. The "Completed → outlined Run Analysis" rule is for
 * places that offer a re-run of a completed analysis (the deep page); the list hides the button then.
 */
export function runAnalysisButton({ balance, isStarting, isActiveLocally, deck }: RunAnalysisButtonInput): RunAnalysisButton {
  const visible = deck.deepAnalysisStatus !== 'Completed' && (deck.status === 'Analyzed' || deck.inDashboard);
  const button = (
    label: RunAnalysisButton['label'],
    action: RunAnalysisButton['action'],
    variant: RunAnalysisButton['variant'] = 'default',
  ): RunAnalysisButton => ({ visible, label, variant, disabled: action === 'none', action });

  // First matching rule wins (spec deep-analysis-admin §2.2).
  if (balance === null) return button('Checking...', 'none');
  if (balance < MIN_BALANCE_FOR_ANALYSIS) return button(DECK_MESSAGES.getTokens, 'get-tokens');
  if (isActiveLocally || deck.status === 'Processing' || deck.deepAnalysisStatus === 'Processing') {
    return button('Analysis in Progress...', 'none');
  }
  if (isStarting) return button('Running Analysis...', 'none');
  if (deck.deepAnalysisStatus === 'Failed' || deck.status === 'Failed') return button('Retry Analysis', 'start');
  if (deck.deepAnalysisStatus === 'Completed') return button('Run Analysis', 'start', 'outline');
  return button('Run Analysis', 'start');
}

export interface SummaryBox {
  title: 'Executive Summary' | 'Overview';
  text: string;
}

const NO_DESCRIPTION = 'No description';

/** Executive summary cut to 50 words, else the quick-analysis summary cut to 180 characters, else the short description. */
export function summaryBoxFor(
  deck: Pick<Deck, 'executiveSummary' | 'shortDescription'> & { analysis: { summary?: string | null } | null },
): SummaryBox | null {
  const executiveSummary = deck.executiveSummary?.trim();
  if (executiveSummary) {
    return { title: 'Executive Summary', text: truncateWords(executiveSummary, EXECUTIVE_SUMMARY_PREVIEW_WORDS) };
  }
  const quickSummary = deck.analysis?.summary?.trim();
  if (quickSummary) return { title: 'Overview', text: truncateChars(quickSummary, QUICK_SUMMARY_PREVIEW_CHARS) };
  const shortDescription = deck.shortDescription?.trim();
  if (shortDescription && shortDescription !== NO_DESCRIPTION) return { title: 'Overview', text: shortDescription };
  return null;
}

// Lists -------------------------------------------------------------------------------------------

type DeckForLists = Pick<
  Deck,
  'companyName' | 'product' | 'industry' | 'uploadedAt' | 'starred' | 'status' | 'inDashboard' | 'isArchived' | 'hiddenFromUser'
>;

export interface DeckSections<T> {
  active: T[];
  analyzed: T[];
  archived: T[];
}

/** Hidden decks never show. Active: not archived and not in the dashboard; Analyzed: in the dashboard. */
export function deckSections<T extends Pick<Deck, 'inDashboard' | 'isArchived' | 'hiddenFromUser'>>(
  decks: readonly T[],
): DeckSections<T> {
  const visible = decks.filter((deck) => !deck.hiddenFromUser);
  return {
    active: visible.filter((deck) => !deck.isArchived && !deck.inDashboard),
    analyzed: visible.filter((deck) => deck.inDashboard && !deck.isArchived),
    archived: visible.filter((deck) => deck.isArchived),
  };
}

/** The Analysis list: decks in the dashboard that are neither archived nor hidden. */
export function analysisListDecks<T extends Pick<Deck, 'inDashboard' | 'isArchived' | 'hiddenFromUser'>>(decks: readonly T[]): T[] {
  return deckSections(decks).analyzed;
}

export type DeckSort = 'date' | 'name' | 'starred';

export interface DeckListQuery {
  search?: string;
  sort?: DeckSort;
  /** Defaults: newest first for date and starred, A→Z for name. */
  direction?: 'asc' | 'desc';
  starredOnly?: boolean;
}

function matchesSearch(deck: Pick<Deck, 'companyName' | 'product' | 'industry'>, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [deck.companyName, deck.product, deck.industry].some((field) => (field ?? '').toLowerCase().includes(needle));
}

function uploadTime(deck: Pick<Deck, 'uploadedAt'>): number {
  const time = Date.parse(deck.uploadedAt);
  return Number.isFinite(time) ? time : 0;
}

export function filterAndSortDecks<T extends Pick<Deck, 'companyName' | 'product' | 'industry' | 'uploadedAt' | 'starred'>>(
  decks: readonly T[],
  { search = '', sort = 'date', direction, starredOnly = false }: DeckListQuery = {},
): T[] {
  const byName = (a: T, b: T) => a.companyName.localeCompare(b.companyName, 'en', { sensitivity: 'base' });
  const byDate = (a: T, b: T) => uploadTime(a) - uploadTime(b);
  const ascending = direction ? direction === 'asc' : sort === 'name';
  const sign = ascending ? 1 : -1;
  const compare = (a: T, b: T): number => {
    if (sort === 'starred' && a.starred !== b.starred) return a.starred ? -1 : 1;
    const primary = sort === 'name' ? byName(a, b) : byDate(a, b);
    return sign * (primary || (sort === 'name' ? byDate(a, b) : byName(a, b)));
  };
  return decks
    .filter((deck) => matchesSearch(deck, search) && (!starredOnly || deck.starred))
    .sort(compare);
}

/** The starred-only toggle is offered only when at least one deck is starred. */
export function showStarredOnlyToggle(decks: ReadonlyArray<Pick<Deck, 'starred'>>): boolean {
  return decks.some((deck) => deck.starred);
}

export interface DeckSummaryCounts {
  active: number;
  analyzed: number;
  processing: number;
  archived: number;
}

/**
 * Summary cards. Active and Archived count the sections below them, so a card and its section never
 * disagree. Analyzed counts every visible deck whose status is Analyzed, wherever it is listed (issue
 * #36: the list shows each deck's status, and a card reading "Analyzed 0" over analyzed decks was
 * wrong); Processing counts visible, unarchived decks whose analysis is still running.
 */
export function summaryCounts(decks: ReadonlyArray<DeckForLists>): DeckSummaryCounts {
  const sections = deckSections(decks);
  const visible = decks.filter((deck) => !deck.hiddenFromUser);
  const processing = visible.filter(
    (deck) => !deck.isArchived && (deck.status === 'Processing' || deck.status === 'Uploaded'),
  ).length;
  return {
    active: sections.active.length,
    analyzed: visible.filter((deck) => deck.status === 'Analyzed').length,
    processing,
    archived: sections.archived.length,
  };
}

export interface ArchiveChange {
  isArchived: boolean;
  archivedAt: Date | null;
  inDashboard?: boolean;
}

/**
 * A deck's deep-analysis status as the spec defaults it: "Completed if a deep analysis exists, else
 * Pending" for a deck whose status was never set. The admin's views keep the spec's other reading (absent
 * when never run, shown "Not started") by asking only when one was run.
 */
export function deepAnalysisStatusOf(status: DeepAnalysisStatus | null, hasDeepAnalysis: boolean): DeepAnalysisStatus {
  return status ?? (hasDeepAnalysis ? 'Completed' : 'Pending');
}

/**
 * Archive and restore (spec pitch-deck-handling §"Archive, hide, star"; deep-analysis-admin §2.2):
 * archiving takes a deck off the Analysis list; restoring puts it back where it was, on the Analysis
 * list with its report when a deep analysis was run, else among the active decks.
 */
export function archiveChange(
  deck: Pick<Deck, 'deepAnalysisStatus' | 'hasDeepAnalysis'>,
  archive: boolean,
  now: Date,
): ArchiveChange {
  if (archive) return { isArchived: true, archivedAt: now, inDashboard: false };
  return { isArchived: false, archivedAt: null, inDashboard: deck.hasDeepAnalysis || deck.deepAnalysisStatus !== 'Pending' };
}
