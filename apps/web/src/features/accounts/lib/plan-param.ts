import type { CheckoutPlan } from '@pitchscope/domain/constants';

/** The `?plan=` query parameter: payg or subscription, anything else is no plan. */
export function readPlan(value: string | null | undefined): CheckoutPlan | null {
  return value === 'payg' || value === 'subscription' ? value : null;
}
