import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadItem } from '@pitchscope/domain/contracts/decks';
import { personalWorkspaceId } from '@pitchscope/domain/workspaces';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { makePdf } from '../../test/fixtures/documents.ts';
import { pitchDeckSlides, uploadFile, waitForUpload } from '../../test/factories.ts';
import { startWorkers } from '../../workers.ts';
import { PROCESS_UPLOAD_QUEUE } from './decks.jobs.ts';
import { uploads } from '../../db/schema.ts';

/** ADR 0025: one workspace's flood of uploads does not hold back another workspace's next file. */
describe('the fair document queue', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    // No workers yet: the uploads wait, so their places are known; workers start in the second test.
    t = await createTestApp({ env: { WORKER_CONCURRENCY: '2' } });
    alice = await t.signUp({ name: 'Alice Flood' });
    bob = await t.signUp({ name: 'Bob Single' });
  });
  afterAll(() => t.close());

  const upload = async (user: TestUser, company: string, story: number) => {
    const response = await uploadFile(t, user, `${company}.pdf`, await makePdf(pitchDeckSlides({ company, story })));
    expect(response.statusCode).toBe(202);
    return response.json() as UploadItem;
  };
  const read = async (user: TestUser, id: string) =>
    (await t.request({ method: 'GET', url: `/api/uploads/${id}`, user })).json() as UploadItem;

  let flood: UploadItem[] = [];
  let single: UploadItem;

  it('puts a file uploaded behind another workspace\'s flood second in line, and says so', async () => {
    flood = [await upload(alice, 'Alphaworks', 0), await upload(alice, 'Betagrid', 1), await upload(alice, 'Gammafarm', 2)];
    expect(flood.map((item) => item.queuePosition)).toEqual([1, 2, 3]);

    single = await upload(bob, 'Brightloop', 0);
    // Only the flood's first file, already next when Bob's arrived, stays ahead of it.
    expect(single.queuePosition).toBe(2);
    expect((await read(bob, single.id)).queuePosition).toBe(2);
    expect((await Promise.all(flood.map((item) => read(alice, item.id)))).map((item) => item.queuePosition)).toEqual([1, 3, 4]);

    // Every process fetches in this order, and counts the cap per workspace, from the jobs themselves.
    const result = await t.ctx.db.execute(
      sql`select data->>'uploadId' as "uploadId", priority, group_id as "groupId" from pgboss.job where name = ${PROCESS_UPLOAD_QUEUE.name}`,
    );
    const jobs = (result as unknown as { rows: { uploadId: string; priority: number; groupId: string }[] }).rows;
    const job = (id: string) => jobs.find((row) => row.uploadId === id);
    expect(flood.map((item) => job(item.id)?.priority)).toEqual([0, -1, -2]);
    expect(job(single.id)).toMatchObject({ priority: 0, groupId: personalWorkspaceId(bob.id) });
    expect(new Set(flood.map((item) => job(item.id)?.groupId))).toEqual(new Set([personalWorkspaceId(alice.id)]));
  });

  it('reads it beside the flood, whose workspace keeps to its cap, and drops the place once it runs', async () => {
    expect(t.config.workspaceUploadConcurrency).toBe(1);
    const stopWorkers = await startWorkers(t.ctx);
    try {
      const done = await waitForUpload(t, bob, single.id);
      expect(done).toMatchObject({ status: 'completed', queuePosition: null });
      const alices = await Promise.all(flood.map((item) => waitForUpload(t, alice, item.id, 120_000)));
      expect(alices.map((item) => item.status)).toEqual(['completed', 'completed', 'completed']);

      const uploadedAt = async (user: TestUser, deckId: string | null) =>
        Date.parse((await t.request({ method: 'GET', url: `/api/decks/${deckId}`, user })).json().uploadedAt);
      // With one lane for Alice's workspace, her second file starts only once her first is done; Bob's
      // ran in the other lane meanwhile.
      expect(await uploadedAt(bob, done.deckId)).toBeLessThan(await uploadedAt(alice, alices[1]!.deckId));
      // An upload whose attempt failed frees its lane until its retry (the cap counts running jobs), so
      // its completion may follow the next file's start: the order holds for files read in one attempt.
      const attempts = async (uploadId: string) =>
        (await t.ctx.db.select({ attempts: uploads.attempts }).from(uploads).where(sql`${uploads.id} = ${uploadId}`))[0]!.attempts;
      for (let i = 1; i < alices.length; i += 1) {
        if ((await attempts(alices[i - 1]!.id)) > 1) continue;
        expect(await uploadedAt(alice, alices[i]!.deckId)).toBeGreaterThanOrEqual(Date.parse(alices[i - 1]!.updatedAt));
      }
    } finally {
      await stopWorkers();
    }
  });
});
