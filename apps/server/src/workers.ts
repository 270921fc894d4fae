import { SERVER_MODULES, type ServerContext } from './compose.ts';
import { logger } from './platform/logger.ts';

const SWEEP_INTERVAL_MS = 60_000;

/**
 * Starts the background workers: each module's job handlers (ServerModule.work) and, about once a
 * minute, their sweeps. Returns a function that stops the sweeps. A job that throws is retried by the
 * queue; its last attempt settles the work (upload failed, analysis failed and refunded), so no deck
 * stays Processing and no token is lost.
 */
export async function startWorkers(ctx: ServerContext): Promise<() => Promise<void>> {
  for (const module of SERVER_MODULES) await module.work?.(ctx);
  const sweep = () => sweepStuckWork(ctx).catch((error) => logger.error({ err: error }, '[sweeper] failed'));
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  timer.unref();
  void sweep();
  return async () => clearInterval(timer);
}

/**
 * The backstop for work whose jobs were lost beyond retry (e.g. the database was restored): anything
 * still in progress after STUCK_JOB_MINUTES is failed, with its token refunded and its files removed;
 * settled webhook deliveries past their retention are pruned. Returns what each module's sweep settled.
 */
export async function sweepStuckWork(ctx: ServerContext): Promise<Record<string, number>> {
  const settled = await Promise.all(SERVER_MODULES.map((module) => module.sweep?.(ctx) ?? {}));
  return Object.assign({}, ...settled);
}
