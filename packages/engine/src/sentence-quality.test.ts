import { describe, expect, it } from 'vitest';
import { hasFiniteVerb, judgeSentence } from './sentence-quality.ts';

describe('judgeSentence accepts whole sentences', () => {
  it.each([
    'Brightpath helps small clinics book patients without phone calls.',
    'We sell refurbished forklifts to warehouses across the Midwest.',
    'Our app lets tenants pay rent and report repairs in one place.',
    'Clinics lose a fifth of their appointments to no-shows every month.',
    '“Tidewell is the fastest way for ferry operators to sell tickets.”',
    'Farmers in the region waste a third of their harvest before it reaches a market',
  ])('%s', (sentence) => {
    expect(judgeSentence(sentence)).toEqual({ ok: true, score: 1, problems: [] });
  });
});

describe('judgeSentence refuses slide furniture and fragments', () => {
  it.each([
    ['Next Steps (Introductory meeting)', 'too-short'],
    ['THE FREIGHT PLATFORM FOR SMALL SHIPPERS AND CARRIERS.', 'mostly-numbers-or-caps'],
    ['Expected to exceed $40 billion by 2028 across the region.', 'fragment-start'],
    ['and a dashboard that tracks every delivery in real time.', 'no-capital-start'],
    ['Our solution is a platform that is:', 'dangling-end'],
    ['Smart glass panels for offices, hotels and hospitals.', 'no-verb'],
    ['Tired of waiting weeks for a plumber to show up?', 'question'],
    ['Confidential - do not distribute this document to third parties.', 'slide-furniture'],
    ['Visit www.example.com to see how the product works today.', 'slide-furniture'],
    ['Storage is a mess a a = for most people today.', 'noise'],
    ['→ instant payouts are sent to the driver after each trip.', 'noise'],
    ['12,400 345 21% 8,900 1,200 users 77 is 3,100 4,500 9,000 2019 2020 2021.', 'mostly-numbers-or-caps'],
    ['Ran a design agency for four years before this company.', 'fragment-start'],
    ['In-app purchases e 2 matches are shown for free.', 'noise'],
    ['Building lasting relationships requires: 1. discovery, 2.', 'dangling-end'],
    ['Global Freight Search Uses Flat Static Directories today.', 'mostly-numbers-or-caps'],
    ['Adults who work out twice a week at home.', 'no-verb'],
    ['9:41 AM the app shows nearby drivers on a map.', 'noise'],
    ['Which is why the market is moving to subscriptions every year.', 'fragment-start'],
  ])('%s → %s', (sentence, problem) => {
    const verdict = judgeSentence(sentence);
    expect(verdict.ok).toBe(false);
    expect(verdict.problems).toContain(problem);
    expect(verdict.score).toBeLessThan(1);
  });

  it('refuses a sentence too long to read as one', () => {
    const long = `Our platform ${'connects buyers and sellers of used parts '.repeat(7)}today.`;
    expect(judgeSentence(long).problems).toContain('too-long');
  });
});

describe('hasFiniteVerb', () => {
  it('finds copulas, third-person and past forms, and base forms after a subject', () => {
    expect(hasFiniteVerb('The kiosk is open all night')).toBe(true);
    expect(hasFiniteVerb('Nordlane connects fishing boats with buyers')).toBe(true);
    expect(hasFiniteVerb('The pilot reduced the waiting time')).toBe(true);
    expect(hasFiniteVerb('We build sensors for grain silos')).toBe(true);
  });

  it('does not take a participle opening a caption or a noun phrase for a verb', () => {
    expect(hasFiniteVerb('Expected to grow tenfold')).toBe(false);
    expect(hasFiniteVerb('Cloud storage for architects')).toBe(false);
    expect(hasFiniteVerb('Book rooms with locals')).toBe(false);
    expect(hasFiniteVerb('Solar powered cold storage for markets')).toBe(false);
    expect(hasFiniteVerb('Small farmers with no access to credit')).toBe(false);
  });
});
