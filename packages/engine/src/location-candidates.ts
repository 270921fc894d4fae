/**
 * Every place a deck names, as a candidate for where the company is, with the features a scorer weighs:
 * where it sits (cover, contact, closing, team, market or competition slide), what its line says around
 * it (an "HQ"/"based in" phrase, a street address or postcode, contact details, a market or expansion
 * sentence, a past employer, "X-based"), how often the deck names it, and whether a phone number's
 * country code or an e-mail or web domain's country agrees. A candidate is reportable only when some line
 * carries a location cue (`locationCue`): a place a deck names only in passing is not where it says it is.
 * Candidates are grouped by country: the question the scorer answers is which country the
 * company is in, and the value shown is the most precise mention of it (a city with its country).
 * Language rules only: nothing here names a company, a deck or a phrase of one.
 */
import { METADATA_DEFAULTS } from '@pitchscope/domain/constants';
import { findPlaces, US_STATES, type PlaceMatch } from '@pitchscope/domain/gazetteer';
import { countriesOfPlace } from '@pitchscope/domain/geography';
import { countries, type TCountryCode } from 'countries-list';
import type { Sections } from './sections.ts';
import { escapeRegExp, joinLetterSpaced, type Slide } from './text.ts';

/** The features of a candidate, each 0..1 except the counts noted; the scorer's weights use these names. */
export const LOCATION_FEATURES = [
  'cover',
  'contactSlide',
  'lastSlide',
  'teamSlide',
  'marketSlide',
  'competitionSlide',
  'hqPhrase',
  'registration',
  'streetAddress',
  'postcode',
  'contactDetailsOnLine',
  'signatureBlock',
  'phoneAgrees',
  'phoneOtherCountry',
  'aloneOnLine',
  'signOff',
  'placeBased',
  'domainAgrees',
  'ownSentence',
  'hometownClaim',
  'serviceArea',
  'affiliation',
  'marketWords',
  'pastEmployer',
  'disclaimer',
  'personal',
  'listOfPlaces',
  'statistic',
  'isCity',
  'cityWithCountry',
  'slideCount',
  'placeShare',
] as const;
export type LocationFeature = (typeof LOCATION_FEATURES)[number];

/**
 * Which way each feature may pull, from what the words mean rather than from the data: a place after
 * "HQ:" can only count for it, a place in a market sentence only against. The fit keeps each weight on
 * its side (0 where either way is plausible), so that a few labelled decks cannot teach the scorer
 * that an address speaks against a place.
 */
export const LOCATION_FEATURE_DIRECTION: Record<LocationFeature, 1 | -1 | 0> = {
  cover: 1,
  contactSlide: 1,
  lastSlide: 1,
  teamSlide: 0,
  marketSlide: -1,
  competitionSlide: -1,
  hqPhrase: 1,
  registration: 1,
  streetAddress: 1,
  postcode: 1,
  contactDetailsOnLine: 1,
  signatureBlock: 1,
  phoneAgrees: 1,
  phoneOtherCountry: -1,
  aloneOnLine: 1,
  signOff: 1,
  placeBased: 1,
  domainAgrees: 1,
  ownSentence: 1,
  hometownClaim: 1,
  serviceArea: 1,
  affiliation: 1,
  marketWords: -1,
  pastEmployer: -1,
  disclaimer: -1,
  personal: -1,
  listOfPlaces: -1,
  statistic: -1,
  isCity: 0,
  cityWithCountry: 1,
  slideCount: 1,
  placeShare: 1,
};
export type LocationFeatures = Record<LocationFeature, number>;

/** One place named on one line. */
export interface PlaceMention {
  slide: number;
  /** The places this mention shows: a city with its own country or state where the line gives them. */
  places: PlaceMatch[];
  state?: string;
  /** A phrase or address that states the location, as opposed to a place the reader infers from. */
  statesLocation: boolean;
  /**
   * The line places the company there the way a deck gives its own seat: an address, an "HQ"/"based in"
   * phrase, a registration, a contact block or sign-off of the cover or closing slide, its own sentence.
   * A place named without any such cue (a team member's home, a market, a screenshot) is never reported.
   */
  locationCue: boolean;
  features: Omit<LocationFeatures, DeckWideFeature>;
}

/** Features read from the whole deck or the whole candidate rather than from one line. */
type DeckWideFeature = 'slideCount' | 'placeShare' | 'phoneAgrees' | 'phoneOtherCountry' | 'domainAgrees';

/** All mentions of one country, with the features the scorer reads. */
export interface LocationCandidate {
  /** ISO 3166 code of the country, or the place's own name when it resolves to none. */
  key: string;
  mentions: PlaceMention[];
  /** The mention the value and evidence come from. */
  best: PlaceMention;
  features: LocationFeatures;
  /** Some mention carries a location cue: only such a candidate may be reported as the location. */
  locationCue: boolean;
}

const HQ_PHRASE =
  /\b(based in|based out of|headquartered in|headquarters|head office|hq|located in|location(?=\s*:)|offices?(?=\s*:)|offices? (?:in|at)|founded in|office[^.\n]{0,25}\bin|registered in|incorporated in|entities in|operating from|address|siedziba|sede(?: en| em| social)?|(?:haupt)?sitz(?: in)?|siège(?: social)?|adresse|adres|dirección|endereço)(?![\p{L}])[:\s]*/iu;
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
/**
 * The first digit of a US ZIP code by state: the ten national areas. A city, state and ZIP that
 * disagree ("Mobile, CA 34077") is an OCR misreading or not an address, and is not read as one.
 */
const ZIP_AREA_STATES = [
  'CT MA ME NH NJ PR RI VT',
  'DE NY PA',
  'DC MD NC SC VA WV',
  'AL FL GA MS TN',
  'IN KY MI OH',
  'IA MN MT ND SD WI',
  'IL KS MO NE',
  'AR LA OK TX',
  'AZ CO ID NM NV UT WY',
  'AK CA HI OR WA',
].map((states) => new Set(states.split(' ')));

function usCityStateZip(line: string): { city: string; state: string; index: number } | null {
  const m = US_CITY_STATE_ZIP.exec(line);
  if (!m) return null;
  const state = m[2].toUpperCase();
  const zip = /\d{5}/.exec(line.slice(m.index + m[0].length - 5))?.[0] ?? '';
  if (!US_STATES[state] || !ZIP_AREA_STATES[Number(zip[0])]?.has(state)) return null;
  return { city: m[1], state, index: m.index };
}

const US_PRONOUN_BEFORE =
  /\b(?:contact|about|join|e-?mail|call|write|follow|reach|visit|tell|help|with|for|to|let|meet)\W*$/i;

/** Postcodes as countries write them: US ZIP after a state, UK, Canadian, Polish. */
const POSTCODE =
  /\b[A-Z]{2}\s+\d{5}(?:-\d{4})?\b|\b[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}\b|\b[A-Z]\d[A-Z]\s?\d[A-Z]\d\b|\b\d{2}-\d{3}\b/;
/** A number code written right beside the place: "10115 Berlin", "Pune 411001", "Trivandrum - 695 581". */
const CODE_BEFORE = /\b\d{4,5}\s*$/;
const CODE_AFTER = /^[\s,–-]*\d{3}\s?\d{3}\b|^[\s,]*\d{4,5}\b(?![\s\d]*[%$€£])/;
const AFFILIATION = /\b(college|university|institute|campus|incubator|accelerator|incubated|school of)\b/i;
/**
 * An affiliation the deck gives as its own, as a labelled field or a programme it is in ("College: …",
 * "Incubated at …"), not a line of a person's biography ("PhD, University of …").
 */
const OWN_AFFILIATION =
  /^\W*(?:college|university|institute|campus|school|incubator|accelerator)\s*:|\b(?:incubated|accelerated|hosted)\s+(?:at|by|in)\b/i;
/** "Berlin-based", "a Lagos based team", "a Lisbon startup": the place written before what is there. */
const PLACE_BASED = /^[\s-–‑]*(?:based|headquartered)\b|^\s+(?:start-?up|company)\b/i;
/** A four-digit number that reads as a year ("Moved to the UK 2011") rather than a postcode. */
const YEAR = /^(?:19|20)\d\d$/;
const MARKET_WORDS =
  /\b(markets?|expand\w*|expansion|launch\w*|target\w*|customers in|users in|clients in|sales|sell\w*|pilots?|serve|serving|export\w*|partners in|available in|service area|to start|countries|global(?:ly)?|worldwide|international|roll(?:ing)?[- ]?out|enter(?:ing)?|entry)\b/i;
/** "ex-Google", "formerly at", "previously", "10 years at": where a team member worked before. */
const PAST_EMPLOYER =
  /(?:^|[\s(•·,;])ex[-–‑ ]?(?=\p{Lu})|\b(former(?:ly)?|previously|prior to|worked (?:at|for|in)|alumn(?:us|a|i)|years (?:at|in|with)|spent \d+|led \w+ at)\b/iu;
/** "He is based in …", "I live in …": where a person is, not the company. */
const PERSONAL =
  /\b(?:he|she|i|who)\s+(?:is|am|was|lives?|lived|works?|moved)\b|\b(?:his|her|my)\s+(?:home|family)\b|\b(?:developer|engineer|designer|advis[eo]r|consultant|freelancer|intern)s?,?\s+(?:is\s+|are\s+)?based\b/i;
const DISCLAIMER =
  /\b(not (?:be )?located in|residents? of|jurisdiction|securities laws?|solicitation|offer to sell|prohibited)\b/i;
/** "57M users in …", "$2B spent in …": a figure before a place (on its line or the line above) is market data. */
const FIGURE = /[$€£¥₹]\s?\d|\d(?:[.,]\d+)?\s?(?:%|[MBK]\b|million|billion|bn\b|mn\b)|\bsource:/i;
/** "Seattle’s next $1B company", "Lagos's leading lender": the company placing itself in its city. */
const HOMETOWN_CLAIM =
  /^['’]s\s+(?:next|first|leading|largest|biggest|fastest[- ]growing|favou?rite|own|top|best|#1|number one)\b/i;
/** An e-mail address, web address or phone number: what a contact line holds. */
const CONTACT_DETAILS =
  /\S@\S|\bwww\.|https?:\/\/|\+\d[\d ()-]{7,}\d|\b[a-z][\w-]+\.(?:com|io|ai|co|net|org|app|dev|tech)\b/i;
/** An international phone number: "+", a country code and the rest, 8 to 15 digits in all (E.164). */
const PHONE = /(?<![\w+])\+ ?\d[\d ().-]{6,18}\d/g;
/**
 * The deck's e-mail and web addresses ending in a country code ("hello@tidewell.pl", "www.tidewell.co.uk"):
 * a company usually takes the domain of its own country. Lower case only, as addresses are written.
 */
const COUNTRY_DOMAIN = new RegExp(
  [
    String.raw`(?<![\w.-])[\w.+-]+@(?:[\w-]+\.)+([a-z]{2})(?![\w.-])`,
    String.raw`(?<![\w.@-])(?:https?:\/\/|www\.)(?:[\w-]+\.)+([a-z]{2})(?![\w@-]|\.\w)`,
    // A bare domain is written in lower case; "Inc.In" is not one.
    String.raw`(?<![\w.@/-])[a-z][a-z0-9-]{2,}\.(?:(?:co|com|org|net|ac|gov|edu)\.)?([a-z]{2})(?![\w@-]|\.\w)`,
  ].join('|'),
  'g',
);
/** Country codes sold as generic domains (".io", ".ai", ".co", ".tv"): they say nothing of where a company is. */
const GENERIC_COUNTRY_DOMAINS = new Set(
  'ai io co me tv fm ly gg sh to vc cc ws so am im la ac ag gl nu tk md st ms gs'.split(' '),
);
const OWN_SERVICE_AREA = /\b(?:service|operations?|operating|we operate)\s+in\s+/i;

const LEGAL_SUFFIX =
  /,?\s+(?:inc|ltd|llc|corp|gmbh|limited|private limited|pvt\.? ltd|s\.a\.|sp\. z o\.o\.|oy|ab|ag|bv|sas|srl)\.?$/i;

/** "(England and Wales Company Registration Number: …)", "a company registered in Estonia". */
const REGISTRATION =
  /\b((?:[\p{Lu}][\p{L}]+)(?:\s+(?:and\s+)?[\p{Lu}][\p{L}]+){0,3})\s+(?:[Cc]ompany\s+)?(?:[Rr]egistration|[Rr]egistered|[Cc]ompany)\s+(?:[Nn]umber|[Nn]o\.?)/u;

/**
 * A legal entity written just before the place: "Acme Labs Inc., Helsinki, Finland", "Nordwind GmbH, Berlin"
 * — the company's registered name and seat, as a cover or a footer gives them.
 */
const LEGAL_ENTITY_BEFORE =
  /\b[\p{Lu}\d][\p{L}\d&'’.-]*(?:\s+[\p{Lu}\d][\p{L}\d&'’.-]*){0,3},?\s+(?:Inc|Ltd|LLC|Corp|GmbH|Limited|Pvt\.? Ltd|Oy|AB|AG|BV|SAS|SRL|S\.A\.|Sp\. z o\.o\.)\.?,\s*$/u;

/** Words that end a name before ", Country" without it being a city: streets, buildings, legal forms. */
const NOT_A_CITY =
  /\b(?:street|st|road|rd|avenue|ave|lane|suite|ste|floor|building|tower|park|centre|center|house|hub|campus|inc|ltd|llc|gmbh|limited|corp|university|college|institute|office|offices|europe|asia|africa|america|americas|latin america|middle east|region)\.?$/i;
const NAME_BEFORE_COMMA = /(\p{Lu}[\p{L}'’.-]+(?:[ -]\p{Lu}[\p{L}'’.-]+){0,2}),\s*$/u;

type MentionFeatures = PlaceMention['features'];

export function findLocationCandidates(
  slides: Slide[],
  sections: Sections,
  company = '',
): LocationCandidate[] {
  const selfDescription = ownSentence(company, slides);
  const mentions: PlaceMention[] = [];
  const first = slides[0]?.n;
  const last = slides.at(-1)?.n;
  for (const slide of slides) {
    const disclaimerSlide = slide.lines.some((line) => DISCLAIMER.test(line));
    const where = {
      cover: slide.n === first ? 1 : 0,
      contactSlide: sections.contact.includes(slide.n) ? 1 : 0,
      lastSlide: slide.n === last && slide.n !== first ? 1 : 0,
      teamSlide: sections.team.includes(slide.n) ? 1 : 0,
      marketSlide: sections.market.includes(slide.n) ? 1 : 0,
      competitionSlide: sections.competition.includes(slide.n) ? 1 : 0,
    };
    for (const [lineIndex, line] of slide.lines.entries()) {
      mentions.push(...mentionsOnLine(slide, lineIndex, readableLine(line), where, selfDescription, disclaimerSlide));
    }
  }
  return groupByCountry(mentions, slides);
}

/**
 * A line set in spaced capitals ("O N TA R I O, C A N A D A · 2 0 2 6") read with its letters joined
 * and its separators spaced again ("ONTARIO, CANADA· 2026"), so that its places are found.
 */
function readableLine(line: string): string {
  return joinLetterSpaced(line)?.replace(/([,·|•])(?=\S)/g, '$1 ') ?? line;
}

function mentionsOnLine(
  slide: Slide,
  lineIndex: number,
  line: string,
  where: Pick<
    MentionFeatures,
    'cover' | 'contactSlide' | 'lastSlide' | 'teamSlide' | 'marketSlide' | 'competitionSlide'
  >,
  selfDescription: RegExp | null,
  disclaimerSlide: boolean,
): PlaceMention[] {
  // A legal notice ("you are not located in …", "residents of …") lists places the company is not.
  const disclaimer = disclaimerSlide || DISCLAIMER.test(line);
  const hq = DISCLAIMER.test(line) ? null : HQ_PHRASE.exec(line);
  const registered = REGISTRATION.exec(line);
  const address = ADDRESS_LINE.test(line) || usCityStateZip(line) !== null;
  const hqTailStart = hq ? hq.index + hq[0].length : -1;
  const statedContext = hq !== null || address || registered !== null;
  const zip = usCityStateZip(line);
  let places = usCitiesOfZip(findPlaces(line, { anyCase: address }), zip);
  if (statedContext) places = withUnlistedCity(line, places);
  if (places.length === 0) return [];
  const own = selfDescription?.exec(line);
  // "UX designer" / "based in Lisbon.": a sentence broken over two lines reads as one.
  const previousLine = slide.lines[lineIndex - 1] ?? '';
  const continuesSentence = /^\p{Ll}/u.test(line);
  const serviceArea = OWN_SERVICE_AREA.exec(line);
  const nearby = slide.lines.slice(Math.max(0, lineIndex - 2), lineIndex + 3);
  const contactOnLine = CONTACT_DETAILS.test(line);
  const state = zip?.state;
  const lineCountries = new Set(places.map(countryKeyOf));
  const signingSlide = where.cover || where.contactSlide || where.lastSlide;
  const out: PlaceMention[] = [];
  // One mention per country on the line, read from its city where the line names one: "Lisbon, Portugal"
  // is Lisbon; "England and Wales" is both parts of one country.
  for (const key of lineCountries) {
    const ofCountry = places.filter((p) => countryKeyOf(p) === key);
    const place = ofCountry.find((p) => p.kind === 'city') ?? ofCountry[0];
    const sameCountry = ofCountry.filter((p) => p === place || p.kind === 'country');
    const before = line.slice(0, place.index);
    // "CONTACT / US", "About us": the pronoun written in capitals, not the country.
    if (
      place.kind === 'country' &&
      /^U\.?S\.?$/i.test(line.slice(place.index, place.index + place.length)) &&
      US_PRONOUN_BEFORE.test(`${previousLine} ${before}`)
    )
      continue;
    const after = line.slice(place.index + place.length);
    // "Austin Cohen" is a person: a city name followed by another capitalised word is not a place here.
    const nextWordIsPlace = places.some(
      (p) => p.index > place.index && /^\s+$/.test(line.slice(place.index + place.length, p.index)),
    );
    if (place.kind === 'city' && !statedContext && !nextWordIsPlace && /^\s+\p{Lu}\p{Ll}+/u.test(after))
      continue;
    const alone = isPlaceSegment(line, places, place, previousLine);
    const codeBeside = (CODE_BEFORE.exec(before)?.[0] ?? CODE_AFTER.exec(after)?.[0] ?? '').replace(/\D/g, '');
    // "Moved to the UK 2011": a year beside a place is a date unless the line is an address or a contact line.
    const postcodeBeside = codeBeside !== '' && (!YEAR.test(codeBeside) || address || contactOnLine);
    const features: MentionFeatures = {
      ...where,
      hqPhrase: hq !== null && place.index >= hqTailStart && place.index - hqTailStart < 90 ? 1 : 0,
      registration:
        (registered !== null && place.index >= registered.index && place.index < registered.index + registered[0].length) ||
        LEGAL_ENTITY_BEFORE.test(before)
          ? 1
          : 0,
      streetAddress: address ? 1 : 0,
      postcode: POSTCODE.test(line) || postcodeBeside ? 1 : 0,
      contactDetailsOnLine: contactOnLine ? 1 : 0,
      signatureBlock: !contactOnLine && nearby.some((l) => CONTACT_DETAILS.test(l)) ? 1 : 0,
      aloneOnLine: alone ? 1 : 0,
      // A place on its own line of the cover, contact or closing slide is how a deck signs off with
      // where it is; a place alone on a line elsewhere is as often a row of a table of markets.
      // A row of three or more countries is a list of markets or offices, wherever it stands.
      signOff: alone && signingSlide && lineCountries.size < 3 ? 1 : 0,
      // "… for Lagos" / "based founders": the sentence may go on on the next line.
      placeBased: PLACE_BASED.test(/^\s*$/.test(after) ? (slide.lines[lineIndex + 1] ?? '') : after) ? 1 : 0,
      ownSentence:
        own && place.kind === 'country' && place.index > own.index && /\bin\s+$/i.test(before.slice(-12))
          ? 1
          : 0,
      hometownClaim: HOMETOWN_CLAIM.test(after) ? 1 : 0,
      serviceArea:
        serviceArea && place.index > serviceArea.index && !MARKET_WORDS.test(line.slice(0, serviceArea.index))
          ? 1
          : 0,
      affiliation: AFFILIATION.test(line) ? 1 : 0,
      marketWords: MARKET_WORDS.test(line) ? 1 : 0,
      pastEmployer: PAST_EMPLOYER.test(line) ? 1 : 0,
      // A legal notice may carry the company's own registration: that line still states where it is.
      disclaimer: disclaimer && !(registered && place.index >= registered.index) ? 1 : 0,
      personal: PERSONAL.test(continuesSentence ? `${previousLine} ${before}` : before) ? 1 : 0,
      listOfPlaces: lineCountries.size >= 3 ? 1 : 0,
      statistic: FIGURE.test(`${previousLine} ${before}`) ? 1 : 0,
      isCity: place.kind === 'city' ? 1 : 0,
      cityWithCountry: place.kind === 'city' && (sameCountry.length > 1 || state !== undefined) ? 1 : 0,
    };
    const statesLocation =
      (features.disclaimer === 0 || features.registration === 1) &&
      features.personal === 0 &&
      (features.hqPhrase === 1 ||
        features.registration === 1 ||
        features.streetAddress === 1 ||
        features.postcode === 1);
    out.push({
      slide: slide.n,
      places: sameCountry,
      state: place.kind === 'city' ? state : undefined,
      statesLocation,
      locationCue: hasLocationCue(features, signingSlide === 1, OWN_AFFILIATION.test(line)),
      features,
    });
  }
  return out;
}

/** The features that place the company where they name, each enough to make a candidate reportable. */
const LOCATION_CUES = [
  'hqPhrase',
  'registration',
  'streetAddress',
  'postcode',
  'signOff',
  'ownSentence',
  'hometownClaim',
  'serviceArea',
  'placeBased',
] as const satisfies readonly LocationFeature[];

function hasLocationCue(features: MentionFeatures, signingSlide: boolean, ownAffiliation: boolean): boolean {
  // A team member's home or past employer, or a legal notice's places, place no company.
  if (features.personal || features.pastEmployer || (features.disclaimer && !features.registration)) return false;
  return (
    LOCATION_CUES.some((name) => features[name] === 1) ||
    // Contact details sign a deck off on its cover, contact or closing slide; elsewhere they are a
    // team member's profile or a customer's.
    (signingSlide && (features.contactDetailsOnLine === 1 || features.signatureBlock === 1)) ||
    (ownAffiliation && features.affiliation === 1)
  );
}

function groupByCountry(mentions: PlaceMention[], slides: Slide[]): LocationCandidate[] {
  const byKey = new Map<string, PlaceMention[]>();
  for (const mention of mentions) {
    const key = countryKeyOf(mention.places[0]);
    byKey.set(key, [...(byKey.get(key) ?? []), mention]);
  }
  const slidesNaming = (list: PlaceMention[]) => new Set(list.map((m) => m.slide)).size;
  const phoneCodes = phoneCountryCodes(slides);
  const domainCountries = countryDomains(slides);
  return [...byKey].map(([key, list]) => {
    const strongest = (name: keyof MentionFeatures) => Math.max(...list.map((m) => m.features[name]));
    const base = Object.fromEntries(
      (Object.keys(list[0].features) as (keyof MentionFeatures)[]).map((name) => [name, strongest(name)]),
    ) as MentionFeatures;
    // A feature that speaks against a place counts only if every mention carries it: a company that
    // also names its home country in a market sentence is still at home there.
    for (const against of [
      'marketWords',
      'pastEmployer',
      'disclaimer',
      'personal',
      'listOfPlaces',
      'marketSlide',
      'competitionSlide',
      'teamSlide',
    ] as const)
      base[against] = Math.min(...list.map((m) => m.features[against]));
    const callingCodes = callingCodesOf(key);
    const features: LocationFeatures = {
      ...base,
      phoneAgrees: [...phoneCodes].some((code) => callingCodes.has(code)) ? 1 : 0,
      phoneOtherCountry:
        phoneCodes.size > 0 && ![...phoneCodes].some((code) => callingCodes.has(code)) ? 1 : 0,
      domainAgrees: domainCountries.has(key.toLowerCase()) ? 1 : 0,
      slideCount: Math.log2(1 + slidesNaming(list)),
      placeShare: list.length / mentions.length,
    };
    return {
      key,
      mentions: list,
      best: bestMention(list),
      features,
      locationCue: list.some((m) => m.locationCue),
    };
  });
}

/** The mention to show: a stated one first, then one with a location cue, then a city over a country, then the earliest. */
function bestMention(list: PlaceMention[]): PlaceMention {
  const rank = (m: PlaceMention) =>
    (m.statesLocation ? 4 : 0) +
    (m.locationCue ? 4 : 0) +
    (m.features.isCity ? 2 : 0) +
    (m.features.cityWithCountry ? 1 : 0) -
    m.features.marketWords * 8;
  return [...list].sort((a, b) => rank(b) - rank(a) || a.slide - b.slide)[0];
}

const COUNTRY_KEYS = new Map<string, string>();

function countryKeyOf(place: PlaceMatch): string {
  const name = place.kind === 'city' ? place.country : place.name;
  let key = COUNTRY_KEYS.get(name);
  if (key === undefined) {
    key = [...countriesOfPlace(name)][0] ?? name.toLowerCase();
    COUNTRY_KEYS.set(name, key);
  }
  return key;
}

function callingCodesOf(key: string): Set<string> {
  const country = countries[key as TCountryCode];
  return new Set((country?.phone ?? []).map(String));
}

/** The country calling codes of the deck's phone numbers ("+44 20 …" → 44). Codes are prefix-free. */
function phoneCountryCodes(slides: Slide[]): Set<string> {
  const found = new Set<string>();
  for (const slide of slides) {
    for (const m of slide.text.matchAll(PHONE)) {
      const digits = m[0].replace(/\D/g, '');
      if (digits.length < 8 || digits.length > 15) continue;
      for (let length = 1; length <= 3; length++) {
        if (KNOWN_CALLING_CODES.has(digits.slice(0, length))) {
          found.add(digits.slice(0, length));
          break;
        }
      }
    }
  }
  return found;
}
/** The countries of the deck's country-code domains, as lower-case ISO codes (".uk" is GB's). */
function countryDomains(slides: Slide[]): Set<string> {
  const found = new Set<string>();
  for (const slide of slides) {
    for (const m of slide.text.matchAll(COUNTRY_DOMAIN)) {
      const code = m[1] ?? m[2] ?? m[3];
      if (!GENERIC_COUNTRY_DOMAINS.has(code)) found.add(code === 'uk' ? 'gb' : code);
    }
  }
  return found;
}

const KNOWN_CALLING_CODES = new Set(Object.values(countries).flatMap((c) => c.phone.map(String)));

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

/**
 * "Cambridge, MA 02139", "Portland, OR 97201": a city written with a US state and ZIP code is the US
 * city of that name, whatever other country a list gives it first.
 */
function usCitiesOfZip(places: PlaceMatch[], zip: ReturnType<typeof usCityStateZip>): PlaceMatch[] {
  if (!zip) return places;
  const zipCityEnd = zip.index + zip.city.length;
  return places.map((p) =>
    p.kind === 'city' && p.country !== 'USA' && p.index + p.length === zipCityEnd ? { ...p, country: 'USA' } : p,
  );
}

/**
 * A city no list can hold all of, read from where addresses put it: before a listed country
 * ("Based in Izmir, Turkey") or a US state and ZIP code ("Boise, ID 83702"). Only used on a line
 * already known to state an address or the headquarters.
 */
function withUnlistedCity(text: string, places: PlaceMatch[]): PlaceMatch[] {
  if (places.some((p) => p.kind === 'city')) return places;
  const zip = usCityStateZip(text);
  if (zip && !NOT_A_CITY.test(zip.city)) {
    const city: PlaceMatch = {
      name: zip.city,
      kind: 'city',
      country: 'USA',
      index: zip.index,
      length: zip.city.length,
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
 * A line that stops where its sentence goes on to the next: on a comma, or on a word that cannot end
 * one ("based out of" / "Boston."). "Thank you" / "Wrocław" is a sign-off, not a sentence.
 */
const UNFINISHED_SENTENCE =
  /(?:,|\b(?:of|in|at|to|from|near|by|for|with|into|across|the|a|an|and|or|our|their|its|is|are|was|were|based|located))\s*$/iu;

/** What separates the parts of a cover or footer line: "Tidewell · Lisbon, Portugal · 2026". */
const SEGMENT_BREAK = /\s*[·|•]\s*|\s+[–—]\s+/g;
const MONTH =
  /(?<![\p{L}])(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?(?![\p{L}])/giu;
/** "Ontario, " left of a listed country: a region no list holds, written as addresses write it. */
const REGION_BEFORE_COUNTRY = /^\p{Lu}[\p{L}'’.-]+(?:[ -]\p{Lu}[\p{L}'’.-]+){0,2},\s*$/u;

/**
 * A place that is a line, or a part of a line between separators, by itself ("London, UK",
 * "Gdańsk, Polska", "Seed round · Lisbon, Portugal"), as a cover or closing slide signs off; not the
 * end of a sentence broken over two lines ("Both are based out of" / "NYC.").
 */
function isPlaceSegment(line: string, places: PlaceMatch[], place: PlaceMatch, previousLine = ''): boolean {
  let start = 0;
  let end = line.length;
  for (const m of line.matchAll(SEGMENT_BREAK)) {
    if (m.index + m[0].length <= place.index) start = m.index + m[0].length;
    else if (m.index >= place.index + place.length) {
      end = m.index;
      break;
    }
  }
  let rest = line.slice(start, end);
  for (const other of [...places].sort((a, b) => b.index - a.index)) {
    if (other.index < start || other.index + other.length > end) continue;
    rest = rest.slice(0, other.index - start) + rest.slice(other.index - start + other.length);
  }
  // "Seattle, WA" and "Boise, ID 83702": a state code and a postcode belong to the place; "Warsaw,
  // March 2026" and "Lyon, 12.03.2026": a cover signs off with where and when.
  rest = rest
    .replace(/\b[A-Z]{2}\b|\b\d{1,5}(?:[./-]\d{1,4}){0,2}\b/g, '')
    .replace(MONTH, '')
    .replace(/[\s.;/–-]+$/u, '');
  const placeOnly = /^[\s,.;/–-]*$/u.test(rest) || (place.kind === 'country' && REGION_BEFORE_COUNTRY.test(rest));
  return placeOnly && (start > 0 || !UNFINISHED_SENTENCE.test(previousLine));
}
