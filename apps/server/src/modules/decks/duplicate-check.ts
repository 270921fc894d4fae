import { createHash } from 'node:crypto';
import {
  estimateJaccard,
  findDuplicate,
  nameSimilarity,
  normalizeCompanyName,
  normalizedTextKey,
  wordSignature,
} from '@pitchscope/domain/duplicates';
import { DUPLICATE_THRESHOLDS } from '@pitchscope/domain/constants';
import type { DuplicateInfo } from '@pitchscope/domain/contracts/decks';
import type { AppContext } from '../../context.ts';
import * as decksRepo from './decks.repository.ts';

/**
 * A content share above 0.9 (the spec's identical_content rule) implies a word-set Jaccard above ~0.82;
 * 0.7 leaves room for the estimate's error with 64 hashes (about ±0.05 there).
 */
const SIGNATURE_SHORTLIST = 0.7;

/** A fixed-size key of the deck's text after whitespace and case normalisation (indexed, exact matches). */
export function contentHash(rawContent: string): string {
  return createHash('sha256').update(normalizedTextKey(rawContent)).digest('hex');
}

/**
 * The duplicate check of spec pitch-deck-handling §5.4 against the user's own decks, without reading
 * every raw text: the exact content hash, word signatures and name similarity pick the candidates; only
 * their texts are loaded for the domain's rules.
 */
export async function checkDuplicates(
  ctx: AppContext,
  userId: string,
  metadata: { companyName: string; industry: string; stage: string; roundSize: string },
  rawContent: string,
): Promise<DuplicateInfo | null> {
  const candidates = await decksRepo.listDuplicateCandidates(ctx.db, userId);
  if (candidates.length === 0) return null;
  const hash = contentHash(rawContent);
  const signature = wordSignature(rawContent);
  const nameKey = normalizeCompanyName(metadata.companyName);
  // Content look-alikes need their text compared; same-name decks (the same_round rule) need metadata only.
  const contentLookalikes = new Set(
    candidates
      .filter(
        (candidate) =>
          candidate.contentKey === hash ||
          (candidate.wordSignature !== null && estimateJaccard(candidate.wordSignature, signature) >= SIGNATURE_SHORTLIST),
      )
      .map((candidate) => candidate.id),
  );
  const shortlisted = candidates.filter(
    (candidate) =>
      contentLookalikes.has(candidate.id) || nameSimilarity(candidate.nameKey, nameKey) > DUPLICATE_THRESHOLDS.nameSameRound,
  );
  if (shortlisted.length === 0) return null;
  const texts = await decksRepo.loadRawContents(ctx.db, [...contentLookalikes]);
  return findDuplicate(
    { ...metadata, rawContent },
    shortlisted.map((candidate) => ({
      id: candidate.id,
      companyName: candidate.companyName,
      industry: candidate.industry,
      stage: candidate.stage,
      roundSize: candidate.roundSize,
      rawContent: texts.get(candidate.id) ?? '',
      uploadedAt: candidate.uploadedAt.toISOString(),
    })),
    ctx.clock(),
  );
}
