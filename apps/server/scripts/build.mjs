// Bundles the server into dist/main.js (options shared with the tests' prebuilt sandbox child: build-options.mjs).
import { build } from 'esbuild';
import { SANDBOX_CHILD_ENTRY, serverBundleOptions } from './build-options.mjs';

await build(serverBundleOptions({ entryPoints: { main: 'src/main.ts', ...SANDBOX_CHILD_ENTRY }, outdir: 'dist' }));
console.log('server built: apps/server/dist/main.js');
