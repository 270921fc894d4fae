/**
 * The local deep analysis over every pitch deck of the real corpus (`../shared/corpus`, or
 * `PITCHSCOPE_CORPUS`): no sentence of a report may contradict another, and the rules of issue #16
 * hold on real decks, not only on fixtures. Skipped when the corpus folder is absent (it is third-party
 * and never copied into the repository). Text comes from the corpus evaluation's extraction cache when
 * present (`npm run eval:corpus -- --cache`), else from the server's extraction without OCR.
 */
import { checkFigureLedger } from '@pitchscope/domain/figures/checks';
import { deepDiveSubTabs } from '@pitchscope/domain/deep-analysis-parser';
import { parseSmartQuestions } from '@pitchscope/domain/smart-questions-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DeckForAnalysis, DeepResearchResult } from '../src/modules/analysis/analysis.provider.ts';
import { peopleOf } from '@pitchscope/engine/findings';
import { createLocalProvider } from '@pitchscope/engine/local.provider';
import { corpusPresent, loadCorpusDecks } from './corpus-decks.ts';

const NOW = new Date('2026-11-25T12:00:00Z');

interface Generated {
  file: string;
  deck: DeckForAnalysis;
  research: DeepResearchResult;
  questions: string;
  freshness: string;
  news: string;
}

/** Phrases that say a core section is there, by the label the report uses for it. */
const COVERAGE_CLAIMS: Record<string, RegExp> = {
  'funding ask': /(?<!\bno |\bnot )\bamount stated\b|^- Clear ask:/m,
  team: /^- (People named|Named team):/m,
  traction: /^- Traction stated:/m,
  competition: /^- (Competitors named|Competition addressed)/m,
  market: /^- Market sized with figures:/m,
};

function notCovered(report: string): string[] {
  const line = report.split('\n').find((l) => l.startsWith('Core sections covered:')) ?? '';
  const m = /Not covered: (.*)\.$/.exec(line);
  return m ? m[1].split(', ') : [];
}

describe.skipIf(!corpusPresent())('the local report on every corpus deck', () => {
  const generated: Generated[] = [];

  beforeAll(async () => {
    const provider = createLocalProvider();
    const ctx = { now: NOW };
    for (const { file, deck } of await loadCorpusDecks({ now: NOW })) {
      const research = await provider.deepResearch(deck, ctx);
      const redFlags = deepDiveSubTabs(research.report).find((t) => t.id === 'red-flags')?.bullets?.slice(0, 5) ?? [];
      generated.push({
        file,
        deck,
        research,
        questions: await provider.smartQuestions({ deck, analysisSummary: research.report, keyConcerns: [], redFlags }, ctx),
        freshness: await provider.dataFreshness(deck, ctx),
        news: await provider.newsIntelligence(deck, ctx),
      });
    }
  }, 300_000);

  it('reads the labelled pitch decks', () => {
    expect(generated.length).toBeGreaterThanOrEqual(30);
  });

  it('never says a section is not covered and, elsewhere, that it is', () => {
    const contradictions: string[] = [];
    for (const g of generated) {
      const report = g.research.report;
      const missing = notCovered(report);
      for (const [label, claim] of Object.entries(COVERAGE_CLAIMS)) {
        const saysMissing = missing.includes(label) || new RegExp(`does not cover (the )?${label}\\b`, 'i').test(report);
        if (saysMissing && claim.test(report)) contradictions.push(`${g.file}: "${label}" both not covered and ${claim}`);
      }
      for (const m of report.matchAll(/does not cover (?:the )?([a-z ]+?)(?:[:.,]|$)/gim)) {
        const label = m[1].trim().toLowerCase();
        const coveredLine = report.split('\n').find((l) => l.startsWith('Core sections covered:')) ?? '';
        const covered = coveredLine.replace(/Not covered:.*$/, '');
        if (new RegExp(`(?:: |; )${label} \\(`, 'i').test(covered)) contradictions.push(`${g.file}: "${label}" listed as covered and "does not cover"`);
      }
    }
    expect(contradictions).toEqual([]);
  });

  it('never puts a deck with a Red fit criterion or inconsistent core figures in Tier 1 / Hot', () => {
    const wrong: string[] = [];
    for (const g of generated) {
      const fit = g.deck.investorFit;
      const red = fit && [fit.stageFit, fit.checkSizeFit, fit.sectorAlignment, fit.geographyFit].includes('Red');
      const errors = checkFigureLedger(g.deck.figures!, { asOf: NOW }).some((f) => f.severity === 'error');
      if ((red || errors) && (g.research.tier === 1 || g.research.verdict === 'Hot')) wrong.push(g.file);
      expect(g.research.report).toContain(`Tier: ${g.research.tier}`);
      expect(g.research.report).toContain(`Verdict: ${g.research.verdict}`);
    }
    expect(wrong).toEqual([]);
  });

  it('lists only findings as red flags, never report furniture', () => {
    for (const g of generated) {
      const bullets = deepDiveSubTabs(g.research.report).find((t) => t.id === 'red-flags')?.bullets ?? [];
      for (const b of bullets) expect(b, g.file).not.toMatch(/^no red flags?\b|^confidence\s*:|^none of the checks|no specific risk/i);
    }
  });

  it('words growth as the numbers say it', () => {
    for (const g of generated) {
      const text = `${g.research.report}\n${g.questions}`;
      expect(text, g.file).not.toMatch(/tenfold/i);
      for (const m of text.matchAll(/\b(\d+)-fold\b/g)) expect(Number(m[1]), g.file).toBeGreaterThanOrEqual(10);
      for (const m of text.matchAll(/\brise (\d+(?:\.\d)?) times\b/g)) expect(Number(m[1]), g.file).toBeLessThan(10);
    }
  });

  it('prints clean list items and company names as competitors', () => {
    for (const g of generated) {
      for (const line of `${g.research.report}\n${g.news}`.split('\n').filter((l) => l.startsWith('- '))) {
        expect(line, g.file).not.toMatch(/^- (?:"[“”"&|]|[“”&|])/);
        expect(line, g.file).not.toMatch(/&\s*\d+\s+more\b/);
      }
      const competitors = /^- Competitors named: (.*?)(?: \(slides? [\d, …]+\))?$/m.exec(g.research.report)?.[1];
      for (const name of competitors?.split(', ') ?? []) {
        expect(name, g.file).not.toMatch(/compet|landscape/i);
        expect(name.split(' ').length, g.file).toBeLessThanOrEqual(4);
      }
    }
  });

  it('asks specific questions, each with its basis and its own answers, founders being those the deck calls founders', () => {
    for (const g of generated) {
      const parsed = parseSmartQuestions(g.questions);
      const items = parsed.sections.flatMap((s) => s.content).filter((c) => c.type === 'structured-question');
      expect(items.length, g.file).toBeGreaterThanOrEqual(3);
      for (const q of items) {
        expect(q.basis, `${g.file}: ${q.question}`).toBeTruthy();
        expect(q.goodAnswer && q.redFlagAnswer, q.question).toBeTruthy();
        expect(q.question).not.toMatch(/The analysis noted/);
      }
      const goods = items.map((q) => q.goodAnswer);
      expect(new Set(goods).size, g.file).toBe(goods.length);
      const founderQuestion = items.find((q) => /named as founders?\b/.test(q.question));
      if (founderQuestion) {
        const founders = peopleOf(g.deck.keyPeople).filter((p) => /found/i.test(p.role)).map((p) => p.name);
        const named = founderQuestion.question.replace(/^(Is|Are) /, '').split(/, named as founders?/)[0].split(/, | and /);
        for (const name of named) expect(founders, g.file).toContain(name);
      }
    }
  });

  it('dates the figures the ledger dates, and says plainly that no news was searched', () => {
    for (const g of generated) {
      const dated = g.deck.figures!.figures.filter((f) => f.period !== null).length;
      if (dated > 0) {
        expect(g.freshness, g.file).toContain('| Slide | Type |');
        expect(g.freshness, g.file).not.toMatch(/carries a date|no dated/i);
      }
      expect(g.news, g.file).toMatch(/^No news was searched:/m);
      expect(g.news, g.file).not.toMatch(/GEMINI|OPENAI|API key|configure/i);
      expect(g.research.report, g.file).toMatch(/read from the deck alone/);
    }
  });
});
