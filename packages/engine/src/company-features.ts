/**
 * Every name the company-name finders post on the board is a candidate; this file describes each with
 * named features a logistic scorer weighs (company-scorer.ts): which finders proposed it, where it
 * stands (cover, a slide's first line, the last slide), how many slides name it, agreement with the
 * deck's web and e-mail domains and the file name, and what speaks against a name — a word the deck
 * also writes in lower case, a person's first name, a heading in capitals, a name on a competition,
 * customer or partner slide or in a comma list, a fragment, an OCR-garbled word.
 * Language rules only: nothing here names a company, a deck or a phrase of one.
 */
import {
  normalizeName,
  preferredDisplay,
  type Candidate,
  type CandidateBoard,
} from './company-candidates.ts';
import { teamFirstNames, type DeckView } from './company-finders.ts';

export const COMPANY_FEATURES = [
  'legalForm',
  'selfDescription',
  'subjectOfVerb',
  'cover',
  'coverFirstLine',
  'coverLineAlone',
  'uncontestedCover',
  'coined',
  'runningFooter',
  'repeated',
  'webDomain',
  'emailDomain',
  'domainOnly',
  'fileName',
  'evidence',
  'slideShare',
  'slideCount',
  'lastSlide',
  'commonWord',
  'allCaps',
  'personName',
  'othersSlide',
  'inList',
  'fragment',
  'ocrGarbage',
  'taglineShape',
  'ordinaryWordEnding',
  'multiWord',
] as const;
export type CompanyFeature = (typeof COMPANY_FEATURES)[number];
export type CompanyFeatures = Record<CompanyFeature, number>;

/**
 * Which way each feature may pull, from what it means: a legal form or the deck's own domain can only
 * count for a name, a rival's slide or a garbled word only against it. The fit keeps each weight on its
 * side (0: either way is plausible).
 */
export const COMPANY_FEATURE_DIRECTION: Record<CompanyFeature, 1 | -1 | 0> = {
  legalForm: 1,
  selfDescription: 1,
  subjectOfVerb: 1,
  cover: 1,
  coverFirstLine: 1,
  coverLineAlone: 1,
  uncontestedCover: 1,
  coined: 1,
  runningFooter: 1,
  repeated: 0,
  webDomain: 1,
  emailDomain: 1,
  domainOnly: -1,
  fileName: 1,
  evidence: 1,
  slideShare: 1,
  slideCount: 0,
  lastSlide: 1,
  commonWord: -1,
  allCaps: 0,
  personName: -1,
  othersSlide: -1,
  inList: -1,
  fragment: -1,
  ocrGarbage: -1,
  taglineShape: -1,
  ordinaryWordEnding: -1,
  multiWord: 0,
};

export interface CompanyCandidate {
  key: string;
  name: string;
  /** Slides that name it, in deck order. */
  slides: number[];
  /** The slide the name is best read from: the cover, a self-description, else its first mention. */
  evidenceSlide: number;
  features: CompanyFeatures;
}

/** A slide about others: rivals, customers, partners, investors, the press. */
const OTHERS_HEADING =
  /^(?:our\s+)?(?:competition|competitors?|competitive|competitive landscape|alternatives|customers?|clients?|partners?|partnerships?|trusted by|as seen|featured|press|investors?|backed by|advisors?|case stud|testimonials?|who uses|used by|logos?)\b/i;
const EMAIL_DOMAIN = /[\w.+-]+@((?:[a-z0-9-]+\.)+[a-z]{2,12})\b/gi;
/** A line that lists names: at least three short items between commas, bars or bullets. */
const LIST_SEPARATORS = /\s*[,;|·•]\s*/;
/** Runs of consonants, or letters mixed with digits and symbols, that no written name has. */
const GARBLED = /[bcdfghjklmnpqrstvwxz]{5,}|[\p{L}][\d@#$%^*_=+~<>]+[\p{L}]|(?:\p{Ll}\p{Lu}){2,}\p{Ll}?/u;
export /**
 * The shape of ordinary words rather than names: a tagline's lower-case word after the first
 * ("Blockchain powered", "Presented by"), or a single word with an English adjective or noun ending
 * ("Sustainable", "Protection").
 */
const TAGLINE_WORD = /\s\p{Ll}/u;
const ORDINARY_ENDING =
  /^\p{Lu}?\p{Ll}+(?:able|ible|tion|sion|ness|ment|ity|ive|ous|ful|less|ance|ence|ing|ed)$/u;
export const EVIDENCE_SCALE = 10;
const WORD = /[\p{L}\d]+/gu;

export function describeCandidates(deck: DeckView, board: CandidateBoard): CompanyCandidate[] {
  const slideCount = Math.max(1, deck.slides.length);
  const cover = deck.slides.find((s) => s.lines.length > 0);
  const lastSlide = deck.slides.at(-1)?.n;
  const firstNames = teamFirstNames(deck.slides);
  const othersSlides = new Set(
    deck.slides.filter((s) => OTHERS_HEADING.test(s.lines[0] ?? '')).map((s) => s.n),
  );
  const emailLabels = [...deck.allText.matchAll(EMAIL_DOMAIN)].map((m) =>
    normalizeName(m[1].split('.').slice(0, -1).join('.').split('.').pop() ?? ''),
  );
  // Each word's lines, found once: every candidate then reads only the lines holding its first word.
  const linesByWord = new Map<string, { n: number; line: string; lower: string; first: boolean }[]>();
  for (const slide of deck.slides)
    slide.lines.forEach((line, i) => {
      const lower = line.toLowerCase();
      for (const word of new Set(lower.match(WORD) ?? [])) {
        const at = linesByWord.get(word) ?? [];
        at.push({ n: slide.n, line, lower, first: i === 0 });
        linesByWord.set(word, at);
      }
    });
  const candidates = board
    .entries()
    .map(([key, c]) => describe(key, c))
    .filter((c): c is CompanyCandidate => c !== null);
  // A name alone on a cover line, and no other candidate the cover or a strong kind of evidence
  // proposes: the deck names itself once, and nothing else competes.
  const claims = (c: CompanyCandidate) =>
    c.features.cover === 1 ||
    c.features.legalForm + c.features.selfDescription + c.features.webDomain + c.features.emailDomain > 0;
  for (const c of candidates)
    if (
      c.features.cover === 1 &&
      c.features.coverLineAlone === 1 &&
      candidates.every((o) => o === c || !claims(o))
    )
      c.features.uncontestedCover = 1;
  return candidates;

  function describe(key: string, c: Candidate): CompanyCandidate | null {
    const name = preferredDisplay(c.displays);
    const lowerName = name.toLowerCase();
    const firstWord = lowerName.match(WORD)?.[0] ?? '';
    const lines = (linesByWord.get(firstWord) ?? []).filter((l) => writesWord(l.lower, lowerName));
    const slides = [...new Set([...c.slides, ...lines.map((l) => l.n)])].sort((a, b) => a - b);
    const words = name.split(' ');
    const letters = name.replace(/[^\p{L}]/gu, '');
    const lower = deck.lowerCounts.get(key) ?? 0;
    const capital = deck.capitalCounts.get(key) ?? 0;
    const onOthers = slides.filter((n) => othersSlides.has(n)).length;
    const listed = lines.filter((l) => l.line.split(LIST_SEPARATORS).filter(Boolean).length >= 3).length;
    const coverLines = cover ? lines.filter((l) => l.n === cover.n) : [];
    const features: CompanyFeatures = {
      legalForm: has(c, 'legal', 'copyright'),
      selfDescription: has(c, 'is-a', 'intro'),
      subjectOfVerb: has(c, 'verb', 'subject'),
      cover: has(c, 'title', 'cover') || (coverLines.length > 0 ? 0.5 : 0),
      coverFirstLine: coverLines.some((l) => l.first) ? 1 : 0,
      // The name alone on a cover line, its punctuation aside ("Faraday" above "Offline. Unhackable.").
      uncontestedCover: 0,
      coverLineAlone: coverLines.some(
        (l) => l.lower.replace(/[^\p{L}\d&]/gu, '') === lowerName.replace(/[^\p{L}\d&]/gu, ''),
      )
        ? 1
        : 0,
      coined: has(c, 'coined'),
      runningFooter: has(c, 'footer'),
      repeated: has(c, 'repeated'),
      webDomain: has(c, 'domain'),
      emailDomain: emailLabels.some(
        (l) => l.length >= 3 && (l === key || (key.length >= 3 && l.startsWith(key))),
      )
        ? 1
        : 0,
      // Read off an address and nothing else: the deck never writes it as a name.
      domainOnly: c.kinds.size === 1 && c.kinds.has('domain') ? 1 : 0,
      fileName: has(c, 'file'),
      evidence: Math.max(-1, Math.min(2, c.score / EVIDENCE_SCALE)),
      slideShare: slides.length / slideCount,
      slideCount: Math.log2(1 + slides.length),
      lastSlide: lastSlide !== undefined && slides.includes(lastSlide) ? 1 : 0,
      // A capitalised word the deck also writes in lower case; a brand styled in lower case ("kalo") is
      // always written so, which the lower-case brand finder already checks.
      commonWord:
        words.length === 1 && lower > 0 && name !== name.toLowerCase() ? lower / (lower + capital) : 0,
      allCaps: letters.length > 3 && letters === letters.toUpperCase() && /\p{Lu}/u.test(letters) ? 1 : 0,
      personName: firstNames.has(key) ? 1 : 0,
      othersSlide: slides.length ? onOthers / slides.length : 0,
      inList: lines.length ? listed / lines.length : 0,
      // Two letters, or three in lower case ("ing"): a piece of a word, not a name ("Moz", "Red" are).
      fragment: letters.length <= 2 || (letters.length <= 3 && name === name.toLowerCase()) ? 1 : 0,
      ocrGarbage: GARBLED.test(name) || letters.length < name.replace(/\s/g, '').length / 2 ? 1 : 0,
      taglineShape: TAGLINE_WORD.test(name) ? 1 : 0,
      ordinaryWordEnding: ORDINARY_ENDING.test(name) ? 1 : 0,
      multiWord: words.length > 1 ? 1 : 0,
    };
    const coverSlide = coverLines[0]?.n ?? (features.cover > 0 ? cover?.n : undefined);
    return {
      key,
      name,
      slides,
      evidenceSlide: coverSlide ?? slides[0] ?? cover?.n ?? 1,
      features,
    };
  }
}

/** The text holds the phrase as whole words (compared in lower case; no regular expression per name). */
function writesWord(text: string, phrase: string): boolean {
  for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + 1)) {
    const before = text[at - 1] ?? ' ';
    const after = text[at + phrase.length] ?? ' ';
    if (!LETTER_OR_DIGIT.test(before) && !LETTER_OR_DIGIT.test(after)) return true;
  }
  return false;
}
const LETTER_OR_DIGIT = /[\p{L}\d]/u;

function has(c: Candidate, ...kinds: string[]): number {
  return kinds.some((k) => c.kinds.has(k)) ? 1 : 0;
}
