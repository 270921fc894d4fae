import { describe, expect, it } from 'vitest';
import { analyseDeck } from './metadata.ts';
import { INVOICE, LECTURE, LUMORA, PAPER, QUIETLY, SALES_DECK, TEMPLATE, deck } from './test-fixtures.ts';
import { validateDeck } from './validation.ts';

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
});
