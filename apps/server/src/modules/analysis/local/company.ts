import type { Slide } from './text.ts';

/**
 * Company name and website. Candidates come from several independent kinds of evidence and the one with
 * the most evidence wins: the deck's own domain names and e-mail addresses, © and legal-suffix lines,
 * the title slide, "X is a ..." sentences, capitalised words the deck never writes in lower case, and
 * agreement with the file name.
 */

export interface NameGuess {
  name: string;
  score: number;
  slides: number[];
}

/** Domains that are never the deck's own company (mail hosts, social networks, sources). */
const GENERIC_DOMAINS = new Set([
  'gmail', 'googlemail', 'yahoo', 'hotmail', 'outlook', 'live', 'icloud', 'aol', 'protonmail', 'mail', 'google', 'linkedin',
  'facebook', 'fb', 'twitter', 'x', 'instagram', 'youtube', 'youtu', 'tiktok', 'medium', 'github', 'gitlab', 'apple',
  'microsoft', 'amazon', 'wikipedia', 'crunchbase', 'techcrunch', 'forbes', 'statista', 'bit', 't', 'docs', 'drive',
  'dropboxusercontent', 'slideshare', 'canva', 'wix', 'wordpress', 'notion', 'calendly', 'zoom', 'whatsapp', 'telegram',
  't.me', 'discord', 'reddit', 'bloomberg', 'reuters', 'wsj', 'nytimes', 'gartner', 'mckinsey', 'pwc', 'deloitte',
  'example', 'company', 'inc', 'wired', 'bbc', 'cnn', 'businessinsider', 'theverge', 'venturebeat', 'cnbc', 'ft', 'economist', 'polarismarketresearch', 'grandviewresearch', 'marketsandmarkets', 'researchandmarkets', 'fortunebusinessinsights', 'yourcompany', 'domain', 'website', 'pitchdeckcoach', 'slidebean',
]);

/** Words sites add around a brand: getdropbox.com, intercomapp.com, acmehq.com. */
const DOMAIN_AFFIXES = /^(get|try|use|join|go|my|the|hello|meet)|(app|hq|inc|labs|official|online|team|io|ai|corp|group)$/g;
const DOMAIN_RE = /(?:https?:\/\/)?(?:www\.)?((?:[a-z0-9][a-z0-9-]*\.)+)([a-z]{2,12})(\/[^\s]*)?/gi;
const EMAIL_RE = /[\w.+-]+@((?:[a-z0-9-]+\.)+)([a-z]{2,12})\b/gi;
const TLDS = new Set([
  'com', 'io', 'ai', 'co', 'app', 'net', 'org', 'fit', 'network', 'tech', 'xyz', 'dev', 'me', 'so', 'gg', 'finance', 'money',
  'health', 'eu', 'uk', 'de', 'fr', 'pl', 'es', 'it', 'nl', 'se', 'fi', 'ee', 'lt', 'lv', 'ch', 'at', 'be', 'ke', 'ng', 'in', 'ca',
  'us', 'au', 'nz', 'sg', 'hk', 'jp', 'cn', 'br', 'mx', 'za', 'vc', 'biz', 'info', 'inc', 'cloud', 'software', 'studio',
  'world', 'global', 'systems', 'ventures', 'fund', 'capital', 'ly', 'to', 'tv', 'fm', 'pro', 'one', 'site', 'online', 'store',
  'shop', 'is', 'cc', 'ws', 'la', 'id', 'ph', 'my', 'th', 'vn', 'ru', 'ua', 'cz', 'sk', 'hu', 'ro', 'bg', 'gr', 'pt', 'ie', 'dk',
  'no', 'il', 'ae', 'tr', 'eg', 'gh', 'ug', 'tz', 'rw',
]);

/** Words that start deck headings and sentences and are never the company name on their own. */
const STOP_NAMES = new Set(
  (
    'the a an our we us you your this that these those it its there what why how who when where which welcome thank thanks ' +
    'problem problems solution solutions product products market markets team teams traction business model competition ' +
    'competitors financials financial projections ask funding investment investors investor roadmap vision mission contact ' +
    'pitch deck presentation confidential draft overview agenda introduction summary executive appendix key highlights ' +
    'revenue revenues growth customers users pricing strategy go to goal goals use of funds opportunity advantage advantages ' +
    'why now demo features technology platform app website email phone address questions q&a slide page copyright ' +
    'all rights reserved inc ltd llc corp gmbh company startup founder founders ceo cto coo cfo cmo advisors advisor board ' +
    'management partners partnership customers clients case study value proposition benefits how it works next steps timeline ' +
    'milestones achievements results status plan plans sales marketing operations risks risk exit strategy terms new ' +
    'free beta launch today now future global world total year years month months day days source sources note notes ' +
    'january february march april may june july august september october november december ' +
    'monday tuesday wednesday thursday friday saturday sunday and or of in on for with by from to as at is are be ' +
    'more most less best first last one two three four five ten hundred thousand million billion ' +
    'iot ai api saas b2b b2c b2b2c mvp kpi roi usa uk eu tam sam som cagr ltv cac arr mrr gmv faq pdf url ' +
    'google facebook apple amazon microsoft linkedin twitter youtube instagram ' +
    'ico ido ieo sto token tokens nft dao defi dex crypto blockchain web3 ios android beta alpha pro plus premium basic ' +
    'template templates gaming fintech edtech proptech insurtech healthcare biotech marketplace software hardware ' +
    'logistics retail media entertainment travel hospitality agriculture energy cleantech automotive telecommunications'
  ).split(/\s+/),
);

/** What a deck's cover says about itself besides the company name. */
const DECK_COVER =
  /\b(investor (?:presentation|deck|update)|pitch ?deck|(?:pre-?)?seed (?:round|deck)|series [a-e] (?:round|deck|investor)|fundraising|confidential)\b/i;

const FILE_NOISE = new Set([
  'pitch', 'deck', 'presentation', 'investor', 'investors', 'final', 'draft', 'v1', 'v2', 'v3', 'copy', 'new', 'full', 'team',
  'slides', 'slide', 'keynote', 'the', 'of', 'and', 'seed', 'preseed', 'series', 'a', 'b', 'round', 'image', 'only', 'pdf',
  'ppt', 'pptx', 'redesigned', 'reproduction', 'original', 'version', 'updated', 'public', 'confidential', 'pl', 'en', 'de',
  'ru', 'stub', 'sample', 'template',
  // The same words in the languages decks arrive in.
  'prezentacja', 'inwestorska', 'inwestor', 'präsentation', 'praesentation', 'investoren', 'presentacion', 'presentación',
  'inversores', 'apresentação', 'apresentacao', 'investidores', 'présentation', 'presentazione', 'investitori',
  'презентация', 'питч', 'дек',
]);

export function normalizeName(s: string): string {
  return s
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/\b(inc|ltd|llc|corp|gmbh|s\.?a\.?|oy|ab|co)\b\.?/g, '')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

interface Candidate {
  displays: Map<string, number>;
  score: number;
  slides: Set<number>;
  kinds: Set<string>;
}

export interface DeckDomain {
  domain: string;
  label: string;
  slides: number[];
}

/** The deck's own domains (from URLs and e-mails), most frequent first; source links with paths excluded. */
export function findDeckDomains(slides: Slide[]): DeckDomain[] {
  const byDomain = new Map<string, { label: string; slides: Set<number>; weight: number }>();
  const add = (host: string, tld: string, slide: number, weight: number) => {
    const parts = host.toLowerCase().replace(/\.$/, '').split('.');
    const label = parts[parts.length - 1];
    if (!label || GENERIC_DOMAINS.has(label) || label.length < 2 || !TLDS.has(tld.toLowerCase())) return;
    const domain = `${parts.join('.')}.${tld.toLowerCase()}`.replace(/^www\./, '');
    const entry = byDomain.get(domain) ?? { label, slides: new Set<number>(), weight: 0 };
    entry.slides.add(slide);
    entry.weight += weight;
    byDomain.set(domain, entry);
  };
  for (const slide of slides) {
    const text = slide.lines.join('\n');
    for (const m of text.matchAll(EMAIL_RE)) add(m[1], m[2], slide.n, 2);
    for (const m of text.matchAll(DOMAIN_RE)) {
      const before = text[m.index - 1];
      if (before === '@' || /[\w-]/.test(before ?? '')) continue;
      // A long path is a cited source, not the company's site.
      if (m[3] && m[3].length > 12) continue;
      // "e.g" / "i.e" / "vs.com" style accidents: require either www/http or a known TLD with a word label.
      if (!/^(https?:|www\.)/i.test(m[0]) && !/^[a-z0-9-]{3,}\.$/i.test(m[1])) continue;
      // A bare domain inside prose ("CEO at example.com, one of ...") is someone else's site.
      const line = text.slice(text.lastIndexOf('\n', m.index) + 1, text.indexOf('\n', m.index) === -1 ? undefined : text.indexOf('\n', m.index));
      if (!/^(https?:|www\.)/i.test(m[0]) && line.split(/\s+/).length > 8) continue;
      add(m[1], m[2], slide.n, 1);
    }
  }
  return [...byDomain.entries()]
    .map(([domain, v]) => ({ domain, label: v.label, slides: [...v.slides].sort((a, b) => a - b), weight: v.weight * v.slides.size }))
    .sort((a, b) => b.weight - a.weight)
    .map(({ domain, label, slides: s }) => ({ domain, label, slides: s }));
}

function cleanCandidate(raw: string): string | null {
  const name = raw
    .replace(/^[\s"“'‘(•●\-–—]+|[\s"”'’),.:;!?•●\-–—]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (name.length < 2 || name.length > 40) return null;
  const words = name.split(' ');
  if (words.length > 4) return null;
  if (!/^[\p{L}\d]/u.test(name) || /^\d+$/.test(name)) return null;
  if (words.every((w) => STOP_NAMES.has(w.toLowerCase().replace(/[^\p{L}&]/gu, '')))) return null;
  if (STOP_NAMES.has(words[0].toLowerCase()) && words.length > 1 && STOP_NAMES.has(words[words.length - 1].toLowerCase())) return null;
  return name;
}

export function guessCompanyName(slides: Slide[], fileName: string): NameGuess | null {
  const candidates = new Map<string, Candidate>();
  const add = (raw: string, score: number, slide: number | null, kind: string) => {
    const name = cleanCandidate(raw);
    if (!name) return;
    const key = normalizeName(name);
    if (key.length < 2) return;
    const c = candidates.get(key) ?? { displays: new Map(), score: 0, slides: new Set<number>(), kinds: new Set<string>() };
    // The same kind of evidence counts fully once and a little for each repeat.
    c.score += c.kinds.has(kind) ? score * 0.25 : score;
    c.kinds.add(kind);
    c.displays.set(name, (c.displays.get(name) ?? 0) + 1);
    if (slide !== null) c.slides.add(slide);
    candidates.set(key, c);
  };

  const allText = slides.map((s) => s.lines.join('\n')).join('\n');
  const lastSlides = new Set(slides.slice(-2).map((s) => s.n));

  // 1. "© 2018 Name, Inc." and "Name Inc." / "Name Ltd" lines.
  for (const slide of slides) {
    for (const line of slide.lines) {
      for (const m of line.matchAll(/(?:©|\(c\)|copyright)\s*(?:\d{4}\s*[-–]?\s*(?:\d{4})?\s*)?([\p{Lu}][\p{L}\d&.'’ -]{1,40}?)(?:,?\s+(?:inc|ltd|llc|corp|gmbh|limited|s\.a\.)\b|[.,|]|\s+all rights|$)/giu)) {
        add(m[1], 5, slide.n, 'copyright');
      }
      for (const m of line.matchAll(/\b([\p{Lu}][\p{L}\d&'’-]+(?:\s+[\p{Lu}][\p{L}\d&'’-]+){0,2}),?\s+(?:Inc|Ltd|LLC|Corp|GmbH|Limited|S\.A\.|Sp\. z o\.o\.)(?![\p{L}])/gu)) {
        add(m[1], 4, slide.n, 'legal');
      }
    }
  }

  // 2. Self-describing sentences: "X is a ...", "X enables ...", "What is X?", "At X, we", "Welcome to X".
  for (const slide of slides) {
    const text = slide.lines.join('\n');
    // On a problem or market slide, "Price is an important concern" describes the world, not the company.
    const aboutTheWorld = /^(the )?(problems?|pain|challenges?|market|competition|competitors|why now)\b/i.test(slide.lines[0] ?? '');
    for (const m of text.matchAll(
      /(?:^|[.!?:][ \t]+|\n|\s{2,})([\p{Lu}][\p{L}\d&'’.-]*(?:[ \t]+[\p{Lu}][\p{L}\d&'’.-]*){0,2})\s+(?:is|are)(?:\s+(?:a|an|the|building|creating|on a mission|revolutioniz|transforming)\b|\s*(?:…|\.\.\.|:))/gu,
    )) {
      add(m[1], aboutTheWorld ? 1.5 : 4, slide.n, 'is-a');
    }
    for (const m of text.matchAll(/([\p{Lu}][\p{L}\d&'’.-]*(?:[ \t]+[\p{Lu}][\p{L}\d&'’.-]*){0,2})\s+(?:enables|helps|provides|allows|offers|connects|lets|makes it|gives|brings|empowers|solves|unlocks|builds|develops|designs|operates|sells)\b/gu)) {
      add(m[1], 2.5, slide.n, 'verb');
    }
    for (const m of text.matchAll(/(?:^|\n|[.!?•●][ \t]+)([\p{Lu}][\p{L}\d&'’-]*(?:[ \t]+[\p{Lu}][\p{L}\d&'’-]*)?)(?:['’]s)?\s+(?:will|has|have|was|can|aims|targets|satisfies|uses|works|delivers|charges|earns|generates|plans|is)\b/gu)) {
      add(m[1], aboutTheWorld ? 0.5 : 1.5, slide.n, 'subject');
    }
    for (const m of text.matchAll(/\b(?:what is|introducing|meet|welcome to)\s+([\p{L}][\p{L}\d&'’.-]*(?:[ \t]+[\p{Lu}][\p{L}\d&'’.-]*){0,2})\s*(?:\?|,\s*we\b|!|\.|$)/giu)) {
      add(m[1], 3, slide.n, 'intro');
    }
    for (const m of text.matchAll(/(?:^|\n|[.!?][ \t]+)At[ \t]+([\p{Lu}][\p{L}\d&'’.-]*(?:[ \t]+[\p{Lu}][\p{L}\d&'’.-]*)?),[ \t]*we\b/gu)) {
      add(m[1], 3, slide.n, 'intro');
    }
  }

  // 3. Title slide: "Name", "Name: tagline", "Name - tagline", "Name | tagline".
  const title = slides.find((s) => s.lines.length > 0);
  if (title) {
    for (const line of title.lines.slice(0, 5)) {
      const head = line.split(/\s*(?::|\s[-–—|]\s|\|)\s*/)[0];
      if (head && head.split(' ').length <= 3 && /\p{Lu}/u.test(head)) add(head, head === line ? 2.5 : 3.5, title.n, 'title');
    }
    // A cover that calls itself an investor presentation ("Helix Logistics / Series B Investor
    // Presentation / March 2024") names the company in its first line.
    const [firstLine = '', ...rest] = title.lines;
    if (title.lines.length <= 5 && rest.some((line) => DECK_COVER.test(line)) && firstLine.split(' ').length <= 3) {
      add(firstLine, 2.5, title.n, 'cover');
    }
  }

  // 4. Capitalised words the deck never writes in lower case, on several slides.
  const lowerCounts = new Map<string, number>();
  for (const w of allText.match(/(?<![\p{L}.@/])\p{Ll}[\p{Ll}\d'’-]+/gu) ?? []) lowerCounts.set(w.toLowerCase(), (lowerCounts.get(w.toLowerCase()) ?? 0) + 1);
  const properSlides = new Map<string, { display: Map<string, number>; slides: Set<number> }>();
  for (const slide of slides) {
    for (const m of slide.lines.join('\n').matchAll(/(?<![\p{L}\d.@/-])(\p{Lu}[\p{L}\d&'’]*(?:[\p{Lu}][\p{Ll}]+)*)(?![\p{L}\d@])/gu)) {
      const word = m[1];
      const key = word.toLowerCase();
      if (word.length < 3 || STOP_NAMES.has(key)) continue;
      const entry = properSlides.get(key) ?? { display: new Map<string, number>(), slides: new Set<number>() };
      entry.display.set(word, (entry.display.get(word) ?? 0) + 1);
      entry.slides.add(slide.n);
      properSlides.set(key, entry);
    }
  }
  const slideCount = Math.max(1, slides.length);
  for (const [key, entry] of properSlides) {
    if (entry.slides.size < 2) continue;
    // A word the deck also writes in lower case is a common word, unless the capitalised form dominates.
    const capitalised = [...entry.display.values()].reduce((a, b) => a + b, 0);
    const lower = lowerCounts.get(key) ?? 0;
    if (lower > 0 && capitalised < 4 * lower) continue;
    const display = [...entry.display.entries()].sort((a, b) => b[1] - a[1])[0][0];
    const spread = entry.slides.size / slideCount;
    add(display, Math.min(5, 1 + entry.slides.size * 0.5 + spread * 3), [...entry.slides][0], 'repeated');
    for (const n of entry.slides) candidates.get(normalizeName(display))?.slides.add(n);
  }

  // 5. The deck's own domains vouch for candidates they contain ("jupiter-sensors.com" → "Jupiter").
  const domains = findDeckDomains(slides);
  domains.slice(0, 3).forEach((d, rank) => {
    const label = normalizeName(d.label);
    let matched = false;
    for (const [key, c] of candidates) {
      // "jupiter-sensors.com" vouches for "Jupiter"; "kobalt.health" for "Kobalt Health".
      const labelHoldsName = label.includes(key) && key.length / label.length >= 0.4;
      const nameStartsWithLabel = label.length >= 4 && key.startsWith(label) && label.length / key.length >= 0.4;
      if (key.length >= 3 && (label === key || labelHoldsName || nameStartsWithLabel)) {
        c.score += (rank === 0 ? 5 : 2.5) * (label === key ? 1.2 : 1);
        c.kinds.add('domain');
        d.slides.forEach((n) => c.slides.add(n));
        matched = true;
      }
    }
    if (!matched && rank === 0 && d.slides.some((n) => n === slides[0]?.n || lastSlides.has(n))) {
      // Reconstruct the capitalisation from the text when the label appears there ("dawnotemu" → "DawnoTemu").
      const prose = allText.replace(/\S+@\S+|\S+\.\w{2,12}\b/g, ' ');
      const stripped = d.label.replace(DOMAIN_AFFIXES, '');
      // Compare normalised words so "AirBed&Breakfast" is found for airbedandbreakfast.com.
      const wanted = [normalizeName(d.label), normalizeName(stripped)].filter((l) => l.length >= 3);
      const words = prose.match(/[\p{L}\d][\p{L}\d&'’-]*(?:[ \t][\p{L}\d][\p{L}\d&'’-]*)?/gu) ?? [];
      const inText =
        words.find((w) => wanted.includes(normalizeName(w))) ??
        (prose.match(/[\p{L}\d][\p{L}\d&'’-]*/gu) ?? []).find((w) => wanted.includes(normalizeName(w)));
      add(inText ?? capitalise(d.label.replace(/-/g, ' ')), 3.5, d.slides[0], 'domain');
      domains[0].slides.forEach((n) => candidates.get(normalizeName(inText ?? d.label))?.slides.add(n));
    }
  });

  // Names credited as a template vendor, designer, tool or source are third parties.
  for (const m of allText.matchAll(/\b(?:template|templates|designed|design|made|created|powered|presented|courtesy|redesigned|reproduced|reproduction|adapted|source|sources|via|by)\s+(?:by|with|of|from|at|:)?\s*@?([\p{L}\d][\p{L}\d&.'’-]*)/giu)) {
    const c = candidates.get(normalizeName(m[1].replace(/\.(com|io|co|net|org)$/i, '')));
    if (c && /^(template|designed|design|made|created|powered|courtesy|redesigned|reproduced|reproduction|adapted|source|sources|via)/i.test(m[0])) c.score -= 8;
  }

  // 6. Agreement with the file name.
  const fileTokens = fileNameTokens(fileName).map(normalizeName).filter((t) => t.length >= 3);
  const fileJoined = fileTokens.join('');
  const overlaps = (a: string, b: string) => a.includes(b) && b.length / a.length >= 0.6;
  for (const [key, c] of candidates) {
    if (key.length < 3) continue;
    // "Quanta.pptx" agrees with "Quanta Robotics" as "kobalt.health" does with "Kobalt Health".
    const nameStartsWithFileWord = fileTokens.some((t) => t.length >= 4 && key.startsWith(t) && t.length / key.length >= 0.4);
    if (fileTokens.includes(key) || overlaps(fileJoined, key) || nameStartsWithFileWord || fileTokens.some((t) => t.length >= 4 && (overlaps(key, t) || overlaps(t, key)))) {
      c.score += 3;
      c.kinds.add('file');
    }
  }

  // Single common words ("Price is an important concern") and people's first names ("Melissa is an
  // advisor") are not company names, whatever sentence they start.
  const firstNames = new Set<string>();
  for (const slide of slides) {
    if (!/\b(ceo|cto|coo|cfo|founder|co-founder|advisor|adviser|director|partner|engineer|developer|manager|head of)\b/i.test(slide.lower)) continue;
    for (const line of slide.lines) {
      const m = /^(?:Dr\.?\s+)?(\p{Lu}\p{Ll}+)\s+\p{Lu}\p{Ll}+(?:[\s,|(–-]|$)/u.exec(line);
      if (m) firstNames.add(m[1].toLowerCase());
    }
  }
  for (const [key, c] of candidates) {
    const display = preferredDisplay(c.displays);
    if (display.includes(' ')) continue;
    if (firstNames.has(key) && !c.kinds.has('domain') && !c.kinds.has('copyright')) c.score -= 6;
    const lower = lowerCounts.get(key) ?? 0;
    const capitalised = [...c.displays.values()].reduce((a, b) => a + b, 0);
    if (lower > 0 && display !== display.toLowerCase() && capitalised < 3 * lower) c.score *= 0.4;
  }

  // "Molada" and "Molada Pay": the longer name, when it has its own evidence, takes the shorter one's.
  for (const [key, c] of candidates) {
    for (const [otherKey, other] of candidates) {
      if (otherKey !== key && otherKey.startsWith(key) && key.length >= 3 && other.kinds.size >= 2 && other.score >= 5) {
        other.score += c.score * 0.8;
        c.score *= 0.5;
      }
    }
  }

  // Repetition alone can be any prominent word; a name needs a second kind of evidence or a strong one.
  const strongKinds = ['copyright', 'legal', 'is-a', 'domain'];
  let best: [string, Candidate] | null = null;
  for (const entry of candidates) {
    const [, c] = entry;
    if (c.score < 5 || (c.kinds.size < 2 && !strongKinds.some((k) => c.kinds.has(k)))) continue;
    if (!best || c.score > best[1].score) best = entry;
  }
  if (!best) return null;
  return { name: preferredDisplay(best[1].displays), score: best[1].score, slides: [...best[1].slides].sort((a, b) => a - b).slice(0, 5) };
}

function preferredDisplay(displays: Map<string, number>): string {
  const ranked = [...displays.entries()].sort((a, b) => {
    const caseScore = (s: string) => (s === s.toUpperCase() && s.length > 3 ? 0 : s === s.toLowerCase() ? 1 : 2);
    return caseScore(b[0]) - caseScore(a[0]) || b[1] - a[1];
  });
  return ranked[0][0];
}

function capitalise(s: string): string {
  return s.replace(/(^|\s)(\p{L})/gu, (_, sp: string, c: string) => sp + c.toUpperCase());
}

/** File-name words minus extension and noise ("Acme_pitch_deck_v2.pdf" → ["Acme"]). */
export function fileNameTokens(fileName: string): string[] {
  const base = fileName.replace(/^.*[\\/]/, '').replace(/\.[a-z0-9]{2,5}$/i, '');
  return base
    .split(/[_\-\s.]+/)
    .filter((t) => t.length > 0 && !FILE_NOISE.has(t.toLowerCase()) && !/^\d+$/.test(t) && !/^v\d+$/i.test(t));
}

/** Spec pitch-deck-handling §5.3: the file name without the words pitch, deck and presentation. */
export function nameFromFileName(fileName: string): string | null {
  const tokens = fileNameTokens(fileName);
  if (tokens.length === 0) return null;
  return tokens
    .slice(0, 3)
    .map((t) => (t === t.toLowerCase() ? capitalise(t) : t))
    .join(' ');
}
