import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { FitColor } from '@pitchscope/domain/contracts/decks';
import type { DigestAnalysis, DigestDeck } from '@pitchscope/domain/weekly-digest';
import type { DbOrTx } from '../../platform/db/database.ts';
import { analysisRuns, decks, user, userProfiles, workspaceMembers } from '../../db/schema.ts';

/** Everyone who may get a digest: an account whose "Weekly digest" is on (on unless turned off). */
export async function findDigestRecipients(db: DbOrTx): Promise<Array<{ userId: string }>> {
  return db
    .select({ userId: user.id })
    .from(user)
    .leftJoin(userProfiles, eq(userProfiles.userId, user.id))
    .where(sql`coalesce((${userProfiles.investorProfile} -> 'notifications' ->> 'weeklyDigest')::boolean, true)`);
}

export async function findDigestRecipient(db: DbOrTx, userId: string) {
  const rows = await db
    .select({ email: user.email, name: user.name, investorProfile: userProfiles.investorProfile })
    .from(user)
    .leftJoin(userProfiles, eq(userProfiles.userId, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  return rows[0] ?? null;
}

const memberWorkspaces = (db: DbOrTx, userId: string) =>
  db.select({ id: workspaceMembers.workspaceId }).from(workspaceMembers).where(eq(workspaceMembers.userId, userId));

/** Decks added to the user's workspaces in [since, until), not archived or hidden. */
export async function findWeekDecks(db: DbOrTx, userId: string, since: Date, until: Date): Promise<DigestDeck[]> {
  const rows = await db
    .select({
      id: decks.id,
      companyName: decks.companyName,
      industry: decks.industry,
      fitOverall: decks.fitOverall,
      uploadedAt: decks.uploadedAt,
    })
    .from(decks)
    .where(
      and(
        inArray(decks.workspaceId, memberWorkspaces(db, userId)),
        eq(decks.isArchived, false),
        eq(decks.hiddenFromUser, false),
        gte(decks.uploadedAt, since),
        lt(decks.uploadedAt, until),
      ),
    );
  return rows.map((row) => ({ ...row, fitOverall: row.fitOverall as FitColor | null }));
}

/** Deep analyses completed in [since, until) on decks of the user's workspaces, whoever ran them. */
export async function findWeekAnalyses(db: DbOrTx, userId: string, since: Date, until: Date): Promise<DigestAnalysis[]> {
  const rows = await db
    .select({ deckId: analysisRuns.deckId, companyName: decks.companyName, finishedAt: analysisRuns.finishedAt })
    .from(analysisRuns)
    .innerJoin(decks, eq(decks.id, analysisRuns.deckId))
    .where(
      and(
        inArray(decks.workspaceId, memberWorkspaces(db, userId)),
        eq(decks.hiddenFromUser, false),
        eq(analysisRuns.status, 'Completed'),
        gte(analysisRuns.finishedAt, since),
        lt(analysisRuns.finishedAt, until),
      ),
    );
  return rows.map((row) => ({ ...row, finishedAt: row.finishedAt! }));
}
