import { and, count, desc, gte, isNotNull, lt, sql, sum, type SQL } from 'drizzle-orm';
import { METADATA_FIELDS, type MetadataField } from '@pitchscope/domain/contracts/decks';
import type { DbOrTx } from '../../platform/db/database.ts';
import { decks, llmUsage, user, userProfiles } from '../../db/schema.ts';

/** Aggregates for the admin overview; each is one query, whatever the number of rows. */

export async function countUsers(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(user);
  return Number(row?.n ?? 0);
}

export async function countActiveUsers(db: DbOrTx, since: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(userProfiles).where(gte(userProfiles.lastLogin, since));
  return Number(row?.n ?? 0);
}

export async function countDecks(db: DbOrTx, range?: { from: Date; to: Date }): Promise<number> {
  const query = db.select({ n: count() }).from(decks);
  const [row] = range
    ? await query.where(and(gte(decks.uploadedAt, range.from), lt(decks.uploadedAt, range.to)))
    : await query;
  return Number(row?.n ?? 0);
}

export async function topIndustries(db: DbOrTx, limit: number) {
  const rows = await db
    .select({ industry: decks.industry, count: count() })
    .from(decks)
    .groupBy(decks.industry)
    .orderBy(desc(count()), decks.industry)
    .limit(limit);
  return rows.map((row) => ({ industry: row.industry, count: Number(row.count) }));
}

/** UTC calendar day ('YYYY-MM-DD') of a timestamp column. */
const utcDay = (column: typeof decks.uploadedAt | typeof llmUsage.createdAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

export async function decksPerDay(db: DbOrTx, from: Date, to: Date): Promise<Map<string, number>> {
  const day = utcDay(decks.uploadedAt);
  const rows = await db
    .select({ day, n: count() })
    .from(decks)
    .where(and(gte(decks.uploadedAt, from), lt(decks.uploadedAt, to)))
    .groupBy(day);
  return new Map(rows.map((row) => [row.day, Number(row.n)]));
}

export async function modelUsageTotals(db: DbOrTx, from: Date, to: Date) {
  const [row] = await db
    .select({
      calls: count(),
      tokens: sum(sql`${llmUsage.inputTokens} + ${llmUsage.outputTokens}`),
    })
    .from(llmUsage)
    .where(and(gte(llmUsage.createdAt, from), lt(llmUsage.createdAt, to)));
  return { calls: Number(row?.calls ?? 0), tokens: Number(row?.tokens ?? 0) };
}

export async function modelCallsPerDay(db: DbOrTx, from: Date, to: Date): Promise<Map<string, number>> {
  const day = utcDay(llmUsage.createdAt);
  const rows = await db
    .select({ day, n: count() })
    .from(llmUsage)
    .where(and(gte(llmUsage.createdAt, from), lt(llmUsage.createdAt, to)))
    .groupBy(day);
  return new Map(rows.map((row) => [row.day, Number(row.n)]));
}

/**
 * Of the decks with extracted facts, how many had each fact corrected by their owner: a history entry of
 * that field whose value differs from the one it replaced (confirming a value is not a correction).
 */
export async function fieldCorrectionCounts(
  db: DbOrTx,
): Promise<{ decks: number; corrected: Record<MetadataField, number> }> {
  const correctedCount = (field: MetadataField) =>
    sql<number>`count(*) filter (where exists (select 1 from jsonb_array_elements(${decks.fieldHistory}) as edit where edit->>'field' = ${field} and edit->>'value' is distinct from edit->>'previousValue'))`;
  const perField = Object.fromEntries(
    METADATA_FIELDS.map((field) => [field, correctedCount(field)]),
  ) as Record<MetadataField, SQL<number>>;
  const [row] = await db
    .select({ decks: count(), ...perField })
    .from(decks)
    .where(isNotNull(decks.metadataExtractedAt));
  const corrected = Object.fromEntries(
    METADATA_FIELDS.map((field) => [field, Number(row?.[field] ?? 0)]),
  ) as Record<MetadataField, number>;
  return { decks: Number(row?.decks ?? 0), corrected };
}
