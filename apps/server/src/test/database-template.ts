import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrationsFolder, openDatabase } from '../platform/db/database.ts';
import { createQueue } from '../platform/queue.ts';

/** How PGlite recognises an uncompressed dump (it reads the Blob's type). */
const TAR = 'application/x-tar';

/**
 * The migrated database every PGlite test app starts from. Creating a PGlite cluster (initdb) and running
 * the migrations is most of a test app's start — seconds per app, more on a loaded machine — and every
 * API test file starts at least one. The first app of a run migrates an empty database and dumps it to
 * a file named by the migrations' content; the others load that dump. A changed migration names a new
 * file, so a stale template is never loaded.
 */
let template: Promise<Blob> | null = null;
let postgresTemplate: Promise<string> | null = null;

export function migratedDatabaseTemplate(): Promise<Blob> {
  template ??= loadOrBuildTemplate();
  return template;
}

async function loadOrBuildTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `pitchscope-test-db-${await migrationsDigest()}.tar`);
  const saved = await readFile(file).catch(() => null);
  if (saved) return new Blob([saved], { type: TAR });
  const database = await openDatabase({ dataDir: os.tmpdir(), pglitePath: 'memory://' });
  try {
    // The queue's own tables too, which pg-boss otherwise creates at each app's start.
    const queue = createQueue(database);
    await queue.start();
    await queue.stop({ graceful: false });
    // Not compressed: unpacking a gzipped dump was a third of each PGlite's start (~0.4 of 1.1 s CPU),
    // and the 40 MB file is read once per worker process.
    const dump = await database.pglite!.dumpDataDir('none');
    // Test files start together: each writes its own file and renames it, so none reads a half-written one.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  } finally {
    await database.close();
  }
}

/**
 * The same on PostgreSQL: a migrated database each test database is copied from (`create database …
 * template …`), made once per migrations digest by whichever process gets the lock first. Templates of
 * other digests are dropped then, so the server does not gather one per change.
 */
export function migratedPostgresTemplate(baseUrl: string): Promise<string> {
  postgresTemplate ??= ensurePostgresTemplate(baseUrl);
  return postgresTemplate;
}

const POSTGRES_TEMPLATE_PREFIX = 'pitchscope_test_template_';
const POSTGRES_TEMPLATE_LOCK = 727276;

async function ensurePostgresTemplate(baseUrl: string): Promise<string> {
  const name = `${POSTGRES_TEMPLATE_PREFIX}${await migrationsDigest()}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [POSTGRES_TEMPLATE_LOCK]);
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) {
      const stale = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${POSTGRES_TEMPLATE_PREFIX}%`]);
      for (const { datname } of stale.rows) await admin.query(`drop database if exists ${datname} with (force)`);
      // Migrated under a working name and renamed when done: a template is never seen half-migrated.
      const building = `${name}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const url = new URL(baseUrl);
      url.pathname = `/${building}`;
      const database = await openDatabase({ dataDir: os.tmpdir(), databaseUrl: url.toString() });
      await database.close();
      await admin.query(`alter database ${building} rename to ${name}`);
    }
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [POSTGRES_TEMPLATE_LOCK]).catch(() => undefined);
    await admin.end();
  }
  return name;
}

async function migrationsDigest(): Promise<string> {
  const hash = createHash('sha256');
  // Another PGlite may lay its files out differently, another pg-boss its tables: their versions name
  // the template too.
  for (const dependency of ['@electric-sql/pglite', 'pg-boss']) hash.update(`${dependency}@${await installedVersion(dependency)}`);
  for (const name of (await readdir(migrationsFolder, { recursive: true })).sort()) {
    const content = await readFile(path.join(migrationsFolder, name)).catch(() => null);
    if (content) hash.update(name).update(content);
  }
  return hash.digest('hex').slice(0, 16);
}

async function installedVersion(dependency: string): Promise<string> {
  // The package's main file sits somewhere under its folder: walk up to the manifest that names it.
  let folder = path.dirname(createRequire(import.meta.url).resolve(dependency));
  for (;;) {
    const manifest = await readFile(path.join(folder, 'package.json'), 'utf8').catch(() => null);
    if (manifest && JSON.parse(manifest).name === dependency) return JSON.parse(manifest).version;
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error(`No package.json found for ${dependency}`);
    folder = parent;
  }
}
