import de from './de.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import id from './id.json' with { type: 'json' };
import it from './it.json' with { type: 'json' };
import pl from './pl.json' with { type: 'json' };
import pt from './pt.json' with { type: 'json' };
import ru from './ru.json' with { type: 'json' };

/**
 * The investor vocabulary of the languages decks are written in (issue #32), one data file per language
 * of general investor words (never one deck's wording). Ask the deck glosses a slide's words with it; the
 * figure ledger reads metric words with it. Both tell a deck's language the same way, here.
 */

export interface LanguageVocabulary {
  language: string;
  /** Function words frequent in any text of the language: counted to tell the deck's language. */
  stopwords: string[];
  /** An English concept ("revenue") and the stems or phrases the language writes it with. */
  concepts: Record<string, string[]>;
}

export const VOCABULARIES: ReadonlyArray<LanguageVocabulary> = [en, pl, fr, pt, es, de, id, it, ru];

/** A deck is read as written in another language when that many of its words are the language's function words… */
const LANGUAGE_MIN_HITS = 8;
/** …and they outnumber English's by this factor (an English deck quotes a foreign name or address now and then). */
const LANGUAGE_MARGIN = 1.5;
/** A stem shorter than this matches only a whole word: "mes" is the month, not "message". */
export const PREFIX_MIN_LENGTH = 4;

/** Lower case without accents ("Przychód" → "przychod"); "ł" has no combining mark to drop. */
export function fold(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l').replace(/ß/g, 'ss');
}

/**
 * `fold`, keeping every character where it was, so that a match in the folded text points into the
 * original: a character whose folded form is not one character ("ß", "İ") is only lower-cased, or kept.
 */
export function foldInPlace(text: string): string {
  let out = '';
  for (const char of text) {
    const folded = char === 'ß' ? char : fold(char);
    const lower = char.toLowerCase();
    out += folded.length === char.length ? folded : lower.length === char.length ? lower : char;
  }
  return out;
}

export const foldedWords = (text: string) => fold(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);

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

/** The stems and phrases a language writes an English concept with (none for English itself). */
export function conceptTerms(language: string, concept: string): string[] {
  return VOCABULARIES.find((v) => v.language === language)?.concepts[concept] ?? [];
}
