/**
 * The corpus as the learned decisions see it: each labelled document's features, with its sha256 (which
 * fixes its cross-validation fold) and its label. Shared by `engine:fit` and `eval:corpus --cv`.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { DeckText } from '../src/modules/analysis/analysis.provider.ts';
import { deckFeatures, type DeckFeatures } from '@pitchscope/engine/deck-features';
import { withinReadingBudget } from '@pitchscope/engine/local.provider';
import { hardRefusal, type HardRefusal } from '@pitchscope/engine/deck-rules';
import { detectSections } from '@pitchscope/engine/sections';
import { toSlides } from '@pitchscope/engine/text';
import type { LabelledDocument } from '@pitchscope/engine/learned/deck-classifier';
import { extractCached, parseTsv, type CachedExtraction, type Label } from './eval-labels.ts';
import { mapWithConcurrency } from '../src/platform/extraction/ocr.ts';
import { extractMetadata } from '@pitchscope/engine/metadata';
import { factDeckOf, type LabelledFactDeck } from './fact-calibration-fit.ts';

/** What the local engine reads of this deck to decide (within its reading budget): features and hard rules. */
export function evidenceOfDeck(deck: DeckText): { features: DeckFeatures; hardRefusal: HardRefusal | null } {
  const slides = toSlides(withinReadingBudget(deck).pages);
  return { features: deckFeatures(slides, detectSections(slides)), hardRefusal: hardRefusal(slides) };
}

export interface CorpusDocument extends LabelledDocument {
  file: string;
  label: Label;
  /** A labelled pitch deck's slides and candidates, for the metadata fits (company, location, confidence). */
  factDeck?: LabelledFactDeck;
}

/** A deck as the metadata fits read it; the place finder skips the name the engine reads. */
function factDeckOfText(deck: DeckText, sha256: string, label: Label): LabelledFactDeck {
  return factDeckOf(deck, sha256, label, extractMetadata(withinReadingBudget(deck)).companyName);
}

export async function loadCorpusDocuments(
  folder: string,
  options: { cacheDir: string | null; ocr: boolean; concurrency: number },
): Promise<CorpusDocument[]> {
  const labels = parseTsv(await readFile(path.join(folder, 'labels.tsv'), 'utf8'));
  const files = (await readdir(path.join(folder, 'files'))).sort().filter((file) => labels.has(file));
  return mapWithConcurrency(files, options.concurrency, async (file) => {
    const filePath = path.join(folder, 'files', file);
    const sha256 = createHash('sha256')
      .update(await readFile(filePath))
      .digest('hex');
    const doc = await extractCached(filePath, sha256, options.ocr, options.cacheDir);
    const deck: DeckText = {
      fileName: file,
      pages: doc.pages.map((p) => ({
        pageNumber: p.pageNumber,
        text: p.rawText,
        ...(p.notes ? { notes: p.notes } : {}),
      })),
    };
    const label = labels.get(file)!;
    const isPitchDeck = label.is_pitch_deck === 'yes';
    return { file, label, sha256, ...evidenceOfDeck(deck), isPitchDeck, ...(isPitchDeck ? { factDeck: factDeckOfText(deck, sha256, label) } : {}) };
  });
}

/**
 * Investors' corrections exported by an admin (`GET /api/admin/engine-labels`, unzipped): `labels.tsv` in
 * the corpus's columns and `texts/<sha256>.json`, each deck's slides as extracted. Only rows that say
 * whether the document is a deck teach the is-a-deck decision (an "add anyway" says yes).
 */
export async function loadCorrectionDocuments(folder: string): Promise<CorpusDocument[]> {
  const documents: CorpusDocument[] = [];
  for (const { file, label, deck } of await readCorrections(folder)) {
    if (label.is_pitch_deck !== 'yes' && label.is_pitch_deck !== 'no') continue;
    documents.push({ file, label, sha256: label.sha256, ...evidenceOfDeck(deck), isPitchDeck: label.is_pitch_deck === 'yes' });
  }
  return documents;
}

/**
 * The corrections that name a deck's company or its location (or say the deck states none), for the
 * company and location scorers. A blank column is a fact nobody touched: it teaches nothing, so a deck
 * joins only the fits of the columns it fills.
 */
export async function loadCorrectionFactDecks(folder: string): Promise<{ company: LabelledFactDeck[]; location: LabelledFactDeck[] }> {
  const company: LabelledFactDeck[] = [];
  const location: LabelledFactDeck[] = [];
  for (const { label, deck } of await readCorrections(folder)) {
    const teachesCompany = (label.company_name ?? '').trim() !== '';
    const teachesLocation = (label.location ?? '').trim() !== '';
    if (!teachesCompany && !teachesLocation) continue;
    const factDeck = factDeckOfText(deck, label.sha256, label);
    if (teachesCompany) company.push(factDeck);
    if (teachesLocation) location.push(factDeck);
  }
  return { company, location };
}

async function readCorrections(folder: string): Promise<{ file: string; label: Label; deck: DeckText }[]> {
  const labels = parseTsv(await readFile(path.join(folder, 'labels.tsv'), 'utf8'));
  const rows: { file: string; label: Label; deck: DeckText }[] = [];
  for (const [file, label] of labels) {
    let text: CachedExtraction;
    try {
      text = JSON.parse(await readFile(path.join(folder, 'texts', `${label.sha256}.json`), 'utf8')) as CachedExtraction;
    } catch (error) {
      // A row whose text is not in the export (a deck deleted since) cannot teach: it is skipped.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const deck: DeckText = {
      fileName: file,
      pages: text.pages.map((p) => ({ pageNumber: p.pageNumber, text: p.rawText, ...(p.notes ? { notes: p.notes } : {}) })),
    };
    rows.push({ file, label, deck });
  }
  return rows;
}
