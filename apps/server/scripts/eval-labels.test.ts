import { describe, expect, it } from 'vitest';
import { labelledStage, roundsMatch } from './eval-labels.ts';

describe('roundsMatch', () => {
  it.each([
    ['$2M', '$2M'],
    ['$1,500,000', '$1.5M'],
    ['$20M-$25M', '$20–25M'],
    ['$6,000 – $12,000', '$6–12K'],
    ['₹2–4 Cr', '₹20M–40M'],
    ['$15M (token sale target)', '$15M'],
    ['150,000 (currency not stated)', '150K'],
    ['150,000 (currency not stated)', 'PLN 150K'],
  ])('counts %s answered as %s', (label, got) => {
    expect(roundsMatch(label, got)).toBe(true);
  });

  it.each([
    ['$20M-$25M', '$20M', 'a range answered with its lower end'],
    ['$2M', '$2–3M', 'one amount answered with a range'],
    ['CA$4M', '$4M', 'the currency stripped'],
    ['€2M', '$2.5M', 'another amount'],
    ['$2M', 'Not specified', 'no amount'],
  ])('misses %s answered as %s (%s)', (label, got) => {
    expect(roundsMatch(label, got)).toBe(false);
  });
});

describe('labelledStage', () => {
  it.each([
    [{ stage: 'Seed', stage_basis: 'stated (p12)' }, 'stated'],
    [{ stage: 'Series A', stage_basis: "stated (p15 'RAISING $10M SERIES A')" }, 'stated'],
    [{ stage: 'Seed', stage_basis: 'inferred ($600k convertible note; no stage word)' }, 'inferred'],
    [{ stage: 'ICO', stage_basis: "stated (p8 'Pre-ICO')" }, 'outside the spec'],
    [{ stage: 'Token sale', stage_basis: 'stated' }, 'outside the spec'],
    [{ stage: 'unknown', stage_basis: 'none' }, 'silent'],
    [{ stage: '', stage_basis: '' }, 'silent'],
  ])('reads %j as %s', (label, kind) => {
    expect(labelledStage(label)).toBe(kind);
  });
});
