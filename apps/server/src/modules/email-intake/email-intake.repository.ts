import { and, eq, lt, sql } from 'drizzle-orm';
import { intakeMessageCounts } from '../../db/schema.ts';
import type { DbOrTx } from '../../platform/db/database.ts';

/**
 * Counts one message of the workspace in the hour starting at `hourStart`, unless `perHour` are counted
 * there already: one statement, so processes counting at once never both take the last place. True when
 * counted. The workspace's earlier hours are dropped (nothing reads them).
 */
export async function countIntakeMessage(db: DbOrTx, workspaceId: string, hourStart: Date, perHour: number): Promise<boolean> {
  await db
    .delete(intakeMessageCounts)
    .where(and(eq(intakeMessageCounts.workspaceId, workspaceId), lt(intakeMessageCounts.hourStart, hourStart)));
  const counted = await db
    .insert(intakeMessageCounts)
    .values({ workspaceId, hourStart, count: 1 })
    .onConflictDoUpdate({
      target: [intakeMessageCounts.workspaceId, intakeMessageCounts.hourStart],
      set: { count: sql`${intakeMessageCounts.count} + 1` },
      setWhere: sql`${intakeMessageCounts.count} < ${perHour}`,
    })
    .returning({ count: intakeMessageCounts.count });
  return counted.length > 0;
}
