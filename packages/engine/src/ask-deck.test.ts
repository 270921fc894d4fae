import { describe, expect, it } from 'vitest';
import { ASK_MESSAGES, DECK_DOES_NOT_SAY } from '@pitchscope/domain/ask-deck';
import { buildFigureLedger } from '@pitchscope/domain/figures/extract';
import type { FigureLedger } from '@pitchscope/domain/figures/figure';
import { makeFigure } from '@pitchscope/domain/figures/figure-factory';
import { answeringFigure, askDeckLocally, askedMetrics, askFactsOf, closeLetterSpacing, doubledLetterVariant, extractiveAnswer, headingOnly, isAxisTick, isPeriodNumber, indexPassages, indexTerm, questionTerms, rivalTest, slidePassages, statGridFigure, stem, tokens } from './ask-deck.ts';

const PAGES = [
  { page: 1, text: 'Tidewell\nTide-powered cold storage for fishing harbours\nMarch 2024' },
  { page: 2, text: 'Problem\nHarbour freezers run on diesel and spoil\n30% of the catch during outages.' },
  { page: 3, text: 'Competition\nFrostline and HarbourCool sell diesel units;\nnobody sells tidal storage.' },
  { page: 4, text: 'Team\nAna Ruiz\nCEO & Founder\nLeo Park\nCTO' },
  { page: 5, text: 'Traction\nARR $1.2M in Q3 2023\n40 harbours signed in Portugal and Spain.' },
  { page: 6, text: 'The Ask\nRaising $3M seed to build 20 more units.\nRevenue of $10M targeted by 2027.' },
];
const ledger = buildFigureLedger(PAGES, { asOf: new Date('2024-06-01T00:00:00Z') });
const ask = (question: string) => askDeckLocally({ question, pages: PAGES, ledger });

describe('answers that would say nothing', () => {
  const pages = [
    { page: 1, text: 'Gymly\nOne pass for every gym nearby' },
    { page: 2, text: 'Team\nAna Ruiz, CEO' },
    { page: 3, text: 'Solution\nA mobile-based solution that enables a frictionless experience for members across the city gyms' },
    { page: 4, text: 'Deal terms\nRaise: up to $500K SAFE\nValuation cap: $2.5M' },
  ];
  const answer = (question: string) => askDeckLocally({ question, pages, ledger: null });

  it('answers "which city" only with a place, and "raised so far" only with money raised', () => {
    expect(answer('In which city is the company based?').text).toBe(DECK_DOES_NOT_SAY);
    expect(answer('How much have they raised so far?').text).toBe(DECK_DOES_NOT_SAY);
    expect(answer('How much are they raising?').citations[0]?.page).toBe(4);
  });

  it('answers a question for people’s names only with a quote that names someone', () => {
    const unnamed = [pages[0]!, { page: 2, text: 'Founders: experienced team with backgrounds in software and customer service.' }, pages[2]!];
    expect(askDeckLocally({ question: "What are the founders' names?", pages: unnamed, ledger: null }).text).toBe(DECK_DOES_NOT_SAY);
    expect(askDeckLocally({ question: 'What are the names of the founders?', pages: unnamed, ledger: null }).text).toBe(DECK_DOES_NOT_SAY);
    const named = [pages[0]!, { page: 2, text: 'Founders: Ana Ruiz and Leo Park, ten years in software.' }, pages[2]!];
    expect(askDeckLocally({ question: "What are the founders' names?", pages: named, ledger: null }).citations[0]?.page).toBe(2);
  });

  it('does not answer with a heading that only repeats the question', () => {
    // The last slide is read as it is: its heading heads no slide after it.
    const headingOnlyDeck = [pages[0]!, { page: 2, text: 'Market\nGyms in Europe: 60,000' }, { page: 3, text: 'Team' }];
    expect(askDeckLocally({ question: 'Who is on the team?', pages: headingOnlyDeck, ledger: null }).text).toBe(DECK_DOES_NOT_SAY);
  });
});

describe('slide passages and retrieval', () => {
  it('reads a founder’s slide in the first person ("Who am I?") as the team slide it is', () => {
    const pages = [
      { page: 1, text: 'Quillnote\nShared drafts for writers' },
      { page: 2, text: 'Who am I?\nMara Quist\nComputer Science graduate, five years building editors' },
      { page: 3, text: 'Idea\nWriters mail drafts back and forth and lose comments' },
    ];
    const answer = askDeckLocally({ question: 'Who is the founder?', pages, ledger: null });
    expect(answer.citations[0]?.page).toBe(2);
    expect(answer.citations[0]?.quote).toContain('Mara Quist');
  });

  it('leaves out a footer the template repeats on slide after slide, so a heading over it is read with the next slide', () => {
    const footer = 'Reelbox | Demo Day 2024 | Confidential';
    const pages = [
      { page: 1, text: `Reelbox\nTickets and reviews for film lovers\n${footer}` },
      { page: 2, text: `Problem\nFilm fans juggle three apps to pick, book and rate a film.\n${footer}` },
      { page: 3, text: `Target Customer\n${footer}` },
      { page: 4, text: `Cinephiles and casual viewers aged 18–35\n${footer}` },
      { page: 5, text: `Revenue\nTicket sales commission and advertising\n${footer}` },
    ];
    const passages = slidePassages(pages);
    // The cover keeps its lines; elsewhere the footer is gone.
    expect(passages.find((p) => p.page === 1)!.units).toContain(footer);
    expect(passages.filter((p) => p.page > 1).flatMap((p) => p.units)).not.toContain(footer);
    const answer = askDeckLocally({ question: 'Who is the target customer?', pages, ledger: null });
    expect(answer.citations[0]).toMatchObject({ page: 4, quote: 'Cinephiles and casual viewers aged 18–35' });
  });

  it('keeps each slide’s lines, joins a sentence wrapped over lines and indexes the title with the body', () => {
    const passages = slidePassages(PAGES);
    expect(passages.map((p) => p.page)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(passages[2]!.title).toBe('Competition');
    expect(passages[2]!.units).toContain('Frostline and HarbourCool sell diesel units; nobody sells tidal storage.');
  });

  it('keeps a short heading with the lines it heads when a long slide is cut into passages', () => {
    const filler = 'Cold rooms on the quay stay idle for most of the night while the boats are out at sea.';
    const text = ['Problem', filler, filler, filler, 'Diesel costs', 'Generators burn 40% of a harbour’s energy budget.', 'Spoilage'].join('\n');
    const passages = slidePassages([{ page: 2, text }]);
    const costs = passages.find((p) => p.units.includes('Diesel costs'))!;
    expect(costs.units).toContain('Generators burn 40% of a harbour’s energy budget.');
    // The slide's last heading stays where it is: nothing follows it.
    expect(passages.at(-1)!.units.at(-1)).toBe('Spoilage');
    expect(passages.at(-1)!.units.length).toBeGreaterThan(1);
  });

  it('keeps a figure bounded by "more than" or "less than" ("> $1.5 trillion", "<20%"): no broken font’s stray sign', () => {
    const passages = slidePassages([{ page: 7, text: 'AI market projection by 2030\n>$1.5 trillion\nOnboarding drop <20%' }]);
    expect(passages[0]!.units).toEqual(['AI market projection by 2030', '>$1.5 trillion', 'Onboarding drop <20%']);
  });

  it('reads a slide that is a heading alone as the first line of the slide after it, and quotes only that slide', () => {
    const pages = [
      { page: 1, text: 'Brightline\nSolar kits for rural clinics' },
      { page: 2, text: 'Traction\n2 / 5' },
      { page: 3, text: '42 clinics live in Kenya and Uganda.' },
      { page: 4, text: 'Competition' },
      { page: 5, text: 'Feature Brightline SunCo VoltAid\nPrice Low High High' },
    ];
    const passages = slidePassages(pages);
    expect(passages.map((p) => p.page)).toEqual([1, 3, 5]);
    expect(passages[1]).toMatchObject({ title: 'Traction\n42 clinics live in Kenya and Uganda.', units: ['Traction', '42 clinics live in Kenya and Uganda.'], carried: 'Traction' });
    const ledger = buildFigureLedger(pages, { asOf: new Date('2024-06-01T00:00:00Z') });
    const traction = askDeckLocally({ question: 'What traction do they have?', pages, ledger });
    expect(traction.citations).toEqual([{ page: 3, quote: '42 clinics live in Kenya and Uganda.' }]);
    expect(askDeckLocally({ question: 'Who are their competitors?', pages, ledger }).citations[0]!.page).toBe(5);
  });

  it('takes for a heading alone only a few words without figures, a slide number aside', () => {
    expect(headingOnly(['Our Team', '07 / 16'])).toBe('Our Team');
    expect(headingOnly(['Go-to-market strategy'])).toBe('Go-to-market strategy');
    expect(headingOnly(['The Ask', '$1.5M'])).toBeNull();
    expect(headingOnly(['We help clinics run on the sun all year'])).toBeNull();
    expect(headingOnly(['Team', 'Jane Doe', 'CEO'])).toBeNull();
  });

  it('reads "Chief Executive Officer" as the "CEO" a question asks for, "MoM" as monthly', () => {
    expect(tokens('Jane Doe, Chief Executive Officer')).toEqual(['jane', 'doe', 'ceo']);
    expect(tokens('Chief Technical Officer')).toEqual(['cto']);
    expect(tokens('Co-founder & Chief Executive')).toEqual(['co', 'founder', 'ceo']);
    expect(indexTerm('MoM')).toBe(indexTerm('monthly'));
    const pages = [
      { page: 1, text: 'Northwind\nFresh logistics for small farms' },
      { page: 2, text: 'Team\nJane Doe\nChief Executive Officer\nFormer VP Operations at Stripe\nJohn Roe\nChief Technology Officer\nPhD in robotics, MIT' },
      { page: 3, text: 'Traction\n$1.2M\n150\n35%\nARR\nCustomers\nMoM growth' },
    ];
    const ledger = buildFigureLedger(pages, { asOf: new Date('2024-06-01T00:00:00Z') });
    const askHere = (question: string) => askDeckLocally({ question, pages, ledger });
    expect(askHere('Who is the CEO?').citations[0]!.quote).toContain('Jane Doe');
    expect(askHere('Who is the CTO?').citations[0]!.quote).toContain('John Roe');
    // "background" is not a word a team slide writes: the role's lines answer it.
    expect(askHere("What is the CEO's background?").citations[0]!.quote).toContain('Stripe');
    expect(askHere('What is their monthly growth?').citations[0]!.quote).toContain('35%');
  });

  it('quotes a stat grid’s label with its figure even when the question asks for no kind of value', () => {
    const pages = [
      { page: 1, text: 'Quayside\nCold chain for fishermen' },
      { page: 2, text: 'Unit economics\nCAC\nLTV\nPayback\n$120\n$1,400\n4 months' },
    ];
    const ledger = buildFigureLedger(pages, { asOf: new Date('2024-06-01T00:00:00Z') });
    expect(askDeckLocally({ question: 'What is the payback period?', pages, ledger }).citations[0]!.quote).toBe('4 months\nPayback');
  });

  it('reads a market tier written out as its initials, a "Solution" slide as the product', () => {
    expect(tokens('Total Addressable Market $12.5B')).toEqual(['tam', '12', '5b']);
    expect(tokens('Serviceable Obtainable Market')).toEqual(['som']);
    expect(tokens('Serviceable Available Market')).toEqual(['sam']);
    expect(tokens('the serviceable market')).toEqual(['the', 'sam']);
    // A share of the "addressable market" names no tier.
    expect(tokens('Expected share of Addressable Market (SOM)')).toEqual(['expected', 'share', 'of', 'addressable', 'market', 'som']);
    expect(indexTerm('Solution')).toBe(indexTerm('product'));
  });

  it('asks no metric of a question about a person: "Who leads sales?" is not the sales', () => {
    expect(askedMetrics('Who leads sales?')).toEqual([]);
    expect(askedMetrics('What are their sales?')).toEqual(['revenue', 'arr']);
  });

  it('prefers, for "How many learners …?", the line that counts them to the one that prices them', () => {
    const pages = [
      { page: 1, text: 'Lumen\nAI tutoring for adult learners' },
      { page: 2, text: 'Business model\nSubscription\n$29\nper learner per month\nEnterprise\n$12\nper seat per month' },
      { page: 3, text: 'Key figures\n12,000\nlearners\n$840K\nARR' },
    ];
    const ledger = buildFigureLedger(pages, { asOf: new Date('2024-06-01T00:00:00Z') });
    expect(askDeckLocally({ question: 'How many learners do they have?', pages, ledger }).citations[0]).toMatchObject({ page: 3, quote: expect.stringContaining('12,000 learners') });
  });

  it('reads "max" and "maximum", "min" and "minimum" as one word', () => {
    expect(indexTerm('maximum')).toBe(indexTerm('max'));
    expect(indexTerm('Minimum')).toBe(indexTerm('min'));
  });

  it('ranks by BM25 the passage that holds the question’s words, a title word counting for its slide', () => {
    const index = indexPassages(slidePassages(PAGES));
    expect(index.search('Who are their competitors?')[0]!.passage.page).toBe(3);
    expect(index.search('What share of the catch spoils?')[0]!.passage.page).toBe(2);
    expect(index.search('What is it?')).toEqual([]);
  });

  it('stems question and slide words alike and adds a topic’s deck vocabulary at a lower weight', () => {
    expect(stem('customers')).toBe('customer');
    expect(stem('raising')).toBe('rais');
    // Porter's suffixes: a question's "serviceable" finds a slide's "Service", "projected" its "Projections".
    expect(stem('serviceable')).toBe(stem('Service'));
    expect(stem('projected')).toBe(stem('Projections'));
    // But "based" (where) is not a user "base".
    expect(stem('based')).not.toBe(stem('base'));
    const terms = questionTerms('Who are the competitors?');
    expect(terms[0]).toEqual({ term: 'compet', weight: 1 });
    expect(terms.some((t) => t.term === indexTerm('landscape') && t.weight < 1)).toBe(true);
  });
});

describe('letter-spaced titles and figures', () => {
  it('writes a spaced run as the deck’s own words again, and a spaced figure as one figure', () => {
    const vocabulary = new Set(['market', 'share', 'the', 'ask']);
    expect(closeLetterSpacing('M A R K E T S H A R E', vocabulary)).toBe('MARKET SHARE');
    expect(closeLetterSpacing('T H E A S K', vocabulary)).toBe('THE ASK');
    expect(closeLetterSpacing('S A M\n$ 2 2 B', vocabulary)).toBe('SAM\n$22B');
    // A run the deck's words cannot spell is closed up whole; words and figures of two letters or more are left alone.
    expect(closeLetterSpacing('Q W Z X', vocabulary)).toBe('QWZX');
    expect(closeLetterSpacing('Year 1 31 91', vocabulary)).toBe('Year 1 31 91');
  });

  it('splits a spaced heading with common heading words when the deck writes them nowhere else', () => {
    const pages = [{ page: 1, text: 'Harbourly' }, { page: 2, text: 'B U S I N E S S M O D E L\nSaaS per harbour, billed yearly' }];
    expect(slidePassages(pages)[1]!.title).toBe('BUSINESS MODEL');
  });

  it('answers from a slide whose heading and figure are letter-spaced', () => {
    const pages = [
      { page: 1, text: 'Harbourly\nThe serviceable market is what we can reach.' },
      { page: 2, text: 'Market\nT A R G E T M A R K E T\n$ 5 0 0 M\nS A M\n$ 2 2 B' },
      { page: 3, text: 'Team\nAna Ruiz, CEO. Target: Europe.' },
    ];
    expect(slidePassages(pages)[1]!.units).toContain('TARGET MARKET');
    expect(askDeckLocally({ question: 'What is the SAM?', pages, ledger: null }).citations[0]).toMatchObject({ page: 2, quote: expect.stringContaining('$22B') });
  });
});

describe('extractive answers', () => {
  it('quotes the best sentence with its slide', () => {
    const answer = ask('Who are their competitors?');
    expect(answer.kind).toBe('extract');
    expect(answer.citations).toEqual([{ page: 3, quote: expect.stringContaining('Frostline and HarbourCool') }]);
    expect(answer.text).toContain('(slide 3)');
  });

  it('quotes the lines around a short label, so a role comes with its name', () => {
    const answer = ask('Who is the CEO?');
    expect(answer.citations[0]!.page).toBe(4);
    expect(answer.citations[0]!.quote).toContain('Ana Ruiz');
  });

  it('says the deck does not say below the threshold, with no citation', () => {
    for (const question of ['What is their churn?', 'Where is the company incorporated?', 'What is it?']) {
      expect(ask(question)).toEqual({ kind: 'none', text: DECK_DOES_NOT_SAY, citations: [], droppedSentences: 0 });
    }
  });
});

describe('answers worded otherwise than the question', () => {
  const pages = [
    { page: 1, text: 'Reelmark\nProof of catch for anglers' },
    { page: 2, text: 'Team\nJoão Silva\nCo-founder & CEO\nHe is based in Lisbon, Portugal.\nMia Chen\nCo-founder & CTO' },
    { page: 3, text: 'Funnel\n40 qualified demos a month\n28% conversion rate from demo to paid' },
    { page: 4, text: 'Community\nWe are building the most engaged fishing community, in 12 countries.' },
    { page: 5, text: 'Token\nCatch records are stored on a blockchain-backed ledger.' },
  ];
  const askIt = (question: string) => askDeckLocally({ question, pages, ledger: null });
  const coverage = (question: string) => extractiveAnswer(question, indexPassages(slidePassages(pages)), 1).coverage;

  it('answers below the coverage threshold when the sentence writes one of the question’s own nouns', () => {
    const question = 'Where are the founders located?';
    // Below the threshold for a sentence that writes the question's words, above the floor for one worded otherwise.
    expect(coverage(question)).toBeGreaterThanOrEqual(0.25);
    expect(coverage(question)).toBeLessThan(0.45);
    expect(askIt(question).citations[0]).toMatchObject({ page: 2, quote: expect.stringContaining('Portugal') });
    // The asker is told the passage holds only some of their words; an answer holding them all carries no such note.
    expect(askIt(question).note).toBe(ASK_MESSAGES.partialMatch);
    expect(askIt('What is their conversion rate?').note).toBeUndefined();
  });

  it('never answers a question about an amount or a rate off a slide that does not name it, in any words', () => {
    const deck = [
      { page: 1, text: 'Loomly\nAI tutoring for nursing students' },
      { page: 2, text: 'The Ask\nWe are raising $150,000 to support a one-year runway.' },
      { page: 3, text: 'Traction\nARR of $310K, up 3x this year.' },
      { page: 4, text: 'Competition\nRivals such as Acme Learn reached a $1B valuation.\nAcme Learn lacks clinical content.' },
    ];
    const askLoomly = (question: string) => askDeckLocally({ question, pages: deck, ledger: null });
    expect(askLoomly('What valuation are they raising at?').text).toBe(DECK_DOES_NOT_SAY);
    expect(askLoomly('What is their churn rate?').text).toBe(DECK_DOES_NOT_SAY);
    // A synonym decks use names it: ARR is revenue.
    expect(askLoomly('What revenue do they make this year?').citations[0]?.page).toBe(3);
  });

  it('says the deck does not say when the slide never names what a "how many" counts, or the kind of thing "which" asks for', () => {
    for (const question of ['How many members does the community have?', 'Which blockchain will the token be issued on?']) {
      expect(coverage(question), question).toBeGreaterThanOrEqual(0.25);
      expect(askIt(question).text, question).toBe(DECK_DOES_NOT_SAY);
    }
  });
});

describe('numeric answers from the figure ledger', () => {
  it('answers a quantity with the ledger’s figure, its slide and period', () => {
    const answer = ask('What is their ARR?');
    expect(answer).toMatchObject({ kind: 'figure', text: '$1.2M ARR (slide 5), as of Q3 2023' });
    expect(answer.citations).toEqual([{ page: 5, quote: expect.stringContaining('$1.2M') }]);
    expect(ask('How much are they raising?')).toMatchObject({ kind: 'figure', text: expect.stringMatching(/^\$3M round size \(slide 6\)/) });
  });

  it('answers a question about the present only with actuals, and one about a plan with projections', () => {
    expect(ask('What revenue do they project for 2027?')).toMatchObject({ kind: 'figure', text: expect.stringContaining('$10M') });
    // The revenue the deck states is a target: the company's revenue today is its ARR.
    expect(ask('What is their current revenue?')).toMatchObject({ kind: 'figure', text: '$1.2M ARR (slide 5), as of Q3 2023' });
    const withoutArr = PAGES.filter((p) => p.page !== 5);
    const planOnly = buildFigureLedger(withoutArr, { asOf: new Date('2024-06-01T00:00:00Z') });
    expect(askDeckLocally({ question: 'What is their current revenue?', pages: withoutArr, ledger: planOnly })).toMatchObject({ kind: 'none' });
  });

  it('answers a quantity in words only with a sentence that has a number', () => {
    const pages = [...PAGES, { page: 7, text: 'Churn\nChurn is something we watch closely.' }];
    expect(askDeckLocally({ question: 'What is their churn rate?', pages, ledger })).toMatchObject({ kind: 'none' });
  });

  it('does not answer with a ledger figure whose line does not name what was asked', () => {
    const partnerships = makeFigure({ metric: 'customers', unit: 'count', value: 12, raw: '12', page: 2, context: 'Partnerships agreed: 12 retailers' });
    const customers = makeFigure({ metric: 'customers', unit: 'count', value: 4100, raw: '4,100', page: 5, context: '4,100 paying customers across Spain' });
    const figures = { figures: [partnerships, customers] } as unknown as FigureLedger;
    expect(answeringFigure(figures, ['customers'], 'How many paying customers do they have?')).toBe(customers);
    expect(answeringFigure({ figures: [partnerships] } as unknown as FigureLedger, ['customers'], 'How many customers do they have?')).toBeNull();
  });

  it('does not read a chart’s axis as a figure, but reads a table growing by equal steps', () => {
    const chart = { page: 3, text: 'Revenue projection\n-2M\n0\n2M\n4M\n6M\n2024 2025 2026' };
    const tick = makeFigure({ metric: 'revenue', value: 2e6, raw: '2M', page: 3, status: 'projected', context: 'Revenue projection · 2M' });
    expect(isAxisTick(tick, [chart])).toBe(true);
    const table = { page: 3, text: 'Revenue by year\n$1M\n$2M\n$3M\n$4M' };
    expect(isAxisTick(makeFigure({ metric: 'revenue', value: 2e6, raw: '$2M', page: 3 }), [table])).toBe(false);
    // Nor is the axis quoted: the passage keeps the slide's words without its scale.
    expect(slidePassages([chart])[0]!.units).toEqual(['Revenue projection', '2024 2025 2026']);
    const spreadsheet = { page: 3, text: 'IRR\n$-\n$20\n$40\n$60' };
    expect(isAxisTick(makeFigure({ metric: 'revenue', value: 40, raw: '$40', page: 3 }), [spreadsheet])).toBe(true);
  });

  it('reads an axis whose ticks OCR read with the chart\'s legend in between as an axis', () => {
    // OCR puts each legend entry beside the tick it stands next to; a text layer lists them after.
    const chart = { page: 9, text: '5%\n0%\n© USER CHURN\n-5%\nMRR CHURN\n-10%\nNET MRR CHURN\n-15%\n-20%\n~3% monthly user churn, negative net MRR churn.' };
    expect(isAxisTick(makeFigure({ metric: 'churn', unit: 'percent', value: 0, raw: '0%', page: 9 }), [chart])).toBe(true);
    expect(isAxisTick(makeFigure({ metric: 'churn', unit: 'percent', value: 3, raw: '~3%', page: 9 }), [chart])).toBe(false);
    // Two lines between values break the run: stat cards with a label and a note each are no axis.
    const cards = { page: 4, text: '0\nchargebacks\nsince launch\n10\npartners\nsigned\n20\nstaff\nhired\n30\ncities' };
    expect(isAxisTick(makeFigure({ metric: 'customers', unit: 'count', value: 10, raw: '10', page: 4 }), [cards])).toBe(false);
  });

  it('does not read the number of a period as a count: "Paying clients by Month 18" counts no 18 clients', () => {
    const month = makeFigure({ metric: 'customers', unit: 'count', value: 18, raw: '18', page: 9, context: 'Paying clients · by Month 18' });
    const clients = makeFigure({ metric: 'customers', unit: 'count', value: 50, raw: '50+', page: 9, context: '50+ · Paying clients' });
    expect(isPeriodNumber(month)).toBe(true);
    expect(isPeriodNumber(clients)).toBe(false);
    expect(isPeriodNumber(makeFigure({ metric: 'customers', unit: 'count', value: 18, raw: '18', context: '18 customers in year 2' }))).toBe(false);
    expect(answeringFigure({ figures: [month, clients] } as unknown as FigureLedger, ['customers'], 'How many paying clients do they have?')).toBe(clients);
  });

  it('reads which metric a question asks for', () => {
    expect(askedMetrics('What is the TAM?')).toEqual(['tam']);
    expect(askedMetrics('How much have they raised to date?')).toEqual(['funding_raised']);
    // The runway a raise buys is a time, not the raise's size.
    expect(askedMetrics('How much runway does the raise buy?')).toEqual(['runway']);
    expect(askedMetrics('Who founded it?')).toEqual([]);
  });
});

describe('answers that hold on decks laid out as stat cards, tables and rival comparisons', () => {
  it('weighs a question’s verbs less than its nouns: a slide states a fee without “charge”', () => {
    const terms = questionTerms('What fee do they charge?');
    expect(terms.find((t) => t.term === 'fee')).toEqual({ term: 'fee', weight: 1 });
    expect(terms.find((t) => t.term === indexTerm('charge'))!.weight).toBeLessThan(1);
    // A question of verbs alone keeps them whole: there is nothing else to weigh.
    expect(questionTerms('What do they make?').find((t) => t.term === 'make')).toEqual({ term: 'make', weight: 1 });
    const pages = [{ page: 1, text: 'Pricing\n3% fee on net winnings only' }, { page: 2, text: 'Team\nAna Ruiz, CEO' }];
    expect(askDeckLocally({ question: 'What fee do they charge?', pages, ledger: null }).citations[0]).toMatchObject({ page: 1 });
  });

  it('weighs verbs of owning, paying and forecasting less: a slide writes the stake or the forecast as a figure', () => {
    expect(questionTerms('What stake does the investment buy?').find((t) => t.term === indexTerm('buy'))!.weight).toBeLessThan(1);
    // A slide dates a past round ("in 2019"); it does not call it "earlier".
    expect(questionTerms('How much did they raise in their earlier round?').find((t) => t.term === indexTerm('earlier'))!.weight).toBeLessThan(1);
    const pages = [
      { page: 1, text: 'Harbourly\nCold storage for harbours' },
      { page: 2, text: 'The deal\nInvestment: $2m\nStake: 15%\nIRR of 40%' },
      { page: 3, text: 'Team\nAna Ruiz, CEO' },
    ];
    expect(askDeckLocally({ question: 'What stake does the investment buy?', pages, ledger: null }).citations[0]).toMatchObject({ page: 2, quote: expect.stringContaining('15%') });
    expect(askDeckLocally({ question: 'What IRR do they project?', pages, ledger: null }).citations[0]).toMatchObject({ page: 2, quote: expect.stringContaining('40%') });
  });

  it('does not let a question’s verb stand in for the noun a sentence lacks', () => {
    // "margin" is on many slides, "make" on one: the verb must not stand in for the margin the first slide lacks.
    const outlook = Array.from({ length: 8 }, (_, i) => ({ page: 4 + i, text: `Outlook ${i + 1}\nMargins improve with scale` }));
    const pages = [
      { page: 1, text: 'Problem\nRate caps (8–15%) make small trades unprofitable for banks' },
      { page: 2, text: 'Business model\nTrade margin\n5–8%' },
      { page: 3, text: 'Team\nAna Ruiz, CEO' },
      ...outlook,
    ];
    expect(askDeckLocally({ question: 'What margin do they make per trade?', pages, ledger: null }).citations[0]).toMatchObject({ page: 2, quote: expect.stringContaining('5–8%') });
  });

  it('quotes the figure a stat card sets on its own line over the label', () => {
    const pages = [
      { page: 1, text: 'Harbourly\nCold storage for harbours' },
      { page: 2, text: 'Traction\n9,200+\nVerified unique users\n30+\nCountries reached' },
      { page: 3, text: 'Why now\n$500K–$1M / year\nCost of a compliance team' },
    ];
    expect(askDeckLocally({ question: 'How many countries have they reached?', pages, ledger: null }).citations[0]!.quote).toContain('30+');
    const cost = askDeckLocally({ question: 'What does a compliance team cost?', pages, ledger: null });
    expect(cost.citations[0]).toEqual({ page: 3, quote: '$500K–$1M / year\nCost of a compliance team' });
  });

  it('reads a row of stat cards whose figures come first and labels after, each label with its own figure', () => {
    const units = ['Capital efficient', '$1.2m', '$60k', '7 months', 'Spent to date', 'Monthly burn', 'To break even'];
    expect(statGridFigure(units, 5)).toBe('$60k');
    expect(statGridFigure(units, 6)).toBe('7 months');
    // Runs of different lengths are not one grid.
    expect(statGridFigure(['$1.2m', '$60k', 'Spent to date', 'Monthly burn', 'To break even'], 3)).toBeNull();
    const pages = [{ page: 1, text: 'Harbourly' }, { page: 2, text: units.join('\n') }];
    const answer = askDeckLocally({ question: 'What is their monthly burn?', pages, ledger: null });
    expect(answer.citations[0]).toEqual({ page: 2, quote: '$60k\nMonthly burn' });
  });

  it('reads a metrics table extracted as its labels, then their figures, and not a dated label as a figure', () => {
    const units = ['Paying Subscribers', 'Avg. Lifetime Value', '2024 Estimated Revenue', '~4,200', '~$600', '$2 - $3 million'];
    expect(statGridFigure(units, 1)).toBe('~$600');
    expect(statGridFigure(units, 2)).toBe('$2 - $3 million');
    // "Avg." does not end a sentence: the label stays one line, so the grid stays whole.
    const pages = [{ page: 1, text: 'Harbourly' }, { page: 2, text: `Today\n${units.join('\n')}` }];
    expect(slidePassages(pages)[1]!.units).toContain('Avg. Lifetime Value');
    expect(askDeckLocally({ question: 'What is their lifetime value?', pages, ledger: null }).citations[0]!.quote).toBe('~$600\nAvg. Lifetime Value');
  });

  it('keeps a figure written with "~" for "about": the table’s runs stay as long as each other', () => {
    const units = ['Email Subscribers', 'Staffing Costs', 'Churn Rate', '~300K', '~$650K / Month', '~25%'];
    const pages = [{ page: 1, text: 'Harbourly' }, { page: 2, text: `Today\n${units.join('\n')}` }];
    expect(slidePassages(pages)[1]!.units).toContain('~$650K / Month');
    expect(askDeckLocally({ question: 'What are their monthly staffing costs?', pages, ledger: null }).citations[0]!.quote).toBe('~$650K / Month\nStaffing Costs');
  });

  it('reads a stat card’s label with the figure over it, not the next card’s figure under it', () => {
    const pages = [
      { page: 1, text: 'Harbourly' },
      { page: 2, text: 'Market\n$5.6B\nCold storage market in harbours by 2028\n$12.5B\nFishing equipment market by 2030' },
    ];
    expect(askDeckLocally({ question: 'How big is the cold storage market in harbours?', pages, ledger: null }).citations[0]!.quote).toBe(
      '$5.6B\nCold storage market in harbours by 2028',
    );
  });

  it('does not count a list’s item number, and weighs the word naming the value asked less than the topic', () => {
    const pages = [{ page: 1, text: 'How it works\n6. The produce is shared among the farmers and the platform.' }, { page: 2, text: 'Team\nAna Ruiz, CEO' }];
    expect(askDeckLocally({ question: 'How many farmers use the platform?', pages, ledger: null })).toMatchObject({ kind: 'none' });
    expect(questionTerms('What share of the tokens is on sale?').find((t) => t.term === 'share')!.weight).toBeLessThan(1);
    expect(askedMetrics('How much did they raise in their earlier round?')).toEqual(['funding_raised']);
  });

  it('answers an amount only with an amount, a share only with a percentage', () => {
    const pages = [
      { page: 1, text: 'Harbourly\nCold storage for harbours' },
      { page: 2, text: 'Why now\nA compliance team costs 4 weeks of work per policy' },
    ];
    expect(askDeckLocally({ question: 'What does a compliance team cost?', pages, ledger: null })).toMatchObject({ kind: 'none' });
    const share = [{ page: 1, text: 'Token sale\nOn sale: 60% of tokens, 20M tokens in all' }, { page: 2, text: 'Team\nAna Ruiz, CEO' }];
    expect(askDeckLocally({ question: 'What share of the tokens is on sale?', pages: share, ledger: null }).citations[0]!.quote).toContain('60%');
  });

  it('counts the lines around a sentence a little, as a slide states one thing over a few lines', () => {
    const pages = [
      { page: 1, text: 'Harbourly\nCold storage for harbours' },
      { page: 2, text: 'A complete codec family.\nBuilt to last.\nAudio\nLossless: beats FLAC in compression ratio and speed.\nCOMPLETE\nVideo\nLossy levels in active development.' },
      { page: 3, text: 'Roadmap\nCompletion of the audio and video codecs enables the full product.' },
    ];
    // "Audio" is the line over the sentence that answers; the roadmap's sentence has the words but not the answer.
    expect(askDeckLocally({ question: 'What codec does their audio codec beat?', pages, ledger: null }).citations[0]).toMatchObject({
      page: 2,
      quote: expect.stringContaining('FLAC'),
    });
  });

  it('answers who holds a role today, not an adviser who held it before', () => {
    const pages = [
      { page: 1, text: 'Team\nMaria Lund, CEO and co-founder of Harbourly since 2019, led two exits' },
      { page: 2, text: 'Advisors\nJon Berg\nEx-CEO, Nordbank' },
    ];
    expect(askDeckLocally({ question: 'Who is the CEO?', pages, ledger: null }).citations[0]).toMatchObject({ page: 1, quote: expect.stringContaining('Maria Lund') });
  });

  it('adds general synonyms for a topic at a lower weight: sales for revenue, backers for investors', () => {
    const sales = questionTerms('What are their sales?');
    expect(sales.find((t) => t.term === indexTerm('revenue'))?.weight).toBeLessThan(1);
    const investors = questionTerms('Who are their investors?');
    expect(investors.find((t) => t.term === indexTerm('backed'))?.weight).toBeLessThan(1);
    expect(questionTerms('Which accelerator are they in?').find((t) => t.term === indexTerm('batch'))?.weight).toBeLessThan(1);
    expect(questionTerms('How much did they raise before?').find((t) => t.term === indexTerm('financing'))?.weight).toBeLessThan(1);
    // An idiom is read as what it means: a deck that makes money writes "revenue", and the money it hands out is not its revenue.
    expect(questionTerms('How do they make money?').find((t) => t.term === indexTerm('revenue'))?.weight).toBe(1);
    expect(questionTerms('How do they make money?').map((t) => t.term)).not.toContain(indexTerm('money'));
    const pages = [
      { page: 1, text: 'How it works\nThe buyer pays the farmer money for the crop' },
      { page: 2, text: 'Revenue\nA 5% commission on every crop sold' },
    ];
    expect(askDeckLocally({ question: 'How do they make money?', pages, ledger: null }).citations[0]!.page).toBe(2);
    // A time word carries no topic: "today" must not be found on the slide.
    expect(questionTerms('How is the company funded today?').map((t) => t.term)).not.toContain('today');
  });

  it('answers a question wanting a number only with a sentence that has one', () => {
    const pages = [{ page: 1, text: 'Plans\nThe premium plan unlocks journaling and exports for every member' }];
    expect(askDeckLocally({ question: 'What does the premium plan cost?', pages, ledger: null })).toMatchObject({ kind: 'none' });
  });

  it('sizes a market with its forecast, but never with a sentence that has no amount', () => {
    const pages = [
      { page: 1, text: 'Market\nAfrica’s fintech market is expected to exceed $40 billion by 2028.' },
      { page: 2, text: 'Story\nBeen to a conference in May 2022 (saw the market gap)' },
    ];
    const answer = askDeckLocally({ question: 'How big is the market?', pages, ledger: null });
    expect(answer.citations[0]).toMatchObject({ page: 1, quote: expect.stringContaining('$40 billion') });
    expect(askDeckLocally({ question: 'How big is the market?', pages: [pages[1]!], ledger: null })).toMatchObject({ kind: 'none' });
  });

  it('does not give a rival’s revenue or valuation as the company’s', () => {
    const pages = [
      { page: 1, text: 'Mindly\nWellbeing for students\nMindly app' },
      { page: 2, text: 'Why now\nProven category\nCalmly reached a $2B valuation with 4M+ paid subscribers and\n$596M revenue.' },
      { page: 3, text: 'Competition\nMindly Calmly Restful\nBetterTalk generated $1.03B in revenue (2024).' },
      { page: 4, text: 'Mindly\nBusiness model: freemium subscription\nMindly for campuses' },
      { page: 5, text: 'Mindly\nTeam of four' },
    ];
    const ledger = buildFigureLedger(pages, { asOf: new Date('2026-03-01T00:00:00Z') });
    const test = rivalTest(pages);
    expect(ledger.figures.filter(test.figure).map((f) => f.raw)).toEqual(expect.arrayContaining(['$2B', '$596M', '$1.03B']));
    for (const question of ['What is their current revenue?', 'What is their valuation?']) {
      expect(askDeckLocally({ question, pages, ledger })).toMatchObject({ kind: 'none' });
    }
  });

  it('answers the round with the Round Size fact the deck page shows, on the slide it was read from', () => {
    const round = { value: '€50K', evidence: { quote: 'Total Required Investment is 50,000 euros.', slide: 6 } };
    const answer = askDeckLocally({ question: 'How much investment do they need?', pages: PAGES, ledger, facts: { roundSize: round } });
    expect(answer).toEqual({ kind: 'figure', text: '€50K round size (slide 6)', citations: [{ page: 6, quote: round.evidence.quote }], droppedSentences: 0 });
    // A fact in Check, an investor's edit or one without the deck's words is not the deck's answer.
    const sources = (source: object) => ({ roundSize: { slides: [6], evidence: round.evidence, ...source } }) as never;
    expect(askFactsOf({ roundSize: '€50K' }, sources({ status: 'stated', confidence: 0.9 })).roundSize).toEqual(round);
    expect(askFactsOf({ roundSize: '€50K' }, sources({ status: 'stated', confidence: 0.3 })).roundSize).toBeNull();
    expect(askFactsOf({ roundSize: '€50K' }, sources({ status: 'user' })).roundSize).toBeNull();
    expect(askFactsOf({ roundSize: '€50K' }, { roundSize: { status: 'stated', slides: [6] } }).roundSize).toBeNull();
  });

  it('answers how much of the raise goes to one item with the breakdown’s line, not the Round Size fact', () => {
    const round = { value: '$2M', evidence: { quote: 'Raising $2M seed', slide: 4 } };
    const pages = [
      { page: 1, text: 'Acme Robotics\nWarehouse robots for small shops' },
      { page: 4, text: 'The Ask\nRaising $2M seed\nProduct 50%\nMarketing 30%\nOperations 20%' },
    ];
    const answer = askDeckLocally({ question: 'How much of the raise will go to marketing?', pages, ledger: null, facts: { roundSize: round } });
    expect(answer.citations[0]).toEqual({ page: 4, quote: 'Marketing 30%' });
    // Asked for the round itself, the fact answers as before.
    expect(askDeckLocally({ question: 'How much are they raising?', pages, ledger: null, facts: { roundSize: round } }).kind).toBe('figure');
  });

  it('reads "how long will the money last" as the runway', () => {
    const pages = [
      { page: 1, text: 'Acme Robotics\nWarehouse robots for small shops' },
      { page: 2, text: 'Team\nJane Doe, CEO, 10 years in logistics' },
      { page: 8, text: 'The Ask\n$600k convertible note\n18 months of runway to work on:\nproduct-market fit' },
    ];
    expect(askDeckLocally({ question: 'How long will the money last?', pages, ledger: null }).citations[0]).toMatchObject({ page: 8, quote: expect.stringContaining('18 months') });
  });

  it('reads "how much do they spend each month" as the monthly burn', () => {
    const pages = [
      { page: 1, text: 'Acme Robotics\nWarehouse robots for small shops' },
      { page: 2, text: 'Team\nJane Doe, CEO, 10 years in logistics' },
      { page: 14, text: 'Capital efficient\n$1.3m\n$90k\n5 months\nRaised to date\nMonthly burn\nTo profitability' },
    ];
    expect(askDeckLocally({ question: 'How much cash do they spend each month?', pages, ledger: null }).citations[0]).toMatchObject({ page: 14, quote: expect.stringContaining('$90k') });
  });

  it('answers where the company is based with the Geography fact the deck page shows, but not where it sells', () => {
    const seat = { value: 'Lisbon, Portugal', evidence: { quote: 'Harbourly Lda, Rua do Ouro 12, Lisbon', slide: 6 } };
    const answer = askDeckLocally({ question: 'Where is the company based?', pages: PAGES, ledger, facts: { geography: seat } });
    expect(answer).toEqual({ kind: 'extract', text: 'Lisbon, Portugal (slide 6)', citations: [{ page: 6, quote: seat.evidence.quote }], droppedSentences: 0 });
    expect(askDeckLocally({ question: 'Where are they headquartered?', pages: PAGES, ledger, facts: { geography: seat } }).citations[0]!.page).toBe(6);
    expect(askDeckLocally({ question: 'Which country is the company in?', pages: PAGES, ledger, facts: { geography: seat } }).citations[0]!.page).toBe(6);
    expect(askDeckLocally({ question: 'Where will they start selling?', pages: PAGES, ledger, facts: { geography: seat } }).text).not.toContain('Lisbon');
    const sources = { geography: { status: 'stated', confidence: 0.9, slides: [6], evidence: seat.evidence } } as never;
    expect(askFactsOf({ roundSize: '', geography: 'Lisbon, Portugal' }, sources).geography).toEqual(seat);
  });
});

describe('answers by meaning (word vectors)', () => {
  const DECK = [
    { page: 1, text: 'Loomly\nAI tutoring for nursing students\nSeed deck 2025' },
    { page: 2, text: 'Problem\nNursing students fail licensing exams at a rate of 20%.' },
    { page: 3, text: 'Research\nOur clinical pilot runs with Northfield University and two teaching hospitals.' },
    { page: 4, text: 'Traction\nStudents in 12 countries use the app every week.' },
    { page: 5, text: 'Business model\nSchools pay $4 per student per month.\nRevenue of $310K in 2024.' },
    { page: 6, text: 'Team\nMaya Chen\nCEO\nOmar Haddad\nCTO, executes the roadmap' },
  ];
  const askDeck = (question: string) => askDeckLocally({ question, pages: DECK, ledger: null });

  it('answers a question worded otherwise than the slide, from the slide that says it', () => {
    // "college" for "University", "nations" for "countries": no word of the answer's own but the anchor.
    const college = askDeck('Which college do they run the pilot with?');
    expect(college.citations.map((c) => c.page)).toEqual([3]);
    expect(college.citations[0]!.quote).toContain('Northfield University');
    const nations = askDeck('How many nations is the app used in?');
    expect(nations.citations.map((c) => c.page)).toEqual([4]);
    expect(nations.citations[0]!.quote).toBe('Students in 12 countries use the app every week.');
  });

  it('still says the deck does not say when only a related word is there', () => {
    // Profit is close to revenue in meaning and another figure; a year written out names no topic.
    expect(askDeck('What is their net profit in 2024?').text).toBe(DECK_DOES_NOT_SAY);
    expect(askDeck('What is their profit?').text).toBe(DECK_DOES_NOT_SAY);
    // "CFO" alone, with "executes" and "CTO" on the team slide.
    expect(askDeck('Who is the CFO?').text).toBe(DECK_DOES_NOT_SAY);
    expect(askDeck('What is the weather like in their office?').text).toBe(DECK_DOES_NOT_SAY);
  });
});

describe('questions about people and roles', () => {
  const team = (...lines: string[]) => [
    { page: 1, text: 'Brightloom\nSmart lighting for greenhouses' },
    { page: 2, text: 'Market\nOur marketing lead generation funnel converts 4% of visitors.\nOur technology lead is hard to catch.' },
    { page: 3, text: ['Team', ...lines].join('\n') },
  ];
  const askTeam = (question: string, ...lines: string[]) => askDeckLocally({ question, pages: team(...lines), ledger: null });

  it('reads an investor’s "technical lead" or "who heads marketing" as the CTO or CMO a team slide writes, and the other way round', () => {
    expect(tokens('Who is their technical lead?')).toContain('cto');
    expect(tokens('Head of Engineering')).toEqual(['cto']);
    expect(questionTerms('Who heads marketing?').map((t) => t.term)).toContain('cmo');
    // Only a question for a person reads the verb so: a slide that runs operations somewhere names no COO.
    expect(tokens('We run operations in Kenya')).not.toContain('coo');
    expect(tokens('VP of Finance')).toEqual(['cfo']);
    // A funnel's lead and a technology's lead over rivals are no one.
    expect(tokens('marketing lead generation')).not.toContain('cmo');
    expect(tokens('Our technology lead is hard to catch')).not.toContain('cto');
    const lead = askTeam('Who is their technical lead?', 'Ada Byrne', 'CEO', 'Tomas Vik', 'CTO');
    expect(lead.citations[0]).toMatchObject({ page: 3, quote: expect.stringContaining('Tomas Vik') });
    const marketing = askTeam('Who heads marketing?', 'Ada Byrne', 'CEO', 'Lena Moss', 'Head of Marketing');
    expect(marketing.citations[0]).toMatchObject({ page: 3, quote: expect.stringContaining('Lena Moss') });
    // "in charge of finance" asks for a person, not what the company charges.
    expect(questionTerms('Who is in charge of finance?').map((t) => t.term)).toContain('cfo');
    expect(questionTerms('Who is in charge of finance?').map((t) => t.term)).not.toContain(indexTerm('fee'));
  });

  it('reads "Who leads research?" as asking for the person a team slide titles with the field, the verb weighing no more than a verb', () => {
    const research = askTeam('Who leads research?', 'Ada Byrne', 'Lead scientist after ten years of greenhouse research at a university', 'Omar Said', 'Head of Research');
    expect(research.citations[0]).toMatchObject({ page: 3, quote: expect.stringContaining('Omar Said') });
    expect(questionTerms('Who leads research?').find((t) => t.term === indexTerm('leads'))).toMatchObject({ verb: true });
    expect(questionTerms('Who leads research?').find((t) => t.term === indexTerm('director'))?.weight).toBeLessThan(1);
  });

  it('reads "Who owns / started the business?" as asking for its founders, an owner first', () => {
    const lines = ['Ada Byrne', 'Co-Founder', 'Omar Said', 'Co-Founder, Owner'];
    // The business-model slide says "business"; the founder is on the team slide.
    const pages = [...team(...lines), { page: 4, text: 'Business model\nThe business sells lamps and a yearly plan.' }];
    const started = askDeckLocally({ question: 'Who started the business?', pages, ledger: null });
    expect(started.citations[0]).toMatchObject({ page: 3, quote: expect.stringContaining('Co-Founder') });
    const owns = askDeckLocally({ question: 'Who owns the company?', pages, ledger: null });
    expect(owns.citations[0]).toMatchObject({ page: 3, quote: expect.stringContaining('Omar Said\nCo-Founder, Owner') });
  });

  it('reads an investor’s mentors as the advisors a deck lists, and "Who mentors the team?" as asking for them, not the team', () => {
    expect(indexTerm('mentors')).toBe(indexTerm('advisers'));
    expect(indexTerm('Advisory')).toBe(indexTerm('advisor'));
    const people = [{ page: 1, text: 'Brightloom\nSmart lighting for greenhouses' }, { page: 2, text: 'University of Leeds\nTeam Members\nAda Byrne\nOmar Said\nKai Lund\nMentor\nLise Holm' }];
    const mentor = askDeckLocally({ question: 'Who mentors the team?', pages: people, ledger: null });
    expect(mentor.citations[0]).toMatchObject({ page: 2, quote: expect.stringContaining('Mentor\nLise Holm') });
    const pages = [...team('Ada Byrne', 'CEO'), { page: 4, text: 'Progress\n• 4 advisors and 12 pilot farms signed\n• Patent filed' }];
    const count = askDeckLocally({ question: 'How many mentors do they have?', pages, ledger: null });
    expect(count.citations[0]).toMatchObject({ page: 4, quote: expect.stringContaining('4 advisors') });
  });

  it('quotes a person’s description with the name over it, as a team slide writes name, title, then description', () => {
    const lines = ['Advisors', 'Ada Byrne', 'Retail', 'Advisor', 'Serial entrepreneur, and founder of Lumenco', 'Omar Said', 'Energy Advisor', 'Former utility executive'];
    const pages = [{ page: 1, text: 'Brightloom\nSmart lighting for greenhouses' }, { page: 2, text: lines.join('\n') }];
    const answer = askDeckLocally({ question: 'Which advisor founded Lumenco?', pages, ledger: null });
    expect(answer.citations[0]).toMatchObject({ page: 2, quote: 'Ada Byrne\nRetail\nAdvisor\nSerial entrepreneur, and founder of Lumenco' });
    // The nearest name is the person's: a title between two names ("Product Manager") is no name.
    const packed = ['Team', 'Ada Byrne', 'Product Manager', 'Omar Said', 'Ran the greenhouse lighting lab at Lumenco for nine years'];
    const lab = askDeckLocally({ question: 'Who ran a lighting lab?', pages: [pages[0]!, { page: 2, text: packed.join('\n') }], ledger: null });
    expect(lab.citations[0]).toMatchObject({ page: 2, quote: 'Omar Said\nRan the greenhouse lighting lab at Lumenco for nine years' });
    // A question not about a person is quoted as before.
    const what = askDeckLocally({ question: 'What did an advisor found?', pages, ledger: null });
    expect(what.citations[0]?.quote ?? '').not.toMatch(/^Ada Byrne/);
  });

  it('reads a role a slide misspells with a letter doubled as the word', () => {
    expect(doubledLetterVariant(indexTerm('business')!, indexTerm('bussiness')!)).toBe(true);
    // Short words that differ so are other words.
    expect(doubledLetterVariant('fed', 'feed')).toBe(false);
    expect(doubledLetterVariant(indexTerm('business')!, indexTerm('busyness')!)).toBe(false);
    const answer = askTeam('Who is in charge of business and content?', 'Ada Byrne', 'BUSSINESS & CONTENT', 'Omar Said', 'Business coach and content creator for three agencies');
    expect(answer.citations[0]).toMatchObject({ page: 3, quote: expect.stringContaining('Ada Byrne\nBUSSINESS & CONTENT') });
  });
});
