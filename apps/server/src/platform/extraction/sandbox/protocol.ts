import type { ErrorCode } from '@pitchscope/domain/errors';
import type { ExtractedDocument } from '../extract-document.ts';
import type { PageImageFormat } from '../pdf-document.ts';
import type { EngineWeights } from '@pitchscope/engine/learned/engine-weights';

/** What a `convert` task answers: the PDF in a temporary folder the parent removes after storing it. */
export interface ConvertedPdf {
  pdfPath: string;
  elapsedMs: number;
  peakMemoryMb: number;
}

/**
 * Messages between the API process and a document sandbox (a child process that parses, renders and
 * OCRs untrusted files). Files travel by path, never as bytes, so the API process holds no copy.
 */
export type SandboxTask =
  | { kind: 'extract'; path: string; ocr: boolean; maxPages?: number }
  | { kind: 'render'; path: string; cacheKey: string; pageNumber: number; width: number; format: PageImageFormat }
  /** Loads what drawing pages needs (pdf.js, canvas), so that the next first page does not wait for it. */
  | { kind: 'warm' }
  /**
   * Loads what reading a deck needs ahead of a deck known to be coming (a mailed message being received):
   * the extraction code in an extract child, the local engine in the analysis child. A fresh server's first
   * deck otherwise waits for both, seconds each on a loaded machine (issue #31).
   */
  | { kind: 'warm-reader'; part: 'extract' | 'analysis' }
  /** PowerPoint to PDF with LibreOffice (the child runs it under its own limits; see office-to-pdf.ts). */
  | { kind: 'convert'; path: string; extension: 'pptx' | 'ppt'; soffice: string; timeMs: number; memoryMb: number }
  /**
   * A call of the local analysis engine (pure CPU on deck text), by method name, with the weights of its
   * learned decisions (a few kilobytes): the server loaded and validated them at start.
   */
  | { kind: 'analyse'; method: LocalAnalysisMethod; args: unknown[]; weights: EngineWeights }
  /** The figure ledger of a deck's pages (pure CPU on deck text, like the engine). */
  | { kind: 'figures'; pages: { page: number; text: string }[]; asOf: string };

export type LocalAnalysisMethod =
  | 'extractMetadata'
  | 'validatePitchDeck'
  | 'deepResearch'
  | 'smartQuestions'
  | 'dataFreshness'
  | 'newsIntelligence'
  | 'generateContent';

export interface SandboxRequest {
  id: number;
  task: SandboxTask;
}

export interface SandboxFailure {
  /** Set when the child threw an AppError: it crosses the process boundary with its code and message. */
  code?: ErrorCode;
  message: string;
  details?: unknown;
}

export type SandboxResponse =
  | { id: number; ok: true; result: ExtractedDocument | Uint8Array | unknown }
  | { id: number; ok: false; error: SandboxFailure };

/**
 * Sent by the child once it has loaded what an extraction needs and starts on the file: a read's time
 * counts from here for LONG_READ_MS (loading the reader in a new child is not the file's doing).
 */
export interface SandboxStarted {
  id: number;
  started: true;
}

export type SandboxMessage = SandboxResponse | SandboxStarted;
