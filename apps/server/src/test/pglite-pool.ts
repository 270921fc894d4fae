import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgliteLease } from '../platform/db/database.ts';

/**
 * Test apps' in-memory databases, reused within a worker process. Starting a PGlite from the migrated
 * template costs ~0.5 s of CPU (WebAssembly and PostgreSQL's start; `clone()` costs the same) and the
 * suite starts about a hundred. A closed test app hands its instance back; it is reset to the template's
 * contents (its tables emptied and refilled, tables created since dropped, sequences put back) before the
 * next app gets it. Code of the old app still running is cut off: the app held a stand-in whose every use
 * throws once handed back, as a closed PGlite's would. An instance that cannot be reset is closed.
 */
const idle: PGlite[] = [];
let pristine: Promise<Snapshot> | null = null;

interface TableContents {
  /** `schema.table`, quoted. */
  name: string;
  /** Columns a row can be inserted with (not generated), quoted, comma-separated. */
  columns: string;
  /** Inserting needs OVERRIDING SYSTEM VALUE (a GENERATED ALWAYS identity column). */
  identityAlways: boolean;
  rowsJson: string | null;
}

interface Snapshot {
  /** The tables whose rows are put back (partitioned tables as one, through their parent). */
  tables: TableContents[];
  /** Every table there was, partitions too: any other was made since, and is dropped. */
  tableNames: Set<string>;
  sequences: { name: string; startValue: string; lastValue: string | null }[];
}

/** The schemas test code writes: the app's and the queue's (drizzle's migrations journal never changes). */
const RESET_SCHEMAS = ['public', 'pgboss'];

/** How many instances wait to be lent again (for the pool's own test). */
export function idlePgliteInstances(): number {
  return idle.length;
}

export async function leasePglite(template: Blob): Promise<PgliteLease> {
  const client = idle.pop() ?? (await startFromTemplate(template));
  let lent = true;
  return {
    client: standIn(client, () => lent),
    async release() {
      if (!lent) return;
      lent = false;
      if (client.closed) return;
      try {
        await resetTo(client, await pristine!);
        idle.push(client);
      } catch {
        await client.close().catch(() => undefined);
      }
    },
  };
}

async function startFromTemplate(template: Blob): Promise<PGlite> {
  const client = new PGlite({ loadDataDir: template, extensions: { pg_trgm } });
  await client.waitReady;
  // Read before any app has used it: every instance started from the template is as this one is now.
  pristine ??= snapshot(client);
  await pristine;
  return client;
}

/** The client as the app sees it: the same object until handed back, after which every call throws. */
function standIn(client: PGlite, isLent: () => boolean): PGlite {
  return new Proxy(client, {
    get(target, property) {
      if (!isLent() && property !== 'closed') throw new Error('PGlite is closed');
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

async function snapshot(client: PGlite): Promise<Snapshot> {
  const { rows: tables } = await client.query<{ name: string; columns: string; identity_always: boolean }>(
    `select format('%I.%I', n.nspname, c.relname) as name,
            string_agg(quote_ident(a.attname), ', ' order by a.attnum) filter (where a.attgenerated = '') as columns,
            bool_or(a.attidentity = 'a') as identity_always
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = any($1) and c.relkind in ('r', 'p') and not c.relispartition
      group by n.nspname, c.relname
      order by 1`,
    [RESET_SCHEMAS],
  );
  const contents: TableContents[] = [];
  for (const table of tables) {
    const { rows } = await client.query<{ rows: string | null }>(
      `select json_agg(t)::text as rows from (select ${table.columns} from ${table.name}) t`,
    );
    contents.push({
      name: table.name,
      columns: table.columns,
      identityAlways: table.identity_always,
      rowsJson: rows[0]?.rows ?? null,
    });
  }
  const { rows: sequences } = await client.query<{
    name: string;
    start_value: string;
    last_value: string | null;
  }>(
    `select format('%I.%I', schemaname, sequencename) as name, start_value::text, last_value::text
       from pg_sequences where schemaname = any($1)`,
    [RESET_SCHEMAS],
  );
  return {
    tables: contents,
    tableNames: await tableNames(client),
    sequences: sequences.map((sequence) => ({
      name: sequence.name,
      startValue: sequence.start_value,
      lastValue: sequence.last_value,
    })),
  };
}

async function tableNames(client: PGlite): Promise<Set<string>> {
  const { rows } = await client.query<{ name: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any($1) and c.relkind in ('r', 'p')`,
    [RESET_SCHEMAS],
  );
  return new Set(rows.map((row) => row.name));
}

async function resetTo(client: PGlite, pristine: Snapshot): Promise<void> {
  // A test that failed mid-transaction may have left one open; outside one, this only warns.
  await client.exec('rollback');
  // Unlistens, releases advisory locks, drops temporary tables and prepared statements.
  await client.exec('discard all');
  const created = [...(await tableNames(client))].filter((name) => !pristine.tableNames.has(name));
  await client.transaction(async (tx) => {
    // Tables made since the template (a queue's partition of pg-boss's job table) go with its rows.
    for (const name of created) await tx.exec(`drop table if exists ${name} cascade`);
    await tx.exec(
      `truncate ${pristine.tables.map((table) => table.name).join(', ')} restart identity cascade`,
    );
    for (const table of pristine.tables) {
      if (!table.rowsJson) continue;
      await tx.query(
        `insert into ${table.name} (${table.columns}) ${table.identityAlways ? 'overriding system value ' : ''}` +
          `select ${table.columns} from json_populate_recordset(null::${table.name}, $1::json)`,
        [table.rowsJson],
      );
    }
    for (const sequence of pristine.sequences) {
      // setval(…, false): the next value is the one given; true: the one after it.
      await tx.query('select setval($1::regclass, $2::bigint, $3)', [
        sequence.name,
        sequence.lastValue ?? sequence.startValue,
        sequence.lastValue !== null,
      ]);
    }
  });
}
