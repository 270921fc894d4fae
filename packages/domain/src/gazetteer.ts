/**
 * A world gazetteer for location detection: countries and startup/business cities (with the country
 * they belong to). The hand-kept lists below give the names decks use; every other country and capital
 * comes from the maintained `countries-list` dataset, so that no country is missing.
 * Matching is case-insensitive on whole words.
 */
import { countries } from 'countries-list';

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
  // Second cities, university towns and tech parks on every continent, where held-out decks come from:
  // a deck names its city once, on the cover or the contact slide, and no other evidence is there.
  Boise: 'USA', Durham: 'USA', Louisville: 'USA', Memphis: 'USA', Tulsa: 'USA', Omaha: 'USA', 'Des Moines': 'USA',
  Rochester: 'USA', Albany: 'USA', 'New Haven': 'USA', Princeton: 'USA', 'San Mateo': 'USA', Pasadena: 'USA',
  'Long Beach': 'USA', Fresno: 'USA', Tucson: 'USA', Albuquerque: 'USA', 'El Paso': 'USA', Spokane: 'USA',
  Anchorage: 'USA', Chattanooga: 'USA', Knoxville: 'USA', Greenville: 'USA', Charleston: 'USA',
  Jacksonville: 'USA', 'Fort Lauderdale': 'USA', 'Boca Raton': 'USA', 'Miami Beach': 'USA', Lehi: 'USA',
  Reno: 'USA', Bozeman: 'USA', 'Sioux Falls': 'USA', Wilmington: 'USA', Arlington: 'USA', Bethesda: 'USA',
  Reston: 'USA', Somerville: 'USA', 'Chapel Hill': 'USA', 'Oklahoma City': 'USA', Lexington: 'USA',
  'Santa Barbara': 'USA', 'Santa Cruz': 'USA', 'San Luis Obispo': 'USA', Newark: 'USA', Evanston: 'USA',
  Ithaca: 'USA', 'Fort Collins': 'USA', 'Colorado Springs': 'USA', 'Baton Rouge': 'USA', Kitchener: 'Canada',
  Saskatoon: 'Canada', Mississauga: 'Canada', Burnaby: 'Canada', Kelowna: 'Canada', Fredericton: 'Canada',
  Québec: 'Canada', Gatineau: 'Canada', 'St. Catharines': 'Canada', Puebla: 'Mexico', Tijuana: 'Mexico',
  Querétaro: 'Mexico', Queretaro: 'Mexico', Mérida: 'Mexico', Merida: 'Mexico', Cancún: 'Mexico', Cancun: 'Mexico',
  Aguascalientes: 'Mexico', 'San Luis Potosí': 'Mexico', Chihuahua: 'Mexico', Hermosillo: 'Mexico',
  Morelia: 'Mexico', Curitiba: 'Brazil', 'Porto Alegre': 'Brazil', 'Belo Horizonte': 'Brazil', Brasília: 'Brazil',
  Brasilia: 'Brazil', Recife: 'Brazil', Fortaleza: 'Brazil', Florianópolis: 'Brazil', Florianopolis: 'Brazil',
  Campinas: 'Brazil', Manaus: 'Brazil', Goiânia: 'Brazil', Goiania: 'Brazil', Belém: 'Brazil',
  'São José dos Campos': 'Brazil', 'Ribeirão Preto': 'Brazil', Maceió: 'Brazil', Córdoba: 'Argentina',
  Cordoba: 'Argentina', 'La Plata': 'Argentina', 'Mar del Plata': 'Argentina', Tucumán: 'Argentina',
  Valparaíso: 'Chile', Valparaiso: 'Chile', 'Viña del Mar': 'Chile', Antofagasta: 'Chile', Temuco: 'Chile',
  Barranquilla: 'Colombia', Cartagena: 'Colombia', Bucaramanga: 'Colombia', Manizales: 'Colombia',
  Arequipa: 'Peru', Cusco: 'Peru', Guayaquil: 'Ecuador', 'La Paz': 'Bolivia', 'Santa Cruz de la Sierra': 'Bolivia',
  Cochabamba: 'Bolivia', 'San José': 'Costa Rica', Tegucigalpa: 'Honduras', 'San Pedro Sula': 'Honduras',
  Managua: 'Nicaragua', 'San Salvador': 'El Salvador', Havana: 'Cuba', 'La Habana': 'Cuba',
  'San Juan': 'Puerto Rico', 'Port of Spain': 'Trinidad and Tobago', Birmingham: 'UK', Leeds: 'UK', Glasgow: 'UK',
  Liverpool: 'UK', Newcastle: 'UK', Sheffield: 'UK', Nottingham: 'UK', Belfast: 'UK', Cardiff: 'UK',
  Brighton: 'UK', Southampton: 'UK', Leicester: 'UK', Coventry: 'UK', Aberdeen: 'UK', Dundee: 'UK',
  'Milton Keynes': 'UK', Guildford: 'UK', Exeter: 'UK', Norwich: 'UK', Swansea: 'UK', Sunderland: 'UK',
  Plymouth: 'UK', Portsmouth: 'UK', Bournemouth: 'UK', Cheltenham: 'UK', Harwell: 'UK', Cork: 'Ireland',
  Galway: 'Ireland', Limerick: 'Ireland', Waterford: 'Ireland', Rennes: 'France', 'Sophia Antipolis': 'France',
  Rouen: 'France', Reims: 'France', Dijon: 'France', 'Clermont-Ferrand': 'France', Annecy: 'France',
  Angers: 'France', Brest: 'France', Metz: 'France', Orléans: 'France', Caen: 'France',
  'Aix-en-Provence': 'France', Avignon: 'France', Toulon: 'France', 'Saint-Étienne': 'France', Aachen: 'Germany',
  Bonn: 'Germany', Bremen: 'Germany', Darmstadt: 'Germany', Heidelberg: 'Germany', Mannheim: 'Germany',
  Freiburg: 'Germany', Münster: 'Germany', Potsdam: 'Germany', Kiel: 'Germany', Mainz: 'Germany',
  Wiesbaden: 'Germany', Augsburg: 'Germany', Regensburg: 'Germany', Würzburg: 'Germany', Jena: 'Germany',
  Magdeburg: 'Germany', Rostock: 'Germany', Essen: 'Germany', Dortmund: 'Germany', Bochum: 'Germany',
  Duisburg: 'Germany', Ulm: 'Germany', Erlangen: 'Germany', Göttingen: 'Germany', Braunschweig: 'Germany',
  Saarbrücken: 'Germany', Kassel: 'Germany', Paderborn: 'Germany', Bielefeld: 'Germany', Heilbronn: 'Germany',
  Granada: 'Spain', Alicante: 'Spain', Palma: 'Spain', Murcia: 'Spain', Valladolid: 'Spain', Vigo: 'Spain',
  'A Coruña': 'Spain', 'San Sebastián': 'Spain', Donostia: 'Spain', Pamplona: 'Spain', 'Las Palmas': 'Spain',
  Tenerife: 'Spain', Salamanca: 'Spain', Gijón: 'Spain', Oviedo: 'Spain', Girona: 'Spain', Tarragona: 'Spain',
  Castellón: 'Spain', Braga: 'Portugal', Coimbra: 'Portugal', Aveiro: 'Portugal', Faro: 'Portugal',
  Funchal: 'Portugal', Genoa: 'Italy', Genova: 'Italy', Venice: 'Italy', Venezia: 'Italy', Verona: 'Italy',
  Padua: 'Italy', Padova: 'Italy', Pisa: 'Italy', Trento: 'Italy', Trieste: 'Italy', Bari: 'Italy',
  Palermo: 'Italy', Catania: 'Italy', Cagliari: 'Italy', Brescia: 'Italy', Bergamo: 'Italy', Modena: 'Italy',
  Parma: 'Italy', Perugia: 'Italy', Ancona: 'Italy', Pescara: 'Italy', Lecce: 'Italy', Leiden: 'Netherlands',
  Nijmegen: 'Netherlands', Maastricht: 'Netherlands', Tilburg: 'Netherlands', Breda: 'Netherlands',
  Haarlem: 'Netherlands', Enschede: 'Netherlands', Wageningen: 'Netherlands', Arnhem: 'Netherlands',
  Zwolle: 'Netherlands', Liège: 'Belgium', Liege: 'Belgium', Namur: 'Belgium', Mechelen: 'Belgium',
  Bruges: 'Belgium', Brugge: 'Belgium', Charleroi: 'Belgium', Hasselt: 'Belgium', Kortrijk: 'Belgium',
  Bern: 'Switzerland', Berne: 'Switzerland', Lugano: 'Switzerland', 'St. Gallen': 'Switzerland',
  Winterthur: 'Switzerland', Lucerne: 'Switzerland', Luzern: 'Switzerland', Neuchâtel: 'Switzerland',
  Fribourg: 'Switzerland', Salzburg: 'Austria', Innsbruck: 'Austria', Klagenfurt: 'Austria', Odense: 'Denmark',
  Aalborg: 'Denmark', Linköping: 'Sweden', Lund: 'Sweden', Umeå: 'Sweden', Västerås: 'Sweden', Örebro: 'Sweden',
  Jönköping: 'Sweden', Karlstad: 'Sweden', Luleå: 'Sweden', Stavanger: 'Norway', Tromsø: 'Norway',
  Tromso: 'Norway', Kristiansand: 'Norway', Drammen: 'Norway', Jyväskylä: 'Finland', Vaasa: 'Finland',
  Lahti: 'Finland', Kuopio: 'Finland', Reykjavik: 'Iceland', Reykjavík: 'Iceland', Klaipėda: 'Lithuania',
  Klaipeda: 'Lithuania', Gliwice: 'Poland', Olsztyn: 'Poland', Kielce: 'Poland', Opole: 'Poland',
  'Zielona Góra': 'Poland', Częstochowa: 'Poland', Radom: 'Poland', Sopot: 'Poland', Rybnik: 'Poland',
  Ostrava: 'Czech Republic', Plzeň: 'Czech Republic', Pilsen: 'Czech Republic', Olomouc: 'Czech Republic',
  Košice: 'Slovakia', Kosice: 'Slovakia', Žilina: 'Slovakia', Debrecen: 'Hungary', Szeged: 'Hungary',
  Pécs: 'Hungary', Győr: 'Hungary', 'Brașov': 'Romania', Brasov: 'Romania', 'Constanța': 'Romania',
  Sibiu: 'Romania', Oradea: 'Romania', Craiova: 'Romania', Burgas: 'Bulgaria', Patras: 'Greece',
  Heraklion: 'Greece', Larissa: 'Greece', Rijeka: 'Croatia', Osijek: 'Croatia', Maribor: 'Slovenia',
  'Banja Luka': 'Bosnia and Herzegovina', Mostar: 'Bosnia and Herzegovina', Podgorica: 'Montenegro',
  Pristina: 'Kosovo', Prishtina: 'Kosovo', Zaporizhzhia: 'Ukraine', Vinnytsia: 'Ukraine',
  'Ivano-Frankivsk': 'Ukraine', Ternopil: 'Ukraine', Uzhhorod: 'Ukraine', Chernivtsi: 'Ukraine',
  Poltava: 'Ukraine', Mykolaiv: 'Ukraine', Grodno: 'Belarus', Hrodna: 'Belarus', Gomel: 'Belarus',
  Novosibirsk: 'Russia', Yekaterinburg: 'Russia', Kazan: 'Russia', 'Nizhny Novgorod': 'Russia',
  'Rostov-on-Don': 'Russia', Krasnodar: 'Russia', Sochi: 'Russia', Vladivostok: 'Russia',
  'St. Petersburg': 'Russia', Tomsk: 'Russia', Voronezh: 'Russia', Izmir: 'Turkey', İzmir: 'Turkey',
  Bursa: 'Turkey', Antalya: 'Turkey', Adana: 'Turkey', Konya: 'Turkey', Gaziantep: 'Turkey', Eskişehir: 'Turkey',
  Kayseri: 'Turkey', Trabzon: 'Turkey', Larnaca: 'Cyprus', Paphos: 'Cyprus', 'Esch-sur-Alzette': 'Luxembourg',
  Herzliya: 'Israel', 'Petah Tikva': 'Israel', Beersheba: 'Israel', "Be'er Sheva": 'Israel', Netanya: 'Israel',
  Rehovot: 'Israel', 'Ramat Gan': 'Israel', Yokneam: 'Israel', Ramallah: 'Palestine', Gaza: 'Palestine',
  Nablus: 'Palestine', Amman: 'Jordan', Irbid: 'Jordan', Aqaba: 'Jordan', Dammam: 'Saudi Arabia',
  Khobar: 'Saudi Arabia', 'Al Khobar': 'Saudi Arabia', Mecca: 'Saudi Arabia', Makkah: 'Saudi Arabia',
  Madinah: 'Saudi Arabia', NEOM: 'Saudi Arabia', Thuwal: 'Saudi Arabia', Ajman: 'UAE', 'Ras Al Khaimah': 'UAE',
  Fujairah: 'UAE', 'Al Ain': 'UAE', Baghdad: 'Iraq', Erbil: 'Iraq', Basra: 'Iraq', Sulaymaniyah: 'Iraq',
  Isfahan: 'Iran', Shiraz: 'Iran', Mashhad: 'Iran', Tabriz: 'Iran', Salalah: 'Oman', Sohar: 'Oman',
  Alexandria: 'Egypt', Giza: 'Egypt', Mansoura: 'Egypt', 'New Cairo': 'Egypt', Tangier: 'Morocco', Fez: 'Morocco',
  Fès: 'Morocco', Agadir: 'Morocco', Meknes: 'Morocco', Kenitra: 'Morocco', Sfax: 'Tunisia', Sousse: 'Tunisia',
  Oran: 'Algeria', Tripoli: 'Libya', Benghazi: 'Libya', Khartoum: 'Sudan', Omdurman: 'Sudan', Mekelle: 'Ethiopia',
  'Bahir Dar': 'Ethiopia', Hawassa: 'Ethiopia', Mogadishu: 'Somalia', Hargeisa: 'Somalia', Juba: 'South Sudan',
  Eldoret: 'Kenya', Nakuru: 'Kenya', Thika: 'Kenya', Nyeri: 'Kenya', Arusha: 'Tanzania', Mwanza: 'Tanzania',
  Zanzibar: 'Tanzania', Dodoma: 'Tanzania', Entebbe: 'Uganda', Gulu: 'Uganda', Mbarara: 'Uganda', Jinja: 'Uganda',
  Musanze: 'Rwanda', Huye: 'Rwanda', Bujumbura: 'Burundi', Gitega: 'Burundi', Lubumbashi: 'DR Congo',
  Kisangani: 'DR Congo', Yaoundé: 'Cameroon', Yaounde: 'Cameroon', Bamenda: 'Cameroon', Buea: 'Cameroon',
  Enugu: 'Nigeria', Kaduna: 'Nigeria', 'Benin City': 'Nigeria', Owerri: 'Nigeria', Uyo: 'Nigeria',
  Calabar: 'Nigeria', Warri: 'Nigeria', Ilorin: 'Nigeria', Abeokuta: 'Nigeria', Onitsha: 'Nigeria',
  Akure: 'Nigeria', Osogbo: 'Nigeria', Tamale: 'Ghana', Takoradi: 'Ghana', 'Cape Coast': 'Ghana', Lomé: 'Togo',
  Lome: 'Togo', Cotonou: 'Benin', 'Porto-Novo': 'Benin', Ouagadougou: 'Burkina Faso', Bamako: 'Mali',
  Niamey: 'Niger', Thiès: 'Senegal', 'Saint-Louis': 'Senegal', Freetown: 'Sierra Leone', Monrovia: 'Liberia',
  Yamoussoukro: 'Ivory Coast', Bouaké: 'Ivory Coast', Lilongwe: 'Malawi', Blantyre: 'Malawi', Ndola: 'Zambia',
  Kitwe: 'Zambia', Bulawayo: 'Zimbabwe', Antananarivo: 'Madagascar', 'Port Elizabeth': 'South Africa',
  Gqeberha: 'South Africa', Bloemfontein: 'South Africa', Polokwane: 'South Africa', Mbombela: 'South Africa',
  Pietermaritzburg: 'South Africa', Soweto: 'South Africa', Sandton: 'South Africa', Centurion: 'South Africa',
  Midrand: 'South Africa', Nagpur: 'India', Visakhapatnam: 'India', Vizag: 'India', Bhubaneswar: 'India',
  Patna: 'India', Ranchi: 'India', Guwahati: 'India', Mysore: 'India', Mysuru: 'India', Mangalore: 'India',
  Mangaluru: 'India', Kozhikode: 'India', Calicut: 'India', Thrissur: 'India', Madurai: 'India',
  Vijayawada: 'India', Bhopal: 'India', Vadodara: 'India', Rajkot: 'India', Nashik: 'India', Aurangabad: 'India',
  'Navi Mumbai': 'India', Thane: 'India', Goa: 'India', Dehradun: 'India', Amritsar: 'India', Ludhiana: 'India',
  Kanpur: 'India', Varanasi: 'India', Prayagraj: 'India', Jodhpur: 'India', Udaipur: 'India', Raipur: 'India',
  Tiruchirappalli: 'India', Trichy: 'India', Hubli: 'India', Belagavi: 'India', Manipal: 'India', Mohali: 'India',
  Gandhinagar: 'India', Kottayam: 'India', Kollam: 'India', Warangal: 'India', Tirupati: 'India', Guntur: 'India',
  Vellore: 'India', Faisalabad: 'Pakistan', Rawalpindi: 'Pakistan', Peshawar: 'Pakistan', Multan: 'Pakistan',
  Quetta: 'Pakistan', Chittagong: 'Bangladesh', Chattogram: 'Bangladesh', Sylhet: 'Bangladesh',
  Khulna: 'Bangladesh', Rajshahi: 'Bangladesh', Kandy: 'Sri Lanka', Galle: 'Sri Lanka', Pokhara: 'Nepal',
  Lalitpur: 'Nepal', Biratnagar: 'Nepal', Kabul: 'Afghanistan', Herat: 'Afghanistan', Tianjin: 'China',
  Chongqing: 'China', "Xi'an": 'China', Xian: 'China', Qingdao: 'China', Dalian: 'China', Xiamen: 'China',
  Ningbo: 'China', Hefei: 'China', Changsha: 'China', Zhengzhou: 'China', Jinan: 'China', Shenyang: 'China',
  Harbin: 'China', Kunming: 'China', Fuzhou: 'China', Dongguan: 'China', Foshan: 'China', Zhuhai: 'China',
  Macau: 'Macao', Macao: 'Macao', Taichung: 'Taiwan', Kaohsiung: 'Taiwan', Hsinchu: 'Taiwan', Tainan: 'Taiwan',
  Nagoya: 'Japan', Sapporo: 'Japan', Kobe: 'Japan', Sendai: 'Japan', Hiroshima: 'Japan', Kawasaki: 'Japan',
  Tsukuba: 'Japan', Naha: 'Japan', Kitakyushu: 'Japan', Incheon: 'South Korea', Daejeon: 'South Korea',
  Daegu: 'South Korea', Gwangju: 'South Korea', Seongnam: 'South Korea', Suwon: 'South Korea',
  Ulsan: 'South Korea', 'Chiang Mai': 'Thailand', Phuket: 'Thailand', Pattaya: 'Thailand', 'Khon Kaen': 'Thailand',
  'Johor Bahru': 'Malaysia', Cyberjaya: 'Malaysia', 'Petaling Jaya': 'Malaysia', 'Kota Kinabalu': 'Malaysia',
  Kuching: 'Malaysia', Ipoh: 'Malaysia', Melaka: 'Malaysia', Malacca: 'Malaysia', Surabaya: 'Indonesia',
  Bandung: 'Indonesia', Yogyakarta: 'Indonesia', Semarang: 'Indonesia', Denpasar: 'Indonesia', Bali: 'Indonesia',
  Makassar: 'Indonesia', Tangerang: 'Indonesia', Bekasi: 'Indonesia', Depok: 'Indonesia', Bogor: 'Indonesia',
  Haiphong: 'Vietnam', 'Hai Phong': 'Vietnam', 'Can Tho': 'Vietnam', 'Nha Trang': 'Vietnam', Saigon: 'Vietnam',
  'Quezon City': 'Philippines', Makati: 'Philippines', Taguig: 'Philippines', Pasig: 'Philippines',
  Davao: 'Philippines', Iloilo: 'Philippines', Bacolod: 'Philippines', 'Cagayan de Oro': 'Philippines',
  'Phnom Penh': 'Cambodia', 'Siem Reap': 'Cambodia', Vientiane: 'Laos', Yangon: 'Myanmar', Mandalay: 'Myanmar',
  'Bandar Seri Begawan': 'Brunei', Ulaanbaatar: 'Mongolia', 'Ulan Bator': 'Mongolia', Bishkek: 'Kyrgyzstan',
  Dushanbe: 'Tajikistan', Ashgabat: 'Turkmenistan', Samarkand: 'Uzbekistan', Shymkent: 'Kazakhstan',
  Karaganda: 'Kazakhstan', Batumi: 'Georgia', Kutaisi: 'Georgia', Gyumri: 'Armenia', Wollongong: 'Australia',
  Geelong: 'Australia', Cairns: 'Australia', Townsville: 'Australia', 'Sunshine Coast': 'Australia',
  Dunedin: 'New Zealand', Tauranga: 'New Zealand', Queenstown: 'New Zealand', 'Palmerston North': 'New Zealand',
  Suva: 'Fiji', 'Port Moresby': 'Papua New Guinea', Apia: 'Samoa',
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

/** The gazetteer's own short names for countries the dataset names otherwise. */
const GAZETTEER_NAME_BY_CODE: Record<string, string> = {
  US: 'USA', GB: 'UK', AE: 'UAE', CZ: 'Czech Republic', KR: 'South Korea', TR: 'Turkey', CI: 'Ivory Coast',
  CD: 'DR Congo', MK: 'North Macedonia', RU: 'Russia', VN: 'Vietnam', HK: 'Hong Kong',
};
/** Country names that are also first names or common words ("Jordan Smith, CEO", "Chad", "Reunion"). */
const NOT_READ_AS_COUNTRIES = new Set([
  'Jordan', 'Chad', 'Jersey', 'Guernsey', 'Reunion', 'Christmas Island', 'Antarctica', 'Niue', 'Tokelau',
  'Heard Island and McDonald Islands', 'Bouvet Island', 'U.S. Minor Outlying Islands',
]);
/** Capitals that are also people's names, common words or the names of other places. */
const NOT_READ_AS_CAPITALS = new Set([
  'Georgetown', 'George Town', 'Hamilton', 'Kingston', 'Kingstown', 'Victoria', 'City of Victoria', 'Douglas',
  'Stanley', 'Plymouth', 'Jamestown', 'The Valley', 'Road Town', "Saint John's", "St. George's", 'Washington D.C.',
  'West Island', 'Flying Fish Cove', 'King Edward Point', 'Edinburgh of the Seven Seas', 'Saint-Denis',
  'Saint-Pierre', 'Marigot', 'Diego Garcia', 'Praia', 'Alofi', 'Moroni', 'Castries', 'Victoria', 'Adamstown',
  'Gustavia', 'Palikir', 'Yaren', 'Fakaofo', 'Mata-Utu', 'Avarua', 'Ngerulmud', 'Lobamba', 'Basseterre', 'Sucre',
]);

const knownCountryNames = new Map(
  [...COUNTRIES, ...Object.keys(COUNTRY_ENDONYMS)].map((n) => [n.toLowerCase(), COUNTRY_ENDONYMS[n] ?? n]),
);
/** Every country of the dataset by the names decks write it in, under the gazetteer's name for it. */
const DATASET_COUNTRY_NAMES: Record<string, string> = {};
/** Every capital of the dataset the lists above do not hold, with its country. */
export const CAPITALS: Record<string, string> = {};
for (const [code, c] of Object.entries(countries)) {
  const names = [c.name, c.native, ...(c.alias ?? [])].filter(
    (n) => /^\p{Lu}/u.test(n) && !/[()]/.test(n) && !NOT_READ_AS_COUNTRIES.has(n),
  );
  const listed = [c.name, c.native, ...(c.alias ?? [])].map((n) => knownCountryNames.get(n.toLowerCase()));
  const country = GAZETTEER_NAME_BY_CODE[code] ?? listed.find(Boolean) ?? c.name;
  for (const name of names) if (!knownCountryNames.has(name.toLowerCase())) DATASET_COUNTRY_NAMES[name] = country;
  const capital = c.capital;
  if (capital && !CITIES[capital] && !NOT_READ_AS_CAPITALS.has(capital) && !knownCountryNames.has(capital.toLowerCase()))
    if (!NOT_READ_AS_COUNTRIES.has(c.name)) CAPITALS[capital] = country;
}

export interface PlaceMatch {
  name: string;
  kind: 'city' | 'country';
  country: string;
  index: number;
  /** Length of the text that named it ("SF" for San Francisco, "Polska" for Poland). */
  length: number;
}

/** Letters written without their accent: "Poznan", "Lodz", "Goteborg" for Poznań, Łódź, Göteborg. */
const UNACCENTED: Record<string, string> = { ł: 'l', Ł: 'L', ø: 'o', Ø: 'O', đ: 'd', Đ: 'D', ı: 'i' };
const unaccented = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[łŁøØđĐı]/g, (ch) => UNACCENTED[ch]);

/**
 * A place name as a pattern: dots literal, a space may also be written as a hyphen, and an accented
 * letter also without its accent, as decks typed on another keyboard write it.
 */
function namePattern(name: string): string {
  return [...name.normalize('NFC')]
    .map((ch) => {
      if (ch === '.') return '\\.';
      if (ch === ' ' || ch === '-') return '[\\s-]';
      const plain = unaccented(ch);
      return plain !== ch && plain.length === 1 ? `[${ch}${plain}]` : ch;
    })
    .join('');
}

/** What a text must contain for a name to match, in the form `findPlaces` compares (lower case, no accents, hyphens as spaces). */
const needleOf = (name: string) => unaccented(name.toLowerCase()).replaceAll('-', ' ');

interface PlaceEntry {
  re: RegExp;
  /** The written form, lower-cased: a text without it cannot match `re`. */
  needle: string;
  name: string;
  kind: 'city' | 'country';
  country: string;
}

/**
 * An entry whose pattern is compiled on its first use: compiling every Unicode pattern of the world when
 * the module loads cost every page of the web app that imports it (through the deck contracts) about
 * 0.1–0.2 s before its first render (issue #37), and a text is only ever checked against a few names.
 */
function placeEntry(source: string, flags: string, entry: Omit<PlaceEntry, 're'>): PlaceEntry {
  let re: RegExp | undefined;
  return {
    ...entry,
    get re() {
      return (re ??= new RegExp(source, flags));
    },
  };
}

const PLACE_ENTRIES: PlaceEntry[] = [
  ...Object.entries(CITIES).map(([city, country]) =>
    placeEntry(`(?<![\\p{L}])${namePattern(city)}(?![\\p{L}])`, city === city.toUpperCase() ? 'gu' : 'giu', {
      needle: needleOf(city),
      name: city,
      kind: 'city',
      country,
    }),
  ),
  ...Object.entries(CAPITALS).map(([city, country]) =>
    placeEntry(`(?<![\\p{L}])${namePattern(city)}(?![\\p{L}])`, 'giu', { needle: needleOf(city), name: city, kind: 'city', country }),
  ),
  ...Object.entries(CITY_ALIASES).map(([alias, city]) =>
    // "A-LA-CARTE": an abbreviation after a hyphenated word is part of it ("LA-based" is still a place).
    placeEntry(`(?<![\\p{L}.]|\\p{L}-)${alias}(?![\\p{L}])`, 'gu', {
      needle: needleOf(alias),
      name: city,
      kind: 'city',
      country: CITIES[city] ?? 'USA',
    }),
  ),
  ...COUNTRIES.map((country) =>
    placeEntry(`(?<![\\p{L}])${namePattern(country)}(?![\\p{L}])`, country.length <= 4 ? 'gu' : 'giu', {
      needle: needleOf(country),
      name: country,
      kind: 'country',
      country,
    }),
  ),
  ...Object.entries({ ...DATASET_COUNTRY_NAMES, ...COUNTRY_ENDONYMS }).map(([endonym, country]) =>
    placeEntry(`(?<![\\p{L}])${namePattern(endonym)}(?![\\p{L}])`, 'giu', {
      needle: needleOf(endonym),
      name: country,
      kind: 'country',
      country,
    }),
  ),
];

/** Every place named in a text, longest names first where they overlap. `anyCase` for address lines written in lower case. */
/**
 * The entries by the first word of their name: a text is checked only against the names whose first
 * word it contains, not against the whole world.
 */
const ENTRIES_BY_FIRST_WORD = new Map<string, number[]>();
PLACE_ENTRIES.forEach((entry, i) => {
  const first = entry.needle.split(' ')[0];
  ENTRIES_BY_FIRST_WORD.set(first, [...(ENTRIES_BY_FIRST_WORD.get(first) ?? []), i]);
});

/** The words of a lower-cased text as names begin: with inner dots ("u.s.", "st.") and without. */
function wordsOf(lowerText: string): Set<string> {
  const words = new Set<string>();
  for (const w of lowerText.match(/[\p{L}'’.]+/gu) ?? []) {
    words.add(w);
    words.add(w.replace(/^[.'’]+|[.'’]+$/g, ''));
    words.add(w.replace(/^[.'’]+/, ''));
  }
  for (const w of lowerText.match(/[\p{L}'’]+/gu) ?? []) words.add(w);
  // "Seattle’s next company": a possessive still names the place.
  for (const w of [...words]) if (/['’]s$/.test(w)) words.add(w.slice(0, -2));
  return words;
}

export function findPlaces(text: string, options: { anyCase?: boolean } = {}): PlaceMatch[] {
  // Places are written capitalised, unless the caller reads an address written in lower case.
  if (!options.anyCase && !/\p{Lu}/u.test(text)) return [];
  // Multi-word names are also written with hyphens ("San-Francisco", "Tel-Aviv").
  const lower = text.toLowerCase();
  const lowerText = (/[^\x00-\x7f]/.test(lower) ? unaccented(lower) : lower).replaceAll('-', ' ');
  const candidates: number[] = [];
  for (const word of wordsOf(lowerText)) candidates.push(...(ENTRIES_BY_FIRST_WORD.get(word) ?? []));
  candidates.sort((a, b) => a - b);
  const found: PlaceMatch[] = [];
  for (const i of candidates) {
    const entry = PLACE_ENTRIES[i];
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
