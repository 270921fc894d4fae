/**
 * Where a deck's company is, and whether that lies within an investor's target geographies. Places are
 * resolved to ISO 3166 country codes — countries by their English and native names (the maintained
 * `countries-list` dataset) or common short forms, cities through the gazetteer the local engine reads
 * decks with, US states and Canadian provinces by name or code — and targets are regions defined as
 * sets of countries, or single countries. "Helsinki, Finland" is FI: within Nordics, Europe and Global,
 * outside North America.
 */
import { countries, type TCountryCode } from 'countries-list';
import { GLOBAL_GEOGRAPHY } from './constants.ts';
import { CITIES, CITY_ALIASES, US_STATES } from './gazetteer.ts';

export { GLOBAL_GEOGRAPHY };

type CountryCode = string;

const ALL_CODES = Object.keys(countries) as TCountryCode[];
const onContinent = (...continents: string[]) =>
  ALL_CODES.filter((code) => continents.includes(countries[code].continent));
const codes = (list: string) => list.split(' ');

/** Investor target regions, as Settings offers them, each the set of countries it accepts. */
const REGIONS: ReadonlyArray<{ label: string; countries: readonly CountryCode[] | 'anywhere'; aliases?: string[] }> = [
  { label: GLOBAL_GEOGRAPHY, countries: 'anywhere', aliases: ['worldwide', 'international', 'anywhere', 'geography agnostic', 'any'] },
  { label: 'Europe', countries: onContinent('EU'), aliases: ['eu', 'european union', 'european', 'western europe'] },
  { label: 'Nordics', countries: codes('DK FI IS NO SE FO AX GL'), aliases: ['nordic', 'nordic countries', 'scandinavia', 'scandinavian'] },
  { label: 'DACH', countries: codes('DE AT CH LI') },
  { label: 'UK & Ireland', countries: codes('GB IE IM JE GG'), aliases: ['uk and ireland', 'british isles'] },
  { label: 'Benelux', countries: codes('BE NL LU') },
  { label: 'Southern Europe', countries: codes('ES PT IT GR MT CY AD SM VA MC') },
  {
    label: 'CEE',
    countries: codes('PL CZ SK HU RO BG HR SI RS BA ME MK AL XK UA MD BY EE LV LT'),
    aliases: ['central and eastern europe', 'central & eastern europe', 'eastern europe'],
  },
  { label: 'Baltics', countries: codes('EE LV LT'), aliases: ['baltic', 'baltic states'] },
  { label: 'North America', countries: codes('US CA'), aliases: ['na'] },
  { label: 'US', countries: codes('US PR'), aliases: ['usa', 'u.s.', 'u.s.a.', 'united states', 'united states of america'] },
  { label: 'Canada', countries: codes('CA') },
  {
    label: 'LATAM',
    countries: onContinent('SA', 'NA').filter((code) => !codes('US CA GL BM PM PR').includes(code)),
    aliases: ['latin america', 'south america'],
  },
  {
    label: 'MENA',
    countries: codes('AE BH DZ EG IQ IR IL JO KW LB LY MA OM PS QA SA SY TN TR YE'),
    aliases: ['middle east', 'middle east and north africa'],
  },
  { label: 'Africa', countries: onContinent('AF') },
  { label: 'Asia', countries: onContinent('AS'), aliases: ['apac', 'asia pacific', 'asia-pacific'] },
  { label: 'India', countries: codes('IN') },
  { label: 'Southeast Asia', countries: codes('SG MY ID TH VN PH MM KH LA BN TL'), aliases: ['sea', 'south-east asia'] },
  { label: 'China', countries: codes('CN HK MO'), aliases: ['greater china'] },
  { label: 'Japan', countries: codes('JP') },
  { label: 'South Korea', countries: codes('KR'), aliases: ['korea'] },
  { label: 'ANZ', countries: codes('AU NZ'), aliases: ['oceania', 'australia and new zealand', 'australia & new zealand'] },
  { label: 'EMEA', countries: [...onContinent('EU', 'AF'), ...codes('AE BH IQ IR IL JO KW LB OM PS QA SA SY TR YE')] },
];

/** The names a deck writes regions with ("MENA", "Baltic states", "Latin America"), the world as a whole aside. */
export const REGION_NAMES: readonly string[] = REGIONS.filter((region) => region.countries !== 'anywhere').flatMap((region) => [
  region.label,
  // Two- or three-letter aliases ("na", "sea") are words as often as regions.
  ...(region.aliases ?? []).filter((alias) => alias.length > 3),
]);

/** Region labels in the order Settings lists them. */
export const TARGET_GEOGRAPHY_REGIONS: readonly string[] = REGIONS.map((region) => region.label);

/** Every other country by its English name, A to Z, for Settings (Canada, India… are regions already). */
export const TARGET_GEOGRAPHY_COUNTRIES: readonly string[] = ALL_CODES.filter((code) => code !== 'AQ')
  .map((code) => countries[code].name)
  .filter((name) => !TARGET_GEOGRAPHY_REGIONS.includes(name))
  .sort((a, b) => a.localeCompare(b, 'en'));

export const TARGET_GEOGRAPHY_OPTIONS: readonly string[] = [...TARGET_GEOGRAPHY_REGIONS, ...TARGET_GEOGRAPHY_COUNTRIES];

/** Short and older forms a deck or an investor writes that the dataset's names do not cover. */
const COUNTRY_ALIASES: Record<string, CountryCode> = {
  usa: 'US', 'u.s.': 'US', 'u.s.a.': 'US', us: 'US', 'united states of america': 'US', america: 'US',
  uk: 'GB', 'u.k.': 'GB', 'great britain': 'GB', britain: 'GB', england: 'GB', scotland: 'GB', wales: 'GB',
  'northern ireland': 'GB', uae: 'AE', 'czech republic': 'CZ', holland: 'NL', 'the netherlands': 'NL',
  turkey: 'TR', korea: 'KR', 'republic of korea': 'KR', "cote d'ivoire": 'CI', 'dr congo': 'CD',
  russia: 'RU', 'russian federation': 'RU', 'viet nam': 'VN', macedonia: 'MK', swaziland: 'SZ',
};

const normalize = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

/** Every name a country goes by (English, native, short forms) → its code. */
const COUNTRY_BY_NAME = new Map<string, CountryCode>([
  ...ALL_CODES.flatMap((code): Array<[string, CountryCode]> => [
    [normalize(countries[code].name), code],
    [normalize(countries[code].native), code],
  ]),
  ...Object.entries(COUNTRY_ALIASES),
]);

/** The gazetteer names countries in English short forms ("USA", "UK", "Czech Republic"). */
function countryOfName(name: string): CountryCode | null {
  return COUNTRY_BY_NAME.get(normalize(name)) ?? null;
}

const CITY_TO_COUNTRY = new Map<string, CountryCode>(
  Object.entries({ ...CITIES, ...Object.fromEntries(Object.entries(CITY_ALIASES).map(([alias, city]) => [alias, CITIES[city]])) })
    .map(([city, country]): [string, CountryCode | null] => [normalize(city), countryOfName(country)])
    .filter((entry): entry is [string, CountryCode] => entry[1] !== null),
);
const US_STATE_NAMES = new Set(Object.values(US_STATES).map(normalize));
const US_STATE_CODES = new Set(Object.keys(US_STATES));
const CANADIAN_PROVINCES = new Set(
  codes('ON QC BC AB MB SK NS NB NL PE').concat(['ontario', 'quebec', 'québec', 'british columbia', 'alberta', 'manitoba', 'nova scotia']),
);

/**
 * The countries a deck location names: "Helsinki, Finland" → FI; "Austin, TX" → US; "Berlin and
 * Lisbon" → DE, PT. Parts are read first; free text is searched for names only when no part is a place.
 */
export function countriesOfPlace(location: string): Set<CountryCode> {
  const found = new Set<CountryCode>();
  const parts = location.split(/[,;/()|]| - | and | & /i).map((part) => part.trim()).filter(Boolean);
  for (const part of [location, ...parts]) {
    const key = normalize(part);
    const code = COUNTRY_BY_NAME.get(key) ?? CITY_TO_COUNTRY.get(key);
    if (code) found.add(code);
    else if (US_STATE_NAMES.has(key) || (part !== location && US_STATE_CODES.has(part))) found.add('US');
    else if (CANADIAN_PROVINCES.has(part) || CANADIAN_PROVINCES.has(key)) found.add('CA');
  }
  if (found.size > 0) return found;
  // Free text ("Based in Berlin with a team in Lisbon"): names as whole words, four letters or more.
  const text = normalize(location);
  for (const [name, code] of [...COUNTRY_BY_NAME, ...CITY_TO_COUNTRY]) {
    if (name.length > 3 && containsWord(text, name)) found.add(code);
  }
  return found;
}

function containsWord(text: string, word: string): boolean {
  const at = text.indexOf(word);
  if (at === -1) return false;
  const isLetter = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);
  return !isLetter(text[at - 1]) && !isLetter(text[at + word.length]);
}

const REGION_BY_NAME = new Map(
  REGIONS.flatMap((region) => [region.label, ...(region.aliases ?? [])].map((name) => [normalize(name), region] as const)),
);

/** The countries a target accepts ('anywhere' for Global), or null when the target names no known place. */
export function countriesOfTarget(target: string): Set<CountryCode> | 'anywhere' | null {
  const region = REGION_BY_NAME.get(normalize(target));
  if (region) return region.countries === 'anywhere' ? 'anywhere' : new Set(region.countries);
  const country = countryOfName(target);
  return country ? new Set([country]) : null;
}

/**
 * Whether a deck location lies within a target: one of the countries it names is accepted ("Berlin and
 * Austin" is within Europe and within the US). A target or place we cannot resolve matches only when
 * one names the other word for word ("Silicon Valley" within "Silicon Valley").
 */
export function placeWithinTarget(location: string, target: string): boolean {
  const accepted = countriesOfTarget(target);
  if (accepted === 'anywhere') return true;
  // A deck that names a region ("Nordics", "Europe"): within a target holding most of its countries.
  const region = REGION_BY_NAME.get(normalize(location));
  if (region && region.countries !== 'anywhere' && accepted) {
    const inside = region.countries.filter((code) => accepted.has(code)).length;
    return inside * 2 >= region.countries.length;
  }
  const located = countriesOfPlace(location);
  if (accepted && located.size > 0) return [...located].some((code) => accepted.has(code));
  const [place, wanted] = [normalize(location), normalize(target)];
  return wanted.length > 0 && (containsWord(place, wanted) || containsWord(wanted, place));
}
