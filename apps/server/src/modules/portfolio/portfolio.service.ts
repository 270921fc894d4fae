import { normalizeCompanyName } from '@pitchscope/domain/duplicates';
import {
  PORTFOLIO_MAX_COMPANIES,
  PORTFOLIO_MESSAGES,
  detectConflicts,
  parsePortfolioCsv,
  type DeckConflict,
  type PortfolioImportInput,
  type PortfolioImportResponse,
  type PortfolioListResponse,
} from '@pitchscope/domain/portfolio';
import type { Actor } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { loadAccessibleDeck } from '../decks/deck-access.ts';
import { currentWorkspaceOf, requireWorkspaceRole } from '../workspaces/workspaces.service.ts';
import * as repo from './portfolio.repository.ts';

/**
 * The portfolio of the actor's current workspace (issue #32 item 4, ADR 0054): its members read it, those
 * who may change decks import and delete; and the workspace's decks that compete with a holding.
 */

async function currentWorkspace(ctx: AppContext, actor: Actor, action: 'read' | 'writeDecks'): Promise<string> {
  const workspace = await currentWorkspaceOf(ctx.db, actor.userId);
  await requireWorkspaceRole(ctx.db, actor, workspace.id, action);
  return workspace.id;
}

export async function listPortfolio(ctx: AppContext, actor: Actor): Promise<PortfolioListResponse> {
  const workspaceId = await currentWorkspace(ctx, actor, 'read');
  const rows = await repo.listCompanies(ctx.db, workspaceId);
  return { companies: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
}

/** The CSV's good rows are added (or replace the same company's details); each bad row comes back with its reason. */
export async function importPortfolio(ctx: AppContext, actor: Actor, input: PortfolioImportInput): Promise<PortfolioImportResponse> {
  const workspaceId = await currentWorkspace(ctx, actor, 'writeDecks');
  const { companies, errors } = parsePortfolioCsv(input.csv);
  return ctx.db.transaction(async (tx) => {
    const held = await repo.existingNameKeys(tx, workspaceId);
    const rows = companies.map((company) => ({
      ...company,
      id: newId(),
      workspaceId,
      nameKey: normalizeCompanyName(company.name),
      createdBy: actor.userId,
      now: ctx.clock(),
    }));
    const added = rows.filter((row) => !held.has(row.nameKey)).length;
    if (held.size + added > PORTFOLIO_MAX_COMPANIES) throw new AppError('VALIDATION_FAILED', PORTFOLIO_MESSAGES.tooManyCompanies);
    await repo.upsertCompanies(tx, rows);
    return { added, updated: rows.length - added, errors };
  });
}

export async function deletePortfolioCompany(ctx: AppContext, actor: Actor, companyId: string): Promise<{ ok: true }> {
  const workspaceId = await currentWorkspace(ctx, actor, 'writeDecks');
  if (!(await repo.deleteCompany(ctx.db, workspaceId, companyId))) throw new AppError('NOT_FOUND', PORTFOLIO_MESSAGES.notFound);
  return { ok: true };
}

/** The conflicts of these decks of a workspace with its holdings; decks of other workspaces are not read. */
async function conflictsIn(ctx: AppContext, workspaceId: string, deckIds: string[]): Promise<DeckConflict[]> {
  if (deckIds.length === 0) return [];
  const holdings = await repo.listCompanies(ctx.db, workspaceId);
  if (holdings.length === 0) return [];
  const found = await repo.conflictDecks(ctx.db, workspaceId, deckIds);
  if (found.length === 0) return [];
  const slides = await repo.slidesOf(
    ctx.db,
    found.map((deck) => deck.id),
  );
  return found.flatMap((deck) =>
    detectConflicts(
      {
        companyName: deck.companyName,
        // An industry the deck does not state (an assumed default) is no sector to compete in.
        industry: deck.industryKey === null ? null : deck.industry,
        product: deck.product,
        shortDescription: deck.shortDescription,
        slides: slides.filter((slide) => slide.deckId === deck.id),
      },
      holdings,
    ).map((conflict) => ({ deckId: deck.id, ...conflict })),
  );
}

/** The library's badges: conflicts of the listed decks of the actor's current workspace. */
export async function listConflicts(ctx: AppContext, actor: Actor, deckIds: string[]): Promise<{ conflicts: DeckConflict[] }> {
  const workspaceId = await currentWorkspace(ctx, actor, 'read');
  return { conflicts: await conflictsIn(ctx, workspaceId, deckIds) };
}

/** The deck page's flag: the deck's conflicts with its own workspace's portfolio. */
export async function deckConflicts(ctx: AppContext, actor: Actor, deckId: string): Promise<{ conflicts: DeckConflict[] }> {
  const deck = await loadAccessibleDeck(ctx, actor, deckId);
  return { conflicts: await conflictsIn(ctx, deck.workspaceId, [deck.id]) };
}
