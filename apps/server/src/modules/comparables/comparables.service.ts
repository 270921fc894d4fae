import {
  COMPARABLE_CANDIDATES_MAX,
  COMPARABLES_LIMIT,
  SEEN_BEFORE_LIMIT,
  founderNames,
  pipelineOutcome,
  rankComparables,
  seenBeforeMatch,
  websiteDomain,
  type ComparablesResponse,
} from '@pitchscope/domain/comparables';
import { signatureBands } from '@pitchscope/domain/duplicates';
import type { Actor } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { loadAccessibleDeck } from '../decks/deck-access.ts';
import * as repo from './comparables.repository.ts';

/**
 * Comparables and "seen before" of a deck (issue #32 item 3, ADR 0054), within the deck's workspace:
 * whoever can read the deck sees them, and only decks of its workspace are ever read.
 */

/** "Seen before" candidates read per request: the trigram prefilter is loose, the rules then decide. */
const SEEN_BEFORE_CANDIDATES_MAX = 50;

function related(row: repo.RelatedDeckRow) {
  return {
    deckId: row.id,
    companyName: row.companyName,
    uploadedAt: row.uploadedAt,
    fit: row.fitOverall,
    stageId: row.stageId,
    stageName: row.stageName,
    outcome: pipelineOutcome({ stageId: row.stageId, stageName: row.stageName, passReason: row.passReason, movedAt: row.movedAt }),
  };
}

export async function getComparables(ctx: AppContext, actor: Actor, deckId: string): Promise<ComparablesResponse> {
  const deck = await loadAccessibleDeck(ctx, actor, deckId);
  const signature = deck.wordSignature ?? [];
  const founders = founderNames(deck.keyPeople);
  const [candidates, earlier] = await Promise.all([
    repo.comparableCandidates(
      ctx.db,
      { ...deck, bandKeys: signature.length > 0 ? signatureBands(signature) : [] },
      COMPARABLE_CANDIDATES_MAX,
    ),
    repo.seenBeforeCandidates(
      ctx.db,
      { ...deck, websiteDomain: websiteDomain(deck.website), founders },
      SEEN_BEFORE_CANDIDATES_MAX,
    ),
  ]);

  const seenBefore = earlier
    .map((row) => ({ row, match: seenBeforeMatch(deck, row) }))
    .filter((found): found is { row: repo.RelatedDeckRow; match: NonNullable<typeof found.match> } => found.match !== null)
    .slice(0, SEEN_BEFORE_LIMIT)
    .map(({ row, match }) => ({ ...related(row), ...match }));

  // The same company's earlier deck is history ("seen before"), not a comparable.
  const sameCompany = new Set(seenBefore.map((deckSeen) => deckSeen.deckId));
  const keys = (row: { industryKey: string | null; stageKey: string; stageRank: number | null; roundSizeMillions: number | null; wordSignature: number[] | null }) => ({
    industryKey: row.industryKey,
    stageKey: row.stageKey,
    stageRank: row.stageRank,
    roundSizeMillions: row.roundSizeMillions,
    wordSignature: row.wordSignature ?? [],
  });
  const ranked = rankComparables(
    keys(deck),
    candidates
      .filter((row) => !sameCompany.has(row.id) && seenBeforeMatch(deck, row) === null)
      .map((row) => ({ ...row, ...keys(row) })),
    COMPARABLES_LIMIT,
  );
  return {
    comparables: ranked.map((row) => ({
      ...related(row),
      score: row.score,
      reasons: row.reasons,
      industry: row.industry,
      stage: row.stage,
      roundSize: row.roundSize,
    })),
    seenBefore,
  };
}
