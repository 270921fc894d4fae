import { eq } from 'drizzle-orm';
import { DEFAULT_MAX_UPLOAD_SIZE_MB } from '@pitchscope/domain/constants';
import type { AppSettings } from '@pitchscope/domain/contracts/admin';
import { newUserCredits } from '@pitchscope/domain/ledger';
import type { DbOrTx } from '../../platform/db/database.ts';
import { appSettings } from '../../db/schema.ts';
import { userLabel } from '../accounts/user-label.ts';

const SETTINGS_ID = 'general';

const DEFAULTS: AppSettings = {
  newUserFreeCredits: 2,
  useRealAnalysis: true,
  enableBackgroundProcessing: true,
  maxUploadSizeMB: DEFAULT_MAX_UPLOAD_SIZE_MB,
  allowPrivateWebhookTargets: false,
  readOfflineWhenModelDown: false,
  askModelAnswersPerToken: 0,
  lastUpdated: null,
  updatedBy: null,
  updatedByName: null,
};

export async function getAppSettings(db: DbOrTx): Promise<AppSettings> {
  const rows = await db.select().from(appSettings).where(eq(appSettings.id, SETTINGS_ID)).limit(1);
  const row = rows[0];
  if (!row) return DEFAULTS;
  return {
    newUserFreeCredits: row.newUserFreeCredits,
    useRealAnalysis: row.useRealAnalysis,
    enableBackgroundProcessing: row.enableBackgroundProcessing,
    maxUploadSizeMB: row.maxUploadSizeMB,
    allowPrivateWebhookTargets: row.allowPrivateWebhookTargets,
    readOfflineWhenModelDown: row.readOfflineWhenModelDown,
    askModelAnswersPerToken: row.askModelAnswersPerToken,
    lastUpdated: row.lastUpdated?.toISOString() ?? null,
    updatedBy: row.updatedBy,
    updatedByName: await userLabel(db, row.updatedBy),
  };
}

/** Credits for a new account: a stored zero or a missing value means the default of 2. */
export async function getNewUserCredits(db: DbOrTx): Promise<number> {
  try {
    const settings = await getAppSettings(db);
    return newUserCredits(settings.newUserFreeCredits);
  } catch {
    // Reading system settings falls back to 2 free credits on failure (spec accounts §8).
    return newUserCredits(undefined);
  }
}

export async function saveAppSettings(
  db: DbOrTx,
  patch: Partial<Omit<AppSettings, 'lastUpdated' | 'updatedBy' | 'updatedByName'>>,
  adminId: string,
): Promise<AppSettings> {
  const current = await getAppSettings(db);
  const next = { ...current, ...patch };
  const values = {
    id: SETTINGS_ID,
    newUserFreeCredits: next.newUserFreeCredits,
    useRealAnalysis: next.useRealAnalysis,
    enableBackgroundProcessing: next.enableBackgroundProcessing,
    maxUploadSizeMB: next.maxUploadSizeMB,
    allowPrivateWebhookTargets: next.allowPrivateWebhookTargets,
    readOfflineWhenModelDown: next.readOfflineWhenModelDown,
    askModelAnswersPerToken: next.askModelAnswersPerToken,
    lastUpdated: new Date(),
    updatedBy: adminId,
  };
  await db.insert(appSettings).values(values).onConflictDoUpdate({ target: appSettings.id, set: values });
  return getAppSettings(db);
}
