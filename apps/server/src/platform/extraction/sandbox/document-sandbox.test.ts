import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pitchDeckSlides } from '../../../test/factories.ts';
import { makeImageOnlyPdf, makePdf } from '../../../test/fixtures/documents.ts';
import { createLocalProvider } from '@pitchscope/engine/local.provider';
import { builtInEngineWeights } from '@pitchscope/engine/learned/engine-weights';
import { createSandboxedLocalProvider } from '../../../modules/analysis/local/sandboxed-local.provider.ts';
import { DocumentSandbox, LONG_READ_NICENESS, type SandboxLimits } from './document-sandbox.ts';

const GENEROUS: SandboxLimits = { extractTimeMs: 60_000, renderTimeMs: 20_000, analysisTimeMs: 60_000, memoryMb: 2048 };

describe('DocumentSandbox', () => {
  let folder: string;
  let textPdf: string;
  let scannedPdf: string;
  const sandboxes: DocumentSandbox[] = [];
  const sandbox = (limits: Partial<SandboxLimits> = {}) => {
    const created = new DocumentSandbox({ extractLanes: 1, limits: { ...GENEROUS, ...limits } });
    sandboxes.push(created);
    return created;
  };

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'pitchscope-sandbox-'));
    textPdf = path.join(folder, 'deck.pdf');
    scannedPdf = path.join(folder, 'scanned.pdf');
    await writeFile(textPdf, await makePdf(pitchDeckSlides({ company: 'Sandboxed' })));
    await writeFile(scannedPdf, await makeImageOnlyPdf(pitchDeckSlides({ company: 'Scanned' }).slice(0, 6)));
  });
  afterAll(async () => {
    await Promise.all(sandboxes.map((created) => created.close()));
    await rm(folder, { recursive: true, force: true });
  });

  it('reads a deck in a child process, never in the calling one', async () => {
    const documents = sandbox();
    const document = await documents.extract(textPdf, { ocr: false });
    expect(document.fileType).toBe('pdf');
    expect(document.rawContent).toContain('Sandboxed');
    const [child] = documents.childPids();
    expect(child).toBeGreaterThan(0);
    expect(child).not.toBe(process.pid);
  });

  it('stops a document over its time budget with a message, and reads the next one in a new child', async () => {
    const documents = sandbox({ extractTimeMs: 1000 });
    const started = Date.now();
    // OCR of six scanned pages takes several seconds.
    await expect(documents.extract(scannedPdf, { ocr: true })).rejects.toMatchObject({
      code: 'DOCUMENT_TOO_COMPLEX',
      message: 'The file took longer than 1 second to read and was stopped. Export it again as a smaller PDF and upload that.',
    });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(documents.childPids()).toEqual([]);
  });

  it('stops a document over its memory budget', async () => {
    // Two OCR workers with the English model take the child well past 256 MB.
    const documents = sandbox({ memoryMb: 256 });
    await expect(documents.extract(scannedPdf, { ocr: true })).rejects.toMatchObject({
      code: 'DOCUMENT_TOO_COMPLEX',
      message:
        'The file needs more memory to read than one deck may use and was stopped. Export it again as a smaller PDF and upload that.',
    });
  });

  // Its six pages of OCR at niceness 10 took 50–63 s at load 11, every other process outranking the lowered
  // child: the read's budget and the test's are margins far above that, not timings.
  it('lowers the CPU priority of a long read, and does not keep that child', async () => {
    const documents = sandbox({ longReadMs: 1500, extractTimeMs: 240_000 });
    // OCR of six scanned pages takes several seconds.
    const reading = documents.extract(scannedPdf, { ocr: true });
    // Counted from when the child has loaded its reader: its start-up may take a while on a busy machine.
    const priorities = async (pid: number) =>
      Promise.all((await readdir(`/proc/${pid}/task`)).map((thread) => os.getPriority(Number(thread))));
    let [reader] = documents.childPids();
    for (let waited = 0; waited < 8000; waited += 250) {
      [reader] = documents.childPids();
      if (reader && (await priorities(reader)).every((priority) => priority === LONG_READ_NICENESS)) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const threads = await readdir(`/proc/${reader}/task`);
    // Node's own threads, and OCR's workers: each is lowered (Linux sets niceness per thread).
    expect(threads.length).toBeGreaterThan(1);
    expect(threads.map((thread) => os.getPriority(Number(thread)))).toEqual(threads.map(() => LONG_READ_NICENESS));
    await expect(reading).resolves.toMatchObject({ ocrPageCount: 6 });
    // It cannot be raised back: the next document is read in a new child.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(documents.childPids()).not.toContain(reader);
  }, 300_000);

  it('fails the document whose reader died, and serves the next one', async () => {
    const documents = sandbox();
    await documents.extract(textPdf, { ocr: false });
    const reading = documents.extract(scannedPdf, { ocr: true });
    const [child] = documents.childPids();
    setTimeout(() => process.kill(child!, 'SIGKILL'), 200);
    await expect(reading).rejects.toMatchObject({
      code: 'DOCUMENT_TOO_COMPLEX',
      message: 'The file stopped the document reader. Export it again as a PDF and upload that.',
    });
    await expect(documents.extract(textPdf, { ocr: false })).resolves.toMatchObject({ fileType: 'pdf' });
  });

  it('reports a parser refusal as the same AppError as in process', async () => {
    const notADeck = path.join(folder, 'notes.pdf');
    await writeFile(notADeck, '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 9 0 R');
    await expect(sandbox().extract(notADeck, { ocr: false })).rejects.toMatchObject({
      code: 'CORRUPT_FILE',
      message: 'The file could not be read as a PDF document. It may be corrupt.',
    });
  });

  it('draws pages from a deck it keeps open, and refuses renders past its queue', async () => {
    const documents = new DocumentSandbox({ extractLanes: 1, limits: GENEROUS, maxQueuedRenders: 2 });
    sandboxes.push(documents);
    const png = await documents.renderPage(textPdf, 'deck-1', 2, { width: 480, format: 'png' });
    expect([...png.subarray(1, 4)].map((byte) => String.fromCharCode(byte)).join('')).toBe('PNG');
    const webp = await documents.renderPage(textPdf, 'deck-1', 2, { width: 480, format: 'webp' });
    expect(Buffer.from(webp.subarray(8, 12)).toString('latin1')).toBe('WEBP');
    const burst = await Promise.allSettled([1, 2, 3, 4].map((page) => documents.renderPage(textPdf, 'deck-1', page, { width: 480 })));
    expect(burst.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
    expect(burst.filter((result) => result.status === 'rejected').map((result) => (result as PromiseRejectedResult).reason)).toEqual([
      expect.objectContaining({ code: 'SERVER_BUSY' }),
      expect.objectContaining({ code: 'SERVER_BUSY' }),
    ]);
    await expect(documents.renderPage(textPdf, 'deck-1', 99, { width: 480 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('warms the render child ahead of the first page and keeps it while in use (rendererIdleMs), until closed', async () => {
    const documents = new DocumentSandbox({ extractLanes: 1, limits: GENEROUS, rendererIdleMs: 60_000 });
    sandboxes.push(documents);
    expect(documents.childPids()).toEqual([]);
    await documents.warmRenderer();
    const [warmed] = documents.childPids();
    expect(warmed).toBeGreaterThan(0);
    // Warming again while it is up starts nothing.
    await documents.warmRenderer();
    expect(documents.childPids()).toEqual([warmed]);

    // The first page is drawn by that child; a page it cannot have fails without costing the child.
    const png = await documents.renderPage(textPdf, 'deck-warm', 1, { width: 480, format: 'png' });
    expect(Buffer.from(png.subarray(1, 4)).toString('latin1')).toBe('PNG');
    await expect(documents.renderPage(textPdf, 'deck-warm', 99, { width: 480 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(documents.childPids()).toEqual([warmed]);

    await documents.close();
    await documents.warmRenderer();
    expect(documents.childPids()).toEqual([]);
  });

  it('warms an extract child and the analysis child ahead of a deck on its way, which then reads in them', async () => {
    const documents = sandbox();
    expect(documents.childPids()).toEqual([]);
    await documents.warmReader();
    const warmed = documents.childPids();
    expect(warmed).toHaveLength(2);
    // Warming again while they are up starts nothing.
    await documents.warmReader();
    expect(documents.childPids()).toEqual(warmed);

    const document = await documents.extract(textPdf, { ocr: false });
    expect(document.pages[0]!.rawText).toContain('Sandboxed');
    const weights = builtInEngineWeights();
    const deck = { fileName: 'deck.pdf', pages: document.pages.map((page) => ({ pageNumber: page.pageNumber, text: page.rawText })) };
    const validation = (await documents.analyse('validatePitchDeck', [deck], weights)) as { isValid: boolean };
    expect(validation.isValid).toBe(true);
    expect(documents.childPids()).toEqual(warmed);

    await documents.close();
    await documents.warmReader();
    expect(documents.childPids()).toEqual([]);
  });

  it('stops a warmed render child once nobody has used it for rendererIdleMs: nothing held for a quiet server', async () => {
    const documents = new DocumentSandbox({ extractLanes: 1, limits: GENEROUS, rendererIdleMs: 300 });
    sandboxes.push(documents);
    await documents.warmRenderer();
    expect(documents.childPids()).toHaveLength(1);
    await documents.renderPage(textPdf, 'deck-idle', 1, { width: 480, format: 'png' });
    await new Promise((resolve) => setTimeout(resolve, 150));
    // A page drawn restarts the idle window.
    expect(documents.childPids()).toHaveLength(1);
    await expect.poll(() => documents.childPids(), { timeout: 5_000, interval: 50 }).toEqual([]);
  });

  it('does not keep restarting a render child whose warm-up fails (a killed child is replaced once)', async () => {
    // A 1 ms budget: the page is stopped (the child killed); the replacement's warm-up is stopped too,
    // which must not loop (a failed warm-up is not retried).
    const documents = new DocumentSandbox({ extractLanes: 1, limits: { ...GENEROUS, renderTimeMs: 1 }, rendererIdleMs: 60_000 });
    sandboxes.push(documents);
    await expect(documents.renderPage(textPdf, 'deck-slow', 1, { width: 1600 })).rejects.toMatchObject({ code: 'DOCUMENT_TOO_COMPLEX' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(documents.childPids()).toEqual([]);
  });

  it('runs the local analysis engine in a child, with the same answers as in process', async () => {
    const documents = sandbox();
    const deck = {
      fileName: 'brightloop.pdf',
      pages: pitchDeckSlides({ company: 'Brightloop', city: 'Lisbon, Portugal' }).map((text, index) => ({ pageNumber: index + 1, text })),
    };
    const context = { now: new Date('2026-11-25T00:00:00Z') };
    const inProcess = createLocalProvider();
    const sandboxed = createSandboxedLocalProvider(documents, builtInEngineWeights());
    expect(await sandboxed.validatePitchDeck(deck, context)).toEqual(await inProcess.validatePitchDeck(deck, context));
    const metadata = await sandboxed.extractMetadata(deck, context);
    expect(metadata).toEqual(await inProcess.extractMetadata(deck, context));
    expect(metadata.companyName).toBe('Brightloop');
    expect(documents.childPids()).toHaveLength(1);
  });

  it('runs the engine in the child with the weights the server loaded, not its own', async () => {
    const documents = sandbox();
    const deck = {
      fileName: 'brightloop.pdf',
      pages: pitchDeckSlides({ company: 'Brightloop', city: 'Lisbon, Portugal' }).map((text, index) => ({ pageNumber: index + 1, text })),
    };
    const context = { now: new Date('2026-11-25T00:00:00Z') };
    const builtIn = builtInEngineWeights();
    // Weights that call nothing a deck: a threshold no probability reaches.
    const refuseAll = { ...builtIn, isPitchDeck: { ...builtIn.isPitchDeck, threshold: 0.999_999_999 } };
    const byDefault = await createSandboxedLocalProvider(documents, builtIn).validatePitchDeck(deck, context);
    const refused = await createSandboxedLocalProvider(documents, refuseAll).validatePitchDeck(deck, context);
    expect(byDefault.isValid).toBe(true);
    expect(refused.isValid).toBe(false);
    expect(refused).toEqual(await createLocalProvider({ weights: refuseAll }).validatePitchDeck(deck, context));
  });
});
