import { fork, type ChildProcess } from 'node:child_process';
import type { FigureLedger } from '@pitchscope/domain/figures/figure';
import { existsSync, readdirSync } from 'node:fs';
import os from 'node:os';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FairTenant } from '@pitchscope/domain/fair-queue';
import { UPLOAD_MESSAGES } from '@pitchscope/domain/messages';
import { AppError } from '../../errors.ts';
import { FairScheduler, UNATTRIBUTED_TENANT } from '../../fair-scheduler.ts';
import { logger } from '../../logger.ts';
import { removeStaleConversionFolders } from '../office-to-pdf.ts';
import type { ExtractedDocument } from '../extract-document.ts';
import type { PageImageFormat } from '../pdf-document.ts';
import type { EngineWeights } from '@pitchscope/engine/learned/engine-weights';
import type { ConvertedPdf, LocalAnalysisMethod, SandboxMessage, SandboxRequest, SandboxTask } from './protocol.ts';

/**
 * Runs the parsing, rendering and OCR of untrusted documents in child processes, so that no file can
 * block the API's event loop or exhaust its memory. Each child has a time budget per task and a memory
 * budget (its heap is capped by V8, its whole RSS — OCR threads and wasm included — is watched); a child
 * over budget is killed and its task fails with a message for the user. A child that dies on a file
 * fails that file at once: the caller must not retry it (the poison-job rule).
 */
export interface SandboxLimits {
  /** Wall-clock budget to read one document (extraction with OCR). */
  extractTimeMs: number;
  /** Wall-clock budget to draw one page. */
  renderTimeMs: number;
  /** Wall-clock budget of one PowerPoint-to-PDF conversion (LibreOffice is killed past it). */
  convertTimeMs?: number;
  /** Wall-clock budget of one call of the local analysis engine. */
  analysisTimeMs: number;
  /** Resident memory a child may reach, OCR included. */
  memoryMb: number;
  /**
   * A document read for longer than this gives way on the CPU (ADR 0025): its child's threads are
   * lowered to LONG_READ_NICENESS, so a short deck read beside it is not slowed by its OCR. Unset: never.
   */
  longReadMs?: number;
}

export interface DocumentSandboxOptions {
  limits: SandboxLimits;
  /** Documents read at once, each in its own child (the upload queue's concurrency). */
  extractLanes: number;
  /** Extract lanes one workspace may hold at once (ADR 0025); defaults to all of them. */
  workspaceExtractCap?: number;
  /** Page renders waiting beyond this many are refused (503) rather than queued without end. */
  maxQueuedRenders?: number;
  /**
   * How long the render child (pdf.js and canvas loaded, about 120 MB resident in the built server) stays
   * up after its last page or `warmRenderer()`, and whether a child replaced after a hostile page is
   * started again at once. Unset: stopped after IDLE_CHILD_MS like any child, not replaced until needed.
   * The API's keeps it while someone reads decks (issue #34): started when a deck is opened, not at start.
   */
  rendererIdleMs?: number;
}

export interface ExtractOptions {
  ocr: boolean;
  /** Defaults to extractDocument's own cap. */
  maxPages?: number;
}

/** Whose work a task is: lanes are handed out fairly between workspaces and their users (ADR 0025). */
export interface TenantOption {
  tenant?: FairTenant;
}

/** A child is replaced after this many tasks, so that whatever a parser leaks cannot accumulate. */
const TASKS_PER_CHILD = 200;
/** An idle child (~60 MB, and OCR workers once used) is stopped after this long. */
const IDLE_CHILD_MS = 2 * 60_000;
const MEMORY_POLL_MS = 100;
/**
 * The CPU niceness of a child past `longReadMs` (0 is normal, 19 the lowest): at 10 the scheduler gives a
 * normal thread about ten times its share. An unprivileged process cannot raise it back, so such a child
 * is replaced after its task.
 */
export const LONG_READ_NICENESS = 10;
/**
 * A read longer than this is a long one (longReadMs in the app): a typical deck reads in well under a
 * second, a scanned one in about a second per page; a file running to the reading limit is past it early.
 */
export const LONG_READ_MS = 5_000;
/** How often a long read's threads are lowered again (OCR starts its worker threads as it goes). */
const LONG_READ_RENICE_MS = 1000;
const DEFAULT_MAX_QUEUED_RENDERS = 64;
/** How often a converting process looks for the folders of conversions a crashed process left. */
const CONVERSION_SWEEP_INTERVAL_MS = 60 * 60_000;

export class DocumentSandbox {
  private readonly extractLanes: Lane[];
  private readonly renderLane: Lane;
  private readonly analysisLane: Lane;
  private readonly convertLane: Lane;
  private readonly maxQueuedRenders: number;
  private readonly extractTurns: FairScheduler;
  private readonly renderTurns = new FairScheduler({ slots: 1 });
  private readonly convertTurns = new FairScheduler({ slots: 1 });
  private lastConversionSweep = 0;

  constructor(private readonly options: DocumentSandboxOptions) {
    const { limits } = options;
    this.extractLanes = Array.from({ length: Math.max(1, options.extractLanes) }, () => new Lane(limits, { yieldCpu: true }));
    this.extractTurns = new FairScheduler({ slots: this.extractLanes.length, workspaceCap: options.workspaceExtractCap });
    // One lane for renders: the child keeps the decks it opened, so page after page costs one open.
    this.renderLane = new Lane(limits, options.rendererIdleMs ? { idleMs: options.rendererIdleMs, rewarm: true } : {});
    // The local engine's rules run seconds on a long text: off the event loop too, one call at a time.
    this.analysisLane = new Lane(limits);
    // LibreOffice conversions, one at a time per process: each may take seconds and hundreds of MB.
    this.convertLane = new Lane(limits);
    this.maxQueuedRenders = options.maxQueuedRenders ?? DEFAULT_MAX_QUEUED_RENDERS;
  }

  /** Reads a deck file (by path; the API process never holds its bytes) into slide-by-slide text. */
  async extract(filePath: string, { tenant = UNATTRIBUTED_TENANT, ...options }: ExtractOptions & TenantOption): Promise<ExtractedDocument> {
    return this.extractTurns.run(tenant, async () => {
      // The scheduler starts no more tasks than there are lanes: one is free.
      const lane = this.extractLanes.find((candidate) => !candidate.reserved)!;
      lane.reserved = true;
      try {
        const task: SandboxTask = { kind: 'extract', path: filePath, ...options };
        return (await lane.run(task, this.options.limits.extractTimeMs)) as ExtractedDocument;
      } finally {
        lane.reserved = false;
      }
    });
  }

  /**
   * One page of a PDF as an image `width` pixels wide; `cacheKey` names the file so its open document
   * can be reused page after page.
   */
  async renderPage(
    filePath: string,
    cacheKey: string,
    pageNumber: number,
    { width, format = 'auto', tenant = UNATTRIBUTED_TENANT }: { width: number; format?: PageImageFormat } & TenantOption,
  ): Promise<Uint8Array> {
    if (this.renderTurns.pendingCount >= this.maxQueuedRenders) throw new AppError('SERVER_BUSY', UPLOAD_MESSAGES.renderBusy);
    const task: SandboxTask = { kind: 'render', path: filePath, cacheKey, pageNumber, width, format };
    return this.renderTurns.run(tenant, async () => (await this.renderLane.run(task, this.options.limits.renderTimeMs)) as Uint8Array);
  }

  /**
   * Starts the render child and loads what drawing needs, in the background; it then stays up for
   * `rendererIdleMs` after its last page (and a replaced one is warmed again). A failure here is the
   * next render's.
   */
  warmRenderer(): Promise<void> {
    return this.renderLane.warm();
  }

  /**
   * Starts an extract child and the analysis child and loads their code, in the background, when a deck
   * is known to be on its way (a mailed message): its read then finds them up. A lane whose child is up
   * or busy is left as it is; a failure here is the next read's.
   */
  warmReader(): Promise<void> {
    const idleExtractLane = this.extractLanes.find((lane) => !lane.reserved);
    return Promise.all([
      idleExtractLane?.warmIfDown({ kind: 'warm-reader', part: 'extract' }, this.options.limits.extractTimeMs),
      this.analysisLane.warmIfDown({ kind: 'warm-reader', part: 'analysis' }, this.options.limits.analysisTimeMs),
    ]).then(() => undefined);
  }

  /**
   * A PowerPoint file converted to PDF by LibreOffice (`soffice`), in a child, one conversion at a time.
   * The PDF is left in a temporary folder: the caller stores it and removes the folder.
   */
  async convertToPdf(
    filePath: string,
    extension: 'pptx' | 'ppt',
    soffice: string,
    { tenant = UNATTRIBUTED_TENANT }: TenantOption = {},
  ): Promise<ConvertedPdf> {
    if (this.convertTurns.pendingCount >= this.maxQueuedRenders) throw new AppError('SERVER_BUSY', UPLOAD_MESSAGES.renderBusy);
    this.sweepStaleConversions();
    const timeMs = this.options.limits.convertTimeMs ?? this.options.limits.extractTimeMs;
    const task: SandboxTask = {
      kind: 'convert',
      path: filePath,
      extension,
      soffice,
      timeMs,
      memoryMb: this.options.limits.memoryMb,
    };
    // The child kills LibreOffice at `timeMs`; the lane's own budget only catches a stuck child.
    return this.convertTurns.run(tenant, async () => (await this.convertLane.run(task, timeMs + 15_000)) as ConvertedPdf);
  }

  /** A crash between a conversion and its cleanup leaves its folder in the host's temporary directory. */
  private sweepStaleConversions(): void {
    const now = Date.now();
    if (now - this.lastConversionSweep < CONVERSION_SWEEP_INTERVAL_MS) return;
    this.lastConversionSweep = now;
    void removeStaleConversionFolders(now).then(
      (removed) => removed > 0 && logger.info({ removed }, '[slides] folders of interrupted conversions removed'),
      (error: unknown) => logger.warn({ err: error }, '[slides] folders of interrupted conversions could not be removed'),
    );
  }

  /** One call of the local analysis engine, run in a child: its arguments and result are cloned. */
  async analyse(method: LocalAnalysisMethod, args: unknown[], weights: EngineWeights): Promise<unknown> {
    return this.analysisLane.run({ kind: 'analyse', method, args, weights }, this.options.limits.analysisTimeMs);
  }

  /**
   * The figure ledger of a deck, made in the analysis child within the engine's reading budget: a deck
   * written to be all figures costs seconds of CPU, which must not be the API's.
   */
  async figureLedger(pages: { page: number; text: string }[], asOf: Date): Promise<FigureLedger> {
    const task: SandboxTask = { kind: 'figures', pages, asOf: asOf.toISOString() };
    return (await this.analysisLane.run(task, this.options.limits.analysisTimeMs)) as FigureLedger;
  }

  /** Process ids of the live children (for tests and benchmarks). */
  childPids(): number[] {
    return this.lanes().flatMap((lane) => (lane.pid ? [lane.pid] : []));
  }

  async close(): Promise<void> {
    await Promise.all(this.lanes().map((lane) => lane.close()));
  }

  private lanes(): Lane[] {
    return [...this.extractLanes, this.renderLane, this.analysisLane, this.convertLane];
  }
}

interface PendingTask {
  id: number;
  /** The child has loaded its reader and started on the file (extractions only). */
  started(): void;
  resolve(result: unknown): void;
  reject(error: unknown): void;
}

/** One child process at a time, running one task at a time, tasks queued in order. */
class Lane {
  reserved = false;
  private child: ChildProcess | null = null;
  private tasksRun = 0;
  private nextId = 1;
  private running: PendingTask | null = null;
  private chain: Promise<unknown> = Promise.resolve();
  private waiting = 0;
  private idleTimer: NodeJS.Timeout | null = null;

  private readonly idleMs: number;
  /** A child stopped after a task (a hostile file, its task count) is started again at once. */
  private readonly rewarm: boolean;
  private readonly yieldCpu: boolean;
  private closed = false;
  /** The child's threads were lowered (a long read): it is replaced after its task. */
  private lowered = false;

  constructor(
    private readonly limits: SandboxLimits,
    { idleMs = IDLE_CHILD_MS, rewarm = false, yieldCpu = false }: { idleMs?: number; rewarm?: boolean; yieldCpu?: boolean } = {},
  ) {
    this.idleMs = idleMs;
    this.rewarm = rewarm;
    this.yieldCpu = yieldCpu;
  }

  /** Starts the child (if it is not up) with a task that loads the page renderer; never rejects. */
  warm(): Promise<void> {
    if (this.closed || (this.child && this.waiting === 0)) return Promise.resolve();
    return this.run({ kind: 'warm' }, this.limits.renderTimeMs).then(
      () => undefined,
      () => undefined,
    );
  }

  /** Runs `task` to load code when no child is up and nothing waits; never rejects. */
  warmIfDown(task: SandboxTask, timeMs: number): Promise<void> {
    if (this.closed || this.child || this.waiting > 0) return Promise.resolve();
    return this.run(task, timeMs).then(
      () => undefined,
      () => undefined,
    );
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  run(task: SandboxTask, timeMs: number): Promise<unknown> {
    this.waiting += 1;
    const result = this.chain.then(() => this.runNow(task, timeMs));
    this.chain = result.catch(() => undefined);
    return result.finally(() => (this.waiting -= 1));
  }

  /** Stops the child for good: nothing warms it again. */
  async close(): Promise<void> {
    this.closed = true;
    await this.stop();
  }

  async stop(): Promise<void> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    const child = this.child;
    this.child = null;
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }
  }

  private runNow(task: SandboxTask, timeMs: number): Promise<unknown> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    const child = this.ensureChild();
    const id = this.nextId++;
    this.tasksRun += 1;

    return new Promise<unknown>((resolve, reject) => {
      let overBudget: AppError | null = null;
      const stopFor = (reason: AppError) => {
        overBudget ??= reason;
        child.kill('SIGKILL');
      };
      const timer = setTimeout(() => stopFor(new AppError('DOCUMENT_TOO_COMPLEX', UPLOAD_MESSAGES.readTimeLimit(Math.max(1, Math.round(timeMs / 1000))))), timeMs);
      const memoryWatch = setInterval(() => {
        void residentMegabytes(child.pid).then((megabytes) => {
          if (megabytes !== null && megabytes > this.limits.memoryMb) {
            stopFor(new AppError('DOCUMENT_TOO_COMPLEX', UPLOAD_MESSAGES.readMemoryLimit, { residentMb: megabytes }));
          }
        });
      }, MEMORY_POLL_MS);

      // A long read gives way to short ones on the CPU; Linux sets niceness per thread, so each is lowered.
      let lowerTimer: NodeJS.Timeout | null = null;
      const startLongReadClock = () => {
        if (!this.yieldCpu || this.limits.longReadMs === undefined || lowerTimer) return;
        lowerTimer = setTimeout(() => {
          this.lowered = true;
          lowerThreads(child.pid);
          lowerTimer = setInterval(() => lowerThreads(child.pid), LONG_READ_RENICE_MS);
        }, this.limits.longReadMs);
      };

      const settle = () => {
        clearTimeout(timer);
        clearInterval(memoryWatch);
        if (lowerTimer) clearInterval(lowerTimer);
        child.off('exit', onExit);
        this.running = null;
      };
      const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
        settle();
        if (this.child === child) this.child = null;
        reject(overBudget ?? new AppError('DOCUMENT_TOO_COMPLEX', UPLOAD_MESSAGES.readerStopped, { code, signal }));
        // A child killed on a hostile file is replaced at once, ready for the next deck (not after a
        // failed warm-up, which would only fail again).
        if (this.rewarm && task.kind !== 'warm') void this.warm();
      };
      child.on('exit', onExit);
      this.running = {
        id,
        started: startLongReadClock,
        resolve: (result) => {
          settle();
          this.afterTask();
          resolve(result);
        },
        reject: (error) => {
          settle();
          this.afterTask();
          reject(error);
        },
      };
      child.send({ id, task } satisfies SandboxRequest);
    });
  }

  private ensureChild(): ChildProcess {
    if (this.child) return this.child;
    const entry = childEntry();
    const heapMb = Math.max(256, Math.floor(this.limits.memoryMb * 0.75));
    const child = fork(entry.file, [], {
      execArgv: [...entry.execArgv, `--max-old-space-size=${heapMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.on('message', (message: SandboxMessage) => {
      const running = this.running;
      if (!running || running.id !== message.id) return;
      if ('started' in message) running.started();
      else if (message.ok) running.resolve(message.result);
      else running.reject(fromFailure(message.error));
    });
    // An exit is handled by the task that is running, if any; an idle child's exit needs nothing.
    child.on('error', () => undefined);
    this.child = child;
    this.tasksRun = 0;
    this.lowered = false;
    return child;
  }

  private afterTask() {
    if (this.tasksRun >= TASKS_PER_CHILD || this.lowered) {
      void this.stop().then(() => (this.rewarm ? this.warm() : undefined));
      return;
    }
    this.idleTimer = setTimeout(() => void this.stop(), this.idleMs);
    this.idleTimer.unref();
  }
}

function fromFailure(failure: { code?: AppError['code']; message: string; details?: unknown }): Error {
  if (failure.code) return new AppError(failure.code, failure.message, failure.details);
  // Not an AppError: a bug or an unexpected failure, which the job's retry and log handle.
  return new Error(`document sandbox: ${failure.message}`);
}

/** Lowers every thread of a process to LONG_READ_NICENESS (Linux, from /proc); elsewhere the process only. */
function lowerThreads(pid: number | undefined) {
  if (!pid) return;
  let threads: string[];
  try {
    threads = readdirSync(`/proc/${pid}/task`);
  } catch {
    threads = [String(pid)];
  }
  for (const thread of threads) {
    try {
      if (os.getPriority(Number(thread)) < LONG_READ_NICENESS) os.setPriority(Number(thread), LONG_READ_NICENESS);
    } catch {
      // The thread ended meanwhile, or the platform does not allow it: the read goes on at its priority.
    }
  }
}

/** VmRSS of a process in MB, from /proc (Linux); null where /proc is not available. */
async function residentMegabytes(pid: number | undefined): Promise<number | null> {
  if (!pid) return null;
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** A prebuilt child the server run from source starts instead of the TypeScript one (useSandboxChildBundle). */
let sourceChildBundle: string | null = null;

/**
 * Tests: children of a server run from source start from this bundle of child.ts (built by the test run's
 * global setup as the server's build makes dist/sandbox-child.js), plain Node instead of compiling the
 * child's TypeScript under tsx at each start (~0.7 s of CPU a child). `null` goes back to tsx.
 */
export function useSandboxChildBundle(file: string | null): void {
  sourceChildBundle = file;
}

/**
 * The child's entry: the TypeScript source under tsx when the server runs from source (tests, `npm run
 * dev`), or the bundle's `sandbox-child.js` beside `main.js` (this module may sit in `dist/chunks/`).
 */
function childEntry(): { file: string; execArgv: string[] } {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.ts') && sourceChildBundle) return { file: sourceChildBundle, execArgv: ['--enable-source-maps'] };
  if (here.endsWith('.ts')) {
    const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
    return { file: path.join(path.dirname(here), 'child.ts'), execArgv: ['--import', tsx] };
  }
  const candidates = [path.join(path.dirname(here), 'sandbox-child.js'), path.join(path.dirname(here), '..', 'sandbox-child.js')];
  const file = candidates.find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`sandbox-child.js not found beside ${here}: rebuild the server`);
  return { file, execArgv: ['--enable-source-maps'] };
}
