import { parseArgs } from 'node:util';
import { createLocalProvider } from '@pitchscope/engine/local.provider';
import { loadConfig } from '../config/env.ts';
import { loadEngineWeights } from '../modules/analysis/local/load-engine-weights.ts';
import { detectSoffice } from '../platform/extraction/office-to-pdf.ts';
import { mapWithConcurrency, shutdownOcr } from '../platform/extraction/ocr.ts';
import { DocumentSandbox } from '../platform/extraction/sandbox/document-sandbox.ts';
import { deckFilesOf, formatCsv, formatTable, readDeck, readProfile, type DeckReport } from './read-decks.ts';

export const USAGE = `Usage: pitchscope read <files or folders> [--json | --csv] [--profile profile.json]

Reads pitch decks (PDF, PPTX, PPT) offline, as an upload is read, and prints for each file the
is-it-a-deck verdict, the facts read and, with --profile, the fit against that investor profile.
The server's settings apply (OCR_ENABLED, EXTRACTION_TIME_LIMIT_SECONDS, ENGINE_WEIGHTS, SOFFICE_PATH, ...).`;

export interface CliOutput {
  out: (text: string) => void;
  err: (text: string) => void;
}

/** `pitchscope <command> …`: returns the exit code (0 read, 1 a file unread, 2 a usage error). */
export async function runCli(argv: string[], output: CliOutput, env: Record<string, string | undefined> = process.env): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        json: { type: 'boolean', default: false },
        csv: { type: 'boolean', default: false },
        profile: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    output.err(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const [command, ...paths] = positionals;
  if (values.help) {
    output.out(USAGE);
    return 0;
  }
  if (command !== 'read' || paths.length === 0 || (values.json && values.csv)) {
    output.err(USAGE);
    return 2;
  }

  const config = loadConfig(env);
  const profile = values.profile ? await readProfile(values.profile) : null;
  const files = await deckFilesOf(paths);
  const extractTimeMs = config.EXTRACTION_TIME_LIMIT_SECONDS * 1000;
  // The files are untrusted: each is read in the sandbox's children under the server's budgets. The
  // engine then runs in this one-shot process, which has no requests to keep answering meanwhile.
  const sandbox = new DocumentSandbox({
    extractLanes: config.WORKER_CONCURRENCY,
    limits: { extractTimeMs, renderTimeMs: extractTimeMs, analysisTimeMs: extractTimeMs, memoryMb: config.EXTRACTION_MEMORY_LIMIT_MB },
  });
  const engine = createLocalProvider({ weights: loadEngineWeights(config.ENGINE_WEIGHTS) });
  const options = { ocr: config.OCR_ENABLED, soffice: detectSoffice(config.SOFFICE_PATH).path, profile, now: new Date() };
  let reports: DeckReport[];
  try {
    reports = await mapWithConcurrency(files, config.WORKER_CONCURRENCY, (file) => readDeck(sandbox, engine, file, options));
  } finally {
    await sandbox.close();
    await shutdownOcr();
  }
  output.out(values.json ? JSON.stringify(reports, null, 2) : values.csv ? formatCsv(reports) : formatTable(reports));
  return reports.some((report) => report.error) ? 1 : 0;
}
