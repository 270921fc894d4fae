import { CREDIT_PRICE, CREDIT_QUANTITY } from './constants.ts';

/** Quantity selector value: whole credits within 1..100; anything that is not a number becomes 1. */
export function clampCreditQuantity(value: unknown): number {
  const parsed = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
  if (!Number.isFinite(parsed) || (typeof value === 'string' && value.trim() === '')) return CREDIT_QUANTITY.min;
  return Math.min(CREDIT_QUANTITY.max, Math.max(CREDIT_QUANTITY.min, Math.floor(parsed)));
}

function isBulk(quantity: number): boolean {
  return quantity >= CREDIT_PRICE.bulkFromQuantity;
}

/** Price of one credit in USD: 25 for 1–9 credits, 20 from 10 credits. */
export function creditPrice(quantity: number): number {
  return isBulk(clampCreditQuantity(quantity)) ? CREDIT_PRICE.bulk : CREDIT_PRICE.standard;
}

export function creditTotal(quantity: number): number {
  const clamped = clampCreditQuantity(quantity);
  return clamped * creditPrice(clamped);
}

/** Saving against the standard price: quantity × 5 from 10 credits, else 0. */
export function creditSavings(quantity: number): number {
  const clamped = clampCreditQuantity(quantity);
  return isBulk(clamped) ? clamped * CREDIT_PRICE.savingsPerCredit : 0;
}
