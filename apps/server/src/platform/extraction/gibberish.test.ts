import { describe, expect, it } from 'vitest';
import { isMostlyUncasedScript, looksLikeGibberish, measureText, readabilityScore, readsPoorly } from './gibberish.ts';

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

/** A text layer whose font maps only some glyphs: scattered letters and bullets where the words were. */
const SCATTERED = `litercom
W t we' l k g f
* * - -
r o t k a p s n l r t b d c
h c s t m ' g k d b r w t
v n b t r d ' k l s m p`;

describe('measureText', () => {
  it('counts scattered letters as fragments', () => {
    const quality = measureText(SCATTERED).reading;
    expect(quality.fragments / quality.letterTokens).toBeGreaterThan(0.6);
  });

  it('reads letters spaced out for design as words, line by line', () => {
    const quality = measureText('T H E  P R O B L E M\nT r a n s f o r m i n g  D a t a\nOnline wallets can be hacked.').reading;
    expect(quality.fragments).toBe(0);
    expect(quality.wordLetters).toBe('THEPROBLEMTransformingDataOnlinewalletscanbehacked'.length);
  });

  it('does not count acronyms, figures or function words as fragments', () => {
    expect(measureText('AI for EU banks: Q3 revenue up 5x, a 3D map of the UK').reading.fragments).toBe(0);
    expect(measureText('Nasza aplikacja w Polsce i w Niemczech').reading.fragments).toBe(0);
  });

  it('judges each letter token alone for the encoding, and a spaced-out word as one for the reading', () => {
    const measures = measureText('T H R S T\nthe www.example.com 2024');
    expect(measures.encoding.wordCount).toBe(6);
    expect(measures.encoding.commonWordShare).toBeCloseTo(1 / 6, 6);
    expect(measures.reading.letterTokens).toBe(2);
    expect(measures.reading.commonWordShare).toBe(0.5);
  });
});

describe('readsPoorly', () => {
  it('flags a text layer that has lost its words, and a shifted encoding', () => {
    expect(readsPoorly(SCATTERED)).toBe(true);
    expect(readsPoorly(shift(ENGLISH, 9))).toBe(true);
  });

  it.each([
    ['English', ENGLISH],
    ['Polish', POLISH],
    ['Russian', RUSSIAN],
    ['a numbers-heavy financial slide', FINANCIALS],
    ['spaced-out headings', 'T H E  P R O B L E M\nOnline wallets can be hacked.\nAI is getting smarter every day.\nM A R K E T · B O T T O M  U P'],
    ['a short title', 'W t k'],
    ['Japanese, whose words are one or two characters', '○審査委員\nしまね OSS 協議会 会長 井上 浩 氏\n楽天技術研究所 代表 森 正弥 氏\n島根大学 教授 田中 氏'],
  ])('does not flag %s', (_, text) => {
    expect(readsPoorly(text)).toBe(false);
  });
});

describe('readabilityScore', () => {
  it('scores a reading in words above a reading of scattered letters with more letters', () => {
    const ocr = 'The problem\nShops lose hours every week on invoices';
    expect(SCATTERED.match(/\p{L}/gu)!.length).toBeGreaterThan(ocr.match(/\p{L}/gu)!.length);
    expect(readabilityScore(ocr)).toBeGreaterThan(readabilityScore(SCATTERED));
  });

  it('scores the same text the same however it is spaced out', () => {
    expect(readabilityScore('T H E  P R O B L E M')).toBe(readabilityScore('THEPROBLEM'));
  });
});

describe('isMostlyUncasedScript', () => {
  it('tells a page in a script OCR cannot read (no letter case) from Latin and Cyrillic text', () => {
    expect(isMostlyUncasedScript('松江オープンソース活用ビジネスプランコンテスト 2009 募集要項 実行委員会（松江市＋しまね OSS 協議会）')).toBe(true);
    expect(isMostlyUncasedScript(ENGLISH)).toBe(false);
    expect(isMostlyUncasedScript(RUSSIAN)).toBe(false);
    expect(isMostlyUncasedScript('会長')).toBe(false);
  });
});
