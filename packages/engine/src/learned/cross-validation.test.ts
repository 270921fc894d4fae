import { describe, expect, it } from 'vitest';
import { calibrationTable, crossValidate, foldOf } from './cross-validation.ts';

describe('foldOf', () => {
  it('takes the first 8 hex digits of the sha256 modulo k', () => {
    expect(foldOf('0000000a' + 'f'.repeat(56), 5)).toBe(0);
    expect(foldOf('0000000b' + '0'.repeat(56), 5)).toBe(1);
    expect(foldOf('ffffffff' + '0'.repeat(56), 5)).toBe(4294967295 % 5);
    expect(foldOf('0fdad3c87fba07d71a7456a3a3948e0b32ac8814c59407a479d9153fc82e7f05', 5)).toBe(
      0x0fdad3c8 % 5,
    );
  });

  it('ignores case and what follows the 8th digit', () => {
    expect(foldOf('ABCDEF12' + '0'.repeat(56), 7)).toBe(foldOf('abcdef12' + '9'.repeat(56), 7));
  });

  it('refuses what is not a hash and fewer than 2 folds', () => {
    expect(() => foldOf('not-a-hash', 5)).toThrow(/sha256/);
    expect(() => foldOf('abcdef12', 1)).toThrow(/at least 2 folds/);
  });
});

describe('crossValidate', () => {
  it('predicts each item with a model fitted without its fold', () => {
    const items = [
      { id: 'a', fold: 0 },
      { id: 'b', fold: 1 },
      { id: 'c', fold: 0 },
      { id: 'd', fold: 2 },
    ];
    const seen = crossValidate(
      items,
      (item) => item.fold,
      3,
      (training) => training.map((t) => t.id),
      (trainedOn) => trainedOn,
    );
    expect(seen).toEqual([
      ['b', 'd'],
      ['a', 'c', 'd'],
      ['b', 'd'],
      ['a', 'b', 'c'],
    ]);
  });
});

describe('calibrationTable', () => {
  it('bins predicted probabilities in tenths against the observed rate', () => {
    const table = calibrationTable([0.05, 0.08, 0.55, 0.95, 1], [false, true, true, true, true]);
    expect(table).toHaveLength(10);
    expect(table[0]).toMatchObject({ count: 2, observedRate: 0.5 });
    expect(table[5]).toMatchObject({ count: 1, observedRate: 1 });
    expect(table[9]).toMatchObject({ count: 2, observedRate: 1, meanPredicted: 0.975 });
    expect(table[3]).toMatchObject({ count: 0, observedRate: null });
  });
});
