/**
 * Runs every benchmark, each in its own process (no shared OCR worker, database or JIT state), prints one
 * table and appends it to bench/RESULTS.md with the machine it ran on.
 *
 *   npm run bench                 # all
 *   npm run bench -- ocr web      # some
 */
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execSync } from 'node:child_process';
import { BENCH_DIR, loadAverage, ROOT, renderNotes, renderTable, round, tmpDir, type BenchResult } from './lib/common.ts';

const BENCHES = ['upload-to-fit', 'engine', 'batch', 'ocr', 'deep-analysis', 'figures', 'api-load', 'export', 'duplicates', 'memory', 'idle-memory', 'cold-start', 'web', 'viewer', 'fair-queue', 'deal-flow', 'deal-flow-page', 'slide-search', 'comparables', 'flame'];
const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_S ?? 300) * 1000;

function runOne(name: string, resultFile: string): Promise<BenchResult> {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(BENCH_DIR, `${name}.ts`)], {
      cwd: ROOT,
      env: { ...process.env, BENCH_RESULT_FILE: resultFile },
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (chunk) => {
      stderr = (stderr + chunk).slice(-3000);
      process.stderr.write(chunk);
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), TIMEOUT_MS);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      const seconds = round((Date.now() - started) / 1000, 1);
      if (existsSync(resultFile)) {
        const result = JSON.parse(readFileSync(resultFile, 'utf8')) as BenchResult;
        resolve({ ...result, seconds });
      } else {
        const why = signal === 'SIGKILL' ? `killed after ${TIMEOUT_MS / 1000} s` : `exited with ${code ?? signal}`;
        resolve({ name, rows: [], notes: [], seconds, error: `${why}: ${stderr.slice(-300)}` });
      }
    });
  });
}

function machine(): string[] {
  const sh = (command: string) => {
    try {
      return execSync(command, { encoding: 'utf8' }).trim();
    } catch {
      return 'n/a';
    }
  };
  const cpu = os.cpus();
  return [
    `- Date: ${new Date().toISOString()}`,
    `- uname -a: \`${sh('uname -a')}\``,
    `- CPU: ${cpu[0]?.model ?? 'n/a'} × ${cpu.length} (os.availableParallelism ${os.availableParallelism()})`,
    `- RAM: ${round(os.totalmem() / 1024 ** 3, 1)} GiB`,
    `- Node: ${process.version}`,
    `- Load average at start: ${loadAverage()}`,
    `- Commit: ${sh('git -C ' + JSON.stringify(ROOT) + ' rev-parse --short HEAD')}${sh('git -C ' + JSON.stringify(ROOT) + ' status --porcelain -- apps packages') ? ' (with uncommitted changes in apps/ or packages/)' : ''}`,
  ];
}

const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const unknown = wanted.filter((name) => !BENCHES.includes(name));
if (unknown.length) {
  console.error(`unknown benchmark(s): ${unknown.join(', ')}; known: ${BENCHES.join(', ')}`);
  process.exit(2);
}
const selected = wanted.length ? BENCHES.filter((name) => wanted.includes(name)) : BENCHES;
const header = machine();
const dir = tmpDir('run');
const started = Date.now();
const results: BenchResult[] = [];
try {
  for (const name of selected) {
    console.log(`\n▶ ${name}`);
    const result = await runOne(name, path.join(dir, `${name}.json`));
    console.log(`  ${result.error ? 'ERROR' : 'done'} in ${result.seconds} s`);
    results.push(result);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
const total = round((Date.now() - started) / 1000, 0);
const table = renderTable(results);
const notes = renderNotes(results);
console.log(`\n${table}\n\n${notes}\n\nTotal: ${total} s`);
const section = [
  '',
  `## Run ${new Date().toISOString()}${wanted.length ? ` (${selected.join(', ')})` : ''}`,
  '',
  ...header,
  `- Total wall time: ${total} s`,
  '',
  table,
  '',
  notes,
  '',
].join('\n');
appendFileSync(path.join(BENCH_DIR, 'RESULTS.md'), section);
console.log('\nAppended to bench/RESULTS.md');
process.exit(results.some((r) => r.error) ? 1 : 0);
