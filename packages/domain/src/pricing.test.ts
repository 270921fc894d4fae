import { describe, expect, it } from 'vitest';
import { clampCreditQuantity, creditPrice, creditSavings, creditTotal } from './pricing.ts';

describe('credit pricing', () => {
  it('charges $25 per credit for 1–9 credits and $20 from 10', () => {
    expect(creditPrice(1)).toBe(25);
    expect(creditPrice(9)).toBe(25);
    expect(creditPrice(10)).toBe(20);
    expect(creditPrice(100)).toBe(20);
  });

  it('totals quantity × price', () => {
    expect(creditTotal(9)).toBe(225);
    expect(creditTotal(10)).toBe(200);
    expect(creditTotal(100)).toBe(2000);
  });

  it('totals the clamped quantity, never the raw one', () => {
    expect(creditTotal(1000)).toBe(2000);
    expect(creditTotal(0)).toBe(25);
    expect(creditTotal(9.7)).toBe(225);
  });

  it('shows savings of quantity × 5 from 10 credits', () => {
    expect(creditSavings(9)).toBe(0);
    expect(creditSavings(10)).toBe(50);
    expect(creditSavings(40)).toBe(200);
  });
});

describe('clampCreditQuantity', () => {
  it('keeps whole quantities within 1..100', () => {
    expect(clampCreditQuantity(0)).toBe(1);
    expect(clampCreditQuantity(-3)).toBe(1);
    expect(clampCreditQuantity(101)).toBe(100);
    expect(clampCreditQuantity(12.7)).toBe(12);
    expect(clampCreditQuantity('15')).toBe(15);
  });

  it('turns anything that is not a number into 1', () => {
    expect(clampCreditQuantity('abc')).toBe(1);
    expect(clampCreditQuantity('')).toBe(1);
    expect(clampCreditQuantity(Number.NaN)).toBe(1);
    expect(clampCreditQuantity(undefined)).toBe(1);
  });
});
