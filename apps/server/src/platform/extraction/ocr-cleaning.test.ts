import { describe, expect, it } from 'vitest';
import {
  cleanOcrLines,
  isJunkOcrLine,
  isWellFormedWord,
  MIN_WORD_CONFIDENCE,
  parseTesseractTsv,
  type OcrLine,
} from './ocr-cleaning.ts';

/** A tesseract TSV row: level, page, block, paragraph, line, word, left, top, width, height, conf, text. */
const tsvRow = (level: number, [block, par, line, word]: number[], conf: number, text = '') =>
  [level, 1, block, par, line, word, 10, 10, 50, 20, conf, text].join('\t');

/** Words read with a confidence each, as one OCR line (the box tsvRow gives every word). */
const line = (...words: [string, number][]): OcrLine =>
  words.map(([text, confidence]) => ({ text, confidence, box: { left: 10, top: 10, width: 50, height: 20 } }));

describe('parseTesseractTsv', () => {
  it('groups words into their lines, in order, with their confidences', () => {
    const tsv = [
      tsvRow(1, [0, 0, 0, 0], -1),
      tsvRow(2, [1, 0, 0, 0], -1),
      tsvRow(4, [1, 1, 1, 0], -1),
      tsvRow(5, [1, 1, 1, 1], 96.2, 'Seeking'),
      tsvRow(5, [1, 1, 1, 2], 91, '$2.5M'),
      tsvRow(4, [1, 1, 2, 0], -1),
      tsvRow(5, [1, 1, 2, 1], 12.5, 'yo'),
      tsvRow(5, [2, 1, 1, 1], 88, 'Lisbon'),
      '',
    ].join('\n');

    expect(parseTesseractTsv(tsv)).toEqual([
      line(['Seeking', 96.2], ['$2.5M', 91]),
      line(['yo', 12.5]),
      line(['Lisbon', 88]),
    ]);
  });

  it('skips the header row, empty words and anything that is not a word row', () => {
    const tsv = [
      'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext',
      tsvRow(5, [1, 1, 1, 1], 95, ' '),
      tsvRow(5, [1, 1, 1, 2], 95, 'Team'),
      'garbage',
    ].join('\n');

    expect(parseTesseractTsv(tsv)).toEqual([line(['Team', 95])]);
    expect(parseTesseractTsv('')).toEqual([]);
  });
});

describe('isJunkOcrLine', () => {
  it.each(['yo', 'B)', 'hd', '| 4 _ = = = q q', '— © ~', 'a ©', '|', 'ee |', '_ ~', '= -', '| 4 = = q q', '4', 'a', 'I', 'ok', 'So'])(
    'drops %j (symbols, or only one- and two-letter fragments)',
    (text) => expect(isJunkOcrLine(text)).toBe(true),
  );

  it.each([
    'Problem',
    'AI',
    'EU UK',
    '$2.5M',
    '-5%',
    '+30%',
    '(820)',
    '2021 2022 2023',
    'Revenue 1,240 3,410',
    'We sell robots to hospitals',
    'B2B',
    'Q3',
    '$5',
    '3x',
    'Step 2',
    'Zespół',
    'Рынок',
    'hello@acme.io',
    'We',
    "we're",
    'to be',
    'of',
  ])('keeps %j (a real word, a figure, an acronym or a short function word)', (text) => expect(isJunkOcrLine(text)).toBe(false));
});

describe('isWellFormedWord', () => {
  it.each(['Regulatory', 'FINANCE', 'spotlight', 'verified,', "community's", '(Pilot)', 'Zespół', 'Рынок', '10.95%', '$2.5M', '2021', '-12%', '(820)', '€40k', '$1', '5%', '3x'])(
    'reads %j as a word or a figure',
    (text) => expect(isWellFormedWord(text)).toBe(true),
  );

  it.each(['yo', 'hd', 'B)', 'Se', 'sLoGan', 'Wwwww', 'PU)', 'QPRST', 'mmm', '4', '|', '=”', '—E', '[J', '\\g'])(
    'does not read %j as one (short, mixed case, no vowel, a single digit, symbols)',
    (text) => expect(isWellFormedWord(text)).toBe(false),
  );
});

describe('cleanOcrLines', () => {
  it('drops the words tesseract doubts and keeps the rest of their line in order', () => {
    const lines = [
      line(['Revenue', 96], ['grew', 93], ['«', 8], ['fourfold', 90]),
      line(['Seeking', 95], ['€2M', 88]),
    ];
    expect(cleanOcrLines(lines)).toEqual(['Revenue grew fourfold', 'Seeking €2M']);
  });

  it('drops a line left with only debris once its doubtful words are gone, and lines of debris', () => {
    const lines = [
      line(['Market', 95], ['opportunity', 94]),
      line(['yo', 91]),
      line(['|', 60], ['4', 40], ['_', 35], ['=', 50], ['=', 50], ['q', 45], ['q', 45]),
      line(['B)', 20], ['tt', 10], ['Wwwww', 5]),
      line(['AI', 92], ['first', 90]),
    ];
    expect(cleanOcrLines(lines)).toEqual(['Market opportunity', 'AI first']);
  });

  it('keeps a word at exactly the threshold and drops one just below it', () => {
    const lines = [line(['Lisbon', MIN_WORD_CONFIDENCE], ['Rd', MIN_WORD_CONFIDENCE], ['ie', MIN_WORD_CONFIDENCE - 0.1])];
    expect(cleanOcrLines(lines)).toEqual(['Lisbon Rd']);
  });

  it('keeps doubted words that are well formed, and doubted figures', () => {
    const lines = [
      line(['Regulatory', 0], ['FINANCE', 9], ['hd', 12]),
      line(['Churn', 95], ['16.80%', 8], ['4', 20]),
    ];
    expect(cleanOcrLines(lines)).toEqual(['Regulatory FINANCE', 'Churn 16.80%']);
  });

  it('takes another threshold when asked (0 keeps every word)', () => {
    const lines = [line(['yo', 5], ['robots', 70])];
    expect(cleanOcrLines(lines, 0)).toEqual(['yo robots']);
    expect(cleanOcrLines(lines, 80)).toEqual(['robots']);
  });
});
