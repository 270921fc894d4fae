/**
 * The description finder: one complete sentence saying what the company does, and an executive summary
 * of three to five complete sentences composed from the extracted facts and the deck's own best
 * sentences. Every sentence taken from the deck passes `judgeSentence`: no headings, bullet fragments,
 * captions or slide furniture.
 */
import { METADATA_DEFAULTS } from '@pitchscope/domain/constants';
import { normalizeName } from './company.ts';
import { NOT_FOUND, stated, type Found } from './found.ts';
import type { Sections } from './sections.ts';
import { hasFiniteVerb, judgeSentence, opensWithVerb } from './sentence-quality.ts';
import { cite, ensurePeriod, isProse, lowerCaseWords, sentencesOf, type Slide } from './text.ts';

/** "Name is a/an …", "Name helps …": how a deck says what its company does. */
const SELF_DESCRIPTION =
  /\b(is|are)\s+(a|an|the)\b|\b(enables|helps|provides|allows|offers|connects|lets|empowers|builds|makes|sells|turns|gives|automates|simplifies|delivers|creates|develops|designs|produces|manufactures|operates|runs|protects|matches|tracks|manages)\b/i;
const PRODUCT_NOUNS =
  /\b(platform|app|application|device|tool|service|system|software|marketplace|protocol|network|solution|sensor|wallet|bot|api|engine|assistant|game|product|technology|coating|material|kit|machine|robot|drone|exchange|token|card|store|brand)s?\b/i;
/** A sentence opening with a name that is not a pronoun, an article or a generic word. */
const OTHER_SUBJECT =
  /^(?!(?:the|a|an|our|we|it|this|these|that|its|their|your|every|each|all|most|many|one|there|with|by|in|on|at|for|from|users|customers)\b)\p{Lu}[\p{L}\d&'’.-]*\s+(?:\p{Lu}[\p{L}\d&'’.-]*\s+)?(?:is|are|was|has|will|would|can)\b/iu;
/** How decks state a problem: what is hard, broken or missing today. */
export const PROBLEM_TALK =
  /\b(hard|difficult|impossible|complex|complicated|ineffective|inefficient|expensive|costly|broken|outdated|fragmented|painful|frustrat\w*|struggl\w*|fails?|lacks?|wasted?|nobody|no one|there(?:'s|’s| is) no|don['’]t|doesn['’]t|can['’]t|cannot|unable)\b/i;
/** Words that praise or compare instead of describing: "the most strict", "better than". */
const COMPARISON =
  /\b(is|are)\s+(the\s+)?(most|least|more|less|better|worse|best|worst|only|market leader|leader|largest|biggest)\b|\bthan\b/i;

/** The longest sentence the engine quotes; a longer one is cut to its main clause, or left out. */
const MAX_QUOTED_WORDS = 32;

/**
 * A deck sentence made quotable: a leading label ("Problem: …", "The solution – …") is dropped, and a
 * long sentence is cut at a comma before a trailing clause ("…, making it …", "…, which …") when what
 * is left is a whole sentence.
 */
export function quotable(sentence: string): string {
  let s = sentence
    .replace(/^(?:the\s+|our\s+)?[\p{L}]+(?:\s+[\p{L}]+)?\s*[:–—]\s+(?=[\p{Lu}\d~$€£])/u, '')
    .replace(/^["“]+(.*?)["”]+\.?$/u, '$1')
    .trim();
  const words = s.split(/\s+/);
  if (words.length > MAX_QUOTED_WORDS) {
    const cut =
      /,\s+(?:\p{L}+ing|which|where|while|so that|such as|including|whereas|thus|and thereby)\b/iu.exec(s);
    if (cut) {
      const head = s.slice(0, cut.index);
      if (head.split(/\s+/).length >= 6 && hasFiniteVerb(head)) s = head;
    }
  }
  return ensurePeriod(s);
}

/** A sentence that leans on the one before it ("They also …", "This system …"): unclear out of place. */
const BACK_REFERENCE = /^(they|these|those|this|that|it|its|such|he|she|both|also|however|therefore|thus)\b/i;

/** A deck sentence fit to quote: whole, readable, not too long, and clear on its own. */
function isQuotable(sentence: string): boolean {
  const verdict = judgeSentence(sentence);
  return verdict.ok && sentence.split(/\s+/).length <= MAX_QUOTED_WORDS && !BACK_REFERENCE.test(sentence);
}

export interface DescriptionFound {
  /** One complete sentence saying what the company does; null when the deck has none. */
  description: Found | null;
  /**
   * The deck's sentence that best says what the company does, complete or not: what the industry finder
   * reads first. A slide line such as "Storage is a mess" names the trade even when it is no sentence.
   */
  topic?: string;
  /** The next best sentences about the company, for the summary. */
  others: { text: string; slide: number }[];
}

export function findDescription(slides: Slide[], sections: Sections, company: string): DescriptionFound {
  const key = normalizeName(company);
  const first = slides[0]?.n ?? 1;
  const candidates: { sentence: string; slide: number; score: number }[] = [];
  // Words the deck writes in lower case are common words ("Storage is …"), not another party's name.
  const lowerWords = lowerCaseWords(slides);
  for (const slide of slides) {
    for (const raw of sentencesOf(slide)) {
      const sentence = quotable(raw);
      if (!isQuotable(sentence)) continue;
      let score = 0;
      const norm = normalizeName(sentence.slice(0, 60));
      const words = sentence.split(/\s+/).length;
      const firstWord = normalizeName(sentence.split(/\s+/)[0] ?? '');
      if (key.length >= 3 && norm.startsWith(key)) score += 5;
      // "Farmify is …" where the name was read with a word glued to it ("FarmifyAccess").
      else if (firstWord.length >= 4 && key.startsWith(firstWord)) score += 4;
      else if (key.length >= 3 && norm.includes(key)) score += 2;
      // A sentence about someone else ("Jane is an investor in …", "Acme is the only brand …").
      else if (OTHER_SUBJECT.test(sentence) && !lowerWords.has(firstWord.toLowerCase())) score -= 3;
      if (SELF_DESCRIPTION.test(sentence)) score += 2;
      if (/^(we|our (company|platform|product|app|mission|solution))\b/i.test(sentence)) score += 2;
      if (PRODUCT_NOUNS.test(sentence)) score += 2;
      if (sections.solution.includes(slide.n) || sections.product.includes(slide.n)) score += 1;
      if (slide.n <= first + 2) score += 1;
      if (sections.problem.includes(slide.n) && !sections.solution.includes(slide.n)) score -= 2;
      // The pain the company answers, told without the company: a problem statement, whatever its slide's
      // heading (which the text layer may have lost).
      if (PROBLEM_TALK.test(sentence) && !(key.length >= 3 && normalizeName(sentence).includes(key))) score -= 2;
      // The team, competition and testimonials slides describe people and rivals, not the company.
      if (sections.team.includes(slide.n) || sections.competition.includes(slide.n)) score -= 3;
      if (COMPARISON.test(sentence)) score -= 2;
      if (/\d{4,}|%|\$/.test(sentence)) score -= 1;
      // The card shows twelve words: a sentence of one line reads whole there, and says enough.
      if (words >= 7 && words <= 25) score += 1;
      // Saying what the company does takes its name, "we", or a verb of doing: a sentence with none of them
      // ("Beta testers love the product") is about something else.
      const namesTheCompany = (key.length >= 3 && norm.includes(key)) || (firstWord.length >= 4 && key.startsWith(firstWord));
      const aboutTheCompany = namesTheCompany || SELF_DESCRIPTION.test(sentence) || /^(we|our)\b/i.test(sentence);
      if (score >= 4 && aboutTheCompany) candidates.push({ sentence, slide: slide.n, score });
    }
  }
  candidates.sort((a, b) => b.score - a.score || a.slide - b.slide);
  const best = candidates[0];
  const topic = findTopicSentence(slides, sections, key);
  const others = candidates.slice(1, 4).map((c) => ({ text: c.sentence, slide: c.slide }));
  if (best) return { description: { value: best.sentence, source: stated([best.slide]) }, topic, others };
  return { description: taglineDescription(slides, company), topic, others };
}

/**
 * The line that reads most like the company's account of itself, whole sentence or not ("Storage is a
 * mess"), for the industry finder: it weighs the trade words of this line double.
 */
function findTopicSentence(slides: Slide[], sections: Sections, key: string): string | undefined {
  const first = slides[0]?.n ?? 1;
  let best: { sentence: string; slide: number; score: number } | undefined;
  for (const slide of slides) {
    for (const sentence of sentencesOf(slide)) {
      if (!isProse(sentence) && !(slide.n === first && sentence.split(' ').length >= 4)) continue;
      let score = 0;
      const norm = normalizeName(sentence.slice(0, 60));
      if (key.length >= 3 && norm.startsWith(key)) score += 5;
      else if (key.length >= 3 && norm.includes(key)) score += 2;
      if (SELF_DESCRIPTION.test(sentence)) score += 3;
      if (/^(we|our (company|platform|product|app|mission))\b/i.test(sentence)) score += 2;
      if (sections.solution.includes(slide.n) || sections.product.includes(slide.n)) score += 1;
      if (slide.n <= first + 2) score += 1;
      if (sections.problem.includes(slide.n) && !sections.solution.includes(slide.n)) score -= 2;
      if (/\d{4,}|%|\$/.test(sentence)) score -= 1;
      if (score >= 4 && (!best || score > best.score)) best = { sentence, slide: slide.n, score };
    }
  }
  return best?.sentence ?? taglineOf(slides[0]);
}

/** The longest line of 4-16 words on the title slide. */
function taglineOf(title: Slide | undefined): string | undefined {
  return title?.lines
    .filter((l) => {
      const n = l.split(' ').length;
      return n >= 4 && n <= 16 && /\p{Ll}/u.test(l) && !/@|www\.|https?:/.test(l);
    })
    .sort((a, b) => b.length - a.length)[0];
}

/**
 * A title-slide tagline. A whole sentence is taken as it is; a noun phrase naming a product
 * ("Cloud storage platform for architects") becomes "Company is a cloud storage platform for architects."
 */
function taglineDescription(slides: Slide[], company: string): Found | null {
  const title = slides[0];
  if (!title) return null;
  // Sentences, not lines: a tagline is often broken over several lines of the title slide.
  const lines = sentencesOf(title)
    .filter((l) => {
      const n = l.split(' ').length;
      return n >= 3 && n <= 16 && !/@|www\.|https?:|\|/.test(l);
    })
    .sort((a, b) => b.length - a.length);
  for (const line of lines) {
    const sentence = quotable(line);
    if (isQuotable(sentence)) return { value: sentence, source: stated([title.n]) };
  }
  if (company === METADATA_DEFAULTS.companyName) return null;
  const phrases = lines
    .map((line) => withoutLeadingName(line.replace(/[.!]+$/, '').trim(), company))
    .filter((phrase) => phrase && !hasFiniteVerb(phrase) && !/[?:]/.test(phrase))
    .filter((phrase) => !normalizeName(phrase).includes(normalizeName(company)));
  for (const phrase of phrases) {
    if (!PRODUCT_NOUNS.test(phrase) || opensWithVerb(phrase)) continue;
    const sentence = `${company} is ${withArticle(phrase)}.`;
    if (judgeSentence(sentence).problems.every((p) => p === 'mostly-numbers-or-caps'))
      return { value: sentence, source: stated([title.n]) };
  }
  // "Payroll for remote teams", "Contract review copilot for in-house legal teams": what it is and for
  // whom, in words no list of product nouns foresees. Quoted as the deck wrote it, since "is a" does not
  // fit every head noun.
  for (const phrase of phrases) {
    if (!TAGLINE_FOR_WHOM.test(phrase) || TITLE_FURNITURE.test(phrase) || isShouted(phrase)) continue;
    const sentence = `${company} describes itself as “${phrase}”.`;
    if (judgeSentence(sentence).ok) return { value: sentence, source: stated([title.n]) };
  }
  // A mission line in any other shape ("Use AI to make CCTV cameras smart and …"): quoted from the cover,
  // as the deck's own words, rather than saying the deck never says what the company does.
  const missionLines = sentencesOf(title)
    .map((line) => withoutLeadingName(line.replace(/[.!]+$/, '').trim(), company))
    .filter((line) => {
      const words = line.split(/\s+/).length;
      return words >= 5 && words <= 24 && /\p{Ll}/u.test(line) && !/@|www\.|https?:|\||[?:]/.test(line);
    })
    .filter((line) => !TITLE_FURNITURE.test(line) && !PEOPLE_LINE.test(line) && !isShouted(line))
    .sort((a, b) => b.length - a.length);
  for (const line of missionLines) {
    const sentence = `The deck's cover says: “${line}”.`;
    if (judgeSentence(sentence).ok) return { value: sentence, source: stated([title.n]) };
  }
  return null;
}

/** A cover line presenting people: "Jane Doe, Founder & CEO", "Presented by …". */
const PEOPLE_LINE = /\b(ceo|cto|coo|cfo|founder|co-founder|presented|presenter|speaker|prepared by)\b/i;

/** A noun phrase, then "for" and its audience: "Smart irrigation for vineyards". */
const TAGLINE_FOR_WHOM = /^[\p{L}\d][\p{L}\d'’&/-]*(?:\s+[\p{L}\d'’&/-]+){0,5}\s+for\s+(?:the\s+)?[\p{L}\d'’&/-]+(?:\s+[\p{L}\d'’&/-]+){0,5}$/u;
/** What else a title slide says in that shape: "Investor presentation for Series A", "Pitch deck for 2025". */
const TITLE_FURNITURE =
  /\b(pitch|deck|presentation|investors?|investment|confidential|series|seed|round|raise|raising|funding|prepared|meeting|demo day|\d{4})\b/i;
const isShouted = (phrase: string) => {
  const letters = phrase.match(/\p{L}/gu) ?? [];
  return letters.length > 0 && (phrase.match(/\p{Lu}/gu) ?? []).length / letters.length > 0.5;
};

/** "Match Box the flirting game" → "the flirting game": the company's own name opening its tagline. */
function withoutLeadingName(phrase: string, company: string): string {
  const key = normalizeName(company);
  const words = phrase.split(/\s+/);
  for (let i = 1; i <= Math.min(4, words.length - 2); i++) {
    if (normalizeName(words.slice(0, i).join(' ')) === key)
      return words
        .slice(i)
        .join(' ')
        .replace(/^[–—:,-]\s*/, '');
  }
  return phrase;
}

/** "The Insurance Platform" → "an insurance platform"; acronyms keep their capitals. */
function withArticle(phrase: string): string {
  const words = phrase.replace(/^(the|a|an)\s+/i, '').split(/\s+/);
  const lowered = words
    .map((w) => (/^\p{Lu}[\p{Ll}'’-]*$/u.test(w) || /^\p{Lu}{6,}$/u.test(w) ? w.toLowerCase() : w))
    .join(' ');
  return `${/^[aeiou]/i.test(lowered) ? 'an' : 'a'} ${lowered}`;
}

/**
 * When the deck has no sentence about itself there is no description: a line about how the deck was read
 * ("the deck's vocabulary places …") would show on the card, the deck page and a shared page as if the
 * company had said it. The industry stays a fact of its own.
 */
export const NO_DESCRIPTION_FOUND: Found = { value: '', source: NOT_FOUND };

/** The best quotable sentence of the given slides, passing `test` when given. */
function bestSentence(
  slides: Slide[],
  slideNumbers: number[],
  test?: RegExp,
): { text: string; slide: number } | null {
  for (const n of slideNumbers) {
    const slide = slides.find((s) => s.n === n);
    if (!slide) continue;
    for (const raw of sentencesOf(slide)) {
      const text = quotable(raw);
      if (isQuotable(text) && (!test || test.test(text))) return { text, slide: n };
    }
  }
  return null;
}

function wordsOf(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/\p{L}{3,}/gu) ?? []);
}

/** Two sentences that share most of their words say the same thing. */
function repeats(a: string, b: string): boolean {
  const wa = wordsOf(a);
  const wb = wordsOf(b);
  const shared = [...wa].filter((w) => wb.has(w)).length;
  return shared / Math.max(1, Math.min(wa.size, wb.size)) >= 0.6;
}

export interface SummaryFacts {
  company: string;
  description: Found;
  stage: Found;
  round: Found;
  geography: Found;
  people: Found;
  /** Further sentences in which the deck says what the company does. */
  others: { text: string; slide: number }[];
}

const known = (f: Found) => f.source.status === 'stated' || f.source.status === 'inferred';

/**
 * Three to five complete sentences: what the company does, the problem, the solution, traction or
 * market, and the round, each citing its slides.
 */
export function composeExecutiveSummary(slides: Slide[], sections: Sections, facts: SummaryFacts): Found {
  const parts: { text: string; slides: number[] }[] = [];
  const add = (text: string, cited: number[]) => {
    if (parts.some((p) => repeats(p.text, text))) return;
    parts.push({ text: ensurePeriod(text), slides: cited });
  };
  if (known(facts.description)) add(facts.description.value, facts.description.source.slides);
  const deckSentences = [
    bestSentence(
      slides,
      sections.problem.filter((n) => !sections.solution.includes(n)),
    ),
    bestSentence(
      slides,
      sections.solution.filter((n) => !sections.problem.includes(n)),
    ),
    bestSentence(slides, sections.traction, /\d/),
    bestSentence(slides, sections.market, /\d/),
  ];
  const roundSentence = composeRoundSentence(facts);
  const room = 5 - (roundSentence ? 1 : 0);
  for (const hit of deckSentences) {
    if (hit && parts.length < room) add(hit.text, [hit.slide]);
  }
  // Fewer than three sentences so far: more of the deck's own account, then the team.
  for (const other of facts.others) {
    if (parts.length + (roundSentence ? 1 : 0) >= 3) break;
    add(other.text, [other.slide]);
  }
  const team = composeTeamSentence(facts.people);
  const short = () => parts.length + (roundSentence ? 1 : 0) < 3;
  if (team && short()) add(team.text, team.slides);
  // Still short: where the company is (when the round sentence does not say it) and its trade.
  const name = facts.company === METADATA_DEFAULTS.companyName ? 'The company' : facts.company;
  if (short() && !roundSentence && known(facts.geography))
    add(`${name} is based in ${facts.geography.value}.`, facts.geography.source.slides);
  if (roundSentence) add(roundSentence.text, roundSentence.slides);
  if (parts.length === 0) {
    return {
      value: `${facts.company}: the deck has too little readable prose for a summary.`,
      source: { status: 'not_found', slides: [] },
    };
  }
  const value = parts.map((p) => `${p.text} ${cite(p.slides)}`.trim()).join(' ');
  return { value, source: stated(parts.flatMap((p) => p.slides)) };
}

/** "The team includes Jane Doe (CEO) and John Roe (CTO)." — the first three people the deck names. */
function composeTeamSentence(people: Found): { text: string; slides: number[] } | null {
  if (people.source.status !== 'stated') return null;
  const named = people.value.split('; ').slice(0, 3);
  const list = named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named.at(-1)}` : named[0];
  return { text: `The team includes ${list}.`, slides: people.source.slides };
}

/** "Lumora is raising $1.5M in a Seed round and is based in Austin, USA." — only what the deck states. */
function composeRoundSentence(facts: SummaryFacts): { text: string; slides: number[] } | null {
  const round = known(facts.round);
  const stage = facts.stage.source.status === 'stated';
  const place = known(facts.geography);
  if (!round && !stage) return null;
  const name = facts.company === METADATA_DEFAULTS.companyName ? 'The company' : facts.company;
  const ask = round
    ? `${name} is raising ${facts.round.value} in ${stage ? `a ${facts.stage.value}` : 'its current'} round`
    : `${name} is at the ${facts.stage.value} stage`;
  const where = place ? ` and is based in ${facts.geography.value}` : '';
  return {
    text: `${ask}${where}.`,
    slides: [
      ...(round ? facts.round.source.slides : []),
      ...(stage ? facts.stage.source.slides : []),
      ...(place ? facts.geography.source.slides : []),
    ],
  };
}
