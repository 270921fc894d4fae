import { PgBoss, fromDrizzle, fromPglite } from 'pg-boss';
import { sql } from 'drizzle-orm';
import { returnedRows, type Database, type Tx } from './db/database.ts';
import { logger } from './logger.ts';

/**
 * The durable job queue (pg-boss). On PGlite it shares the app's one embedded instance; on PostgreSQL
 * several processes share the work and each job is done once. Jobs survive restarts: a job whose
 * process died is retried once its heartbeat stops (on PGlite at once, at start-up).
 */
export interface QueueDefinition {
  name: string;
  /** Seconds a worker may hold a job before it counts as lost and is retried. */
  expireInSeconds: number;
  retryLimit: number;
  retryDelay?: number;
  /** Exponential backoff from retryDelay (pg-boss: the n-th retry waits retryDelay × 2^(n-1) to × 2^n s). */
  retryBackoff?: boolean;
  /** The longest wait between two attempts with backoff, in seconds. */
  retryDelayMax?: number;
  /** Seconds a finished job (and its payload) is kept; pg-boss's default is 7 days. */
  deleteAfterSeconds?: number;
}

/**
 * A running job's worker refreshes its heartbeat every JOB_HEARTBEAT_SECONDS / 2; a job whose heartbeat
 * is older than this belongs to a process that is gone (kill -9, a lost machine) and is retried. Without
 * it, a job of a killed process stayed active until expireInSeconds (10 min for an upload, shown as
 * "extracting" all along). A live worker's job is never taken: its heartbeat stays fresh, even while
 * OCR runs (off the event loop).
 */
export const JOB_HEARTBEAT_SECONDS = 30;
/** How often pg-boss looks for jobs whose heartbeat stopped (its default, 60 s, doubled the wait). */
const SUPERVISE_INTERVAL_SECONDS = 10;
/**
 * A job sent to a queue wakes its workers at once through LISTEN/NOTIFY (in-process on PGlite, across
 * processes on PostgreSQL). The poll remains for what no notification announces: a retry or a delayed
 * start falling due, a job put back by a group's cap, a notification lost while a listener reconnected.
 */
export const FALLBACK_POLL_SECONDS = 0.5;

export interface Queue {
  start(): Promise<void>;
  /** Enqueues a job; pass the transaction to make the job part of it (rollback leaves no job). */
  send<T extends object>(queue: QueueDefinition, data: T, options?: SendOptions): Promise<string | null>;
  work<T extends object>(
    queue: QueueDefinition,
    concurrency: number | WorkConcurrency,
    handler: (data: T, job: { id: string; retryCount: number; retryLimit: number }) => Promise<void>,
  ): Promise<void>;
  /**
   * Sends a job to the queue at each time of a cron expression (UTC), once across all processes; a
   * second call with the same queue replaces the schedule.
   */
  schedule(queue: QueueDefinition, cron: string): Promise<void>;
  stop(options?: { graceful?: boolean }): Promise<void>;
}

export interface SendOptions {
  tx?: Tx;
  singletonKey?: string;
  /** Higher runs first; equal priorities run in the order they were sent. */
  priority?: number;
  /** Jobs of one group share the group's cap (WorkConcurrency.perGroup), across all processes. */
  group?: string;
  /** Seconds before the job may start: a job waiting for something outside (a model) without a worker held. */
  startAfterSeconds?: number;
}

export interface WorkConcurrency {
  /** Jobs this process runs at once. */
  local: number;
  /** Active jobs of one group at once, counted in the database, so across all processes. */
  perGroup?: number;
}

const NO_JOB_ID = '00000000-0000-0000-0000-000000000000';

const supervision = { superviseIntervalSeconds: SUPERVISE_INTERVAL_SECONDS, monitorIntervalSeconds: SUPERVISE_INTERVAL_SECONDS };

export function createQueue(
  database: Database,
  definitions: QueueDefinition[] = [],
  {
    fallbackPollSeconds = FALLBACK_POLL_SECONDS,
    fixedRetryDelaySeconds,
  }: {
    fallbackPollSeconds?: number;
    /** Tests (JOB_RETRY_DELAY_SECONDS): the retry delay of every queue without backoff, in place of its own. */
    fixedRetryDelaySeconds?: number;
  } = {},
): Queue {
  const options = { schema: 'pgboss', useListenNotify: true, ...supervision };
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(database.pglite! as never), backend: 'pglite', ...options })
      : new PgBoss({ connectionString: database.connectionString!, max: 4, ...options });
  let stopping = false;
  boss.on('error', (error: unknown) => {
    // Maintenance errors are retried by pg-boss itself; surface them in the log only. A poll that
    // races the shutdown (its connection already closed) is expected and not worth a log line.
    if (!stopping) logger.error({ err: error }, '[queue] error');
  });
  boss.on('warning', (warning: { message: string; data?: { type?: string } }) => {
    // Without a listener every job waits for the fallback poll: worth saying once, at start.
    if (warning.data?.type === 'listen_notify_unavailable') logger.warn(warning, '[queue] jobs start on the poll only');
  });
  const created = new Set<string>();

  async function ensureQueue(queue: QueueDefinition) {
    if (created.has(queue.name)) return;
    const settings = {
      expireInSeconds: queue.expireInSeconds,
      retryLimit: queue.retryLimit,
      retryDelay: (queue.retryBackoff ? undefined : fixedRetryDelaySeconds) ?? queue.retryDelay ?? 1,
      retryBackoff: queue.retryBackoff ?? false,
      ...(queue.retryDelayMax ? { retryDelayMax: queue.retryDelayMax } : {}),
      ...(queue.deleteAfterSeconds ? { deleteAfterSeconds: queue.deleteAfterSeconds } : {}),
      heartbeatSeconds: JOB_HEARTBEAT_SECONDS,
      notify: true,
    };
    await boss.createQueue(queue.name, settings);
    // createQueue leaves an existing queue as it was: bring one made by an older version up to date.
    await boss.updateQueue(queue.name, settings);
    // pg-boss looks a queue up (once, then cached) on its own connection before a send. On PGlite a send
    // inside a transaction would wait forever for the one connection that transaction holds, in a
    // process that does not work the queue (its workers load the cache): look it up now, outside.
    await boss.getJobById(queue.name, NO_JOB_ID);
    created.add(queue.name);
  }

  return {
    async start() {
      await boss.start();
      // Queues are created up front: creating one later, inside a caller's open transaction, would
      // wait on that very transaction with PGlite's single connection.
      for (const definition of definitions) await ensureQueue(definition);
      if (database.kind === 'pglite') await recoverOrphanedJobs(database);
    },
    async send(queue, data, options) {
      await ensureQueue(queue);
      return boss.send(queue.name, data, {
        ...(options?.tx ? { db: fromDrizzle(options.tx as never, sql as never) } : {}),
        ...(options?.singletonKey ? { singletonKey: options.singletonKey } : {}),
        ...(options?.priority !== undefined ? { priority: options.priority } : {}),
        ...(options?.group ? { group: { id: options.group } } : {}),
        ...(options?.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
      });
    },
    async work(queue, concurrency, handler) {
      await ensureQueue(queue);
      const { local, perGroup } = typeof concurrency === 'number' ? { local: concurrency, perGroup: undefined } : concurrency;
      await boss.work<object>(
        queue.name,
        {
          batchSize: 1,
          localConcurrency: local,
          pollingIntervalSeconds: fallbackPollSeconds,
          notifyPollingIntervalSeconds: fallbackPollSeconds,
          ...(perGroup !== undefined ? { groupConcurrency: perGroup } : {}),
        },
        async ([job]) => {
          const groupId = (job as { groupId?: string | null }).groupId;
          if (perGroup !== undefined && groupId) {
            const admission = await admitToGroup(database, { queue: queue.name, jobId: job.id, groupId, cap: perGroup });
            if (admission === 'requeued') return;
          }
          await handler(job.data as never, {
            id: job.id,
            retryCount: (job as { retryCount?: number }).retryCount ?? 0,
            retryLimit: (job as { retryLimit?: number }).retryLimit ?? queue.retryLimit,
          });
        },
      );
    },
    async schedule(queue, cron) {
      await ensureQueue(queue);
      await boss.schedule(queue.name, cron, null, { tz: 'UTC' });
    },
    async stop(options) {
      stopping = true;
      await boss.stop({ graceful: options?.graceful ?? true, timeout: 5000 });
    },
  };
}

/**
 * pg-boss checks a group's cap when it fetches, but two fetches in the same instant (two lanes of one
 * process, or two processes on PostgreSQL) each see the other's job not yet active and may both take
 * one: the group briefly runs over its cap. So a fetched job is admitted once more, one at a time per
 * group (an advisory lock), counting only jobs already admitted; one over the cap goes back to the
 * queue at its place (priority and age kept) and the lane is free for another group.
 */
export async function admitToGroup(
  database: Database,
  { queue, jobId, groupId, cap }: { queue: string; jobId: string; groupId: string; cap: number },
): Promise<'admitted' | 'requeued'> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`pgboss-group:${queue}:${groupId}`}, 0))`);
    const result = await tx.execute(sql`
      select count(*)::int as "running" from pgboss.job
       where name = ${queue} and group_id = ${groupId} and state = 'active' and id <> ${jobId}::uuid
         and output @> ${GROUP_ADMITTED}::jsonb`);
    const running = (returnedRows(result)[0] as { running: number } | undefined)?.running ?? 0;
    if (running < cap) {
      // The mark lives while the job is active: completing, failing or expiring it overwrites the output.
      await tx.execute(sql`update pgboss.job set output = ${GROUP_ADMITTED}::jsonb where name = ${queue} and id = ${jobId}::uuid and state = 'active'`);
      return 'admitted';
    }
    // As pg-boss's own restore(), a second later: by then the group's running job has usually moved on.
    await tx.execute(sql`
      update pgboss.job set state = 'created', started_on = null, heartbeat_on = null, start_after = now() + interval '1 second'
       where name = ${queue} and id = ${jobId}::uuid and state = 'active'`);
    return 'requeued';
  });
}

const GROUP_ADMITTED = JSON.stringify({ groupAdmitted: true });

/**
 * PGlite runs in this one process, so a job still "active" at start-up belonged to a process that died.
 * It is made retryable at once (or failed when out of retries) instead of waiting for its expiry.
 */
async function recoverOrphanedJobs(database: Database) {
  await database.pglite!.query(`
    update pgboss.job
       set state = case when retry_count < retry_limit then 'retry'::pgboss.job_state else 'failed'::pgboss.job_state end,
           retry_count = retry_count + 1,
           start_after = now()
     where state = 'active'`);
}
