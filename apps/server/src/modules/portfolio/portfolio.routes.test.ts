import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PORTFOLIO_MESSAGES,
  deckConflictsResponseSchema,
  portfolioImportResponseSchema,
  portfolioListResponseSchema,
} from '@pitchscope/domain/portfolio';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { extractedPages, insertAnalyzedDeck, pitchDeckSlides } from '../../test/factories.ts';

const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

/** The deck's slides as the pipeline stores them, with a competition slide added at the end. */
function pagesWithCompetition(company: string, competition: string) {
  return extractedPages([...pitchDeckSlides({ company }), `Competition\n${competition}`]);
}

const PORTFOLIO_CSV = [
  'name,website,sector,description',
  'Gridlight,gridlight.com,Hospitality,Point of sale for cafés',
  'Voltcafe,https://voltcafe.eu,Cleantech,"Energy sensors for restaurants and hotels"',
  ',nameless.com,Fintech,No name',
  'Paysy,not a website,Fintech,Payroll',
].join('\n');

describe('the portfolio and its conflicts', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let viewer: TestUser;
  let namesIt: string;
  let sameMarket: string;
  let unrelated: string;
  let othersDeck: string;
  let namesWebsite: string;

  const conflictsOf = async (deckIds: string[], user = owner) => {
    const response = await t.request({ method: 'GET', url: `/api/portfolio/conflicts?deckIds=${deckIds.join(',')}`, user });
    expect(response.statusCode, response.body).toBe(200);
    return deckConflictsResponseSchema.parse(response.json()).conflicts;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await t.signUp(); // the first account is the admin
    owner = await t.signUp();
    other = await t.signUp();
    viewer = await t.signUp();
    namesIt = await insertAnalyzedDeck(t.ctx, owner.id, {
      companyName: 'Menuwise',
      industry: 'Food & Beverage',
      pages: pagesWithCompetition('Menuwise', 'Gridlight, Square and pen and paper'),
    });
    sameMarket = await insertAnalyzedDeck(t.ctx, owner.id, { companyName: 'Brightloop' });
    unrelated = await insertAnalyzedDeck(t.ctx, owner.id, { companyName: 'Vinea', industry: 'Agtech', product: 'Soil probes', shortDescription: 'Precision irrigation for vineyards', story: 2 });
    othersDeck = await insertAnalyzedDeck(t.ctx, other.id, { companyName: 'Otherloop' });
    namesWebsite = await insertAnalyzedDeck(t.ctx, owner.id, {
      companyName: 'Tablewise',
      industry: 'Food & Beverage',
      pages: pagesWithCompetition('Tablewise', 'Alternatives: getlumen.io, Excel, Volt-Café'),
    });
  });
  afterAll(() => t?.close());

  it('imports the good rows of a CSV, gives each bad row its line and reason, and lists the portfolio', async () => {
    const response = await t.request({ method: 'POST', url: '/api/portfolio/import', user: owner, body: { csv: PORTFOLIO_CSV } });
    expect(response.statusCode, response.body).toBe(200);
    expect(portfolioImportResponseSchema.parse(response.json())).toEqual({
      added: 2,
      updated: 0,
      errors: [
        { line: 4, message: PORTFOLIO_MESSAGES.nameMissing },
        { line: 5, message: PORTFOLIO_MESSAGES.badWebsite('not a website') },
      ],
    });
    const again = await t.request({ method: 'POST', url: '/api/portfolio/import', user: owner, body: { csv: 'name,sector\nvoltcafe,Cleantech' } });
    expect(again.json()).toMatchObject({ added: 0, updated: 1 });
    const { companies } = portfolioListResponseSchema.parse((await t.request({ method: 'GET', url: '/api/portfolio', user: owner })).json());
    expect(companies.map((c) => [c.name, c.sector, c.description])).toEqual([
      ['Gridlight', 'Hospitality', 'Point of sale for cafés'],
      ['voltcafe', 'Cleantech', ''],
    ]);
    // The details come back as imported.
    await t.request({ method: 'POST', url: '/api/portfolio/import', user: owner, body: { csv: PORTFOLIO_CSV } });
  });

  it('flags a deck naming a holding on its competition slide, and one in the same market, with reason and slide', async () => {
    const conflicts = await conflictsOf([namesIt, sameMarket, unrelated]);
    expect(conflicts).toEqual([
      expect.objectContaining({ deckId: namesIt, companyName: 'Gridlight', kind: 'named-competitor', page: 9, reason: 'Names Gridlight as a competitor (slide 9)' }),
      expect.objectContaining({ deckId: sameMarket, companyName: 'Voltcafe', kind: 'same-market', page: 1, words: ['energy', 'sensor', 'restaurant'] }),
    ]);
    const page = await t.request({ method: 'GET', url: `/api/decks/${sameMarket}/conflicts`, user: owner });
    expect(deckConflictsResponseSchema.parse(page.json()).conflicts.map((c) => c.companyName)).toEqual(['Voltcafe']);
  });

  it('keeps each workspace to itself: another member sees no portfolio, none of its decks, and cannot open them', async () => {
    expect(portfolioListResponseSchema.parse((await t.request({ method: 'GET', url: '/api/portfolio', user: other })).json()).companies).toEqual([]);
    expect(await conflictsOf([namesIt, sameMarket, othersDeck], other)).toEqual([]);
    expect(await conflictsOf([othersDeck])).toEqual([]);
    expect((await t.request({ method: 'GET', url: `/api/decks/${sameMarket}/conflicts`, user: other })).statusCode).toBe(404);
    const { companies } = portfolioListResponseSchema.parse((await t.request({ method: 'GET', url: '/api/portfolio', user: owner })).json());
    expect((await t.request({ method: 'DELETE', url: `/api/portfolio/${companies[0]!.id}`, user: other })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/portfolio' })).statusCode).toBe(401);
  });

  it('lets a viewer of a team workspace read its portfolio but not change it', async () => {
    const workspaceId = (await t.request({ method: 'POST', url: '/api/workspaces', user: owner, body: { name: 'Fund I' } })).json().id;
    await t.request({ method: 'POST', url: '/api/portfolio/import', user: owner, body: { csv: 'name\nTeamco' } });
    const invitation = await t.request({ method: 'POST', url: `/api/workspaces/${workspaceId}/invitations`, user: owner, body: { role: 'viewer' } });
    await t.request({ method: 'POST', url: `/api/invitations/${tokenOf(invitation.json().url)}/accept`, user: viewer });
    await t.request({ method: 'PUT', url: '/api/me/current-workspace', user: viewer, body: { workspaceId } });
    const listed = portfolioListResponseSchema.parse((await t.request({ method: 'GET', url: '/api/portfolio', user: viewer })).json());
    expect(listed.companies.map((c) => c.name)).toEqual(['Teamco']);
    expect((await t.request({ method: 'POST', url: '/api/portfolio/import', user: viewer, body: { csv: 'name\nX' } })).statusCode).toBe(403);
    expect((await t.request({ method: 'DELETE', url: `/api/portfolio/${listed.companies[0]!.id}`, user: viewer })).statusCode).toBe(403);
  });

  it('deletes a company, and its conflicts go with it', async () => {
    await t.request({ method: 'PUT', url: '/api/me/current-workspace', user: owner, body: { workspaceId: `personal_${owner.id}` } });
    const { companies } = portfolioListResponseSchema.parse((await t.request({ method: 'GET', url: '/api/portfolio', user: owner })).json());
    const gridlight = companies.find((c) => c.name === 'Gridlight')!;
    expect((await t.request({ method: 'DELETE', url: `/api/portfolio/${gridlight.id}`, user: owner })).statusCode).toBe(200);
    expect((await t.request({ method: 'DELETE', url: `/api/portfolio/${gridlight.id}`, user: owner })).statusCode).toBe(404);
    expect((await conflictsOf([namesIt, sameMarket])).map((c) => c.companyName)).toEqual(['Voltcafe']);
  });

  it('finds a holding a competition slide names by its website or spells another way', async () => {
    const csv = 'name,website,sector,description\nLumen Systems,https://www.getlumen.io,Hospitality,Table ordering';
    expect((await t.request({ method: 'POST', url: '/api/portfolio/import', user: owner, body: { csv } })).statusCode).toBe(200);
    const conflicts = await conflictsOf([namesWebsite]);
    const competitionSlide = pitchDeckSlides({ company: 'Tablewise' }).length + 1;
    expect(conflicts.map((c) => [c.companyName, c.kind, c.page]).sort()).toEqual([
      ['Lumen Systems', 'named-competitor', competitionSlide],
      ['Voltcafe', 'named-competitor', competitionSlide],
    ]);
  });
});
