/**
 * A small world gazetteer for location detection: countries and major startup/business cities
 * (with the country they belong to). Matching is case-insensitive on whole words.
 */

export const COUNTRIES = [
  'United States', 'USA', 'U.S.', 'US', 'Canada', 'Mexico', 'Brazil', 'Argentina', 'Chile', 'Colombia', 'Peru', 'Paraguay',
  'Uruguay', 'United Kingdom', 'UK', 'England', 'Scotland', 'Ireland', 'France', 'Germany', 'Spain', 'Portugal',
  'Italy', 'Netherlands', 'Belgium', 'Luxembourg', 'Switzerland', 'Austria', 'Denmark', 'Sweden', 'Norway', 'Finland',
  'Iceland', 'Estonia', 'Latvia', 'Lithuania', 'Poland', 'Czech Republic', 'Czechia', 'Slovakia', 'Hungary', 'Romania',
  'Bulgaria', 'Greece', 'Cyprus', 'Malta', 'Croatia', 'Slovenia', 'Serbia', 'North Macedonia', 'Albania', 'Ukraine',
  'Belarus', 'Russia', 'Turkey', 'Israel', 'United Arab Emirates', 'UAE', 'Saudi Arabia', 'Qatar', 'Egypt', 'Morocco',
  'Tunisia', 'Nigeria', 'Ghana', 'Kenya', 'Uganda', 'Tanzania', 'Rwanda', 'Ethiopia', 'South Africa', 'India',
  'Pakistan', 'Bangladesh', 'Sri Lanka', 'China', 'Hong Kong', 'Taiwan', 'Japan', 'South Korea', 'Korea', 'Singapore',
  'Malaysia', 'Indonesia', 'Thailand', 'Vietnam', 'Philippines', 'Australia', 'New Zealand', 'Iran', 'Panama',
  'Costa Rica', 'Georgia', 'Armenia', 'Kazakhstan',
];

/** City → country. */
export const CITIES: Record<string, string> = {
  'San Francisco': 'USA', 'New York': 'USA', 'New York City': 'USA', NYC: 'USA', 'Los Angeles': 'USA', Boston: 'USA',
  Seattle: 'USA', Austin: 'USA', Chicago: 'USA', Miami: 'USA', Denver: 'USA', 'Palo Alto': 'USA', 'Mountain View': 'USA',
  'Menlo Park': 'USA', 'San Jose': 'USA', 'San Diego': 'USA', Atlanta: 'USA', Washington: 'USA', Philadelphia: 'USA',
  Pittsburgh: 'USA', 'Salt Lake City': 'USA', Portland: 'USA', Dallas: 'USA', Houston: 'USA', Phoenix: 'USA',
  Detroit: 'USA', Minneapolis: 'USA', Nashville: 'USA', Brooklyn: 'USA', Oakland: 'USA', Berkeley: 'USA',
  Cambridge: 'UK', Toronto: 'Canada', Montreal: 'Canada', Montréal: 'Canada', Vancouver: 'Canada', Waterloo: 'Canada',
  Ottawa: 'Canada', Calgary: 'Canada', 'Mexico City': 'Mexico', 'São Paulo': 'Brazil', 'Sao Paulo': 'Brazil',
  'Rio de Janeiro': 'Brazil', 'Buenos Aires': 'Argentina', Santiago: 'Chile', Bogotá: 'Colombia', Bogota: 'Colombia',
  Lima: 'Peru', Asunción: 'Paraguay', London: 'UK', Manchester: 'UK', Edinburgh: 'UK', Oxford: 'UK', Bristol: 'UK',
  Dublin: 'Ireland', Paris: 'France', Lyon: 'France', Berlin: 'Germany', Munich: 'Germany', München: 'Germany',
  Hamburg: 'Germany', Frankfurt: 'Germany', Cologne: 'Germany', Madrid: 'Spain', Barcelona: 'Spain', Valencia: 'Spain',
  Lisbon: 'Portugal', Porto: 'Portugal', Milan: 'Italy', Rome: 'Italy', Turin: 'Italy', Amsterdam: 'Netherlands',
  Rotterdam: 'Netherlands', Eindhoven: 'Netherlands', Brussels: 'Belgium', Antwerp: 'Belgium', Zurich: 'Switzerland',
  Zürich: 'Switzerland', Geneva: 'Switzerland', Zug: 'Switzerland', Lausanne: 'Switzerland', Basel: 'Switzerland',
  Vienna: 'Austria', Copenhagen: 'Denmark', Stockholm: 'Sweden', Gothenburg: 'Sweden', Oslo: 'Norway',
  Helsinki: 'Finland', Espoo: 'Finland', Tallinn: 'Estonia', Riga: 'Latvia', Vilnius: 'Lithuania', Kaunas: 'Lithuania',
  Warsaw: 'Poland', Warszawa: 'Poland', Kraków: 'Poland', Krakow: 'Poland', Wrocław: 'Poland', Wroclaw: 'Poland',
  Poznań: 'Poland', Gdańsk: 'Poland', Łódź: 'Poland', Prague: 'Czech Republic', Brno: 'Czech Republic',
  Bratislava: 'Slovakia', Budapest: 'Hungary', Bucharest: 'Romania', Cluj: 'Romania', Sofia: 'Bulgaria',
  Athens: 'Greece', Nicosia: 'Cyprus', Limassol: 'Cyprus', Valletta: 'Malta', Zagreb: 'Croatia', Ljubljana: 'Slovenia',
  Belgrade: 'Serbia', Skopje: 'North Macedonia', Kyiv: 'Ukraine', Kiev: 'Ukraine', Lviv: 'Ukraine', Minsk: 'Belarus',
  Moscow: 'Russia', 'Saint Petersburg': 'Russia', Istanbul: 'Turkey', Ankara: 'Turkey', 'Tel Aviv': 'Israel',
  Jerusalem: 'Israel', Haifa: 'Israel', Dubai: 'UAE', 'Abu Dhabi': 'UAE', Riyadh: 'Saudi Arabia', Doha: 'Qatar',
  Cairo: 'Egypt', Casablanca: 'Morocco', Tunis: 'Tunisia', Lagos: 'Nigeria', Abuja: 'Nigeria', Accra: 'Ghana',
  Nairobi: 'Kenya', Kampala: 'Uganda', Kigali: 'Rwanda', 'Dar es Salaam': 'Tanzania', 'Addis Ababa': 'Ethiopia',
  'Cape Town': 'South Africa', Johannesburg: 'South Africa', Bangalore: 'India', Bengaluru: 'India', Mumbai: 'India',
  Delhi: 'India', 'New Delhi': 'India', Gurgaon: 'India', Gurugram: 'India', Noida: 'India', Hyderabad: 'India',
  Chennai: 'India', Pune: 'India', Kolkata: 'India', Ahmedabad: 'India', Kochi: 'India', Cochin: 'India',
  Trivandrum: 'India', Thiruvananthapuram: 'India', Jaipur: 'India', Karachi: 'Pakistan', Lahore: 'Pakistan',
  Dhaka: 'Bangladesh', Colombo: 'Sri Lanka', Beijing: 'China', Shanghai: 'China', Shenzhen: 'China', Hangzhou: 'China',
  'Hong Kong': 'Hong Kong', Taipei: 'Taiwan', Tokyo: 'Japan', Osaka: 'Japan', Seoul: 'South Korea', Singapore: 'Singapore',
  'Kuala Lumpur': 'Malaysia', Jakarta: 'Indonesia', Bangkok: 'Thailand', 'Ho Chi Minh City': 'Vietnam', Hanoi: 'Vietnam',
  Manila: 'Philippines', Sydney: 'Australia', Melbourne: 'Australia', Brisbane: 'Australia', Perth: 'Australia',
  Auckland: 'New Zealand', Wellington: 'New Zealand', Tehran: 'Iran', 'Panama City': 'Panama', Tbilisi: 'Georgia',
  Yerevan: 'Armenia', Almaty: 'Kazakhstan',
};

/** Abbreviations decks use for cities. */
export const CITY_ALIASES: Record<string, string> = { SF: 'San Francisco', NYC: 'New York', LA: 'Los Angeles' };

export const US_STATES: Record<string, string> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut',
  DE: 'Delaware', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa',
  KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts', MI: 'Michigan',
  MN: 'Minnesota', MS: 'Mississippi', MO: 'Missouri', MT: 'Montana', NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire',
  NJ: 'New Jersey', NM: 'New Mexico', NY: 'New York', NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio',
  OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania', RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota',
  TN: 'Tennessee', TX: 'Texas', UT: 'Utah', VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia',
  WI: 'Wisconsin', WY: 'Wyoming', DC: 'District of Columbia',
};

export interface PlaceMatch {
  name: string;
  kind: 'city' | 'country';
  country: string;
  index: number;
}

/** A place name as a pattern: dots literal, and a space may also be written as a hyphen. */
function namePattern(name: string): string {
  return name.replace(/[.]/g, '\\.').replace(/ /g, '[\\s-]');
}

const PLACE_ENTRIES: {
  re: RegExp;
  /** The written form, lower-cased: a text without it cannot match `re`. */
  needle: string;
  name: string;
  kind: 'city' | 'country';
  country: string;
}[] = [
  ...Object.entries(CITIES).map(([city, country]) => ({
    re: new RegExp(`(?<![\\p{L}])${namePattern(city)}(?![\\p{L}])`, city === city.toUpperCase() ? 'gu' : 'giu'),
    needle: city.toLowerCase(),
    name: city,
    kind: 'city' as const,
    country,
  })),
  ...Object.entries(CITY_ALIASES).map(([alias, city]) => ({
    re: new RegExp(`(?<![\\p{L}.])${alias}(?![\\p{L}])`, 'gu'),
    needle: alias.toLowerCase(),
    name: city,
    kind: 'city' as const,
    country: CITIES[city] ?? 'USA',
  })),
  ...COUNTRIES.map((country) => ({
    re: new RegExp(`(?<![\\p{L}])${namePattern(country)}(?![\\p{L}])`, country.length <= 4 ? 'gu' : 'giu'),
    needle: country.toLowerCase(),
    name: country,
    kind: 'country' as const,
    country,
  })),
];

/** Every place named in a text, longest names first where they overlap. `anyCase` for address lines written in lower case. */
export function findPlaces(text: string, options: { anyCase?: boolean } = {}): PlaceMatch[] {
  // Multi-word names are also written with hyphens ("San-Francisco", "Tel-Aviv").
  const lowerText = text.toLowerCase().replaceAll('-', ' ');
  const found: PlaceMatch[] = [];
  for (const entry of PLACE_ENTRIES) {
    // Most lines name no place: a substring test skips an entry's pattern far more cheaply than running it.
    if (!lowerText.includes(entry.needle)) continue;
    entry.re.lastIndex = 0;
    for (const m of text.matchAll(entry.re)) {
      // Places are written capitalised and are not part of an e-mail address or a domain ("austin@...").
      if ((!options.anyCase && !/^\p{Lu}/u.test(m[0])) || /[@.]\w/.test(text.slice(m.index + m[0].length, m.index + m[0].length + 2)) || text[m.index - 1] === '@') continue;
      found.push({ name: entry.name, kind: entry.kind, country: entry.country, index: m.index });
    }
  }
  found.sort((a, b) => a.index - b.index || b.name.length - a.name.length);
  return found.filter((p, i) => !found.slice(0, i).some((q) => p.index >= q.index && p.index < q.index + q.name.length));
}
