/**
 * Versions of a deck (issue #31 item 3, ADR 0051): a founder's updated deck is offered as a new version
 * of the deck it nearly duplicates, and each version lists the facts that changed since the one before.
 * Pure rules, shared by the server (what to offer, what changed) and the web (how to say it).
 */
import { z } from 'zod';
import { DUPLICATE_THRESHOLDS } from './constants.ts';
import type { DuplicateInfo, FieldSources, MetadataField } from './contracts/decks.ts';
import {
  legitimateUpdateReason,
  nameSimilarity,
  normalizedTextKey,
  type DeckMetadata,
  type LegitimateUpdateReason,
} from './duplicates.ts';
import { DUPLICATE_MESSAGES } from './messages.ts';
import { isUnstatedSource } from './field-sources.ts';
import { FIGURE_METRIC_LABELS, type Figure, type FigureLedger, type FigureMetric } from './figures/figure.ts';
import { formatFigureValue } from './figures/format.ts';
import { METADATA_FIELD_LABELS } from './messages.ts';

/**
 * Whether a duplicate the check found is rather a new version of the deck it names: the same company
 * (names as close as the spec's same-round rule asks) and not the same text. `sameText`: the two texts
 * are equal after whitespace and case normalisation (their content hashes match), which no score can tell
 * (a share of shared words reaches 1 when only short words, such as "$2M", changed). The same text is a
 * duplicate and stays one, whatever the names.
 */
export function isNewVersionCandidate(
  duplicate: Pick<DuplicateInfo, 'existingDeck'>,
  candidateCompanyName: string,
  sameText: boolean,
): boolean {
  if (sameText) return false;
  return nameSimilarity(candidateCompanyName, duplicate.existingDeck.companyName) > DUPLICATE_THRESHOLDS.nameSameRound;
}

/** A deck of the workspace as the update offer compares it: its stated stage and round, and when it came. */
export interface DeckForUpdateOffer extends Pick<DeckMetadata, 'stage' | 'roundSize'> {
  id: string;
  companyName: string;
  uploadedAt: string;
  uploadedBy?: { id: string; name: string };
}

/**
 * A new deck that the spec calls a legitimate update of the same company's deck (stage moved later, round
 * size more than 50 % apart, or the last upload more than 6 months old: not a duplicate) is offered as that
 * deck's new version, as a near-match is (ADR 0051). The same company: names as close as the duplicate
 * check's same-round rule asks. Of several such decks, the newest (then the smallest id, so the answer
 * never depends on the order decks are read). Null when none: the upload is a deck of its own.
 */
export function legitimateUpdateOffer(
  candidate: Pick<DeckMetadata, 'stage' | 'roundSize'> & { companyName: string },
  existing: readonly DeckForUpdateOffer[],
  now: Date,
): DuplicateInfo | null {
  let best: { deck: DeckForUpdateOffer; reason: LegitimateUpdateReason; names: number } | null = null;
  const uploaded = (deck: DeckForUpdateOffer) => Date.parse(deck.uploadedAt) || 0;
  for (const deck of existing) {
    const names = nameSimilarity(candidate.companyName, deck.companyName);
    if (names <= DUPLICATE_THRESHOLDS.nameSameRound) continue;
    const reason = legitimateUpdateReason(deck, candidate, now);
    if (!reason) continue;
    const newer = !best || uploaded(deck) > uploaded(best.deck) || (uploaded(deck) === uploaded(best.deck) && deck.id < best.deck.id);
    if (newer) best = { deck, reason, names };
  }
  if (!best) return null;
  const { deck, reason, names } = best;
  return {
    type: 'similar',
    existingDeck: {
      id: deck.id,
      companyName: deck.companyName,
      uploadedAt: deck.uploadedAt,
      ...(deck.uploadedBy ? { uploadedBy: deck.uploadedBy } : {}),
    },
    companyName: candidate.companyName,
    confidence: names,
    reason: DUPLICATE_MESSAGES.similar(VERSION_MESSAGES.updateReason(deck.companyName, reason)),
    newVersionOffered: true,
  };
}

/** The facts a version lists as changed; the long texts (summaries, people) change with every rewording. */
export const VERSIONED_FACTS = ['companyName', 'product', 'industry', 'stage', 'roundSize', 'geography', 'website'] as const satisfies readonly MetadataField[];

/** A figure as a version keeps it: enough to say what it was and where. */
export const versionFigureSchema = z.object({
  metric: z.string(),
  value: z.number(),
  upper: z.number().nullable(),
  unit: z.enum(['money', 'percent', 'count', 'multiple', 'months']),
  currency: z.string().nullable(),
  per: z.enum(['month', 'quarter', 'year']).nullable(),
  atLeast: z.boolean(),
  page: z.number().int().positive(),
});
export type VersionFigure = z.infer<typeof versionFigureSchema>;

/** What a version stood for when it was uploaded: its facts and their sources, and its headline figures. */
export interface VersionFactsSnapshot {
  facts: Partial<Record<MetadataField, string>>;
  fieldSources: FieldSources;
  /** One per metric (see headlineFigures); absent when the deck had no figure ledger. */
  figures?: VersionFigure[];
}

/** Metrics that a fact already covers, or that say nothing by themselves. */
const FIGURES_NOT_COMPARED: ReadonlySet<string> = new Set<FigureMetric>(['round_size', 'other']);

/**
 * The figure that stands for each metric: the first on the earliest slide that is not a projection
 * (a deck's traction slide states what is; its plan slide what might be), else the first of any status.
 */
export function headlineFigures(ledger: Pick<FigureLedger, 'figures'> | null | undefined): VersionFigure[] {
  const byMetric = new Map<string, Figure>();
  const sorted = [...(ledger?.figures ?? [])].sort((a, b) => a.page - b.page);
  for (const figure of sorted) {
    if (FIGURES_NOT_COMPARED.has(figure.metric)) continue;
    const held = byMetric.get(figure.metric);
    if (!held || (held.status === 'projected' && figure.status !== 'projected')) byMetric.set(figure.metric, figure);
  }
  return [...byMetric.values()].map(({ metric, value, upper, unit, currency, per, atLeast, page }) => ({
    metric,
    value,
    upper,
    unit,
    currency,
    per,
    atLeast,
    page,
  }));
}

export interface VersionChange {
  /** "Round Size", "ARR". */
  label: string;
  /** As shown; "Not stated" when the version did not state it. */
  before: string;
  after: string;
  /** The slide of the newer version the new value is on, when known. */
  slide: number | null;
}

export const NOT_STATED = 'Not stated';

function factValue(snapshot: VersionFactsSnapshot, field: MetadataField): string {
  const value = snapshot.facts[field]?.trim() ?? '';
  return value === '' || isUnstatedSource(snapshot.fieldSources[field]) ? NOT_STATED : value;
}

/** Metrics whose name already says their time base: "ARR: $400K", not "$400K/year". */
const RATE_IN_NAME: ReadonlySet<string> = new Set<FigureMetric>(['arr', 'mrr']);

function figureValue(figure: VersionFigure): string {
  return formatFigureValue(RATE_IN_NAME.has(figure.metric) ? { ...figure, per: null } : figure);
}

/**
 * The facts and headline figures that changed from one version to the next, in the order the deck page
 * lists facts, then figures by metric. A fact neither version states is no change; one that a version
 * newly states (or no longer states) is. Figures are compared only when both versions have a ledger, and
 * a metric only one of them states is listed with "Not stated" on the other side.
 */
export function versionChanges(before: VersionFactsSnapshot, after: VersionFactsSnapshot): VersionChange[] {
  const changes: VersionChange[] = [];
  for (const field of VERSIONED_FACTS) {
    const [was, now] = [factValue(before, field), factValue(after, field)];
    if (normalizedTextKey(was) === normalizedTextKey(now)) continue;
    const slide = now === NOT_STATED ? null : (after.fieldSources[field]?.slides[0] ?? null);
    changes.push({ label: METADATA_FIELD_LABELS[field], before: was, after: now, slide });
  }
  if (!before.figures || !after.figures) return changes;
  const old = new Map(before.figures.map((figure) => [figure.metric, figure]));
  const current = new Map(after.figures.map((figure) => [figure.metric, figure]));
  const metrics = [...new Set([...old.keys(), ...current.keys()])].sort();
  for (const metric of metrics) {
    const [was, now] = [old.get(metric), current.get(metric)];
    if (was && now && figureValue(was) === figureValue(now)) continue;
    changes.push({
      label: FIGURE_METRIC_LABELS[metric as FigureMetric] ?? metric,
      before: was ? figureValue(was) : NOT_STATED,
      after: now ? figureValue(now) : NOT_STATED,
      slide: now?.page ?? null,
    });
  }
  return changes;
}

/** "Round Size: $1.5M → $2M (slide 8); ARR: $400K → $650K (slide 9)". */
export function describeVersionChanges(changes: readonly VersionChange[]): string {
  if (changes.length === 0) return VERSION_MESSAGES.noChanges;
  return changes
    .map((change) => `${change.label}: ${change.before} → ${change.after}${change.slide ? ` (slide ${change.slide})` : ''}`)
    .join('; ');
}

export const VERSION_MESSAGES = {
  /** The upload's state when it nearly duplicates a deck of the same company. */
  possibleNewVersion: (company: string) => `Possible new version of ${company}`,
  possibleNewVersionStep: 'possible new version',
  addAsNewVersion: 'Add as new version',
  keepAsSeparateDeck: 'Keep as separate deck',
  /** The link from an identical file to the deck it duplicates. */
  duplicateOf: (company: string) => `Duplicate of ${company} — open`,
  cannotAddAsVersion: 'This upload is not offered as a new version of a deck.',
  deckGone: 'The deck this upload would update no longer exists.',
  versionNotFound: 'Version not found.',
  noChanges: 'No facts changed.',
  firstVersion: 'First version',
  versionLabel: (number: number) => `v${number}`,
  sectionTitle: 'Versions',
  addedAsVersion: (number: number, company: string) => `Added as v${number} of ${company}.`,
  /** The reason in the spec's "A similar deck already exists: {reason}" for a legitimate update offered as a version. */
  updateReason: (company: string, reason: LegitimateUpdateReason) =>
    reason.kind === 'stage_moved'
      ? `${company} (the stage moved from ${reason.from} to ${reason.to}); possible new version`
      : reason.kind === 'round_changed'
        ? `${company} (the round changed from ${reason.from} to ${reason.to}); possible new version`
        : `${company} (last uploaded ${reason.days} days ago); possible new version`,
} as const;

/** One version as `GET /api/decks/:id/versions` lists it. */
export const deckVersionAnswerSchema = z.object({
  number: z.number().int().positive(),
  fileName: z.string(),
  fileType: z.string(),
  fileSize: z.number().int(),
  uploadedAt: z.string(),
  uploadedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  current: z.boolean(),
  /** What changed since the version before; empty for v1. */
  changes: z.array(z.object({ label: z.string(), before: z.string(), after: z.string(), slide: z.number().int().nullable() })),
  fileUrl: z.string(),
});
export type DeckVersionAnswer = z.infer<typeof deckVersionAnswerSchema>;
