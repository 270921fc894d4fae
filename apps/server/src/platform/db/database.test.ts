import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database.ts';

describe('openDatabase on PGlite', () => {
  let database: Database | null = null;
  afterEach(async () => {
    await database?.close();
    database = null;
  });

  const sharedBuffers = async (db: Database) =>
    ((await db.db.execute(sql`show shared_buffers`)) as unknown as { rows: Array<{ shared_buffers: string }> }).rows[0]!.shared_buffers;

  it('sizes the page cache as configured (PGLITE_SHARED_BUFFERS_MB), not at PostgreSQL’s 128 MB', async () => {
    database = await openDatabase({ dataDir: '.', pglitePath: 'memory://', pgliteSharedBuffersMb: 16 });
    expect(await sharedBuffers(database)).toBe('16MB');
  });

  it('keeps PostgreSQL’s default when no size is given', async () => {
    database = await openDatabase({ dataDir: '.', pglitePath: 'memory://' });
    expect(await sharedBuffers(database)).toBe('128MB');
  });
});
