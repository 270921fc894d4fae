import { configDefaults, defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

/**
 * With TEST_TIMINGS set, every file also records the CPU its worker spent on it, for
 * bench/test-timings/reporter.ts: wall-clock times on a shared 2-core machine say more about the
 * neighbours than about the tests.
 */
const timingSetupFiles = process.env.TEST_TIMINGS
  ? [fileURLToPath(new URL('./bench/test-timings/cpu-per-file.ts', import.meta.url))]
  : [];

const serverTests = {
  root: './apps/server',
  testTimeout: 60_000,
  hookTimeout: 120_000,
  setupFiles: ['./src/test/setup.ts', ...timingSetupFiles],
  // Bundles the document sandbox's child once per run, so the children tests start are plain Node.
  globalSetup: ['./src/test/global-setup.ts'],
};
/**
 * Server test files that need a module graph of their own: one sets NODE_ENV before Better Auth is
 * imported (which reads it once), one mocks a module. They run isolated, in the `server-isolated` project.
 */
const SERVER_FILES_ISOLATED = ['src/hardening/origin-check.test.ts', 'src/platform/extraction/pdf.test.ts'];

/** Web test files that mock modules (vi.mock): a shared module graph would hand the mocks to other files. */
const WEB_FILES_ISOLATED = [
  'src/app/router.test.tsx',
  'src/app/router-slots.test.tsx',
  'src/features/decks/components/upload-dialog.test.tsx',
  'src/features/decks/components/deck-versions-panel.test.tsx',
];

const webTests = {
  resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
  test: {
    root: './apps/web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // Component tests with user-event are slow on a loaded 2-core machine; their waits are not timings.
    testTimeout: 20_000,
    setupFiles: ['./src/test/setup.ts', ...timingSetupFiles],
  },
};

export default defineConfig({
  test: {
    // Each API test file runs a real database; two at a time suits the 2-core machines we run on.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts'],
          setupFiles: timingSetupFiles,
          // Pure functions: a worker's files share one module graph (51 files, 65 s → 22 s at load 13).
          isolate: false,
        },
      },
      {
        test: {
          name: 'engine',
          root: './packages/engine',
          include: ['src/**/*.test.ts'],
          // Pure functions: a worker's files share one module graph, so the engine's tables are built
          // once a worker rather than once a file (33 files, 93 s → 15 s at load 13).
          setupFiles: timingSetupFiles,
          isolate: false,
          // The first test of a file builds the engine's tables (gazetteer, vocabularies): seconds on a
          // loaded 2-core machine, as these tests had in the server project.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          ...serverTests,
          name: 'server',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...SERVER_FILES_ISOLATED],
          // A worker runs its files in one module graph: importing the server's (Fastify, Better Auth,
          // pg-boss, the engine) for each file cost ~3 s of CPU a file, the most of a short API test file's
          // time (measured on 8 such files: 66 s CPU isolated, 42 s not). Each file still builds its own
          // app and database; a file that changes a module's or the process's state belongs in the list above.
          isolate: false,
        },
      },
      {
        test: {
          ...serverTests,
          name: 'server-isolated',
          include: SERVER_FILES_ISOLATED,
        },
      },
      {
        ...webTests,
        test: {
          ...webTests.test,
          name: 'web',
          exclude: [...configDefaults.exclude, ...WEB_FILES_ISOLATED],
          // A worker's files share one module graph and one jsdom: a fresh process, jsdom, React and
          // Radix per file was most of this project's CPU (81 files, user+sys 253 s → 95 s, same suite,
          // bench/test-timings). Each test still renders into a cleaned document (setup.ts); a file that
          // mocks modules, or leaves a global changed, belongs in the list above.
          isolate: false,
        },
      },
      {
        ...webTests,
        test: {
          ...webTests.test,
          name: 'web-isolated',
          include: WEB_FILES_ISOLATED,
        },
      },
    ],
  },
});
