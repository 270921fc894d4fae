import { describe, expect, it } from 'vitest';
import { DECK_DOES_NOT_SAY } from '@pitchscope/domain/ask-deck';
import { askDeckLocally } from './ask-deck.ts';
import { asksGeography, detectLanguage, glossCategories, glossLanguage, glossPlaces } from './ask-languages.ts';

// Made-up decks: a Polish one, a French one and an English crypto deck that names its chain only.
const POLISH = [
  { page: 1, text: 'Zielarnia\nInteligentne szklarnie dla małych gospodarstw\nWarszawa, 2024' },
  { page: 2, text: 'Problem\nMałe gospodarstwa tracą do 30% plonów, bo nie mają dostępu do danych o pogodzie i glebie.' },
  { page: 3, text: 'Trakcja\nPrzychody 2023: 1,2 mln zł\n140 klientów w 6 województwach, a sprzedaż rośnie o 15% miesięcznie.' },
  { page: 4, text: 'Zespół\nAnna Nowak\nZałożycielka i CEO\nPiotr Zieliński\nCTO, wcześniej w firmie z branży IoT' },
  { page: 5, text: 'Konkurencja\nAgroSense i FarmTrack oferują tylko czujniki, bez obsługi i bez analizy danych.' },
  { page: 6, text: 'Finansowanie\nSzukamy 3 mln zł w rundzie seed na rozwój produktu i sprzedaż w regionie.' },
];
const FRENCH = [
  { page: 1, text: 'Maréa\nLa plateforme de location de kayaks pour les offices de tourisme\nNantes' },
  { page: 2, text: 'Marché\nLe marché de la location nautique est estimé à 2,4 Md€ en Europe.' },
  { page: 3, text: 'Équipe\nClaire Martin, fondatrice et présidente\nJulien Roux, directeur technique' },
  { page: 4, text: 'Modèle économique\nUne commission de 12 % sur chaque réservation, et un abonnement de 49 € par mois pour les loueurs.' },
];
const CRYPTO = [
  { page: 1, text: 'Ledgerleaf\nCarbon credits anyone can hold and retire' },
  { page: 2, text: 'How it works\nEach credit is minted as a token on Polygon and retired on chain when it is used.' },
  { page: 3, text: 'Community\nHolders get alerts from our bot on Telegram and vote on the projects we fund.' },
  { page: 4, text: 'Impact\nWe finance mangrove replanting with local cooperatives across Kenya and Tanzania.' },
];
const RUSSIAN = [
  { page: 1, text: 'Таксопарк Онлайн\nСервис заказа такси для малых городов\nАлматы, 2024' },
  { page: 2, text: 'Проблема\nВ малых городах нет удобного заказа такси, и водители теряют до 40% времени без заказов.' },
  { page: 3, text: 'Результаты\nВыручка за 2023 год: 12 млн тенге\n3 500 пользователей и 120 водителей в трёх городах.' },
  { page: 4, text: 'Команда\nАйгерим Касымова — основатель и CEO\nДанияр Омаров — технический директор' },
  { page: 5, text: 'Инвестиции\nПривлекаем 50 млн тенге в раунде seed на запуск в пяти новых городах.' },
];
const ask = (pages: typeof POLISH, question: string) => askDeckLocally({ question, pages, ledger: null });

describe('the deck’s language', () => {
  it('is read from its function words', () => {
    expect(detectLanguage(POLISH.map((p) => p.text).join('\n'))).toBe('pl');
    expect(detectLanguage(FRENCH.map((p) => p.text).join('\n'))).toBe('fr');
    expect(detectLanguage('Wir sind ein Team aus drei Gründern und wir haben die Lösung für den Markt der Logistik in der Stadt, mit dem Umsatz von 2 Mio. € und einer Bewertung die sich sehen lässt.')).toBe('de');
    expect(detectLanguage('Kami adalah tim yang membangun solusi untuk pasar UMKM di Indonesia dengan pendapatan yang terus tumbuh dan akan membuka kantor di Surabaya.')).toBe('id');
    expect(detectLanguage('Il nostro team ha costruito una piattaforma per le piccole imprese che non hanno accesso al credito, con una crescita del fatturato del 40% e una sede a Torino.')).toBe('it');
    expect(detectLanguage(CRYPTO.map((p) => p.text).join('\n'))).toBe('en');
  });

  it('glosses a slide’s words with the English concept they name, whatever their ending', () => {
    expect(glossLanguage('Przychody 2023: 1,2 mln zł', 'pl')).toContain('revenue');
    expect(glossLanguage('140 klientów', 'pl')).toContain('customers');
    expect(glossLanguage('Chiffre d’affaires 2023', 'fr')).toContain('revenue');
    expect(glossLanguage('Geschäftsmodell', 'de')).toEqual(expect.arrayContaining(['business', 'model']));
    // A short stem matches only the whole word: Spanish "mes" (month) is not "mesa".
    expect(glossLanguage('mesa', 'es')).not.toContain('month');
    expect(glossLanguage('Revenue', 'en')).toEqual([]);
  });
});

describe('asking in English about a deck in another language', () => {
  it('quotes the Polish slide that answers, figures as the deck writes them', () => {
    const revenue = ask(POLISH, 'What was their revenue in 2023?');
    expect(revenue.citations[0]?.page).toBe(3);
    expect(revenue.text).toContain('1,2 mln zł');
    expect(ask(POLISH, 'How many customers do they have?').citations[0]?.page).toBe(3);
    expect(ask(POLISH, 'Who are their competitors?').citations[0]?.page).toBe(5);
    expect(ask(POLISH, 'How much are they raising?').citations[0]?.page).toBe(6);
  });

  it('reads a Russian deck’s revenue, founder and raise', () => {
    expect(detectLanguage(RUSSIAN.map((p) => p.text).join('\n'))).toBe('ru');
    const revenue = ask(RUSSIAN, 'What was their revenue in 2023?');
    expect(revenue.citations[0]?.page).toBe(3);
    expect(revenue.text).toContain('12 млн тенге');
    expect(ask(RUSSIAN, 'Who is the founder?').citations[0]?.page).toBe(4);
    expect(ask(RUSSIAN, 'How much are they raising?').citations[0]?.page).toBe(5);
    expect(ask(RUSSIAN, 'What is their churn rate?').text).toBe(DECK_DOES_NOT_SAY);
  });

  it('reads a French deck’s model, market and founder', () => {
    expect(ask(FRENCH, 'What is their business model?').citations[0]?.page).toBe(4);
    expect(ask(FRENCH, 'How big is the market?').citations[0]?.page).toBe(2);
    expect(ask(FRENCH, 'Who is the founder?').citations[0]?.page).toBe(3);
  });

  it('does not take a plan written in the deck’s language for what the company has', () => {
    const plan = POLISH.map((slide) => (slide.page === 3 ? { page: 3, text: 'Finanse\nPrognoza przychodów na 2027: 9 mln zł' } : slide));
    expect(ask(plan, 'What is their revenue?').text).toBe(DECK_DOES_NOT_SAY);
    expect(ask(plan, 'What revenue do they project for 2027?').citations[0]?.page).toBe(3);
  });

  it('still says the deck does not say what no slide states in any language', () => {
    expect(ask(POLISH, 'What is their churn rate?').text).toBe(DECK_DOES_NOT_SAY);
    expect(ask(POLISH, 'What is their valuation?').text).toBe(DECK_DOES_NOT_SAY);
    expect(ask(FRENCH, 'How many employees do they have?').text).toBe(DECK_DOES_NOT_SAY);
  });
});

describe('answers that need a little general knowledge', () => {
  it('knows the category of a proper name, and only when written as a name', () => {
    expect(glossCategories('Holders get alerts from our bot on Telegram')).toContain('messaging');
    expect(glossCategories('minted as a token on Polygon')).toContain('blockchain');
    expect(glossCategories('a strong buying signal')).toEqual([]);
    expect(glossPlaces('cooperatives across Kenya and Tanzania')).toEqual(['place']);
    expect(glossPlaces('cooperatives across the coast')).toEqual([]);
    expect(glossPlaces('We start in the Baltic states, then the wider MENA region')).toEqual(['place']);
  });

  it('reads "where" as a place only when the question asks where the business is or works', () => {
    expect(asksGeography('Where do they operate?')).toBe(true);
    expect(asksGeography('Where will they start selling?')).toBe(true);
    expect(asksGeography('Where can the smart contracts be seen?')).toBe(false);
  });

  it('answers "which messaging app", "which blockchain" and "where do they operate" from the slide that names it', () => {
    expect(ask(CRYPTO, 'Which messaging app does the bot run on?').citations[0]?.page).toBe(3);
    expect(ask(CRYPTO, 'Which blockchain are the credits issued on?').citations[0]?.page).toBe(2);
    expect(ask(CRYPTO, 'Where do they operate?').citations[0]?.page).toBe(4);
  });

  it('does not take a category the deck never names', () => {
    expect(ask(CRYPTO, 'Which cloud provider do they host on?').text).toBe(DECK_DOES_NOT_SAY);
  });
});

describe('a question asking for one of a category by name', () => {
  const chain = [
    { page: 1, text: 'Why a blockchain?\nA blockchain keeps every credit’s history open to auditors and buyers.' },
    { page: 2, text: 'Architecture\nCredits are issued as tokens on Avalanche, with a subnet for registries.' },
  ];

  it('prefers the slide naming one over a slide that only names the category', () => {
    expect(ask(chain, 'Which blockchain do they build on?').citations[0]?.page).toBe(2);
    // Not a question for a name: the slide about blockchains answers.
    expect(ask(chain, 'Why do they use a blockchain?').citations[0]?.page).toBe(1);
  });
});
