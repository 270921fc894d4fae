import { hiddenContentCheckOfPages, hiddenContentOfPages } from '@pitchscope/domain/hidden-content';
import type { Readable } from 'node:stream';
import type { Deck, DeckContent, DeckFieldsPatch, FieldSources, MetadataField } from '@pitchscope/domain/contracts/decks';
import type { DeckListCounts, DeckListFilters, DeckListPage, DeckListQuery } from '@pitchscope/domain/contracts/deck-list';
import { archiveChange } from '@pitchscope/domain/deck-actions';
import { normalizeCompanyName } from '@pitchscope/domain/duplicates';
import { applyFieldEdits, keepUserEdits, type DeckFacts } from '@pitchscope/domain/field-edits';
import { isConfirmable } from '@pitchscope/domain/field-sources';
import { DECK_MESSAGES } from '@pitchscope/domain/messages';
import type { Actor } from '../../platform/actor.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { JsonBody } from '../../platform/http/json-body.ts';
import * as repo from './decks.repository.ts';
import { countDecks, listDeckPage } from './deck-list.query.ts';
import { toDeck, toDeckSummary } from './deck-mapper.ts';
import { rateInvestorFit } from './investor-fit.service.ts';
import { getMe } from '../accounts/accounts.service.ts';
import { currentWorkspaceOf } from '../workspaces/workspaces.service.ts';
import { deckEventSummary } from '../webhooks/webhooks.service.ts';
import { pageImagesAvailability } from './page-images.service.ts';
import { loadAccessibleDeck } from './deck-access.ts';
import { deleteDeckRenders } from './deck-renders.ts';
import type { AppContext } from '../../platform/context.ts';
import type { LibraryServices } from './library-cache.ts';
import type { AnalysisAppContext } from '../analysis/analysis.service.ts';

// The access check lives in its own file so that page-images.service can use it without a cycle.
export { loadAccessibleDeck } from './deck-access.ts';

/**
 * A deck the actor may change: an owner or member of its workspace (a viewer gets 403, an outsider 404).
 * Admins act on users' decks through admin routes only.
 */
export async function loadOwnDeck(ctx: AppContext, actor: Actor, deckId: string) {
  return loadAccessibleDeck(ctx, { ...actor, isAdmin: false }, deckId, 'writeDecks');
}

/**
 * The workspace whose library the actor sees: their current one (they are a member of it). Kept per user
 * until a membership or the choice changes (LibraryCache): a cached library answer needs no query at all.
 */
export async function libraryWorkspaceId(ctx: AppContext & LibraryServices, actor: Actor): Promise<string> {
  return ctx.library.currentWorkspaceOf(actor.userId, async () => (await currentWorkspaceOf(ctx.db, actor.userId)).id);
}

/** `GET /api/decks`: one page of the actor's own visible decks (admins see others' decks in admin tables only). */
export async function listDecks(ctx: AppContext & LibraryServices, actor: Actor, query: DeckListQuery): Promise<JsonBody> {
  const workspaceId = await libraryWorkspaceId(ctx, actor);
  return ctx.library.answer(workspaceId, 'page', query, async (): Promise<DeckListPage> => {
    const { sort, dir, limit, cursor, ...filters } = query;
    const page = await listDeckPage(ctx.db, workspaceId, { filters, sort, dir, limit, cursor });
    return { items: page.rows.map(toDeckSummary), nextCursor: page.nextCursor };
  });
}

/** `GET /api/decks/counts`: the summary cards and the filters' matches by section. */
export async function countDeckList(ctx: AppContext & LibraryServices, actor: Actor, filters: DeckListFilters): Promise<JsonBody> {
  const { section: _section, ...rest } = filters;
  const workspaceId = await libraryWorkspaceId(ctx, actor);
  return ctx.library.answer(workspaceId, 'counts', rest, (): Promise<DeckListCounts> => countDecks(ctx.db, workspaceId, rest));
}

export async function getDeck(ctx: AppContext, actor: Actor, deckId: string): Promise<Deck> {
  return toDeck(await loadAccessibleDeck(ctx, actor, deckId));
}

export async function getDeckContent(ctx: AppContext, actor: Actor, deckId: string): Promise<DeckContent> {
  const row = await loadAccessibleDeck(ctx, actor, deckId);
  // The viewer asks for the slides next: a page not drawn yet then finds the render child up with pdf.js
  // loaded, instead of waiting seconds for it (it is not kept from start-up: issue #34).
  void ctx.documents.warmRenderer();
  return {
    rawContent: row.rawContent,
    pages: row.pages ?? [],
    extraction: row.extraction ?? null,
    pageImages: await pageImagesAvailability(ctx, row),
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

/**
 * The second delete of an archived deck: hidden for good (recoverable through support only). Its file
 * stays for that; what was drawn for its viewer goes (an admin who opens it later has it drawn again).
 * The drawings go first, like the admin's delete: deleting is idempotent, so a storage failure leaves
 * the deck visible for a retry rather than hidden with its images left behind.
 */
export async function hideDeck(ctx: AppContext, actor: Actor, deckId: string): Promise<void> {
  const row = await loadOwnDeck(ctx, actor, deckId);
  if (!row.isArchived) throw new AppError('CONFLICT', 'Only an archived deck can be hidden.');
  await deleteDeckRenders(ctx.storage, deckId);
  await repo.updateDeck(ctx.db, deckId, { hiddenFromUser: true, hiddenAt: ctx.clock() });
}

/**
 * A deck's fit is always rated against its uploader's investor profile (in a team, a teammate's retry or
 * correction rates it again against that same profile, which the deck page names), so the fit a team
 * sees does not change meaning with whoever clicked last.
 */
function uploaderOf(row: { userId: string }): Actor {
  return { userId: row.userId, isAdmin: false };
}

export async function recalculateFit(ctx: AnalysisAppContext, actor: Actor, deckId: string): Promise<Deck> {
  const row = await loadOwnDeck(ctx, actor, deckId);
  const me = await getMe(ctx.db, uploaderOf(row));
  if (!me.investorProfile) {
    throw new AppError('BAD_REQUEST', `${DECK_MESSAGES.noInvestorProfile.title} — ${DECK_MESSAGES.noInvestorProfile.message}`);
  }
  const { fit, profileUsed } = await rateInvestorFit(ctx, deckForAnalysis(row), me.investorProfile);
  await ctx.db.transaction(async (tx) => {
    await repo.updateDeck(tx, deckId, {
      investorFit: fit,
      investorProfileUsed: profileUsed,
      ...(row.status === 'Failed' && row.rawContent ? { status: 'Analyzed', validationError: null } : {}),
    });
    await ctx.webhooks.publish(
      { type: 'deck.analyzed', workspaceId: row.workspaceId, data: { deck: deckEventSummary(ctx.config, row), investorFit: fit } },
      { tx },
    );
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
  ctx: AnalysisAppContext,
  actor: Actor,
  deckId: string,
  patch: DeckFieldsPatch,
): Promise<Deck> {
  return applyEditsAndRate(ctx, actor, deckId, () => patch);
}

/**
 * The owner confirms a fact as extraction read it (one click on "Check", ADR 0027): recorded as an edit
 * to the value the fact holds now, read under the same lock, so it becomes the investor's (stated, rated
 * by the fit) and the history says who confirmed it. A fact with nothing found cannot be confirmed.
 */
export async function confirmDeckField(ctx: AnalysisAppContext, actor: Actor, deckId: string, field: MetadataField): Promise<Deck> {
  return applyEditsAndRate(ctx, actor, deckId, (current) => {
    if (!isConfirmable(current.fieldSources[field])) {
      throw new AppError('CONFLICT', DECK_MESSAGES.factCheck.notConfirmable);
    }
    return { [field]: current.facts[field] };
  });
}

async function applyEditsAndRate(
  ctx: AnalysisAppContext,
  actor: Actor,
  deckId: string,
  patchOf: (current: { facts: DeckFacts; fieldSources: FieldSources }) => DeckFieldsPatch,
): Promise<Deck> {
  const row = await loadOwnDeck(ctx, actor, deckId);
  const me = await getMe(ctx.db, actor);
  // In a team several people edit one deck: each correction keeps who made it.
  const editor = { id: actor.userId, name: me.displayName?.trim() || me.email };
  const edited = await ctx.db.transaction(async (tx) => {
    const current = await repo.lockDeckFacts(tx, deckId);
    if (!current) throw new AppError('DECK_NOT_FOUND', DECK_MESSAGES.notFoundInDatabase(deckId));
    const result = applyFieldEdits(current, patchOf(current), ctx.clock(), editor);
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
    const uploader = updated.userId === actor.userId ? me : await getMe(ctx.db, uploaderOf(updated));
    const { fit, profileUsed } = await rateInvestorFit(ctx, deckForAnalysis(updated), uploader.investorProfile);
    await repo.updateDeck(ctx.db, deckId, {
      investorFit: fit,
      investorProfileUsed: profileUsed,
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
  otherValues: Omit<repo.DeckInsert, 'id' | 'userId' | 'workspaceId' | keyof DeckFacts | 'fieldSources' | 'fieldHistory'>,
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
    hiddenContentChecked: hiddenContentCheckOfPages(row.pages).checked,
  };
}

// For the deep-analysis module, which moves a deck's status with its run (in the run's transaction).

export type { DeckRow } from './decks.repository.ts';

/** A deck by id, without an access check: for jobs and for callers that checked access themselves. */
export const findDeckRow = (db: DbOrTx, deckId: string) => repo.findDeck(db, deckId);

/** The deck fields a deep-analysis run changes: its statuses, and bringing it back to the Analysis list. */
export type DeckAnalysisState = Partial<
  Pick<repo.DeckInsert, 'status' | 'deepAnalysisStatus' | 'deepAnalysisFailure' | 'inDashboard' | 'isArchived' | 'archivedAt'>
>;

/** Sets a deck's analysis state, in the caller's transaction. */
export const setDeckAnalysisState = (tx: DbOrTx, deckId: string, state: DeckAnalysisState) =>
  repo.updateDeck(tx, deckId, state);
