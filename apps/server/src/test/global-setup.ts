import { mkdtemp, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { TestProject } from 'vitest/node';
import { SANDBOX_CHILD_ENTRY, serverBundleOptions } from '../../scripts/build-options.mjs';

/** The kill-and-restart tests' server process (hardening/kill-restart.test.ts), bundled beside the sandbox child. */
const CRASH_HARNESS_ENTRY = { 'crash-harness': 'src/test/crash-harness.ts' };

/**
 * Once per test run: the child processes tests start, bundled as the server's build bundles them, so each
 * is plain Node rather than TypeScript compiled under tsx at every start (~0.7 s of CPU for a sandbox
 * child, ~1.1 s for the crash harness, measured to READY): the document sandbox's child
 * (setup.ts hands the file to the sandbox) and the crash harness. The bundles sit under
 * apps/server/node_modules so that they find the server's dependencies, in a folder of their own per run;
 * the harness's folder holds sandbox-child.js too, where a bundled server looks for its sandbox's child.
 * A watched run keeps tsx, so a changed child is always the one tested.
 */
export default async function setup(project: TestProject) {
  if (project.vitest.config.watch) {
    project.provide('sandboxChildBundle', null);
    project.provide('crashHarnessBundle', null);
    return;
  }
  const cache = fileURLToPath(new URL('../../node_modules/.cache', import.meta.url));
  await mkdir(cache, { recursive: true });
  const outdir = await mkdtemp(path.join(cache, 'pitchscope-test-children-'));
  await build(serverBundleOptions({ entryPoints: SANDBOX_CHILD_ENTRY, outdir }));
  // One file: split, the database module lands in chunks/, a level too deep to find apps/server/drizzle
  // from here (database.ts looks a few folders up, enough for dist/chunks/).
  await build({ ...serverBundleOptions({ entryPoints: CRASH_HARNESS_ENTRY, outdir }), splitting: false });
  project.provide('sandboxChildBundle', path.join(outdir, `${Object.keys(SANDBOX_CHILD_ENTRY)[0]}.js`));
  project.provide('crashHarnessBundle', path.join(outdir, `${Object.keys(CRASH_HARNESS_ENTRY)[0]}.js`));
  return async () => {
    await rm(outdir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The prebuilt sandbox child (global-setup.ts), or null to start child.ts under tsx. */
    sandboxChildBundle: string | null;
    /** The prebuilt crash harness (global-setup.ts), or null to start crash-harness.ts under tsx. */
    crashHarnessBundle: string | null;
  }
}
