// Bundles the server into dist/main.js. Dependencies stay in node_modules; the workspace's own
// TypeScript packages (@pitchscope/domain) are compiled in.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@pitchscope/'));

await build({
  // The document sandbox's child process has its own entry (dist/sandbox-child.js), found by the server.
  entryPoints: { main: 'src/main.ts', 'sandbox-child': 'src/platform/extraction/sandbox/child.ts' },
  outdir: 'dist',
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
});
console.log('server built: apps/server/dist/main.js');
