/**
 * Fixed reference rates, used for one thing only: holding a round stated in another currency against
 * an investor's USD ticket (the check-size rating). A round is always shown as the deck writes it;
 * the converted figure is shown beside it with the date of these rates, so nobody mistakes it for
 * today's rate. The table is offline on purpose: an analysis must not depend on a network call, and
 * the same deck must rate the same way on every server.
 *
 * The values are rounded mid-market rates, entered by hand. To refresh them, replace every value from
 * one published reference (for example the ECB's euro reference rates of one day, crossed to USD) and
 * set the date to that day.
 */
import type { Currency } from './round-size.ts';

export const REFERENCE_RATES_DATE = '2026-11-01';

/** Units of each currency that one US dollar buys. */
export const UNITS_PER_USD: Readonly<Record<Currency, number>> = {
  USD: 1,
  EUR: 0.86,
  GBP: 0.76,
  PLN: 3.65,
  CHF: 0.8,
  SEK: 9.5,
  NOK: 10.1,
  DKK: 6.42,
  CAD: 1.4,
  AUD: 1.53,
  JPY: 152,
  CNY: 7.12,
  INR: 88.5,
  RUB: 80,
  SGD: 1.3,
  ILS: 3.3,
  AED: 3.6725,
  BRL: 5.4,
  UAH: 41.8,
  CZK: 21,
  HUF: 335,
  NZD: 1.75,
  HKD: 7.78,
  NGN: 1450,
  KES: 129,
  ZAR: 17.3,
};

/** An amount in `currency` as US dollars at the reference rates. */
export function toUsd(amount: number, currency: Currency): number {
  return amount / UNITS_PER_USD[currency];
}
