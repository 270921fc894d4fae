import { describe, expect, it } from 'vitest';
import {
  findNumbers,
  quoteFound,
  sameNumber,
  unverifiedNotice,
  verificationSummary,
  verifyClaim,
  verifyClaims,
  type CitedClaim,
} from './claim-verification.ts';

const SLIDES = [
  { pageNumber: 1, text: 'Acme Robotics\nWarehouse picking robots for mid-size retailers' },
  {
    pageNumber: 2,
    text: 'Traction\nARR of $1,234,567 as of Q3 2015\n40 % month-over-month growth\n3,000+ customers',
  },
  { pageNumber: 3, text: 'Market\nTAM: 4.5 billion USD\nWe are raising €2 million seed' },
  { pageNumber: 4, text: 'Team\nJane Doe, CEO — ex-Amazon Robotics lead\nTwo co-founders, twelve engineers' },
];

const claim = (overrides: Partial<CitedClaim>): CitedClaim => ({
  text: '',
  slides: [],
  quote: '',
  figures: [],
  ...overrides,
});

describe('findNumbers', () => {
  it('reads scales, currencies and grouping into units', () => {
    const values = (text: string) => findNumbers(text).map((n) => [n.value, n.kind]);
    expect(values('$1.2M')).toEqual([[1_200_000, 'plain']]);
    expect(values('$1,200,000')).toEqual([[1_200_000, 'plain']]);
    expect(values('1.2 million')).toEqual([[1_200_000, 'plain']]);
    expect(values('€1,5 Mio')).toEqual([[1_500_000, 'plain']]);
    expect(values('1.200.000 EUR')).toEqual([[1_200_000, 'plain']]);
    expect(values('4.5bn')).toEqual([[4_500_000_000, 'plain']]);
    expect(values('40%')).toEqual([[40, 'percent']]);
    expect(values('40 percent')).toEqual([[40, 'percent']]);
    expect(values('3.5x')).toEqual([[3.5, 'multiple']]);
    expect(values('since 2014')).toEqual([[2014, 'year']]);
    expect(values('twelve engineers')).toEqual([[12, 'plain']]);
  });

  it('takes a scale only from the same line', () => {
    expect(findNumbers('US$ 5.3\nbillion in sales').map((n) => n.value)).toEqual([5.3]);
  });

  it('ignores labels glued to letters and slide citations', () => {
    expect(findNumbers('Q3 revenue in H1 for B2B (slide 4)')).toEqual([]);
    expect(findNumbers('see slides 2 and 3')).toEqual([]);
  });
});

describe('sameNumber', () => {
  const one = (text: string) => findNumbers(text)[0]!;
  it('matches written forms of one number within the precision written', () => {
    expect(sameNumber(one('$1.2M'), one('$1,234,567'))).toBe(true);
    expect(sameNumber(one('1.2 million'), one('$1,200,000'))).toBe(true);
    expect(sameNumber(one('40%'), one('40 %'))).toBe(true);
  });
  it('keeps different numbers, percentages and counts apart', () => {
    expect(sameNumber(one('$5M'), one('$4.6M'))).toBe(false);
    expect(sameNumber(one('40%'), one('40 users'))).toBe(false);
    expect(sameNumber(one('41%'), one('40%'))).toBe(false);
    expect(sameNumber(one('2015'), one('2016'))).toBe(false);
  });
});

describe('quoteFound', () => {
  it('ignores case, spacing and punctuation', () => {
    expect(quoteFound('warehouse  picking ROBOTS', SLIDES[0]!.text)).toBe(true);
    expect(quoteFound('Jane Doe CEO ex-Amazon Robotics lead', SLIDES[3]!.text)).toBe(true);
    expect(quoteFound('“Jane Doe, CEO”', SLIDES[3]!.text)).toBe(true);
  });
  it('tolerates a dropped word in a long quote but not different words', () => {
    expect(quoteFound('warehouse picking robots mid-size retailers', SLIDES[0]!.text)).toBe(true);
    expect(quoteFound('drone delivery for hospitals and clinics', SLIDES[0]!.text)).toBe(false);
    expect(quoteFound('robots picking', SLIDES[0]!.text)).toBe(false);
    expect(quoteFound('', SLIDES[0]!.text)).toBe(false);
  });
});

describe('verifyClaim', () => {
  it('verifies a number written another way on the cited slide', () => {
    const check = verifyClaim(
      claim({ text: 'ARR reached $1.2M in Q3 2015.', slides: [2], figures: ['$1.2M'] }),
      SLIDES,
    );
    expect(check).toMatchObject({ status: 'verified', slides: [2] });
    expect(check.reason).toMatch(/on slide 2/);
  });

  it('verifies percentages and counts with their quote', () => {
    const check = verifyClaim(
      claim({
        text: 'Growth is 40% per month with over 3,000 customers.',
        slides: [2],
        quote: '40 % month-over-month growth',
        figures: ['40 %', '3,000+'],
      }),
      SLIDES,
    );
    expect(check.status).toBe('verified');
  });

  it('flags a fabricated number', () => {
    const check = verifyClaim(claim({ text: 'ARR reached $5M.', slides: [2], figures: ['$5M'] }), SLIDES);
    expect(check.status).toBe('unverified');
    expect(check.reason).toBe('"$5M" is not on slide 2');
    expect(
      verifyClaim(claim({ text: 'ARR will reach $5M in 2017.', slides: [2], quote: 'ARR of' }), SLIDES)
        .reason,
    ).toBe('"$5M" and "2017" are not on slide 2');
  });

  it('flags a wrong slide and names the slide that has it', () => {
    const check = verifyClaim(
      claim({ text: 'The round is €2 million.', slides: [2], figures: ['€2 million'] }),
      SLIDES,
    );
    expect(check.status).toBe('unverified');
    expect(check.reason).toBe('"€2 million" is on slide 3, not on slide 2');
    const quoted = verifyClaim(
      claim({ text: 'The CEO led robotics at Amazon.', slides: [1], quote: 'ex-Amazon Robotics lead' }),
      SLIDES,
    );
    expect(quoted).toMatchObject({
      status: 'unverified',
      reason: 'The quoted words are on slide 4, not on slide 1',
    });
  });

  it('flags a slide the deck does not have', () => {
    expect(verifyClaim(claim({ text: 'Churn is low.', slides: [9], quote: 'churn' }), SLIDES)).toMatchObject({
      status: 'unverified',
      reason: 'The deck has no slide 9 (it has 4 slides)',
    });
  });

  it('flags a number that cites no slide; leaves an uncited judgement unchecked', () => {
    expect(verifyClaim(claim({ text: 'Peers trade at 12x revenue.' }), SLIDES)).toMatchObject({
      status: 'unverified',
    });
    expect(verifyClaim(claim({ text: 'The team looks strong for this market.' }), SLIDES)).toMatchObject({
      status: 'unchecked',
    });
  });

  it('reads numbers of the claim text even when the figures list omits them', () => {
    expect(
      verifyClaim(claim({ text: 'The TAM is $9 billion.', slides: [3], quote: 'TAM' }), SLIDES),
    ).toMatchObject({
      status: 'unverified',
      reason: '"$9 billion" is not on slide 3',
    });
    expect(
      verifyClaim(claim({ text: 'The TAM is 4.5 billion USD.', slides: [3], quote: 'TAM' }), SLIDES).status,
    ).toBe('verified');
  });

  it('accepts a claim whose figures are spread over the slides it cites', () => {
    const check = verifyClaim(
      claim({ text: 'With $1.2M ARR the company raises €2M.', slides: [3, 2], figures: ['$1.2M', '€2M'] }),
      SLIDES,
    );
    expect(check).toMatchObject({ status: 'verified', slides: [2, 3] });
  });
});

describe('verifyClaims', () => {
  it('counts and words the notice', () => {
    const result = verifyClaims(
      [
        { ...claim({ text: 'ARR reached $1.2M.', slides: [2], figures: ['$1.2M'] }), section: 'Traction' },
        claim({ text: 'ARR reached $5M.', slides: [2], figures: ['$5M'] }),
        claim({ text: 'The round is €2 million.', slides: [2], figures: ['€2 million'] }),
        claim({ text: 'A crowded market.' }),
      ],
      SLIDES,
    );
    expect(result).toMatchObject({ verified: 1, unverified: 2, unchecked: 1 });
    expect(result.checks[0]!.section).toBe('Traction');
    expect(unverifiedNotice(result)).toBe('2 claims could not be found on the cited slides.');
    expect(unverifiedNotice({ unverified: 1 })).toBe('1 claim could not be found on the cited slides.');
    expect(unverifiedNotice({ unverified: 0 })).toBeNull();
    expect(verificationSummary(result)).toBe('1 of 3 checked claims were found on the cited slides.');
  });
});
