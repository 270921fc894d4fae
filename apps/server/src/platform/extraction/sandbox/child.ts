/**
 * The document sandbox's child process: it receives tasks over IPC, one at a time, and answers each.
 * Whatever a hostile file does here (exhaust the heap, spin for minutes) costs this process only; the
 * parent enforces the time and memory budgets and kills it (see document-sandbox.ts).
 */
import { readFile } from 'node:fs/promises';
import { isAppError } from '../../errors.ts';
import type {
  ConvertedPdf,
  LocalAnalysisMethod,
  SandboxFailure,
  SandboxRequest,
  SandboxResponse,
  SandboxStarted,
} from './protocol.ts';
import type { AnalysisProvider } from '@pitchscope/engine/analysis-provider';
import type { PdfDocument } from '../pdf-document.ts';
import type { EngineWeights } from '@pitchscope/engine/learned/engine-weights';

/** Open PDFs kept for page renders: a viewer asks for page after page of the same deck. */
const OPEN_DOCUMENTS_KEPT = 4;
const openDocuments = new Map<string, Promise<PdfDocument>>();

async function run(task: SandboxRequest['task'], started: () => void): Promise<unknown> {
  if (task.kind === 'analyse') return analyse(task.method, task.args, task.weights);
  if (task.kind === 'figures') {
    const { buildFigureLedger } = await import('@pitchscope/domain/figures/extract');
    const { withinReadingBudget } = await import('@pitchscope/engine/local.provider');
    const { pages } = withinReadingBudget({ pages: task.pages });
    return buildFigureLedger(pages, { asOf: new Date(task.asOf) });
  }
  if (task.kind === 'extract') {
    const { extractDocument } = await import('../extract-document.ts');
    started();
    return extractDocument({ path: task.path }, { ocr: task.ocr, maxPages: task.maxPages });
  }
  if (task.kind === 'warm') {
    const { preparePdfRendering } = await import('../pdf-document.ts');
    await import('../render-page.ts');
    await preparePdfRendering();
    return true;
  }
  if (task.kind === 'warm-reader') {
    if (task.part === 'extract') await import('../extract-document.ts');
    else await Promise.all([import('@pitchscope/engine/local.provider'), import('@pitchscope/domain/figures/extract')]);
    return true;
  }
  if (task.kind === 'convert') {
    // One at a time: the parent gives conversions a lane of their own.
    const { convertToPdf } = await import('../office-to-pdf.ts');
    const converted = await convertToPdf(task.soffice, task.path, task.extension, {
      timeMs: task.timeMs,
      memoryMb: task.memoryMb,
    });
    return { pdfPath: converted.pdfPath, elapsedMs: converted.elapsedMs, peakMemoryMb: converted.peakMemoryMb } satisfies ConvertedPdf;
  }
  const { renderPageImageOf } = await import('../render-page.ts');
  return renderPageImageOf(await openForRendering(task.cacheKey, task.path), task.pageNumber, task.width, task.format);
}

/** The engine, made once per weights (the parent sends the same weights with every call). */
let localProvider: { weightsKey: string; provider: AnalysisProvider } | null = null;
/** The last deck analysed: validation and metadata of one upload come as two calls on the same deck. */
let lastDeck: { key: string; deck: unknown } | null = null;

async function analyse(method: LocalAnalysisMethod, args: unknown[], weights: EngineWeights): Promise<unknown> {
  const weightsKey = JSON.stringify(weights);
  if (localProvider?.weightsKey !== weightsKey) {
    const { createLocalProvider } = await import('@pitchscope/engine/local.provider');
    localProvider = { weightsKey, provider: createLocalProvider({ weights }) };
  }
  const provider = localProvider.provider;
  const [first, ...rest] = args;
  if (method === 'extractMetadata' || method === 'validatePitchDeck') {
    // The provider remembers its analysis per deck object: hand it the same object for the same deck.
    const key = JSON.stringify(first);
    if (lastDeck?.key !== key) lastDeck = { key, deck: first };
    return (provider[method] as (...input: unknown[]) => Promise<unknown>)(lastDeck.deck, ...rest);
  }
  return (provider[method] as (...input: unknown[]) => Promise<unknown>)(first, ...rest);
}

async function openForRendering(cacheKey: string, path: string): Promise<PdfDocument> {
  const cached = openDocuments.get(cacheKey);
  if (cached) {
    // Most recently used last, so the first key is the one to evict.
    openDocuments.delete(cacheKey);
    openDocuments.set(cacheKey, cached);
    return cached;
  }
  const { openPdfDocument } = await import('../pdf-document.ts');
  const opening = readFile(path).then((bytes) =>
    openPdfDocument(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      forRendering: true,
      transferOwnership: true,
    }),
  );
  opening.catch(() => openDocuments.delete(cacheKey));
  openDocuments.set(cacheKey, opening);
  while (openDocuments.size > OPEN_DOCUMENTS_KEPT) {
    const [oldestKey, oldest] = openDocuments.entries().next().value!;
    openDocuments.delete(oldestKey);
    void oldest.then((pdf) => pdf.loadingTask.destroy()).catch(() => undefined);
  }
  return opening;
}

function toFailure(error: unknown): SandboxFailure {
  if (isAppError(error)) return { code: error.code, message: error.message, details: error.details };
  return { message: error instanceof Error ? error.message : String(error) };
}

process.on('message', (message: SandboxRequest) => {
  const started = () => process.send!({ id: message.id, started: true } satisfies SandboxStarted);
  void run(message.task, started).then(
    (result) => process.send!({ id: message.id, ok: true, result } satisfies SandboxResponse),
    (error: unknown) => process.send!({ id: message.id, ok: false, error: toFailure(error) } satisfies SandboxResponse),
  );
});

// The parent going away (crash, kill -9) must not leave this process behind.
process.on('disconnect', () => process.exit(0));
