import { describe, expect, it } from 'vitest';
import { factLabel } from './fact-label';

describe('factLabel', () => {
  it('says when a value was assumed, and leaves a stated or corrected one as it is', () => {
    expect(factLabel('Pre-Seed', { status: 'assumed', slides: [] })).toBe('Pre-Seed (assumed)');
    expect(factLabel('Not specified', { status: 'not_found', slides: [] })).toBe('Not specified');
    expect(factLabel('Seed', { status: 'stated', slides: [3] })).toBe('Seed');
    expect(factLabel('Seed', { status: 'user', slides: [] })).toBe('Seed');
    expect(factLabel('Seed', undefined)).toBe('Seed');
  });

  it("drops a product the deck never named (the spec's '<Company>'s Platform') and empty values", () => {
    expect(factLabel("Acme's Platform", { status: 'assumed', slides: [] }, 'product')).toBeNull();
    expect(factLabel('Booking app for marinas', { status: 'stated', slides: [2] }, 'product')).toBe(
      'Booking app for marinas',
    );
    expect(factLabel('  ', { status: 'stated', slides: [] })).toBeNull();
  });
});
