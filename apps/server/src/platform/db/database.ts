import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import * as schema from '../../db/schema.ts';
import { logger } from '../logger.ts';
import { startPgliteMaintenance } from './pglite-maintenance.ts';
import { pgliteChangeFeed, postgresChangeFeed, type ChangeFeed } from './change-feed.ts';

export type Schema = typeof schema;
/** The database, whichever engine is behind it. Queries take it (or a transaction) as first argument. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbOrTx = Db | Tx;

/** The rows of a raw statement's result (node-postgres and PGlite both answer `{ rows }`). */
export function returnedRows(result: unknown): unknown[] {
  return typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows) ? result.rows : [];
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded engine, when there is one (the queue shares it). */
  pglite?: PGlite;
  /** The PostgreSQL connection string, when there is one. */
  connectionString?: string;
  /** What the database's triggers say changed (migration 0015): the in-process caches listen to it. */
  changes: ChangeFeed;
  close(): Promise<void>;
}

/**
 * A ready PGlite lent by the tests' pool (test/pglite-pool.ts): starting one costs ~0.5 s of CPU, and
 * an API test file starts one or more. Closing the database hands it back rather than closing it.
 */
export interface PgliteLease {
  client: PGlite;
  release(): Promise<void>;
}

export const migrationsFolder = resolveMigrationsFolder();

function resolveMigrationsFolder(): string {
  // apps/server/drizzle, from wherever this module sits under apps/server: src/platform/db in source,
  // dist/ or one of its chunks (dist/chunks/) once bundled.
  let folder = path.dirname(fileURLToPath(import.meta.url));
  for (let level = 0; level < 4; level += 1) {
    const candidate = path.join(folder, 'drizzle');
    if (existsSync(path.join(candidate, 'meta/_journal.json'))) return candidate;
    folder = path.dirname(folder);
  }
  throw new Error('Database migrations folder not found');
}

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  pglitePath?: string;
  /** PGlite's shared_buffers in MB; PostgreSQL's own default (128 MB) when unset. */
  pgliteSharedBuffersMb?: number;
  /**
   * A new PGlite (in memory, or a data folder not yet made) starts from this dump (`dumpDataDir`) instead
   * of an empty cluster: the tests' databases, whose initdb and migrations are most of a test app's start
   * (test/database-template.ts).
   */
  pgliteTemplate?: Blob;
  /** Tests: an in-memory PGlite already started, used instead of a new one. */
  pgliteLease?: PgliteLease;
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  if (options.pgliteLease) return usePglite(options.pgliteLease.client, () => options.pgliteLease!.release());
  const client = await startPglite(options.pglitePath ?? path.join(options.dataDir, 'db'), options.pgliteSharedBuffersMb, options.pgliteTemplate);
  return usePglite(client, () => client.close());
}

async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  const changes = await postgresChangeFeed(connectionString, pool);
  // An idle client killed by the server (restart, failover, a dropped database) must not crash the
  // process: the pool replaces it on the next query.
  pool.on('error', (error) => logger.error(`[db] idle connection lost: ${error.message}`));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  // Processes starting together must not race on the migrations: one runs them, the others wait.
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock(727275)');
    await migratePg(drizzlePg(client, { schema }) as never, { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock(727275)').catch(() => undefined);
    client.release();
  }
  return {
    db,
    kind: 'postgres',
    connectionString,
    changes,
    close: async () => {
      await changes.close();
      await pool.end();
    },
  };
}

/**
 * PGlite is one process only (see docs/decisions): the API, the queue workers and migrations all share
 * this one instance. `memory://` gives a throwaway database for tests.
 */
async function startPglite(dataPath: string, sharedBuffersMb?: number, template?: Blob): Promise<PGlite> {
  const inMemory = dataPath.startsWith('memory://');
  if (!inMemory) {
    const fresh = !existsSync(path.join(dataPath, 'PG_VERSION'));
    mkdirSync(dataPath, { recursive: true });
    if (fresh) {
      // Initialising a new data folder holds a lot of memory until the instance closes; do it once, apart.
      const initial = new PGlite({ dataDir: dataPath, ...(template ? { loadDataDir: template } : {}), extensions: { pg_trgm } });
      await initial.waitReady;
      await initial.close();
    }
  }
  // pg_trgm: the library search index (migration 0005).
  // The page cache sits in PGlite's WebAssembly memory, which never shrinks: PostgreSQL's 128 MB default
  // is most of an idle server's resident memory.
  const postgresqlconf = sharedBuffersMb ? [`shared_buffers = ${sharedBuffersMb}MB`] : undefined;
  const client = new PGlite({
    ...(inMemory ? {} : { dataDir: dataPath }),
    ...(inMemory && template ? { loadDataDir: template } : {}),
    extensions: { pg_trgm },
    ...(postgresqlconf ? { postgresqlconf } : {}),
  });
  await client.waitReady;
  return client;
}

async function usePglite(client: PGlite, closeClient: () => Promise<void>): Promise<Database> {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  const maintenance = startPgliteMaintenance(client);
  const changes = await pgliteChangeFeed(client);
  return {
    db,
    kind: 'pglite',
    pglite: client,
    changes,
    close: async () => {
      await changes.close();
      await maintenance.stop();
      await closeClient();
    },
  };
}
