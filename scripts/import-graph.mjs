#!/usr/bin/env node
/**
 * The server's import graph (issue #33): its circles and its upward imports, counted with type-only
 * imports included (TypeScript erases them, but they still tie the files' designs together).
 *
 *   node scripts/import-graph.mjs            counts, then each circle and upward import
 *   node scripts/import-graph.mjs --dot F    also writes the folder-level graph as Graphviz DOT to F
 *   node scripts/import-graph.mjs --check    exits 1 on a circle or an upward import not in PENDING_UPWARD
 *   node scripts/import-graph.mjs --root R   measures the checkout at R (e.g. another worktree)
 *
 * Layers, top to bottom: the composition files at the top of src/ (main, app, context, workers), then
 * modules/ and hardening/, then platform/, config/ and db/. An import is upward when a file imports a
 * layer above its own: a module or platform file importing a top-level file, or platform/, config/ or
 * db/ importing a module. Tests (`*.test.ts`, src/test/) are composition roots of their own and are left
 * out.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const rootAt = process.argv.indexOf('--root');
const ROOT = rootAt > 0 ? resolve(process.argv[rootAt + 1]) : resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_SRC = join(ROOT, 'apps/server/src');

/**
 * Upward imports still allowed, each with its way out. The document sandbox (platform/) starts the local
 * engine in its child process; the engine moves to packages/engine (issue #33, item 4), after which these
 * are imports of a package below the server and the list is empty.
 */
export const PENDING_UPWARD = [];

function sourceFiles(src, dir = src) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === join(src, 'test') ? [] : sourceFiles(src, path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Relative imports only: packages (the domain, libraries) are below the server by construction. */
function importsOf(file) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .map((imported) => imported.fileName)
    .filter((name) => name.startsWith('.'))
    .map((name) => resolve(dirname(file), name.replace(/\.js$/, '.ts')));
}

const LAYERS = { top: 3, modules: 2, hardening: 2, platform: 1, config: 1, db: 1 };
function layerOf(src, file) {
  const [first, ...rest] = relative(src, file).split('/');
  return rest.length === 0 ? LAYERS.top : (LAYERS[first] ?? LAYERS.modules);
}

/** Tarjan's strongly connected components: every component of more than one file is a circle. */
function circles(graph) {
  let index = 0;
  const stack = [];
  const state = new Map();
  const found = [];
  const visit = (node) => {
    state.set(node, { index, low: index, onStack: true });
    index++;
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!state.has(next)) {
        visit(next);
        state.get(node).low = Math.min(state.get(node).low, state.get(next).low);
      } else if (state.get(next).onStack) {
        state.get(node).low = Math.min(state.get(node).low, state.get(next).index);
      }
    }
    if (state.get(node).low === state.get(node).index) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        state.get(member).onStack = false;
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return found;
}

/** The graph of the server's sources under `src` (apps/server/src unless given), its circles and upward imports. */
export function measure(src = SERVER_SRC) {
  const files = sourceFiles(src);
  const graph = new Map(files.map((file) => [file, importsOf(file)]));
  const upward = [];
  for (const [file, imports] of graph) {
    for (const target of new Set(imports)) {
      if (target.startsWith(src) && layerOf(src, target) > layerOf(src, file)) upward.push([file, target]);
    }
  }
  const named = (edge) => `${relative(src, edge[0])} -> ${relative(src, edge[1])}`;
  return {
    files,
    graph,
    circles: circles(graph),
    upward: upward.map(named),
    unexpectedUpward: upward.map(named).filter((edge) => !PENDING_UPWARD.includes(edge)),
  };
}

/** Folder-level picture: modules/<name>, platform/<name> and the top-level files are the nodes. */
function folderOf(file) {
  const parts = relative(SERVER_SRC, file).split('/');
  if (parts.length === 1) return parts[0].replace(/\.ts$/, '');
  return parts.length === 2 ? parts[0] : `${parts[0]}/${parts[1].replace(/\.ts$/, '')}`;
}

function toDot({ graph, upward }) {
  const src = SERVER_SRC;
  const edges = new Map();
  for (const [file, imports] of graph) {
    for (const target of imports) {
      if (!target.startsWith(src)) continue;
      const from = folderOf(file);
      const to = folderOf(target);
      if (from !== to) edges.set(`${from}\0${to}`, edges.get(`${from}\0${to}`) || false);
    }
  }
  for (const edge of upward) {
    const [file, target] = edge.split(' -> ').map((path) => join(src, path));
    edges.set(`${folderOf(file)}\0${folderOf(target)}`, true);
  }
  const lines = [...edges].sort().map(([key, isUpward]) => {
    const [from, to] = key.split('\0');
    return `  "${from}" -> "${to}"${isUpward ? ' [color=red, penwidth=2]' : ''};`;
  });
  return `// apps/server/src import graph by folder (scripts/import-graph.mjs); red = upward\ndigraph server {\n  rankdir=LR;\n  node [shape=box, fontname="Helvetica"];\n${lines.join('\n')}\n}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = measure();
  const show = (file) => relative(SERVER_SRC, file);
  console.log(`files: ${result.files.length}`);
  console.log(`circles: ${result.circles.length} (${result.circles.reduce((sum, c) => sum + c.length, 0)} files)`);
  console.log(`upward imports: ${result.upward.length} (${result.unexpectedUpward.length} not in PENDING_UPWARD)`);
  for (const circle of result.circles) console.log(`  circle: ${circle.map(show).join(', ')}`);
  for (const edge of result.upward) console.log(`  upward: ${edge}${PENDING_UPWARD.includes(edge) ? ' (pending)' : ''}`);
  const dotAt = process.argv.indexOf('--dot');
  if (dotAt > 0) writeFileSync(process.argv[dotAt + 1], toDot(result));
  if (process.argv.includes('--check') && (result.circles.length > 0 || result.unexpectedUpward.length > 0)) {
    console.error('import graph: circles or upward imports in apps/server/src (ADR 0044); see the list above');
    process.exit(1);
  }
}
