import { describe, expect, it } from 'vitest';
import { hardRefusal } from './deck-rules.ts';
import { readSlides } from './finder-test-helpers.ts';
import { LUMORA, QUIETLY } from './test-fixtures.ts';

// Invented documents, written for these tests.
const refusalOf = (pages: string[]) => hardRefusal(readSlides(pages).slides);

describe('hardRefusal', () => {
  it('refuses none of the real-looking decks', () => {
    expect(refusalOf(LUMORA.pages.map((p) => p.text))).toBeNull();
    expect(refusalOf(QUIETLY.pages.map((p) => p.text))).toBeNull();
  });

  it.each([
    { kind: 'a document with almost no text', pages: ['1', '2', 'Q3'], refusal: 'unreadable' },
    {
      kind: 'a one-page canvas',
      pages: [
        'Lean Canvas — Harbour Mobility\nProblem: parking\nCustomer segments: commuters\nUnfair advantage: permits\nKey metrics: rides\nChannels: app stores\nCost structure: vans\nRevenue streams: passes',
      ],
      refusal: 'canvas',
    },
    {
      kind: 'a cover naming a marketing plan',
      pages: [
        'Marketing Plan 2026\nBrightway Foods',
        'Market\nOur customers are families',
        'Team\nAnna Berg, CEO',
      ],
      refusal: 'cover',
    },
    {
      kind: 'a cover naming a template, though it says pitch',
      pages: ['Startup Pitch Deck Template', 'Problem\nThe pain', 'Solution\nThe cure', 'Team\nWho'],
      refusal: 'cover',
    },
    {
      kind: 'a canvas filled in over many pages, named on its cover',
      pages: [
        'Business Model\nCanvas\nA way to think about a business',
        'Key Partners\nKey Activities\nValue Propositions',
        'Customer Segments\nChannels',
        'Cost Structure\nRevenue Streams',
        'Key Resources\nCustomer Relationships',
        'Thank you',
      ],
      refusal: 'cover',
    },
    {
      kind: 'a partnership proposal to customers, though it has problem and solution slides',
      pages: [
        'Tidewell\nCampus & Community\nPartnership Proposal',
        'The Problem\nStudents miss class when the canteen runs out',
        'Our Solution\nA refill app for campus kitchens',
        'Partnership Tiers\nFree for schools',
      ],
      refusal: 'cover',
    },
    {
      kind: 'slides that tell the reader what to write',
      pages: [
        'Pitch Deck\nSeed round',
        'Problem\nDescribe the pain of your customer\nOutline how they solve it today',
        'Solution\nShow where your product sits\nProvide use cases',
        'Market\nCalculate the TAM, SAM and SOM\nIdentify your customer',
        'Team\nList the founders and their roles',
      ],
      refusal: 'template',
    },
    {
      kind: 'placeholders on most slides',
      pages: [
        '[Company Name]\nTagline',
        'Problem\nLorem ipsum dolor sit amet',
        'Solution\nInsert your product screenshot here',
        'Team\nJohn Doe, CEO',
      ],
      refusal: 'template',
    },
    {
      kind: 'an invoice through and through',
      pages: [
        'Invoice\nInvoice number 2291\nBill to: Harbour Cafe\nDue date: 30 June\nPayment terms: 30 days',
        'Unit price 12.00\nQty 4\nSubtotal 48.00\nVAT 9.60\nTotal due 57.60\nAmount due 57.60\nBalance due 57.60\nRemit to: Fenwick Supplies\nPurchase order 7781',
      ],
      refusal: 'other kind',
    },
  ])('refuses $kind', ({ pages, refusal }) => {
    expect(refusalOf(pages)).toBe(refusal);
  });
});
