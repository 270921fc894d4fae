import { readGrant } from '@pitchscope/domain/contracts/admin';
import { ADMIN_MESSAGES } from '@pitchscope/domain/messages';

export interface GrantForm {
  userId: string | null | undefined;
  amount: string;
  reason: string;
}

export type GrantValidation = { ok: true; amount: number; reason: string } | { ok: false; message: string };

/** Spec accounts §5, with the server's own contract: the client refuses what the server would refuse. */
export function validateGrant({ userId, amount, reason }: GrantForm): GrantValidation {
  if (!userId) return { ok: false, message: ADMIN_MESSAGES.grantMissingFields };
  const grant = readGrant({ amount, reason });
  return grant.ok ? { ok: true, ...grant.value } : grant;
}
