import { describe, expect, it } from 'vitest';
import { categoryName, repeatedCategory, validateNewCategory } from './industry-categories.ts';

describe('industry categories', () => {
  it('accepts a new category only when non-empty once tidied and not present in any case or spacing', () => {
    expect(validateNewCategory('  ', ['Fintech'])).toEqual({ ok: false, reason: 'empty' });
    expect(validateNewCategory(' fintech ', ['Fintech'])).toEqual({ ok: false, reason: 'duplicate' });
    expect(validateNewCategory('Space  Tech', ['space tech'])).toEqual({ ok: false, reason: 'duplicate' });
    expect(validateNewCategory(' Agtech ', ['Fintech'])).toEqual({ ok: true, value: 'Agtech' });
  });

  it('finds the name of a list that repeats an earlier one', () => {
    expect(repeatedCategory(['Fintech', 'Space Tech', 'fintech'])).toBe('fintech');
    expect(repeatedCategory(['Fintech', 'Space Tech'])).toBeUndefined();
    expect(categoryName('  Space   Tech ')).toBe('Space Tech');
  });
});
