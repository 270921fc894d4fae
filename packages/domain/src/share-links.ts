/**
 * What a share link shows and when it works (issue #20 item 2, ADR 0020). Pure: the server builds the
 * public payload with these rules, the web app labels the links with them.
 */
import type { FieldSources, MetadataField } from './contracts/decks.ts';
import type { DeepAnalysis } from './contracts/deep-analysis.ts';
import type { SharedFact, SharedFactEdit, SharedReportSection, ShareLinkStatus } from './contracts/share-links.ts';
import type { FactEditedSince } from './facts-edited-since.ts';
import { factState } from './field-sources.ts';
import { isStatedValue } from './investor-fit.ts';
import { METADATA_FIELD_LABELS } from './messages.ts';
import { formatRoundSize } from './round-size.ts';

/** Revoked wins over expired; a link expires at the instant `expiresAt` (not one millisecond later). */
export function shareLinkStatus(link: { expiresAt: Date | null; revokedAt: Date | null }, now: Date): ShareLinkStatus {
  if (link.revokedAt) return 'revoked';
  if (link.expiresAt && link.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

/** The expiry instant of a link created at `now` for `days` days; null for a link without expiry. */
export function shareLinkExpiry(now: Date, days: number | null | undefined): Date | null {
  return days ? new Date(now.getTime() + days * 24 * 60 * 60 * 1000) : null;
}

/** The facts a shared page lists, in the deck page's order; company and summaries are shown apart. */
const SHARED_FACT_FIELDS = ['product', 'industry', 'stage', 'roundSize', 'geography', 'website', 'keyPeople'] as const satisfies readonly MetadataField[];

export type DeckFactsForSharing = Record<(typeof SHARED_FACT_FIELDS)[number] | 'shortDescription' | 'executiveSummary', string> & {
  fieldSources: FieldSources;
};

/**
 * Only what the deck states: a default the app assumed ("Seed", "$1M") is a guess about the company that a
 * reader without the deck page's "(assumed)" marks would take for a fact. Corrections by the owner are the
 * current values, in the state `edited` as every other view shows them (ADR 0039): the reader learns the
 * owner set the value, not what it was; the history of corrections is not shared.
 */
export function sharedFacts(deck: DeckFactsForSharing): SharedFact[] {
  return SHARED_FACT_FIELDS.filter((field) => isStatedValue(deck[field], deck.fieldSources[field])).map((field) => ({
    field,
    label: METADATA_FIELD_LABELS[field],
    // The round as the app shows it: one without a currency says so instead of passing for dollars.
    value: field === 'roundSize' ? formatRoundSize(deck[field]) : deck[field].trim(),
    state: factState(deck.fieldSources[field]) === 'edited' ? 'edited' : 'stated',
  }));
}

/**
 * The facts the owner edited after the report was written, as they are now (ADR 0039): the report quotes
 * the values it was written from. Without the earlier values (the history is not shared) and only the
 * facts the page may show: an edit that emptied a fact is left out.
 */
export function sharedFactsEditedSince(changes: readonly FactEditedSince[]): SharedFactEdit[] {
  return changes.filter((change) => change.value).map(({ field, label, value }) => ({ field, label, value }));
}

/** A stated summary text, or null (an assumed or empty one is left out). */
export function sharedSummaryText(deck: DeckFactsForSharing, field: 'shortDescription' | 'executiveSummary'): string | null {
  const value = deck[field]?.trim();
  if (!value || !isStatedValue(value, deck.fieldSources[field])) return null;
  return withoutInvestorFit(value) || null;
}

/**
 * Words that tie a statement to the investor who screened the deck: the fit rating and its criteria, the
 * investor's profile, thesis or mandate. The local engine writes such lines ("- Investor fit: Red overall",
 * "Outside your stage criterion: …"); a model given the fit may write them in prose too.
 */
const INVESTOR_SPECIFIC: readonly RegExp[] = [
  /\binvestor[\s-]*fit\b/i,
  /\b(?:overall|strong|partial|poor) match\b/i,
  /\b(?:stage|sector|check[\s-]*size|geograph(?:y|ic)|industry|location) (?:fit|alignment)\b/i,
  /\byour (?:\w+[\s-]+){0,2}criteri(?:on|a)\b/i,
  /\b(?:investor|investment|fund)(?:'s)? (?:profile|thesis|criteria|mandate|preferences)\b/i,
  /\b(?:your|the investor's|the fund's) (?:investment )?(?:thesis|mandate|profile|criteria|check size|ticket|portfolio)\b/i,
  /\bfit (?:rating|criteri(?:on|a)|score|with (?:your|the investor|the fund))\b/i,
];

const mentionsInvestor = (text: string) => INVESTOR_SPECIFIC.some((pattern) => pattern.test(text));

const LIST_ITEM = /^\s*(?:[-*•]|\d+[.)])\s+/;

/**
 * The text without what concerns the investor's fit: a list item or heading line that mentions it goes
 * whole; in prose, only the sentences that do. Blank runs left behind collapse to one blank line.
 */
export function withoutInvestorFit(text: string): string {
  const kept: string[] = [];
  for (const line of text.split('\n')) {
    if (!mentionsInvestor(line)) {
      kept.push(line);
      continue;
    }
    if (LIST_ITEM.test(line) || /^\s*#/.test(line)) continue;
    const sentences = line.split(/(?<=[.!?])\s+(?=["“(\p{Lu}\d])/u).filter((sentence) => !mentionsInvestor(sentence));
    if (sentences.length > 0) kept.push(sentences.join(' '));
  }
  return kept
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The report sections a shared page shows, in the report's order, each without its fit lines. The
 * verdict (tier, recommendation) is left out: it rates the deck for this investor (a Red criterion caps
 * it), so it is not a fact about the deck. Sections left empty are dropped.
 */
const SHARED_SECTIONS = [
  ['executiveSummaryText', 'Executive Summary'],
  ['criticalAnalysisText', 'Critical Analysis'],
  ['holisticDiligenceText', 'Holistic Due Diligence'],
  ['industrySpecificInsightsText', 'Industry-Specific Insights'],
  ['strengthsWeaknessesText', 'Strengths and Weaknesses'],
  ['risksUncertaintiesText', 'Risks and Uncertainties'],
  ['contextualizationText', 'Contextualization'],
] as const satisfies ReadonlyArray<readonly [keyof DeepAnalysis, string]>;

export function sharedReportSections(
  report: Pick<DeepAnalysis, (typeof SHARED_SECTIONS)[number][0]>,
): SharedReportSection[] {
  return SHARED_SECTIONS.map(([key, title]) => ({ title, text: withoutInvestorFit(report[key] ?? '') })).filter(
    (section) => section.text.length > 0,
  );
}
