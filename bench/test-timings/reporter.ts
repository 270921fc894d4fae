import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * Where a test run's time goes: per project and for the slowest files, the phases vitest measures
 * (environment, prepare, setup, import+collect, tests) and the CPU the worker spent on the file
 * (cpu-per-file.ts). Run through bench/test-timings/run.sh; TEST_TIMINGS_OUT names a JSON file that
 * keeps every file's row for comparing two runs.
 */
interface FileRow {
  project: string;
  file: string;
  environmentMs: number;
  prepareMs: number;
  setupMs: number;
  collectMs: number;
  testsMs: number;
  cpuMs: number | null;
  /** The file's tests that failed (a file that failed to load counts as one). */
  failed: string[];
}

const SLOWEST_SHOWN = 25;

export default class TimingsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const rows = testModules.map(toRow);
    const out = process.env.TEST_TIMINGS_OUT;
    if (out) writeFileSync(out, JSON.stringify(rows, null, 1));

    const projects = [...new Set(rows.map((row) => row.project))].sort();
    const lines = ['', 'project          files  env s  prep s  setup s  collect s  tests s   cpu s'];
    for (const project of projects) lines.push(formatTotals(project, rows.filter((row) => row.project === project)));
    lines.push(formatTotals('all', rows));
    lines.push('', `${SLOWEST_SHOWN} files with the most CPU (s): cpu  collect  tests  file`);
    const byCost = [...rows].sort((a, b) => (b.cpuMs ?? b.collectMs + b.testsMs) - (a.cpuMs ?? a.collectMs + a.testsMs));
    for (const row of byCost.slice(0, SLOWEST_SHOWN))
      lines.push(`  ${seconds(row.cpuMs)}  ${seconds(row.collectMs)}  ${seconds(row.testsMs)}  ${row.project}: ${row.file}`);
    const failed = rows.filter((row) => row.failed.length > 0);
    if (failed.length > 0) lines.push('', 'Failed:', ...failed.flatMap((row) => row.failed.map((name) => `  ${row.project}: ${row.file} > ${name}`)));
    console.log(lines.join('\n'));
  }
}

function toRow(testModule: TestModule): FileRow {
  const diagnostic = testModule.diagnostic();
  return {
    project: testModule.project.name,
    file: testModule.relativeModuleId,
    environmentMs: diagnostic.environmentSetupDuration,
    prepareMs: diagnostic.prepareDuration,
    setupMs: diagnostic.setupDuration,
    collectMs: diagnostic.collectDuration,
    testsMs: diagnostic.duration,
    cpuMs: testModule.meta().cpuMs ?? null,
    failed: [
      ...(testModule.errors().length > 0 ? ['(the file itself)'] : []),
      ...[...testModule.children.allTests('failed')].map((test) => test.fullName),
    ],
  };
}

function formatTotals(project: string, rows: FileRow[]): string {
  const sum = (pick: (row: FileRow) => number | null) => rows.reduce((total, row) => total + (pick(row) ?? 0), 0);
  return [
    project.padEnd(16),
    String(rows.length).padStart(5),
    seconds(sum((row) => row.environmentMs)).padStart(6),
    seconds(sum((row) => row.prepareMs)).padStart(7),
    seconds(sum((row) => row.setupMs)).padStart(8),
    seconds(sum((row) => row.collectMs)).padStart(10),
    seconds(sum((row) => row.testsMs)).padStart(8),
    seconds(sum((row) => row.cpuMs)).padStart(7),
  ].join(' ');
}

const seconds = (ms: number | null) => (ms === null ? '   -' : (ms / 1000).toFixed(1));
