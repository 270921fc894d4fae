import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { eq, like } from 'drizzle-orm';
import type { DeckSummary, InvestorFit } from '@pitchscope/domain/contracts/decks';
import { decks, userProfiles } from '../../db/schema.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { insertAnalyzedDeck } from '../../test/factories.ts';
import { backfillListKeys } from './decks.repository.ts';

type Color = InvestorFit['overallMatch'];

const fitOf = (overall: Color, stage: Color = overall, round: Color = overall, sector: Color = overall, geo: Color = overall): InvestorFit => ({
  overallMatch: overall,
  stageFit: stage,
  checkSizeFit: round,
  sectorAlignment: sector,
  geographyFit: geo,
  rationale: { stageFitReason: 's', checkSizeReason: 'c', sectorReason: 'i', geographyReason: 'g' },
});

const stated = { status: 'stated' as const, slides: [1] };
const allStated = { companyName: stated, stage: stated, industry: stated, roundSize: stated, geography: stated };

interface Page {
  items: DeckSummary[];
  nextCursor: string | null;
}

describe('GET /api/decks: pages, filters, sorts and counts (issue #19)', () => {
  let t: TestApp;
  let investor: TestUser;
  let other: TestUser;
  const base = Date.parse('2026-03-01T12:00:00Z');
  const ids: Record<string, string> = {};

  const get = async (url: string, user: TestUser = investor) => t.request({ method: 'GET', url, user });
  const page = async (url: string, user: TestUser = investor): Promise<Page> => {
    const response = await get(url, user);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const names = async (query: string) => (await page(`/api/decks?limit=100&${query}`)).items.map((deck) => deck.companyName);

  beforeAll(async () => {
    t = await createTestApp();
    investor = await t.signUp();
    other = await t.signUp();
    const add = async (key: string, values: Parameters<typeof insertAnalyzedDeck>[2]) => {
      ids[key] = await insertAnalyzedDeck(t.ctx, investor.id, { fieldSources: allStated, ...values });
    };
    await add('alpha', {
      companyName: 'Alpha Robotics',
      product: 'Warehouse robots',
      industry: 'Robotics',
      stage: 'Seed',
      roundSize: '$2M',
      geography: 'Berlin, Germany',
      investorFit: fitOf('Green'),
      uploadedAt: new Date(base),
      starred: true,
      starredAt: new Date(base),
    });
    await add('beta', {
      companyName: 'beta Health',
      product: 'Clinic scheduling',
      industry: 'Healthcare',
      stage: 'Series A',
      roundSize: '$10M',
      geography: 'Boston, USA',
      investorFit: fitOf('Yellow', 'Green', 'Red', 'Yellow', 'Green'),
      uploadedAt: new Date(base + 86_400_000),
    });
    await add('gamma', {
      companyName: 'Gamma Grid',
      product: 'Battery storage',
      industry: 'Energy / Cleantech',
      stage: 'Pre-Seed',
      roundSize: '€500K',
      geography: 'Helsinki, Finland',
      investorFit: fitOf('Red'),
      uploadedAt: new Date(base + 2 * 86_400_000),
      isArchived: true,
      archivedAt: new Date(base + 3 * 86_400_000),
    });
    await add('delta', {
      companyName: 'Delta Foods 100%',
      product: 'Plant protein',
      industry: 'Food',
      stage: 'Unknown Stage',
      roundSize: '',
      geography: '',
      investorFit: null,
      status: 'Processing',
      uploadedAt: new Date(base + 3 * 86_400_000),
    });
    await add('epsilon', {
      companyName: 'Epsilon Seed Labs',
      product: 'Lab software',
      industry: 'Biotech',
      stage: 'Seed',
      roundSize: '$1M',
      geography: 'Paris, France',
      investorFit: fitOf('Green'),
      inDashboard: true,
      deepAnalysisStatus: 'Completed',
      uploadedAt: new Date(base + 4 * 86_400_000),
    });
    // A deck of another user, and a hidden deck: never listed.
    await insertAnalyzedDeck(t.ctx, other.id, { companyName: 'Other Robotics', investorFit: fitOf('Green'), fieldSources: allStated });
    ids.hidden = await insertAnalyzedDeck(t.ctx, investor.id, {
      companyName: 'Hidden Robotics',
      isArchived: true,
      hiddenFromUser: true,
      fieldSources: allStated,
    });
  });

  afterAll(() => t?.close());

  it('answers a page with items and nextCursor, newest first, the default size 50', async () => {
    const result = await page('/api/decks');
    expect(result.nextCursor).toBeNull();
    expect(result.items.map((deck) => deck.companyName)).toEqual([
      'Epsilon Seed Labs',
      'Delta Foods 100%',
      'Gamma Grid',
      'beta Health',
      'Alpha Robotics',
    ]);
    expect(result.items[0]).toMatchObject({ id: ids.epsilon, hasDeepAnalysis: false, deepAnalysisStatus: 'Completed' });
    expect(result.items[0]).not.toHaveProperty('rawContent');
    expect(result.items[0]).not.toHaveProperty('searchText');
  });

  it('compresses a page for a client that accepts gzip', async () => {
    for (let i = 0; i < 12; i++) await insertAnalyzedDeck(t.ctx, other.id, { companyName: `Bulk ${i}`, fieldSources: allStated });
    const response = await t.request({ method: 'GET', url: '/api/decks', user: other, headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(response.rawPayload).toString('utf8')) as Page;
    expect(body.items.length).toBeGreaterThanOrEqual(12);
    expect(response.rawPayload.length).toBeLessThan(JSON.stringify(body).length / 3);
    await t.ctx.db.delete(decks).where(like(decks.companyName, 'Bulk %'));
  });

  it('lists only the signed-in user’s own visible decks (an admin too)', async () => {
    expect((await page('/api/decks', other)).items.map((deck) => deck.companyName)).toEqual(['Other Robotics']);
    await t.ctx.db.update(userProfiles).set({ isAdmin: true }).where(eq(userProfiles.userId, other.id));
    expect((await page('/api/decks?q=robotics', other)).items.map((deck) => deck.companyName)).toEqual(['Other Robotics']);
    expect((await get('/api/decks/counts', other)).json().all.total).toBe(1);
    await t.ctx.db.update(userProfiles).set({ isAdmin: false }).where(eq(userProfiles.userId, other.id));
    expect((await t.request({ method: 'GET', url: '/api/decks' })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/decks/counts' })).statusCode).toBe(401);
  });

  it('searches company, product, industry and location, every word, case-insensitive, wildcards as text', async () => {
    expect(await names('q=robot')).toEqual(['Alpha Robotics']);
    expect(await names('q=CLINIC')).toEqual(['beta Health']);
    expect(await names('q=cleantech')).toEqual(['Gamma Grid']);
    expect(await names('q=finland')).toEqual(['Gamma Grid']);
    expect(await names('q=seed')).toEqual(['Epsilon Seed Labs']); // the stage is not searched, the name is
    expect(await names('q=lab%20paris')).toEqual(['Epsilon Seed Labs']);
    expect(await names('q=lab%20berlin')).toEqual([]);
    expect(await names('q=100%25')).toEqual(['Delta Foods 100%']);
    expect(await names('q=%25')).toEqual(['Delta Foods 100%']);
    expect(await names('q=_')).toEqual([]);
  });

  it('filters by section, status, starred and upload days', async () => {
    expect(await names('section=active')).toEqual(['Delta Foods 100%', 'beta Health', 'Alpha Robotics']);
    expect(await names('section=analyzed')).toEqual(['Epsilon Seed Labs']);
    expect(await names('section=archived')).toEqual(['Gamma Grid']);
    expect(await names('status=Processing')).toEqual(['Delta Foods 100%']);
    expect(await names('status=Processing,Analyzed&section=active')).toEqual(['Delta Foods 100%', 'beta Health', 'Alpha Robotics']);
    expect(await names('starred=true')).toEqual(['Alpha Robotics']);
    expect((await names('starred=false')).length).toBe(4);
    expect(await names('uploadedFrom=2026-03-02&uploadedTo=2026-03-03')).toEqual(['Gamma Grid', 'beta Health']);
    expect(await names('uploadedTo=2026-03-01')).toEqual(['Alpha Robotics']);
    expect(await names('uploadedFrom=2026-03-05')).toEqual(['Epsilon Seed Labs']);
  });

  it('filters by the overall fit and each criterion, Unknown including decks without a fit', async () => {
    expect(await names('fit=Green')).toEqual(['Epsilon Seed Labs', 'Alpha Robotics']);
    expect(await names('fit=Yellow,Red')).toEqual(['Gamma Grid', 'beta Health']);
    expect(await names('fit=Unknown')).toEqual(['Delta Foods 100%']);
    expect(await names('fitStage=Green&fit=Yellow')).toEqual(['beta Health']);
    expect(await names('fitRound=Red')).toEqual(['Gamma Grid', 'beta Health']);
    expect(await names('fitIndustry=Yellow')).toEqual(['beta Health']);
    expect(await names('fitLocation=Green')).toEqual(['Epsilon Seed Labs', 'beta Health', 'Alpha Robotics']);
  });

  it('filters the fit as it is shown: a criterion on an assumed value reads Unknown (ADR 0009)', async () => {
    const id = await insertAnalyzedDeck(t.ctx, other.id, {
      companyName: 'Assumed Stage Co',
      stage: 'Seed',
      investorFit: fitOf('Green'),
      fieldSources: { ...allStated, stage: { status: 'assumed', slides: [] } },
    });
    const listed = (await page('/api/decks?fitStage=Unknown', other)).items;
    expect(listed.map((deck) => deck.id)).toEqual([id]);
    expect(listed[0].investorFit?.stageFit).toBe('Unknown');
    expect((await page('/api/decks?fitStage=Green', other)).items.map((deck) => deck.companyName)).toEqual(['Other Robotics']);
  });

  it('filters by industry and location text and by the canonical stage', async () => {
    expect(await names('industry=health')).toEqual(['beta Health']);
    expect(await names('location=germany')).toEqual(['Alpha Robotics']);
    expect(await names('stage=Seed')).toEqual(['Epsilon Seed Labs', 'Alpha Robotics']);
    expect(await names('stage=Seed,Pre-Seed')).toEqual(['Epsilon Seed Labs', 'Gamma Grid', 'Alpha Robotics']);
    expect(await names('stage=Unknown')).toEqual(['Delta Foods 100%']);
    expect(await names('fit=Green&stage=Seed&q=alpha')).toEqual(['Alpha Robotics']);
  });

  it('filters by deal stage (the pipeline), one or several stage ids', async () => {
    const move = (deckId: string, stage: string) =>
      t.request({ method: 'PATCH', url: `/api/decks/${deckId}/pipeline`, user: investor, body: { stage } });
    expect((await move(ids.alpha!, 'screening')).statusCode).toBe(200);
    expect((await move(ids.gamma!, 'due-diligence')).statusCode).toBe(200);
    expect(await names('pipelineStage=screening')).toEqual(['Alpha Robotics']);
    expect(await names('pipelineStage=screening,due-diligence')).toEqual(['Gamma Grid', 'Alpha Robotics']);
    expect(await names('pipelineStage=new')).toEqual(['Epsilon Seed Labs', 'Delta Foods 100%', 'beta Health']);
    expect(await names('pipelineStage=no-such-stage')).toEqual([]);
    expect((await get('/api/decks/counts?pipelineStage=screening')).json()).toMatchObject({ matching: { total: 1 } });
    expect((await get('/api/decks?pipelineStage=')).statusCode).toBe(400);
    await move(ids.alpha!, 'new');
    await move(ids.gamma!, 'new');
  });

  it('sorts by upload, company, fit, round, starred, industry, stage, location and deep analysis', async () => {
    expect(await names('sort=uploaded&dir=asc')).toEqual([
      'Alpha Robotics',
      'beta Health',
      'Gamma Grid',
      'Delta Foods 100%',
      'Epsilon Seed Labs',
    ]);
    expect(await names('sort=company')).toEqual([
      'Alpha Robotics',
      'beta Health',
      'Delta Foods 100%',
      'Epsilon Seed Labs',
      'Gamma Grid',
    ]);
    expect((await names('sort=company&dir=desc'))[0]).toBe('Gamma Grid');
    // Best fit first; ties newest first; no fit last in both directions.
    expect(await names('sort=fit')).toEqual(['Epsilon Seed Labs', 'Alpha Robotics', 'beta Health', 'Gamma Grid', 'Delta Foods 100%']);
    expect(await names('sort=fit&dir=asc')).toEqual(['Gamma Grid', 'beta Health', 'Epsilon Seed Labs', 'Alpha Robotics', 'Delta Foods 100%']);
    // Largest round first; an unread round last in both directions.
    expect(await names('sort=round')).toEqual(['beta Health', 'Alpha Robotics', 'Epsilon Seed Labs', 'Gamma Grid', 'Delta Foods 100%']);
    expect(await names('sort=round&dir=asc')).toEqual(['Gamma Grid', 'Epsilon Seed Labs', 'Alpha Robotics', 'beta Health', 'Delta Foods 100%']);
    expect((await names('sort=starred'))[0]).toBe('Alpha Robotics');
    expect((await names('sort=starred')).slice(1)).toEqual(['Epsilon Seed Labs', 'Delta Foods 100%', 'Gamma Grid', 'beta Health']);
    expect(await names('sort=industry')).toEqual(['Epsilon Seed Labs', 'Gamma Grid', 'Delta Foods 100%', 'beta Health', 'Alpha Robotics']);
    expect(await names('sort=stage')).toEqual(['Gamma Grid', 'Epsilon Seed Labs', 'Alpha Robotics', 'beta Health', 'Delta Foods 100%']);
    expect((await names('sort=location')).at(-1)).toBe('Delta Foods 100%');
    expect((await names('sort=location'))[0]).toBe('Alpha Robotics');
    expect((await names('sort=deepAnalysis'))[0]).toBe('Epsilon Seed Labs');
  });

  it('counts the summary cards and the filters’ matches by section in one answer', async () => {
    const counts = (await get('/api/decks/counts')).json();
    expect(counts).toEqual({
      // Analyzed: the four decks of status Analyzed, wherever listed (issue #36), not the Analysis section's one.
      all: { active: 3, analyzed: 4, processing: 1, archived: 1, starred: 1, total: 5 },
      matching: { active: 3, analyzed: 1, archived: 1, total: 5 },
    });
    const filtered = (await get('/api/decks/counts?fit=Green&section=active')).json();
    expect(filtered.all.total).toBe(5);
    // The section is not a filter of the counts: the matches are given for every section.
    expect(filtered.matching).toEqual({ active: 1, analyzed: 1, archived: 0, total: 2 });
  });

  it('refuses a bad filter, sort, limit or cursor with 400 and says what is wrong', async () => {
    const bad = async (query: string, words: RegExp) => {
      const response = await get(`/api/decks?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.message, query).toMatch(words);
    };
    await bad('fit=Purple', /fit: unknown value "Purple"; expected Green, Yellow, Red, Unknown/);
    await bad('stage=Seeds', /stage: unknown value "Seeds"/);
    await bad('section=deleted', /section/);
    await bad('sort=valuation', /sort/);
    await bad('limit=101', /limit is at most 100/);
    await bad('limit=0', /limit/);
    await bad('uploadedFrom=2026-02-30', /uploadedFrom: not a calendar date/);
    await bad('colour=Green', /colour|Unrecognized/i);
    await bad('cursor=not-a-cursor', /cursor: not a cursor given by this list/);
    const forged = Buffer.from(JSON.stringify(['uploaded', 'desc', ["2026-01-01'; drop table decks; --", 'x']])).toString('base64url');
    await bad(`cursor=${forged}`, /cursor: not a cursor given by this list/);
    const first = await page('/api/decks?limit=2&sort=company');
    await bad(`sort=fit&cursor=${first.nextCursor}`, /cursor: made for another sort/);
    expect((await get('/api/decks/counts?fit=Purple')).statusCode).toBe(400);
    expect((await get('/api/decks/export?fit=Purple')).statusCode).toBe(400);
  });

  it('exports what the filters match, in the sort asked for', async () => {
    const response = await get('/api/decks/export?format=csv&fit=Green&sort=company');
    expect(response.statusCode).toBe(200);
    const lines = response.body.trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('Alpha Robotics');
    expect(lines[2]).toContain('Epsilon Seed Labs');
  });

  it('keys decks stored before the library keys at start-up (the backfill)', async () => {
    await t.ctx.db.update(decks).set({ fitOverall: null, fitRank: null, listKeysVersion: 0 }).where(eq(decks.id, ids.alpha));
    expect(await names('fit=Green')).toEqual(['Epsilon Seed Labs']);
    expect(await backfillListKeys(t.ctx.db)).toBeGreaterThanOrEqual(1);
    expect(await names('fit=Green')).toEqual(['Epsilon Seed Labs', 'Alpha Robotics']);
  });

  it('writes the keys again when the fit or a fact changes', async () => {
    await t.request({ method: 'PATCH', url: `/api/decks/${ids.beta}/fields`, user: investor, body: { stage: 'Seed' } });
    expect(await names('stage=Seed')).toContain('beta Health');
    await t.request({ method: 'PATCH', url: `/api/decks/${ids.beta}/fields`, user: investor, body: { stage: 'Series A' } });
    expect(await names('stage=Seed')).not.toContain('beta Health');
  });
});

describe('GET /api/decks: a value the deck does not state is missing, never a fact (issue #36)', () => {
  let t: TestApp;
  let investor: TestUser;
  const assumed = { status: 'assumed' as const, slides: [] };
  const names = async (query: string) => {
    const response = await t.request({ method: 'GET', url: `/api/decks?limit=100&${query}`, user: investor });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as Page).items.map((deck) => deck.companyName);
  };

  beforeAll(async () => {
    t = await createTestApp();
    investor = await t.signUp();
    const at = Date.parse('2026-03-01T12:00:00Z');
    // Two decks stating no round (the spec's $2M assumed) and one stating $500K.
    for (const [index, companyName] of ['Assumed One', 'Assumed Two'].entries()) {
      await insertAnalyzedDeck(t.ctx, investor.id, {
        companyName,
        stage: 'Pre-Seed',
        industry: 'Technology',
        roundSize: '$2M',
        geography: 'Berlin, Germany',
        fieldSources: { ...allStated, stage: assumed, industry: assumed, roundSize: assumed },
        uploadedAt: new Date(at + index * 60_000),
      });
    }
    await insertAnalyzedDeck(t.ctx, investor.id, {
      companyName: 'Stated Small',
      stage: 'Pre-Seed',
      industry: 'Technology',
      roundSize: '$500K',
      geography: 'Berlin, Germany',
      fieldSources: allStated,
      uploadedAt: new Date(at - 60_000),
    });
  });

  afterAll(() => t?.close());

  it('sorts assumed rounds, stages and industries last in both directions', async () => {
    expect((await names('sort=round'))[0]).toBe('Stated Small');
    expect((await names('sort=round&dir=asc'))[0]).toBe('Stated Small');
    expect((await names('sort=stage'))[0]).toBe('Stated Small');
    expect((await names('sort=stage&dir=desc'))[0]).toBe('Stated Small');
    expect((await names('sort=industry'))[0]).toBe('Stated Small');
    expect((await names('sort=industry&dir=desc'))[0]).toBe('Stated Small');
  });

  it('filters an assumed stage or industry as unknown, and says each fact’s state', async () => {
    expect(await names('stage=Pre-Seed')).toEqual(['Stated Small']);
    expect(await names('stage=Unknown')).toEqual(['Assumed Two', 'Assumed One']);
    expect(await names('industry=technology')).toEqual(['Stated Small']);
    const listed = (await t.request({ method: 'GET', url: '/api/decks?q=assumed&limit=1', user: investor })).json() as Page;
    expect(listed.items[0]?.factStates).toMatchObject({ stage: 'assumed', roundSize: 'assumed', geography: 'stated' });
  });

  it('searches a stated industry, never an assumed one, also in decks keyed by an older build (ADR 0039)', async () => {
    expect(await names('q=technology')).toEqual(['Stated Small']);
    expect(await names('q=assumed%20berlin')).toEqual(['Assumed Two', 'Assumed One']);
    // A deck keyed before this rule (its search text held the assumed industry) is keyed again at start-up.
    await t.ctx.db
      .update(decks)
      .set({ searchText: 'assumed two technology berlin, germany', listKeysVersion: 0 })
      .where(eq(decks.companyName, 'Assumed Two'));
    await backfillListKeys(t.ctx.db);
    expect(await names('q=technology')).toEqual(['Stated Small']);
  });

  it('sorts an edited round as the investor gave it, stored in the app’s form', async () => {
    const [id] = (await t.request({ method: 'GET', url: '/api/decks?q=assumed%20one', user: investor })).json().items.map(
      (deck: DeckSummary) => deck.id,
    );
    const edit = await t.request({ method: 'PATCH', url: `/api/decks/${id}/fields`, user: investor, body: { roundSize: 'USD 3M' } });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ roundSize: '$3M', factStates: { roundSize: 'edited' } });
    expect(await names('sort=round')).toEqual(['Assumed One', 'Stated Small', 'Assumed Two']);
  });
});

describe('GET /api/decks pages: no deck twice, none lost, while decks are added', () => {
  let t: TestApp;
  let investor: TestUser;
  const TOTAL = 130;

  beforeAll(async () => {
    t = await createTestApp();
    investor = await t.signUp();
    const base = Date.parse('2026-01-01T00:00:00Z');
    const stages = ['Seed', 'Series A', 'Pre-Seed', 'Unknown Stage'];
    const colors: Color[] = ['Green', 'Yellow', 'Red', 'Unknown'];
    for (let i = 0; i < TOTAL; i++) {
      await insertAnalyzedDeck(t.ctx, investor.id, {
        // Groups of decks share an upload instant, a name, a round and a fit: the id breaks the ties.
        companyName: `Company ${String(i % 40).padStart(2, '0')}`,
        stage: stages[i % 4],
        roundSize: i % 5 === 0 ? '' : `$${(i % 7) + 1}M`,
        investorFit: i % 6 === 0 ? null : fitOf(colors[i % 4]),
        uploadedAt: new Date(base + Math.floor(i / 3) * 60_000),
        starred: i % 9 === 0,
        fieldSources: allStated,
      });
    }
  });

  afterAll(() => t?.close());

  const allPages = async (query: string, limit: number, between: () => Promise<void>) => {
    const seen: string[] = [];
    let cursor: string | null = null;
    for (;;) {
      const response = await t.request({
        method: 'GET',
        url: `/api/decks?limit=${limit}&${query}${cursor ? `&cursor=${cursor}` : ''}`,
        user: investor,
      });
      expect(response.statusCode, response.body).toBe(200);
      const result = response.json() as Page;
      seen.push(...result.items.map((deck) => deck.id));
      if (!result.nextCursor) return seen;
      cursor = result.nextCursor;
      await between();
    }
  };

  for (const query of ['sort=uploaded', 'sort=company', 'sort=fit', 'sort=round&dir=asc', 'sort=starred', 'sort=stage', 'sort=location']) {
    it(`${query}: every deck exactly once across pages of 17`, async () => {
      const before = new Set(
        ((await t.request({ method: 'GET', url: '/api/decks?limit=100', user: investor })).json() as Page).items.map((d) => d.id),
      );
      let added = 0;
      const seen = await allPages(query, 17, async () => {
        added += 1;
        await insertAnalyzedDeck(t.ctx, investor.id, {
          companyName: `Added ${query} ${added}`,
          roundSize: `$${added}M`,
          investorFit: fitOf('Green'),
          fieldSources: allStated,
        });
      });
      expect(new Set(seen).size).toBe(seen.length);
      const ids = new Set(seen);
      const old = (await t.ctx.db.select({ id: decks.id }).from(decks).where(eq(decks.userId, investor.id))).length;
      expect(old).toBeGreaterThanOrEqual(TOTAL);
      for (const id of before) expect(ids.has(id), `deck ${id} lost`).toBe(true);
      expect(added).toBeGreaterThan(0);
    });
  }
});
