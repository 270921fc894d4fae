import { createHash } from 'node:crypto';
import {
  estimateJaccard,
  findDuplicate,
  nameSimilarity,
  normalizeCompanyName,
  normalizedTextKey,
  signatureBands,
  wordSignature,
} from '@pitchscope/domain/duplicates';
import { DUPLICATE_THRESHOLDS } from '@pitchscope/domain/constants';
import { legitimateUpdateOffer } from '@pitchscope/domain/deck-versions';
import type { DuplicateInfo, FieldSources } from '@pitchscope/domain/contracts/decks';
import type { DbOrTx } from '../../platform/db/database.ts';
import * as decksRepo from './decks.repository.ts';
import { isUnstatedSource } from '@pitchscope/domain/field-sources';

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
 * The duplicate check of spec pitch-deck-handling §5.4 against the user's own decks without reading
 * them all: the exact content hash and the signature band index find content look-alikes, a narrow scan
 * of company names finds same-round candidates; only look-alikes' texts are loaded for the domain's rules.
 */
type ComparedMetadata = { companyName: string; industry: string; stage: string; roundSize: string };

/**
 * The metadata the duplicate rules may compare: a value the deck does not state (the spec's assumed
 * defaults, or nothing found) is blanked, so two decks that both say nothing never "share a round".
 */
export function statedMetadata(
  metadata: ComparedMetadata,
  sources: FieldSources | null | undefined,
): ComparedMetadata {
  const stated = (field: 'industry' | 'stage' | 'roundSize', value: string) =>
    isUnstatedSource(sources?.[field]) ? '' : value;
  return {
    companyName: metadata.companyName,
    industry: stated('industry', metadata.industry),
    stage: stated('stage', metadata.stage),
    roundSize: stated('roundSize', metadata.roundSize),
  };
}

export async function checkDuplicates(
  db: DbOrTx,
  workspaceId: string,
  metadata: ComparedMetadata & { fieldSources?: FieldSources },
  rawContent: string,
  now: Date,
): Promise<DuplicateInfo | null> {
  const signature = wordSignature(rawContent);
  const nameKey = normalizeCompanyName(metadata.companyName);
  const [lookalikeIds, names] = await Promise.all([
    decksRepo.findContentLookalikes(db, workspaceId, contentHash(rawContent), signatureBands(signature)),
    decksRepo.listNameKeys(db, workspaceId),
  ]);
  const sameNameIds = names
    .filter((deck) => nameSimilarity(deck.nameKey, nameKey) > DUPLICATE_THRESHOLDS.nameSameRound)
    .map((deck) => deck.id);
  const candidates = await decksRepo.loadDuplicateCandidates(db, [
    ...new Set([...lookalikeIds, ...sameNameIds]),
  ]);
  if (candidates.length === 0) return null;

  // Content look-alikes need their text compared; same-name decks (the same_round rule) need metadata only.
  const hash = contentHash(rawContent);
  const needText = candidates
    .filter(
      (candidate) =>
        candidate.contentKey === hash ||
        (candidate.wordSignature !== null &&
          estimateJaccard(candidate.wordSignature, signature) >= SIGNATURE_SHORTLIST),
    )
    .map((candidate) => candidate.id);
  const texts = await decksRepo.loadRawContents(db, needText);
  return findDuplicate(
    { ...statedMetadata(metadata, metadata.fieldSources), rawContent },
    candidates.map((candidate) => ({
      id: candidate.id,
      ...statedMetadata(candidate, candidate.fieldSources),
      rawContent: texts.get(candidate.id) ?? '',
      uploadedAt: candidate.uploadedAt.toISOString(),
      uploadedBy: { id: candidate.uploaderId, name: candidate.uploaderName ?? '' },
    })),
    now,
  );
}

/**
 * The same company's deck that this one is a legitimate update of (spec §5.4: not a duplicate), to offer
 * it as that deck's new version (ADR 0051); null when there is none. Only same-name decks are read, by
 * their metadata; a fact a deck does not state compares as nothing, as in the duplicate check.
 */
export async function findLegitimateUpdate(
  db: DbOrTx,
  workspaceId: string,
  metadata: ComparedMetadata & { fieldSources?: FieldSources },
  now: Date,
): Promise<DuplicateInfo | null> {
  const nameKey = normalizeCompanyName(metadata.companyName);
  const sameNameIds = (await decksRepo.listNameKeys(db, workspaceId))
    .filter((deck) => nameSimilarity(deck.nameKey, nameKey) > DUPLICATE_THRESHOLDS.nameSameRound)
    .map((deck) => deck.id);
  const candidates = await decksRepo.loadDuplicateCandidates(db, sameNameIds);
  return legitimateUpdateOffer(
    statedMetadata(metadata, metadata.fieldSources),
    candidates.map((candidate) => ({
      id: candidate.id,
      ...statedMetadata(candidate, candidate.fieldSources),
      uploadedAt: candidate.uploadedAt.toISOString(),
      uploadedBy: { id: candidate.uploaderId, name: candidate.uploaderName ?? '' },
    })),
    now,
  );
}
