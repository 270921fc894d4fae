import { describe, expect, it } from 'vitest';
import { detectSections } from './sections.ts';
import { findStage } from './stage-finder.ts';
import { toSlides } from './text.ts';

function stageOf(pages: string[]): { value: string; status: string } {
  const slides = toSlides(pages.map((text, i) => ({ pageNumber: i + 1, text })));
  const found = findStage(slides, detectSections(slides));
  return { value: found.value, status: found.source.status };
}

describe('findStage reads the round the deck is raising', () => {
  it.each([
    [['Tidewell', 'The Ask\nWe are raising a $1.2M Seed round'], 'Seed'],
    [['Tidewell', 'Investment\nStage: Seed\n$800K'], 'Seed'],
    [['Tidewell\nSeries A deck 2026', 'Team'], 'Series A'],
    [['Tidewell', 'Funding\nWe are raising a Pre-Series A to reach 50 ports'], 'Seed'],
    [['Tidewell', 'The Ask\nPre-seed: $400K on a SAFE'], 'Pre-Seed'],
  ])('%j → %s', (pages, stage) => {
    expect(stageOf(pages)).toEqual({ value: stage, status: 'stated' });
  });
});

describe('findStage does not take a stage word that names something else', () => {
  it.each([
    ['customers', ['Tidewell', 'Customers\nSeed-stage startups are our customers: 40 have signed']],
    ['a customer segment range', ['Tidewell', 'Market\nWe sell to companies from seed stage to Series C']],
    [
      'another company’s round',
      ['Tidewell', 'Competition\nHarbourOS raised a Series B in 2024 and targets large ports'],
    ],
    [
      'another company described by its stage',
      ['Tidewell', 'The Ask\nHarbourOS is a Series B company that sells to ports'],
    ],
    ['a past round', ['Tidewell', 'History\nWe closed our seed round in 2023']],
    ['a future round', ['Tidewell', 'Roadmap\nSeries A planned in 18 months, after 100 ports']],
    ['seeds as a product', ['Tidewell', 'Product\nOur drones plant seed pods on burned hillsides']],
  ])('%s', (_label, pages) => {
    expect(stageOf(pages).status).toBe('assumed');
  });
});
