import { parseSmartQuestions } from '@pitchscope/domain/smart-questions-parser';
import { describe, expect, it } from 'vitest';
import { buildSmartQuestions } from './smart-questions.ts';
import { forAnalysis, LUMORA, QUIETLY } from './test-fixtures.ts';

const NOW = new Date('2026-03-15T00:00:00Z');

describe('buildSmartQuestions', () => {
  it('writes the canonical format, grounded in the gaps of the deck', () => {
    const text = buildSmartQuestions(
      { deck: forAnalysis(QUIETLY), analysisSummary: '', keyConcerns: [], redFlags: ['No funding ask: amount is not stated'] },
      { now: NOW },
    );
    expect(text).toMatch(/^## 1\. Red Flags From the Analysis \(Must Ask\)/);
    expect(text).toMatch(/\*\*Q1\.\*\* The analysis noted: "No funding ask/);
    expect(text).toContain('How much are you raising');
    expect(text).toMatch(/## Meeting Strategy\n/);
    const parsed = parseSmartQuestions(text);
    const questions = parsed.sections.flatMap((s) => s.content.filter((c) => c.type === 'structured-question'));
    expect(questions.length).toBeGreaterThanOrEqual(4);
    expect(parsed.sections.some((s) => s.priority === 'high')).toBe(true);
  });

  it('asks about stale figures with the slides they are on', () => {
    const text = buildSmartQuestions({ deck: forAnalysis(LUMORA), analysisSummary: '', keyConcerns: [], redFlags: [] }, { now: NOW });
    expect(text).toMatch(/## \d\. Financials \(Must Ask\)/);
    expect(text).toMatch(/The financial figures \(slides? [\d, ]+\) stop at/);
    expect(text).toMatch(/- Good answer: .+\n- Red flag: .+/);
  });
});
