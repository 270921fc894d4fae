import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { definePDFJSModule } from 'unpdf';
import { logger } from '../logger.ts';

/**
 * pdfjs as bundled in unpdf paints an RGB image in bands of 16 rows, and the tail loop of each band's
 * RGB→RGBA conversion starts at the band's relative offset but stops at the image's absolute end. Every
 * band therefore walks all the bytes before it again (O(rows²): a 2550×3300 scanned page took 5 s to draw
 * instead of 0.5 s, which made OCR of scans and photo-heavy slides several times slower), and the last
 * pixels of a final partial band are read from the top of the image. We load the same bundle with the
 * tail loop's start made absolute. When the bug's text is absent (a fixed or reshaped pdfjs), the bundle
 * loads unchanged.
 */
const BUGGY_TAIL_LOOP = 'for(let i=o*4,a=t+s;i<a;i+=3)';
const FIXED_TAIL_LOOP = 'for(let i=t+o*4,a=t+s;i<a;i+=3)';

export function patchPdfjsSource(source: string): { source: string; patched: boolean } {
  if (!source.includes(BUGGY_TAIL_LOOP)) return { source, patched: false };
  return { source: source.replaceAll(BUGGY_TAIL_LOOP, FIXED_TAIL_LOOP), patched: true };
}

let loading: Promise<{ patched: boolean }> | null = null;

/** Makes unpdf use the patched pdfjs; every PDF entry point awaits this before touching unpdf. */
export function usePatchedPdfjs(): Promise<{ patched: boolean }> {
  loading ??= loadPatchedPdfjs().catch((error: unknown) => {
    // unpdf falls back to its own bundle, which is correct, only slower on large images.
    logger.warn({ err: error }, 'pdfjs: could not load the patched bundle, using the stock one');
    return { patched: false };
  });
  return loading;
}

async function loadPatchedPdfjs(): Promise<{ patched: boolean }> {
  // `unpdf/pdfjs` is exported for import only; its file sits beside unpdf's CommonJS entry.
  const originalPath = join(dirname(createRequire(import.meta.url).resolve('unpdf')), 'pdfjs.mjs');
  const { source, patched } = patchPdfjsSource(await readFile(originalPath, 'utf8'));
  if (!patched) return { patched };

  // The patched copy is written once per pdfjs version (named by its hash). The folder name holds
  // `node_modules` so that test runners treat the file as a dependency and import it untransformed.
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 16);
  const folder = join(tmpdir(), 'pitchscope-cache', 'node_modules');
  const patchedPath = join(folder, `pdfjs-${hash}.mjs`);
  if (!(await exists(patchedPath))) {
    await mkdir(folder, { recursive: true });
    // Written under a unique name and renamed, so concurrent processes never import a half-written file.
    const partial = `${patchedPath}.${process.pid}.${Date.now()}.partial`;
    await writeFile(partial, source);
    await rename(partial, patchedPath);
  }
  await definePDFJSModule(() => import(pathToFileURL(patchedPath).href));
  return { patched };
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}
