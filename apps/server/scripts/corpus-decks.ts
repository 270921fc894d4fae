/**
 * The corpus's labelled pitch decks as the deep analysis sees them: extracted text (the corpus
 * evaluation's cache by file hash when it holds the file, else the server's extraction without OCR,
 * which is then kept in that cache),
 * the local engine's metadata, the figure ledger and an investor fit against a sample profile. Used by
 * `report-corpus.ts` (prints reports) and `report-consistency.test.ts` (which is skipped when the
 * corpus folder is absent). The corpus is third-party and never copied into the repository.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFigureLedger } from '@pitchscope/domain/figures/extract';
import { scoreInvestorFit } from '@pitchscope/domain/investor-fit';
import type { DeckForAnalysis } from '../src/modules/analysis/analysis.provider.ts';
import { createLocalProvider } from '@pitchscope/engine/local.provider';
import { extractCached, type CachedExtraction } from './eval-labels.ts';

/** `PITCHSCOPE_CORPUS`, else `../shared/corpus` beside the repository. */
export const CORPUS_DIR =
  process.env.PITCHSCOPE_CORPUS ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../shared/corpus');

export function corpusPresent(): boolean {
  return existsSync(path.join(CORPUS_DIR, 'labels.tsv')) && existsSync(path.join(CORPUS_DIR, 'files'));
}

/** A sample investor: early stages, software sectors, $250K–$2M tickets. */
export const SAMPLE_PROFILE = {
  investmentStages: ['Pre-Seed', 'Seed', 'Series A'],
  investmentFocus: ['SaaS', 'Fintech', 'AI/ML', 'Marketplace'],
  ticketSizeMin: 250_000,
  ticketSizeMax: 2_000_000,
  targetOwnershipMin: 5,
  targetOwnershipMax: 20,
  targetGeographies: [],
};

async function pagesOf(file: string): Promise<{ pageNumber: number; text: string }[]> {
  const sha = createHash('sha256')
    .update(await readFile(file))
    .digest('hex');
  const cacheDir = path.join(os.tmpdir(), 'pitchscope-eval-cache');
  try {
    // The evaluation's extraction with OCR, when it made one.
    const cached = JSON.parse(await readFile(path.join(cacheDir, `${sha}.json`), 'utf8')) as CachedExtraction;
    return cached.pages.map((p) => ({ pageNumber: p.pageNumber, text: p.rawText }));
  } catch {
    // Not cached.
  }
  // Else the extraction without OCR, kept in the evaluation's cache (as `eval:corpus --cache --no-ocr`
  // keeps it): it was 25 s of the consistency test's 40 s, done again on every run.
  await mkdir(cacheDir, { recursive: true });
  const doc = await extractCached(file, sha, false, cacheDir);
  return doc.pages.map((p) => ({ pageNumber: p.pageNumber, text: p.rawText }));
}

/** The labelled pitch decks (`is_pitch_deck` yes), as DeckForAnalysis with ledger and fit. */
export async function loadCorpusDecks(options: { only?: string; now: Date }): Promise<{ file: string; deck: DeckForAnalysis }[]> {
  const [header, ...rows] = (await readFile(path.join(CORPUS_DIR, 'labels.tsv'), 'utf8')).split('\n').filter(Boolean).map((l) => l.split('\t'));
  const col = (name: string) => header.indexOf(name);
  const decks = rows.filter((r) => r[col('is_pitch_deck')] === 'yes').map((r) => r[col('file')]);
  const present = new Set(await readdir(path.join(CORPUS_DIR, 'files')));
  const provider = createLocalProvider();
  const out: { file: string; deck: DeckForAnalysis }[] = [];
  for (const file of decks.filter((f) => present.has(f) && (!options.only || f.includes(options.only)))) {
    const pages = await pagesOf(path.join(CORPUS_DIR, 'files', file));
    const metadata = await provider.extractMetadata({ fileName: file, pages }, { now: options.now });
    const figures = buildFigureLedger(
      pages.map((p) => ({ page: p.pageNumber, text: p.text })),
      { asOf: options.now },
    );
    const investorFit = scoreInvestorFit(metadata, SAMPLE_PROFILE, { sources: metadata.fieldSources });
    out.push({ file, deck: { id: file, ...metadata, pages, figures, investorFit } });
  }
  return out;
}
