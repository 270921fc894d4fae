import type { Actor } from '../../platform/actor.ts';
import { logger } from '../../platform/logger.ts';
import type { DecksContext } from './decks-context.ts';
import { libraryWorkspaceId } from './decks.service.ts';

/** Notifications this close together make one signal: a bulk import or a job's several writes is one read. */
export const LIBRARY_SIGNAL_COALESCE_MS = 200;

export interface LibraryWatcher {
  /** The workspace's decks may have changed (or changes may have been missed): read the library again. */
  changed(): void;
  /** Following went wrong (the current workspace could not be read): the stream must end. */
  ended(): void;
}

/**
 * Follows the library the actor sees (their current workspace) through the database's change feed
 * (migration 0015, ADR 0023): every change to the workspace's decks or their deep analyses, from this
 * process or another, calls `changed`, whoever made it (an upload, a mailed deck, a teammate). Only the
 * workspace the actor is a member of is followed; a change of their memberships or current workspace
 * follows the new one. Returns the function that stops following.
 */
export async function watchLibrary(ctx: DecksContext, actor: Actor, watcher: LibraryWatcher): Promise<() => void> {
  let workspaceId = await libraryWorkspaceId(ctx, actor);
  let stopped = false;
  let pending: NodeJS.Timeout | null = null;
  const signal = () => {
    if (stopped || pending) return;
    pending = setTimeout(() => {
      pending = null;
      if (!stopped) watcher.changed();
    }, LIBRARY_SIGNAL_COALESCE_MS);
  };
  const followCurrentWorkspace = async () => {
    const next = await libraryWorkspaceId(ctx, actor);
    if (next !== workspaceId) {
      workspaceId = next;
      signal();
    }
  };
  const unsubscribe = ctx.database.changes.subscribe({
    onChange(kind, id) {
      if (stopped) return;
      if (kind === 'workspace' && id === workspaceId) signal();
      else if ((kind === 'member' || kind === 'profile') && id === actor.userId) {
        followCurrentWorkspace().catch((error: Error) => {
          logger.warn(`[library] the current workspace could not be read again: ${error.message}`);
          watcher.ended();
        });
      }
    },
    onReset: signal,
  });
  return () => {
    stopped = true;
    if (pending) clearTimeout(pending);
    unsubscribe();
  };
}
