import { describe, expect, it } from 'vitest';
import {
  describeVersionChanges,
  headlineFigures,
  isNewVersionCandidate,
  legitimateUpdateOffer,
  NOT_STATED,
  type DeckForUpdateOffer,
  versionChanges,
  type VersionFactsSnapshot,
} from './deck-versions.ts';
import type { Figure } from './figures/figure.ts';
import { makeFigure } from './figures/figure-factory.ts';

const existingDeck = { id: 'd1', companyName: 'Brightloop Oy', uploadedAt: '2026-11-01T00:00:00.000Z' };

function figure(overrides: Partial<Figure>): Figure {
  return makeFigure({ id: 'p1-1', metric: 'arr', value: 400_000, page: 9, raw: '$400K', context: '', ...overrides });
}

const stated = (slide: number) => ({ status: 'stated' as const, slides: [slide] });

describe('isNewVersionCandidate', () => {
  it('keeps the same text a duplicate, even of the same company', () => {
    expect(isNewVersionCandidate({ existingDeck }, 'Brightloop', true)).toBe(false);
  });

  it('offers a changed text of the same company as a new version', () => {
    expect(isNewVersionCandidate({ existingDeck }, 'Brightloop', false)).toBe(true);
    expect(isNewVersionCandidate({ existingDeck }, 'Brightloop Inc', false)).toBe(true);
  });

  it("does not offer another company's look-alike deck (a template) as a version", () => {
    expect(isNewVersionCandidate({ existingDeck }, 'Northwind', false)).toBe(false);
  });
});

describe('headlineFigures', () => {
  it('keeps one figure per metric, an actual one before a projection, and skips the round', () => {
    const figures = headlineFigures({
      figures: [
        figure({ metric: 'arr', value: 2_000_000, status: 'projected', page: 3 }),
        figure({ metric: 'arr', value: 400_000, page: 9 }),
        figure({ metric: 'round_size', value: 1_500_000, page: 12 }),
        figure({ metric: 'customers', unit: 'count', currency: null, value: 40, page: 10 }),
      ],
    });
    expect(figures.map((kept) => [kept.metric, kept.value, kept.page])).toEqual([
      ['arr', 400_000, 9],
      ['customers', 40, 10],
    ]);
  });

  it('is empty without a ledger', () => {
    expect(headlineFigures(null)).toEqual([]);
  });
});

describe('versionChanges', () => {
  const v1: VersionFactsSnapshot = {
    facts: { companyName: 'Brightloop', stage: 'Seed', roundSize: '$1.5M', industry: 'Energy', geography: 'Helsinki, Finland' },
    fieldSources: { companyName: stated(1), stage: stated(8), roundSize: stated(8), industry: stated(1), geography: stated(1) },
    figures: headlineFigures({ figures: [figure({ value: 400_000 }), figure({ metric: 'churn', unit: 'percent', currency: null, value: 3, page: 6 })] }),
  };

  it('lists the changed facts and figures with the slide of the new value', () => {
    const v2: VersionFactsSnapshot = {
      facts: { ...v1.facts, roundSize: '$2M' },
      fieldSources: { ...v1.fieldSources, roundSize: stated(8) },
      figures: headlineFigures({ figures: [figure({ value: 650_000 }), figure({ metric: 'churn', unit: 'percent', currency: null, value: 3, page: 6 })] }),
    };
    const changes = versionChanges(v1, { ...v2, figures: v2.figures!.map((kept) => ({ ...kept, per: kept.metric === 'arr' ? 'year' as const : kept.per })) });
    expect(changes).toEqual([
      { label: 'Round Size', before: '$1.5M', after: '$2M', slide: 8 },
      { label: 'ARR', before: '$400K', after: '$650K', slide: 9 },
    ]);
    expect(describeVersionChanges(changes)).toBe('Round Size: $1.5M → $2M (slide 8); ARR: $400K → $650K (slide 9)');
  });

  it('says "Not stated" for a fact a version assumed, and lists nothing when neither states it', () => {
    const assumedBefore: VersionFactsSnapshot = {
      facts: { ...v1.facts, stage: 'Pre-Seed', product: '' },
      fieldSources: { ...v1.fieldSources, stage: { status: 'assumed', slides: [] } },
    };
    const after: VersionFactsSnapshot = { facts: { ...v1.facts, product: '' }, fieldSources: v1.fieldSources };
    expect(versionChanges(assumedBefore, after)).toEqual([{ label: 'Stage', before: NOT_STATED, after: 'Seed', slide: 8 }]);
  });

  it('ignores case and spacing changes, and compares figures only when both versions have them', () => {
    const after: VersionFactsSnapshot = { facts: { ...v1.facts, geography: 'helsinki,  Finland' }, fieldSources: v1.fieldSources };
    expect(versionChanges(v1, after)).toEqual([]);
    expect(describeVersionChanges([])).toBe('No facts changed.');
  });

  it('lists a metric the new version adds or drops', () => {
    const after: VersionFactsSnapshot = {
      ...v1,
      figures: headlineFigures({ figures: [figure({ value: 400_000 }), figure({ metric: 'customers', unit: 'count', currency: null, value: 40, page: 10 })] }),
    };
    expect(versionChanges(v1, after)).toEqual([
      { label: 'Churn', before: '3%', after: NOT_STATED, slide: null },
      { label: 'Customers', before: NOT_STATED, after: '40', slide: 10 },
    ]);
  });
});

describe('legitimateUpdateOffer: a re-send the spec calls a legitimate update is offered as a new version', () => {
  const now = new Date('2026-11-28T12:00:00.000Z');
  const deck = (overrides: Partial<DeckForUpdateOffer> = {}): DeckForUpdateOffer => ({
    id: 'd1',
    companyName: 'Brightloop Oy',
    stage: 'Seed',
    roundSize: '$2M',
    uploadedAt: '2026-11-01T00:00:00.000Z',
    uploadedBy: { id: 'u1', name: 'Anna Berg' },
    ...overrides,
  });

  it('offers the deck whose stage the upload moved later, with the spec message and the reason', () => {
    const offer = legitimateUpdateOffer({ companyName: 'Brightloop', stage: 'Series A', roundSize: '$2.2M' }, [deck()], now);
    expect(offer).toMatchObject({
      type: 'similar',
      newVersionOffered: true,
      existingDeck: { id: 'd1', companyName: 'Brightloop Oy', uploadedBy: { id: 'u1', name: 'Anna Berg' } },
      companyName: 'Brightloop',
    });
    expect(offer?.reason).toBe('A similar deck already exists: Brightloop Oy (the stage moved from Seed to Series A); possible new version');
  });

  it('offers a round size more than 50 % apart (of the larger), and a deck last uploaded more than 6 months (of 30 days) ago', () => {
    const round = legitimateUpdateOffer({ companyName: 'Brightloop Oy', stage: 'Seed', roundSize: '$5M' }, [deck()], now);
    expect(round?.reason).toBe('A similar deck already exists: Brightloop Oy (the round changed from $2M to $5M); possible new version');
    const old = deck({ uploadedAt: '2026-05-01T00:00:00.000Z' });
    const gap = legitimateUpdateOffer({ companyName: 'Brightloop Oy', stage: 'Seed', roundSize: '$2M' }, [old], now);
    expect(gap?.reason).toBe('A similar deck already exists: Brightloop Oy (last uploaded 211 days ago); possible new version');
    // 180 days is not yet more than 6 months.
    const sixMonths = deck({ uploadedAt: new Date(now.getTime() - 180 * 86_400_000).toISOString() });
    expect(legitimateUpdateOffer({ companyName: 'Brightloop Oy', stage: 'Seed', roundSize: '$2M' }, [sixMonths], now)).toBeNull();
  });

  it('offers nothing for a stage moved earlier, a round within 50 %, or another company', () => {
    expect(legitimateUpdateOffer({ companyName: 'Brightloop', stage: 'Pre-Seed', roundSize: '$2M' }, [deck()], now)).toBeNull();
    expect(legitimateUpdateOffer({ companyName: 'Brightloop', stage: 'Seed', roundSize: '$2.9M' }, [deck()], now)).toBeNull();
    expect(legitimateUpdateOffer({ companyName: 'Quillmate', stage: 'Series A', roundSize: '$5M' }, [deck()], now)).toBeNull();
  });

  it('names the newest of several such decks, whatever order they are read in', () => {
    const older = deck({ id: 'd0', uploadedAt: '2026-10-01T00:00:00.000Z' });
    const newer = deck({ id: 'd2', uploadedAt: '2026-11-20T00:00:00.000Z' });
    const candidate = { companyName: 'Brightloop', stage: 'Series A', roundSize: '$2M' };
    expect(legitimateUpdateOffer(candidate, [older, newer, deck()], now)?.existingDeck.id).toBe('d2');
    expect(legitimateUpdateOffer(candidate, [deck(), newer, older], now)?.existingDeck.id).toBe('d2');
  });
});
