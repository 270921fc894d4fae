import { describe, expect, it } from 'vitest';
import { analyseDeck } from './metadata.ts';
import { INVOICE, LECTURE, LUMORA, PAPER, QUIETLY, SALES_DECK, TEMPLATE, deck } from './test-fixtures.ts';
import { validateDeck } from './validation.ts';
import { deckFeatures } from './deck-features.ts';
import { readSlides } from './finder-test-helpers.ts';

function validate(d: Parameters<typeof analyseDeck>[0]) {
  const { slides, sections } = analyseDeck(d);
  return validateDeck(slides, sections);
}

describe('validateDeck', () => {
  it('accepts a complete deck and says which sections it found', () => {
    const r = validate(LUMORA);
    expect(r.isValid).toBe(true);
    expect(r.reasoning).toMatch(/funding ask \(slide 10\)/);
    expect(r.reasoning).toMatch(/team \(slide 8\)/);
  });

  it('accepts a short deck without an ask, noting what is missing', () => {
    const r = validate(QUIETLY);
    expect(r.isValid).toBe(true);
    expect(r.reasoning).toMatch(/no funding ask/);
  });

  it('accepts a short consumer-app deck whose only investment section is its revenue opportunity', () => {
    const r = validate(
      deck('wink.pdf', [
        'Wink\nthe hello game',
        'Sam sees someone he likes at a café\nbut he never says hello',
        'Meet the cure\nWink people nearby and get connected when they wink back',
        'How it works\nNearby by Wi-Fi, not GPS\nMutual winks\nInterests and friends in common',
        'Revenue Opportunity\nIn-app purchases\nFirst 3 connections free, $1 for each one after\nPay to send a virtual coffee',
      ]),
    );
    expect(r.isValid).toBe(true);
    expect(r.reasoning).toMatch(/business model \(slide 5\)/);
  });

  it('refuses an invoice and names what is missing', () => {
    const r = validate(INVOICE);
    expect(r.isValid).toBe(false);
    expect(r.reasoning).toMatch(/^No funding ask, team, market or problem sections found/);
    expect(r.reasoning).toMatch(/reads like an invoice \(.*invoice number.*\)/);
  });

  it('refuses an empty template', () => {
    const r = validate(TEMPLATE);
    expect(r.isValid).toBe(false);
    expect(r.reasoning).toMatch(/template/);
    expect(r.reasoning).toMatch(/lorem ipsum|your company name/);
  });

  it('refuses lecture material', () => {
    const r = validate(LECTURE);
    expect(r.isValid).toBe(false);
    expect(r.reasoning).toMatch(/lecture or course material/);
    expect(r.reasoning).toMatch(/No funding ask/);
  });

  it('refuses an academic paper', () => {
    const r = validate(PAPER);
    expect(r.isValid).toBe(false);
    expect(r.reasoning).toMatch(/paper/);
  });

  it('refuses a sales deck aimed at customers', () => {
    const r = validate(SALES_DECK);
    expect(r.isValid).toBe(false);
    expect(r.reasoning).toMatch(/sales presentation to customers/);
  });

  it('refuses a short SaaS sales deck: a demo to book and seat prices, no team, market or ask', () => {
    const r = validate(
      deck('Q3 sales deck.pdf', [
        'Relay CRM\nThe CRM your reps will actually use',
        'Why Relay?\nTeams close 23% more deals in the first quarter',
        'Pricing\nStarter $25/user/month\nPro $60/user/month\nEnterprise: contact sales',
        'Case study: Northwind doubled its pipeline in 90 days',
        'Book a demo today: sales@relaycrm.com',
      ]),
    );
    expect(r.isValid).toBe(false);
    expect(r.reasoning).toMatch(/sales presentation to customers/);
  });

  it('refuses a short token white paper with numbered sections, even with a "Team" allocation line', () => {
    const r = validate(
      deck('Token_whitepaper_v2.pdf', [
        'LUMEN Protocol Whitepaper v2.0',
        'Abstract\nLUMEN is a layer-2 protocol for cross-chain settlement. This document describes its architecture and token economics.',
        '1. Introduction\nInteroperability between chains remains an open problem.',
        '2. Architecture\nValidators stake LMN tokens to take part in consensus.',
        '3. Tokenomics\nTotal supply: 1,000,000,000 LMN\nTeam 15%\nEcosystem 40%',
        'Disclaimer\nThis whitepaper does not constitute an offer of securities.',
      ]),
    );
    expect(r.isValid).toBe(false);
    expect(r.reasoning).toMatch(/paper/);
  });

  it.each([
    {
      kind: 'a workshop on how to build a pitch deck',
      expected: /lecture or course material/,
      slides: [
        'How to Build a Pitch Deck\nWorkshop for first-time founders\nLaunchpad Academy, Session 4',
        'Slide 1: The Problem\nDescribe the pain your customer feels. Use data.',
        'Slide 2: Market Size\nUse TAM, SAM and SOM. Bottom-up beats top-down.',
        'Slide 3: The Ask\nHow much are you raising and what will you do with it?',
        'Common mistakes\nToo many slides\nNo clear ask',
        'Homework\nDraft your deck before the next session',
      ],
    },
    {
      kind: 'a sample deck with stand-in content',
      expected: /template rather than a company's deck/,
      slides: [
        'Orbitly Inc.\nThe best way to do X\nThis is a sample deck. Replace the content with your own.',
        'Problem\nExplain the problem in one sentence.',
        'Solution\nDescribe your product in one sentence.',
        'Market\n$X billion market',
        'Team\nJohn Doe, CEO\nJane Doe, CTO',
        'Ask\nRaising $X to achieve Y',
      ],
    },
    {
      kind: 'a demo day agenda',
      expected: /event programme or agenda/,
      slides: [
        'Demo Day Spring 2025\nAgenda',
        '10:00 Welcome by the programme director',
        '10:15 Startup pitches (12 teams, 5 minutes each)',
        '12:00 Lunch and networking with investors',
        '14:00 Panel: Raising your seed round in 2025',
      ],
    },
    {
      kind: 'a market research report',
      expected: /market research report/,
      slides: [
        'European Heat Pump Market Report 2024',
        'Executive summary\nThe market will grow at a CAGR of 21% to €9B by 2030.',
        'Market size and forecast\nTable 1: Market size by country',
        'Competitive landscape\nDaikin, Vaillant, Viessmann',
        'Methodology\nWe interviewed 120 installers.',
        'About the authors\nNorthlight Research is an independent research firm.',
      ],
    },
  ])('refuses $kind', ({ slides, expected }) => {
    const r = validate(deck('document.pdf', slides));
    expect(r.isValid).toBe(false);
    expect(r.reasoning).toMatch(expected);
  });

  it('refuses a document with no readable text', () => {
    const r = validate(deck('scan.pdf', ['', ' ']));
    expect(r.isValid).toBe(false);
    expect(r.reasoning).toMatch(/almost no readable text/);
  });

  it('keeps a real deck that has one leftover placeholder slide', () => {
    const withFiller = {
      ...LUMORA,
      pages: [
        ...LUMORA.pages,
        { pageNumber: 12, text: 'Advisors\nLorem ipsum dolor sit amet, sed ornare at felis.' },
      ],
    };
    const r = validate(withFiller);
    expect(r.isValid).toBe(true);
    expect(r.reasoning).toMatch(/template text/);
  });

  it.each([
    {
      kind: "a listed company's quarterly results presentation",
      expected: /periodic financial report/,
      slides: [
        'Harbourline Foods Limited\nQ2 FY25 Financial Results\n14 November 2024',
        'Safe Harbour\nThis presentation contains forward looking statements about the Company.',
        'Highlights of Q2 FY25\nNet sales 18,420\nProfit before tax 2,115\nProfit after tax 1,590\nAll figures in INR million',
        'Dividend\nThe Board of Directors declared an interim dividend of 4 per share.',
        'Shareholding pattern\nPromoters 56%\nInstitutions 31%\nListed on the National Stock Exchange',
      ],
    },
    {
      kind: "a fund's annual report",
      expected: /periodic financial report|calls the document a report/,
      slides: [
        'Northgate Income Fund\nAnnual Report\n30 June 2024',
        "Manager's report\nDear Unitholders, we present the audited financial statements for the financial year ended 31 March 2024.",
        'Net asset value per unit rose 3.1% over the year.',
        "Trustee's report\nThe Trustee confirms the Fund was managed in accordance with its deed.",
      ],
    },
    {
      kind: 'a thesis talk with problem and solution headings',
      expected: /academic talk/,
      slides: [
        'Turbulence in Shallow Lakes\nMira Sandoval\nHonours thesis talk, May 2024',
        'What is turbulence?\nChaotic changes in pressure and flow velocity',
        "So what's the problem?\nMixing depends on wind forcing",
        'Modelling\nNavier–Stokes equation\n∂u/∂t + (u·∇)u = −∇p/ρ + ν∇²u',
        'Solution\nLarge-eddy simulation of a 2 km lake',
        'Results\nFigure 3: vertical mixing against wind speed',
        'Future work\nCompare with field measurements. Thanks to my supervisor.',
      ],
    },
    {
      kind: 'a one-page lean canvas',
      expected: /business model canvas/,
      slides: [
        'Lean Canvas — Sprout Boxes\nProblem: busy parents skip vegetables\nSolution: weekly veggie boxes with 10-minute recipes\nUnique value proposition: dinner in 10 minutes\nUnfair advantage: farm co-op contracts\nCustomer segments: working parents\nEarly adopters: parents in Leeds\nChannels: school newsletters\nKey metrics: weekly active boxes\nCost structure: produce, delivery\nRevenue streams: subscription £29 a week',
      ],
    },
    {
      kind: 'a marketing plan named on its cover',
      expected: /calls the document a business or marketing plan/,
      slides: [
        'Go-To-Market Plan\nfor a B2B analytics startup\nPrepared by R. Iyer',
        'Target market\nMid-size retailers in the UK, 12,000 companies',
        'Competition\nThree incumbents sell to enterprises only',
        'Pricing\n£400 per month per store',
        'Channels\nPartnerships with POS resellers',
      ],
    },
    {
      kind: 'a project report named on its cover',
      expected: /calls the document a report/,
      slides: [
        'Shelfscan\nA Comprehensive Project Report',
        'Problem\nShops lose track of stock on their shelves.',
        'Solution\nA phone app that counts products from a photo.',
        'Market\nThere are 40,000 small shops in the region.',
      ],
    },
    {
      kind: 'a template whose slides repeat the same stand-in sentences',
      expected: /template rather than a company's deck/,
      slides: [
        'Startup\nPresentation',
        'About Us\nSlides are a simple way to share your story with an audience of any size today. Keep each slide focused on one clear idea for the people watching.',
        'Our Market\nSlides are a simple way to share your story with an audience of any size today. Keep each slide focused on one clear idea for the people watching.',
        'Our Team\nSlides are a simple way to share your story with an audience of any size today.\nAlex\nDesigner',
        'Our Product\nKeep each slide focused on one clear idea for the people watching.\n$50000',
        'Thank You',
      ],
    },
  ])('refuses $kind', ({ slides, expected }) => {
    const r = validate(deck('document.pdf', slides));
    expect(r.isValid).toBe(false);
    expect(r.reasoning).toMatch(expected);
  });

  it('accepts a token-sale deck that ends with a legal disclaimer', () => {
    const r = validate(
      deck('deck.pdf', [
        'Tollgate\nPitch Presentation\ntollgate.network',
        'Making road tolls programmable\nToll operators lose 9% of revenue to fraud and manual reconciliation.',
        'Our platform settles every toll payment on-chain within seconds. We are partnering with two operators.',
        'Token Sale Summary\nPre-sale hard cap: 40 million TGT\nAccepted currencies: ETH, USDC',
        'Use of funds\nDevelopment 40%\nMarketing 35%\nOperations 25%',
        'Disclaimer\nThis document does not constitute an offer of securities. References to future performance are estimates.',
      ]),
    );
    expect(r.isValid).toBe(true);
  });

  it('accepts a deck whose numbered headings run on within a page, as a deck saved as a document', () => {
    const r = validate(
      deck('deck.pdf', [
        'Pitch Deck\nNuvio – des factures payées à temps\n1. Le Contexte\nLes PME attendent 60 jours pour être payées.\n2. Le Problème : la trésorerie des PME\nRelances manuelles, coûts élevés.',
        '3. La Solution : Nuvio\nRelances automatiques et affacturage en un clic.\n4. Business Model\n1% de frais sur chaque facture financée.',
        '5. Levée de Fonds : 2M€\n60% produit, 40% commercial.\n6. Les fondateurs\nInès Carvalho (CEO)',
      ]),
    );
    expect(r.isValid).toBe(true);
  });

  it('does not take a closing "Thank you" slide for a document addressing its reader', () => {
    // As many "we" as "you": one more "you" would tip the deck towards a document speaking to its reader.
    const slides = [
      'Parcelo\nShared lockers for apartment buildings',
      'Problem\nWe saw couriers leave parcels in lobbies. If you live in a flat, you lose 1 in 20 of them.',
      'Solution\nOur lockers open with a code we send to you.',
      'Business model\nWe charge buildings $3 per parcel; your building pays nothing upfront.',
    ];
    const without = validate(deck('parcelo.pdf', slides));
    const withThanks = validate(deck('parcelo.pdf', [...slides, 'Thank you!\nQuestions?']));
    expect(without.isValid).toBe(true);
    expect(withThanks.isValid).toBe(true);
    // The classifier's "you" rate: the closing adds words but no one addressed.
    const secondPerson = (pages: string[]) => {
      const { slides: read, sections } = readSlides(pages);
      return deckFeatures(read, sections)['voice.secondPersonPer100Words'];
    };
    expect(secondPerson([...slides, 'Thank you!\nQuestions?'])).toBeLessThan(secondPerson(slides));
  });

  it.each(['Pelvo', 'Pelvo.ai', 'pelvo'])('accepts a two-slide deck where %s says what it is', (name) => {
    const r = validate(
      deck('deck.pdf', [
        `${name} is a lending protocol with fixed rates, where the users set the terms.`,
        'Team',
      ]),
    );
    expect(r.isValid).toBe(true);
  });

  it('keeps a deck whose every slide repeats one confidentiality footer', () => {
    const footer =
      'This presentation is confidential and may not be shared without the written consent of Lumora.';
    const r = validate({
      ...LUMORA,
      pages: LUMORA.pages.map((p) => ({ ...p, text: `${p.text}\n${footer}` })),
    });
    expect(r.isValid).toBe(true);
  });
});
