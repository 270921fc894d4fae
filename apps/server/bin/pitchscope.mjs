#!/usr/bin/env node
// `npx pitchscope read <files or folders>`: the engine's command line (src/cli). It runs the TypeScript
// sources through tsx, as the repository's scripts do, so it needs no build.
import { register } from 'tsx/esm/api';

// Standard output is the report (a table, JSON or CSV): the server's log stays quiet unless asked for.
process.env.LOG_LEVEL ??= 'silent';
register();
const { runCli } = await import('../src/cli/main.ts');
process.exitCode = await runCli(process.argv.slice(2), {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
});
