import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DealFlowResponse } from '@pitchscope/domain/contracts/deal-flow';
import type { DeckListPage } from '@pitchscope/domain/contracts/deck-list';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { insertAnalyzedDeck } from '../../test/factories.ts';
import { decks } from '../../db/schema.ts';
import { newId } from '../../platform/ids.ts';
import { insertTimelineEntries } from '../pipeline/pipeline.repository.ts';

const DAY = 86_400_000;
const at = (day: string) => new Date(`${day}T09:00:00.000Z`);
const daysAfter = (day: string, days: number) => new Date(at(day).getTime() + days * DAY);

/**
 * Seeded deal flow with answers worked out by hand (issue #37): four decks of the owner, one of another
 * account that must never be counted. Runs on PGlite, and on PostgreSQL under `npm run test:pg`.
 */
describe('deal-flow API (issue #37)', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  const ids: Record<'a' | 'b' | 'c' | 'd', string> = { a: '', b: '', c: '', d: '' };

  async function seedDeck(
    userId: string,
    uploaded: string,
    keys: Partial<typeof decks.$inferInsert>,
    moves: Array<{ to: string; from: string; afterDays: number; passReason?: 'traction' | 'sector' }> = [],
  ) {
    const id = await insertAnalyzedDeck(t.ctx, userId);
    const last = moves.at(-1);
    await t.ctx.db
      .update(decks)
      .set({
        uploadedAt: at(uploaded),
        pipelineStageId: last?.to ?? 'new',
        pipelinePassReason: last?.passReason ?? null,
        ...keys,
      })
      .where(eq(decks.id, id));
    await insertTimelineEntries(
      t.ctx.db,
      moves.map((move) => ({
        id: newId(),
        deckId: id,
        kind: 'stage' as const,
        fromStageId: move.from,
        fromStageName: move.from,
        toStageId: move.to,
        toStageName: move.to,
        passReason: move.passReason ?? null,
        createdAt: daysAfter(uploaded, move.afterDays),
      })),
    );
    return id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    await t.signUp({ name: 'Ada Admin' });
    owner = await t.signUp({ name: 'Olga Owner' });
    other = await t.signUp({ name: 'Otto Other' });
    const common = { fitStage: null, fitRound: null, fitIndustry: null, fitLocation: null };
    // A: two days in New, four in Screening, now in First meeting; came from a link.
    ids.a = await seedDeck(
      owner.id,
      '2026-01-05',
      { ...common, industryKey: 'fintech', stageKey: 'Seed', locationKey: 'berlin', fitOverall: 'Green', source: { kind: 'link', url: 'https://example.com/a.pdf', service: null } },
      [
        { from: 'new', to: 'screening', afterDays: 2 },
        { from: 'screening', to: 'first-meeting', afterDays: 6 },
      ],
    );
    // B: four days in New, six in Screening, passed for traction.
    ids.b = await seedDeck(owner.id, '2026-01-07', { ...common, industryKey: 'fintech', stageKey: 'Series A', locationKey: null, fitOverall: 'Red' }, [
      { from: 'new', to: 'screening', afterDays: 4 },
      { from: 'screening', to: 'passed', afterDays: 10, passReason: 'traction' },
    ]);
    // C: still in New.
    ids.c = await seedDeck(owner.id, '2026-01-14', { ...common, industryKey: 'health', stageKey: 'Seed', locationKey: 'berlin', fitOverall: 'Yellow' });
    // D: one day in New, passed for the sector; states no industry, stage or fit.
    ids.d = await seedDeck(owner.id, '2026-01-28', { ...common, industryKey: null, stageKey: 'Unknown', locationKey: 'paris', fitOverall: null }, [
      { from: 'new', to: 'passed', afterDays: 1, passReason: 'sector' },
    ]);
    // Another account's deck: never in the owner's numbers.
    await seedDeck(other.id, '2026-01-05', { ...common, industryKey: 'fintech', stageKey: 'Seed', locationKey: 'berlin', fitOverall: 'Green' }, [
      { from: 'new', to: 'screening', afterDays: 1 },
    ]);
  });
  afterAll(() => t?.close());

  const dealFlow = async (query = '') => {
    const response = await t.request({ method: 'GET', url: `/api/deal-flow${query}`, user: owner });
    expect(response.statusCode).toBe(200);
    return response.json<DealFlowResponse>();
  };
  const asMap = (groups: Array<{ key: string; count: number }>) => Object.fromEntries(groups.map((group) => [group.key, group.count]));

  it('counts the workspace decks per week, empty weeks included', async () => {
    const flow = await dealFlow();
    expect(flow.total).toBe(4);
    expect(flow.weekly).toEqual([
      { weekStart: '2026-01-05', count: 2 },
      { weekStart: '2026-01-12', count: 1 },
      { weekStart: '2026-01-19', count: 0 },
      { weekStart: '2026-01-26', count: 1 },
    ]);
  });

  it('breaks the decks down by sector, stage, geography, fit and source', async () => {
    const flow = await dealFlow();
    expect(asMap(flow.sector.groups)).toEqual({ fintech: 2, health: 1, Unknown: 1 });
    expect(flow.sector.groups[0]).toEqual({ key: 'fintech', count: 2 });
    expect(asMap(flow.stage.groups)).toEqual({ Seed: 2, 'Series A': 1, Unknown: 1 });
    expect(asMap(flow.geography.groups)).toEqual({ berlin: 2, paris: 1, Unknown: 1 });
    expect(asMap(flow.fit.groups)).toEqual({ Green: 1, Yellow: 1, Red: 1, Unknown: 1 });
    expect(asMap(flow.source.groups)).toEqual({ upload: 3, link: 1 });
    expect(flow.sector.others).toBe(0);
  });

  it('draws the funnel: decks that reached each stage, conversion, median days of ended stays', async () => {
    const { funnel } = await dealFlow();
    expect(funnel.passed).toBe(2);
    expect(funnel.stages.map((stage) => stage.id)).not.toContain('passed');
    const byId = Object.fromEntries(funnel.stages.map((stage) => [stage.id, stage]));
    expect(byId.new).toMatchObject({ reached: 4, conversion: null, medianDays: 2, endedStays: 3 });
    expect(byId.screening).toMatchObject({ reached: 2, conversion: 0.5, medianDays: 5, endedStays: 2 });
    expect(byId['first-meeting']).toMatchObject({ reached: 1, conversion: 0.5, medianDays: null, endedStays: 0 });
    expect(byId['due-diligence']).toMatchObject({ reached: 0, conversion: 0, medianDays: null });
    expect(byId['investment-committee']).toMatchObject({ reached: 0, conversion: null });
  });

  it('counts pass reasons and the fit of passed and advanced decks', async () => {
    const flow = await dealFlow();
    expect(asMap(flow.passReasons.groups)).toEqual({ traction: 1, sector: 1 });
    const outcomes = Object.fromEntries(flow.fitByOutcome.map((row) => [row.fit, { passed: row.passed, advanced: row.advanced }]));
    expect(outcomes).toEqual({ Green: { passed: 0, advanced: 1 }, Red: { passed: 1, advanced: 0 }, Unknown: { passed: 1, advanced: 0 } });
  });

  it("applies the upload range and the library's filters to every chart", async () => {
    const late = await dealFlow('?from=2026-01-12&to=2026-01-31');
    expect(late.total).toBe(2);
    expect(late.weekly.map((week) => week.weekStart)).toEqual(['2026-01-12', '2026-01-19', '2026-01-26']);
    const fintech = await dealFlow('?sector=fintech');
    expect(fintech.total).toBe(2);
    expect(fintech.funnel.stages[1]).toMatchObject({ id: 'screening', reached: 2, medianDays: 5 });
    expect((await dealFlow('?fit=Unknown')).total).toBe(1);
  });

  it('refuses an unknown parameter', async () => {
    const response = await t.request({ method: 'GET', url: '/api/deal-flow?sectr=fintech', user: owner });
    expect(response.statusCode).toBe(400);
  });

  it('lists in the library exactly the decks a bar counts (the new exact filters)', async () => {
    const list = async (query: string) => {
      const response = await t.request({ method: 'GET', url: `/api/decks?${query}`, user: owner });
      expect(response.statusCode).toBe(200);
      return response.json<DeckListPage>().items.map((deck) => deck.id).sort();
    };
    expect(await list('sector=fintech')).toEqual([ids.a, ids.b].sort());
    expect(await list('sector=Unknown')).toEqual([ids.d]);
    expect(await list('geography=Unknown')).toEqual([ids.b]);
    expect(await list('source=link')).toEqual([ids.a]);
    expect(await list('source=upload')).toEqual([ids.b, ids.c, ids.d].sort());
    expect(await list('pipelineStage=passed&passReason=traction')).toEqual([ids.b]);
  });
});
