import { afterEach, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from './test-app.ts';
import { idlePgliteInstances } from './pglite-pool.ts';
import { user, userProfiles } from '../db/schema.ts';

/** The pool's promise: an app on a reused database sees what an app on a new one would. */
// On PostgreSQL (DATABASE_URL) each test app has a database of its own and no PGlite: nothing is pooled.
describe.skipIf(process.env.DATABASE_URL)('test apps on pooled PGlite instances', () => {
  let apps: TestApp[] = [];
  const started = async () => {
    const app = await createTestApp();
    apps.push(app);
    return app;
  };
  afterEach(async () => {
    for (const app of apps) await app.close();
    apps = [];
  });

  it('hands the next app its database as the template left it: no users, the first sign-up is admin again', async () => {
    const first = await started();
    await first.signUp({ email: 'first@example.com' });
    await first.signUp({ email: 'second@example.com' });
    const client = first.ctx.database.pglite!;
    const idleBefore = idlePgliteInstances();
    await first.close();
    apps = [];
    expect(idlePgliteInstances()).toBe(idleBefore + 1);

    const next = await started();
    expect((await next.ctx.database.db.select({ n: count() }).from(user))[0]!.n).toBe(0);
    const admin = await next.signUp({ email: 'again@example.com' });
    const [profile] = await next.ctx.database.db.select().from(userProfiles).where(eq(userProfiles.userId, admin.id));
    expect(profile?.isAdmin).toBe(true);
    // The old app's handle is cut off, as a closed database's would be.
    expect(() => client.query('select 1')).toThrow('PGlite is closed');
  });

  it('gives apps open at the same time databases of their own', async () => {
    const one = await started();
    const two = await started();
    await one.signUp({ email: 'only-in-one@example.com' });
    expect((await two.ctx.database.db.select({ n: count() }).from(user))[0]!.n).toBe(0);
  });

  it('drops tables made since the template and restores its seeded rows and queues', async () => {
    const first = await started();
    const pristineQueues = await first.ctx.database.pglite!.query<{ name: string }>('select name from pgboss.queue order by name');
    await first.ctx.database.pglite!.exec('create table public.left_behind (id int)');
    await first.ctx.database.pglite!.exec('delete from pgboss.queue');
    await first.close();
    apps = [];

    const next = await started();
    const tables = await next.ctx.database.pglite!.query(`select 1 from pg_tables where tablename = 'left_behind'`);
    expect(tables.rows).toHaveLength(0);
    const queues = await next.ctx.database.pglite!.query<{ name: string }>('select name from pgboss.queue order by name');
    expect(queues.rows).toEqual(pristineQueues.rows);
  });
});
