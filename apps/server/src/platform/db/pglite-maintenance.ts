/**
 * PGlite runs PostgreSQL without its autovacuum daemon: left alone, the planner never learns how many
 * rows a table holds (a 10,000-deck library was planned as 6 rows, so a page of 50 sorted every deck
 * instead of reading 51 from the index) and rows updated by every pipeline step are never reclaimed.
 * This does what autovacuum would, with PostgreSQL's default thresholds, from a timer in the one process
 * that owns the database. PostgreSQL servers have autovacuum and need none of this.
 */
import type { PGlite } from '@electric-sql/pglite';
import { logger } from '../logger.ts';

/** PostgreSQL's defaults: autovacuum_{analyze,vacuum}_threshold and _scale_factor. */
export const AUTO_ANALYZE = { threshold: 50, scaleFactor: 0.1 } as const;
export const AUTO_VACUUM = { threshold: 50, scaleFactor: 0.2 } as const;
/** autovacuum_naptime is a minute too. */
export const PGLITE_MAINTENANCE_INTERVAL_MS = 60_000;

export interface TableActivity {
  schema: string;
  table: string;
  liveRows: number;
  deadRows: number;
  modifiedSinceAnalyze: number;
  /** Never analysed: the planner is guessing its size. */
  neverAnalyzed: boolean;
}

export interface MaintenanceStep {
  schema: string;
  table: string;
  vacuum: boolean;
  analyze: boolean;
}

/** What autovacuum would do now, table by table: the same rules, so plans match a PostgreSQL server's. */
export function maintenanceSteps(activity: readonly TableActivity[]): MaintenanceStep[] {
  return activity.flatMap((row) => {
    const analyze =
      (row.neverAnalyzed && row.liveRows + row.modifiedSinceAnalyze > 0) ||
      row.modifiedSinceAnalyze > AUTO_ANALYZE.threshold + AUTO_ANALYZE.scaleFactor * row.liveRows;
    const vacuum = row.deadRows > AUTO_VACUUM.threshold + AUTO_VACUUM.scaleFactor * row.liveRows;
    return analyze || vacuum ? [{ schema: row.schema, table: row.table, vacuum, analyze }] : [];
  });
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function readActivity(client: PGlite): Promise<TableActivity[]> {
  // Statistics reach the views at most once a second; ask for this session's counts now.
  await client.query('select pg_stat_force_next_flush()');
  const { rows } = await client.query<{
    schemaname: string;
    relname: string;
    n_live_tup: string | number;
    n_dead_tup: string | number;
    n_mod_since_analyze: string | number;
    analyzed: boolean;
  }>(
    `select schemaname, relname, n_live_tup, n_dead_tup, n_mod_since_analyze,
            (last_analyze is not null or last_autoanalyze is not null) as analyzed
       from pg_stat_user_tables`,
  );
  return rows.map((row) => ({
    schema: row.schemaname,
    table: row.relname,
    liveRows: Number(row.n_live_tup),
    deadRows: Number(row.n_dead_tup),
    modifiedSinceAnalyze: Number(row.n_mod_since_analyze),
    neverAnalyzed: !row.analyzed,
  }));
}

/** One autovacuum round: vacuums and analyses the tables that need it; returns what it did. */
export async function runPgliteMaintenance(client: PGlite): Promise<MaintenanceStep[]> {
  const steps = maintenanceSteps(await readActivity(client));
  for (const step of steps) {
    const name = `${quoteIdent(step.schema)}.${quoteIdent(step.table)}`;
    const command = step.vacuum ? `vacuum${step.analyze ? ' (analyze)' : ''} ${name}` : `analyze ${name}`;
    await client.exec(command);
  }
  return steps;
}

/**
 * Runs a round every interval until stopped (the first after one interval: a restarted server keeps its
 * statistics on disk); a failed round is logged and the next one tried.
 */
export function startPgliteMaintenance(client: PGlite, intervalMs = PGLITE_MAINTENANCE_INTERVAL_MS): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const round = () => {
    if (stopped) return;
    running = runPgliteMaintenance(client).catch((error: Error) => {
      if (!stopped) logger.warn(`[db] maintenance round failed: ${error.message}`);
    });
  };
  const timer = setInterval(round, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
