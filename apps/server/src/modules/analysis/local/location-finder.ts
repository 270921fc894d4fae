/**
 * The location finder: where the company is. A registration, an "HQ"/"based in" phrase or a street
 * address is stated; a city on the title or contact slide, the team's college or incubator, or where the
 * company says its service runs is inferred. Markets, expansion plans and disclaimers are not locations.
 */
import { METADATA_DEFAULTS } from '@pitchscope/domain/constants';
import { findPlaces, US_STATES, type PlaceMatch } from '@pitchscope/domain/gazetteer';
import { inferred, NOT_FOUND, NOT_SPECIFIED, stated, type Found } from './found.ts';
import type { Sections } from './sections.ts';
import { escapeRegExp, unique, type Slide } from './text.ts';

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

const LEGAL_SUFFIX =
  /,?\s+(?:inc|ltd|llc|corp|gmbh|limited|private limited|pvt\.? ltd|s\.a\.|sp\. z o\.o\.|oy|ab|ag|bv|sas|srl)\.?$/i;

/** "Name is a/an …", "Name helps …": the deck's sentence about its own company. */
function ownSentence(company: string, slides: Slide[]): RegExp | null {
  if (company.length < 2 || company === METADATA_DEFAULTS.companyName) return null;
  // "Acme Private Limited" read from the cover is written "Acme" in the deck's sentences.
  company = company.replace(LEGAL_SUFFIX, '').trim() || company;
  // A name read with a word glued to it ("AcmeAccess") is still written "Acme" in the deck's sentences,
  // unless that head is a common word the deck writes in lower case at least as often ("DataRobot" → "data").
  const head = /^(\p{Lu}\p{Ll}{3,})\p{Lu}\p{Ll}/u.exec(company)?.[1];
  const names = [company, ...(head && !isMostlyLowerCase(head, slides) ? [head] : [])]
    .map(escapeRegExp)
    .join('|');
  return new RegExp(`(?<![\\p{L}])(?:${names})\\s+(?:is|are|helps|provides|offers|connects|serves)\\b`, 'iu');
}

function isMostlyLowerCase(word: string, slides: Slide[]): boolean {
  const text = slides.map((s) => s.lines.join('\n')).join('\n');
  const count = (w: string) =>
    text.match(new RegExp(`(?<![\\p{L}])${escapeRegExp(w)}(?![\\p{L}])`, 'gu'))?.length ?? 0;
  return count(word.toLowerCase()) >= count(word);
}

/** "(England and Wales Company Registration Number: …)", "a company registered in Estonia". */
const REGISTRATION =
  /\b((?:[\p{Lu}][\p{L}]+)(?:\s+(?:and\s+)?[\p{Lu}][\p{L}]+){0,3})\s+(?:[Cc]ompany\s+)?(?:[Rr]egistration|[Rr]egistered|[Cc]ompany)\s+(?:[Nn]umber|[Nn]o\.?)/u;

const OWN_SERVICE_AREA = /\b(?:service|operations?|operating|we operate)\s+in\s+/i;

export function findGeography(slides: Slide[], sections: Sections, company = ''): Found {
  const selfDescription = ownSentence(company, slides);
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
        const places = withUnlistedCity(tail, findPlaces(tail));
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
      const listed = findPlaces(line, { anyCase: addressMatch });
      const places = addressMatch ? withUnlistedCity(line, listed) : listed;
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

/** Words that end a name before ", Country" without it being a city: streets, buildings, legal forms. */
const NOT_A_CITY =
  /\b(?:street|st|road|rd|avenue|ave|lane|suite|ste|floor|building|tower|park|centre|center|house|hub|campus|inc|ltd|llc|gmbh|limited|corp|university|college|institute|office|offices|europe|asia|africa|america|americas|latin america|middle east|region)\.?$/i;
const NAME_BEFORE_COMMA = /(\p{Lu}[\p{L}'’.-]+(?:[ -]\p{Lu}[\p{L}'’.-]+){0,2}),\s*$/u;

/**
 * A city no list can hold all of, read from where addresses put it: before a listed country
 * ("Based in Izmir, Turkey") or a US state and ZIP code ("Boise, ID 83702"). Only used on a line
 * already known to state an address or the headquarters.
 */
function withUnlistedCity(text: string, places: PlaceMatch[]): PlaceMatch[] {
  if (places.some((p) => p.kind === 'city')) return places;
  const zip = US_CITY_STATE_ZIP.exec(text);
  if (zip && US_STATES[zip[2].toUpperCase()] && !NOT_A_CITY.test(zip[1])) {
    const city: PlaceMatch = {
      name: zip[1],
      kind: 'city',
      country: 'USA',
      index: zip.index,
      length: zip[1].length,
    };
    return [city, ...places];
  }
  const country = places.find((p) => p.kind === 'country');
  if (!country) return places;
  const before = NAME_BEFORE_COMMA.exec(text.slice(0, country.index));
  if (!before || NOT_A_CITY.test(before[1]) || /\d/.test(before[1])) return places;
  const city: PlaceMatch = {
    name: before[1],
    kind: 'city',
    country: ['US', 'U.S.'].includes(country.name) ? 'USA' : country.name,
    index: before.index,
    length: before[1].length,
  };
  return [city, ...places].sort((a, b) => a.index - b.index);
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
