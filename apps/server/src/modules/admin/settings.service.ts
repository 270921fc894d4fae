import { appSettingsPatchSchema, type AppSettings } from '@pitchscope/domain/contracts/admin';
import type { Db } from '../../platform/db/database.ts';
import type { Actor } from '../../platform/actor.ts';
import { parseInput } from '../../platform/http/validation.ts';
import { getAppSettings, saveAppSettings } from './app-settings.service.ts';
import { recordAdminAction } from './audit.repository.ts';

/** `GET /api/admin/settings`. */
export const readSettings = (db: Db): Promise<AppSettings> => getAppSettings(db);

/** `PUT /api/admin/settings`: a partial update, stamped with the admin and recorded in the audit log. */
export async function updateSettings(db: Db, actor: Actor, body: unknown): Promise<AppSettings> {
  const patch = parseInput(appSettingsPatchSchema, body);
  return db.transaction(async (tx) => {
    const saved = await saveAppSettings(tx, patch, actor.userId);
    await recordAdminAction(tx, {
      adminId: actor.userId,
      action: 'settings.update',
      targetType: 'settings',
      targetId: 'general',
      details: { ...patch },
    });
    return saved;
  });
}
