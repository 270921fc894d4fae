import { DECK_MESSAGES } from '@pitchscope/domain/messages';
import type { AppContext } from '../../context.ts';
import type { Actor } from '../../platform/actor.ts';
import { AppError } from '../../platform/errors.ts';
import * as repo from './decks.repository.ts';

/** A deck the actor may see: their own, or any deck for an admin. Others' decks are "not found". */
export async function loadAccessibleDeck(ctx: AppContext, actor: Actor, deckId: string) {
  const row = await repo.findDeck(ctx.db, deckId);
  if (!row || (row.userId !== actor.userId && !actor.isAdmin)) {
    throw new AppError('DECK_NOT_FOUND', DECK_MESSAGES.notFoundInDatabase(deckId));
  }
  if (row.hiddenFromUser && !actor.isAdmin) throw new AppError('DECK_NOT_FOUND', DECK_MESSAGES.notFoundInDatabase(deckId));
  return row;
}
