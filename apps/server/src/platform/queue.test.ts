import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { returnedRows } from './db/database.ts';
import { admitToGroup, createQueue, type Queue, type QueueDefinition } from './queue.ts';

const QUEUE: QueueDefinition = { name: 'group-cap-probe', expireInSeconds: 60, retryLimit: 0 };

/** Two lanes fetched two jobs of one group in the same instant: the cap still holds when they start. */
describe('admitting a fetched job to its group', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const fetchedTogether = async (group: string, count: number) => {
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1) ids.push((await t.ctx.queue.send(QUEUE, { i }, { group }))!);
    // What two racing fetches leave behind: every job active, none admitted yet.
    await t.ctx.db.execute(sql`update pgboss.job set state = 'active', started_on = now() where name = ${QUEUE.name} and group_id = ${group}`);
    return ids;
  };
  const stateOf = async (id: string) => {
    const rows = returnedRows(await t.ctx.db.execute(sql`select state from pgboss.job where id = ${id}::uuid`));
    return (rows[0] as { state: string }).state;
  };

  it('admits up to the cap and puts the rest back in the queue, whatever order they ask in', async () => {
    const [first, second, third] = await fetchedTogether('workspace-a', 3);
    const admit = (jobId: string) => admitToGroup(t.ctx.database, { queue: QUEUE.name, jobId, groupId: 'workspace-a', cap: 2 });

    expect(await Promise.all([admit(third!), admit(first!), admit(second!)])).toEqual(
      expect.arrayContaining(['admitted', 'admitted', 'requeued']),
    );
    const states = await Promise.all([first!, second!, third!].map(stateOf));
    expect(states.filter((state) => state === 'active')).toHaveLength(2);
    expect(states.filter((state) => state === 'created')).toHaveLength(1);
  });

  it('counts only its own group, and frees a place once an admitted job is done', async () => {
    const [mine, next] = await fetchedTogether('workspace-b', 2);
    const [other] = await fetchedTogether('workspace-c', 1);
    const admit = (jobId: string, groupId: string) => admitToGroup(t.ctx.database, { queue: QUEUE.name, jobId, groupId, cap: 1 });

    expect(await admit(mine!, 'workspace-b')).toBe('admitted');
    expect(await admit(other!, 'workspace-c')).toBe('admitted');
    expect(await admit(next!, 'workspace-b')).toBe('requeued');

    await t.ctx.db.execute(sql`update pgboss.job set state = 'completed', output = null where id = ${mine!}::uuid`);
    await t.ctx.db.execute(sql`update pgboss.job set state = 'active' where id = ${next!}::uuid`);
    expect(await admit(next!, 'workspace-b')).toBe('admitted');
  });
});

/** JOB_RETRY_DELAY_SECONDS (tests only): the fixed retry delays are replaced, the backoffs are not. */
describe('a fixed retry delay given to the queue', () => {
  const FIXED: QueueDefinition = { name: 'fixed-retry-probe', expireInSeconds: 60, retryLimit: 2, retryDelay: 5 };
  const BACKOFF: QueueDefinition = { name: 'backoff-retry-probe', expireInSeconds: 60, retryLimit: 2, retryDelay: 7, retryBackoff: true };
  let t: TestApp;
  let queue: Queue;
  beforeAll(async () => {
    t = await createTestApp();
    queue = createQueue(t.ctx.database, [FIXED, BACKOFF], { fixedRetryDelaySeconds: 0 });
    await queue.start();
  });
  afterAll(async () => {
    await queue.stop({ graceful: false });
    await t.close();
  });

  it('replaces the delay of a queue without backoff, and leaves a backoff as its queue defines it', async () => {
    const rows = returnedRows(
      await t.ctx.db.execute(sql`select name, retry_delay as "retryDelay", retry_backoff as "retryBackoff" from pgboss.queue where name in (${FIXED.name}, ${BACKOFF.name}) order by name`),
    );
    expect(rows).toEqual([
      { name: BACKOFF.name, retryDelay: 7, retryBackoff: true },
      { name: FIXED.name, retryDelay: 0, retryBackoff: false },
    ]);
  });
});
