import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYSIS_COMPLETE_MESSAGES } from '@pitchscope/domain/messages';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { createFakeAnalysis } from '../../test/fake-analysis.ts';
import { insertAnalyzedDeck, waitFor } from '../../test/factories.ts';
import type { MailMessage, Mailer } from '../../platform/mail.ts';
import { returnedRows } from '../../platform/db/database.ts';
import { completionEmailQueue } from './completion-email.service.ts';

/** Settings → Notifications promises "An email when a deep analysis is complete" (issue #35). */
describe('the analysis-complete email', () => {
  let t: TestApp;
  const sent: MailMessage[] = [];
  const mailer: Mailer = { send: async (message) => void sent.push(message) };
  const fake = createFakeAnalysis({ deepResearch: 'succeed' });
  let investor: TestUser;

  beforeAll(async () => {
    t = await createTestApp({
      workers: true,
      env: { APP_URL: 'https://pitchscope.example' },
      overrides: { analysis: fake.service, mailer },
    });
    await t.signUp();
    investor = await t.signUp({ email: 'ines@fund.test' });
  });
  afterAll(() => t.close());

  const analyse = async (user: TestUser, deckId: string) => {
    const start = await t.request({ method: 'POST', url: `/api/decks/${deckId}/deep-analysis`, user });
    expect(start.statusCode, start.body).toBe(200);
    await waitFor(
      async () => (await t.request({ method: 'GET', url: `/api/decks/${deckId}`, user })).json(),
      (deck) => deck.deepAnalysisStatus === 'Completed',
    );
  };

  it('says in the public app config that this server sends mail', async () => {
    expect((await t.request({ method: 'GET', url: '/api/app-config' })).json()).toMatchObject({ mailEnabled: true });
  });

  it('tells whoever started it, with a link to the report', async () => {
    const deckId = await insertAnalyzedDeck(t.ctx, investor.id, { companyName: 'Brightloop' });
    await analyse(investor, deckId);
    const mail = await waitFor(async () => sent.find((message) => message.to === 'ines@fund.test'), Boolean);
    expect(mail!.subject).toBe(ANALYSIS_COMPLETE_MESSAGES.subject('Brightloop'));
    expect(mail!.text).toContain(`https://pitchscope.example/dashboard/deep/${deckId}`);
    expect(mail!.html).toContain(`href="https://pitchscope.example/dashboard/deep/${deckId}"`);
  });

  it('sends nothing once email notifications are off', async () => {
    const off = await t.request({
      method: 'PATCH',
      url: '/api/me',
      user: investor,
      body: { investorProfile: { notifications: { email: false, browser: true, weeklyDigest: true } } },
    });
    expect(off.statusCode, off.body).toBe(200);
    const before = sent.length;
    const deckId = await insertAnalyzedDeck(t.ctx, investor.id, { companyName: 'Quietfield' });
    await analyse(investor, deckId);
    // Both runs' email jobs were queued with their completions; once both are done, look at what went out.
    const jobs = () =>
      t.ctx.db.execute(sql`select state from pgboss.job where name = ${completionEmailQueue(t.config).name}`).then(returnedRows);
    await waitFor(jobs, (rows) => rows.length === 2 && rows.every((row) => (row as { state: string }).state === 'completed'));
    expect(sent.slice(before).some((message) => message.subject.includes('Quietfield'))).toBe(false);
  });
});
