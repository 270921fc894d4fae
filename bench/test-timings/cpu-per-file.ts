import { afterAll } from 'vitest';

/**
 * Records the CPU time the worker process spent on this test file (import, collection, hooks and tests),
 * so a file's cost can be compared between runs on a machine whose wall-clock times depend on its load.
 * Loaded as a setup file only when TEST_TIMINGS is set (see vitest.config.ts); read by reporter.ts.
 */
const start = process.cpuUsage();

// vitest reads the hook's first parameter as a fixture pattern; the file is the second.
// eslint-disable-next-line no-empty-pattern
afterAll(({}, file) => {
  const used = process.cpuUsage(start);
  file.meta.cpuMs = Math.round((used.user + used.system) / 1000);
});

declare module 'vitest' {
  interface TaskMeta {
    cpuMs?: number;
  }
}
