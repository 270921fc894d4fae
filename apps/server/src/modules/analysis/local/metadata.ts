import {
  COMPETITORS_MAX,
  EXTRACTION_FALLBACKS,
  KEY_METRICS_MAX,
  METADATA_DEFAULTS,
} from '@pitchscope/domain/constants';
import type { FieldSources } from '@pitchscope/domain/contracts/decks';
import type { Currency } from '@pitchscope/domain/round-size';
import type { DeckText, MetadataResult } from '../analysis.provider.ts';
import { findDeckDomains, guessCompanyName, nameFromFileName, normalizeName } from './company.ts';
import { findPlaces, US_STATES, type PlaceMatch } from '@pitchscope/domain/gazetteer';
import { guessIndustry } from './industry.ts';
import { composeExecutiveSummary, describeFromFacts, findDescription } from './description-finder.ts';
import { ASSUMED, inferred, NOT_FOUND, NOT_SPECIFIED, stated, type Found } from './found.ts';
import { findMoney, findPlainAmounts, formatMoney, type MoneyMention } from './money.ts';
import { findKeyPeople } from './people-finder.ts';
import { findStage } from './stage-finder.ts';
import { detectSections, type Sections } from './sections.ts';
import { isCompleteSentence } from './sentence-quality.ts';
import { clipWords, escapeRegExp, sentencesOf, toSlides, unique, type Slide } from './text.ts';

export { NOT_SPECIFIED } from './found.ts';

export interface DeckAnalysis {
  slides: Slide[];
  sections: Sections;
  metadata: MetadataResult;
}

/** Reads a deck once; the other local analyses work from this. */
export function analyseDeck(deck: DeckText): DeckAnalysis {
  const slides = toSlides(deck.pages);
  const sections = detectSections(slides);
  return { slides, sections, metadata: extractMetadataFromSlides(slides, sections, deck.fileName) };
}

export function extractMetadata(deck: DeckText): MetadataResult {
  return analyseDeck(deck).metadata;
}

export function extractMetadataFromSlides(
  slides: Slide[],
  sections: Sections,
  fileName: string,
): MetadataResult {
  const company = findCompany(slides, fileName);
  const { description, topic, others } = findDescription(slides, sections, company.value);
  const industry = findIndustry(slides, topic);
  const stage = findStage(slides, sections);
  const round = findRoundSize(slides, sections);
  const geography = findGeography(slides, sections, company.value);
  const website = findWebsite(slides);
  const people = findKeyPeople(slides, sections, company.value);
  const product = findProduct(slides, sections, company.value);
  const shortDescription: Found =
    description ??
    (product.source.status !== 'assumed' && isCompleteSentence(product.value)
      ? product
      : describeFromFacts(company.value, industry));
  const executive = composeExecutiveSummary(slides, sections, {
    company: company.value,
    description: shortDescription,
    stage,
    round,
    geography,
    people,
    others,
  });

  const fieldSources: FieldSources = {
    companyName: company.source,
    product: product.source,
    industry: industry.source,
    stage: stage.source,
    roundSize: round.source,
    geography: geography.source,
    shortDescription: shortDescription.source,
    executiveSummary: executive.source,
    website: website.source,
    keyPeople: people.source,
  };

  return {
    companyName: company.value,
    product: product.value,
    industry: industry.value,
    stage: stage.value,
    roundSize: round.value,
    geography: geography.value,
    website: website.value,
    keyPeople: people.value,
    shortDescription: shortDescription.value,
    executiveSummary: executive.value,
    teamSize: findTeamSize(slides, people.count),
    revenue: findRevenue(slides),
    foundedYear: findFoundedYear(slides),
    keyMetrics: findKeyMetrics(slides, sections),
    competitorsListed: findCompetitors(slides, sections, company.value),
    sections: Object.fromEntries(Object.entries(sections).filter(([, v]) => v.length > 0)),
    fieldSources,
  };
}

// ---------------------------------------------------------------------------------------------------
// Company, website

function findCompany(slides: Slide[], fileName: string): Found {
  const guess = guessCompanyName(slides, fileName);
  if (guess) return { value: guess.name, source: stated(guess.slides) };
  const fromFile = nameFromFileName(fileName);
  // The file name is the uploader's label, not the deck's statement: inferred, with no slide to cite.
  if (fromFile) return { value: fromFile, source: inferred([]) };
  return { value: METADATA_DEFAULTS.companyName, source: NOT_FOUND };
}

function findWebsite(slides: Slide[]): Found {
  const domains = findDeckDomains(slides);
  if (domains.length === 0) return { value: NOT_SPECIFIED, source: NOT_FOUND };
  return { value: domains[0].domain, source: stated(domains[0].slides.slice(0, 3)) };
}

// ---------------------------------------------------------------------------------------------------
// Description, product, industry

const PRODUCT_NOUNS =
  /\b(platform|app|application|device|tool|service|system|software|marketplace|protocol|network|solution|sensor|wallet|bot|api|engine|assistant|game)s?\b/i;

function findProduct(slides: Slide[], sections: Sections, company: string): Found {
  const preferred = unique([...sections.product, ...sections.solution]);
  const ordered = [
    ...preferred.map((n) => slides.find((s) => s.n === n)).filter((s): s is Slide => !!s),
    ...slides.slice(0, 3),
  ];
  for (const slide of ordered) {
    for (const sentence of sentencesOf(slide)) {
      if (!PRODUCT_NOUNS.test(sentence)) continue;
      const words = sentence.split(/\s+/).length;
      if (words < 3 || words > 40) continue;
      if (/^(problem|solution|product)s?$/i.test(sentence)) continue;
      // A team line ("Jane Doe (CTO, software)") names people, not the product.
      if (/\b(ceo|cto|coo|cfo|cmo|co-?founder|founder)\b/i.test(sentence)) continue;
      return { value: clipWords(sentence, 18), source: stated([slide.n]) };
    }
  }
  // Spec pitch-deck-handling §5.3.
  return { value: `${company}'s Platform`, source: ASSUMED };
}

function findIndustry(slides: Slide[], description?: string): Found {
  const guess = guessIndustry(slides, description);
  if (!guess) return { value: EXTRACTION_FALLBACKS.industry, source: ASSUMED };
  return { value: guess.industry, source: inferred(guess.slides) };
}

// ---------------------------------------------------------------------------------------------------
// Round size

const ASK_STRONG =
  /\b(raising|raise|seeking|seek|looking for|we need|need|needs|asking|ask|szukamy|poszukujemy|pozyskujemy|buscamos|buscando|procuramos|captamos|captando|levantamos|levantando|suchen|cherchons|recherchons|levée de fonds|cerchiamo|raccogliamo|investment goal|funding goal|fundraising goal|round target|target raise|round size|required investment|investment required|funding required|investment needed|funding needed|we are offering|offering)\b/i;
/** Words that name the amount being raised when they label a figure. */
const ASK_LABEL_WORDS =
  'investment|funding|raise|raising|round|round size|round target|ask|amount|target|goal';
/** "Investment: $20m", "Round size - €1M", "Ask: 500K": a label right before the figure. */
const ASK_LABEL = new RegExp(`\\b(${ASK_LABEL_WORDS})\\s*[:–—-]\\s*(?:up to\\s*)?$`, 'i');
/** "Target" or "The ask:" alone on the line above a figure. */
const ASK_LABEL_ABOVE = new RegExp(
  `^\\s*(?:the |our )?(${ASK_LABEL_WORDS})(?: sought| required| needed| goal)?\\s*:?\\s*$`,
  'i',
);
const ASK_WEAK =
  /\b(investment|funding|round|convertible note|safe|equity|pre[\s-]?seed|seed|series [a-e]|angel|target|goal|total|crowdsale|token sale|financing|capital|inwestycj\w*)\b/i;
const NOT_ASK =
  /\b(valuation|val\.? cap|cap\b|pre[\s-]?money|post[\s-]?money|market|tam|sam|som|revenue|revenues|sales|gmv|arr|mrr|raised|prior|previous|last round|profit|cost|costs|price|salary|salaries|per month|per year|\/mo|per user|loss|spent|saved|hard cap|soft cap|minimal|minimum|maximum|industry|billion|trillion|income|ebitda|turnover|users|customers|tvl|aum|loan book|loans|avg|average|volume|per farmer|per customer)\b/i;

/** A line holding one figure and nothing else but its currency: "$15M", "€ 2.5 million", "500 000 PLN". */
function isFigureOnly(line: string): boolean {
  const words = line.replace(/\b(million|billion|mln|mld)\b/gi, '').match(/\p{L}+/gu) ?? [];
  return /\d/.test(line) && words.every((word) => word.length <= 3) && line.length <= 24;
}
/** A short heading-like label: a few words, no figures. */
const LABEL_LINE = /^(?!.*\d)\s*\S+(?:\s+\S+){0,3}\s*:?\s*$/u;

function findRoundSize(slides: Slide[], sections: Sections): Found {
  type Scored = { money: MoneyMention; score: number; slide: number };
  const scored: Scored[] = [];
  const currencyCounts = new Map<Currency, number>();
  for (const slide of slides) {
    const onAsk = sections.ask.includes(slide.n);
    const headingAsk = slide.lines.slice(0, 2).some((l) => ASK_STRONG.test(l));
    slide.lines.forEach((line, i) => {
      const money = findMoney(line);
      for (const m of money)
        if (m.currency) currencyCounts.set(m.currency, (currencyCounts.get(m.currency) ?? 0) + 1);
      const plain = onAsk
        ? findPlainAmounts(line).filter((p) => !money.some((m) => p.index < m.end && p.end > m.index))
        : [];
      const prev = slide.lines[i - 1] ?? '';
      const next = slide.lines[i + 1] ?? '';
      const all = [...money, ...plain].sort((a, b) => a.index - b.index);
      for (const m of all) {
        if (m.amount < 10_000 || m.amount > 500_000_000) continue;
        // The words around the figure, up to the neighbouring figures, say what it is.
        const k = all.indexOf(m);
        const from = Math.max(k > 0 ? all[k - 1].end : 0, m.index - 60);
        const to = Math.min(k < all.length - 1 ? all[k + 1].index : line.length, m.end + 40);
        const near = line.slice(from, to);
        // A label after the figure ends at the next comma: "$500K angel round, valuation cap $4M".
        const ownWords = line.slice(from, m.end) + line.slice(m.end, to).split(/[,;|•]/)[0];
        let score = 0;
        if (onAsk) score += 3;
        if (headingAsk) score += 3;
        if (ASK_STRONG.test(near) || ASK_LABEL.test(line.slice(Math.max(0, m.index - 30), m.index)))
          score += 6;
        else if (ASK_STRONG.test(prev) || ASK_STRONG.test(next)) score += 3;
        if (ASK_WEAK.test(near)) score += 3;
        else if (ASK_WEAK.test(prev) || ASK_WEAK.test(next)) score += 1;
        // A figure alone on its line is named by a short label on the line above ("Target" / "$15M").
        const labelAbove = all.length === 1 && isFigureOnly(line) && LABEL_LINE.test(prev) ? prev : '';
        if (labelAbove && ASK_LABEL_ABOVE.test(labelAbove)) score += 6;
        if (NOT_ASK.test(ownWords) || NOT_ASK.test(labelAbove)) score -= 5;
        if (!m.currency && plain.includes(m)) score -= 1;
        // Slides often put labels under a row of figures: the first label word names the first figure.
        if (
          all.length > 1 &&
          /^\s*(angel|seed|pre[\s-]?seed|series|round|investment|raise|ask)\b/i.test(next)
        )
          score += k === 0 ? 2 : -1;
        if (score >= 6) scored.push({ money: m, score, slide: slide.n });
      }
    });
  }
  scored.sort((a, b) => b.score - a.score || b.money.amount - a.money.amount);
  const best = scored[0];
  if (!best) return { value: EXTRACTION_FALLBACKS.roundSize, source: ASSUMED };
  if (best.money.currency)
    return {
      value: formatMoney(best.money.amount, best.money.currency, best.money.upper),
      source: stated([best.slide]),
    };
  // No currency next to the ask: use the deck's own currency when it uses exactly one, and say it was inferred.
  const currencies = [...currencyCounts.entries()].sort((a, b) => b[1] - a[1]);
  if (
    currencies.length > 0 &&
    currencies[0][1] >= 2 &&
    (currencies.length === 1 || currencies[0][1] >= 3 * currencies[1][1])
  ) {
    return {
      value: formatMoney(best.money.amount, currencies[0][0], best.money.upper),
      source: inferred([best.slide]),
    };
  }
  return { value: formatMoney(best.money.amount, null, best.money.upper), source: stated([best.slide]) };
}

// ---------------------------------------------------------------------------------------------------
// Geography

const HQ_PHRASE =
  /\b(based in|headquartered in|headquarters|hq|located in|location(?=\s*:)|offices? (?:in|at)|office[^.\n]{0,25}\bin|registered in|incorporated in|entities in|operating from|address|siedziba|sede(?: en| em| social)?|(?:haupt)?sitz(?: in)?|siège(?: social)?|adresse|adres|dirección|endereço)(?![\p{L}])[:\s]*/iu;
const ADDRESS_LINE = new RegExp(
  [
    // "19 Rausch Street", "4 Quay St."
    String.raw`\b\d+[a-z]?\s+[\p{L}.' -]{2,40}\b(street|st\.?|avenue|ave\.?|road|rd\.?|boulevard|blvd|suite|ste\.?|floor|lane|drive|dr\.?|way|place|plaza|ulica|ul\.|strasse|straße|calle|rue|via)\b`,
    // Continental order, the number after the street: "Calle de Alcalá 45", "ul. Długa 12", "Rua Augusta 100".
    String.raw`\b(calle|carrer|avenida|av\.|rua|rue|via|viale|piazza|ulica|ul\.|aleja|al\.|straat|plein|gatan|vej)\s+[\p{L}.' -]{2,40}?\s\d+[a-z]?\b`,
    // German and Nordic compounds: "Leopoldstraße 12", "Torstr. 5", "Drottninggatan 3".
    String.raw`\p{L}{2,}(straße|strasse|str\.|gasse|weg|platz|allee|damm|ring|gatan|vägen|vej|gade|straat|laan|gracht)\s+\d+[a-z]?\b`,
  ].join('|'),
  'iu',
);
const US_CITY_STATE_ZIP = /\b([A-Z][a-z]+(?:\s[A-Z][a-z]+)*),\s*([A-Z]{2})\s+\d{5}\b/i;
const AFFILIATION = /\b(college|university|institute|campus|incubator|accelerator|incubated|school of)\b/i;
const TARGET_CONTEXT =
  /\b(market|markets|expand|expansion|launch|target|customers in|users in|sales|sell|pilot|serve|serving|export|partners in|available in|service area|to start)\b/i;

/** An e-mail address, web address or phone number: what a contact line holds. */
const CONTACT_DETAILS = /\S@\S|\bwww\.|https?:\/\/|\+\d[\d ()-]{7,}\d/i;

/** "Name is a/an …", "Name helps …": the deck's sentence about its own company. */
function ownSentence(company: string): RegExp | null {
  if (company.length < 2 || company === METADATA_DEFAULTS.companyName) return null;
  return new RegExp(
    `(?<![\\p{L}])${escapeRegExp(company)}\\s+(?:is|are|helps|provides|offers|connects|serves)\\b`,
    'iu',
  );
}

/** "(England and Wales Company Registration Number: …)", "a company registered in Estonia". */
const REGISTRATION =
  /\b((?:[\p{Lu}][\p{L}]+)(?:\s+(?:and\s+)?[\p{Lu}][\p{L}]+){0,3})\s+(?:[Cc]ompany\s+)?(?:[Rr]egistration|[Rr]egistered|[Cc]ompany)\s+(?:[Nn]umber|[Nn]o\.?)/u;

const OWN_SERVICE_AREA = /\b(?:service|operations?|operating|we operate)\s+in\s+/i;

function findGeography(slides: Slide[], sections: Sections, company = ''): Found {
  const selfDescription = ownSentence(company);
  type Hit = { places: PlaceMatch[]; score: number; slide: number; statedPhrase: boolean; state?: string };
  const hits: Hit[] = [];
  for (const slide of slides) {
    for (const [lineIndex, line] of slide.lines.entries()) {
      // "Farmify is an app … for small farmers in India": where the company says it works.
      const own = selfDescription?.exec(line);
      if (own) {
        const countries = findPlaces(line.slice(own.index)).filter((p) => p.kind === 'country');
        if (
          countries.length === 1 &&
          /\bin\s+$/i.test(line.slice(0, countries[0].index + own.index).slice(-12))
        ) {
          hits.push({ places: countries, score: 3, slide: slide.n, statedPhrase: false });
          continue;
        }
      }
      const registered = REGISTRATION.exec(line);
      if (registered) {
        const places = findPlaces(registered[1]);
        if (places.length > 0) {
          hits.push({ places: places.slice(0, 2), score: 8, slide: slide.n, statedPhrase: true });
          continue;
        }
      }
      const hq = HQ_PHRASE.exec(line);
      // "you are not located in …": a disclaimer's list of excluded places.
      if (hq && /\bnot\s+(?:be\s+)?$/i.test(line.slice(0, hq.index))) continue;
      if (hq) {
        const tail = line.slice(hq.index + hq[0].length, hq.index + hq[0].length + 90);
        const places = findPlaces(tail);
        if (places.length > 0) {
          hits.push({ places: places.slice(0, 4), score: 8, slide: slide.n, statedPhrase: true });
          continue;
        }
      }
      // "A 10 car service in SF": where the company's own service runs, unless it is a plan to expand.
      const serviceArea = OWN_SERVICE_AREA.exec(line);
      if (serviceArea && !TARGET_CONTEXT.test(line.slice(0, serviceArea.index))) {
        const cities = findPlaces(
          line.slice(serviceArea.index + serviceArea[0].length, serviceArea.index + 60),
        ).filter((p) => p.kind === 'city');
        if (cities.length > 0) {
          hits.push({ places: cities.slice(0, 1), score: 5, slide: slide.n, statedPhrase: false });
          continue;
        }
      }
      const addressMatch = ADDRESS_LINE.test(line) || US_CITY_STATE_ZIP.test(line);
      const places = findPlaces(line, { anyCase: addressMatch });
      if (places.length === 0) continue;
      if (addressMatch) {
        const zip = US_CITY_STATE_ZIP.exec(line);
        const state = zip && US_STATES[zip[2].toUpperCase()] ? zip[2].toUpperCase() : undefined;
        hits.push({ places: places.slice(0, 1), score: 7, slide: slide.n, statedPhrase: true, state });
        continue;
      }
      // The team's college, incubator or accelerator city on the first slides is where the team works.
      if (
        slide.n <= (slides[0]?.n ?? 1) + 1 &&
        AFFILIATION.test(line) &&
        places.some((p) => p.kind === 'city')
      ) {
        hits.push({
          places: places.filter((p) => p.kind === 'city').slice(0, 1),
          score: 4,
          slide: slide.n,
          statedPhrase: false,
        });
        continue;
      }
      // A city on the title, contact or closing slide, or beside contact details, and not in a
      // market/expansion sentence, is a weaker signal.
      const isTitleOrContact =
        slide.n === slides[0]?.n ||
        sections.contact.includes(slide.n) ||
        CONTACT_DETAILS.test(line) ||
        (slide.n === slides.at(-1)?.n && isPlaceLine(line, places, slide.lines[lineIndex - 1]));
      // "Austin Cohen" is a person: a city name followed by another capitalised word is not a place here.
      const cities = places.filter(
        (p) =>
          (p.kind === 'city' && !/^\s+\p{Lu}\p{Ll}+/u.test(line.slice(p.index + p.length))) ||
          (p.kind === 'city' && /^,/.test(line.slice(p.index + p.length))),
      );
      if (isTitleOrContact && cities.length > 0 && !TARGET_CONTEXT.test(line) && line.length < 120) {
        hits.push({ places: cities.slice(0, 1), score: 4, slide: slide.n, statedPhrase: false });
      }
    }
  }
  if (hits.length === 0) return { value: NOT_SPECIFIED, source: NOT_FOUND };
  // Repeated evidence for the same place adds up (an address footer on every slide).
  const byPlace = new Map<string, { hit: Hit; total: number; slides: Set<number> }>();
  for (const hit of hits) {
    const key = hit.places.map((p) => p.name).join('|');
    const entry = byPlace.get(key) ?? { hit, total: 0, slides: new Set<number>() };
    entry.total += entry.slides.size === 0 ? hit.score : 1;
    entry.slides.add(hit.slide);
    if (hit.score > entry.hit.score) entry.hit = hit;
    byPlace.set(key, entry);
  }
  const best = [...byPlace.values()].sort((a, b) => b.total - a.total)[0];
  const value = formatPlaces(best.hit.places, best.hit.state);
  const slidesCited = [...best.slides].sort((a, b) => a - b).slice(0, 3);
  return { value, source: best.hit.statedPhrase ? stated(slidesCited) : inferred(slidesCited) };
}

/**
 * A line that is a place and nothing else ("London, UK", "Gdańsk, Polska"), as a closing slide signs
 * off with; not the end of a sentence broken over two lines ("Both are based out of" / "NYC.").
 */
function isPlaceLine(line: string, places: PlaceMatch[], previousLine = ''): boolean {
  let rest = line;
  for (const place of [...places].sort((a, b) => b.index - a.index)) {
    rest = rest.slice(0, place.index) + rest.slice(place.index + place.length);
  }
  return /^[\s,.;|·•/–-]*$/u.test(rest) && !/[\p{Ll},]\s*$/u.test(previousLine);
}

function formatPlaces(places: PlaceMatch[], state?: string): string {
  // "England and Wales": parts of one country, as company registers name them.
  const keys = unique(places.map((p) => sameCountryKey(p.kind === 'city' ? p.country : p.name)));
  if (
    places.length > 1 &&
    keys.length === 1 &&
    places.every((p) => p.kind === 'country' && sameCountryKey(p.name) !== p.name.toLowerCase())
  ) {
    return `${unique(places.map((p) => p.name)).join(' and ')}, ${keys[0].toUpperCase()}`;
  }
  if (places.length === 1) {
    const p = places[0];
    if (p.kind === 'country') return p.name === 'US' || p.name === 'U.S.' ? 'USA' : p.name;
    return [p.name, state, p.country].filter(Boolean).join(', ');
  }
  // "Toronto, Canada" names one place: a country that is a listed city's own country adds nothing.
  const cityCountries = new Set(
    places.filter((p) => p.kind === 'city').map((p) => sameCountryKey(p.country)),
  );
  const kept = places.filter((p) => p.kind === 'city' || !cityCountries.has(sameCountryKey(p.name)));
  if (kept.length === 1) return formatPlaces(kept, state);
  return unique(
    kept.map((p) =>
      p.kind === 'city' ? `${p.name} (${p.country})` : p.name === 'U.S.' || p.name === 'US' ? 'USA' : p.name,
    ),
  ).join(', ');
}

/** One key for the several ways decks write the same country ("US", "U.S.", "United States", "USA"). */
function sameCountryKey(country: string): string {
  const key = country.toLowerCase().replace(/\./g, '');
  if (['us', 'usa', 'united states'].includes(key)) return 'usa';
  if (['uk', 'united kingdom', 'england', 'scotland', 'wales', 'northern ireland'].includes(key)) return 'uk';
  if (key === 'united arab emirates') return 'uae';
  if (key === 'czechia') return 'czech republic';
  if (key === 'korea') return 'south korea';
  return key;
}

// ---------------------------------------------------------------------------------------------------
// People, team size

function findTeamSize(slides: Slide[], peopleCount: number): string {
  for (const slide of slides) {
    const m =
      /\b(?:team of|we are)\s+(\d{1,4})\b|\b(\d{1,4})\s+(?:employees|people|team members|engineers|ftes?|staff)\b/i.exec(
        slide.lines.join(' '),
      );
    if (m) return `${m[1] ?? m[2]} (slide ${slide.n})`;
  }
  return peopleCount > 0 ? `${peopleCount}+ named on the team slide` : NOT_SPECIFIED;
}

// ---------------------------------------------------------------------------------------------------
// Revenue, founded, metrics, competitors

function findRevenue(slides: Slide[]): string {
  for (const slide of slides) {
    for (const line of slide.lines) {
      if (!/\b(revenue|revenues|arr|mrr|sales|turnover|gmv)\b/i.test(line)) continue;
      if (/\b(projected|projection|forecast|target|potential|market|by 20\d\d|estimated)\b/i.test(line))
        continue;
      const money = findMoney(line);
      if (money.length > 0) return `${clipWords(line, 16)} (slide ${slide.n})`;
    }
  }
  return NOT_SPECIFIED;
}

function findFoundedYear(slides: Slide[]): string {
  for (const slide of slides) {
    const m =
      /\b(?:founded|established|est\.|incorporated|started|since|założon\w*|fundada|gegründet)\s*(?:in\s+)?(?:\w+\s+)?((?:19|20)\d\d)\b/i.exec(
        slide.lines.join(' '),
      );
    if (m) return m[1];
  }
  return NOT_SPECIFIED;
}

const METRIC_WORDS =
  /\b(users|customers|clients|downloads|revenue|arr|mrr|gmv|growth|retention|churn|subscribers|members|signups|sign-ups|units|orders|transactions|bookings|partners|nights|listings|installs|mau|dau|conversion|margin|nps|waitlist|pilots?|sold|countries|cities)\b/i;

function findKeyMetrics(slides: Slide[], sections: Sections): string[] {
  const order = unique([...sections.traction, ...sections.financials, ...slides.map((s) => s.n)]);
  const metrics: string[] = [];
  for (const n of order) {
    const slide = slides.find((s) => s.n === n);
    if (!slide) continue;
    for (const line of slide.lines) {
      if (metrics.length >= KEY_METRICS_MAX) return metrics;
      const onTraction = sections.traction.includes(n);
      if ((!METRIC_WORDS.test(line) && !onTraction) || !/\d/.test(line.replace(/\b(19|20)\d\d\b/g, '')))
        continue;
      if (line.split(' ').length > 22 || /\b(market size|tam|sam|som)\b/i.test(line)) continue;
      const entry = `${line.replace(/^[•●○▪■◦*\-–—>]+\s*/, '')} (slide ${n})`;
      if (!metrics.includes(entry)) metrics.push(entry);
    }
  }
  return metrics;
}

const COMPETITOR_NOISE =
  /^(competition|competitors?|competitive|landscape|us|we|our|you|yes|no|price|pricing|features?|cost|high|low|medium|none|other|others|and|or|vs\.?|versus|advantages?|comparison|legend|source|free|paid|mobile|web|desktop|global|local|\d+.*)$/i;

function findCompetitors(slides: Slide[], sections: Sections, company: string): string[] {
  const own = normalizeName(company);
  const found: string[] = [];
  const push = (raw: string) => {
    const name = raw.trim().replace(/[.,;:]+$/, '');
    const key = normalizeName(name);
    if (key.length < 2 || key === own || COMPETITOR_NOISE.test(name)) return;
    if (!found.some((f) => normalizeName(f) === key)) found.push(name);
  };
  for (const slide of slides) {
    const text = slide.lines.join(' ');
    for (const m of text.matchAll(
      /\b(?:competitors?(?: include| such as| like)?|compete with|vs\.?|versus|alternatives? (?:like|such as))\s*:?\s+((?:[\p{Lu}][\p{L}\d.&'-]*(?:\s[\p{Lu}][\p{L}\d.&'-]*)?(?:,\s*|\s+and\s+|\s*\/\s*)?){1,5})/gu,
    )) {
      for (const part of m[1].split(/,|\band\b|\//)) push(part);
    }
  }
  for (const n of sections.competition) {
    const slide = slides.find((s) => s.n === n);
    if (!slide) continue;
    for (const line of slide.lines) {
      const words = line.split(' ');
      if (words.length > 3 || line.length > 30) continue;
      if (!/^[\p{Lu}\d]/u.test(line) || /[.:?!]$/.test(line)) continue;
      if (words.every((w) => /^[\p{Ll}]/u.test(w))) continue;
      push(line);
    }
  }
  return found.slice(0, COMPETITORS_MAX);
}
