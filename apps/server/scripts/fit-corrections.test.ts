import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { engineLabelsTsv } from '@pitchscope/domain/engine-labels';
import { decideDeck } from '@pitchscope/engine/learned/deck-classifier';
import { pitchDeckSlides } from '../src/test/factories.ts';
import { evidenceOfDeck, loadCorrectionDocuments, type CorpusDocument } from './corpus-features.ts';
import { refitWithCorrections } from './deck-cross-validation.ts';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

function documentOf(file: string, slides: string[], isPitchDeck: boolean): CorpusDocument {
  const deck = { fileName: file, pages: slides.map((text, index) => ({ pageNumber: index + 1, text })) };
  return { file, label: {}, sha256: sha(slides.join('\n')), ...evidenceOfDeck(deck), isPitchDeck };
}

const COMPANIES = ['Brightloop', 'Kelpwise', 'Orbitra', 'Tallyho', 'Quarrel', 'Ferncast', 'Moltane', 'Ridgeway', 'Saltmarsh', 'Umbrix', 'Vantle', 'Wickline', 'Yarrowby', 'Zestle', 'Arcadia', 'Bramble', 'Cindral', 'Dovetail', 'Embery', 'Fathom', 'Galewind', 'Hollis', 'Inkwell', 'Juniper', 'Kestrel', 'Lumen', 'Marlow', 'Nettle', 'Oakum', 'Pimlico'];

/** A one-page teaser: what a fund may call a deck, and a corpus labelled as not one. */
function teaser(company: string, n: number): string[] {
  return [
    `${company} — investment teaser\n${company} builds software for ${['dentists', 'bakeries', 'vets', 'florists', 'gyms'][n % 5]}.\n` +
      `Revenue ${100 + n * 7}K ARR, ${3 + (n % 4)} pilots signed.\nSeeking ${1 + (n % 3)}M to grow sales. Contact: founders@${company.toLowerCase()}.com`,
  ];
}

describe('engine:fit with investors\' corrections (issue #30 item 4)', () => {
  const folders: string[] = [];
  afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

  it('reads an exported corrections folder: rows that say whether the document is a deck, with their slide texts', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'corrections-'));
    folders.push(folder);
    await mkdir(path.join(folder, 'texts'));
    const slides = teaser('Kelpwise', 1);
    const textSha = sha(slides.join('\n'));
    await writeFile(path.join(folder, 'texts', `${textSha}.json`), JSON.stringify({ pages: slides.map((rawText, i) => ({ pageNumber: i + 1, rawText })), rawContent: '', ocrPageCount: 0 }));
    await writeFile(
      path.join(folder, 'labels.tsv'),
      engineLabelsTsv([
        { file: 'a-teaser.pdf', sha256: textSha, isPitchDeck: 'yes', labels: {} },
        // A company-name correction alone says nothing of whether the document is a deck.
        { file: 'b-deck.pdf', sha256: 'f'.repeat(64), isPitchDeck: '', labels: { company_name: 'Orbitra' } },
      ]),
    );
    const documents = await loadCorrectionDocuments(folder);
    expect(documents.map((d) => ({ file: d.file, sha256: d.sha256, isPitchDeck: d.isPitchDeck }))).toEqual([
      { file: 'a-teaser.pdf', sha256: textSha, isPitchDeck: true },
    ]);
    expect(documents[0]!.features).toEqual(documentOf('x', slides, true).features);
  });

  it('turns a decision the corrections contradict: teasers refused by the corpus weights are decks once a fund says so', () => {
    const corpus = [
      ...COMPANIES.slice(0, 10).map((company, n) => documentOf(`${company}.pdf`, pitchDeckSlides({ company, story: n }), true)),
      ...COMPANIES.slice(10, 20).map((company, n) => documentOf(`${company}-teaser.pdf`, teaser(company, n), false)),
    ];
    const corrections = COMPANIES.slice(20, 30).flatMap((company, n) => [
      documentOf(`${company}-teaser.pdf`, teaser(company, n + 10), true),
      documentOf(`${company}-teaser-2.pdf`, teaser(`${company}ly`, n + 20), true),
    ]);
    const refit = refitWithCorrections(corpus, corrections, 5);
    const unseen = documentOf('Quillon-teaser.pdf', teaser('Quillon', 37), true);
    expect(decideDeck(refit.before.fittedWeights, unseen.features, unseen.hardRefusal).isPitchDeck).toBe(false);
    expect(decideDeck(refit.after.fittedWeights, unseen.features, unseen.hardRefusal).isPitchDeck).toBe(true);
    expect(refit.correctionsAgreedBefore).toBeLessThan(refit.correctionsAgreedAfter);
    // The corpus's full decks stay decks.
    const deck = documentOf('Solvent.pdf', pitchDeckSlides({ company: 'Solvent', story: 3 }), true);
    expect(decideDeck(refit.after.fittedWeights, deck.features, deck.hardRefusal).isPitchDeck).toBe(true);
  });
});
