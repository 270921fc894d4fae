import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { decks, user } from '../../db/schema.ts';
import { containsPattern } from '../../platform/db/like-pattern.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertAnalyzedDeck } from '../../test/factories.ts';
import { deckSearchMatches, userSearchMatches } from './admin.repository.ts';

/**
 * The admin searches' trigram indexes (migration 0012) are on expressions: they serve a search only while
 * the repository's predicate is the same text. With sequential scans switched off, the plan of each search
 * must read every index of its OR (a table this small would otherwise be scanned, whatever the indexes).
 * The decks table holds analysed decks, analysed: on an empty one the planner prices "industry stated"
 * as selective and may read it from any btree holding the column (the deal-flow index) instead.
 * The timings at 10,000 decks are in bench/RESULTS.md (bench/admin-search-explain.ts).
 */
describe('admin search trigram indexes (issue #19)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    const owner = await t.signUp();
    for (let i = 0; i < 120; i++) await insertAnalyzedDeck(t.ctx, owner.id, { companyName: `Company ${i}` });
    await t.ctx.db.execute(sql`analyze decks`);
  });
  afterAll(async () => {
    await t.close();
  });

  async function planOf(query: SQL): Promise<string> {
    return t.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      // node-postgres and PGlite both answer `{ rows }`.
      const { rows } = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: Array<Record<string, string>> };
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
  }

  it('the Users search reads the name and email indexes', async () => {
    const plan = await planOf(sql`select ${user.id} from ${user} where ${userSearchMatches(containsPattern('acme'))}`);
    expect(plan).toContain('user_admin_name_trgm_idx');
    expect(plan).toContain('user_admin_email_trgm_idx');
  });

  it('the All Pitch Decks search reads the company, industry and stage indexes', async () => {
    const plan = await planOf(sql`select ${decks.id} from ${decks} where ${deckSearchMatches(containsPattern('acme'))}`);
    expect(plan).toContain('decks_admin_company_trgm_idx');
    expect(plan).toContain('decks_admin_industry_trgm_idx');
    expect(plan).toContain('decks_admin_stage_trgm_idx');
  });
});
