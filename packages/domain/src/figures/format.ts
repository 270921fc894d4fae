import { FIGURE_METRIC_LABELS, type Figure } from './figure.ts';

const SYMBOLS: Record<string, string> = { USD: '$', EUR: '€', GBP: '£', JPY: '¥', INR: '₹' };

function compact(value: number): string {
  const abs = Math.abs(value);
  const [divisor, suffix] =
    abs >= 1e9 ? [1e9, 'B'] : abs >= 1e6 ? [1e6, 'M'] : abs >= 1e3 ? [1e3, 'K'] : [1, ''];
  const scaled = value / divisor;
  const digits = Number.isInteger(scaled)
    ? 0
    : divisor === 1
      ? 2
      : Math.abs(scaled) >= 100
        ? 0
        : Math.abs(scaled) >= 10
          ? 1
          : 2;
  const fixed = scaled.toFixed(digits);
  return `${digits > 0 ? fixed.replace(/0+$/, '').replace(/\.$/, '') : fixed}${suffix}`;
}

function one(value: number, figure: Pick<Figure, 'unit' | 'currency'>): string {
  switch (figure.unit) {
    case 'money': {
      const symbol = figure.currency ? SYMBOLS[figure.currency] : undefined;
      if (symbol) return `${value < 0 ? '-' : ''}${symbol}${compact(Math.abs(value))}`;
      return figure.currency ? `${compact(value)} ${figure.currency}` : compact(value);
    }
    case 'percent':
      return `${Number(value.toFixed(2))}%`;
    case 'multiple':
      return `${Number(value.toFixed(2))}x`;
    case 'months':
      return `${Number(value.toFixed(1))} months`;
    case 'count':
      return compact(value);
  }
}

const PER_LABEL = { month: '/month', quarter: '/quarter', year: '/year' } as const;

/** A figure's value as the ledger table and the check messages print it: "$1.2M", "3K+", "20%/month". */
export function formatFigureValue(
  figure: Pick<Figure, 'value' | 'upper' | 'unit' | 'currency' | 'per' | 'atLeast'>,
): string {
  const range =
    figure.upper === null
      ? one(figure.value, figure)
      : figure.unit === 'money' || figure.unit === 'count'
        ? `${one(figure.value, figure)}–${one(figure.upper, figure)}`
        : `${one(figure.value, figure).replace(/[^\d.]+$/, '')}–${one(figure.upper, figure)}`;
  const per = figure.per && figure.unit !== 'months' ? PER_LABEL[figure.per] : '';
  return `${range}${figure.atLeast ? '+' : ''}${per}`;
}

/** "ARR $1.2M (Q3 2015, slide 4)": how a check cites a figure. */
export function citeFigure(figure: Figure): string {
  const when = figure.period ? `${figure.period.text}, ` : '';
  return `${FIGURE_METRIC_LABELS[figure.metric]} ${formatFigureValue(figure)} (${when}slide ${figure.page})`;
}
