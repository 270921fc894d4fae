import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat, copyFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { AppError } from '../errors.ts';

/**
 * PowerPoint (PPTX, PPT) to PDF with LibreOffice headless, so that slides can be drawn like PDF pages
 * (ADR 0014). Runs in the document sandbox's child, never in the API process: LibreOffice parses the
 * untrusted file, in its own temporary folder and profile, in its own process group, under a wall-clock
 * limit (the whole group is killed), a virtual-memory and CPU limit set by the shell before it starts
 * (`ulimit`), and a resident-memory watch over the group.
 */

/** Where LibreOffice usually lives; `SOFFICE_PATH` overrides the search. */
const SOFFICE_CANDIDATES = [
  '/usr/bin/soffice',
  '/usr/local/bin/soffice',
  '/usr/lib/libreoffice/program/soffice',
  '/opt/libreoffice/program/soffice',
  '/Applications/LibreOffice.app/Contents/MacOS/soffice',
];

export interface SofficeDetection {
  /** The executable to run, or null when slides cannot be rendered. */
  path: string | null;
  /** Why it is missing, for the health details and the admin. */
  reason: string | null;
}

/**
 * Finds LibreOffice once at start-up. `setting` is SOFFICE_PATH: unset searches PATH and the usual
 * places; `off` (or an empty value) turns slide rendering off; anything else must be an executable.
 */
export function detectSoffice(setting: string | undefined, searchPath = process.env.PATH ?? ''): SofficeDetection {
  if (setting !== undefined) {
    const value = setting.trim();
    if (value === '' || value === 'off' || value === 'false') {
      return { path: null, reason: 'Slide rendering is turned off (SOFFICE_PATH=off).' };
    }
    return isExecutable(value)
      ? { path: value, reason: null }
      : { path: null, reason: `SOFFICE_PATH (${value}) is not an executable file.` };
  }
  const onPath = searchPath
    .split(path.delimiter)
    .filter(Boolean)
    .map((dir) => path.join(dir, 'soffice'));
  const found = [...onPath, ...SOFFICE_CANDIDATES].find(isExecutable);
  return found
    ? { path: found, reason: null }
    : { path: null, reason: 'LibreOffice is not installed (Debian package libreoffice-impress).' };
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export interface ConvertLimits {
  timeMs: number;
  /** Resident memory of the whole LibreOffice process group. */
  memoryMb: number;
}

export interface ConvertResult {
  /** The PDF, in a temporary folder the caller removes with `cleanup`. */
  pdfPath: string;
  elapsedMs: number;
  /** Highest resident memory of the LibreOffice processes seen (sampled every 100 ms). */
  peakMemoryMb: number;
  cleanup(): Promise<void>;
}

/**
 * PDF export options: hidden slides are exported too, so that page n of the PDF is slide n of the
 * deck, as the text reader numbers them (citations point at those numbers).
 */
const PDF_FILTER = 'pdf:impress_pdf_Export:{"ExportHiddenSlides":{"type":"boolean","value":"true"},"ExportNotesPages":{"type":"boolean","value":"false"}}';
const MEMORY_POLL_MS = 100;
const CONVERSION_FAILED = 'The slides of this deck could not be drawn.';
const WORK_DIR_PREFIX = 'pitchscope-soffice-';
/**
 * A conversion folder untouched for this long was left by a process that died: a conversion is killed
 * at its time limit, and the upload that keeps its PDF for the viewer stores it within minutes. Age, not
 * ownership, decides, since every process on the host converts into the same temporary directory.
 */
export const STALE_CONVERSION_MS = 2 * 60 * 60_000;

/** Removes conversion folders left behind by a crash; returns how many. */
export async function removeStaleConversionFolders(now = Date.now(), tempRoot = os.tmpdir()): Promise<number> {
  const names = await readdir(tempRoot).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    if (!name.startsWith(WORK_DIR_PREFIX)) continue;
    const folder = path.join(tempRoot, name);
    const info = await stat(folder).catch(() => null);
    if (!info?.isDirectory() || now - info.mtimeMs < STALE_CONVERSION_MS) continue;
    await rm(folder, { recursive: true, force: true });
    removed += 1;
  }
  return removed;
}

export async function convertToPdf(
  soffice: string,
  inputPath: string,
  extension: 'pptx' | 'ppt',
  limits: ConvertLimits,
): Promise<ConvertResult> {
  const workDir = await mkdtemp(path.join(os.tmpdir(), WORK_DIR_PREFIX));
  const cleanup = () => rm(workDir, { recursive: true, force: true });
  try {
    // The file goes in under a plain name: LibreOffice picks its filter from the extension, and the
    // uploaded name never reaches a command line.
    const source = path.join(workDir, `deck.${extension}`);
    await copyFile(inputPath, source);
    const profile = pathToFileURL(path.join(workDir, 'profile')).href;
    // Virtual memory is several times what is resident for LibreOffice (mapped libraries, reserved
    // arenas): the bound is generous here and the resident watch below is the real limit.
    const virtualKb = Math.max(limits.memoryMb * 4, 4096) * 1024;
    const cpuSeconds = Math.ceil(limits.timeMs / 1000) + 5;
    const started = performance.now();
    const child = spawn(
      '/bin/sh',
      [
        '-c',
        'ulimit -v "$1" && ulimit -t "$2" && shift 2 && exec "$@"',
        'soffice-limits',
        String(virtualKb),
        String(cpuSeconds),
        soffice,
        `-env:UserInstallation=${profile}`,
        '--headless',
        '--invisible',
        '--norestore',
        '--nologo',
        '--nodefault',
        '--nolockcheck',
        '--convert-to',
        PDF_FILTER,
        '--outdir',
        workDir,
        source,
      ],
      {
        cwd: workDir,
        detached: true, // its own process group, killed as a whole
        stdio: ['ignore', 'ignore', 'pipe'],
        env: { ...process.env, HOME: workDir, SAL_USE_VCLPLUGIN: 'svp' },
      },
    );
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      if (stderr.length < 4000) stderr += chunk.toString('utf8');
    });
    let peakMemoryMb = 0;
    let stopped: AppError | null = null;
    const killGroup = () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    };
    const timer = setTimeout(() => {
      stopped ??= new AppError('DOCUMENT_TOO_COMPLEX', `${CONVERSION_FAILED} LibreOffice took longer than ${Math.round(limits.timeMs / 1000)} s.`);
      killGroup();
    }, limits.timeMs);
    const watch = setInterval(() => {
      void groupResidentMb(child.pid).then((megabytes) => {
        peakMemoryMb = Math.max(peakMemoryMb, megabytes);
        if (megabytes > limits.memoryMb) {
          stopped ??= new AppError('DOCUMENT_TOO_COMPLEX', `${CONVERSION_FAILED} LibreOffice needed more than ${limits.memoryMb} MB.`);
          killGroup();
        }
      });
    }, MEMORY_POLL_MS);
    const exit = await new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code, signal) => resolve({ code, signal }));
    }).finally(() => {
      clearTimeout(timer);
      clearInterval(watch);
    });
    // oosplash may leave soffice.bin behind on a signal: nothing of the group outlives the conversion.
    killGroup();
    if (stopped) throw stopped;
    const pdfPath = path.join(workDir, 'deck.pdf');
    const made = await stat(pdfPath).then((info) => info.size > 0, () => false);
    if (exit.code !== 0 || !made) {
      throw new AppError('DOCUMENT_TOO_COMPLEX', CONVERSION_FAILED, {
        code: exit.code,
        signal: exit.signal,
        stderr: stderr.slice(0, 500),
      });
    }
    return { pdfPath, elapsedMs: performance.now() - started, peakMemoryMb, cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

/** Sum of VmRSS (MB) of the processes in a process group, from /proc; 0 where /proc is missing. */
async function groupResidentMb(groupId: number | undefined): Promise<number> {
  if (!groupId) return 0;
  let entries: string[];
  try {
    entries = await readdir('/proc');
  } catch {
    return 0;
  }
  let totalKb = 0;
  await Promise.all(
    entries
      .filter((entry) => /^\d+$/.test(entry))
      .map(async (pid) => {
        try {
          const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
          // Fields after the command name (which may hold spaces) start after the last ')'.
          const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
          if (Number(fields[2]) !== groupId) return;
          const status = await readFile(`/proc/${pid}/status`, 'utf8');
          const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
          if (match) totalKb += Number(match[1]);
        } catch {
          // the process ended meanwhile
        }
      }),
  );
  return totalKb / 1024;
}
