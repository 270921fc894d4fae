import { desc } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { adminAuditLog } from '../../db/schema.ts';

/** The admin writes that are recorded; one name per action so the log can be filtered. */
export type AdminAction =
  | 'tokens.grant'
  | 'tokens.recalculate'
  | 'user.delete'
  | 'deck.delete'
  | 'deck.deep-analysis.trigger'
  | 'settings.update'
  | 'prompt.save'
  | 'prompts.cleanup'
  | 'industry.deep-research.save'
  | 'industry.analysis-config.save'
  | 'industry.categories.save'
  | 'industry.analysis.save'
  | 'legal.save'
  | 'pipeline.stages.save'
  | 'engine-labels.export';

export interface AdminAuditEntry {
  adminId: string;
  action: AdminAction;
  targetType: 'user' | 'deck' | 'settings' | 'prompt' | 'industry' | 'legal';
  targetId?: string | null;
  details?: Record<string, unknown>;
}

/**
 * Records one admin write. Pass the transaction of the write itself, so the entry and the change
 * commit (or roll back) together.
 */
export async function recordAdminAction(db: DbOrTx, entry: AdminAuditEntry): Promise<void> {
  await db.insert(adminAuditLog).values({
    adminId: entry.adminId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    details: entry.details ?? null,
  });
}

export function listAdminActions(db: DbOrTx, limit = 100) {
  return db
    .select()
    .from(adminAuditLog)
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(limit);
}
