// How the server is bundled: by scripts/build.mjs into dist/, and by the tests' global setup
// (src/test/global-setup.ts), which builds the document sandbox's child the same way once per test run.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const serverFolder = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
// Dependencies stay in node_modules; the workspace's own TypeScript packages (@pitchscope/domain) are compiled in.
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@pitchscope/'));

/** The document sandbox's child process has its own entry (sandbox-child.js), found by the server beside main.js. */
export const SANDBOX_CHILD_ENTRY = { 'sandbox-child': 'src/platform/extraction/sandbox/child.ts' };

/** esbuild's options for bundling `entryPoints` (paths relative to apps/server) into `outdir`. */
export function serverBundleOptions({ entryPoints, outdir }) {
  return {
    absWorkingDir: serverFolder,
    entryPoints,
    outdir,
    // Code loaded with import() (extraction, exports, LLM and S3 providers) becomes chunks loaded on first use.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    sourcemap: true,
    external: [...external, ...external.map((name) => `${name}/*`)],
    logLevel: 'warning',
    banner: {
      // Some CommonJS dependencies call require(); give the ESM bundle one.
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
  };
}
