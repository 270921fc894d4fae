import { grantTokensSchema } from '@pitchscope/domain/contracts/admin';
import { ADMIN_MESSAGES } from '@pitchscope/domain/messages';

export interface GrantForm {
  userId: string | null | undefined;
  amount: string;
  reason: string;
}

export type GrantValidation = { ok: true; amount: number; reason: string } | { ok: false; message: string };

/** The spec's "Invalid Amount: Please enter a valid positive number" as one line. */
export const INVALID_AMOUNT_TEXT = `${ADMIN_MESSAGES.invalidAmount.title}: ${ADMIN_MESSAGES.invalidAmount.message}`;

/**
 * Spec accounts §5: user, amount and reason are all required; the amount must be a positive number.
 * The upper bound is the shared contract's, so the client refuses what the server would refuse.
 */
export function validateGrant({ userId, amount, reason }: GrantForm): GrantValidation {
  if (!userId || amount.trim() === '' || reason.trim() === '') {
    return { ok: false, message: ADMIN_MESSAGES.grantMissingFields };
  }
  const value = Number(amount.trim());
  const parsed = grantTokensSchema.safeParse({ amount: value, reason: reason.trim() });
  if (!Number.isFinite(value) || !parsed.success) {
    return { ok: false, message: INVALID_AMOUNT_TEXT };
  }
  return { ok: true, amount: parsed.data.amount, reason: parsed.data.reason };
}
