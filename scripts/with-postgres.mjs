// Runs a command with DATABASE_URL pointing at the test PostgreSQL (TEST_DATABASE_URL, or the local
// default). Each test app then creates and drops its own database there.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const client = new pg.Client({ connectionString: url });
try {
  await client.connect();
  await client.query('select 1');
} catch (error) {
  console.error(`PostgreSQL is not reachable at ${url}: ${error.message}`);
  process.exit(1);
} finally {
  await client.end().catch(() => {});
}
const [command, ...args] = process.argv.slice(2);
const result = spawnSync(command, args, { stdio: 'inherit', shell: process.platform === 'win32', env: { ...process.env, DATABASE_URL: url } });
process.exit(result.status ?? 1);
