import { hiddenContentOfPages } from '@pitchscope/domain/hidden-content';
import type { Readable } from 'node:stream';
import type { Deck, DeckContent, DeckFieldsPatch, DeckSummary, FieldSources } from '@pitchscope/domain/contracts/decks';
import { archiveChange } from '@pitchscope/domain/deck-actions';
import { normalizeCompanyName } from '@pitchscope/domain/duplicates';
import { applyFieldEdits, keepUserEdits, type DeckFacts } from '@pitchscope/domain/field-edits';
import { DECK_MESSAGES } from '@pitchscope/domain/messages';
import type { AppContext } from '../../context.ts';
import type { Actor } from '../../platform/actor.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import * as repo from './decks.repository.ts';
import { toDeck, toDeckSummary } from './deck-mapper.ts';
import { rateInvestorFit } from './investor-fit.service.ts';
import { getMe } from '../accounts/accounts.service.ts';

/** A deck the actor may see: their own, or any deck for an admin. Others' decks are "not found". */
export async function loadAccessibleDeck(ctx: AppContext, actor: Actor, deckId: string) {
  const row = await repo.findDeck(ctx.db, deckId);
  if (!row || (row.userId !== actor.userId && !actor.isAdmin)) {
    throw new AppError('DECK_NOT_FOUND', DECK_MESSAGES.notFoundInDatabase(deckId));
  }
  if (row.hiddenFromUser && !actor.isAdmin) throw new AppError('DECK_NOT_FOUND', DECK_MESSAGES.notFoundInDatabase(deckId));
  return row;
}

/** Only the owner changes a deck (admins read any deck but act on users' decks through admin routes). */
async function loadOwnDeck(ctx: AppContext, actor: Actor, deckId: string) {
  const row = await loadAccessibleDeck(ctx, { ...actor, isAdmin: false }, deckId);
  return row;
}

export async function listDecks(ctx: AppContext, actor: Actor): Promise<DeckSummary[]> {
  const rows = await repo.listVisibleDecks(ctx.db, actor.userId);
  return rows.map(toDeckSummary);
}

export async function getDeck(ctx: AppContext, actor: Actor, deckId: string): Promise<Deck> {
  return toDeck(await loadAccessibleDeck(ctx, actor, deckId));
}

export async function getDeckContent(ctx: AppContext, actor: Actor, deckId: string): Promise<DeckContent> {
  const row = await loadAccessibleDeck(ctx, actor, deckId);
  return {
    rawContent: row.rawContent,
    pages: row.pages ?? [],
    extraction: (row.extraction as DeckContent['extraction']) ?? null,
  };
}

export async function updateDeckFlags(
  ctx: AppContext,
  actor: Actor,
  deckId: string,
  patch: { starred?: boolean; isArchived?: boolean; inDashboard?: boolean },
): Promise<Deck> {
  const deck = toDeck(await loadOwnDeck(ctx, actor, deckId));
  const now = ctx.clock();
  await repo.updateDeck(ctx.db, deckId, {
    ...(patch.starred !== undefined ? { starred: patch.starred, starredAt: patch.starred ? now : null } : {}),
    ...(patch.isArchived !== undefined ? archiveChange(deck, patch.isArchived, now) : {}),
    ...(patch.inDashboard !== undefined ? { inDashboard: patch.inDashboard } : {}),
  });
  return getDeck(ctx, actor, deckId);
}

/** The second delete of an archived deck: hidden for good (recoverable through support only). */
export async function hideDeck(ctx: AppContext, actor: Actor, deckId: string): Promise<void> {
  const row = await loadOwnDeck(ctx, actor, deckId);
  if (!row.isArchived) throw new AppError('CONFLICT', 'Only an archived deck can be hidden.');
  await repo.updateDeck(ctx.db, deckId, { hiddenFromUser: true, hiddenAt: ctx.clock() });
}

export async function recalculateFit(ctx: AppContext, actor: Actor, deckId: string): Promise<Deck> {
  const row = await loadOwnDeck(ctx, actor, deckId);
  const me = await getMe(ctx.db, actor);
  if (!me.investorProfile) {
    throw new AppError('BAD_REQUEST', `${DECK_MESSAGES.noInvestorProfile.title} — ${DECK_MESSAGES.noInvestorProfile.message}`);
  }
  const { fit, profileUsed } = await rateInvestorFit(ctx, deckForAnalysis(row), me.investorProfile);
  await repo.updateDeck(ctx.db, deckId, {
    investorFit: fit,
    investorProfileUsed: profileUsed as unknown as Record<string, unknown>,
    ...(row.status === 'Failed' && row.rawContent ? { status: 'Analyzed', validationError: null } : {}),
  });
  return getDeck(ctx, actor, deckId);
}

/**
 * The owner corrects deck facts (ADR 0012): each edited fact takes the source `user` and its previous
 * value and source go into the history, under a row lock so an extraction's write cannot interleave.
 * The fit is then rated again on the corrected facts, unless the upload is still being processed (its
 * pipeline rates the deck when it gets there).
 */
export async function editDeckFields(
  ctx: AppContext,
  actor: Actor,
  deckId: string,
  patch: DeckFieldsPatch,
): Promise<Deck> {
  const row = await loadOwnDeck(ctx, actor, deckId);
  const edited = await ctx.db.transaction(async (tx) => {
    const current = await repo.lockDeckFacts(tx, deckId);
    if (!current) throw new AppError('DECK_NOT_FOUND', DECK_MESSAGES.notFoundInDatabase(deckId));
    const result = applyFieldEdits(current, patch, ctx.clock());
    if (result.edited.length === 0) return false;
    await repo.updateDeck(tx, deckId, {
      ...result.values,
      ...(result.values.companyName !== undefined
        ? { nameKey: normalizeCompanyName(result.values.companyName) }
        : {}),
      fieldSources: result.fieldSources,
      fieldHistory: result.fieldHistory,
    });
    return true;
  });
  if (edited && row.status !== 'Processing' && row.status !== 'Uploaded') {
    const updated = await loadOwnDeck(ctx, actor, deckId);
    const me = await getMe(ctx.db, actor);
    const { fit, profileUsed } = await rateInvestorFit(ctx, deckForAnalysis(updated), me.investorProfile);
    await repo.updateDeck(ctx.db, deckId, {
      investorFit: fit,
      investorProfileUsed: profileUsed as unknown as Record<string, unknown>,
    });
  }
  return getDeck(ctx, actor, deckId);
}

/**
 * Writes what extraction found over a deck, except the facts the investor corrected: those keep the
 * investor's value and source, and the extracted value goes into their history (ADR 0012). Every write
 * of extracted facts goes through here.
 */
export async function saveExtractedFacts(
  db: DbOrTx,
  deckId: string,
  extracted: { facts: DeckFacts; fieldSources: FieldSources },
  otherValues: Omit<repo.DeckInsert, 'id' | 'userId' | keyof DeckFacts | 'fieldSources' | 'fieldHistory'>,
  at: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await repo.lockDeckFacts(tx, deckId);
    if (!current) throw new AppError('DECK_NOT_FOUND', DECK_MESSAGES.notFoundInDatabase(deckId));
    const kept = keepUserEdits(extracted, current, at);
    await repo.updateDeck(tx, deckId, {
      ...otherValues,
      ...kept.facts,
      fieldSources: kept.fieldSources,
      fieldHistory: kept.fieldHistory,
    });
  });
}

export async function openDeckFile(ctx: AppContext, actor: Actor, deckId: string) {
  const row = await loadAccessibleDeck(ctx, actor, deckId);
  if (!row.fileKey) throw new AppError('NOT_FOUND', 'This deck has no stored file.');
  const stream: Readable = await ctx.storage.stream(row.fileKey);
  return { stream, fileName: row.fileName || `${row.companyName}.${row.fileType}`, fileType: row.fileType };
}

/** Page images for the viewer are drawn at 1.5× the page's size in points. */
const PAGE_IMAGE_SCALE = 1.5;

export async function renderDeckPage(ctx: AppContext, actor: Actor, deckId: string, pageNumber: number) {
  const row = await loadAccessibleDeck(ctx, actor, deckId);
  if (!row.fileKey || row.fileType !== 'pdf') throw new AppError('NOT_FOUND', 'Page images exist for PDF decks only.');
  if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > row.pageCount) {
    throw new AppError('NOT_FOUND', 'No such page.');
  }
  const fileKey = row.fileKey;
  return ctx.storage.withLocalFile(fileKey, (filePath) =>
    ctx.documents.renderPage(filePath, fileKey, pageNumber, PAGE_IMAGE_SCALE),
  );
}

/** The deck facts the analysis engine works from. */
export function deckForAnalysis(row: repo.DeckRow) {
  return {
    id: row.id,
    companyName: row.companyName,
    product: row.product,
    industry: row.industry,
    stage: row.stage,
    roundSize: row.roundSize,
    geography: row.geography,
    website: row.website,
    keyPeople: row.keyPeople,
    shortDescription: row.shortDescription,
    executiveSummary: row.executiveSummary,
    pages: (row.pages ?? []).map((page) => ({ pageNumber: page.pageNumber, text: page.rawText })),
    fieldSources: row.fieldSources ?? {},
    hiddenContent: hiddenContentOfPages(row.pages),
  };
}
