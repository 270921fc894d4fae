import { and, desc, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { alias } from 'drizzle-orm/pg-core';
import { analysisRuns, decks, tokenTransactions, userProfiles, workspaceMembers, workspaces } from '../../db/schema.ts';
import { newId } from '../../platform/ids.ts';

type TransactionRow = typeof tokenTransactions.$inferSelect;

export async function insertTransaction(
  db: DbOrTx,
  row: Omit<typeof tokenTransactions.$inferInsert, 'id'>,
): Promise<TransactionRow | null> {
  // A second escrow or refund for the same analysis hits the unique index and inserts nothing.
  const inserted = await db
    .insert(tokenTransactions)
    .values({ id: newId(), ...row })
    .onConflictDoNothing()
    .returning();
  return inserted[0] ?? null;
}

/** Takes one token only if the balance allows it, in a single statement (safe under concurrency). */
export async function decrementBalanceIfAvailable(db: DbOrTx, userId: string, amount: number) {
  const rows = await db
    .update(userProfiles)
    .set({
      tokenBalance: sql`${userProfiles.tokenBalance} - ${amount}`,
      totalTokensSpent: sql`${userProfiles.totalTokensSpent} + ${amount}`,
      updatedAt: new Date(),
    })
    .where(and(eq(userProfiles.userId, userId), gte(userProfiles.tokenBalance, amount)))
    .returning({ tokenBalance: userProfiles.tokenBalance });
  return rows[0]?.tokenBalance ?? null;
}

export async function incrementBalance(db: DbOrTx, userId: string, amount: number) {
  const rows = await db
    .update(userProfiles)
    .set({
      tokenBalance: sql`coalesce(${userProfiles.tokenBalance}, 0) + ${amount}`,
      totalTokensEarned: sql`${userProfiles.totalTokensEarned} + ${amount}`,
      updatedAt: new Date(),
    })
    .where(eq(userProfiles.userId, userId))
    .returning({ tokenBalance: userProfiles.tokenBalance });
  return rows[0]?.tokenBalance ?? null;
}

/** Sets the first balance; does nothing when a balance already exists (the welcome bonus is granted once). */
export async function initializeBalance(db: DbOrTx, userId: string, amount: number) {
  const rows = await db
    .update(userProfiles)
    .set({ tokenBalance: amount, totalTokensEarned: sql`${userProfiles.totalTokensEarned} + ${amount}` })
    .where(and(eq(userProfiles.userId, userId), isNull(userProfiles.tokenBalance)))
    .returning({ tokenBalance: userProfiles.tokenBalance });
  return rows.length > 0;
}

export function listTransactions(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(tokenTransactions)
    .where(eq(tokenTransactions.userId, userId))
    .orderBy(desc(tokenTransactions.timestamp));
}

/**
 * The user's ledger with the name of the deck and workspace each hold or refund was for — named only
 * while the user still belongs to that workspace, so a member who left learns nothing new of it.
 */
export function listTransactionsWithDecks(db: DbOrTx, userId: string) {
  const stillMember = and(eq(workspaceMembers.workspaceId, tokenTransactions.workspaceId), eq(workspaceMembers.userId, userId));
  // An escrow's outcome lives in other rows: its run (still Processing?) and the refund of the same analysis.
  const refund = alias(tokenTransactions, 'refund');
  return db
    .select({
      transaction: tokenTransactions,
      companyName: decks.companyName,
      fileName: decks.fileName,
      workspaceName: workspaces.name,
      personalWorkspace: workspaces.personal,
      runStatus: analysisRuns.status,
      refundId: refund.id,
    })
    .from(tokenTransactions)
    .leftJoin(workspaceMembers, stillMember)
    .leftJoin(decks, and(eq(decks.id, tokenTransactions.deckId), isNotNull(workspaceMembers.userId)))
    .leftJoin(workspaces, and(eq(workspaces.id, tokenTransactions.workspaceId), isNotNull(workspaceMembers.userId)))
    .leftJoin(analysisRuns, eq(analysisRuns.id, tokenTransactions.analysisId))
    .leftJoin(refund, and(eq(refund.analysisId, tokenTransactions.analysisId), eq(refund.type, 'refunded')))
    .where(eq(tokenTransactions.userId, userId))
    .orderBy(desc(tokenTransactions.timestamp));
}

export async function findTransaction(db: DbOrTx, analysisId: string, type: 'spent' | 'refunded') {
  const rows = await db
    .select()
    .from(tokenTransactions)
    .where(and(eq(tokenTransactions.analysisId, analysisId), eq(tokenTransactions.type, type)))
    .limit(1);
  return rows[0] ?? null;
}

export async function setBalanceTotals(
  db: DbOrTx,
  userId: string,
  totals: { balance: number; totalEarned: number; totalSpent: number },
) {
  await db
    .update(userProfiles)
    .set({
      tokenBalance: totals.balance,
      totalTokensEarned: totals.totalEarned,
      totalTokensSpent: totals.totalSpent,
      updatedAt: new Date(),
    })
    .where(eq(userProfiles.userId, userId));
}

export async function lockProfileBalance(db: DbOrTx, userId: string) {
  const rows = await db
    .select({ tokenBalance: userProfiles.tokenBalance })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId))
    .for('update');
  return rows[0] ?? null;
}

/** The paid model answers a user has left (0 without a profile). */
export async function askModelAnswersLeft(db: DbOrTx, userId: string): Promise<number> {
  const rows = await db.select({ left: userProfiles.askModelAnswersLeft }).from(userProfiles).where(eq(userProfiles.userId, userId));
  return rows[0]?.left ?? 0;
}

/** Takes one paid model answer if any is left, in one statement; the number left after, or null. */
export async function takeAskModelAnswer(db: DbOrTx, userId: string) {
  const rows = await db
    .update(userProfiles)
    .set({ askModelAnswersLeft: sql`${userProfiles.askModelAnswersLeft} - 1` })
    .where(and(eq(userProfiles.userId, userId), gte(userProfiles.askModelAnswersLeft, 1)))
    .returning({ left: userProfiles.askModelAnswersLeft });
  return rows[0]?.left ?? null;
}

/** Adds paid model answers (a token bought, or one taken and not used). */
export async function addAskModelAnswers(db: DbOrTx, userId: string, count: number) {
  await db
    .update(userProfiles)
    .set({ askModelAnswersLeft: sql`${userProfiles.askModelAnswersLeft} + ${count}` })
    .where(eq(userProfiles.userId, userId));
}
