import { describe, expect, it } from 'vitest';
import {
  addGrounding,
  groundingReport,
  missingEnv,
  providerArg,
  type GroundingScore,
} from './eval-provider.ts';

describe('the provider of a corpus evaluation', () => {
  it('reads --provider, local by default, and refuses an unknown one', () => {
    expect(providerArg([])).toBe('local');
    expect(providerArg(['../corpus', '--provider=openai-compatible'])).toBe('openai-compatible');
    expect(providerArg(['--provider=gemini'])).toBe('gemini');
    expect(() => providerArg(['--provider=claude'])).toThrow(
      'Unknown --provider=claude; use one of local, gemini, openai-compatible',
    );
  });

  it('names the environment variables a model provider lacks', () => {
    expect(missingEnv('local', {})).toEqual([]);
    expect(missingEnv('gemini', {})).toEqual(['GEMINI_API_KEY (the Google Gemini API key)']);
    expect(missingEnv('gemini', { GEMINI_API_KEY: 'k' })).toEqual([]);
    expect(
      missingEnv('openai-compatible', { OPENAI_BASE_URL: 'http://localhost:11434/v1', ANALYSIS_MODEL: ' ' }),
    ).toEqual(['ANALYSIS_MODEL (the model id on that server, e.g. llama3.1:8b)']);
  });

  it('totals the claim checks of every deck into a grounding rate with each unverified claim', () => {
    const score: GroundingScore = { decks: 0, verified: 0, unverified: 0, unchecked: 0, misses: [] };
    const check = (status: 'verified' | 'unverified' | 'unchecked', claim = 'c') => ({
      claim,
      section: '',
      slides: [2],
      status,
      reason: 'r',
    });
    addGrounding(score, 'a.pdf', [check('verified'), check('verified'), check('unchecked')]);
    addGrounding(score, 'b.pdf', [check('verified'), check('unverified', 'ARR is $5M.')]);
    expect(groundingReport(score)).toEqual([
      '\nGrounding (deep research on 2 decks): 3 of 4 cited claims found on their slides (75.0%); 1 unverified; 1 judgements without a citation.',
      '  [unverified] b.pdf: "ARR is $5M." — r',
    ]);
  });
});
