import type { Figure } from './figure.ts';

let made = 0;

/**
 * A figure for tests: an undated actual money figure in USD on slide 1, each with an id and context of
 * its own, with whatever the test sets over it.
 */
export function makeFigure(overrides: Partial<Figure> = {}): Figure {
  made += 1;
  return {
    id: `f${made}`,
    metric: 'other',
    of: null,
    value: 0,
    upper: null,
    unit: 'money',
    currency: 'USD',
    per: null,
    atLeast: false,
    period: null,
    status: 'actual',
    markedAsProjection: false,
    page: 1,
    raw: '',
    context: `line ${made}`,
    ...overrides,
  };
}
