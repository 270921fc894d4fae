/**
 * Where the PDF export's line chart of one metric puts things (issue #37): the value axis' ticks, each
 * point, the segments between them (dashed where a projection is involved), and the labels that fit.
 * Pure geometry in PDF units (y grows upwards), so the drawing code only draws and the layout is tested
 * with known answers.
 */
import type { FigureStatus } from '@pitchscope/domain/figures/figure';

/** The plot area: the value axis' range maps to [bottom, bottom + height]. */
export interface PlotBox {
  left: number;
  bottom: number;
  width: number;
  height: number;
}

export interface ChartPointInput {
  value: number;
  status: FigureStatus;
  /** The period as the deck writes it, printed under the point. */
  periodLabel: string;
  /** The value as the ledger prints it, printed over the point. */
  valueLabel: string;
}

export interface XY {
  x: number;
  y: number;
}

export interface PlacedLabel {
  text: string;
  /** The centre of the label. */
  x: number;
}

export interface NumberChartLayout {
  ticks: Array<{ value: number; y: number }>;
  points: Array<XY & { projected: boolean }>;
  /** Solid between two actuals (or unmarked figures); dashed when either end is projected. */
  segments: Array<{ from: XY; to: XY; dashed: boolean }>;
  /** The periods under the points, left to right, leaving out one that would overlap the one before. */
  periodLabels: PlacedLabel[];
  /** The values over the points, leaving out one that would overlap the one before. */
  valueLabels: Array<PlacedLabel & { y: number }>;
}

/** Room kept between the plot's sides and the first and last point, for their labels. */
export const POINT_INSET = 28;
/** Least space between two labels on one line. */
export const LABEL_GAP = 6;
/** How far a value label sits over its point. */
export const VALUE_LABEL_RISE = 9;

const NICE_STEPS = [1, 2, 2.5, 5, 10];

/** The value axis: round steps (1, 2, 2.5 or 5 × 10ⁿ) from below the lowest value to above the highest, zero always on it. */
export function niceTicks(values: readonly number[], targetCount = 5): number[] {
  let low = Math.min(0, ...values);
  let high = Math.max(0, ...values);
  if (low === high) high = low + 1;
  const rough = (high - low) / (targetCount - 1);
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = NICE_STEPS.find((nice) => nice * magnitude >= rough * (1 - 1e-9))! * magnitude;
  low = Math.floor(low / step + 1e-9) * step;
  high = Math.ceil(high / step - 1e-9) * step;
  const ticks: number[] = [];
  for (let index = 0; low + index * step <= high + step * 1e-9; index++) ticks.push(Number((low + index * step).toPrecision(12)));
  return ticks;
}

/** Keeps each label that starts clear of the last one kept (greedy from the left). */
function withoutOverlaps<T extends PlacedLabel>(labels: readonly T[], measure: (text: string) => number): T[] {
  const kept: T[] = [];
  let rightEdge = -Infinity;
  for (const label of labels) {
    const half = measure(label.text) / 2;
    if (label.x - half < rightEdge + LABEL_GAP) continue;
    kept.push(label);
    rightEdge = label.x + half;
  }
  return kept;
}

/** Lays out a series of two or more points in `box`; `measure` gives a label's printed width. */
export function layoutNumberChart(points: readonly ChartPointInput[], box: PlotBox, measure: (text: string) => number): NumberChartLayout {
  const tickValues = niceTicks(points.map((point) => point.value));
  const low = tickValues[0];
  const high = tickValues[tickValues.length - 1];
  const yOf = (value: number) => box.bottom + ((value - low) / (high - low)) * box.height;
  const span = box.width - POINT_INSET * 2;
  const xOf = (index: number) => box.left + POINT_INSET + (points.length === 1 ? span / 2 : (index * span) / (points.length - 1));

  const placed = points.map((point, index) => ({ x: xOf(index), y: yOf(point.value), projected: point.status === 'projected' }));
  const segments = placed.slice(1).map((to, index) => {
    const from = placed[index];
    return { from: { x: from.x, y: from.y }, to: { x: to.x, y: to.y }, dashed: from.projected || to.projected };
  });
  return {
    ticks: tickValues.map((value) => ({ value, y: yOf(value) })),
    points: placed,
    segments,
    periodLabels: withoutOverlaps(
      points.map((point, index) => ({ text: point.periodLabel, x: placed[index].x })),
      measure,
    ),
    valueLabels: withoutOverlaps(
      points.map((point, index) => ({ text: point.valueLabel, x: placed[index].x, y: placed[index].y + VALUE_LABEL_RISE })),
      measure,
    ),
  };
}
