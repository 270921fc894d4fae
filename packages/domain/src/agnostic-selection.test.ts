import { describe, expect, it } from 'vitest';
import { applyAgnosticSelection } from './agnostic-selection.ts';

describe('applyAgnosticSelection', () => {
  it('drops Agnostic when a specific sector is picked', () => {
    expect(applyAgnosticSelection(['Industry Agnostic'], ['Industry Agnostic', 'Fintech'], 'Industry Agnostic')).toEqual([
      'Fintech',
    ]);
  });

  it('drops the specific sectors when Agnostic is picked', () => {
    expect(applyAgnosticSelection(['Fintech', 'Edtech'], ['Fintech', 'Edtech', 'Industry Agnostic'], 'Industry Agnostic')).toEqual([
      'Industry Agnostic',
    ]);
  });

  it('leaves removals alone', () => {
    expect(applyAgnosticSelection(['Fintech', 'Edtech'], ['Edtech'], 'Industry Agnostic')).toEqual(['Edtech']);
    expect(applyAgnosticSelection(['Seed'], [], 'Stage Agnostic')).toEqual([]);
  });
});
