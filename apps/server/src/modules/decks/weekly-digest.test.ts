import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { InvestorFit } from '@pitchscope/domain/contracts/decks';
import { WEEKLY_DIGEST_MESSAGES } from '@pitchscope/domain/weekly-digest';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { insertAnalyzedDeck, waitFor } from '../../test/factories.ts';
import type { MailMessage, Mailer } from '../../platform/mail.ts';
import { returnedRows } from '../../platform/db/database.ts';
import { analysisRuns } from '../../db/schema.ts';
import { newId } from '../../platform/ids.ts';
import { WEEKLY_DIGEST_QUEUE, queueWeeklyDigests } from './weekly-digest.service.ts';

/** Settings → Notifications → "Weekly digest" (spec accounts §4, issue #35): the week's deal flow by email. */

const NOW = new Date('2026-11-30T08:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 3600 * 1000);

const fit = (color: 'Green' | 'Red'): InvestorFit => ({
  overallMatch: color,
  stageFit: color,
  checkSizeFit: color,
  sectorAlignment: color,
  geographyFit: color,
  rationale: { stageFitReason: '', checkSizeReason: '', sectorReason: '', geographyReason: '' },
});
const stated = { status: 'stated' as const, slides: [1] };
const allStated = { companyName: stated, stage: stated, roundSize: stated, industry: stated, geography: stated };

describe('the weekly digest email', () => {
  let t: TestApp;
  const sent: MailMessage[] = [];
  const mailer: Mailer = { send: async (message) => void sent.push(message) };
  let investor: TestUser;
  let quiet: TestUser;
  let optedOut: TestUser;

  beforeAll(async () => {
    t = await createTestApp({
      workers: true,
      env: { APP_URL: 'https://pitchscope.example' },
      overrides: { mailer, clock: () => NOW },
    });
    await t.signUp();
    investor = await t.signUp({ email: 'ines@fund.test' });
    quiet = await t.signUp({ email: 'quiet@fund.test' });
    optedOut = await t.signUp({ email: 'off@fund.test' });
    const off = await t.request({
      method: 'PATCH',
      url: '/api/me',
      user: optedOut,
      body: { investorProfile: { notifications: { email: true, browser: true, weeklyDigest: false } } },
    });
    expect(off.statusCode, off.body).toBe(200);

    await insertAnalyzedDeck(t.ctx, investor.id, { companyName: 'Redwood', investorFit: fit('Red'), fieldSources: allStated, uploadedAt: daysAgo(1) });
    const green = await insertAnalyzedDeck(t.ctx, investor.id, {
      companyName: 'Greenfield',
      investorFit: fit('Green'),
      fieldSources: allStated,
      uploadedAt: daysAgo(3),
    });
    await insertAnalyzedDeck(t.ctx, investor.id, { companyName: 'Oldtimer', investorFit: fit('Green'), fieldSources: allStated, uploadedAt: daysAgo(9) });
    await insertAnalyzedDeck(t.ctx, investor.id, { companyName: 'Shelved', isArchived: true, uploadedAt: daysAgo(2) });
    await t.ctx.db.insert(analysisRuns).values({ id: newId(), deckId: green, userId: investor.id, status: 'Completed', startedAt: daysAgo(2), finishedAt: daysAgo(2) });
    await insertAnalyzedDeck(t.ctx, optedOut.id, { companyName: 'Unsent', uploadedAt: daysAgo(1) });
  }, 60_000);
  afterAll(() => t.close());

  it('is on its schedule, Mondays at 08:00 UTC by default', async () => {
    const rows = returnedRows(await t.ctx.db.execute(sql`select cron, timezone from pgboss.schedule where name = ${WEEKLY_DIGEST_QUEUE.name}`));
    expect(rows).toEqual([{ cron: '0 8 * * 1', timezone: 'UTC' }]);
  });

  it('tells each investor what the week brought, best fit first, and nothing for a quiet week or when it is off', async () => {
    await queueWeeklyDigests(t.ctx);
    const mail = await waitFor(async () => sent.find((message) => message.to === 'ines@fund.test'), Boolean);
    expect(mail!.subject).toBe('Your week on Pitchscope: 2 new decks, 1 strong match, 1 deep analysis');
    const greenAt = mail!.text.indexOf('Greenfield — Strong Match');
    const redAt = mail!.text.indexOf('Redwood — ');
    expect(greenAt).toBeGreaterThan(-1);
    expect(redAt).toBeGreaterThan(greenAt);
    expect(mail!.text).toContain(WEEKLY_DIGEST_MESSAGES.analysesHeading);
    expect(mail!.text).toMatch(/https:\/\/pitchscope\.example\/dashboard\/deep\/\S+/);
    expect(mail!.html).toContain('href="https://pitchscope.example/pitch-decks/');
    // Older than a week, or archived: not this week's news.
    expect(mail!.text).not.toContain('Oldtimer');
    expect(mail!.text).not.toContain('Shelved');

    // Give the other jobs time to run: still nothing for them.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(sent.map((message) => message.to)).toEqual(['ines@fund.test']);
    expect(sent.some((message) => message.to === quiet.email || message.to === optedOut.email)).toBe(false);
  });
});
