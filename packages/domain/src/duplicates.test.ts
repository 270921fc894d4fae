import { describe, expect, it } from 'vitest';
import {
  contentFingerprint,
  contentSimilarity,
  duplicateMessage,
  duplicateNotice,
  estimateJaccard,
  findDuplicate,
  isLegitimateUpdate,
  mayBeContentDuplicate,
  metadataSimilarity,
  nameKeysAtLeast,
  nameSimilarity,
  similarityKey,
  normalizeCompanyName,
  normalizedTextKey,
  wordSignature,
  type DuplicateCandidate,
  type ExistingDeckForDuplicates,
} from './duplicates.ts';
import { DUPLICATE_MESSAGES } from './messages.ts';

const NOW = new Date('2025-06-30T12:00:00Z');
const daysBefore = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000).toISOString();

const NORDPAY_DECK = [
  'Nordpay builds invoice financing for Nordic freelancers.',
  'Problem: freelancers wait sixty days for payment from enterprise clients.',
  'Solution: instant advances against approved invoices with automated collection.',
  'Market: twelve million freelancers across Northern Europe.',
  'Traction: monthly volume grew fourfold during the last year.',
  'Team: founders previously built lending products at Klarna.',
  'Raising seed funding to expand into Germany.',
].join('\n');

const GREENLEAF_DECK =
  'Greenleaf makes compostable packaging for restaurants. Market: takeaway packaging spend. Team: materials scientists.';

function existing(overrides: Partial<ExistingDeckForDuplicates> = {}): ExistingDeckForDuplicates {
  return {
    id: 'deck-1',
    companyName: 'Nordpay Oy',
    industry: 'Fintech',
    stage: 'Seed',
    roundSize: '$2M',
    rawContent: NORDPAY_DECK,
    uploadedAt: daysBefore(30),
    ...overrides,
  };
}

function candidate(overrides: Partial<DuplicateCandidate> = {}): DuplicateCandidate {
  return {
    companyName: 'Nordpay',
    industry: 'Fintech',
    stage: 'Seed',
    roundSize: '$2M',
    rawContent: 'Nordpay: a different, rewritten deck about embedded payments for marketplaces.',
    ...overrides,
  };
}

describe('normalizeCompanyName', () => {
  it('lowercases, removes punctuation and trailing legal suffixes, collapses whitespace', () => {
    expect(normalizeCompanyName('Nordpay Oy')).toBe('nordpay');
    expect(normalizeCompanyName('  Acme,  Inc. ')).toBe('acme');
    expect(normalizeCompanyName('Volvo Cars AB')).toBe('volvo cars');
    expect(normalizeCompanyName('Foo GmbH Ltd')).toBe('foo');
    expect(normalizeCompanyName("Dr. Smith's Labs")).toBe('dr smiths labs');
  });

  it('keeps a suffix word that is the whole name or not at the end', () => {
    expect(normalizeCompanyName('SAS')).toBe('sas');
    expect(normalizeCompanyName('SAS Institute')).toBe('sas institute');
  });
});

describe('nameSimilarity', () => {
  it('is 1 for names equal after normalisation', () => {
    expect(nameSimilarity('Nordpay Oy', 'NORDPAY')).toBe(1);
  });

  it('is 1 − edit distance / longer length', () => {
    expect(nameSimilarity('abcdefghij', 'abcdefghXY')).toBeCloseTo(0.8, 10);
    expect(nameSimilarity('abcdefghij', 'abcdXYZWij')).toBeCloseTo(0.6, 10);
  });

  it('is 0 for a missing or placeholder name', () => {
    expect(nameSimilarity('Unknown Company', 'Unknown Company')).toBe(0);
    expect(nameSimilarity('', 'Nordpay')).toBe(0);
  });
  it('answers "at least this alike" as the similarity itself does, from the names’ keys', () => {
    const names = ['Nordpay Oy', 'NORDPAY', 'Nordpays', 'Nordpay Labs', 'Norpay', 'Acme', 'Unknown Company', ''];
    for (const a of names)
      for (const b of names)
        for (const threshold of [0.5, 0.85, 1])
          expect(nameKeysAtLeast(similarityKey(a), similarityKey(b), threshold), `${a} / ${b} / ${threshold}`).toBe(
            nameSimilarity(a, b) >= threshold && nameSimilarity(a, b) > 0,
          );
  });
});

describe('contentSimilarity', () => {
  it('is 1 for identical text and 0.95 when identical after whitespace and case normalisation', () => {
    expect(contentSimilarity(NORDPAY_DECK, NORDPAY_DECK)).toBe(1);
    expect(contentSimilarity(NORDPAY_DECK, `  ${NORDPAY_DECK.toUpperCase().replace(/\n/g, '\n\n')} `)).toBe(
      0.95,
    );
  });

  it('otherwise is the share of shared words longer than 3 characters, over the larger word set', () => {
    // Sets: {alpha, bravo, charlie, delta} and {alpha, bravo, charlie, delta, echo}: 4 / 5.
    expect(contentSimilarity('alpha bravo charlie delta the', 'alpha bravo charlie delta echo and')).toBe(
      0.8,
    );
  });

  it('does not call a short teaser identical to the full deck that contains it', () => {
    const teaser = 'Nordpay builds invoice financing for Nordic freelancers.';
    expect(contentSimilarity(teaser, NORDPAY_DECK)).toBeLessThan(0.5);
  });

  it('is 0 when either text is empty', () => {
    expect(contentSimilarity('', '')).toBe(0);
    expect(contentSimilarity(NORDPAY_DECK, '   ')).toBe(0);
  });
});

describe('metadataSimilarity', () => {
  const base = { industry: 'Fintech', stage: 'Seed', roundSize: '$2M' };

  it('weights industry 2, stage 2 and round size 1', () => {
    expect(metadataSimilarity(base, base)).toBe(1);
    expect(metadataSimilarity(base, { ...base, roundSize: '$5M' })).toBe(0.8);
    expect(metadataSimilarity(base, { ...base, stage: 'Series A' })).toBe(0.6);
    expect(metadataSimilarity(base, { industry: 'Edtech', stage: 'Series A', roundSize: '$2M' })).toBe(0.2);
  });

  it('counts round sizes within 20% as the same', () => {
    expect(metadataSimilarity(base, { ...base, roundSize: '$2.5M' })).toBe(1); // 0.5 / 2.5 = 20%
    expect(metadataSimilarity(base, { ...base, roundSize: '$2.51M' })).toBe(0.8);
    expect(metadataSimilarity(base, { ...base, roundSize: '2,000,000 USD' })).toBe(1);
  });

  it('compares industry and stage ignoring case and spacing', () => {
    expect(metadataSimilarity(base, { industry: ' fintech ', stage: 'SEED', roundSize: '2M' })).toBe(1);
  });
});

describe('isLegitimateUpdate', () => {
  const old = { stage: 'Seed', roundSize: '$2M', uploadedAt: daysBefore(30) };

  it('is an update when the stage moved later', () => {
    expect(isLegitimateUpdate(old, { stage: 'Series A', roundSize: '$2M' }, NOW)).toBe(true);
    expect(isLegitimateUpdate(old, { stage: 'Pre-Seed', roundSize: '$2M' }, NOW)).toBe(false);
  });

  it('is an update when round sizes differ by more than 50%', () => {
    expect(isLegitimateUpdate(old, { stage: 'Seed', roundSize: '$4M' }, NOW)).toBe(false); // exactly 50%
    expect(isLegitimateUpdate(old, { stage: 'Seed', roundSize: '$4.1M' }, NOW)).toBe(true);
  });

  it('is an update when the last upload is more than 6 months of 30 days old', () => {
    expect(isLegitimateUpdate({ ...old, uploadedAt: daysBefore(180) }, old, NOW)).toBe(false);
    expect(isLegitimateUpdate({ ...old, uploadedAt: daysBefore(181) }, old, NOW)).toBe(true);
  });
});

describe('findDuplicate', () => {
  it('flags the same company and round as same_round with the spec message', () => {
    const result = findDuplicate(candidate(), [existing()], NOW);
    expect(result).toMatchObject({
      type: 'same_round',
      existingDeck: { id: 'deck-1', companyName: 'Nordpay Oy' },
      companyName: 'Nordpay',
      reason:
        'You already have a deck for "Nordpay Oy" with the same funding round. To upload an updated version, please delete the existing deck first.',
    });
    expect(result!.confidence).toBe(1);
  });

  it('flags identical content with the spec message, even when the extracted names differ', () => {
    const result = findDuplicate(
      candidate({ companyName: 'Greenleaf', rawContent: NORDPAY_DECK }),
      [existing()],
      NOW,
    );
    expect(result).toMatchObject({
      type: 'identical_content',
      confidence: 1,
      reason:
        'This pitch deck appears to be identical to one already uploaded. If this is a demo deck or template, consider uploading a unique deck for better analysis.',
    });
  });

  it('needs name similarity above 0.8 for same_round', () => {
    const deck = existing({ companyName: 'abcdefghij' });
    expect(findDuplicate(candidate({ companyName: 'abcdefghXY' }), [deck], NOW)).toBeNull(); // exactly 0.8
    expect(findDuplicate(candidate({ companyName: 'abcdefghiX' }), [deck], NOW)?.type).toBe('same_round'); // 0.9
  });

  it('needs metadata similarity above 0.8 for same_round', () => {
    expect(findDuplicate(candidate({ roundSize: '$3M' }), [existing()], NOW)).toBeNull(); // 0.8: round differs
  });

  it('does not flag a legitimate update', () => {
    expect(findDuplicate(candidate(), [existing({ uploadedAt: daysBefore(200) })], NOW)).toBeNull();
  });

  it('needs content similarity above 0.9 for identical_content', () => {
    const words = Array.from({ length: 11 }, (_, i) => `word${String.fromCharCode(97 + i)}`);
    const otherCompany = (rawContent: string) => existing({ companyName: 'Greenleaf', rawContent });
    // 9 of 10 words shared: exactly 0.9, not a duplicate.
    const tenWords = words.slice(0, 10).join(' ');
    const nineShared = [...words.slice(0, 9), 'different'].join(' ');
    expect(findDuplicate(candidate({ rawContent: nineShared }), [otherCompany(tenWords)], NOW)).toBeNull();
    // 10 of 11 words shared: 0.909, a duplicate.
    const elevenWords = words.join(' ');
    const tenShared = `${tenWords} other`;
    const result = findDuplicate(candidate({ rawContent: tenShared }), [otherCompany(elevenWords)], NOW);
    expect(result?.type).toBe('identical_content');
    expect(result?.confidence).toBeCloseTo(10 / 11, 10);
  });

  it('does not flag a merely similar name (0.6–0.8) or an unrelated deck', () => {
    // Identical metadata and different content; only the name decides.
    const deck = existing({ companyName: 'abcdefghij' });
    expect(findDuplicate(candidate({ companyName: 'abcdXYZWij' }), [deck], NOW)).toBeNull(); // 0.6 compared, not > 0.8
    expect(
      findDuplicate(candidate({ companyName: 'Greenleaf', rawContent: GREENLEAF_DECK }), [existing()], NOW),
    ).toBeNull();
  });

  it('prefers identical content over a same-round match', () => {
    const sameRound = existing({
      id: 'same-round',
      rawContent: 'An older Nordpay deck with other words entirely.',
    });
    const identical = existing({ id: 'identical', companyName: 'Greenleaf', industry: 'Packaging' });
    const result = findDuplicate(candidate({ rawContent: NORDPAY_DECK }), [sameRound, identical], NOW);
    expect(result?.existingDeck.id).toBe('identical');
    const reversed = findDuplicate(candidate({ rawContent: NORDPAY_DECK }), [identical, sameRound], NOW);
    expect(reversed?.existingDeck.id).toBe('identical');
  });

  it('ranks same-round matches by confidence, then by the newer upload, whatever their order', () => {
    const exact = existing({ id: 'exact', rawContent: 'An older deck with other words entirely.' });
    const near = existing({ id: 'near', companyName: 'Nordpays', rawContent: 'Yet another unrelated text.' });
    for (const order of [[exact, near], [near, exact]]) {
      const result = findDuplicate(candidate({ rawContent: 'Something new' }), order, NOW);
      expect(result).toMatchObject({ type: 'same_round', existingDeck: { id: 'exact' } });
    }
    const older = existing({ id: 'older', uploadedAt: daysBefore(60), rawContent: 'One text.' });
    const newer = existing({ id: 'newer', uploadedAt: daysBefore(10), rawContent: 'Another text.' });
    for (const order of [[older, newer], [newer, older]]) {
      expect(findDuplicate(candidate({ rawContent: 'Something new' }), order, NOW)?.existingDeck.id).toBe('newer');
    }
  });

  it('returns null with no existing decks', () => {
    expect(findDuplicate(candidate(), [], NOW)).toBeNull();
  });
});

describe('fingerprints', () => {
  it('keys text by whitespace and case', () => {
    expect(normalizedTextKey('  Hello\n\nWORLD ')).toBe('hello world');
  });

  it('builds deterministic MinHash signatures whose agreement estimates the Jaccard index', () => {
    expect(wordSignature(NORDPAY_DECK)).toEqual(wordSignature(NORDPAY_DECK));
    expect(wordSignature(NORDPAY_DECK)).toHaveLength(64);
    expect(wordSignature('a an the')).toEqual([]);
    expect(estimateJaccard(wordSignature(NORDPAY_DECK), wordSignature(NORDPAY_DECK))).toBe(1);

    const vocabulary = Array.from({ length: 200 }, (_, i) => `term${i}`);
    const a = vocabulary.slice(0, 150).join(' ');
    const b = vocabulary.slice(50, 200).join(' '); // true Jaccard 100 / 200 = 0.5
    expect(estimateJaccard(wordSignature(a, 256), wordSignature(b, 256))).toBeCloseTo(0.5, 1);
  });

  it('rules out only decks that cannot be content duplicates', () => {
    const nordpay = contentFingerprint(NORDPAY_DECK);
    expect(mayBeContentDuplicate(nordpay, contentFingerprint(NORDPAY_DECK.toLowerCase()))).toBe(true);
    expect(mayBeContentDuplicate(nordpay, contentFingerprint(GREENLEAF_DECK))).toBe(false);
    expect(mayBeContentDuplicate(nordpay, undefined)).toBe(true);
  });

  it('gives the same answer from findDuplicate with fingerprints as without', () => {
    const withPrints = findDuplicate(
      candidate({
        companyName: 'Greenleaf',
        rawContent: NORDPAY_DECK,
        contentFingerprint: contentFingerprint(NORDPAY_DECK),
      }),
      [existing({ contentFingerprint: contentFingerprint(NORDPAY_DECK) })],
      NOW,
    );
    expect(withPrints?.type).toBe('identical_content');
  });
});

describe('duplicateMessage', () => {
  it('uses the generic message for other kinds', () => {
    expect(duplicateMessage('similar', 'Nordpay', 'same company, uploaded last week')).toBe(
      'A similar deck already exists: same company, uploaded last week',
    );
  });
});

describe('signatureBands', () => {
  it('gives the same keys for the same text and shares keys between near-identical decks only', async () => {
    const { signatureBands, wordSignature } = await import('./duplicates.ts');
    const base = Array.from({ length: 120 }, (_, i) => `word${i}alpha`).join(' ');
    const nearCopy = `${base} extraordinary`;
    const unrelated = Array.from({ length: 120 }, (_, i) => `other${i}omega`).join(' ');
    const bands = signatureBands(wordSignature(base));
    expect(bands).toHaveLength(12);
    expect(signatureBands(wordSignature(base))).toEqual(bands);
    expect(signatureBands(wordSignature(nearCopy)).some((key) => bands.includes(key))).toBe(true);
    expect(signatureBands(wordSignature(unrelated)).some((key) => bands.includes(key))).toBe(false);
    expect(bands.every((key) => Number.isInteger(key) && key >= -(2 ** 31) && key < 2 ** 31)).toBe(true);
  });
});

describe('metadataSimilarity with unknown values', () => {
  it('does not count fields that neither deck states as agreeing', async () => {
    const { metadataSimilarity } = await import('./duplicates.ts');
    expect(
      metadataSimilarity(
        { industry: '', stage: '', roundSize: '' },
        { industry: '', stage: '', roundSize: '' },
      ),
    ).toBe(0);
    expect(
      metadataSimilarity(
        { industry: 'Fintech', stage: '', roundSize: '$2M' },
        { industry: 'Fintech', stage: '', roundSize: '$2.1M' },
      ),
    ).toBeCloseTo(3 / 5);
  });
});

describe('duplicateNotice (workspaces)', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  const info = {
    type: 'identical_content' as const,
    existingDeck: {
      id: 'd1',
      companyName: 'Acme',
      uploadedAt: '2026-11-23T09:00:00Z',
      uploadedBy: { id: 'anna', name: 'Anna Berg' },
    },
    companyName: 'Acme',
    confidence: 0.99,
    reason: DUPLICATE_MESSAGES.identicalContent,
  };

  it('keeps the spec message verbatim and names a colleague who uploaded the earlier deck', () => {
    expect(duplicateNotice(info, 'bob', now)).toBe(
      `${DUPLICATE_MESSAGES.identicalContent} Anna Berg uploaded this deck 3 days ago.`,
    );
  });

  it('says nothing more when the viewer uploaded the earlier deck', () => {
    expect(duplicateNotice(info, 'anna', now)).toBe(DUPLICATE_MESSAGES.identicalContent);
  });
});
