import type { ChangeFeed } from '../db/change-feed.ts';

/**
 * Taken before reading the database for a value: `set` stores the value only if no change was announced
 * since, so a read that raced a write (and may hold the state before it) is served once, never cached.
 */
export interface CacheTicket {
  readonly changesSeen: number;
}

/**
 * An in-process cache whose entries belong to one tag each (a user, a workspace) and go when the
 * database announces a change to that tag (ChangeFeed, migration 0015). Bounded: the least recently used
 * entries go first, by count and by the size the caller gives each entry.
 */
export class TaggedCache<V> {
  private readonly entries = new Map<string, { value: V; tag: string; size: number }>();
  private readonly keysByTag = new Map<string, Set<string>>();
  private totalSize = 0;
  /** Every announced change or reset counts: a ticket older than the last one cannot store. */
  private changesSeen = 0;

  constructor(
    private readonly feed: ChangeFeed,
    private readonly limits: { maxEntries: number; maxSize?: number },
  ) {}

  get(key: string): V | undefined {
    if (!this.feed.live) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Map order is insertion order: moving a hit to the end keeps the least recently used first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  ticket(): CacheTicket {
    return { changesSeen: this.changesSeen };
  }

  set(key: string, tag: string, ticket: CacheTicket, value: V, size = 1): void {
    if (!this.feed.live || ticket.changesSeen !== this.changesSeen) return;
    if (this.limits.maxSize !== undefined && size > this.limits.maxSize) return;
    this.delete(key);
    this.entries.set(key, { value, tag, size });
    this.totalSize += size;
    let keys = this.keysByTag.get(tag);
    if (!keys) this.keysByTag.set(tag, (keys = new Set()));
    keys.add(key);
    while (this.entries.size > this.limits.maxEntries || (this.limits.maxSize !== undefined && this.totalSize > this.limits.maxSize)) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
  }

  /** Drops every entry of the tag. */
  invalidate(tag: string): void {
    this.changesSeen++;
    for (const key of this.keysByTag.get(tag) ?? []) this.delete(key);
  }

  clear(): void {
    this.changesSeen++;
    this.entries.clear();
    this.keysByTag.clear();
    this.totalSize = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalSize -= entry.size;
    const keys = this.keysByTag.get(entry.tag);
    keys?.delete(key);
    if (keys?.size === 0) this.keysByTag.delete(entry.tag);
  }
}
