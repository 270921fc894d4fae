import { DECK_MESSAGES } from '@pitchscope/domain/messages';
import type { WorkspaceAction } from '@pitchscope/domain/workspaces';
import type { Actor } from '../../platform/actor.ts';
import { AppError } from '../../platform/errors.ts';
import { requireWorkspaceRole } from '../workspaces/workspaces.service.ts';
import * as repo from './decks.repository.ts';
import type { AppContext } from '../../platform/context.ts';

/**
 * A deck the actor may act on (ADR 0022): they are a member of the deck's workspace with a role allowing
 * the action. An outsider gets "not found" (the deck does not exist for them), a viewer asked to change
 * it 403. Reading is also open to an admin (`isAdmin`), as before workspaces: the admin back office opens
 * users' decks through these routes; services that change a deck pass `isAdmin: false`.
 */
export async function loadAccessibleDeck(
  ctx: AppContext,
  actor: Actor,
  deckId: string,
  action: WorkspaceAction = 'read',
) {
  const notFound = () => new AppError('DECK_NOT_FOUND', DECK_MESSAGES.notFoundInDatabase(deckId));
  const row = await repo.findDeck(ctx.db, deckId);
  if (!row) throw notFound();
  const adminRead = actor.isAdmin && action === 'read';
  if (!adminRead) await requireWorkspaceRole(ctx.db, actor, row.workspaceId, action, notFound);
  if (row.hiddenFromUser && !actor.isAdmin) throw notFound();
  return row;
}
