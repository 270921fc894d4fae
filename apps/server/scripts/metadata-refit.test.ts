import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { engineLabelsTsv } from '@pitchscope/domain/engine-labels';
import { COMPANY_FEATURES, type CompanyCandidate, type CompanyFeatures } from '@pitchscope/engine/company-features';
import { rankCompanyCandidates } from '@pitchscope/engine/company-scorer';
import { findLocationCandidates } from '@pitchscope/engine/location-candidates';
import { detectSections } from '@pitchscope/engine/sections';
import { toSlides } from '@pitchscope/engine/text';
import { pitchDeckSlides } from '../src/test/factories.ts';
import { loadCorrectionFactDecks } from './corpus-features.ts';
import type { LabelledFactDeck } from './fact-calibration-fit.ts';
import { refitMetadata } from './metadata-refit.ts';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const NAMES = ['Brightloop', 'Kelpwise', 'Orbitra', 'Tallyho', 'Quarrel', 'Ferncast', 'Moltane', 'Ridgeway', 'Saltmarsh', 'Umbrix', 'Vantle', 'Wickline', 'Yarrowby', 'Zestle', 'Arcadia', 'Bramble', 'Cindral', 'Dovetail', 'Embery', 'Fathom'];

function candidate(name: string, on: Partial<CompanyFeatures>): CompanyCandidate {
  const features = Object.fromEntries(COMPANY_FEATURES.map((f) => [f, 0])) as CompanyFeatures;
  return { key: name.toLowerCase(), name, slides: [1], evidenceSlide: 1, features: { ...features, slideCount: 0.3, ...on } };
}

/**
 * A deck whose cover heading and running footer name two different things; `company` says which the
 * label takes for the company's name.
 */
function deckOf(n: number, company: 'cover' | 'footer', source: string): LabelledFactDeck {
  const name = NAMES[n % NAMES.length]!;
  const heading = `${name}${source === 'corpus' ? '' : 'ly'} Suite`;
  const footer = `${name}${source === 'corpus' ? 'ex' : 'io'}`;
  const slides = toSlides(pitchDeckSlides({ company: name, story: n }).map((text, i) => ({ pageNumber: i + 1, text })));
  const digest = sha(`${source}-${n}`);
  const label = { file: `${source}-${n}.pdf`, sha256: digest, company_name: company === 'cover' ? heading : footer, location: '' };
  return {
    file: label.file,
    sha256: digest,
    label,
    slides,
    sections: detectSections(slides),
    companyDeck: {
      file: label.file,
      sha256: digest,
      company: label.company_name,
      fallback: null,
      candidates: [candidate(heading, { cover: 1, coverFirstLine: 1 }), candidate(footer, { runningFooter: 1, slideShare: 0.8 })],
    },
    locationDeck: { file: label.file, sha256: digest, location: null, candidates: findLocationCandidates(slides, detectSections(slides), name) },
  };
}

describe('refitMetadata: the company scorer learns a fund’s decks from its corrections (issue #30 item 4)', () => {
  it('changes a decision the corrections contradict: a fund’s decks name the company in the footer, not the cover heading', () => {
    const corpus = Array.from({ length: 20 }, (_, n) => deckOf(n, 'cover', 'corpus'));
    const corrections = Array.from({ length: 40 }, (_, n) => deckOf(n, 'footer', 'fund'));
    const before = refitMetadata(corpus, { company: [], location: [] }, 5);
    const after = refitMetadata(corpus, { company: corrections, location: [] }, 5);
    const unseen = deckOf(7, 'footer', 'unseen').companyDeck.candidates;
    expect(rankCompanyCandidates(unseen, before.company)[0]!.candidate.name).toMatch(/Suite$/);
    expect(rankCompanyCandidates(unseen, after.company)[0]!.candidate.name).not.toMatch(/Suite$/);
    expect(after.companyCorrections.corrections).toBe(40);
    expect(after.companyCorrections.after).toBeGreaterThan(after.companyCorrections.before);
    // Every fact field keeps a calibration, fitted or the prior.
    expect(Object.keys(after.factConfidence).sort()).toEqual(['companyName', 'geography', 'industry', 'roundSize', 'stage']);
  });
});

describe('loadCorrectionFactDecks', () => {
  const folders: string[] = [];
  afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

  it('lets a correction teach only the columns it fills, and skips a row whose text is not exported', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'fact-corrections-'));
    folders.push(folder);
    await mkdir(path.join(folder, 'texts'));
    const texts = [pitchDeckSlides({ company: 'Kelpwise', city: 'Lisbon' }), pitchDeckSlides({ company: 'Orbitra', story: 2 })];
    const shas = texts.map((slides) => sha(slides.join('\n')));
    for (const [i, slides] of texts.entries())
      await writeFile(
        path.join(folder, 'texts', `${shas[i]}.json`),
        JSON.stringify({ pages: slides.map((rawText, n) => ({ pageNumber: n + 1, rawText })), rawContent: '', ocrPageCount: 0 }),
      );
    await writeFile(
      path.join(folder, 'labels.tsv'),
      engineLabelsTsv([
        { file: 'a.pdf', sha256: shas[0]!, isPitchDeck: '', labels: { company_name: 'Kelpwise', location: 'Lisbon, Portugal' } },
        { file: 'b.pdf', sha256: shas[1]!, isPitchDeck: '', labels: { location: 'unknown' } },
        { file: 'c.pdf', sha256: 'e'.repeat(64), isPitchDeck: '', labels: { company_name: 'Gone' } },
      ]),
    );
    const { company, location } = await loadCorrectionFactDecks(folder);
    expect(company.map((d) => [d.file, d.companyDeck.company])).toEqual([['a.pdf', 'Kelpwise']]);
    expect(location.map((d) => [d.file, d.locationDeck.location])).toEqual([
      ['a.pdf', 'Lisbon, Portugal'],
      ['b.pdf', null],
    ]);
    expect(company[0]!.companyDeck.candidates.some((c) => c.name === 'Kelpwise')).toBe(true);
  });
});
