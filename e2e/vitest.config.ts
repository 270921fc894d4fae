import { defineConfig } from 'vitest/config';

/** Browser tests: the built app served by a real server process, driven in Debian's Chromium. */
export default defineConfig({
  test: {
    root: './e2e',
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
