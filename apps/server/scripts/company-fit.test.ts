import { describe, expect, it } from 'vitest';
import { companyDeckOf, crossValidateCompany, decideCompany, fitCompanyModel } from './company-fit.ts';

const sha = (prefix: string) => prefix.padEnd(64, '0');

/** An invented deck whose name is on the cover, in an "X is a …" sentence and in its domain. */
function namedDeck(name: string, i: number) {
  const pages = [
    `${name}\nSoftware for small shops`,
    `Competition\nBigBox is slow and costly.`,
    `${name} is a till that counts stock by itself.`,
    `Contact\nhello@${name.toLowerCase()}.com`,
  ];
  return companyDeckOf(
    { fileName: `deck-${i}.pdf`, pages: pages.map((text, p) => ({ pageNumber: p + 1, text })) },
    sha(i.toString(16).padStart(8, '0')),
    name,
  );
}

describe('company cross-validation', () => {
  const names = [
    'Tallyo',
    'Stockwise',
    'Countra',
    'Shelfly',
    'Binmark',
    'Tillora',
    'Crateon',
    'Restocka',
    'Pallety',
    'Skuvo',
  ];
  const decks = names.map(namedDeck);
  const silent = companyDeckOf(
    {
      fileName: 'notes.pdf',
      pages: [
        { pageNumber: 1, text: 'Problem\nShops lose stock' },
        { pageNumber: 2, text: 'Market\nBig and growing' },
      ],
    },
    sha('0000000b'),
    'unknown',
  );

  it('reads each deck’s own name, not the rival on its competition slide', () => {
    const model = fitCompanyModel([...decks, silent]);
    for (const d of decks)
      expect(decideCompany(d, model)).toMatchObject({ reported: d.company, right: true });
    expect(decideCompany(silent, model)).toMatchObject({ stated: false, right: true });
  });

  it('scores every deck once, each by weights fitted without its fold', () => {
    const cv = crossValidateCompany([...decks, silent], 5);
    expect(cv.crossValidated.outcomes).toHaveLength(decks.length + 1);
    expect(cv.fitted.named).toEqual({ correct: 10, total: 10 });
    expect(cv.crossValidated.named.total).toBe(10);
    expect(cv.crossValidated.silent).toEqual({ correct: 1, total: 1 });
    expect(cv.model.threshold).toBeGreaterThan(0);
    expect(cv.model.threshold).toBeLessThan(1);
  });
});
