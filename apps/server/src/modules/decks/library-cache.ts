import type { ChangeFeed } from '../../platform/db/change-feed.ts';
import { TaggedCache } from '../../platform/cache/tagged-cache.ts';
import { toJsonBody, type JsonBody } from '../../platform/http/json-body.ts';

/** Library answers kept per process: pages and counts of the workspaces in use (a page is ~20 KB). */
const MAX_LIBRARY_ENTRIES = 2_000;
const MAX_LIBRARY_BYTES = 64 * 1024 * 1024;
/** Users whose current workspace is kept resolved. */
const MAX_CACHED_WORKSPACE_CHOICES = 10_000;

export type LibraryAnswer = 'page' | 'counts';

/**
 * The library's first pages and counts, as sent, per workspace and query (ADR 0023). Nothing in them
 * depends on who of the workspace's members asks (star, fit and stage are the deck's own columns), so one
 * entry serves every member. The database's triggers (migration 0015) say when an entry is stale: any
 * change to the workspace's decks or their deep analyses, to a name shown on the cards, to a user's
 * memberships or current workspace. A lost notification connection empties everything.
 */
/** What the decks module's library reads need besides the platform: the cache built by the composition root. */
export interface LibraryServices {
  library: LibraryCache;
}

export class LibraryCache {
  private readonly answers: TaggedCache<JsonBody>;
  private readonly currentWorkspaces: TaggedCache<string>;

  constructor(feed: ChangeFeed) {
    this.answers = new TaggedCache(feed, { maxEntries: MAX_LIBRARY_ENTRIES, maxSize: MAX_LIBRARY_BYTES });
    this.currentWorkspaces = new TaggedCache(feed, { maxEntries: MAX_CACHED_WORKSPACE_CHOICES });
    feed.subscribe({
      onChange: (kind, id) => {
        if (kind === 'workspace') this.answers.invalidate(id);
        if (kind === 'member' || kind === 'user' || kind === 'profile') this.currentWorkspaces.invalidate(id);
        // The uploader's name is on every card of theirs, in any workspace: rare enough to start over.
        if (kind === 'user') this.answers.clear();
      },
      onReset: () => {
        this.answers.clear();
        this.currentWorkspaces.clear();
      },
    });
  }

  /** The workspace whose library the user sees, resolved by `load` when not known. */
  async currentWorkspaceOf(userId: string, load: () => Promise<string>): Promise<string> {
    const hit = this.currentWorkspaces.get(userId);
    if (hit !== undefined) return hit;
    const ticket = this.currentWorkspaces.ticket();
    const workspaceId = await load();
    this.currentWorkspaces.set(userId, userId, ticket, workspaceId);
    return workspaceId;
  }

  /** The answer to `query` in the workspace, computed by `load` when not cached. */
  async answer(workspaceId: string, kind: LibraryAnswer, query: object, load: () => Promise<unknown>): Promise<JsonBody> {
    const key = `${workspaceId}\n${kind}\n${normalizedQuery(query)}`;
    const hit = this.answers.get(key);
    if (hit) return hit;
    const ticket = this.answers.ticket();
    const body = toJsonBody(await load());
    this.answers.set(key, workspaceId, ticket, body, body.size);
    return body;
  }
}

/** The same question asked in any order of parameters (or of values in a list filter) is one key. */
function normalizedQuery(query: object): string {
  const entries = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => [key, Array.isArray(value) ? [...value].map(String).sort() : value] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(entries);
}
