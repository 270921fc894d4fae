import { and, eq, inArray, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { analysisRuns, decks, deepAnalyses, user, userProfiles } from '../../db/schema.ts';
import type { SupportingTextKind } from '@pitchscope/domain/contracts/deep-analysis';

export type AnalysisRunRow = typeof analysisRuns.$inferSelect;
export type DeepAnalysisRow = typeof deepAnalyses.$inferSelect;

export async function insertRun(db: DbOrTx, values: typeof analysisRuns.$inferInsert) {
  await db.insert(analysisRuns).values(values);
}

export async function findRun(db: DbOrTx, runId: string): Promise<AnalysisRunRow | null> {
  const rows = await db.select().from(analysisRuns).where(eq(analysisRuns.id, runId)).limit(1);
  return rows[0] ?? null;
}

/** Who asked for a finished run, whether they want an email about it, and which deck it read. */
export async function findCompletionRecipient(db: DbOrTx, runId: string) {
  const rows = await db
    .select({
      status: analysisRuns.status,
      deckId: analysisRuns.deckId,
      email: user.email,
      investorProfile: userProfiles.investorProfile,
      companyName: decks.companyName,
    })
    .from(analysisRuns)
    .innerJoin(user, eq(user.id, analysisRuns.userId))
    .innerJoin(decks, eq(decks.id, analysisRuns.deckId))
    .leftJoin(userProfiles, eq(userProfiles.userId, analysisRuns.userId))
    .where(eq(analysisRuns.id, runId))
    .limit(1);
  return rows[0] ?? null;
}

export async function findActiveRun(db: DbOrTx, deckId: string): Promise<AnalysisRunRow | null> {
  const rows = await db
    .select()
    .from(analysisRuns)
    .where(and(eq(analysisRuns.deckId, deckId), eq(analysisRuns.status, 'Processing')))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Moves a run out of Processing exactly once: returns the run when this call moved it, null when it was
 * no longer Processing (another worker, the sweeper or a deletion got there first).
 */
export async function finishRun(
  db: DbOrTx,
  runId: string,
  status: 'Completed' | 'Failed',
  error: string | null,
): Promise<AnalysisRunRow | null> {
  const rows = await db
    .update(analysisRuns)
    .set({ status, error, finishedAt: new Date() })
    .where(and(eq(analysisRuns.id, runId), eq(analysisRuns.status, 'Processing')))
    .returning();
  return rows[0] ?? null;
}

/**
 * What a deletion is about: one deck, or one user — the decks they uploaded and the runs they paid for
 * (a member's run on a team deck that outlives them).
 */
export type DeckScope = { deckId: string } | { userId: string };

/**
 * Locks the decks of a deletion until its transaction ends: a deep-analysis start on one of them
 * (whose run row references the deck) waits, then fails on the deleted deck, so no run can slip in
 * between listing the active runs and deleting the deck.
 */
export async function lockDecks(db: DbOrTx, scope: DeckScope) {
  await db
    .select({ id: decks.id })
    .from(decks)
    .where('deckId' in scope ? eq(decks.id, scope.deckId) : eq(decks.userId, scope.userId))
    .for('update');
}

export function listActiveRuns(db: DbOrTx, scope: DeckScope): Promise<AnalysisRunRow[]> {
  return db
    .select()
    .from(analysisRuns)
    .where(
      and(
        'deckId' in scope
          ? eq(analysisRuns.deckId, scope.deckId)
          : or(
              eq(analysisRuns.userId, scope.userId),
              inArray(analysisRuns.deckId, db.select({ id: decks.id }).from(decks).where(eq(decks.userId, scope.userId))),
            ),
        eq(analysisRuns.status, 'Processing'),
      ),
    );
}

export async function bumpRunAttempts(db: DbOrTx, runId: string, attempts: number) {
  await db.update(analysisRuns).set({ attempts }).where(eq(analysisRuns.id, runId));
}

export function listStuckRuns(db: DbOrTx, startedBefore: Date) {
  return db
    .select()
    .from(analysisRuns)
    .where(and(eq(analysisRuns.status, 'Processing'), lt(analysisRuns.startedAt, startedBefore)));
}

export async function findDeepAnalysis(db: DbOrTx, deckId: string): Promise<DeepAnalysisRow | null> {
  const rows = await db.select().from(deepAnalyses).where(eq(deepAnalyses.deckId, deckId)).limit(1);
  return rows[0] ?? null;
}

export async function upsertDeepAnalysis(db: DbOrTx, values: typeof deepAnalyses.$inferInsert) {
  const { deckId: _deckId, ...update } = values;
  await db
    .insert(deepAnalyses)
    .values(values)
    .onConflictDoUpdate({ target: deepAnalyses.deckId, set: { ...update, updatedAt: new Date() } });
}

/** The column holding when each supporting text was written (ADR 0048). */
export const SUPPORTING_WRITTEN_AT = {
  smartQuestions: 'smartQuestionsGeneratedAt',
  dataFreshness: 'dataFreshnessGeneratedAt',
  newsIntelligence: 'newsIntelligenceGeneratedAt',
} as const satisfies Record<SupportingTextKind, keyof typeof deepAnalyses.$inferInsert>;

export async function saveSupportingText(db: DbOrTx, deckId: string, field: SupportingTextKind, text: string, writtenAt: Date) {
  // Supporting analyses exist only beside a delivered report (generateSupporting checks it), so the row does.
  await db
    .update(deepAnalyses)
    .set({ [field]: text, [SUPPORTING_WRITTEN_AT[field]]: writtenAt, updatedAt: new Date() })
    .where(eq(deepAnalyses.deckId, deckId));
}
