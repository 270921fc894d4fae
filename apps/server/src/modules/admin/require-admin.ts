import { ADMIN_MESSAGES } from '@pitchscope/domain/messages';
import type { Actor } from '../../platform/actor.ts';
import { AppError } from '../../platform/errors.ts';

/** The admin routes declare `access: 'admin'`; a service that lists everyone's data checks it again itself. */
export function requireAdmin(actor: Actor): void {
  if (!actor.isAdmin) throw new AppError('ADMIN_REQUIRED', ADMIN_MESSAGES.adminRequired);
}
