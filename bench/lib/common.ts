/**
 * Shared plumbing for the benchmarks: result rows, statistics, the app under test, temp folders.
 * Nothing here is imported by the app or by `npm test`.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const BENCH_DIR = path.join(ROOT, 'bench');
/** Scratch space (git-ignored, eslint-ignored). */
export const TMP_DIR = path.join(BENCH_DIR, '.tmp');

export interface Row {
  metric: string;
  value: number | null;
  unit: string;
  /** Human-readable target, e.g. "≤ 1000 ms". */
  target?: string;
  pass?: boolean;
  /** A ratio against a reference taken in the same run, or any short context. */
  reference?: string;
}

export interface BenchResult {
  name: string;
  rows: Row[];
  notes: string[];
  seconds?: number;
  error?: string;
}

export interface Bench {
  name: string;
  run(): Promise<BenchResult>;
}

export function tmpDir(prefix: string): string {
  mkdirSync(TMP_DIR, { recursive: true });
  return mkdtempSync(path.join(TMP_DIR, `${prefix}-`));
}

export function removeDir(dir: string) {
  rmSync(dir, { recursive: true, force: true });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  // Nearest-rank percentile: the smallest value with at least p% of the samples at or below it.
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(sorted.length, rank) - 1];
}

export const median = (values: number[]) => percentile(values, 50);
export const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

export function round(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

export const now = () => performance.now();

/** The 1, 5 and 15 minute load averages, for a run's notes: on a shared machine they say what the times mean. */
export const loadAverage = () => os.loadavg().map((load) => round(load, 2)).join(' ');

/** Wall times (ms) of `runs` calls of `run`, after `warmUps` calls that are not counted. */
export async function timedRuns(run: () => Promise<unknown>, runs: number, warmUps: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs + warmUps; i++) {
    const started = now();
    await run();
    if (i >= warmUps) times.push(now() - started);
  }
  return times;
}

/** `value ≤ limit` as a row. */
export function atMost(metric: string, value: number, unit: string, limit: number, reference?: string): Row {
  return { metric, value, unit, target: `≤ ${limit} ${unit}`, pass: value <= limit, reference };
}

export function info(metric: string, value: number | null, unit: string, reference?: string): Row {
  return { metric, value, unit, reference };
}

/** Polls `read` until `done` holds, every `intervalMs`; returns the last value read. */
export async function pollUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  { intervalMs = 10, timeoutMs = 120_000, what = 'condition' } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(intervalMs);
  }
}

/**
 * Runs a benchmark module: when it is the entry point, prints its table; under bench/run.ts (which
 * sets BENCH_RESULT_FILE) writes its result as JSON for the combined table.
 */
export async function runIfMain(moduleUrl: string, bench: Bench) {
  const entry = process.argv[1] ? path.resolve(process.argv[1]) : '';
  if (entry !== fileURLToPath(moduleUrl)) return;
  const started = now();
  let result: BenchResult;
  try {
    result = await bench.run();
  } catch (error) {
    result = { name: bench.name, rows: [], notes: [], error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  result.seconds = round((now() - started) / 1000, 1);
  const out = process.env.BENCH_RESULT_FILE;
  if (out) writeFileSync(out, JSON.stringify(result));
  else console.log(`\n${renderTable([result])}\n${renderNotes([result])}`);
  // Workers, pools and timers of the app under test must not keep a finished benchmark alive.
  process.exit(result.error ? 1 : 0);
}

function formatValue(row: Row): string {
  if (row.value === null || Number.isNaN(row.value)) return 'n/a';
  return `${row.value} ${row.unit}`.trim();
}

export function renderTable(results: BenchResult[]): string {
  const lines = ['| Benchmark | Metric | Value | Target | Status | Reference / ratio |', '|---|---|---|---|---|---|'];
  for (const result of results) {
    if (result.error) {
      lines.push(`| ${result.name} | — | — | — | ERROR | ${oneLine(result.error).slice(0, 160)} |`);
    }
    for (const row of result.rows) {
      const status = row.pass === undefined ? '' : row.pass ? 'PASS' : 'MISS';
      lines.push(`| ${result.name} | ${row.metric} | ${formatValue(row)} | ${row.target ?? ''} | ${status} | ${row.reference ?? ''} |`);
    }
  }
  return lines.join('\n');
}

export function renderNotes(results: BenchResult[]): string {
  const lines: string[] = [];
  for (const result of results) {
    const extra = result.seconds !== undefined ? ` (${result.seconds} s)` : '';
    if (result.notes.length === 0 && !result.error) continue;
    lines.push(`- **${result.name}**${extra}: ${result.notes.join(' ')}`);
  }
  return lines.join('\n');
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').replace(/\|/g, '/');
