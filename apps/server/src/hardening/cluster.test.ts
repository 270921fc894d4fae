import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { pitchDeckSlides } from '../test/factories.ts';
import { makePdf } from '../test/fixtures/documents.ts';
import { startS3Server, type TestS3Server } from '../test/s3-server.ts';

/**
 * The scale-out setup of README "Scaling out", for real: two API processes and two worker processes
 * (`node --import tsx src/main.ts`, ROLE=api|worker) on one fresh PostgreSQL database, one DATA_DIR and
 * one BETTER_AUTH_SECRET. Sessions work across API processes; 20 uploads spread over both APIs are each
 * processed exactly once; paid deep analyses settle their escrow; files are read, drawn and deleted
 * through either API. Runs twice: with files on the shared disk, and on S3 storage against an
 * S3-compatible server (s3rver) started by the test, whose bucket is checked object by object.
 * Runs only with DATABASE_URL.
 */

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const PUBLIC_URL = 'http://pitchscope.cluster.test';
const SECRET = 'cluster-secret-cluster-secret-cluster-secret-42';
const DECKS = 20;
const COMPANIES = [
  'Aurora Grid',
  'Brisk Legal',
  'Canopy Farms',
  'Dynamo Cells',
  'Ember Clause',
  'Fjord Vines',
  'Glacier Watt',
  'Harbor Draft',
  'Iris Acres',
  'Juniper Volt',
  'Kestrel Brief',
  'Lumen Rows',
  'Mistral Amp',
  'Nimbus Redline',
  'Orchard Drip',
  'Polar Current',
  'Quartz Counsel',
  'Ridge Terroir',
  'Solstice Kilowatt',
  'Tidal Pact',
];
const CITIES = ['Helsinki, Finland', 'Berlin, Germany', 'Lisbon, Portugal', 'Madrid, Spain', 'Oslo, Norway'];

interface Proc {
  name: string;
  child: ChildProcess;
  port: number | null;
  output: string[];
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitUntil<T>(
  what: string,
  read: () => Promise<T | null>,
  timeoutMs: number,
  procs: Proc[] = [],
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read().catch(() => null);
    if (value !== null && value !== undefined) return value;
    const dead = procs.find((proc) => proc.child.exitCode !== null || proc.child.signalCode !== null);
    if (dead) throw new Error(`${dead.name} exited while waiting for ${what}:\n${dead.output.join('')}`);
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Every file under `root`, as storage keys (`a/b.pdf`); none when the folder does not exist. */
async function filesUnder(root: string): Promise<string[]> {
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

describe.skipIf(!process.env.DATABASE_URL).each(['disk', 's3'] as const)(
  'a cluster: 2 API processes + 2 workers on one PostgreSQL, files on %s',
  (storageDriver) => {
    const procs: Proc[] = [];
    let s3: TestS3Server | null = null;
    let dataDir: string;
    let dbName: string;
    let dbUrl: string;
    let sql: pg.Client;
    let apis: Proc[] = [];

    function start(name: string, role: 'api' | 'worker', port: number | null): Proc {
      // Production-like children: no Vitest/test markers in their environment (Better Auth reads them).
      const {
        TEST: _test,
        VITEST: _vitest,
        VITEST_WORKER_ID: _w,
        VITEST_POOL_ID: _p,
        ...inherited
      } = process.env;
      const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
        env: {
          ...inherited,
          NODE_ENV: 'production',
          ROLE: role,
          PORT: String(port ?? 0),
          HOST: '127.0.0.1',
          APP_URL: PUBLIC_URL,
          DATABASE_URL: dbUrl,
          DATA_DIR: dataDir,
          ...(s3 ? s3.env : { STORAGE_DRIVER: 'disk' }),
          BETTER_AUTH_SECRET: SECRET,
          OCR_ENABLED: 'false',
          WORKER_CONCURRENCY: '2',
          // Workers log "worker started" at info level: the test waits for that line.
          LOG_LEVEL: role === 'worker' ? 'info' : 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const proc: Proc = { name, child, port, output: [] };
      const keep = (chunk: Buffer) => {
        proc.output.push(chunk.toString());
        if (proc.output.length > 200) proc.output.shift();
      };
      child.stdout!.on('data', keep);
      child.stderr!.on('data', keep);
      procs.push(proc);
      return proc;
    }

    const call = (api: Proc, pathname: string, init: RequestInit & { cookie?: string } = {}) =>
      fetch(`http://127.0.0.1:${api.port}${pathname}`, {
        ...init,
        headers: {
          origin: PUBLIC_URL,
          ...(init.cookie ? { cookie: init.cookie } : {}),
          ...(init.headers as Record<string, string>),
        },
      });
    const json = (body: unknown) => ({
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });

    async function signUp(api: Proc, name: string) {
      const email = `${name.toLowerCase().replace(/\W+/g, '.')}@cluster.test`;
      const response = await call(
        api,
        '/api/auth/sign-up/email',
        json({ name, email, password: 'secret-password' }),
      );
      expect(response.status, await response.clone().text()).toBe(200);
      const cookie = response.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      return { id: ((await response.json()) as { user: { id: string } }).user.id, cookie };
    }

    /** The stored keys under a prefix: the bucket's own listing on S3, the files under DATA_DIR/files on disk. */
    const storedKeys = async (prefix: string) =>
      s3
        ? s3.listKeys(prefix)
        : (await filesUnder(path.join(dataDir, 'files'))).filter((key) => key.startsWith(prefix));

    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'pitchscope-cluster-'));
      if (storageDriver === 's3') s3 = await startS3Server('pitchscope-cluster');
      dbName = `pitchscope_cluster_${process.pid}_${Date.now()}`;
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query(`create database ${dbName}`);
      await admin.end();
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/${dbName}`;
      dbUrl = url.toString();

      // The first API process migrates the fresh database; the others start once it is up, as an
      // orchestrator with a health check would start them.
      const first = start('api#1', 'api', await freePort());
      await waitUntil(
        'api#1 health',
        async () => ((await call(first, '/api/health')).ok ? true : null),
        90_000,
        [first],
      );
      const second = start('api#2', 'api', await freePort());
      start('worker#1', 'worker', null);
      start('worker#2', 'worker', null);
      apis = [first, second];
      await waitUntil(
        'api#2 health',
        async () => ((await call(second, '/api/health')).ok ? true : null),
        90_000,
        procs,
      );
      await waitUntil(
        'both workers',
        async () =>
          procs.filter((p) => p.output.join('').includes('worker started')).length === 2 ? true : null,
        90_000,
        procs,
      );
      sql = new pg.Client({ connectionString: dbUrl });
      await sql.connect();
    }, 240_000);

    afterAll(async () => {
      await sql?.end().catch(() => undefined);
      await Promise.all(
        procs.map(
          (proc) =>
            new Promise<void>((resolve) => {
              if (proc.child.exitCode !== null || proc.child.signalCode !== null) return resolve();
              proc.child.once('exit', () => resolve());
              proc.child.kill('SIGKILL');
            }),
        ),
      );
      if (dbName) {
        const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await admin.connect();
        await admin.query(`drop database if exists ${dbName} with (force)`);
        await admin.end();
      }
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
      await s3?.close();
    }, 60_000);

    it('shares sessions, processes 20 uploads exactly once, settles every escrow, and reads, draws and deletes files through either API', async () => {
      const [api1, api2] = apis as [Proc, Proc];
      // The first account is the admin.
      const admin = await signUp(api1, 'Cluster Admin');

      // A session made by api#1 works on api#2 (sessions live in the database, signed with one secret).
      const owner = await signUp(api1, 'Olga Owner');
      const meOnApi2 = await call(api2, '/api/me', { cookie: owner.cookie });
      expect(meOnApi2.status).toBe(200);
      expect(((await meOnApi2.json()) as { uid: string }).uid).toBe(owner.id);

      // Each investor holds up to three decks of different stories (so none is a duplicate of another).
      const investors = [owner];
      for (let i = 1; i < Math.ceil(DECKS / 3); i++)
        investors.push(await signUp(i % 2 ? api2 : api1, `Investor ${i}`));

      const uploads: { id: string; api: Proc; user: (typeof investors)[number]; pdf: Buffer }[] = [];
      await Promise.all(
        Array.from({ length: DECKS }, async (_, i) => {
          const user = investors[Math.floor(i / 3)]!;
          const api = i % 2 === 0 ? api1 : api2;
          const slides = pitchDeckSlides({
            company: COMPANIES[i]!,
            city: CITIES[i % CITIES.length],
            story: i % 3,
            round: `€${i + 1}M`,
          });
          const pdf = Buffer.from(await makePdf(slides));
          const form = new FormData();
          form.append('file', new Blob([pdf], { type: 'application/pdf' }), `deck-${i}.pdf`);
          const response = await call(api, '/api/uploads', {
            method: 'POST',
            body: form,
            cookie: user.cookie,
          });
          expect(response.status, await response.clone().text()).toBe(202);
          uploads.push({ id: ((await response.json()) as { id: string }).id, api, user, pdf });
        }),
      );
      expect(new Set(uploads.map((u) => u.id)).size).toBe(DECKS);

      // Watch each upload through the *other* API process than the one that received it.
      const finished = await Promise.all(
        uploads.map(({ id, api, user }) =>
          waitUntil(
            `upload ${id}`,
            async () => {
              const other = api === api1 ? api2 : api1;
              const item = (await (
                await call(other, `/api/uploads/${id}`, { cookie: user.cookie })
              ).json()) as {
                status: string;
                deckId: string | null;
                error: string | null;
              };
              return ['completed', 'error', 'duplicate'].includes(item.status) ? item : null;
            },
            100_000,
            procs,
          ),
        ),
      );
      expect(finished.filter((item) => item.status !== 'completed')).toEqual([]);

      // Exactly once: 20 decks, each upload ran once and points at its own deck, counters counted once.
      const counts = (
        await sql.query(
          `select count(*)::int as decks, count(distinct company_name)::int as companies from decks`,
        )
      ).rows[0];
      expect(counts).toEqual({ decks: DECKS, companies: DECKS });
      const uploadRows = (await sql.query(`select id, deck_id, attempts, status from uploads`)).rows as {
        deck_id: string;
        attempts: number;
        status: string;
      }[];
      expect(uploadRows).toHaveLength(DECKS);
      expect(uploadRows.every((row) => row.status === 'completed' && row.attempts === 1)).toBe(true);
      expect(new Set(uploadRows.map((row) => row.deck_id)).size).toBe(DECKS);
      const analyzed = (
        await sql.query(`select coalesce(sum(decks_analyzed), 0)::int as total from user_profiles`)
      ).rows[0];
      expect(analyzed.total).toBe(DECKS);
      expect(
        (await sql.query(`select count(*)::int as n from decks where status <> 'Analyzed'`)).rows[0].n,
      ).toBe(0);

      // Paid deep analyses, started on both APIs, run on the workers; every escrow settles.
      const byDeck = new Map<string, (typeof investors)[number]>();
      uploads.forEach((upload, i) => byDeck.set(finished[i]!.deckId!, upload.user));
      // One run per investor: each new account holds the 2 welcome tokens, so a third start would be 402.
      const seenUsers = new Set<string>();
      const runs = [...byDeck.entries()]
        .filter(([, user]) => !seenUsers.has(user.cookie) && seenUsers.add(user.cookie))
        .slice(0, 6);
      for (const [i, [deckId, user]] of runs.entries()) {
        const response = await call(i % 2 ? api2 : api1, `/api/decks/${deckId}/deep-analysis`, {
          method: 'POST',
          cookie: user.cookie,
        });
        expect(response.status, await response.clone().text()).toBe(200);
      }
      await Promise.all(
        runs.map(([deckId, user]) =>
          waitUntil(
            `deep analysis of ${deckId}`,
            async () => {
              const deck = (await (
                await call(api2, `/api/decks/${deckId}`, { cookie: user.cookie })
              ).json()) as { deepAnalysisStatus: string | null };
              return deck.deepAnalysisStatus === 'Completed' || deck.deepAnalysisStatus === 'Failed'
                ? deck
                : null;
            },
            100_000,
            procs,
          ),
        ),
      );
      const runRows = (await sql.query(`select deck_id, status, attempts from analysis_runs`)).rows as {
        status: string;
      }[];
      expect(runRows).toHaveLength(runs.length);
      expect(runRows.every((row) => row.status === 'Completed')).toBe(true);
      const ledger = (
        await sql.query(`
        select p.user_id, p.token_balance as balance, coalesce(sum(t.amount), 0)::int as ledger,
               count(*) filter (where t.type = 'spent')::int as spent,
               count(*) filter (where t.type = 'refunded')::int as refunded
          from user_profiles p left join token_transactions t on t.user_id = p.user_id
         group by p.user_id, p.token_balance`)
      ).rows as { balance: number; ledger: number; spent: number; refunded: number }[];
      for (const row of ledger) expect(row.balance).toBe(row.ledger);
      expect(ledger.reduce((sum, row) => sum + row.spent, 0)).toBe(runs.length);
      expect(ledger.reduce((sum, row) => sum + row.refunded, 0)).toBe(0);
      // Each escrow has exactly one spent row (the unique index) and no run is left Processing.
      const escrows = (
        await sql.query(
          `select analysis_id, count(*)::int as n from token_transactions where type = 'spent' group by analysis_id`,
        )
      ).rows as { n: number }[];
      expect(escrows.every((row) => row.n === 1)).toBe(true);

      // Stored files: each deck's file under its key, no upload left in staging.
      const fileKeys = (await sql.query(`select id, file_key from decks order by file_key`)).rows as {
        id: string;
        file_key: string;
      }[];
      expect(fileKeys.every((row) => row.file_key === `pitchDecks/${row.id}.pdf`)).toBe(true);
      expect(await storedKeys('pitchDecks/')).toEqual(fileKeys.map((row) => row.file_key));
      expect(await storedKeys('staging/')).toEqual([]);
      if (s3) {
        // Nothing went to the local disk: no files folder, and the readers' temporary copies are gone.
        expect(await filesUnder(path.join(dataDir, 'files'))).toEqual([]);
        expect(await filesUnder(path.join(dataDir, 'tmp'))).toEqual([]);
      }

      // Reads: each deck's file comes back byte for byte through the API that did not receive it.
      const deckOfUpload = uploads.map((upload, i) => ({ ...upload, deckId: finished[i]!.deckId! }));
      for (const { deckId, api, user, pdf } of deckOfUpload.slice(0, 4)) {
        const file = await call(api === api1 ? api2 : api1, `/api/decks/${deckId}/file`, {
          cookie: user.cookie,
        });
        expect(file.status).toBe(200);
        expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);
      }

      // Page renders: drawn by one API process, stored, then served to the other from storage.
      const [drawn, alsoDrawn] = deckOfUpload;
      for (const { deckId, user } of [drawn!, alsoDrawn!]) {
        const first = await call(api1, `/api/decks/${deckId}/pages/1/image`, { cookie: user.cookie });
        expect(first.status, await first.clone().text()).toBe(200);
        expect(first.headers.get('content-type')).toMatch(/^image\/(png|webp)$/);
        expect(await storedKeys(`pageImages/${deckId}/`)).toHaveLength(1);
        const again = await call(api2, `/api/decks/${deckId}/pages/1/image`, { cookie: user.cookie });
        expect(again.status).toBe(200);
        expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
        expect(Buffer.from(await again.arrayBuffer()).equals(Buffer.from(await first.arrayBuffer()))).toBe(
          true,
        );
      }

      // The admin's All Pitch Decks table, page after page through the other API: every deck once.
      const listed: string[] = [];
      let cursor: string | null = null;
      do {
        const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
        const page = (await (
          await call(api2, `/api/admin/decks?limit=7${query}`, { cookie: admin.cookie })
        ).json()) as {
          items: { id: string }[];
          nextCursor: string | null;
        };
        listed.push(...page.items.map((row) => row.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect([...listed].sort()).toEqual(fileKeys.map((row) => row.id).sort());

      // Deletions: an admin deletes a deck (its file and page images go), then a user with every deck.
      const deleted = await call(api2, `/api/admin/decks/${drawn!.deckId}`, {
        method: 'DELETE',
        cookie: admin.cookie,
      });
      expect(deleted.status, await deleted.clone().text()).toBe(200);
      expect(await storedKeys(`pitchDecks/${drawn!.deckId}`)).toEqual([]);
      expect(await storedKeys(`pageImages/${drawn!.deckId}/`)).toEqual([]);
      expect(await storedKeys(`pageImages/${alsoDrawn!.deckId}/`)).toHaveLength(1);
      const leaving = deckOfUpload.find(
        (upload) => upload.user !== owner && upload.user !== drawn!.user,
      )!.user;
      const leavingDecks = deckOfUpload
        .filter((upload) => upload.user === leaving)
        .map((upload) => upload.deckId);
      expect(leavingDecks.length).toBeGreaterThan(0);
      const userDeleted = await call(api1, `/api/admin/users/${leaving.id}`, {
        method: 'DELETE',
        cookie: admin.cookie,
      });
      expect(userDeleted.status, await userDeleted.clone().text()).toBe(200);
      const remaining = await storedKeys('pitchDecks/');
      for (const deckId of [drawn!.deckId, ...leavingDecks])
        expect(remaining).not.toContain(`pitchDecks/${deckId}.pdf`);
      expect(remaining).toHaveLength(DECKS - 1 - leavingDecks.length);

      // Every process is still up.
      expect(procs.filter((proc) => proc.child.exitCode !== null)).toEqual([]);
    }, 300_000);
  },
);
