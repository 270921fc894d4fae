import { describe, expect, it } from 'vitest';
import { INDUSTRIES } from '@pitchscope/domain/constants';
import { readSlides } from './finder-test-helpers.ts';
import { guessIndustry, industryDoubt, parseIndustryVocabulary } from './industry.ts';
import vocabularyFile from './industry-vocabulary.json' with { type: 'json' };

const filler = (words: number) => 'We meet every week and talk about what comes next for the people we serve. '.repeat(Math.ceil(words / 15));

describe('industryDoubt', () => {
  it('sees no doubt in a deck whose slides are about its trade and nothing else', () => {
    const { slides } = readSlides([
      'Ledgerly\nPayments for small shops',
      'Solution\nA wallet and payments app with banking built in',
      'Product\nFintech payments: one wallet, instant banking, card payments',
    ]);
    const guess = guessIndustry(slides)!;
    expect(guess.industry).toBe('Fintech');
    const doubt = industryDoubt(guess, new Set());
    expect(doubt.runnerUpShare).toBeLessThan(0.1);
    expect(doubt.thinSupport).toBe(0);
    expect(doubt.aboutOthers).toBe(0);
  });

  it('finds support thin when one word carries the industry, or the vocabulary is a small share of a long deck', () => {
    const oneWord = guessIndustry(readSlides(['Acme\nWe help teams', 'Pricing\npayments each month', 'Roadmap\npayments later']).slides)!;
    expect(oneWord.termCount).toBe(1);
    expect(industryDoubt(oneWord, new Set()).thinSupport).toBe(1);

    const pages = ['Ledgerly\nPayments for small shops', 'Solution\nA wallet and payments app with banking built in'];
    const short = guessIndustry(readSlides(pages).slides)!;
    const long = guessIndustry(readSlides([...pages, filler(600), filler(600)]).slides)!;
    expect(long.industry).toBe(short.industry);
    expect(industryDoubt(long, new Set()).thinSupport).toBeGreaterThan(industryDoubt(short, new Set()).thinSupport);
  });

  it('weighs a close runner-up, and vocabulary read on the slides about others', () => {
    const { slides } = readSlides([
      'Acme\nPayments for clinics',
      'Solution\nA wallet and payments app for patients',
      'Customers\nHospitals, clinics and healthcare providers: patient care, hospital networks',
    ]);
    const guess = guessIndustry(slides)!;
    const doubt = industryDoubt(guess, new Set([3]));
    expect(doubt.runnerUpShare).toBeGreaterThan(0);
    expect(doubt.runnerUpShare).toBeLessThanOrEqual(1);
    const fromOthers = [...guess.slideScores].filter(([n]) => n === 3).reduce((sum, [, score]) => sum + score, 0);
    expect(doubt.aboutOthers).toBeCloseTo(fromOthers / [...guess.slideScores.values()].reduce((a, b) => a + b, 0), 6);
    expect(industryDoubt(guess, new Set()).aboutOthers).toBe(0);
  });

  it('finds the evidence scattered when several rival vocabularies together outweigh the one chosen', () => {
    const guess = (scores: number[]) => ({
      industry: 'Fintech' as const,
      score: scores[0],
      slides: [1],
      others: (['Biotech / Healthcare', 'Edtech', 'Logistics / Supply Chain'] as const).slice(0, scores.length - 1).map((industry, i) => ({ industry, score: scores[i + 1] })),
      termCount: 5,
      slideScores: new Map([[1, scores[0]]]),
      wordCount: 100,
    });
    // The winner holds half or more of what the leading four score: plainly about one thing.
    expect(industryDoubt(guess([20, 8, 6, 4]), new Set()).scatter).toBe(0);
    expect(industryDoubt(guess([20]), new Set()).scatter).toBe(0);
    // A quarter or less: about none in particular, even with no single close runner-up.
    expect(industryDoubt(guess([9, 9, 9, 9]), new Set()).scatter).toBe(1);
    const between = industryDoubt(guess([12, 8, 8, 6]), new Set()).scatter!;
    expect(between).toBeGreaterThan(0);
    expect(between).toBeLessThan(1);
  });
});

describe('the industry vocabulary file', () => {
  it('holds only the spec\'s industries, in the file\'s order, each term with a weight other than 0', () => {
    const vocabulary = parseIndustryVocabulary(vocabularyFile);
    expect(Object.keys(vocabulary)).toEqual(Object.keys(vocabularyFile));
    for (const industry of Object.keys(vocabulary)) expect(INDUSTRIES).toContain(industry);
  });

  it('refuses an industry the spec does not have, a weight of 0 or not a number, and an empty term', () => {
    expect(() => parseIndustryVocabulary({ Alchemy: [['gold', 2]] })).toThrow();
    expect(() => parseIndustryVocabulary({ Fintech: [['payments', 0]] })).toThrow();
    expect(() => parseIndustryVocabulary({ Fintech: [['payments', '2']] })).toThrow();
    expect(() => parseIndustryVocabulary({ Fintech: [['', 1]] })).toThrow();
    expect(parseIndustryVocabulary({ Fintech: [['payments', 2], [{ pattern: '\\bpay\\w*' }, 1]] })).toEqual({
      Fintech: [['payments', 2], [{ pattern: '\\bpay\\w*' }, 1]],
    });
  });
});

describe('guessIndustry: the scorer', () => {
  const score = (pages: string[], description?: string, companyName?: string) =>
    guessIndustry(readSlides(pages).slides, description, companyName);

  it('counts a term once per slide it is on, and double on the title slide', () => {
    const inBody = score(['Acme', 'Product\nPayments and banking for shops'])!;
    const onTitle = score(['Payments and banking for shops', 'Acme'])!;
    expect(inBody.industry).toBe('Fintech');
    expect(onTitle.industry).toBe('Fintech');
    expect(onTitle.score).toBe(2 * inBody.score);
    const onTwoSlides = score(['Acme', 'Product\nPayments and banking for shops', 'Roadmap\nPayments and banking for shops'])!;
    expect(onTwoSlides.score).toBe(2 * inBody.score);
    expect(onTwoSlides.slides).toEqual([2, 3]);
  });

  it('gives a term repeated on one slide at most twice its weight', () => {
    const twice = score(['Acme', 'Product\nPayments, payments and banking'])!;
    const often = score(['Acme', 'Product\nPayments, payments, payments, payments, payments and banking'])!;
    expect(often.score).toBe(twice.score);
    expect(often.termCount).toBe(2);
  });

  it('counts the company\'s own description sentence double', () => {
    const pages = ['Acme', 'Product\nPayments and banking for shops'];
    const plain = score(pages)!;
    const described = score(pages, 'Acme is a payments app')!;
    expect(described.score).toBeGreaterThan(plain.score);
  });

  it('does not read the company\'s name as a description of its trade', () => {
    const pages = ['Banking Payments\nBoard games for families', 'Banking Payments\nPlay together at home'];
    expect(score(pages)?.industry).toBe('Fintech');
    expect(score(pages, undefined, 'Banking Payments')?.industry).not.toBe('Fintech');
  });

  it('names no industry on one word on one slide', () => {
    expect(score(['Acme\nThe flirting game'])).toBeNull();
  });
});
