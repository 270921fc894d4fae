/**
 * A V8 CPU profile (.cpuprofile) drawn as a flame graph (SVG: callers below, callees above, each frame
 * as wide as the time spent in it and its callees) and summed into a table of where the time went (self
 * time per part of the stack: the database driver, the ORM, Fastify, serialization, compression, our
 * modules…). A builtin or native function's time counts to the part that called it (JSON.stringify called
 * by Fastify's serializer is Fastify's). Idle time is left out of the graph and reported apart.
 */

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

interface Frame {
  name: string;
  part: string;
  selfUs: number;
  totalUs: number;
  children: Frame[];
}

/** The part of the stack a frame belongs to, by where its code lives. */
export function partOf(frame: CallFrame): string {
  const { url, functionName } = frame;
  if (functionName === '(garbage collector)') return 'garbage collection';
  if (functionName === '(program)') return 'V8 and native code (unattributed)';
  if (url.startsWith('wasm://')) return 'database: PGlite (WebAssembly)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) {
    if (pkg === '@electric-sql/pglite') return 'database: PGlite (JavaScript)';
    if (/^(pg|pg-protocol|pg-pool|pg-types|pgpass|postgres-)/.test(pkg)) return 'database: node-postgres driver';
    if (pkg === 'drizzle-orm') return 'Drizzle ORM';
    if (/^(fastify|@fastify\/|find-my-way|avvio|light-my-request|fast-json-stringify|fast-querystring|secure-json-parse|abstract-logging|pino|toad-cache|fastify-type-provider-zod)/.test(pkg))
      return 'Fastify (routing, hooks, serialization)';
    if (/^(zod|@zod\/)/.test(pkg)) return 'zod (validation)';
    if (/^(better-auth|better-call|@better-auth\/|jose|@noble\/|defu|rou3)/.test(pkg)) return 'Better Auth (session)';
    return `other packages (${pkg})`;
  }
  if (url.startsWith('node:')) {
    const module = nodeModuleOf(url);
    return module.startsWith('the profiler') ? module : `Node.js ${module}`;
  }
  const ours = /\/(apps\/server\/src|packages\/domain\/src|packages\/engine\/src)\/(?:modules\/)?([^/]+)/.exec(url);
  if (ours) return ours[1] === 'apps/server/src' ? `server: ${ours[2].replace(/\.ts$/, '')}` : `${ours[1].split('/')[1]}: ${ours[2].replace(/\.ts$/, '')}`;
  if (url === '') return functionName.startsWith('(') ? functionName : NATIVE;
  return 'other';
}

/** A builtin or native function (JSON.stringify, a RegExp, a socket write): counted to the code calling it. */
const NATIVE = 'native';

/** Node's own module of a frame: "node:_http_outgoing" → http, "node:internal/streams/writable" → streams. */
function nodeModuleOf(url: string): string {
  const name = /^node:(?:internal\/)?_?([a-z]+)/.exec(url)?.[1] ?? 'core';
  if (name === 'http' || name === 'https') return 'HTTP (parse, write headers and body)';
  if (name === 'zlib') return 'zlib (gzip of responses)';
  if (name === 'net' || name === 'stream' || name === 'streams') return 'sockets and streams';
  if (name === 'crypto') return 'crypto (cookies, hashes)';
  if (name === 'inspector') return 'the profiler itself (node:inspector)';
  if (name === 'timers' || name === 'process' || name === 'async') return 'event loop (timers, ticks, async hooks)';
  return `core (${name})`;
}

function frameName(frame: CallFrame): string {
  const file = frame.url.split('/').pop() ?? '';
  const name = frame.functionName || '(anonymous)';
  return file ? `${name} ${file}:${frame.lineNumber + 1}` : name;
}

/** The profile as a tree of frames with self and total times (µs), idle time apart. */
export function frameTree(profile: CpuProfile): { root: Frame; idleUs: number } {
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  let idleUs = 0;
  const build = (node: ProfileNode, callerPart: string): Frame | null => {
    if (node.callFrame.functionName === '(idle)') {
      idleUs += selfUs.get(node.id) ?? 0;
      return null;
    }
    const own = partOf(node.callFrame);
    const part = own === NATIVE ? callerPart : own;
    const children = (node.children ?? []).map((id) => build(byId.get(id)!, part)).filter((f): f is Frame => f !== null);
    const ownUs = selfUs.get(node.id) ?? 0;
    return {
      name: frameName(node.callFrame),
      part,
      selfUs: ownUs,
      totalUs: ownUs + children.reduce((sum, child) => sum + child.totalUs, 0),
      children: mergeSiblings(children),
    };
  };
  const root = build(profile.nodes[0], 'V8 and native code (unattributed)')!;
  root.name = 'all';
  return { root, idleUs };
}

/** Siblings with the same name are one frame (V8 splits them by inlining state). */
function mergeSiblings(frames: Frame[]): Frame[] {
  const merged = new Map<string, Frame>();
  for (const frame of frames) {
    const same = merged.get(frame.name);
    if (!same) merged.set(frame.name, frame);
    else {
      same.selfUs += frame.selfUs;
      same.totalUs += frame.totalUs;
      same.children = mergeSiblings([...same.children, ...frame.children]);
    }
  }
  return [...merged.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** Self time per part of the stack, largest first, with its share of the busy (non-idle) time. */
export function timeByPart(profile: CpuProfile): { part: string; ms: number; share: number }[] {
  const { root } = frameTree(profile);
  const totals = new Map<string, number>();
  const walk = (frame: Frame) => {
    totals.set(frame.part, (totals.get(frame.part) ?? 0) + frame.selfUs);
    frame.children.forEach(walk);
  };
  walk(root);
  const busy = root.totalUs || 1;
  return [...totals]
    .filter(([, us]) => us > 0)
    .map(([part, us]) => ({ part, ms: us / 1000, share: us / busy }))
    .sort((a, b) => b.ms - a.ms);
}

const WIDTH = 1200;
const ROW = 17;
const MIN_WIDTH = 0.5;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A stable colour per part: the database warm, the framework cool, our code green. */
function colourOf(part: string): string {
  if (part.startsWith('database')) return '#e8743b';
  if (part.startsWith('Drizzle')) return '#f2a93b';
  if (part.startsWith('Fastify')) return '#5b8def';
  if (part.startsWith('zod')) return '#8e7cc3';
  if (part.startsWith('Better Auth')) return '#c27ba0';
  if (part.startsWith('Node.js zlib')) return '#76a5af';
  if (part.startsWith('server') || part.startsWith('domain') || part.startsWith('engine')) return '#6aa84f';
  if (part.startsWith('Node.js')) return '#a4c2f4';
  if (part === 'garbage collection') return '#999999';
  return '#d9d2a9';
}

/** The flame graph as an SVG document; each frame's tooltip gives its name, part and time. */
export function flameGraphSvg(profile: CpuProfile, title: string): string {
  const { root, idleUs } = frameTree(profile);
  const scale = WIDTH / (root.totalUs || 1);
  const rects: string[] = [];
  let depthMax = 0;
  const draw = (frame: Frame, x: number, depth: number) => {
    const width = frame.totalUs * scale;
    if (width < MIN_WIDTH) return;
    depthMax = Math.max(depthMax, depth);
    rects.push(
      `<g><title>${escapeXml(`${frame.name} — ${frame.part}: ${(frame.totalUs / 1000).toFixed(1)} ms (${((frame.totalUs / root.totalUs) * 100).toFixed(1)} %), self ${(frame.selfUs / 1000).toFixed(1)} ms`)}</title>` +
        `<rect x="${x.toFixed(2)}" y="DEPTH${depth}" width="${width.toFixed(2)}" height="${ROW - 1}" fill="${colourOf(frame.part)}" rx="2"/>` +
        (width > 40 ? `<text x="${(x + 3).toFixed(2)}" y="DEPTH${depth}T">${escapeXml(clip(frame.name, width))}</text>` : '') +
        '</g>',
    );
    let childX = x;
    for (const child of frame.children) {
      draw(child, childX, depth + 1);
      childX += child.totalUs * scale;
    }
  };
  draw(root, 0, 0);
  const top = 40;
  const height = top + (depthMax + 1) * ROW + 10;
  const yOf = (depth: number) => top + (depthMax - depth) * ROW;
  const body = rects
    .join('\n')
    .replace(/y="DEPTH(\d+)T"/g, (_, d: string) => `y="${yOf(Number(d)) + 12}"`)
    .replace(/y="DEPTH(\d+)"/g, (_, d: string) => `y="${yOf(Number(d))}"`);
  const subtitle = `busy ${(root.totalUs / 1000).toFixed(0)} ms, idle ${(idleUs / 1000).toFixed(0)} ms (not drawn); hover a frame for its time`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="monospace" font-size="11">`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    `<text x="4" y="16" font-size="14">${escapeXml(title)}</text>`,
    `<text x="4" y="32" fill="#555">${escapeXml(subtitle)}</text>`,
    body,
    '</svg>',
    '',
  ].join('\n');
}

function clip(text: string, width: number): string {
  const fits = Math.floor((width - 6) / 6.6);
  return text.length <= fits ? text : `${text.slice(0, Math.max(0, fits - 1))}…`;
}
