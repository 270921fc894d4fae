import { describe, expect, it } from 'vitest';
import { looksLikeGibberish, readabilityScore } from './gibberish.ts';

const shift = (text: string, by: number) =>
  Array.from(text, (char) => String.fromCharCode(char.charCodeAt(0) + by)).join('');

const ENGLISH = `Problem
Price is an important concern for customers booking travel online.
Hotels leave you disconnected from the city and its culture.
No easy way exists to book a room with a local or become a host.`;

const POLISH = `Rozwiązanie
Nasza aplikacja pozwala użytkownikom szybko znaleźć przyjaciół w okolicy i wspólnie spędzać czas.
Model biznesowy opiera się na subskrypcji oraz współpracy z lokalnymi przedsiębiorstwami.
Zespół ma wieloletnie doświadczenie w budowaniu produktów mobilnych.`;

const RUSSIAN = `Проблема
Малые предприятия тратят слишком много времени на бухгалтерию и отчётность.
Наше решение автоматизирует учёт и помогает владельцам принимать решения быстрее.
Рынок в России и СНГ растёт на двадцать процентов в год.`;

const FINANCIALS = `Financials (USD, thousands)
2021 2022 2023 2024E 2025E
Revenue 1,240 3,410 7,980 15,200 28,900
EBITDA (820) (410) 640 3,100 7,450
ARR growth 175% 134% 90%
CAC $120 LTV $1,450 LTV/CAC 12.1x
Burn $180k/mo, runway 18 mo`;

describe('looksLikeGibberish', () => {
  it('flags text whose every character is shifted by +9 (broken font encoding)', () => {
    expect(looksLikeGibberish(shift(ENGLISH, 9))).toBe(true);
  });

  it('flags the -9 shift seen in real decks, where spaces become control characters', () => {
    expect(looksLikeGibberish(shift(ENGLISH, -9))).toBe(true);
  });

  it('flags a page that is mostly private-use glyphs (an unmapped custom font)', () => {
    expect(looksLikeGibberish(shift('Our customers love the product and pay monthly', 0xe000))).toBe(true);
  });

  it.each([
    ['English', ENGLISH],
    ['Polish', POLISH],
    ['Russian', RUSSIAN],
    ['a numbers-heavy financial slide', FINANCIALS],
    ['a short title slide', 'Thank you!\nhello@acme.io'],
    [
      'acronyms and brand names',
      'B2B SaaS for SMBs: CRM, ERP and HRIS\nPayPal, LinkedIn, YouTube, eBay integrations',
    ],
    [
      'addresses and links',
      'Contact: https://www.polarismarketresearch.com/industry-analysis/iot-asset-tracking jane.doe@startup.com',
    ],
    [
      'a slide with a few icon glyphs',
      '\uf0a7 Fast onboarding\n\uf0a7 Secure by default\n\uf0a7 Works offline for field teams',
    ],
  ])('does not flag %s', (_, text) => {
    expect(looksLikeGibberish(text)).toBe(false);
  });

  it('scores readable text above its garbled form', () => {
    expect(readabilityScore(ENGLISH)).toBeGreaterThan(readabilityScore(shift(ENGLISH, -9)));
    expect(readabilityScore(ENGLISH)).toBeGreaterThan(readabilityScore(shift(ENGLISH, 9)));
  });
});
