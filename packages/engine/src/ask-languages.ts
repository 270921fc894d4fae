import { findPlaces } from '@pitchscope/domain/gazetteer';
import { REGION_NAMES } from '@pitchscope/domain/geography';
import categoryData from './ask-categories.json' with { type: 'json' };
import { detectLanguage, fold, foldedWords, PREFIX_MIN_LENGTH, VOCABULARIES } from '@pitchscope/domain/languages/vocabulary';
import { escapeRegExp as escape } from '@pitchscope/domain/regexp';

export { detectLanguage, fold };

/**
 * Ask the deck across languages and with a little general knowledge (issue #32). Investors ask in English;
 * a deck written in Polish says "Przychody", a crypto deck says "Avalanche" where the question says
 * "blockchain". A slide's words are glossed with the English words of what they name, so the question's
 * own words meet them; the slide is still quoted as it is written. The vocabularies are data in the domain
 * (`languages/<lang>.json`), shared with the figure ledger.
 */

interface Gloss {
  /** The words of one term ("chiffre", "d", "affaires"); one word matches as a stem. */
  words: string[];
  english: string[];
}

const GLOSSES = new Map<string, Gloss[]>(
  VOCABULARIES.map(({ language, concepts }) => [
    language,
    Object.entries(concepts).flatMap(([concept, terms]) => terms.map((term) => ({ words: foldedWords(term), english: concept.split(' ') }))),
  ]),
);

const matchesWord = (word: string, stemOrWord: string) => word === stemOrWord || (stemOrWord.length >= PREFIX_MIN_LENGTH && word.startsWith(stemOrWord));

/** The English words of what a text in the language names: "Przychody 2023" in Polish → ["revenue"]. */
export function glossLanguage(text: string, language: string): string[] {
  const glosses = GLOSSES.get(language);
  if (!glosses || glosses.length === 0) return [];
  const words = foldedWords(text);
  const english: string[] = [];
  for (const { words: termWords, english: meaning } of glosses) {
    const found = words.some((_, at) => termWords.every((termWord, k) => words[at + k] !== undefined && (k < termWords.length - 1 ? words[at + k] === termWord : matchesWord(words[at + k]!, termWord))));
    if (found) english.push(...meaning);
  }
  return english;
}

// General knowledge ---------------------------------------------------------------------------------

interface Category {
  /** How a question asks for one of the category by name: "Which messaging app …?", "What blockchain …?". */
  asks: string[];
  /** The words a question names the category with ("messaging app"): a slide naming a member holds them. */
  words: string[];
  /** Proper names of the category, as written (case matters: "Signal" the app, not "signal" the word). */
  names: string[];
}

const CATEGORIES: ReadonlyArray<Category> = categoryData.categories;

const CATEGORY_PATTERNS = CATEGORIES.map(({ asks, words, names }) => ({
  words,
  asked: new RegExp(`\\b(which|what)\\b(\\s+\\w+)?\\s+(${asks.map(escape).join('|')})\\b`, 'i'),
  pattern: new RegExp(`(?<![\\p{L}\\p{N}])(?:${names.map(escape).join('|')})(?![\\p{L}\\p{N}])`, 'u'),
}));

/**
 * A question asking for one of a category by name ("Which blockchain do they build on?"): the test of a
 * text that names one ("Avalanche"), or null for any other question.
 */
export function askedCategoryMember(question: string): ((text: string) => boolean) | null {
  const category = CATEGORY_PATTERNS.find(({ asked }) => asked.test(question));
  return category ? (text) => category.pattern.test(text) : null;
}

/** The category words of the proper names a text writes: "Built on Avalanche" → ["blockchain", "network"]. */
export function glossCategories(text: string): string[] {
  return CATEGORY_PATTERNS.filter(({ pattern }) => pattern.test(text)).flatMap(({ words }) => words);
}

/** The word a question asking "where" is matched with: a slide naming a known country or city holds it. */
export const PLACE_WORD = 'place';

/** "MENA", "Baltic states": written capitalised, as a region is. */
const REGION = new RegExp(`(?<![\\p{L}\\p{N}])(?:${REGION_NAMES.map(escape).join('|')})(?![\\p{L}\\p{N}])`, 'giu');
const namesRegion = (text: string) => [...text.matchAll(REGION)].some((match) => /^\p{Lu}/u.test(match[0]));

/** A slide naming a country or city the gazetteer knows, or a region, holds the question's "where". */
export function glossPlaces(text: string): string[] {
  return findPlaces(text).length > 0 || namesRegion(text) ? [PLACE_WORD] : [];
}

/**
 * A question about where the business is or works ("Where do they operate?"), not any "where" ("Where can
 * the contracts be seen?" asks for a link). "Which cities …?" names what it wants already: it needs no gloss.
 */
const ASKS_GEOGRAPHY =
  /\bwhere\b.*\b(operat\w*|based|located|headquartered|sell\w*|markets?|expand\w*|active|present|launch\w*|serve|customers|users|offices?)\b/i;

export function asksGeography(question: string): boolean {
  return ASKS_GEOGRAPHY.test(question);
}

/** The English words a slide's text stands for, beyond its own: its language's concepts, its names' categories. */
export type SlideGloss = (text: string) => string[];

export function slideGloss(language: string): SlideGloss {
  return (text) => [...glossLanguage(text, language), ...glossCategories(text), ...glossPlaces(text), ...glossSelfIntroduction(text)];
}

/**
 * A founder's slide in the first person ("Who am I?", "About me") is the team slide of a one-person
 * company: it answers "Who is the founder?" without writing "founder". "Who we are" introduces a team.
 */
const INTRODUCES_FOUNDER = /\b(who am i|about me|about myself|my background|meet the founder)\b/i;
const INTRODUCES_TEAM = /\b(who we are|meet the team|meet us|our people)\b/i;
const FOUNDER_WORDS = ['founder', 'team'];

export function glossSelfIntroduction(text: string): string[] {
  if (INTRODUCES_FOUNDER.test(text)) return FOUNDER_WORDS;
  return INTRODUCES_TEAM.test(text) ? ['team'] : [];
}

/** Every English word a gloss can add: a question holding none of them is read without the gloss. */
export function glossVocabulary(): string[] {
  return [...VOCABULARIES.flatMap(({ concepts }) => Object.keys(concepts).flatMap((concept) => concept.split(' '))), ...CATEGORIES.flatMap(({ words }) => words), PLACE_WORD, ...FOUNDER_WORDS];
}
