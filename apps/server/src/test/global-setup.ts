import { mkdtemp, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { TestProject } from 'vitest/node';
import { SANDBOX_CHILD_ENTRY, serverBundleOptions } from '../../scripts/build-options.mjs';

/**
 * Once per test run: the document sandbox's child bundled as the server's build bundles it, so each child
 * a test starts is plain Node rather than child.ts compiled under tsx (setup.ts hands the file to the
 * sandbox). The bundle sits under apps/server/node_modules so that it finds the server's dependencies, in
 * a folder of its own per run; a watched run keeps tsx, so a changed child is always the one tested.
 */
export default async function setup(project: TestProject) {
  if (project.vitest.config.watch) {
    project.provide('sandboxChildBundle', null);
    return;
  }
  const cache = fileURLToPath(new URL('../../node_modules/.cache', import.meta.url));
  await mkdir(cache, { recursive: true });
  const outdir = await mkdtemp(path.join(cache, 'pitchscope-test-sandbox-child-'));
  await build(serverBundleOptions({ entryPoints: SANDBOX_CHILD_ENTRY, outdir }));
  project.provide('sandboxChildBundle', path.join(outdir, `${Object.keys(SANDBOX_CHILD_ENTRY)[0]}.js`));
  return async () => {
    await rm(outdir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The prebuilt sandbox child (global-setup.ts), or null to start child.ts under tsx. */
    sandboxChildBundle: string | null;
  }
}
