import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createQueue, type Queue, type QueueDefinition } from './queue.ts';

/** Far longer than the test's own time limit: a job that waited for the poll would fail the test. */
const POLL_NEVER_SECONDS = 600;
const QUEUE: QueueDefinition = { name: 'wake-up-probe', expireInSeconds: 60, retryLimit: 0 };

/**
 * Issue #34: a job sent to a queue starts at once on an idle worker, woken by the database's
 * notification rather than found by the next poll. The poll here is set to ten minutes, so a job
 * that starts at all was not started by it.
 */
describe('a job sent to an idle worker', () => {
  let t: TestApp;
  let queue: Queue;
  const started: Array<{ n: number; startedAt: number }> = [];
  let onStart: (() => void) | null = null;

  beforeAll(async () => {
    t = await createTestApp();
    queue = createQueue(t.ctx.database, [QUEUE], { fallbackPollSeconds: POLL_NEVER_SECONDS });
    await queue.start();
    await queue.work<{ n: number }>(QUEUE, 1, async ({ n }) => {
      started.push({ n, startedAt: performance.now() });
      onStart?.();
    });
  });
  afterAll(async () => {
    await queue.stop({ graceful: false });
    await t.close();
  });

  const sendAndAwaitStart = (n: number, send: () => Promise<unknown>) =>
    new Promise<void>((resolve, reject) => {
      onStart = () => (started.some((job) => job.n === n) ? resolve() : undefined);
      send().catch(reject);
    });

  it('starts without waiting for the poll, one job after another', async () => {
    for (const n of [1, 2, 3]) await sendAndAwaitStart(n, () => queue.send(QUEUE, { n }));
    expect(started.map((job) => job.n)).toEqual([1, 2, 3]);
  });

  it('starts a job sent in a transaction once that transaction commits', async () => {
    await sendAndAwaitStart(4, () => t.ctx.db.transaction(async (tx) => queue.send(QUEUE, { n: 4 }, { tx })));
    expect(started.at(-1)?.n).toBe(4);
  });

  it('starts a job another queue instance sent (on PostgreSQL: another connection, as another process)', async () => {
    await sendAndAwaitStart(5, () => t.ctx.queue.send(QUEUE, { n: 5 }));
    expect(started.at(-1)?.n).toBe(5);
  });
});
