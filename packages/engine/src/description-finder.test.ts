import { describe, expect, it } from 'vitest';
import { quotable } from './description-finder.ts';
import { extractMetadata } from './metadata.ts';
import { judgeSentence } from './sentence-quality.ts';
import { deck } from './test-fixtures.ts';

/** The sentences of a summary, without their slide citations. */
function summarySentences(summary: string): string[] {
  return summary.split(/(?<=\(slides? [\d, …]+\))\s+/).map((s) => s.replace(/\s*\(slides? [\d, …]+\)$/, ''));
}

const HARBORLY = deck('harborly.pdf', [
  'Harborly\nSMART MOORING FOR SMALL MARINAS\nConfidential',
  'Problem\nSmall marinas still take bookings by phone and lose a quarter of their summer nights to no-shows.\nNext Steps',
  'Solution\nHarborly is a booking app that lets boaters reserve a berth and pay in advance.\nInstant payouts\nIt also sends reminders the day before.',
  'Traction\n38 marinas use Harborly every day and bookings grew 20% a month in 2025.',
  'Market\nThere are 9,000 small marinas in Europe, a market worth $1.4B a year.',
  'Competition\nDockMaster is the largest marina software vendor in the US.',
  'Team\nJane Morrow, CEO\nMarek Ivanov, CTO\nJane ran a sailing school for ten years.',
  'The Ask\nWe are raising a $900K Seed round.\nwww.harborly.io',
]);

describe('short description', () => {
  it('takes the sentence in which the company says what it does, not a problem, rival or team line', () => {
    const m = extractMetadata(HARBORLY);
    expect(m.shortDescription).toBe(
      'Harborly is a booking app that lets boaters reserve a berth and pay in advance.',
    );
    expect(m.fieldSources.shortDescription).toEqual({ status: 'stated', slides: [3] });
  });

  it('makes a sentence of a title-slide tagline that names a product, the company name dropped from it', () => {
    const m = extractMetadata(
      deck('grainwise.pdf', [
        'Grainwise\nGrainwise the moisture sensor\nfor grain silos',
        'Team\nAl Smith, CEO',
      ]),
    );
    expect(m.shortDescription).toBe('Grainwise is a moisture sensor for grain silos.');
  });

  it('quotes a what-for-whom tagline whose head noun no list foresees, and only such a tagline', () => {
    const copilot = extractMetadata(
      deck('deck.pdf', [
        'Quillmark\nContract review copilot for in-house legal teams\nQuillmark AB, Malmö, Sweden',
        'Problem\nLegal teams spend days on routine contracts.',
        'Team\nAl Smith, CEO\nContact: al@quillmark.se',
      ]),
    );
    expect(copilot.shortDescription).toBe('Quillmark describes itself as “Contract review copilot for in-house legal teams”.');
    expect(copilot.fieldSources.shortDescription).toEqual({ status: 'stated', slides: [1] });

    for (const cover of [
      'Quillmark\nInvestor presentation for Series A investors',
      'Quillmark\nPREDICTIVE MAINTENANCE FOR WIND FARMS',
      'Quillmark\nSlides for the partner meeting',
    ]) {
      const m = extractMetadata(deck('deck.pdf', [cover, 'Team\nAl Smith, CEO\nContact: al@quillmark.se']));
      expect(m.shortDescription, cover).not.toMatch(/describes itself/);
    }
  });

  it('does not take the problem, or praise for the product, for what the company does', () => {
    const m = extractMetadata(
      deck('deck.pdf', [
        'Quillmark\nDRAFT',
        // A problem slide whose heading the text layer lost.
        'T prob m\nToday’s contract tools are complex, ineffective and not built for small legal teams.',
        'Progress\nEarly users love the product and many are asking to try it.\nquillmark.se',
        'Team\nAl Smith, CEO\nContact: al@quillmark.se',
      ]),
    );
    expect(m.shortDescription).not.toMatch(/complex, ineffective|love the product/);
    // Nothing else says what the company does: no description at all.
    expect(m.shortDescription).toBe('');
  });

  it('quotes a mission line of the cover in any other shape, but not who presents the deck', () => {
    const slides = (cover: string) => [cover, 'Problem\nShops lose stock to theft.', 'Team\nAl Smith, CEO\nContact: al@quillmark.se'];
    const mission = extractMetadata(
      deck('deck.pdf', slides('Quillmark\nUse sensors to make shop shelves smart and give them a way to count stock')),
    );
    expect(mission.shortDescription).toBe(
      "The deck's cover says: “Use sensors to make shop shelves smart and give them a way to count stock”.",
    );
    const presenter = extractMetadata(deck('deck.pdf', slides('Quillmark\nPresented by Al Smith and the whole team')));
    expect(presenter.shortDescription).not.toMatch(/cover says/);
  });

  it('leaves the description empty rather than quote a heading', () => {
    const m = extractMetadata(deck('x.pdf', ['Loomstack', 'PROBLEM', 'SOLUTION', 'Next Steps']));
    expect(m.shortDescription).toBe('');
    expect(m.fieldSources.shortDescription?.status).toBe('not_found');
  });
});

describe('quotable', () => {
  it('drops a leading label and cuts a long sentence at a trailing clause', () => {
    expect(quotable('Problem: Renters cannot compare noise levels before they sign')).toBe(
      'Renters cannot compare noise levels before they sign.',
    );
    const long =
      'Tillpoint lets corner shops accept card payments on any phone without a terminal or a contract, making it cheap and simple for owners who sell fewer than fifty items a day to take cards.';
    expect(quotable(long)).toBe(
      'Tillpoint lets corner shops accept card payments on any phone without a terminal or a contract.',
    );
  });
});

describe('executive summary', () => {
  const m = extractMetadata(HARBORLY);
  const sentences = summarySentences(m.executiveSummary);

  it('is three to five complete sentences, each citing its slides', () => {
    expect(sentences.length).toBeGreaterThanOrEqual(3);
    expect(sentences.length).toBeLessThanOrEqual(5);
    for (const sentence of sentences) expect(judgeSentence(sentence)).toMatchObject({ ok: true });
    expect(m.executiveSummary.match(/\(slides? [\d, ]+\)/g)).toHaveLength(sentences.length);
  });

  it('leaves out slide furniture, headings and other companies', () => {
    expect(m.executiveSummary).not.toMatch(/Next Steps|Confidential|SMART MOORING|www\.|DockMaster/);
    // A sentence that leans on the one before it is unclear in a summary.
    expect(m.executiveSummary).not.toContain('It also sends reminders');
  });

  it('composes the round from the facts and does not repeat the description', () => {
    expect(sentences.at(-1)).toBe('Harborly is raising $900K in a Seed round.');
    expect(sentences.filter((s) => s.startsWith('Harborly is a booking app'))).toHaveLength(1);
  });
});

describe('executive summary of a thin deck', () => {
  it('reaches three sentences with the deck’s other sentences about the company and its team', () => {
    const m = extractMetadata(
      deck('kelpio.pdf', [
        'Kelpio\nSeaweed packaging',
        'Solution\nKelpio makes food trays from farmed seaweed.\nKelpio trays break down in a garden compost within six weeks.',
        'Team\nLena Fisk, CEO\nOmar Haddad, CTO',
      ]),
    );
    expect(summarySentences(m.executiveSummary)).toEqual([
      'Kelpio makes food trays from farmed seaweed.',
      'Kelpio trays break down in a garden compost within six weeks.',
      'The team includes Lena Fisk (CEO) and Omar Haddad (CTO).',
    ]);
  });
});

describe('executive summary of a deck with one sentence about itself', () => {
  it('adds where the company is and its trade, from the facts found', () => {
    const m = extractMetadata(
      deck('paylo.pdf', [
        'Paylo\nBased in Nairobi, Kenya',
        'Solution\nPaylo lets market stalls accept card payments on a phone.',
        'Product\nPayments, digital wallet, mobile money, lending\nBank transfers and payouts',
      ]),
    );
    const sentences = summarySentences(m.executiveSummary);
    expect(sentences[0]).toBe('Paylo lets market stalls accept card payments on a phone.');
    expect(sentences).toContain('Paylo is based in Nairobi, Kenya.');
    // The industry is the engine's reading of the deck's words, not a sentence of the deck: it is a fact
    // on the card, never a line of the summary.
    expect(m.executiveSummary).not.toMatch(/vocabulary|the deck does not say/i);
  });
});

describe('a deck with no sentence saying what the company does', () => {
  const THIN = deck('tallyo.pdf', [
    'Tallyo\nBased in Nairobi, Kenya',
    'Product\nPayments, digital wallet, mobile money, lending\nBank transfers and payouts',
    'Team\nRia Sen, CEO',
  ]);

  it('has no description rather than one about how the deck was read', () => {
    const m = extractMetadata(THIN);
    // The engine did place the deck in an industry: that stays a fact of its own.
    expect(m.fieldSources.industry?.status).toMatch(/^(stated|inferred)$/);
    expect(m.shortDescription).toBe('');
    expect(m.fieldSources.shortDescription?.status).toBe('not_found');
    expect(m.executiveSummary).not.toMatch(/vocabulary|the deck does not say/i);
  });
});
