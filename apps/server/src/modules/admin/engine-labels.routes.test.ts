import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { insertAnalyzedDeck } from '../../test/factories.ts';

describe("GET /api/admin/engine-labels: investors' corrections as labelled data", () => {
  let t: TestApp;
  let admin: TestUser;
  let investor: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signUp({ name: 'Ada Admin' });
    investor = await t.signUp({ name: 'Ivy Investor' });
  });
  afterAll(() => t.close());

  it('exports the corrected and confirmed facts with the deck text, and nothing of untouched decks', async () => {
    const corrected = await insertAnalyzedDeck(t.ctx, investor.id, { companyName: 'Brightlop', fileName: 'pitch.pdf' });
    await insertAnalyzedDeck(t.ctx, investor.id, { companyName: 'Untouched', fileName: 'other.pdf' });
    const edit = await t.request({
      method: 'PATCH',
      url: `/api/decks/${corrected}/fields`,
      user: investor,
      body: { companyName: 'Brightloop', roundSize: '' },
    });
    expect(edit.statusCode).toBe(200);

    const response = await t.request({ method: 'GET', url: '/api/admin/engine-labels', user: admin });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="pitchscope-corrections-\d{4}-\d{2}-\d{2}\.zip"$/);
    const zip = await JSZip.loadAsync(response.rawPayload);
    const [header, ...rows] = (await zip.file('labels.tsv')!.async('string')).trimEnd().split('\n');
    const columns = header!.split('\t');
    expect(rows).toHaveLength(1);
    const row = Object.fromEntries(rows[0]!.split('\t').map((value, index) => [columns[index], value]));
    expect(row).toMatchObject({ company_name: 'Brightloop', round_size: 'unknown', stage: '', is_pitch_deck: '' });
    const text = JSON.parse(await zip.file(`texts/${row.sha256}.json`)!.async('string'));
    expect(text.pages[0].rawText).toContain('Brightlo');
    expect(text.rawContent).toContain('--- Slide 1 ---');
  });

  it('is for admins only', async () => {
    expect((await t.request({ method: 'GET', url: '/api/admin/engine-labels', user: investor })).statusCode).toBe(403);
  });
});
