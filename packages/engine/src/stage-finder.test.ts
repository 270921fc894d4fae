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
    [['Tidewell', 'The Ask\nWe are raising our seed round to reach 50 ports'], 'Seed'],
    [['Tidewell', 'Funding\nSeed round of $1M'], 'Seed'],
    [['Tidewell', 'Investment Ask\nRound Seed\nAmount $750k – $1.5M'], 'Seed'],
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
    ['a stage used as a yardstick', ['Tidewell', 'Problem\n"Compliance teams cost more than the seed round."']],
    [
      'a slide that draws the stages companies go through',
      ['Tidewell', 'We grow with our customers\nPre-Seed\nSeed\nSeries A\nSeries B\nSeries C'],
    ],
  ])('%s', (_label, pages) => {
    expect(stageOf(pages).status).toBe('assumed');
  });
});

describe('findStage on a slide of stages', () => {
  it('reads the round on an ask slide that also names the next one', () => {
    const pages = ['Tidewell', 'The Ask\nWe are raising $1M\nFor our team\nSeed round\nUse of funds: reach Series A metrics'];
    expect(stageOf(pages)).toEqual({ value: 'Seed', status: 'stated' });
  });

  it('does not read the column headings of a table by customer stage', () => {
    expect(stageOf(['Tidewell', 'Unit economics\nSeries B\nSeries C\nAnnual revenue\nGross profit']).status).toBe('assumed');
  });

  it('still reads the line that says which round is being raised', () => {
    const pages = ['Tidewell', 'Funding path\nSeed — done 2024\nSeries A — raising now, $8M\nSeries B — 2028'];
    expect(stageOf(pages)).toEqual({ value: 'Series A', status: 'stated' });
  });
});

describe('findStage prefers the round asked for over one on a timeline', () => {
  it('reads Seed from the ask, not the Series A a roadmap month plans to evaluate', () => {
    const pages = [
      'Tidewell',
      'Roadmap\nMonth 5 Growth — referral program\nMonth 6 Revenue — target steady volume, evaluate Series A',
      'The Ask\n$300K\nSeed Investment',
    ];
    expect(stageOf(pages)).toEqual({ value: 'Seed', status: 'stated' });
  });

  it('does not take a stage planned for a quarter as the round', () => {
    expect(stageOf(['Tidewell', 'Milestones\nQ3: Series A with 100 ports live']).status).toBe('assumed');
  });
});
