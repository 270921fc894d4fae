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
  'Costa Rica', 'Georgia', 'Armenia', 'Kazakhstan', 'Nepal', 'Lebanon', 'Bahrain', 'Oman', 'Kuwait', 'Algeria',
  'Senegal', 'Ivory Coast', "Côte d'Ivoire", 'Cameroon', 'Zambia', 'Zimbabwe', 'Botswana', 'Namibia', 'Mozambique',
  'Angola', 'Ecuador', 'Venezuela', 'Bolivia', 'Guatemala', 'Dominican Republic', 'Puerto Rico', 'Jamaica',
  'Uzbekistan', 'Azerbaijan', 'Moldova', 'Montenegro', 'Bosnia and Herzegovina', 'Kosovo', 'Mongolia', 'Cambodia',
  'Myanmar', 'Liechtenstein', 'Monaco', 'Wales', 'Northern Ireland', 'Mauritius', 'Madagascar', 'Malawi',
  'Sierra Leone', 'Liberia', 'Burkina Faso', 'Benin', 'Togo', 'Sudan', 'Somalia', 'DR Congo',
];

/**
 * Countries as their own people write them; decks in other languages name their home this way
 * ("Gdańsk, Polska", "Sitz: München, Deutschland"). Mapped to the English name the record shows.
 */
export const COUNTRY_ENDONYMS: Record<string, string> = {
  Polska: 'Poland', Deutschland: 'Germany', España: 'Spain', Italia: 'Italy', Brasil: 'Brazil', México: 'Mexico',
  Österreich: 'Austria', Schweiz: 'Switzerland', Suisse: 'Switzerland', Svizzera: 'Switzerland', Nederland: 'Netherlands',
  België: 'Belgium', Belgique: 'Belgium', Sverige: 'Sweden', Norge: 'Norway', Danmark: 'Denmark', Suomi: 'Finland',
  Česko: 'Czech Republic', 'Česká republika': 'Czech Republic', Slovensko: 'Slovakia', Magyarország: 'Hungary',
  România: 'Romania', Eesti: 'Estonia', Latvija: 'Latvia', Lietuva: 'Lithuania', Hrvatska: 'Croatia',
  Slovenija: 'Slovenia', Srbija: 'Serbia', Україна: 'Ukraine', Россия: 'Russia', Türkiye: 'Turkey',
  Éire: 'Ireland', Ελλάδα: 'Greece',
};

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
  // More business cities, and the spellings their own countries use.
  Raleigh: 'USA', Columbus: 'USA', Cincinnati: 'USA', Cleveland: 'USA', 'St. Louis': 'USA', 'Kansas City': 'USA',
  Baltimore: 'USA', Sacramento: 'USA', 'Las Vegas': 'USA', Orlando: 'USA', Tampa: 'USA', Boulder: 'USA', Provo: 'USA',
  'Santa Monica': 'USA', Sunnyvale: 'USA', 'Santa Clara': 'USA', 'Redwood City': 'USA', Cupertino: 'USA',
  'Ann Arbor': 'USA', Indianapolis: 'USA', Milwaukee: 'USA', Honolulu: 'USA', 'New Orleans': 'USA',
  Scottsdale: 'USA', Hoboken: 'USA', 'Jersey City': 'USA', Stamford: 'USA', 'San Antonio': 'USA', 'Fort Worth': 'USA',
  Edmonton: 'Canada', Winnipeg: 'Canada', 'Quebec City': 'Canada', Halifax: 'Canada', Guadalajara: 'Mexico',
  Monterrey: 'Mexico', Medellín: 'Colombia', Medellin: 'Colombia', Quito: 'Ecuador', Montevideo: 'Uruguay',
  Caracas: 'Venezuela', 'Santo Domingo': 'Dominican Republic', 'Guatemala City': 'Guatemala',
  Milano: 'Italy', Roma: 'Italy', Torino: 'Italy', Firenze: 'Italy', Bologna: 'Italy',
  Naples: 'Italy', Lisboa: 'Portugal', Köln: 'Germany', Stuttgart: 'Germany', Düsseldorf: 'Germany',
  Dusseldorf: 'Germany', Leipzig: 'Germany', Dresden: 'Germany', Karlsruhe: 'Germany', Hannover: 'Germany',
  Nuremberg: 'Germany', Nürnberg: 'Germany', Wien: 'Austria', Graz: 'Austria', Linz: 'Austria', Praha: 'Czech Republic',
  Bruxelles: 'Belgium', Brussel: 'Belgium', Ghent: 'Belgium', Gent: 'Belgium', Leuven: 'Belgium', Genève: 'Switzerland',
  Sevilla: 'Spain', Seville: 'Spain', Bilbao: 'Spain', Málaga: 'Spain', Malaga: 'Spain', Zaragoza: 'Spain',
  Toulouse: 'France', Bordeaux: 'France', Marseille: 'France', Lille: 'France', Nantes: 'France', Montpellier: 'France',
  Grenoble: 'France', Strasbourg: 'France', Utrecht: 'Netherlands', 'The Hague': 'Netherlands', 'Den Haag': 'Netherlands',
  Delft: 'Netherlands', Groningen: 'Netherlands', Aarhus: 'Denmark', København: 'Denmark', Göteborg: 'Sweden',
  Malmö: 'Sweden', Malmo: 'Sweden', Uppsala: 'Sweden', Tampere: 'Finland', Oulu: 'Finland', Turku: 'Finland',
  Bergen: 'Norway', Trondheim: 'Norway', Tartu: 'Estonia', Katowice: 'Poland', Lublin: 'Poland', Szczecin: 'Poland',
  Bydgoszcz: 'Poland', Rzeszów: 'Poland', Rzeszow: 'Poland', Białystok: 'Poland', Gdynia: 'Poland', Toruń: 'Poland',
  Kharkiv: 'Ukraine', Odesa: 'Ukraine', Odessa: 'Ukraine', Dnipro: 'Ukraine', Київ: 'Ukraine', Москва: 'Russia',
  'Cluj-Napoca': 'Romania', Timișoara: 'Romania', Iași: 'Romania', Plovdiv: 'Bulgaria', Varna: 'Bulgaria',
  Thessaloniki: 'Greece', 'Novi Sad': 'Serbia', Sarajevo: 'Bosnia and Herzegovina', Tirana: 'Albania',
  Chișinău: 'Moldova', Chisinau: 'Moldova', Baku: 'Azerbaijan', Tashkent: 'Uzbekistan', Astana: 'Kazakhstan',
  Islamabad: 'Pakistan', Kathmandu: 'Nepal', Chandigarh: 'India', Indore: 'India', Lucknow: 'India', Coimbatore: 'India',
  'Da Nang': 'Vietnam', Cebu: 'Philippines', Penang: 'Malaysia', Guangzhou: 'China', Chengdu: 'China', Wuhan: 'China',
  Nanjing: 'China', Suzhou: 'China', Kyoto: 'Japan', Fukuoka: 'Japan', Yokohama: 'Japan', Busan: 'South Korea',
  Pangyo: 'South Korea', Adelaide: 'Australia', Canberra: 'Australia', 'Gold Coast': 'Australia', Hobart: 'Australia',
  Christchurch: 'New Zealand', Beirut: 'Lebanon', Manama: 'Bahrain', Muscat: 'Oman',
  'Kuwait City': 'Kuwait', Jeddah: 'Saudi Arabia', Sharjah: 'UAE', Algiers: 'Algeria', Rabat: 'Morocco',
  Marrakech: 'Morocco', Dakar: 'Senegal', Abidjan: 'Ivory Coast', Douala: 'Cameroon', Kinshasa: 'DR Congo',
  Lusaka: 'Zambia', Harare: 'Zimbabwe', Gaborone: 'Botswana', Windhoek: 'Namibia', Maputo: 'Mozambique',
  Luanda: 'Angola', Kumasi: 'Ghana', Ibadan: 'Nigeria', 'Port Harcourt': 'Nigeria', Kano: 'Nigeria', Mombasa: 'Kenya',
  Kisumu: 'Kenya', Durban: 'South Africa', Pretoria: 'South Africa', Stellenbosch: 'South Africa', 'Port Louis': 'Mauritius',
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
  /** Length of the text that named it ("SF" for San Francisco, "Polska" for Poland). */
  length: number;
}

/** A place name as a pattern: dots literal, and a space may also be written as a hyphen. */
function namePattern(name: string): string {
  return name.replace(/[.]/g, '\\.').replace(/[ -]/g, '[\\s-]');
}

/** What a text must contain for a name to match, in the form `findPlaces` compares (lower case, hyphens as spaces). */
const needleOf = (name: string) => name.toLowerCase().replaceAll('-', ' ');

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
    needle: needleOf(city),
    name: city,
    kind: 'city' as const,
    country,
  })),
  ...Object.entries(CITY_ALIASES).map(([alias, city]) => ({
    re: new RegExp(`(?<![\\p{L}.])${alias}(?![\\p{L}])`, 'gu'),
    needle: needleOf(alias),
    name: city,
    kind: 'city' as const,
    country: CITIES[city] ?? 'USA',
  })),
  ...COUNTRIES.map((country) => ({
    re: new RegExp(`(?<![\\p{L}])${namePattern(country)}(?![\\p{L}])`, country.length <= 4 ? 'gu' : 'giu'),
    needle: needleOf(country),
    name: country,
    kind: 'country' as const,
    country,
  })),
  ...Object.entries(COUNTRY_ENDONYMS).map(([endonym, country]) => ({
    re: new RegExp(`(?<![\\p{L}])${namePattern(endonym)}(?![\\p{L}])`, 'giu'),
    needle: needleOf(endonym),
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
      found.push({ name: entry.name, kind: entry.kind, country: entry.country, index: m.index, length: m[0].length });
    }
  }
  found.sort((a, b) => a.index - b.index || b.length - a.length);
  return found.filter((p, i) => !found.slice(0, i).some((q) => p.index >= q.index && p.index < q.index + q.length));
}
