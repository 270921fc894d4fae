import { createHash, randomBytes } from 'node:crypto';
import { SHARE_LINK_PATH, SHARE_LINK_TOKEN_BYTES, SHARE_LINKS_PER_DECK_MAX } from '@pitchscope/domain/constants';
import type {
  CreateShareLinkInput,
  CreatedShareLink,
  SharedDeck,
  ShareLinkSummary,
} from '@pitchscope/domain/contracts/share-links';
import { sharedDeckSchema } from '@pitchscope/domain/contracts/share-links';
import { factsEditedSince } from '@pitchscope/domain/facts-edited-since';
import { SHARE_LINK_MESSAGES } from '@pitchscope/domain/messages';
import {
  shareLinkExpiry,
  shareLinkStatus,
  sharedFacts,
  sharedFactsEditedSince,
  sharedReportSections,
  sharedSummaryText,
} from '@pitchscope/domain/share-links';
import type { AppContext } from '../../platform/context.ts';
import type { Actor } from '../../platform/actor.ts';
import { AppError } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { logger } from '../../platform/logger.ts';
import { findDeckRow, loadAccessibleDeck, loadOwnDeck } from '../decks/decks.service.ts';
import { findDeliveredReport } from '../deep-analysis/deep-analysis.service.ts';
import * as repo from './share-links.repository.ts';

/**
 * A token is 256 random bits: nobody can guess one, so a fast hash is enough at rest (as for API keys,
 * ADR 15), and opening a shared page is one indexed lookup. SHA-256, hex.
 */
export const hashShareToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** base64url of SHARE_LINK_TOKEN_BYTES bytes, without padding. */
const TOKEN_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((SHARE_LINK_TOKEN_BYTES * 4) / 3)}}$`);

const iso = (value: Date | null) => value?.toISOString() ?? null;

function toSummary(row: repo.ShareLinkRow, now: Date): ShareLinkSummary {
  return {
    id: row.id,
    status: shareLinkStatus(row, now),
    createdAt: row.createdAt.toISOString(),
    expiresAt: iso(row.expiresAt),
    revokedAt: iso(row.revokedAt),
    viewCount: row.viewCount,
    lastViewedAt: iso(row.lastViewedAt),
  };
}

/** Only the deck's owner shares it (an admin reads and revokes links, but does not publish users' decks). */
export async function createShareLink(
  ctx: AppContext,
  actor: Actor,
  deckId: string,
  input: CreateShareLinkInput,
): Promise<CreatedShareLink> {
  const deck = await loadOwnDeck(ctx, actor, deckId);
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    if ((await repo.countActiveShareLinks(tx, deck.id, now)) >= SHARE_LINKS_PER_DECK_MAX) {
      throw new AppError('CONFLICT', SHARE_LINK_MESSAGES.tooMany(SHARE_LINKS_PER_DECK_MAX));
    }
    const token = randomBytes(SHARE_LINK_TOKEN_BYTES).toString('base64url');
    const row = await repo.insertShareLink(tx, {
      id: newId(),
      deckId: deck.id,
      createdBy: actor.userId,
      tokenHash: hashShareToken(token),
      expiresAt: shareLinkExpiry(now, input.expiresInDays),
      createdAt: now,
    });
    logger.info({ userId: actor.userId, deckId: deck.id, shareLinkId: row.id }, 'share link created');
    return { ...toSummary(row, now), url: `${ctx.config.appUrl}${SHARE_LINK_PATH}${token}` };
  });
}

/** The deck's links, newest first, revoked and expired ones included (with their views). Owner or admin. */
export async function listShareLinks(ctx: AppContext, actor: Actor, deckId: string): Promise<ShareLinkSummary[]> {
  const deck = await loadAccessibleDeck(ctx, actor, deckId);
  const now = ctx.clock();
  return (await repo.listDeckShareLinks(ctx.db, deck.id)).map((row) => toSummary(row, now));
}

/** Revokes one of the deck's links at once. Owner or admin; revoking twice is harmless. */
export async function revokeShareLink(
  ctx: AppContext,
  actor: Actor,
  deckId: string,
  linkId: string,
): Promise<ShareLinkSummary> {
  // A member of the deck's workspace (not a viewer) revokes; an admin may take any link down (ADR 20).
  const deck = await loadAccessibleDeck(ctx, actor, deckId, actor.isAdmin ? 'read' : 'writeDecks');
  const link = await repo.findDeckShareLink(ctx.db, deck.id, linkId);
  if (!link) throw new AppError('NOT_FOUND', SHARE_LINK_MESSAGES.notFound);
  const now = ctx.clock();
  const revoked = await repo.revokeShareLink(ctx.db, link.id, now);
  if (!revoked) throw new AppError('NOT_FOUND', SHARE_LINK_MESSAGES.notFound);
  logger.info({ userId: actor.userId, deckId: deck.id, shareLinkId: link.id }, 'share link revoked');
  return toSummary(revoked, now);
}

const unavailable = () => new AppError('SHARE_LINK_UNAVAILABLE', SHARE_LINK_MESSAGES.unavailable);

/**
 * The shared page's data, for anyone holding the token, and one more view on the link. Unknown, revoked
 * and expired tokens, and a deck its owner deleted, get one answer, so the page needs no session and
 * tells nothing about other links. What is shown is decided in the domain (ADR 0020): stated facts,
 * summaries and the report without its verdict and fit lines; never the profile, fit, notes or owner.
 */
export async function openSharedDeck(ctx: AppContext, token: string): Promise<SharedDeck> {
  if (!TOKEN_PATTERN.test(token)) throw unavailable();
  const link = await repo.findShareLinkByHash(ctx.db, hashShareToken(token));
  const now = ctx.clock();
  if (!link || shareLinkStatus(link, now) !== 'active') throw unavailable();
  const deck = await findDeckRow(ctx.db, link.deckId);
  if (!deck || deck.hiddenFromUser) throw unavailable();
  if (!(await repo.recordShareLinkView(ctx.db, link.id, now))) throw unavailable();
  const report = await findDeliveredReport(ctx, deck.id);
  const facts = { ...deck, fieldSources: deck.fieldSources ?? {} };
  // Parsed on the way out: the strict schema refuses any key ADR 0020 does not list.
  return sharedDeckSchema.parse({
    companyName: deck.companyName,
    shortDescription: sharedSummaryText(facts, 'shortDescription'),
    executiveSummary: sharedSummaryText(facts, 'executiveSummary'),
    facts: sharedFacts(facts),
    pageCount: deck.pageCount,
    report: report && {
      generatedAt: report.generatedAt,
      sections: sharedReportSections(report),
      factsEditedSince: sharedFactsEditedSince(factsEditedSince(deck, report.generatedAt)),
    },
    expiresAt: iso(link.expiresAt),
  } satisfies SharedDeck);
}
