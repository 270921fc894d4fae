import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { maintenanceSteps, runPgliteMaintenance, type TableActivity } from './pglite-maintenance.ts';

const table = (overrides: Partial<TableActivity>): TableActivity => ({
  schema: 'public',
  table: 'decks',
  liveRows: 10_000,
  deadRows: 0,
  modifiedSinceAnalyze: 0,
  neverAnalyzed: false,
  ...overrides,
});

describe('maintenanceSteps follows autovacuum’s default thresholds', () => {
  it('analyses a table changed by more than 50 rows + 10 %, and one never analysed', () => {
    expect(maintenanceSteps([table({ modifiedSinceAnalyze: 1_050 })])).toEqual([]);
    expect(maintenanceSteps([table({ modifiedSinceAnalyze: 1_051 })])).toEqual([
      { schema: 'public', table: 'decks', vacuum: false, analyze: true },
    ]);
    expect(maintenanceSteps([table({ liveRows: 3, neverAnalyzed: true })])).toEqual([
      { schema: 'public', table: 'decks', vacuum: false, analyze: true },
    ]);
    expect(maintenanceSteps([table({ liveRows: 0, neverAnalyzed: true })])).toEqual([]);
  });

  it('vacuums a table whose dead rows pass 50 + 20 % of the live ones', () => {
    expect(maintenanceSteps([table({ deadRows: 2_050 })])).toEqual([]);
    expect(maintenanceSteps([table({ deadRows: 2_051, modifiedSinceAnalyze: 2_051 })])).toEqual([
      { schema: 'public', table: 'decks', vacuum: true, analyze: true },
    ]);
  });
});

describe('runPgliteMaintenance', () => {
  let client: PGlite | undefined;
  afterEach(async () => {
    await client?.close();
    client = undefined;
  });

  it('gives the planner the real size of a bulk-loaded table, so a first page is read from the index', async () => {
    client = await PGlite.create();
    await client.exec(`
      create table items (owner text not null, created_at timestamptz not null, id int primary key, body text);
      create index items_owner_created on items (owner, created_at desc, id desc);
      insert into items select 'one', now() - g * interval '1 minute', g, repeat('x', 100) from generate_series(1, 3000) g;
      update items set body = 'y' where id <= 1000;
    `);
    const firstPage = `explain select id from items where owner = 'one' order by created_at desc, id desc limit 51`;
    const planOf = async () => (await client!.query<{ 'QUERY PLAN': string }>(firstPage)).rows.map((row) => row['QUERY PLAN']).join('\n');
    // Without statistics the table looks tiny: every row is fetched and sorted.
    expect(await planOf()).toMatch(/Sort/);

    const steps = await runPgliteMaintenance(client);

    expect(steps).toContainEqual({ schema: 'public', table: 'items', vacuum: true, analyze: true });
    const { rows } = await client.query<{ reltuples: number }>(`select reltuples from pg_class where relname = 'items'`);
    expect(rows[0].reltuples).toBe(3000);
    expect(await planOf()).not.toMatch(/Sort/);
    expect(await planOf()).toMatch(/Index (Only )?Scan using items_owner_created/);
    // Done: nothing changed since, nothing to do.
    expect(await runPgliteMaintenance(client)).toEqual([]);
  });
});
