/**
 * "The numbers" in the deep analysis' PDF export (issue #37): each metric the deck states for two or more
 * periods (the Numbers tab's rule, `figureSeries`) as a vector line chart drawn with pdf-lib — actuals
 * solid, projections dashed, every point's value and period printed, the slides cited under the chart and
 * each figure a consistency check questions ringed and named.
 */
import { rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { FIGURE_METRIC_LABELS, type Figure } from '@pitchscope/domain/figures/figure';
import { formatFigureValue } from '@pitchscope/domain/figures/format';
import { seriesChartCaption, type FigureSeries } from '@pitchscope/domain/figures/series';
import { layoutNumberChart } from './number-chart-layout.ts';
import { toWinAnsi } from './plain-text.ts';

export const NUMBERS_SECTION_HEADING = 'The numbers';
export const NUMBERS_SECTION_INTRO = 'Each metric the deck states for two or more periods, as the deck states it.';

export interface PdfFonts {
  regular: PDFFont;
  bold: PDFFont;
}

const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.42, 0.44, 0.5);
const GRID = rgb(0.89, 0.9, 0.92);
const BASELINE = rgb(0.62, 0.64, 0.68);
const ACTUAL = rgb(0.15, 0.36, 0.78);
const PROJECTED = rgb(0.86, 0.45, 0.08);
const WARNING = rgb(0.8, 0.13, 0.13);
const WHITE = rgb(1, 1, 1);

const TITLE_SIZE = 11;
const CAPTION_SIZE = 8.5;
const AXIS_SIZE = 8;
const VALUE_SIZE = 7.5;
const NOTE_SIZE = 8;
const PLOT_HEIGHT = 118;
/** Room over the plot for the highest point's value label. */
const PLOT_HEADROOM = 14;
const DASH = [4, 3];

/** "Points from slides 6, 9": where the chart's figures are in the deck. */
export function pointsCitation(series: FigureSeries): string {
  const slides = [...new Set(series.points.map((point) => point.page))].sort((a, b) => a - b);
  return `Points from ${slides.length === 1 ? 'slide' : 'slides'} ${slides.join(', ')}.`;
}

/**
 * One line per finding, naming the points it rings: "Ringed: 2025 ($5M, slide 9): Stated as done…". A
 * finding about several points (the freshness check names every dated figure) is printed once.
 */
function findingNotes(series: FigureSeries, valueOf: (value: number) => string): string[] {
  const pointsByMessage = new Map<string, string[]>();
  for (const point of series.points) {
    if (!point.finding) continue;
    const named = pointsByMessage.get(point.finding.message) ?? [];
    named.push(`${point.period} (${valueOf(point.value)}, slide ${point.page})`);
    pointsByMessage.set(point.finding.message, named);
  }
  return [...pointsByMessage].map(([message, named]) => `Ringed: ${named.join(', ')}: ${message}`);
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of toWinAnsi(text).split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** A chart's text and its height, worked out before drawing so the caller can keep it on one page. */
export interface PlannedChart {
  series: FigureSeries;
  title: string;
  caption: string[];
  notes: string[];
  valueOf: (value: number) => string;
  height: number;
}

const lineHeight = (size: number) => size * 1.4;

export function planNumberChart(series: FigureSeries, fonts: PdfFonts, width: number): PlannedChart {
  const sample: Figure = series.sample;
  // The time base ("/month") is said once in the title, not on every tick and point.
  const valueOf = (value: number) => toWinAnsi(formatFigureValue({ ...sample, value, upper: null, atLeast: false, per: null }));
  const caption = wrap(seriesChartCaption(series), fonts.regular, CAPTION_SIZE, width);
  const notes = [pointsCitation(series), ...findingNotes(series, valueOf)].flatMap((note) => wrap(note, fonts.regular, NOTE_SIZE, width));
  const height =
    lineHeight(TITLE_SIZE) +
    caption.length * lineHeight(CAPTION_SIZE) +
    PLOT_HEADROOM +
    PLOT_HEIGHT +
    4 +
    lineHeight(AXIS_SIZE) +
    6 +
    notes.length * lineHeight(NOTE_SIZE);
  const title = `${FIGURE_METRIC_LABELS[series.metric]}${sample.per ? `, per ${sample.per}` : ''}`;
  return { series, title, caption, notes, valueOf, height };
}

/** Draws a planned chart with its top-left corner at (`left`, `top`), `width` wide. */
export function drawNumberChart(page: PDFPage, chart: PlannedChart, fonts: PdfFonts, left: number, top: number, width: number): void {
  const { regular, bold } = fonts;
  let y = top - TITLE_SIZE;
  page.drawText(toWinAnsi(chart.title), { x: left, y, size: TITLE_SIZE, font: bold, color: INK });
  y -= lineHeight(TITLE_SIZE) - TITLE_SIZE;
  for (const line of chart.caption) {
    y -= CAPTION_SIZE;
    page.drawText(line, { x: left, y, size: CAPTION_SIZE, font: regular, color: MUTED });
    y -= lineHeight(CAPTION_SIZE) - CAPTION_SIZE;
  }

  const points = chart.series.points.map((point) => ({
    value: point.value,
    status: point.status,
    periodLabel: toWinAnsi(point.period),
    valueLabel: chart.valueOf(point.value),
  }));
  // The value axis' labels set where the plot starts: the widest tick label, then a gap.
  const provisional = layoutNumberChart(points, { left, bottom: 0, width, height: PLOT_HEIGHT }, () => 0);
  const axisWidth = Math.max(...provisional.ticks.map((tick) => regular.widthOfTextAtSize(chart.valueOf(tick.value), AXIS_SIZE))) + 8;
  const box = { left: left + axisWidth, bottom: y - PLOT_HEADROOM - PLOT_HEIGHT, width: width - axisWidth, height: PLOT_HEIGHT };
  // Period labels (the larger text) decide what fits under the points and over them.
  const layout = layoutNumberChart(points, box, (text) => regular.widthOfTextAtSize(text, AXIS_SIZE));

  for (const tick of layout.ticks) {
    const isBase = tick.value === 0 || tick === layout.ticks[0];
    page.drawLine({ start: { x: box.left, y: tick.y }, end: { x: box.left + box.width, y: tick.y }, thickness: isBase ? 0.8 : 0.5, color: isBase ? BASELINE : GRID });
    const label = chart.valueOf(tick.value);
    page.drawText(label, { x: box.left - 6 - regular.widthOfTextAtSize(label, AXIS_SIZE), y: tick.y - AXIS_SIZE * 0.35, size: AXIS_SIZE, font: regular, color: MUTED });
  }
  for (const segment of layout.segments) {
    page.drawLine({
      start: segment.from,
      end: segment.to,
      thickness: 1.6,
      color: segment.dashed ? PROJECTED : ACTUAL,
      dashArray: segment.dashed ? DASH : undefined,
    });
  }
  layout.points.forEach((point, index) => {
    const finding = chart.series.points[index].finding;
    if (finding) page.drawCircle({ x: point.x, y: point.y, size: 6, borderColor: finding.severity === 'info' ? MUTED : WARNING, borderWidth: 1.2 });
    page.drawCircle({
      x: point.x,
      y: point.y,
      size: 2.8,
      color: point.projected ? WHITE : ACTUAL,
      borderColor: point.projected ? PROJECTED : ACTUAL,
      borderWidth: 1.2,
    });
  });
  for (const label of layout.valueLabels) {
    const labelWidth = regular.widthOfTextAtSize(label.text, VALUE_SIZE);
    page.drawText(label.text, { x: label.x - labelWidth / 2, y: label.y, size: VALUE_SIZE, font: regular, color: INK });
  }
  y = box.bottom - AXIS_SIZE - 4;
  for (const label of layout.periodLabels) {
    const labelWidth = regular.widthOfTextAtSize(label.text, AXIS_SIZE);
    page.drawText(label.text, { x: label.x - labelWidth / 2, y, size: AXIS_SIZE, font: regular, color: MUTED });
  }
  y -= lineHeight(AXIS_SIZE) - AXIS_SIZE + 6;
  for (const note of chart.notes) {
    y -= NOTE_SIZE;
    page.drawText(note, { x: left, y, size: NOTE_SIZE, font: regular, color: MUTED });
    y -= lineHeight(NOTE_SIZE) - NOTE_SIZE;
  }
}
