/**
 * The corpus as the learned decisions see it: each labelled document's features, with its sha256 (which
 * fixes its cross-validation fold) and its label. Shared by `engine:fit` and `eval:corpus --cv`.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { DeckText } from '../src/modules/analysis/analysis.provider.ts';
import { deckFeatures, type DeckFeatures } from '../src/modules/analysis/local/deck-features.ts';
import { withinReadingBudget } from '../src/modules/analysis/local/local.provider.ts';
import { hardRefusal, type HardRefusal } from '../src/modules/analysis/local/deck-rules.ts';
import { detectSections } from '../src/modules/analysis/local/sections.ts';
import { toSlides } from '../src/modules/analysis/local/text.ts';
import type { LabelledDocument } from '../src/modules/analysis/local/learned/deck-classifier.ts';
import { extractCached, parseTsv, type Label } from './eval-labels.ts';
import { mapWithConcurrency } from '../src/platform/extraction/ocr.ts';

/** What the local engine reads of this deck to decide (within its reading budget): features and hard rules. */
export function evidenceOfDeck(deck: DeckText): { features: DeckFeatures; hardRefusal: HardRefusal | null } {
  const slides = toSlides(withinReadingBudget(deck).pages);
  return { features: deckFeatures(slides, detectSections(slides)), hardRefusal: hardRefusal(slides) };
}

export interface CorpusDocument extends LabelledDocument {
  file: string;
  label: Label;
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
    return { file, label, sha256, ...evidenceOfDeck(deck), isPitchDeck: label.is_pitch_deck === 'yes' };
  });
}
