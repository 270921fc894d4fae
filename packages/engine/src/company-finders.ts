import { normalizeName, preferredDisplay, STOP_NAMES, type CandidateBoard } from './company-candidates.ts';
import { DOMAIN_AFFIXES, type DeckDomain } from './company-domains.ts';
import { capitalise, fileNameTokens } from './company-file-name.ts';
import { escapeRegExp, type Slide } from './text.ts';

/**
 * The company-name finders. Each reads one kind of evidence from the deck and posts candidates on the
 * board (or adjusts the ones there); `guessCompanyName` runs them in order and picks the best.
 */
export interface DeckView {
  slides: Slide[];
  /** All slide text, one line per line. */
  allText: string;
  /** How often each word is written in lower case: a word the deck writes lower-case is a common word. */
  lowerCounts: Map<string, number>;
  /** How often each word is written with a capital first letter, by its lower-case form. */
  capitalCounts: Map<string, number>;
  domains: DeckDomain[];
  fileName: string;
}

export function viewDeck(slides: Slide[], fileName: string, domains: DeckDomain[]): DeckView {
  const allText = slides.map((s) => s.lines.join('\n')).join('\n');
  const lowerCounts = new Map<string, number>();
  // Words inside web addresses and e-mail addresses ("asilichain.xyz") are not written in lower case.
  for (const w of allText.match(/(?<![\p{L}\d.@/-])\p{Ll}[\p{Ll}\d'’-]+(?![\p{L}\d'’@-])(?!\.[\p{L}\d])/gu) ??
    []) {
    lowerCounts.set(w.toLowerCase(), (lowerCounts.get(w.toLowerCase()) ?? 0) + 1);
  }
  const capitalCounts = new Map<string, number>();
  for (const w of allText.match(/(?<![\p{L}\d.@/-])\p{Lu}[\p{L}\d'’-]+(?![\p{L}\d'’@-])(?!\.[\p{L}\d])/gu) ??
    []) {
    const key = w.toLowerCase().replace(/['’]s$/, '');
    capitalCounts.set(key, (capitalCounts.get(key) ?? 0) + 1);
  }
  return { slides, allText, lowerCounts, capitalCounts, domains, fileName };
}

// "Private Limited" / "Pvt Ltd" (India and elsewhere) is one legal form: "Private" is not part of the name.
const LEGAL_SUFFIX = String.raw`(?:(?:Private|Pvt\.?)\s+(?:Limited|Ltd\.?)|Inc|Ltd|LLC|Corp|GmbH|Limited|S\.A\.|Sp\. z o\.o\.)`;
const COPYRIGHT_LINE =
  /(?:©|\(c\)|copyright)\s*(?:\d{4}\s*[-–]?\s*(?:\d{4})?\s*)?([\p{Lu}][\p{L}\d&.'’ -]{1,40}?)(?:,?\s+(?:inc|ltd|llc|corp|gmbh|limited|s\.a\.)\b|[.,|]|\s+all rights|$)/giu;
const LEGAL_NAME = new RegExp(
  String.raw`\b([\p{Lu}][\p{L}\d&'’-]+(?:\s+(?!(?:Private|Pvt)\b)[\p{Lu}][\p{L}\d&'’-]+){0,2}),?\s+${LEGAL_SUFFIX}(?![\p{L}])`,
  'gu',
);

const PAST_EMPLOYER =
  /\b(?:at|in|with|ex-?|former(?:ly)?|previously|worked|experience|years|alumn\w*|founded|co-founded|led|ran)\b[^.]*$|\($/i;

/** "© 2018 Name, Inc." and "Name Inc." / "Name Ltd" lines. */
export function findLegalNames(deck: DeckView, board: CandidateBoard): void {
  for (const slide of deck.slides) {
    for (const line of slide.lines) {
      for (const m of line.matchAll(COPYRIGHT_LINE)) board.add(m[1], 5, slide.n, 'copyright');
      for (const m of line.matchAll(LEGAL_NAME)) {
        // "ten years in start-ups (Acme Education Ltd.)", "ex-Nordwind GmbH": a person's past employer.
        const before = line.slice(Math.max(0, m.index - 40), m.index);
        const pastEmployer = PAST_EMPLOYER.test(before) || PERSON_ROLE.test(slide.lower.split('\n')[0] ?? '');
        board.add(m[1], pastEmployer ? 1 : 4, slide.n, 'legal');
      }
    }
  }
}

const NAME_WORDS = String.raw`[\p{Lu}][\p{L}\d&'’.-]*(?:[ \t]+[\p{Lu}][\p{L}\d&'’.-]*){0,2}`;
const IS_A = new RegExp(
  String.raw`(?:^|[.!?:][ \t]+|\n|\s{2,})(${NAME_WORDS})\s+(?:is|are)(?:\s+(?:a|an|the|building|creating|on a mission|revolutioniz|transforming)\b|\s*(?:…|\.\.\.|:))`,
  'gu',
);
const DOES = new RegExp(
  String.raw`(${NAME_WORDS})\s+(?:enables|helps|provides|allows|offers|connects|lets|makes it|gives|brings|empowers|solves|unlocks|builds|develops|designs|operates|sells)\b`,
  'gu',
);
const SUBJECT =
  /(?:^|\n|[.!?•●][ \t]+)([\p{Lu}][\p{L}\d&'’-]*(?:\.(?:ai|io|co|app)(?![\p{L}\d]))?(?:[ \t]+[\p{Lu}][\p{L}\d&'’-]*)?)(?:['’]s)?\s+(?:will|has|have|was|can|aims|targets|satisfies|uses|works|delivers|charges|earns|generates|plans|is)\b/gu;
const INTRO =
  /\b(?:what is|introducing|meet|welcome to)\s+([\p{L}][\p{L}\d&'’.-]*(?:[ \t]+[\p{Lu}][\p{L}\d&'’.-]*){0,2})\s*(?:\?|,\s*we\b|!|\.|$)/giu;
const AT_X_WE =
  /(?:^|\n|[.!?][ \t]+)At[ \t]+([\p{Lu}][\p{L}\d&'’.-]*(?:[ \t]+[\p{Lu}][\p{L}\d&'’.-]*)?),[ \t]*we\b/gu;
const ABOUT_THE_WORLD = /^(the )?(problems?|pain|challenges?|market|competition|competitors|why now)\b/i;

/** Self-describing sentences: "X is a ...", "X enables ...", "What is X?", "At X, we", "Welcome to X". */
export function findSelfDescriptions(deck: DeckView, board: CandidateBoard): void {
  for (const slide of deck.slides) {
    const text = slide.lines.join('\n');
    // On a problem or market slide, "Price is an important concern" describes the world, not the company.
    const aboutTheWorld = ABOUT_THE_WORLD.test(slide.lines[0] ?? '');
    for (const m of text.matchAll(IS_A)) board.add(m[1], aboutTheWorld ? 1.5 : 4, slide.n, 'is-a');
    for (const m of text.matchAll(DOES)) board.add(m[1], 2.5, slide.n, 'verb');
    for (const m of text.matchAll(SUBJECT)) board.add(m[1], aboutTheWorld ? 0.5 : 1.5, slide.n, 'subject');
    for (const m of text.matchAll(INTRO)) board.add(m[1], 3, slide.n, 'intro');
    for (const m of text.matchAll(AT_X_WE)) board.add(m[1], 3, slide.n, 'intro');
  }
}

/** What a deck's cover says about itself besides the company name. */
const DECK_COVER =
  /\b(investor (?:presentation|deck|update)|pitch ?deck|(?:pre-?)?seed (?:round|deck)|series [a-e] (?:round|deck|investor)|fundraising|confidential)\b/i;

/** "Pitch Deck", "Investor Presentation", "Seed Deck": the part of a cover line that names the document. */
const DECK_KIND =
  /^(?:(?:investor|pitch|seed|series [a-e]|fundraising|company)\s+)*(?:pitch\s*)?(?:deck|presentation|pitch|overview)$/i;

/**
 * Title slide: "Name", "Name: tagline", "Name - tagline", "Name | tagline", and "Pitch Deck: Name" /
 * "Name — Investor Presentation", where the other part of the line names the document. The cover's
 * first line is where decks put the name; later lines hold taglines and dates.
 */
export function findCoverNames(deck: DeckView, board: CandidateBoard): void {
  const title = deck.slides.find((s) => s.lines.length > 0);
  if (!title) return;
  let firstName = true;
  title.lines.slice(0, 5).forEach((line) => {
    const parts = line.split(/\s*(?::|\s[-–—|]\s|\|)\s*/).filter(Boolean);
    const kindAt = parts.findIndex((p) => DECK_KIND.test(p.trim()));
    if (kindAt >= 0 && parts.length === 2) {
      const name = parts[1 - kindAt].replace(/^["“]|["”]$/g, '');
      if (name.split(' ').length <= 4) board.add(name, 3.5, title.n, 'cover');
      return;
    }
    const head = parts[0];
    if (head && head.split(' ').length <= 3 && /\p{Lu}/u.test(head)) {
      // The first short line leads the cover; a long first line is a tagline or a sentence.
      board.add(head, head !== line ? 3.5 : firstName ? 3 : 2.5, title.n, 'title');
      firstName = false;
    }
  });
  // A cover that calls itself an investor presentation ("Helix Logistics / Series B Investor
  // Presentation / March 2024") names the company in its first line.
  const [firstLine = '', ...rest] = title.lines;
  if (
    title.lines.length <= 5 &&
    rest.some((line) => DECK_COVER.test(line)) &&
    firstLine.split(' ').length <= 3
  ) {
    board.add(firstLine, 2.5, title.n, 'cover');
  }
}

/**
 * A running footer or header ("Acme | Confidential", "Acme · Seed 2025") repeated on most slides: its
 * name-like parts are the company's, or a partner's, so they count a little.
 */
export function findRunningFooters(deck: DeckView, board: CandidateBoard): void {
  const slideCount = deck.slides.length;
  if (slideCount < 3) return;
  const partSlides = new Map<string, { part: string; slides: Set<number> }>();
  for (const slide of deck.slides) {
    for (const line of slide.lines) {
      if (line.length > 80 || !/[|•·]/.test(line)) continue;
      for (const part of line.split(/\s*[|•·]\s*/)) {
        const key = part.trim().toLowerCase();
        if (!key || key.split(/\s+/).length > 3) continue;
        const entry = partSlides.get(key) ?? { part: part.trim(), slides: new Set<number>() };
        entry.slides.add(slide.n);
        partSlides.set(key, entry);
      }
    }
  }
  for (const { part, slides } of partSlides.values()) {
    if (slides.size >= 3 && slides.size / slideCount >= 0.4) board.add(part, 2.5, [...slides][0], 'footer');
  }
}

/**
 * Coined names written in one word with inner capitals ("BrightNest", "TapRoot"): brands, not
 * dictionary words. The deck's own brand recurs; the same name split in two ("Tap Root") counts too.
 */
export function findCoinedNames(deck: DeckView, board: CandidateBoard): void {
  const coined = new Map<string, { word: string; slides: Set<number> }>();
  for (const slide of deck.slides) {
    for (const m of slide.lines
      .join('\n')
      .matchAll(/(?<![\p{L}\d.@/-])(\p{Lu}\p{Ll}+(?:\p{Lu}\p{Ll}+)+)(?![\p{L}\d@])/gu)) {
      const key = m[1].toLowerCase();
      const entry = coined.get(key) ?? { word: m[1], slides: new Set<number>() };
      entry.slides.add(slide.n);
      coined.set(key, entry);
    }
  }
  for (const [key, { word, slides }] of coined) {
    const segments = word.match(/\p{Lu}\p{Ll}+/gu) ?? [];
    const spaced = new RegExp(`(?<![\\p{L}])${segments.join('[ \\t-]')}(?![\\p{L}])`, 'iu');
    for (const slide of deck.slides) if (spaced.test(slide.lines.join('\n'))) slides.add(slide.n);
    if (STOP_NAMES.has(key)) continue;
    board.add(word, Math.min(4, 2.5 + (slides.size - 1) * 0.75), [...slides][0], 'coined');
    for (const n of slides) board.get(normalizeName(word))?.slides.add(n);
  }
}

const PROPER_WORD = /(?<![\p{L}\d.@/-])(\p{Lu}[\p{L}\d&'’]*(?:[\p{Lu}][\p{Ll}]+)*)(?![\p{L}\d@])/gu;

/** Capitalised words the deck never (or rarely) writes in lower case, on several slides. */
export function findRepeatedProperNames(deck: DeckView, board: CandidateBoard): void {
  const properSlides = new Map<string, { display: Map<string, number>; slides: Set<number> }>();
  for (const slide of deck.slides) {
    for (const m of slide.lines.join('\n').matchAll(PROPER_WORD)) {
      const word = m[1];
      const key = word.toLowerCase();
      if (word.length < 3 || STOP_NAMES.has(key)) continue;
      const entry = properSlides.get(key) ?? {
        display: new Map<string, number>(),
        slides: new Set<number>(),
      };
      entry.display.set(word, (entry.display.get(word) ?? 0) + 1);
      entry.slides.add(slide.n);
      properSlides.set(key, entry);
    }
  }
  const slideCount = Math.max(1, deck.slides.length);
  for (const [key, entry] of properSlides) {
    if (entry.slides.size < 2) continue;
    // A word the deck also writes in lower case is a common word, unless the capitalised form dominates.
    const capitalised = [...entry.display.values()].reduce((a, b) => a + b, 0);
    const lower = deck.lowerCounts.get(key) ?? 0;
    if (lower > 0 && capitalised < 4 * lower) continue;
    const display = [...entry.display.entries()].sort((a, b) => b[1] - a[1])[0][0];
    const spread = entry.slides.size / slideCount;
    board.add(
      display,
      Math.min(5, 1 + entry.slides.size * 0.5 + spread * 3),
      [...entry.slides][0],
      'repeated',
    );
    for (const n of entry.slides) board.get(normalizeName(display))?.slides.add(n);
  }
}

/** Verbs that follow a company's name at the start of a sentence about itself. */
const SELF_VERBS =
  'is|are|was|will|has|enables|helps|provides|allows|offers|connects|lets|gives|brings|empowers|solves|unlocks|builds|develops|designs|operates|sells|introduces|creates|makes|becomes|turns|uses|works';
/** A word alone on a line, or heading it before a separator or a sentence about itself. */
const LOWER_HEAD = new RegExp(
  String.raw`^(\p{Ll}[\p{Ll}\d]{2,}(?:\.(?:ai|io|co|app))?)(?=$|\s*[:–—|→]|\s+-\s|['’]s\b|\s+(?:${SELF_VERBS})\b)`,
  'u',
);
/** The same after the end of a sentence inside a line: "… in a day. kalo helps …". */
const LOWER_AFTER_STOP = new RegExp(
  String.raw`[.!?]\s+(\p{Ll}[\p{Ll}\d]{2,})(?=\s+(?:${SELF_VERBS})\b|['’]s\b)`,
  'gu',
);

/**
 * Brands styled in lower case ("kalo", "ooomf"): a word the deck never capitalises, yet writes where
 * other words are capitalised — alone on a line, heading the cover, as the subject starting a
 * sentence — on more than one slide. A common word there is capitalised ("Revenue", "Data is …").
 */
export function findLowerCaseBrands(deck: DeckView, board: CandidateBoard): void {
  const cover = deck.slides.find((s) => s.lines.length > 0);
  const heads = new Map<
    string,
    { slides: Set<number>; onCover: boolean; subject: boolean; defines: boolean }
  >();
  for (const slide of deck.slides) {
    slide.lines.forEach((line, i) => {
      // Most lines start with a capital and hold no lower-case word after a full stop: skip them cheaply.
      const head = /^\p{Ll}/u.test(line) ? LOWER_HEAD.exec(line)?.[1] : undefined;
      const afterStop = /[.!?]\s+\p{Ll}/u.test(line)
        ? [...line.matchAll(LOWER_AFTER_STOP)].map((m) => m[1])
        : [];
      const found = [head, ...afterStop];
      for (const word of found) {
        if (!word) continue;
        const entry = heads.get(word) ?? {
          slides: new Set<number>(),
          onCover: false,
          subject: false,
          defines: false,
        };
        entry.slides.add(slide.n);
        if (slide === cover && i < 3) entry.onCover = true;
        if (new RegExp(String.raw`(?:^|[.!?]\s+)${escapeRegExp(word)}\s+(?:${SELF_VERBS})\b`, 'u').test(line))
          entry.subject = true;
        // "kalo is a …" opening a slide or a sentence: the deck saying what it is, even said once.
        const opensSentence = i === 0 || /[.!?:]$/.test(slide.lines[i - 1]);
        if (opensSentence && new RegExp(String.raw`^${escapeRegExp(word)} is an?\b`, 'u').test(line))
          entry.defines = true;
        heads.set(word, entry);
      }
    });
  }
  // A word leading the deck's own domain ("acme" of acme-sensors.com) that its sentences write in
  // lower case is the brand, wherever in the sentence it stands.
  for (const d of deck.domains.slice(0, 3)) {
    const lead = d.label.split('-')[0];
    if (lead.length >= 3 && !heads.has(lead))
      heads.set(lead, { slides: new Set(), onCover: false, subject: false, defines: false });
  }
  const names = [...heads].filter(([word]) => !STOP_NAMES.has(word.replace(/\.(ai|io|co|app)$/, '')));
  if (names.length === 0) return;
  const capitalised = new Set(
    (deck.allText.match(/(?<![\p{L}\d])\p{Lu}\p{Ll}[\p{L}\d]*/gu) ?? []).map((w) => w.toLowerCase()),
  );
  // Each slide's words as written in its sentences, not inside a web or e-mail address.
  const proseWords = deck.slides.map(
    (slide) =>
      new Set(
        slide.lines.join('\n').match(/(?<![\p{L}\d.@/-])[\p{L}\d]+(?![\p{L}\d]|[-.@][\p{L}\d])/gu) ?? [],
      ),
  );
  for (const [word, entry] of names) {
    const key = word.replace(/\.(ai|io|co|app)$/, '');
    if (STOP_NAMES.has(key) || capitalised.has(key)) continue;
    // Where else the deck writes it: a brand recurs through the deck, a stray line-start word does not.
    const mentions = deck.slides.filter((_, k) => proseWords[k].has(key));
    // The deck's own domain named after it counts as one more place it is written.
    const ownDomain = deck.domains.slice(0, 3).some((d) => d.label.split('-')[0] === key);
    if (mentions.length + (ownDomain ? 1 : 0) < 2 && !entry.defines) continue;
    if (entry.defines) board.add(word, 4, [...entry.slides][0], 'is-a');
    if (entry.onCover) board.add(word, 3.5, cover!.n, 'title');
    if (entry.subject) board.add(word, 3, [...entry.slides][0], 'verb');
    if (mentions.length > 0)
      board.add(word, Math.min(4, 1 + mentions.length * 0.5), mentions[0].n, 'repeated');
    for (const s of mentions) board.get(normalizeName(word))?.slides.add(s.n);
  }
}

/** The deck's own domains vouch for candidates they contain ("jupiter-sensors.com" → "Jupiter"). */
export function findDomainNames(deck: DeckView, board: CandidateBoard): void {
  const lastSlides = new Set(deck.slides.slice(-2).map((s) => s.n));
  deck.domains.slice(0, 3).forEach((d, rank) => {
    const label = normalizeName(d.label);
    let matched = false;
    for (const [key, c] of board.entries()) {
      // "jupiter-sensors.com" vouches for "Jupiter"; "kobalt.health" for "Kobalt Health".
      const labelHoldsName = label.includes(key) && key.length / label.length >= 0.4;
      const nameStartsWithLabel =
        label.length >= 4 && key.startsWith(label) && label.length / key.length >= 0.4;
      if (key.length >= 3 && (label === key || labelHoldsName || nameStartsWithLabel)) {
        // "acme-sensors.com": the brand leads the label; a word later in it ("sensors") is the trade.
        const trailing = !label.startsWith(key) && !label.replace(DOMAIN_AFFIXES, '').startsWith(key);
        c.score += (rank === 0 ? 5 : 2.5) * (label === key ? 1.2 : trailing ? 0.5 : 1);
        c.kinds.add('domain');
        d.slides.forEach((n) => c.slides.add(n));
        matched = true;
      }
    }
    if (!matched && rank === 0 && d.slides.some((n) => n === deck.slides[0]?.n || lastSlides.has(n))) {
      // A domain whose label the deck also writes as a word ("dawnotemu.app" and "DawnoTemu") names it.
      const written = nameInProse(deck.allText, d.label);
      const name = written ?? capitalise(d.label.replace(/-/g, ' '));
      board.add(name, written ? 5 : 3.5, d.slides[0], 'domain');
      d.slides.forEach((n) => board.get(normalizeName(name))?.slides.add(n));
    }
  });
}

/** The domain label as the deck writes it in prose ("dawnotemu" → "DawnoTemu"), if it does. */
function nameInProse(allText: string, domainLabel: string): string | null {
  // "Acme.ai jest …": a capitalised name with its domain ending, written in a sentence, is the name.
  const dotted = new RegExp(
    `(?<![\\p{L}\\d@/.])(${escapeRegExp(domainLabel)}\\.(?:ai|io|co|app))(?![\\p{L}\\d@/.])`,
    'iu',
  ).exec(allText.replace(/\S+@\S+|(?:https?:\/\/|www\.)\S+/g, ' '));
  if (dotted && /^\p{Lu}/u.test(dotted[1])) return dotted[1];
  const prose = allText.replace(/\S+@\S+|\S+\.\w{2,12}\b/g, ' ');
  const stripped = domainLabel.replace(DOMAIN_AFFIXES, '');
  // Compare normalised words so "AirBed&Breakfast" is found for airbedandbreakfast.com.
  const wanted = [normalizeName(domainLabel), normalizeName(stripped)].filter((l) => l.length >= 3);
  const words = prose.match(/[\p{L}\d][\p{L}\d&'’-]*(?:[ \t][\p{L}\d][\p{L}\d&'’-]*)?/gu) ?? [];
  const inText =
    words.find((w) => wanted.includes(normalizeName(w))) ??
    (prose.match(/[\p{L}\d][\p{L}\d&'’-]*/gu) ?? []).find((w) => wanted.includes(normalizeName(w)));
  return inText ?? null;
}

const CREDIT =
  /\b(?:template|templates|designed|design|made|created|powered|presented|courtesy|redesigned|reproduced|reproduction|adapted|source|sources|via|by)\s+(?:(?:by|with|of|from|at)\b|:)?\s*@?([\p{L}\d][\p{L}\d&.'’-]*)/giu;
const THIRD_PARTY_CREDIT =
  /^(template|designed|design|made|created|powered|courtesy|redesigned|reproduced|reproduction|adapted|source|sources|via)/i;

/** Names credited as a template vendor, designer, tool or source are third parties. */
export function discountCredits(deck: DeckView, board: CandidateBoard): void {
  const credited = new Set<string>();
  // Slide by slide: "Made with" closing one slide's footer does not credit the next slide's title.
  for (const slide of deck.slides) {
    for (const m of slide.lines.join('\n').matchAll(CREDIT)) {
      if (THIRD_PARTY_CREDIT.test(m[0]))
        credited.add(normalizeName(m[1].replace(/\.(com|io|co|net|org)$/i, '')));
    }
  }
  for (const key of credited) {
    const c = board.get(key);
    if (c) c.score -= 8;
  }
}

/** Agreement with the file name: a small bonus for a candidate the uploader's file name also names. */
export function findFileNameAgreement(deck: DeckView, board: CandidateBoard): void {
  const fileTokens = fileNameTokens(deck.fileName)
    .map(normalizeName)
    .filter((t) => t.length >= 3);
  const fileJoined = fileTokens.join('');
  const overlaps = (a: string, b: string) => a.includes(b) && b.length / a.length >= 0.6;
  for (const [key, c] of board.entries()) {
    if (key.length < 3) continue;
    // "Quanta.pptx" agrees with "Quanta Robotics" as "kobalt.health" does with "Kobalt Health".
    const nameStartsWithFileWord = fileTokens.some(
      (t) => t.length >= 4 && key.startsWith(t) && t.length / key.length >= 0.4,
    );
    if (
      fileTokens.includes(key) ||
      overlaps(fileJoined, key) ||
      nameStartsWithFileWord ||
      fileTokens.some((t) => t.length >= 4 && (overlaps(key, t) || overlaps(t, key)))
    ) {
      c.score += 3;
      c.kinds.add('file');
    }
  }
}

const PERSON_ROLE =
  /\b(ceo|cto|coo|cfo|founder|co-founder|advisor|adviser|director|partner|engineer|developer|manager|head of)\b/i;

/** First names of the people a team slide lists ("Melissa Hart, CTO" → "melissa"). */
export function teamFirstNames(slides: Slide[]): Set<string> {
  const firstNames = new Set<string>();
  for (const slide of slides) {
    if (!PERSON_ROLE.test(slide.lower)) continue;
    for (const line of slide.lines) {
      const m = /^(?:Dr\.?\s+)?(\p{Lu}\p{Ll}+)\s+\p{Lu}\p{Ll}+(?:[\s,|(–-]|$)/u.exec(line);
      if (m) firstNames.add(m[1].toLowerCase());
    }
  }
  return firstNames;
}

/**
 * Single common words ("Price is an important concern") and people's first names ("Melissa is an
 * advisor") are not company names, whatever sentence they start.
 */
export function discountCommonWords(deck: DeckView, board: CandidateBoard): void {
  const firstNames = teamFirstNames(deck.slides);
  for (const [key, c] of board.entries()) {
    const display = preferredDisplay(c.displays);
    if (display.includes(' ')) continue;
    if (firstNames.has(key) && !c.kinds.has('domain') && !c.kinds.has('copyright')) c.score -= 6;
    // Counted in the text, not by finder: a name written once in lower case ("“acme” SMS code") amid
    // many capitalised mentions is still a name.
    const lower = deck.lowerCounts.get(key) ?? 0;
    const capitalised = deck.capitalCounts.get(key) ?? 0;
    // A word the deck's own domain spells and that its "X is a …" sentence names is its brand, however
    // often the deck also writes it in lower case.
    const ownBrand = c.kinds.has('domain') && c.kinds.has('is-a');
    if (lower > 0 && !ownBrand && display !== display.toLowerCase() && capitalised < 3 * lower) c.score *= 0.4;
  }
}

/** "Molada" and "Molada Pay": the longer name, when it has its own evidence, takes the shorter one's. */
export function preferLongerNames(_deck: DeckView, board: CandidateBoard): void {
  for (const [key, c] of board.entries()) {
    for (const [otherKey, other] of board.entries()) {
      if (
        otherKey !== key &&
        otherKey.startsWith(key) &&
        key.length >= 3 &&
        other.kinds.size >= 2 &&
        other.score >= 5 &&
        // "Farmo is a …" names Farmo: a longer name the deck never says that of ("Farmo Access", its card)
        // does not take its evidence over.
        !(c.kinds.has('is-a') && !other.kinds.has('is-a'))
      ) {
        other.score += c.score * 0.8;
        c.score *= 0.5;
      }
    }
  }
}
