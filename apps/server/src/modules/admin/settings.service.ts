import type { AppSettings, AppSettingsPatch } from '@pitchscope/domain/contracts/admin';
import type { Db } from '../../platform/db/database.ts';
import type { Actor } from '../../platform/actor.ts';
import { getAppSettings, saveAppSettings } from './app-settings.service.ts';
import { recordAdminAction } from './audit.repository.ts';

/** `GET /api/admin/settings`. */
export const readSettings = (db: Db): Promise<AppSettings> => getAppSettings(db);

/** `PUT /api/admin/settings`: a partial update, stamped with the admin and recorded in the audit log. */
export async function updateSettings(db: Db, actor: Actor, patch: AppSettingsPatch): Promise<AppSettings> {
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
