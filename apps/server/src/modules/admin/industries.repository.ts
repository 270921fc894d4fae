import { asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { industries, industryAnalysisConfigs } from '../../db/schema.ts';

export type IndustryRow = typeof industries.$inferSelect;
export type IndustryInsert = typeof industries.$inferInsert;
export type AnalysisConfigRow = typeof industryAnalysisConfigs.$inferSelect;
export type AnalysisConfigInsert = typeof industryAnalysisConfigs.$inferInsert;

export function listIndustryRows(db: DbOrTx): Promise<IndustryRow[]> {
  return db.select().from(industries).orderBy(asc(industries.sortOrder), asc(industries.name));
}

export async function countIndustries(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(industries);
  return Number(row?.n ?? 0);
}

export async function findIndustryRow(db: DbOrTx, name: string): Promise<IndustryRow | null> {
  const rows = await db.select().from(industries).where(eq(industries.name, name)).limit(1);
  return rows[0] ?? null;
}

export async function insertIndustries(db: DbOrTx, rows: IndustryInsert[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(industries)
    .values(rows)
    .onConflictDoNothing({ target: industries.name })
    .returning({ name: industries.name });
  return inserted.length;
}

export async function updateIndustry(
  db: DbOrTx,
  name: string,
  values: Partial<Omit<IndustryInsert, 'name'>>,
): Promise<IndustryRow | null> {
  const rows = await db.update(industries).set(values).where(eq(industries.name, name)).returning();
  return rows[0] ?? null;
}

export function listAnalysisConfigRows(db: DbOrTx): Promise<AnalysisConfigRow[]> {
  return db.select().from(industryAnalysisConfigs).orderBy(asc(industryAnalysisConfigs.key));
}

export async function findAnalysisConfig(db: DbOrTx, key: string): Promise<AnalysisConfigRow | null> {
  const rows = await db
    .select()
    .from(industryAnalysisConfigs)
    .where(eq(industryAnalysisConfigs.key, key))
    .limit(1);
  return rows[0] ?? null;
}

export async function upsertAnalysisConfig(
  db: DbOrTx,
  row: AnalysisConfigInsert,
): Promise<AnalysisConfigRow> {
  const { key: _key, ...values } = row;
  const [saved] = await db
    .insert(industryAnalysisConfigs)
    .values(row)
    .onConflictDoUpdate({ target: industryAnalysisConfigs.key, set: values })
    .returning();
  return saved!;
}
