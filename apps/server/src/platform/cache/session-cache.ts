import type { Actor } from '../actor.ts';
import type { ChangeFeed } from '../db/change-feed.ts';
import { TaggedCache, type CacheTicket } from './tagged-cache.ts';

/** Signed-in browsers one process keeps resolved; more are resolved by Better Auth, as before. */
const MAX_CACHED_SESSIONS = 10_000;

interface CachedSession {
  actor: Actor;
  /** From then on the request goes to Better Auth again, which renews the session's idle deadline. */
  refreshAt: number;
}

/**
 * The session a cookie resolved to, so a busy browser costs no database query per request (ADR 0023).
 * Keyed by the whole Cookie header (the signed session token is in it; any other header resolves anew).
 * A change to the user's sessions, to the user row or to their admin flag (database triggers, migration
 * 0015) drops their entries: a sign-out, a revoked session, a deleted user or a changed role is seen on
 * the next request. An entry is used only until the session is due for Better Auth's idle refresh, so the
 * refresh (and its renewed cookie) happens as without the cache.
 */
export class SessionCache {
  private readonly cache: TaggedCache<CachedSession>;

  constructor(
    feed: ChangeFeed,
    /** How long after a refresh Better Auth refreshes a session again (its `updateAge`), in seconds. */
    private readonly refreshAgeSeconds: number,
    /** A session's idle lifetime (Better Auth's `expiresIn`), in seconds. */
    private readonly idleSeconds: number,
    private readonly now: () => number = Date.now,
  ) {
    this.cache = new TaggedCache(feed, { maxEntries: MAX_CACHED_SESSIONS });
    feed.subscribe({
      onChange: (kind, userId) => {
        if (kind === 'session' || kind === 'user' || kind === 'profile') this.cache.invalidate(userId);
      },
      onReset: () => this.cache.clear(),
    });
  }

  lookup(cookie: string): Actor | null {
    const hit = this.cache.get(cookie);
    if (!hit || this.now() >= hit.refreshAt) return null;
    return hit.actor;
  }

  ticket(): CacheTicket {
    return this.cache.ticket();
  }

  store(cookie: string, ticket: CacheTicket, actor: Actor, sessionExpiresAt: Date): void {
    // Better Auth refreshes when `expiresAt - expiresIn + updateAge` has passed.
    const refreshAt = sessionExpiresAt.getTime() - (this.idleSeconds - this.refreshAgeSeconds) * 1000;
    if (this.now() >= refreshAt) return;
    this.cache.set(cookie, actor.userId, ticket, { actor, refreshAt });
  }
}
