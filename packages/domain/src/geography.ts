/**
 * A small gazetteer so that a deck location such as "San Francisco, CA" or "Helsinki" can be matched
 * against an investor's target geographies such as "North America", "USA" or "Europe". It is not a
 * complete world map: unknown places fall back to plain text matching.
 */

export type Region =
  | 'europe' | 'nordics' | 'baltics' | 'dach' | 'cee' | 'uk'
  | 'north america' | 'usa' | 'canada'
  | 'latin america' | 'asia' | 'middle east' | 'africa' | 'oceania';

const EUROPE: Region[] = ['europe'];
const NORDICS: Region[] = ['nordics', 'europe'];
const BALTICS: Region[] = ['baltics', 'europe'];
const DACH: Region[] = ['dach', 'europe'];
const CEE: Region[] = ['cee', 'europe'];
const UK: Region[] = ['uk', 'europe'];
const USA: Region[] = ['usa', 'north america'];
const CANADA: Region[] = ['canada', 'north america'];

function entries(names: string, regions: Region[]): Array<[string, Region[]]> {
  return names.split('|').map((name) => [name, regions]);
}

/** Countries and cities, lowercased, to the regions they belong to (most specific first). */
const PLACES = new Map<string, Region[]>([
  ...entries('finland|suomi|helsinki|espoo|tampere|oulu|turku|vantaa|sweden|stockholm|gothenburg|malmo|malmö|uppsala|norway|oslo|bergen|trondheim|denmark|copenhagen|aarhus|iceland|reykjavik', NORDICS),
  ...entries('estonia|tallinn|tartu|latvia|riga|lithuania|vilnius|kaunas', BALTICS),
  ...entries('germany|berlin|munich|münchen|hamburg|frankfurt|cologne|stuttgart|austria|vienna|wien|switzerland|zurich|zürich|geneva|lausanne|basel', DACH),
  ...entries('poland|warsaw|warszawa|krakow|kraków|wroclaw|wrocław|poznan|gdansk|czech republic|czechia|prague|brno|slovakia|bratislava|hungary|budapest|romania|bucharest|cluj|bulgaria|sofia|croatia|zagreb|slovenia|ljubljana|serbia|belgrade|ukraine|kyiv|kiev|lviv', CEE),
  ...entries('united kingdom|great britain|england|scotland|wales|northern ireland|london|manchester|edinburgh|glasgow|bristol|oxford|birmingham|leeds', UK),
  ...entries('france|paris|lyon|marseille|toulouse|spain|madrid|barcelona|valencia|italy|milan|rome|turin|portugal|lisbon|porto|netherlands|the netherlands|holland|amsterdam|rotterdam|utrecht|eindhoven|belgium|brussels|antwerp|ghent|luxembourg|ireland|dublin|cork|greece|athens|cyprus|malta|monaco|liechtenstein|european union', EUROPE),
  ...entries('united states|united states of america|usa|u.s.|u.s.a.|america|san francisco|bay area|silicon valley|palo alto|mountain view|menlo park|san jose|los angeles|san diego|new york|new york city|nyc|brooklyn|boston|cambridge, ma|austin|dallas|houston|seattle|chicago|miami|denver|boulder|atlanta|washington dc|washington, dc|philadelphia|pittsburgh|salt lake city|portland|phoenix|detroit|minneapolis|raleigh|nashville|california|texas|massachusetts|florida|colorado|illinois|delaware|washington|new jersey|pennsylvania|utah|oregon|arizona|michigan|minnesota|north carolina|virginia|georgia|ohio|tennessee', USA),
  ...entries('canada|toronto|vancouver|montreal|montréal|ottawa|calgary|waterloo|ontario|quebec|british columbia|alberta', CANADA),
  ...entries('mexico|mexico city|brazil|são paulo|sao paulo|rio de janeiro|argentina|buenos aires|chile|santiago|colombia|bogota|bogotá|medellin|peru|lima|uruguay', ['latin america']),
  ...entries('singapore|india|bangalore|bengaluru|mumbai|delhi|new delhi|china|beijing|shanghai|shenzhen|hong kong|japan|tokyo|south korea|korea|seoul|taiwan|taipei|indonesia|jakarta|vietnam|thailand|bangkok|malaysia|philippines', ['asia']),
  ...entries('israel|tel aviv|jerusalem|uae|united arab emirates|dubai|abu dhabi|saudi arabia|riyadh|qatar|doha|turkey|istanbul', ['middle east']),
  ...entries('nigeria|lagos|kenya|nairobi|south africa|cape town|johannesburg|egypt|cairo|ghana|accra|morocco', ['africa']),
  ...entries('australia|sydney|melbourne|brisbane|perth|new zealand|auckland|wellington', ['oceania']),
]);

/** US state and Canadian province codes, recognised only as a separate part: "Austin, TX". */
const US_STATE_CODES = new Set(
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC'.split(' '),
);
const CANADIAN_PROVINCE_CODES = new Set('ON QC BC AB MB SK NS NB NL PE'.split(' '));

const PARENT_REGION: Partial<Record<Region, Region>> = {
  nordics: 'europe',
  baltics: 'europe',
  dach: 'europe',
  cee: 'europe',
  uk: 'europe',
  usa: 'north america',
  canada: 'north america',
};

/** How investors name target geographies, to the regions they accept. */
const TARGET_ALIASES = new Map<string, Region[]>([
  ...entries('europe|eu|european union|western europe|european', ['europe']),
  ...entries('nordics|nordic|nordic countries|scandinavia|scandinavian', ['nordics']),
  ...entries('baltics|baltic|baltic states', ['baltics']),
  ...entries('dach', ['dach']),
  ...entries('cee|central and eastern europe|central & eastern europe|eastern europe', ['cee']),
  ...entries('uk|u.k.|united kingdom|great britain|britain', ['uk']),
  ...entries('us|u.s.|usa|u.s.a.|united states|united states of america', ['usa']),
  ...entries('north america|na', ['north america']),
  ...entries('canada', ['canada']),
  ...entries('latam|latin america|south america', ['latin america']),
  ...entries('asia|apac|asia pacific|asia-pacific|southeast asia|sea', ['asia', 'oceania']),
  ...entries('middle east|mena', ['middle east']),
  ...entries('africa', ['africa']),
  ...entries('emea', ['europe', 'middle east', 'africa']),
  ...entries('oceania|anz', ['oceania']),
]);

const EVERYWHERE = new Set(['global', 'worldwide', 'international', 'anywhere', 'geography agnostic', 'any']);

export function normalizePlace(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The regions a deck location lies in, from the most specific part: "Helsinki, Finland" → nordics, europe. */
export function regionsOfPlace(location: string): Set<Region> {
  const regions = new Set<Region>();
  const whole = normalizePlace(location);
  const parts = location.split(/[,;/()|]| - /).map((part) => part.trim()).filter(Boolean);
  for (const candidate of [whole, ...parts.map(normalizePlace)]) {
    PLACES.get(candidate)?.forEach((region) => regions.add(region));
    TARGET_ALIASES.get(candidate)?.forEach((region) => regions.add(region));
  }
  for (const part of parts.slice(1)) {
    if (US_STATE_CODES.has(part)) USA.forEach((region) => regions.add(region));
    if (CANADIAN_PROVINCE_CODES.has(part)) CANADA.forEach((region) => regions.add(region));
  }
  if (regions.size === 0) {
    // Free text such as "Based in Berlin with a team in Lisbon": look for known names as words.
    for (const [name, placeRegions] of PLACES) {
      if (name.length > 3 && new RegExp(`\\b${name.replace(/[.]/g, '\\.')}\\b`).test(whole)) {
        placeRegions.forEach((region) => regions.add(region));
      }
    }
  }
  for (const region of [...regions]) {
    const parent = PARENT_REGION[region];
    if (parent) regions.add(parent);
  }
  return regions;
}

/** The regions a target geography accepts, or 'anywhere' for "Global". Null when it is not a known region. */
export function regionsOfTarget(target: string): Set<Region> | 'anywhere' | null {
  const key = normalizePlace(target);
  if (EVERYWHERE.has(key)) return 'anywhere';
  const aliases = TARGET_ALIASES.get(key);
  if (aliases) return new Set(aliases);
  // A country or city target ("Finland") is matched by text, not widened to its region.
  return null;
}
