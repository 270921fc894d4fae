import type { DbOrTx } from '../../platform/db/database.ts';
import { ensureLegalDocuments } from '../legal/legal.service.ts';
import { ensureAiConfigurations } from './ai-config.service.ts';
import { seedIndustries } from './industries.service.ts';
import { syncDefaultPrompts } from './prompts.service.ts';

/**
 * Reference data the app needs before its first request, run at every startup. Idempotent and
 * non-destructive: it only adds what is missing (default prompts by id, the industry knowledge into an
 * empty table, the two legal documents, the default AI configurations) and never overwrites an edit.
 */
export async function seedReferenceData(
  db: DbOrTx,
  options: { configuredModel?: string } = {},
): Promise<{ promptsAdded: string[]; industriesAdded: number }> {
  const promptsAdded = await syncDefaultPrompts(db);
  const industriesAdded = await seedIndustries(db);
  await ensureLegalDocuments(db);
  await ensureAiConfigurations(db, options.configuredModel);
  return { promptsAdded, industriesAdded };
}
