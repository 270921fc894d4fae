/**
 * Tells readable text from the output of a broken PDF font encoding.
 *
 * A PDF whose fonts lack a usable ToUnicode map yields text where every glyph code is off by a constant
 * (the classic case: each character shifted by a few code points). Such text is full of control
 * characters, symbols inside words and vowel-less letter runs, and it contains almost none of the
 * short function words every natural language is built from. Decks are terse (bullets, numbers,
 * brand names), so no single signal is trusted on its own: a page is judged by the share of its
 * letters that sit in implausible tokens, with the control-character rate as a fast path.
 */

/** Short, very frequent words of the languages decks arrive in. A hit proves the text is readable. */
export const COMMON_WORDS = new Set(
  [
    // English
    'the of and to in a is for on with as by at from that this it are be or an we our your you will ' +
      'has have can new more all its their not but was were into per about how why what who us',
    // Polish
    'i w z na do nie się to jest że o od po dla za oraz jak ale co są przez przy lub także już ' +
      'tak czy być który która które ich jego nas nasz nasze',
    // Russian
    'и в не на с что по для как это из от к у о а мы вы но или за до при же все ваш наш',
    // German, French, Spanish, Italian, Portuguese
    'der die das und ist mit für von zu den ein eine auf nicht les le la de et des en un une du pour ' +
      'est que qui dans par el los las y del por con una para il di che per e o da em um uma',
  ]
    .join(' ')
    .split(/\s+/),
);

// Latin, Cyrillic and Greek vowels, accented forms included; `y` counts (English "my", Polish "być").
const VOWEL_CLASS = 'aeiouyàáâãäåæèéêëìíîïòóôõöøùúûüýÿąęėīōūůőűаеёиоуыэюяєіїαεηιουω';
const HAS_VOWEL = new RegExp(`[${VOWEL_CLASS}]`, 'iu');
const LONG_CONSONANT_RUN = new RegExp(`[^${VOWEL_CLASS}]{6,}`, 'iu');
// What shifted letters land on, and never what words (or even code: snake_case, <tags>, a=b) contain.
const IMPLAUSIBLE_IN_WORD =
  /[\\^`{|}~\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ue000-\uf8ff\ufffd]/;
const CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffd]/g;
// Private-use code points: icon fonts (a few per slide) or a whole page in a custom-encoded font.
const PRIVATE_USE = /[\ue000-\uf8ff]/g;
const LETTER = /\p{L}/u;
const LETTERS = /\p{L}/gu;
// Latin-1 letters (À..ÿ): a whole word of them is what Cyrillic read through the wrong code page looks like.
const LATIN1_LETTERS = /[\u00c0-\u00ff]/g;
const EDGE_PUNCTUATION = /^[\s"'“”‘’«»„()[\]{}.,;:!?•·*–—-]+|[\s"'“”‘’«»„()[\]{}.,;:!?•·*–—-]+$/gu;
// Addresses are letter soup by nature (consonant runs, no spaces) and say nothing about the encoding.
const ADDRESS = /^(https?:|www\.|[^@\s]+@[^@\s]+\.)|\/|\.(com|org|net|io|ai|co)\b/i;

/**
 * What a page's text shows of how it was read, measured in one pass over its tokens (tokens without a
 * letter, and addresses, are not judged).
 */
export interface TextMeasures {
  /** Control and replacement characters (never part of real text). */
  controlCharCount: number;
  privateUseCount: number;
  /** Non-space characters, the base for the two counts above. */
  visibleCharCount: number;
  /** Every letter token judged alone: where a broken font encoding shows (looksLikeGibberish). */
  encoding: {
    /** Letters in word tokens. */
    letterCount: number;
    /** Share (0..1) of those letters that sit in implausible tokens. */
    implausibleLetterShare: number;
    /** Share (0..1) of word tokens that are common function words. */
    commonWordShare: number;
    wordCount: number;
  };
  /**
   * Tokens as a reader groups them: where a text layer whose font maps only some glyphs to characters
   * shows. It reads as scattered letters ("W t we' l k g f"): nothing there is implausible the way a
   * shifted encoding is, yet it carries no words. Such readings show in the share of their letter tokens
   * that are fragments: one or two letters that are neither a function word nor an acronym. Letters
   * spaced out for design ("T H E  P R O B L E M") are a word, not fragments.
   */
  reading: {
    /** Tokens holding a letter, spaced-out words counted as one. */
    letterTokens: number;
    /** Of those, fragments: one or two letters that are no word of any deck language and no acronym. */
    fragments: number;
    /** Letters in fragments. */
    fragmentLetters: number;
    /** Letters in tokens that read as words: plausible, and no fragment. */
    wordLetters: number;
    /** Share (0..1) of those tokens that are common function words. */
    commonWordShare: number;
  };
}

export function measureText(text: string): TextMeasures {
  const encoding = { letterCount: 0, implausibleLetters: 0, wordCount: 0, commonWords: 0 };
  const reading = { letterTokens: 0, fragments: 0, fragmentLetters: 0, wordLetters: 0, commonWords: 0 };
  // Line by line: letters spaced out for design belong to one line; a run across lines is no word.
  for (const line of text.split(/\r?\n/)) {
    // Shifted encodings turn the space into a control character; split there too so words are judged one by one.
    // Tokens without letters (bullets, figures) and addresses are not judged, and end a spaced-out word.
    const tokens = line
      .split(/[\s\u0000-\u001f]+/)
      .map((raw) => raw.replace(EDGE_PUNCTUATION, ''))
      .map((token) => (LETTER.test(token) && !ADDRESS.test(token) ? token : null));
    for (const token of tokens) {
      if (token === null) continue;
      const letters = token.match(LETTERS)?.length ?? 0;
      encoding.letterCount += letters;
      encoding.wordCount += 1;
      if (COMMON_WORDS.has(token.toLowerCase())) encoding.commonWords += 1;
      if (isImplausibleToken(token, letters)) encoding.implausibleLetters += letters;
    }
    countReading(tokens, reading);
  }
  return {
    controlCharCount: text.match(CONTROL_CHARS)?.length ?? 0,
    privateUseCount: text.match(PRIVATE_USE)?.length ?? 0,
    visibleCharCount: text.replace(/\s+/g, '').length,
    encoding: {
      letterCount: encoding.letterCount,
      implausibleLetterShare: encoding.letterCount === 0 ? 0 : encoding.implausibleLetters / encoding.letterCount,
      commonWordShare: encoding.wordCount === 0 ? 0 : encoding.commonWords / encoding.wordCount,
      wordCount: encoding.wordCount,
    },
    reading: {
      letterTokens: reading.letterTokens,
      fragments: reading.fragments,
      fragmentLetters: reading.fragmentLetters,
      wordLetters: reading.wordLetters,
      commonWordShare: reading.letterTokens === 0 ? 0 : reading.commonWords / reading.letterTokens,
    },
  };
}

/** Adds one line's tokens (null where not judged) to the reading's counts, spaced-out words as one. */
function countReading(
  tokens: (string | null)[],
  reading: { letterTokens: number; fragments: number; fragmentLetters: number; wordLetters: number; commonWords: number },
) {
  const isSingleLetter = (token: string) => /^\p{L}$/u.test(token);
  for (let i = 0; i < tokens.length; i += 1) {
    if (tokens[i] === null) continue;
    // Three or more single letters in a row are a word spaced out when, closed up, they read as one.
    let end = i;
    while (end < tokens.length && tokens[end] !== null && isSingleLetter(tokens[end]!)) end += 1;
    if (end - i >= 3) {
      const word = tokens.slice(i, end).join('');
      if (word === word.toUpperCase() || (HAS_VOWEL.test(word) && !LONG_CONSONANT_RUN.test(word))) {
        reading.letterTokens += 1;
        reading.wordLetters += word.length;
      } else {
        reading.letterTokens += end - i;
        reading.fragments += end - i;
        reading.fragmentLetters += word.length;
      }
      i = end - 1;
      continue;
    }
    const token = tokens[i]!;
    const count = token.match(LETTERS)?.length ?? 0;
    reading.letterTokens += 1;
    const common = COMMON_WORDS.has(token.toLowerCase());
    if (common) reading.commonWords += 1;
    if (count <= 2 && !common && !SHORT_WORDS.has(token.toLowerCase()) && !isAcronym(token) && CASED_LETTER.test(token)) {
      reading.fragments += 1;
      reading.fragmentLetters += count;
    } else if (!isImplausibleToken(token, count)) reading.wordLetters += count;
  }
}

function isImplausibleToken(token: string, letters: number): boolean {
  if (IMPLAUSIBLE_IN_WORD.test(token)) return true;
  // A shifted space glues a whole sentence into one "word".
  if (token.length > 40) return true;
  if (letters < 4) return false;
  const word = token.replace(/[^\p{L}]/gu, '');
  // All-caps runs are acronyms and tickers (SAAS, B2B, NYSE), which need no vowels.
  if (word === word.toUpperCase()) return false;
  if (!HAS_VOWEL.test(word) || LONG_CONSONANT_RUN.test(word)) return true;
  const latin1 = word.match(LATIN1_LETTERS)?.length ?? 0;
  return latin1 / word.length > 0.6;
}

/**
 * True when the text is most likely the product of a broken font encoding rather than language.
 * Short texts (a title, a few numbers) are not judged on their words: there is too little evidence.
 */
export function looksLikeGibberish(text: string): boolean {
  return isBrokenEncoding(measureText(text));
}

function isBrokenEncoding({ controlCharCount, privateUseCount, visibleCharCount, encoding }: TextMeasures): boolean {
  const visible = Math.max(1, visibleCharCount);
  if (controlCharCount >= 4 && controlCharCount / visible > 0.03) return true;
  // A few icon glyphs are normal; a page mostly in private-use code points is an unmapped font.
  if (privateUseCount >= 10 && privateUseCount / visible > 0.3) return true;
  if (encoding.letterCount < 20) return false;
  if (encoding.implausibleLetterShare > 0.3) return true;
  // Weaker evidence needs corroboration: odd tokens and not a single function word in a long text.
  return encoding.implausibleLetterShare > 0.2 && encoding.wordCount >= 25 && encoding.commonWordShare < 0.02;
}

/** A reading with fewer letter tokens than this is too short to call poor (a title, a figure). */
const MIN_TOKENS_TO_JUDGE = 8;
/** A reading where this share of letter tokens are fragments has lost its words (see TextMeasures.reading). */
const POOR_FRAGMENT_SHARE = 0.4;

/**
 * Letters with a case. Scripts without case (Chinese, Japanese, Arabic, Thai…) write whole words in one or
 * two characters ("会長", "氏"): no fragment there.
 */
const CASED_LETTER = /[\p{Lu}\p{Ll}]/u;
const CASED_LETTERS = new RegExp(CASED_LETTER.source, 'gu');

/** Two-letter words beyond the function words above: short, yet no fragment ("up", "my", "so", "vs"). */
const SHORT_WORDS = new Set('up my me he so no go do if am vs ok hi oh ad'.split(' '));

/** "AI", "UK", "Q3", "5G", "3D": capitals and digits, not letters left from a word. */
function isAcronym(token: string): boolean {
  return /^[\p{Lu}\p{N}]{2,}$/u.test(token) || /\p{N}/u.test(token);
}

/**
 * True when a reading of a page has lost its words: a broken encoding (looksLikeGibberish), or letters
 * scattered as fragments. Such a page is worth reading again with OCR.
 */
export function readsPoorly(text: string): boolean {
  const measures = measureText(text);
  if (isBrokenEncoding(measures)) return true;
  const { letterTokens, fragments } = measures.reading;
  return letterTokens >= MIN_TOKENS_TO_JUDGE && fragments / letterTokens >= POOR_FRAGMENT_SHARE;
}

/**
 * A score for choosing between two readings of the same page (text layer vs OCR): letters in words
 * count, weighted up by the share of function words; scattered fragments and broken characters count
 * against. Comparable across readings only.
 */
export function readabilityScore(text: string): number {
  const { reading, controlCharCount, privateUseCount } = measureText(text);
  return reading.wordLetters * (1 + reading.commonWordShare) - reading.fragmentLetters - controlCharCount - privateUseCount;
}

/**
 * True when most of a text's letters are of scripts without case (Chinese, Japanese, Arabic, Thai…). OCR
 * here reads with the English model only: on such a page it prints capitals that look like words ("RATS
 * RE 2009 BEEF"), so the text layer, long tokens and all, is the better reading.
 */
export function isMostlyUncasedScript(text: string): boolean {
  const letters = text.match(LETTERS)?.length ?? 0;
  const cased = text.match(CASED_LETTERS)?.length ?? 0;
  return letters >= 20 && (letters - cased) / letters >= 0.5;
}
