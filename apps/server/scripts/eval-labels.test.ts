import { describe, expect, it } from 'vitest';
import { industryMatches, labelStatesStage, labelledStage, roundsMatch, stagesMatch } from './eval-labels.ts';

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

describe('industryMatches', () => {
  const label = { industry: 'Fintech (payments)', industry_alternatives: 'SaaS; E-commerce' };

  it('accepts the labelled industry or an alternative, in any case, bracketed notes aside', () => {
    expect(industryMatches(label, 'fintech')).toBe(true);
    expect(industryMatches(label, 'E-Commerce')).toBe(true);
    expect(industryMatches({ industry: 'Healthcare' }, 'Healthcare')).toBe(true);
  });

  it('refuses another industry, and an empty answer where the label has no alternatives', () => {
    expect(industryMatches(label, 'Healthcare')).toBe(false);
    expect(industryMatches({ industry: 'Healthcare' }, '')).toBe(false);
  });
});

describe('labelStatesStage and stagesMatch', () => {
  it('counts a stage as stated unless it is unknown or the labeller inferred it', () => {
    expect(labelStatesStage({ stage: 'Seed', stage_basis: 'slide 12' })).toBe(true);
    expect(labelStatesStage({ stage: 'Seed' })).toBe(true);
    expect(labelStatesStage({ stage: 'Seed', stage_basis: 'Inferred from the SAFE' })).toBe(false);
    expect(labelStatesStage({ stage: 'unknown' })).toBe(false);
  });

  it('matches stages whatever their case', () => {
    expect(stagesMatch('Series A', 'series a')).toBe(true);
    expect(stagesMatch('Seed', 'Pre-Seed')).toBe(false);
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
