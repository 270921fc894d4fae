import { describe, expect, it } from 'vitest';
import { askedValue, holdsValue, wantsValue } from './ask-question-type.ts';

describe('the kind of value a question asks for', () => {
  it('reads amounts, shares, counts, durations and dates from the question’s wording', () => {
    expect(askedValue('How much are they raising?')).toBe('money');
    expect(askedValue('What does the basic plan cost?')).toBe('money');
    expect(askedValue('What is the serviceable available market?')).toBe('money');
    expect(askedValue('What is their monthly burn?')).toBe('money');
    expect(askedValue('What share of the tokens is sold?')).toBe('percent');
    expect(askedValue('What stake does the investment buy?')).toBe('percent');
    expect(askedValue('What are their gross margins?')).toBe('percent');
    expect(askedValue('What fee do they charge?')).toBe('money-or-percent');
    expect(askedValue('How many stores do they have?')).toBe('count');
    // A runway is a time, even when asked with "how much".
    expect(askedValue('How much runway does the round give?')).toBe('duration');
    expect(askedValue('When did they launch?')).toBe('date');
    // A comparison is answered by any number: "60 percent cheaper", "10x faster".
    expect(askedValue('How much cheaper is their product?')).toBe('number');
    expect(askedValue('How much more do users spend?')).toBe('number');
  });

  it('reads people, places, yes/no and open questions, which want words, not a number', () => {
    expect(askedValue('Who is the CTO?')).toBe('person');
    expect(askedValue('Where is the company based?')).toBe('place');
    expect(askedValue('Do they hold any patents?')).toBe('yes-no');
    expect(askedValue('What problem do they solve?')).toBe('text');
    for (const kind of ['person', 'place', 'yes-no', 'text'] as const) expect(wantsValue(kind)).toBe(false);
    expect(wantsValue('money')).toBe(true);
  });

  it('tells whether a line holds a value of that kind', () => {
    expect(holdsValue('money', '$90k')).toBe(true);
    expect(holdsValue('money', 'Raising 150,000 in total')).toBe(true);
    expect(holdsValue('money', 'Team of 4 weeks')).toBe(false);
    expect(holdsValue('percent', 'Churn: 25%')).toBe(true);
    expect(holdsValue('percent', '$2M')).toBe(false);
    expect(holdsValue('money-or-percent', '3% on winnings')).toBe(true);
    expect(holdsValue('duration', '18-24 months of runway')).toBe(true);
    expect(holdsValue('duration', '$500K')).toBe(false);
    // A duration written in words: "a one-year runway", "eighteen months".
    expect(holdsValue('duration', 'to support a one-year runway')).toBe(true);
    expect(holdsValue('duration', 'one of our years')).toBe(false);
    expect(holdsValue('date', 'Launched in March 2024')).toBe(true);
    expect(holdsValue('count', 'No figure here')).toBe(false);
  });

  it('counts with a number of its own: not a digit inside a name, and for "how many" not a share', () => {
    expect(holdsValue('count', '12,000 learners in 40 schools')).toBe(true);
    expect(holdsValue('count', 'Problems in user experience on Web3 platforms')).toBe(false);
    expect(holdsValue('count', 'Development – 20% Marketing – 55%')).toBe(false);
    expect(holdsValue('number', 'Development – 20% Marketing – 55%')).toBe(true);
    expect(holdsValue('number', 'B2B and B2C sales')).toBe(false);
    expect(holdsValue('number', '3x cheaper than a field visit')).toBe(true);
    // "Step 1: Load regulations" orders the steps; it counts nothing.
    expect(holdsValue('count', 'Step 1: Load Regulations & Documents')).toBe(false);
    expect(holdsValue('count', '40+ regs pre-loaded')).toBe(true);
  });

  it('reads "How is it priced?" as asking for the pricing model, "How much does it cost?" for an amount', () => {
    expect(askedValue('How is the product priced?')).toBe('text');
    expect(askedValue('How are customers charged?')).toBe('text');
    expect(askedValue('How do riders pay?')).toBe('text');
    expect(askedValue('How much does the product cost?')).toBe('money');
    expect(askedValue('How is the product priced per seat?')).not.toBe('text');
  });

  it('does not read a span of years or a code with a digit in it as money', () => {
    expect(holdsValue('money', '2024-2026 m.\nExpansion and capital raising')).toBe(false);
    expect(holdsValue('money', 'Sales channels: B2B and B2C')).toBe(false);
    expect(holdsValue('money', 'Raising €2m in 2024-2026')).toBe(true);
    expect(holdsValue('money', 'ARR of 1.2m')).toBe(true);
  });
});

describe('amounts as other languages write them', () => {
  it('reads scale words and currencies of decks not in English as money', () => {
    for (const text of ['Przychody 2023: 1,2 mln zł', 'Umsatz 3 Mio. €', 'Omzet Rp 5 juta per bulan', 'Levée de 2 M€', 'Chiffre d’affaires : 850 k€', 'Faturamento de R$ 40 mil', 'Wycena 12 mld PLN', 'CCTV cameras: Rs.4500', 'Rs 300 per unit', '4500 rupees', '1 234 567', '1.234.567', '1.234,5'])
      expect(holdsValue('money', text), text).toBe(true);
  });

  it('keeps durations, areas and codes apart from money', () => {
    for (const text of ['5 months of runway', 'A 40m2 cold room', 'B2B and B2C', 'Founded 2019', 'Q3 2023']) expect(holdsValue('money', text), text).toBe(false);
  });
});
