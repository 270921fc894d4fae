import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/env.ts';
import type { Db } from './db/database.ts';
import type { QueueDefinition } from './queue.ts';

/**
 * What a module gives the composition root (compose.ts, app.ts, workers.ts): its routes, the queues its
 * jobs run on, the handlers that work them, the start-up data it seeds and the backstop sweep it runs.
 * The root wires these; a module never imports the root, so the arrows point one way only (ADR 0044).
 * `Ctx` is the context the module's services ask for (AppContext and the module services it uses).
 */
export interface ServerModule<Ctx> {
  readonly name: string;
  /** Registers the module's HTTP routes, each with its description (describeRoute), on the API. */
  routes?(app: FastifyInstance, ctx: Ctx): Promise<void>;
  /** Created at start-up, before any job is sent; some depend on the configuration (retry limits). */
  queues?(config: Config): QueueDefinition[];
  /** Starts the module's job handlers (the worker role). */
  work?(ctx: Ctx): Promise<void>;
  /** Reference data and backfills, run at start-up before anything is served; adds only what is missing. */
  seed?(db: Db, config: Config): Promise<void>;
  /** The backstop for work whose jobs were lost beyond retry, run about once a minute by the workers; returns what it settled, by kind. */
  sweep?(ctx: Ctx): Promise<Record<string, number>>;
}

/** Work started before this is presumed lost: its job expired beyond retry (STUCK_JOB_MINUTES). */
export function stuckWorkCutoff(ctx: { clock: () => Date; config: Pick<Config, 'STUCK_JOB_MINUTES'> }): Date {
  return new Date(ctx.clock().getTime() - ctx.config.STUCK_JOB_MINUTES * 60_000);
}
