import { describe, expect, it } from 'vitest';
import { factState } from '@pitchscope/domain/field-sources';
import { factLabel } from './fact-label';

describe('factLabel', () => {
  it('says when a value was assumed, and leaves a stated or corrected one as it is', () => {
    expect(factLabel('Pre-Seed', factState({ status: 'assumed', slides: [] }))).toBe('Pre-Seed (assumed)');
    expect(factLabel('Not specified', factState({ status: 'not_found', slides: [] }))).toBe('Not specified');
    expect(factLabel('Seed', factState({ status: 'stated', slides: [3] }))).toBe('Seed');
    expect(factLabel('Seed', factState({ status: 'user', slides: [] }))).toBe('Seed');
    expect(factLabel('Seed', factState(undefined))).toBe('Seed');
  });

  it("drops a product the deck never named (the spec's '<Company>'s Platform') and empty values", () => {
    expect(factLabel("Acme's Platform", 'assumed', 'product')).toBeNull();
    expect(factLabel('Booking app for marinas', 'stated', 'product')).toBe('Booking app for marinas');
    expect(factLabel('  ', 'stated')).toBeNull();
  });
});
