import { INDUSTRIES } from '@pitchscope/domain/constants';
import { describe, expect, it } from 'vitest';
import { extractMetadata } from './metadata.ts';
import { deck, LUMORA, QUIETLY } from './test-fixtures.ts';

/** The text of the slides a field cites, so a test can check the fact is really there. */
function citedText(d: typeof LUMORA, slides: number[] | undefined): string {
  return (slides ?? []).map((n) => d.pages.find((p) => p.pageNumber === n)?.text ?? '').join('\n');
}

describe('extractMetadata on a complete deck', () => {
  const m = extractMetadata(LUMORA);

  it('reads the company name from the deck and cites a slide that contains it', () => {
    expect(m.companyName).toBe('Lumora');
    expect(m.fieldSources.companyName?.status).toBe('stated');
    expect(citedText(LUMORA, m.fieldSources.companyName?.slides)).toContain('Lumora');
  });

  it('keeps the stated stage and round with their slide', () => {
    expect(m.stage).toBe('Seed');
    expect(m.roundSize).toBe('$1.5M');
    expect(m.fieldSources.roundSize).toMatchObject({ status: 'stated', slides: [10] });
    expect(citedText(LUMORA, m.fieldSources.stage?.slides)).toMatch(/Seed round/);
  });

  it('finds location, website and team', () => {
    expect(m.geography).toMatch(/^Austin/);
    expect(m.fieldSources.geography?.status).toBe('stated');
    expect(citedText(LUMORA, m.fieldSources.geography?.slides)).toContain('Austin');
    expect(m.website).toBe('lumora.io');
    expect(m.keyPeople).toContain('Maya Chen (CEO');
    expect(m.keyPeople).toContain('Daniel Okafor (CTO');
    expect(citedText(LUMORA, m.fieldSources.keyPeople?.slides)).toContain('Maya Chen');
  });

  it('infers one of the known industries from vocabulary, with evidence slides', () => {
    expect(INDUSTRIES).toContain(m.industry);
    expect(m.fieldSources.industry?.status).toBe('inferred');
    expect(m.fieldSources.industry?.slides.length).toBeGreaterThan(0);
  });

  it('writes descriptions from the deck own sentences and lists sections, metrics and competitors', () => {
    expect(m.shortDescription).toMatch(/^Lumora is a platform/);
    expect(m.shortDescription.split(' ').length).toBeLessThanOrEqual(26);
    expect(m.executiveSummary).toContain('(slide 3)');
    expect(m.executiveSummary).toContain('$1.5M');
    expect(m.sections.team).toEqual([8]);
    expect(m.sections.ask).toContain(10);
    expect(m.keyMetrics.some((k) => k.includes('120 paying restaurants'))).toBe(true);
    expect(m.competitorsListed).toEqual(expect.arrayContaining(['QuickBooks', 'Xero']));
  });

  it('does not take the tail of a sentence broken over lines for the product', () => {
    const m = extractMetadata(
      deck('deck.pdf', ['Tallyo\nBookkeeping for bakeries', 'The Product\nTallyo\nserves\nbakers\nwith an easy\n‐to\n‐adopt platform', 'Team\nAl Smith, CEO']),
    );
    expect(m.product).not.toMatch(/^\W/u);
    const headings = extractMetadata(
      deck('deck.pdf', ['Tallyo\nBookkeeping for bakeries', 'Agenda\nOPPORTUNITY | SOLUTION | BUSINESS', 'Team\nAl Smith, CEO']),
    );
    expect(headings.product).not.toMatch(/OPPORTUNITY/);
  });

  it('does not give a chart\'s years or a bare figure as key metrics', () => {
    const m = extractMetadata(
      deck('deck.pdf', [
        'Tallyo\nBookkeeping for bakeries',
        'Traction\n2011E\n2012E\n1000%\nFYE June | FY2019 | FY2020 | FY2021\nWinning users takes: 1. discovery, 2. research\nRevenue grew 40% a month since launch',
        'Team\nAl Smith, CEO',
      ]),
    );
    expect(m.keyMetrics).toEqual(['Revenue grew 40% a month since launch (slide 2)']);
  });

  it('does not read the next line as rivals named after "competitors"', () => {
    const rivalsOf = (slide: string) =>
      extractMetadata(deck('deck.pdf', ['Tallyo\nBookkeeping for bakeries', 'Team\nAl Smith, CEO', slide])).competitorsListed;
    expect(rivalsOf('Why us\nLower fees than competitors\nTrade credit without interest')).toEqual([]);
    expect(rivalsOf('Why us\nCompetitors:\nFreshBooks, Wave')).toEqual(['FreshBooks', 'Wave']);
    expect(rivalsOf('Competition\nFreshBooks / Wave\nZoho Books')).toEqual(['FreshBooks', 'Wave', 'Zoho Books']);
    // A comparison table: its features are words the deck writes in lower case too.
    expect(
      rivalsOf('Competition\nFreshBooks\nAffordable\nSmoke &\nFlexible\nEXPENSIVE\nSimilar pricing\nOther tools are not affordable or flexible.'),
    ).toEqual(['FreshBooks']);
  });
});

describe('extractMetadata: the brand and its product', () => {
  it('names the company its own sentence and domain name, not a product named after it', () => {
    const m = extractMetadata(
      deck('deck.pdf', [
        'Harvo Agritech Private Limited',
        'What is Harvo?\nHarvo is a farm lending product that lets investors fund small farms.\nhttps://www.harvo.in',
        'How it works\nhttps://www.harvo.in\nInvestors fund a farm through harvo and earn a share of the harvest.\nThe farmer gets a HarvoAccess Card for inputs.',
        'Partners\nhttps://www.harvo.in\nSuppliers deliver to Harvo Access cardholders.\nMarkets buy from harvo farms.',
        'Why now\nHarvo works with farmer groups.\nHarvo Access cuts fraud.\nTrades go through harvo instead of brokers.',
        'Traction\nHarvo funded 40 farms in 2024.\nHarvo will expand to two states.',
        'Team\nAl Smith, CEO\ncontact@harvo.in',
      ]),
    );
    expect(m.companyName).toBe('Harvo');
  });
});

describe('extractMetadata when the deck is silent', () => {
  const m = extractMetadata(QUIETLY);

  it('marks the spec defaults as assumed rather than stated', () => {
    expect(m.stage).toBe('Pre-Seed');
    expect(m.fieldSources.stage).toEqual({ status: 'assumed', slides: [] });
    expect(m.roundSize).toBe('$2M');
    expect(m.fieldSources.roundSize).toEqual({ status: 'assumed', slides: [] });
  });

  it('says the location is not specified instead of guessing', () => {
    expect(m.geography).toBe('Not specified');
    expect(m.fieldSources.geography?.status).toBe('not_found');
  });

  it('still reads what the deck does say', () => {
    expect(m.companyName).toBe('Quietly');
    expect(m.keyPeople).toContain('Lena Brandt (CEO)');
  });

  it('falls back to the file name without pitch/deck/presentation, marked inferred', () => {
    const nameless = extractMetadata(
      deck('acme_robotics_pitch_deck.pdf', [
        'Problem\nWarehouses cannot hire enough pickers.',
        'Team\nSam Ortiz, CEO',
      ]),
    );
    expect(nameless.companyName).toBe('Acme Robotics');
    expect(nameless.fieldSources.companyName).toMatchObject({ status: 'inferred', slides: [] });
  });

  it('uses Unknown Company and Technology when nothing is there at all', () => {
    const empty = extractMetadata(deck('pitch-deck.pdf', ['Thank you']));
    expect(empty.companyName).toBe('Unknown Company');
    expect(empty.fieldSources.companyName?.status).toBe('not_found');
    expect(empty.industry).toBe('Technology');
    expect(empty.fieldSources.industry?.status).toBe('assumed');
  });
});

describe('round sizes keep the currency the deck states', () => {
  const roundOf = (ask: string) =>
    extractMetadata(deck('x.pdf', ['Acme\nAcme is a platform for dentists.', `Investment\n${ask}`]));

  it.each([
    ['Szukamy 1 000 000 PLN na rozwój produktu', 'PLN 1M'],
    ['We are seeking €500K to launch in Germany', '€500K'],
    ['Potrzebna inwestycja: investment of 1,5 mln PLN', 'PLN 1.5M'],
    ['Raising £750,000 on a SAFE', '£750K'],
    ['We are raising USD 3 million', '$3M'],
    ['Szukamy inwestora: 1,5 mln zł', 'PLN 1.5M'],
    ['Wir suchen 2,5 Mio. € für den Markteintritt', '€2.5M'],
    ['Buscamos 1,2 millones de euros', '€1.2M'],
    ['We are raising 800 000 €', '€800K'],
    ['Seeking ₹4 crore to expand to Pune', '₹4 Cr'],
    ['Buscando R$ 3 milhões', 'R$3M'],
    ["We're raising $1–1.5M", '$1–1.5M'],
    ['Seeking $500K to $1M in a SAFE round', '$500K–1M'],
  ])('%s → %s', (ask, expected) => {
    const m = roundOf(ask);
    expect(m.roundSize).toBe(expected);
    expect(m.fieldSources.roundSize?.slides).toEqual([2]);
  });

  it('maps an angel round to Seed and ignores the valuation cap', () => {
    const m = roundOf('$500K angel round, valuation cap $4M');
    expect(m.roundSize).toBe('$500K');
    expect(m.stage).toBe('Seed');
  });

  it('reads a figure named by the label on the line above, not its floor or ceiling', () => {
    const m = extractMetadata(
      deck('x.pdf', [
        'Acme\nAcme is a platform for dentists.',
        'Funding round\nPrice per share\n€0.40\nMinimum\n€1M\nTarget\n€2.5M\nMaximum\n€3M',
      ]),
    );
    expect(m.roundSize).toBe('€2.5M');
    expect(m.fieldSources.roundSize).toMatchObject({ status: 'stated', slides: [2] });
  });

  it('prefers the current round over a prior one', () => {
    const m = extractMetadata(
      deck('x.pdf', [
        'Acme\nAcme is a platform for dentists.',
        'History\nSeries A of $4M raised in 2021',
        'The Ask\nRaising a $12M Series B',
      ]),
    );
    expect(m.stage).toBe('Series B');
    expect(m.roundSize).toBe('$12M');
  });
});

describe('industry from the words of the trade', () => {
  it.each([
    ['Shared EV chargers for apartment buildings; drivers pay per kWh', 'Energy / Cleantech'],
    ['Managed detection and response that stops ransomware and phishing', 'Cybersecurity'],
    ['Flood exposure scores that insurers use to price home insurance', 'Fintech'],
    ['Next-day parcels for small shops, with couriers and route optimisation', 'Logistics / Supply Chain'],
    ['An AI tutor that follows the curriculum and helps learners with homework', 'Edtech'],
    ['File storage with a per-seat license for the web apps teams already use', 'SaaS / Software'],
  ])('%s → %s', (pitch, expected) => {
    const m = extractMetadata(deck('x.pdf', ['Acme', `Solution\n${pitch}`, 'Team\nAnna Berg, CEO']));
    expect(m.industry).toBe(expected);
    expect(m.fieldSources.industry?.status).toBe('inferred');
  });
});

describe('industry from what the deck says, not from the name', () => {
  it.each([
    ['Harrow Robotics', 'www.harrowrobotics.com'],
    ['Quilly.ai', 'hello@quilly.ai'],
  ])(
    'a deck named %s on every slide, about meeting neighbours, is not given its name’s trade',
    (name, contact) => {
      const m = extractMetadata(
        deck(
          'x.pdf',
          [
            `${name}\nMeet people nearby who share your hobbies`,
            'Problem\nMoving to a new city is lonely.',
            `Solution\n${name} suggests a weekly meetup with three neighbours.`,
            'Team\nAnna Berg, CEO',
            `Contact\n${contact}`,
          ].map((slide) => `${slide}\n${name} | ${contact}`),
        ),
      );
      expect(m.companyName).toBe(name);
      expect(m.industry).toBe('Technology');
      expect(m.fieldSources.industry?.status).toBe('assumed');
    },
  );
});

describe('industry from thin evidence', () => {
  it('says Technology, assumed, when a single word on a single slide is all there is', () => {
    const m = extractMetadata(deck('x.pdf', ['Orchard\nthe savings game', 'Team\nAnna Berg, CEO']));
    expect(m.industry).toBe('Technology');
    expect(m.fieldSources.industry?.status).toBe('assumed');
  });
});

describe('stage words as decks write them', () => {
  const stageOf = (ask: string) =>
    extractMetadata(deck('x.pdf', ['Acme\nAcme is a platform for dentists.', `Investment\n${ask}`]));

  it.each([
    ['We are looking for €1.2M to expand to Italy\nPre-Series A', 'Seed'],
    ['Raising £750,000 SEED', 'Seed'],
    ['Szukamy inwestora: 1,5 mln zł, runda seed', 'Seed'],
    ['Wir suchen 2,5 Mio. € in einer Seed-Runde', 'Seed'],
    ['Levantamos una ronda semilla de 400.000 €', 'Seed'],
    ['Raising a $9M Série A', 'Series A'],
    ['Series Seed: raising $3.5M', 'Seed'],
    ['Investment required: 250 000 EUR\nStage: Seed', 'Seed'],
  ])('%s → %s, stated on the ask slide', (ask, expected) => {
    const m = stageOf(ask);
    expect(m.stage).toBe(expected);
    expect(m.fieldSources.stage).toMatchObject({ status: 'stated', slides: [2] });
  });
});

describe('extractMetadata company name from weak but agreeing evidence', () => {
  it("takes a two-word cover name that the deck's own domain begins", () => {
    const m = extractMetadata(
      deck('pitch.pdf', [
        'Kestrel Health',
        'Problem: clinics lose a fifth of appointments to no-shows',
        'Raising £750,000 seed',
        'hello@kestrel.health',
      ]),
    );
    expect(m.companyName).toBe('Kestrel Health');
    expect(m.fieldSources.companyName?.slides).toContain(1);
  });

  it('takes the first line of a cover that calls itself an investor presentation', () => {
    const m = extractMetadata(
      deck('Deck - Series B - Confidential.pptx', [
        'Helm Freight\nSeries B Investor Presentation\nMarch 2024',
        'Product\nRoute planning for regional carriers',
        'The round\n$40M Series B',
      ]),
    );
    expect(m.companyName).toBe('Helm Freight');
  });

  it('takes a cover name that the file name begins, or that a sentence says builds something', () => {
    const fromFile = extractMetadata(
      deck('Quanta.pptx', [
        'Quanta Robotics',
        'Problem\nWarehouses cannot hire enough pickers',
        'Team: ex-Amazon Robotics',
      ]),
    );
    expect(fromFile.companyName).toBe('Quanta Robotics');
    const fromSentence = extractMetadata(
      deck('onepager.pdf', [
        'Skyline Analytics — Executive Summary\nSkyline Analytics builds demand forecasting software for grocers.',
      ]),
    );
    expect(fromSentence.companyName).toBe('Skyline Analytics');
  });

  it('takes a cover name with little other evidence over the file name, but not a tagline fragment', () => {
    const m = extractMetadata(
      deck('deck_final.pdf', [
        'Use cameras to stop break-ins before they happen\nHOME WATCH SYSTEM',
        'Problem\nBreak-ins rose by a third in our city',
      ]),
    );
    expect(m.companyName).toBe('HOME WATCH SYSTEM');
    const tagline = extractMetadata(
      deck('deck_final.pdf', ['Solar powered\ncold storage for\nsmall farms', 'Problem\nFood spoils']),
    );
    expect(tagline.companyName).not.toBe('Solar powered');
  });

  it('drops "pitch" and "deck" run together in the file name', () => {
    const m = extractMetadata(deck('ZumbaroPitchDeck.pdf', ['Problem\nGyms are empty at noon']));
    expect(m.companyName).toBe('Zumbaro');
  });

  it('does not take "presentation" in another language from the file name', () => {
    const m = extractMetadata(
      deck('prezentacja_inwestorska.pdf', ['Problem\nKlienci nie mają dostępu do świeżych ryb']),
    );
    expect(m.companyName).not.toMatch(/prezentacja|inwestorska/i);
  });
});

describe('extractMetadata stage words used for something else', () => {
  it('does not take "a seed community" or a diagram label "SEED" for the stage', () => {
    const m = extractMetadata(
      deck('x.pdf', [
        'Reelo\nFishing logbook app',
        'Go-to-market\nStart a seed community of 200 anglers who test features first',
        'How tokens flow\nEARN\nSEED\nREWARD\nREPAY',
      ]),
    );
    expect(m.fieldSources.stage?.status).toBe('assumed');
  });

  it('still reads "raising a $2M seed" and a lone "Seed" on the ask slide', () => {
    const raising = extractMetadata(deck('x.pdf', ['Reelo', 'We are raising a $2M seed to launch in Spain']));
    expect(raising.stage).toBe('Seed');
    const lone = extractMetadata(deck('x.pdf', ['Reelo', 'The Ask\nSeed\n$1.2M for 18 months of runway']));
    expect(lone.stage).toBe('Seed');
  });
});

describe('extractMetadata location from a company register and past disclaimers', () => {
  it('reads the jurisdiction a company registration number names, not the places a disclaimer excludes', () => {
    const m = extractMetadata(
      deck('x.pdf', [
        'Tokly\nLoyalty points on-chain',
        'Disclaimer\nThe sale by Tokly Ltd. (England and Wales Company Registration Number: 09876543) is not open to all.\nYou confirm you are not located in Canada.',
      ]),
    );
    expect(m.geography).toBe('England and Wales, UK');
    expect(m.fieldSources.geography?.status).toBe('stated');
  });

  it('infers the country where the company says it works, in its own sentence', () => {
    const m = extractMetadata(
      deck('x.pdf', [
        'Kilimo\nCredit for farmers',
        'Kilimo is a lending app for smallholder farmers in Kenya.',
      ]),
    );
    expect(m.geography).toBe('Kenya');
    expect(m.fieldSources.geography?.status).toBe('inferred');
  });
});

describe('extractMetadata location as decks sign off', () => {
  const geographyOf = (...slides: string[]) =>
    extractMetadata(deck('x.pdf', ['Ridely\nPremium rides on demand.', 'Team\nAnna Berg, CEO', ...slides]));

  it('reads a street address written number-last, continental style', () => {
    const m = geographyOf('Ridely S.L. · Calle de Serrano 41, Madrid · hola@ridely.es');
    expect(m.geography).toBe('Madrid, Spain');
    expect(m.fieldSources.geography).toMatchObject({ status: 'stated', slides: [3] });
  });

  it('reads a German "Sitz" and a country written in its own language', () => {
    const m = geographyOf('Finanzierung\nSitz: Leipzig, Deutschland');
    expect(m.geography).toBe('Leipzig, Germany');
    expect(m.fieldSources.geography?.status).toBe('stated');
  });

  it('takes a closing slide that signs off with a place, as inferred', () => {
    const m = geographyOf('Thank you\nWrocław, Polska');
    expect(m.geography).toBe('Wrocław, Poland');
    expect(m.fieldSources.geography).toMatchObject({ status: 'inferred', slides: [3] });
  });

  it('does not take the end of a sentence broken over two lines on the closing slide', () => {
    const m = geographyOf('Trivia\nBoth founders are based out of\nBoston.');
    expect(m.geography).toBe('Not specified');
  });

  it('reads a "Location:" label as where the company is', () => {
    const m = geographyOf('Raising: $4M Series A. Location: Chicago, IL.');
    expect(m.geography).toBe('Chicago, USA');
    expect(m.fieldSources.geography).toMatchObject({ status: 'stated', slides: [3] });
  });

  it('names a city and its own country once', () => {
    const m = geographyOf('Contact\nBased in Toronto, Canada');
    expect(m.geography).toBe('Toronto, Canada');
  });
});

describe('extractMetadata product', () => {
  it('does not take a team line for the product', () => {
    const result = extractMetadata(
      deck('tallyhub.pdf', [
        'Tallyhub\nInvoices that chase themselves',
        'Team\nMaria Lind (CEO, sales software veteran)\nJon Berg (CTO, payments platform engineer)',
        'Solution\nTallyhub is an accounts receivable app that sends reminders and reconciles payments.',
        'The Ask\nRaising $1M seed',
      ]),
    );
    expect(result.product).not.toMatch(/CEO|CTO/);
    expect(result.product).toMatch(/accounts receivable app/);
  });
});

describe('extractMetadata location from where the service runs', () => {
  const geographyOf = (...slides: string[]) =>
    extractMetadata(deck('x.pdf', ['Ridely\nPremium rides on demand.', ...slides]));

  it('infers the city the company already serves, hyphenated names included', () => {
    const m = geographyOf('Traction\nToday a 12 car, 300 rider service in Los-Angeles.');
    expect(m.geography).toBe('Los Angeles, USA');
    expect(m.fieldSources.geography).toMatchObject({ status: 'inferred', slides: [2] });
  });

  it('does not take a planned launch city for the location', () => {
    const m = geographyOf('Roadmap\nNext year we launch the service in Berlin.');
    expect(m.geography).toBe('Not specified');
    expect(m.fieldSources.geography?.status).toBe('not_found');
  });
});
