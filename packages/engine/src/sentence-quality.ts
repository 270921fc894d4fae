/**
 * Is this a complete sentence an investor can read, or slide furniture? Decks are mostly headings,
 * bullet fragments, figures and footers; the descriptions and summaries the engine writes must be made of
 * whole sentences only. Hand rules, deterministic: a sentence starts with a capital, has a finite verb,
 * ends cleanly, is of a readable length and is mostly words, not numbers, capitals or OCR noise.
 */

export type SentenceProblem =
  | 'too-short'
  | 'too-long'
  | 'no-capital-start'
  | 'fragment-start'
  | 'no-verb'
  | 'dangling-end'
  | 'question'
  | 'mostly-numbers-or-caps'
  | 'slide-furniture'
  | 'noise';

export interface SentenceVerdict {
  ok: boolean;
  /** 1 for a clean sentence, lower for each problem; never below 0. */
  score: number;
  problems: SentenceProblem[];
}

export const SENTENCE_MIN_WORDS = 5;
export const SENTENCE_MAX_WORDS = 40;

/** Copulas, auxiliaries and modals: a sentence that has one of these has a finite verb. */
const AUXILIARY =
  /^(is|are|was|were|be|been|am|has|have|had|can|could|will|would|shall|should|may|might|must|does|do|did|isn't|aren't|wasn't|don't|doesn't|didn't|can't|won't|we're|it's|we've|we'll|they're|that's|there's|here's)$/i;

/**
 * Verbs decks use to say what a company, its product or its market does. A word is taken for a finite
 * verb in its third-person ("helps") or past ("helped") form anywhere, and in its base form after a
 * subject pronoun or a plural subject ("we help", "farmers lose").
 */
const VERB_STEMS = [
  'access', 'account', 'ask', 'attract', 'believe', 'book', 'break', 'clean', 'cook', 'cure', 'eat', 'fly',
  'heal', 'last', 'pick', 'print', 'read', 'ride', 'stay', 'talk', 'teach', 'treat', 'wait', 'write', 'call', 'change', 'choose', 'close',
  'contain', 'cover', 'discover', 'double', 'encourage', 'engage', 'enter', 'exist', 'expect', 'explore',
  'fail', 'fall', 'fit', 'hire', 'hold', 'include', 'indicate', 'learn', 'leave', 'limit', 'mean',
  'meet', 'miss', 'move', 'open', 'partner', 'prefer', 'rank', 'represent', 'retain', 'reward', 'rise',
  'say', 'ship', 'show', 'sign', 'start', 'stop', 'test', 'triple', 'value', 'visit', 'win',
  'accelerate', 'accept', 'achieve', 'add', 'aggregate', 'allow', 'analyse', 'analyze', 'automate',
  'become', 'bring', 'build', 'buy', 'charge', 'collect', 'combine', 'compete', 'connect', 'convert',
  'cost', 'create', 'cut', 'deliver', 'depend', 'deploy', 'design', 'detect', 'develop', 'digitize',
  'distribute', 'drive', 'earn', 'eliminate', 'empower', 'enable', 'ensure', 'face', 'find', 'focus',
  'generate', 'get', 'give', 'go', 'grow', 'handle', 'help', 'host', 'improve', 'increase', 'integrate',
  'invest', 'issue', 'join', 'keep', 'lack', 'launch', 'lead', 'lend', 'let', 'live', 'lose', 'lower',
  'make', 'manage', 'manufacture', 'match', 'measure', 'monitor', 'need', 'offer', 'operate', 'optimize',
  'own', 'pay', 'place', 'plan', 'power', 'predict', 'prevent', 'process', 'produce', 'protect', 'provide', 'raise',
  'reach', 'receive', 'reduce', 'rely', 'remain', 'remove', 'rent', 'replace', 'require', 'run', 'save',
  'scale', 'see', 'seek', 'sell', 'send', 'serve', 'share', 'simplify', 'solve', 'spend', 'store',
  'streamline', 'struggle', 'suffer', 'supply', 'support', 'take', 'track', 'trade', 'transform', 'turn',
  'unlock', 'use', 'verify', 'want', 'waste', 'work', 'describe',
];
const IRREGULAR_FINITE =
  /^(built|bought|brought|made|gave|got|grew|found|kept|led|lent|lost|ran|sold|sent|spent|took|went|became|began|came|saw|paid|won|does|goes|has|rose|fell|held|met|left|chose|said|showed|shown|grown)$/i;
const STEM_SET = new Set(VERB_STEMS);
const SUBJECTS =
  /^(we|they|you|i|users|customers|people|businesses|companies|farmers|consumers|clients|investors|brands|teams|buyers|sellers|hosts|travelers|travellers|patients|doctors|students|merchants|retailers|owners|developers|banks|smes|it|this)$/i;

const FUNCTION_WORD =
  /^(the|a|an|to|by|in|on|for|with|from|our|its|their|his|her|your|my|over|up|out|into|at|as|this|that|these|those|every|each|more|less|than|and|or|it|them|us|you|me|about|across|through|under)$/i;

function stemOf(word: string): string | null {
  const w = word.toLowerCase();
  for (const candidate of [
    w,
    w.replace(/ies$/, 'y'),
    w.replace(/es$/, ''),
    w.replace(/s$/, ''),
    w.replace(/ied$/, 'y'),
    w.replace(/ed$/, ''),
    w.replace(/d$/, ''),
    w.replace(/([bcdfgklmnprstvz])\1ed$/, '$1'),
  ]) {
    if (STEM_SET.has(candidate)) return candidate;
  }
  return null;
}

/** "Use AI to …", "Make every shelf count": a line that opens with a verb's base form (a call, not a name). */
export function opensWithVerb(line: string): boolean {
  const first = line.trim().split(/\s+/)[0]?.toLowerCase().replace(/[^\p{L}]/gu, '') ?? '';
  return STEM_SET.has(first);
}

/** Whether the sentence has a finite verb by the rules above. */
export function hasFiniteVerb(sentence: string): boolean {
  const words = sentence.split(/\s+/).map((w) => w.replace(/^[^\p{L}']+|[^\p{L}']+$/gu, ''));
  return words.some((word, i) => {
    if (!word) return false;
    if (AUXILIARY.test(word) || IRREGULAR_FINITE.test(word)) return true;
    const stem = stemOf(word);
    if (!stem) return false;
    const lower = word.toLowerCase();
    // "helps", "helped": finite unless it opens the sentence ("Helped by …", "Expected to …").
    if (lower !== stem && i > 0) {
      if (/ing$/.test(lower)) return false;
      // "Blockchain powered gambling platform": a participle before a noun is an adjective.
      if (/ed$/.test(lower) && /^\p{Ll}/u.test(words[i + 1] ?? '') && !FUNCTION_WORD.test(words[i + 1]))
        return false;
      return true;
    }
    // "we help", "clinics lose": a base form after a subject pronoun or a plural noun.
    const before = words[i - 1] ?? '';
    return i > 0 && (SUBJECTS.test(before) || (/\p{L}{2,}[^s']s$/u.test(before) && !stemOf(before)));
  });
}

const FRAGMENT_START =
  /^(and|or|but|because|which|that|with|for|of|to|by|from|so|than|then|plus|via|including|such as|e\.g\.|i\.e\.|vs\.?)\b/i;
/** A participle or infinitive opening the line is a caption ("Expected to exceed …", "Helping …"). */
const CAPTION_START = /^(\p{L}+ed|\p{L}+ing)\s+(to|by|for|in|on|with|from)\b/iu;
/** A résumé line opens with the verb, the person left out: "Ran a design agency for four years". */
const BIO_START =
  /^(ran|built|founded|co-founded|led|worked|managed|created|developed|launched|sold|grew|served|spent|joined|previously|formerly|former|ex-)\b/i;
const DANGLING_END =
  /(\s\d{1,2}\.?|\b(and|or|but|of|the|a|an|to|for|with|in|on|by|from|that|which|our|your|their|its|is|are|as|at)|[:,;–—\-/&+…]|\.\.\.)$/i;
const FURNITURE =
  /\b(confidential|all rights reserved|next steps?|thank you|thanks|questions\?|appendix|agenda|table of contents|page \d+|slide \d+|copyright|proprietary)\b|©|https?:\/\/|\bwww\.|\S@\S|\+\d[\d ()-]{7,}\d|\|/i;
/** Words of one or two letters that are words; others are OCR debris ("a a =", "gos tao sr"). */
const SHORT_WORDS =
  /^(a|i|an|as|at|be|by|do|go|he|if|in|is|it|me|my|no|of|on|or|so|to|up|us|we|ai|ar|vr|it|id|tv|pc|uk|us|eu|uae|ok|vs|\d+)$/i;

/** Judges one sentence as the deck writes it (before any full stop is added). */
export function judgeSentence(raw: string): SentenceVerdict {
  const problems: SentenceProblem[] = [];
  const sentence = raw
    .trim()
    .replace(/^["“”'‘’«»(]+/, '')
    .replace(/["“”'‘’»)]+(?=[.!?]?$)/, '')
    .trim();
  const tokens = sentence.split(/\s+/).filter(Boolean);
  const words = tokens.filter((t) => /\p{L}/u.test(t));
  if (words.length < SENTENCE_MIN_WORDS) problems.push('too-short');
  if (words.length > SENTENCE_MAX_WORDS) problems.push('too-long');
  // A figure may open a sentence ("20 new agents join every week").
  if (!/^[\p{Lu}\d]/u.test(sentence)) problems.push('no-capital-start');
  if (FRAGMENT_START.test(sentence) || CAPTION_START.test(sentence) || BIO_START.test(sentence))
    problems.push('fragment-start');
  if (!hasFiniteVerb(sentence)) problems.push('no-verb');
  // "… in several markets,." once a full stop was added: still a dangling end.
  if (DANGLING_END.test(sentence.replace(/(?<![.])\.$/, ''))) problems.push('dangling-end');
  if (/\?\s*$/.test(sentence)) problems.push('question');
  const letters = sentence.match(/\p{L}/gu) ?? [];
  const upper = sentence.match(/\p{Lu}/gu) ?? [];
  const digits = sentence.match(/\d/g) ?? [];
  if (
    letters.length === 0 ||
    digits.length > letters.length / 2 ||
    (letters.length >= 12 && upper.length / letters.length > 0.5) ||
    // A heading in title case: "Professional People Search Uses Flat Directories".
    (words.length >= 5 && words.slice(1).filter((w) => /^\p{Lu}/u.test(w)).length / (words.length - 1) >= 0.6)
  )
    problems.push('mostly-numbers-or-caps');
  if (FURNITURE.test(sentence)) problems.push('slide-furniture');
  const debris = tokens.filter(
    (t) =>
      !/\p{L}{3,}/u.test(t) &&
      !SHORT_WORDS.test(t.replace(/[^\p{L}\d]/gu, '')) &&
      !/^[$€£~]?\d/.test(t) &&
      !/^[&–—/-]$/.test(t),
  );
  if (
    /^[^\p{L}\d"“'(]/u.test(raw.trim()) ||
    // A phone screenshot's status bar read by OCR: "8:36 PM …".
    /^\d{1,2}:\d{2}\b/.test(sentence) ||
    debris.length >= 2 ||
    /(\b\p{L}\b)\s+\1\b/u.test(sentence) ||
    // A lone letter that is not a word ("matches e 2 exposed"), or a quotation spliced into another.
    tokens.some((t) => /^[b-hj-z]$/.test(t)) ||
    /[.!?]["”]\s+\p{Ll}/u.test(sentence)
  )
    problems.push('noise');
  return { ok: problems.length === 0, score: Math.max(0, 1 - 0.25 * problems.length), problems };
}

/** A complete sentence, by `judgeSentence`. */
export function isCompleteSentence(sentence: string): boolean {
  return judgeSentence(sentence).ok;
}
