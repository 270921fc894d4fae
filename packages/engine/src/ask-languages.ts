import { findPlaces } from '@pitchscope/domain/gazetteer';
import { REGION_NAMES } from '@pitchscope/domain/geography';
import categoryData from './ask-categories.json' with { type: 'json' };
import de from './ask-languages/de.json' with { type: 'json' };
import en from './ask-languages/en.json' with { type: 'json' };
import es from './ask-languages/es.json' with { type: 'json' };
import fr from './ask-languages/fr.json' with { type: 'json' };
import id from './ask-languages/id.json' with { type: 'json' };
import it from './ask-languages/it.json' with { type: 'json' };
import pl from './ask-languages/pl.json' with { type: 'json' };
import pt from './ask-languages/pt.json' with { type: 'json' };

/**
 * Ask the deck across languages and with a little general knowledge (issue #32). Investors ask in English;
 * a deck written in Polish says "Przychody", a crypto deck says "Avalanche" where the question says
 * "blockchain". A slide's words are glossed with the English words of what they name, so the question's
 * own words meet them; the slide is still quoted as it is written. The vocabularies are data, one file per
 * language, of general investor words (never one deck's wording).
 */

interface LanguageVocabulary {
  language: string;
  /** Function words frequent in any text of the language: counted to tell the deck's language. */
  stopwords: string[];
  /** An English concept ("revenue") and the stems or phrases the language writes it with. */
  concepts: Record<string, string[]>;
}

const VOCABULARIES: ReadonlyArray<LanguageVocabulary> = [en, pl, fr, pt, es, de, id, it];

/** A deck is read as written in another language when that many of its words are the language's function words… */
const LANGUAGE_MIN_HITS = 8;
/** …and they outnumber English's by this factor (an English deck quotes a foreign name or address now and then). */
const LANGUAGE_MARGIN = 1.5;
/** A stem shorter than this matches only a whole word: "mes" is the month, not "message". */
const PREFIX_MIN_LENGTH = 4;

/** Lower case without accents ("Przychód" → "przychod"); "ł" has no combining mark to drop. */
export function fold(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l').replace(/ß/g, 'ss');
}

const foldedWords = (text: string) => fold(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);

const STOPWORD_SETS = VOCABULARIES.map(({ language, stopwords }) => ({ language, words: new Set(stopwords.map(fold)) }));

/** The deck's language by its function words ("en" unless another language clearly leads). */
export function detectLanguage(text: string): string {
  const counts = new Map<string, number>();
  for (const word of foldedWords(text)) {
    for (const { language, words } of STOPWORD_SETS) if (words.has(word)) counts.set(language, (counts.get(language) ?? 0) + 1);
  }
  const english = counts.get('en') ?? 0;
  const [best, hits] = [...counts].filter(([language]) => language !== 'en').sort((a, b) => b[1] - a[1])[0] ?? ['en', 0];
  return hits >= LANGUAGE_MIN_HITS && hits > english * LANGUAGE_MARGIN ? best : 'en';
}

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

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
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
  return (text) => [...glossLanguage(text, language), ...glossCategories(text), ...glossPlaces(text)];
}

/** Every English word a gloss can add: a question holding none of them is read without the gloss. */
export function glossVocabulary(): string[] {
  return [...VOCABULARIES.flatMap(({ concepts }) => Object.keys(concepts).flatMap((concept) => concept.split(' '))), ...CATEGORIES.flatMap(({ words }) => words), PLACE_WORD];
}
