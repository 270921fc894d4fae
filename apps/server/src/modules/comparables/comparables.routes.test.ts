import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparablesResponseSchema, type ComparablesResponse } from '@pitchscope/domain/comparables';
import { wordSignature } from '@pitchscope/domain/duplicates';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { insertAnalyzedDeck, pitchDeckSlides } from '../../test/factories.ts';

/** Comparables and "seen before" over decks written as the pipeline leaves them, with their word signatures. */
describe('comparables and seen before', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  const ids: Record<string, string> = {};

  const deck = async (user: TestUser, name: string, values: Parameters<typeof insertAnalyzedDeck>[2] & { story?: number } = {}) => {
    const text = pitchDeckSlides({ company: name, story: values.story }).join('\n');
    const id = await insertAnalyzedDeck(t.ctx, user.id, { companyName: name, wordSignature: wordSignature(text), ...values });
    ids[user === owner ? name : `other:${name}`] = id;
  };
  const get = async (name: string, user = owner) => t.request({ method: 'GET', url: `/api/decks/${ids[name]}/comparables`, user });

  beforeAll(async () => {
    t = await createTestApp();
    await t.signUp(); // the first account is the admin
    owner = await t.signUp();
    other = await t.signUp();
    const energySeed = { industry: 'Energy / Cleantech', stage: 'Seed', roundSize: '€1.5M' };
    await deck(owner, 'Brightloop', {
      ...energySeed,
      website: 'https://brightloop.io',
      keyPeople: 'Anna Virtanen (CEO); Mikko Laine (CTO)',
      uploadedAt: new Date('2026-06-01T00:00:00Z'),
    });
    // Seen before: the same company passed on a year earlier, and its founder's earlier company.
    await deck(owner, 'Brightloop Oy', {
      ...energySeed,
      uploadedAt: new Date('2025-03-01T00:00:00Z'),
      pipelineStageId: 'passed',
      pipelinePassReason: 'traction',
      pipelineUpdatedAt: new Date('2025-03-20T00:00:00Z'),
    });
    await deck(owner, 'Kitchen Watt', {
      ...energySeed,
      keyPeople: 'Anna Virtanen (Founder)',
      uploadedAt: new Date('2025-08-01T00:00:00Z'),
      pipelineStageId: 'due-diligence',
      pipelineUpdatedAt: new Date('2025-09-02T00:00:00Z'),
    });
    // Comparables, most to least alike; the last two are not alike enough.
    await deck(owner, 'Voltcafe', { ...energySeed, roundSize: '€2M', uploadedAt: new Date('2026-01-01T00:00:00Z') });
    await deck(owner, 'Gridwise', { industry: 'Energy / Cleantech', stage: 'Series A', roundSize: '$8M', story: 2, uploadedAt: new Date('2026-02-01T00:00:00Z') });
    await deck(owner, 'Vinea', { industry: 'Agtech', stage: 'Seed', roundSize: '€1M', story: 2, uploadedAt: new Date('2026-03-01T00:00:00Z') });
    await deck(owner, 'Lexa', { industry: 'Legal Tech', stage: 'Series B', roundSize: '$20M', story: 1, uploadedAt: new Date('2026-04-01T00:00:00Z') });
    // A deck that states no sector is still compared by its stage and words.
    await deck(owner, 'Quietco', { industry: '', stage: 'Seed', roundSize: '€1.2M', uploadedAt: new Date('2026-05-01T00:00:00Z') });
    await deck(owner, 'Hiddenco', { ...energySeed, hiddenFromUser: true, uploadedAt: new Date('2026-01-02T00:00:00Z') });
    // Another workspace's deck, as alike as can be, and an earlier deck of the same company there.
    await deck(other, 'Otherwatt', { ...energySeed, uploadedAt: new Date('2026-01-03T00:00:00Z') });
    await deck(other, 'Brightloop', { ...energySeed, uploadedAt: new Date('2024-01-01T00:00:00Z') });
  });
  afterAll(() => t?.close());

  it('lists the workspace’s most alike decks, best first, with their fit, stage and reasons', async () => {
    const response = await get('Brightloop');
    expect(response.statusCode, response.body).toBe(200);
    const { comparables } = comparablesResponseSchema.parse(response.json());
    // Quietco states no sector: its stage, round and words still make it alike.
    expect(comparables.map((c) => c.companyName)).toEqual(['Voltcafe', 'Gridwise', 'Quietco', 'Vinea']);
    const [first] = comparables;
    expect(first).toMatchObject({ stageId: 'new', stageName: 'New', outcome: 'New', industry: 'Energy / Cleantech', stage: 'Seed', roundSize: '€2M' });
    expect(first!.reasons).toEqual(['sector', 'text', 'stage', 'round']);
    expect(comparables.map((c) => c.score)).toEqual([...comparables.map((c) => c.score)].sort((a, b) => b - a));
  });

  it('compares a deck that states no sector by its stage and words', async () => {
    const response = await get('Quietco');
    expect(response.statusCode, response.body).toBe(200);
    const { comparables } = comparablesResponseSchema.parse(response.json());
    expect(comparables.map((c) => c.companyName)).toContain('Voltcafe');
    expect(comparables.every((c) => !c.reasons.includes('sector'))).toBe(true);
  });

  it('shows earlier decks of the same company or founders with their outcome, not as comparables', async () => {
    const body: ComparablesResponse = comparablesResponseSchema.parse((await get('Brightloop')).json());
    expect(body.seenBefore).toEqual([
      expect.objectContaining({ companyName: 'Kitchen Watt', matches: ['founders'], sharedFounders: ['anna virtanen'], outcome: 'Due diligence, 2025-09' }),
      expect.objectContaining({ companyName: 'Brightloop Oy', matches: ['company'], outcome: 'Passed: traction, 2025-03', uploadedAt: '2025-03-01T00:00:00.000Z' }),
    ]);
    const listed = [...body.comparables, ...body.seenBefore].map((d) => d.companyName);
    expect(listed).not.toContain('Hiddenco');
    // A deck is only "seen before" by a later one.
    const earlier = comparablesResponseSchema.parse((await get('Brightloop Oy')).json());
    expect(earlier.seenBefore).toEqual([]);
  });

  it('never reads another workspace: its decks are not listed, and its member cannot ask', async () => {
    const body = comparablesResponseSchema.parse((await get('Brightloop')).json());
    const listed = [...body.comparables, ...body.seenBefore].map((d) => d.companyName);
    expect(listed).not.toContain('Otherwatt');
    expect(body.seenBefore.map((d) => d.deckId)).not.toContain(ids['other:Brightloop']);
    expect((await get('Brightloop', other)).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/api/decks/${ids['Brightloop']}/comparables` })).statusCode).toBe(401);
  });
});
