import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PortfolioCompanyInput } from '@pitchscope/domain/portfolio';
import type { DbOrTx } from '../../platform/db/database.ts';
import { deckSlides, decks, portfolioCompanies } from '../../db/schema.ts';

export function listCompanies(db: DbOrTx, workspaceId: string) {
  return db
    .select({
      id: portfolioCompanies.id,
      name: portfolioCompanies.name,
      website: portfolioCompanies.website,
      sector: portfolioCompanies.sector,
      description: portfolioCompanies.description,
      createdAt: portfolioCompanies.createdAt,
    })
    .from(portfolioCompanies)
    .where(eq(portfolioCompanies.workspaceId, workspaceId))
    .orderBy(asc(sql`lower(${portfolioCompanies.name})`), asc(portfolioCompanies.id));
}

export async function existingNameKeys(db: DbOrTx, workspaceId: string): Promise<Set<string>> {
  const rows = await db
    .select({ nameKey: portfolioCompanies.nameKey })
    .from(portfolioCompanies)
    .where(eq(portfolioCompanies.workspaceId, workspaceId));
  return new Set(rows.map((row) => row.nameKey));
}

/** Adds the companies, replacing the details of those already held under the same name. */
export async function upsertCompanies(
  db: DbOrTx,
  rows: Array<PortfolioCompanyInput & { id: string; workspaceId: string; nameKey: string; createdBy: string; now: Date }>,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(portfolioCompanies)
    .values(rows.map(({ now, ...row }) => ({ ...row, createdAt: now, updatedAt: now })))
    .onConflictDoUpdate({
      target: [portfolioCompanies.workspaceId, portfolioCompanies.nameKey],
      set: {
        name: sql`excluded.name`,
        website: sql`excluded.website`,
        sector: sql`excluded.sector`,
        description: sql`excluded.description`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

export async function deleteCompany(db: DbOrTx, workspaceId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(portfolioCompanies)
    .where(and(eq(portfolioCompanies.workspaceId, workspaceId), eq(portfolioCompanies.id, id)))
    .returning({ id: portfolioCompanies.id });
  return rows.length > 0;
}

/** The facts the conflict rules read of these decks, only those of the workspace and visible. */
export function conflictDecks(db: DbOrTx, workspaceId: string, deckIds: string[]) {
  return db
    .select({
      id: decks.id,
      companyName: decks.companyName,
      industry: decks.industry,
      industryKey: decks.industryKey,
      product: decks.product,
      shortDescription: decks.shortDescription,
    })
    .from(decks)
    .where(and(eq(decks.workspaceId, workspaceId), eq(decks.hiddenFromUser, false), inArray(decks.id, deckIds)));
}

export function slidesOf(db: DbOrTx, deckIds: string[]) {
  return db
    .select({ deckId: deckSlides.deckId, page: deckSlides.pageNumber, text: deckSlides.text })
    .from(deckSlides)
    .where(inArray(deckSlides.deckId, deckIds))
    .orderBy(asc(deckSlides.deckId), asc(deckSlides.pageNumber));
}
