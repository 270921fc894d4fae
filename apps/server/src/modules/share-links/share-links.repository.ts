import { and, desc, eq, gt, isNull, or, sql, count } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { shareLinks } from '../../db/schema.ts';

export type ShareLinkRow = typeof shareLinks.$inferSelect;

export async function insertShareLink(db: DbOrTx, row: typeof shareLinks.$inferInsert): Promise<ShareLinkRow> {
  const [created] = await db.insert(shareLinks).values(row).returning();
  return created!;
}

/** Links of a deck that are neither revoked nor expired at `now`. */
export async function countActiveShareLinks(db: DbOrTx, deckId: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(shareLinks)
    .where(
      and(
        eq(shareLinks.deckId, deckId),
        isNull(shareLinks.revokedAt),
        or(isNull(shareLinks.expiresAt), gt(shareLinks.expiresAt, now)),
      ),
    );
  return row?.n ?? 0;
}

export function listDeckShareLinks(db: DbOrTx, deckId: string): Promise<ShareLinkRow[]> {
  return db
    .select()
    .from(shareLinks)
    .where(eq(shareLinks.deckId, deckId))
    .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id));
}

export async function findDeckShareLink(db: DbOrTx, deckId: string, id: string): Promise<ShareLinkRow | null> {
  const rows = await db
    .select()
    .from(shareLinks)
    .where(and(eq(shareLinks.id, id), eq(shareLinks.deckId, deckId)))
    .limit(1);
  return rows[0] ?? null;
}

/** Revokes a link once: a second revocation keeps the first date. */
export async function revokeShareLink(db: DbOrTx, id: string, now: Date): Promise<ShareLinkRow | null> {
  const [row] = await db
    .update(shareLinks)
    .set({ revokedAt: sql`coalesce(${shareLinks.revokedAt}, ${now})` })
    .where(eq(shareLinks.id, id))
    .returning();
  return row ?? null;
}

export async function findShareLinkByHash(db: DbOrTx, tokenHash: string): Promise<ShareLinkRow | null> {
  const rows = await db.select().from(shareLinks).where(eq(shareLinks.tokenHash, tokenHash)).limit(1);
  return rows[0] ?? null;
}

/**
 * Counts a view, only while the link works at `now` (checked in the same statement, so a view racing a
 * revocation is not counted after it). Returns false when the link no longer works.
 */
export async function recordShareLinkView(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const updated = await db
    .update(shareLinks)
    .set({ viewCount: sql`${shareLinks.viewCount} + 1`, lastViewedAt: now })
    .where(
      and(
        eq(shareLinks.id, id),
        isNull(shareLinks.revokedAt),
        or(isNull(shareLinks.expiresAt), gt(shareLinks.expiresAt, now)),
      ),
    )
    .returning({ id: shareLinks.id });
  return updated.length > 0;
}
