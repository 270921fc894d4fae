import { describe, expect, it } from 'vitest';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import type { Figure } from '@pitchscope/domain/figures/figure';
import { makeFigure } from '@pitchscope/domain/figures/figure-factory';
import { figureSeries } from '@pitchscope/domain/figures/series';
import { drawNumberChart, planNumberChart, pointsCitation } from './number-charts-pdf.ts';

const year = (y: number, text = String(y)) => ({ text, start: `${y}-01-01`, end: `${y}-12-31` });
const revenue = (id: string, y: number, value: number, page: number, overrides: Partial<Figure> = {}) =>
  makeFigure({ id, metric: 'revenue', value, period: year(y, overrides.status === 'projected' ? `${y}E` : String(y)), page, ...overrides });

/** The text of a one-page PDF with one chart drawn on it, as a reader extracts it. */
async function drawnText(figures: Figure[], findings: Parameters<typeof figureSeries>[1] = []) {
  const pdf = await PDFDocument.create();
  const fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) };
  const page = pdf.addPage([595, 842]);
  const [series] = figureSeries(figures, findings);
  const chart = planNumberChart(series, fonts, 495);
  drawNumberChart(page, chart, fonts, 50, 792, 495);
  const bytes = await pdf.save();
  expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return { text, chart };
}

describe('a metric drawn as a chart in the PDF export (issue #37)', () => {
  it('prints the title, the caption, each value with its currency, each period and the slides', async () => {
    const { text } = await drawnText([
      revenue('a', 2023, 1_200_000, 6),
      revenue('b', 2024, 2_500_000, 6),
      revenue('c', 2025, 5_000_000, 9, { status: 'projected' }),
    ]);
    expect(text).toContain('Revenue');
    expect(text).toContain('Solid: actual; dashed: projected.');
    for (const label of ['$1.2M', '$2.5M', '$5M', '2023', '2024', '2025E', '$0', '$2M', '$4M', '$6M']) expect(text).toContain(label);
    expect(text).toContain('Points from slides 6, 9.');
  });

  it('names each figure a check questions under the chart', async () => {
    const { text } = await drawnText(
      [revenue('a', 2023, 1_000_000, 5), revenue('b', 2024, 3_000_000, 9)],
      [{ check: 'projection-as-actual', severity: 'warning', message: 'Stated as done but dated ahead.', figureIds: ['b'], pages: [9] }],
    );
    expect(text).toContain('Ringed: a figure the checks question.');
    expect(text).toContain('Ringed: 2024 ($3M, slide 9): Stated as done but dated ahead.');
  });

  it('prints a currency the standard fonts lack by its code', async () => {
    const { text } = await drawnText([revenue('a', 2023, 50_000_000, 4, { currency: 'INR' }), revenue('b', 2024, 90_000_000, 4, { currency: 'INR' })]);
    expect(text).toContain('INR 50M');
    expect(text).toContain('Points from slide 4.');
  });

  it("says a rate's time base once, in the title, not on each value", async () => {
    const quarter = (q: number) => ({ text: `Q${q} 2024`, start: `2024-0${q * 3 - 2}-01`, end: `2024-0${q * 3}-30` });
    const burn = (id: string, q: number, value: number) => makeFigure({ id, metric: 'burn', currency: 'EUR', per: 'month', value, period: quarter(q), page: 7 });
    const { text, chart } = await drawnText([burn('a', 2, 180_000), burn('b', 3, 210_000)]);
    expect(chart.title).toBe('Burn, per month');
    expect(text).toContain('€180K');
    expect(text).not.toContain('/month');
  });

  it('is planned as tall as it is drawn, taller with each note', async () => {
    const short = (await drawnText([revenue('a', 2023, 1, 5), revenue('b', 2024, 2, 6)])).chart;
    const noted = (
      await drawnText(
        [revenue('a', 2023, 1, 5), revenue('b', 2024, 2, 6)],
        [{ check: 'projection-as-actual', severity: 'warning', message: 'Stated as done but dated ahead.', figureIds: ['b'], pages: [6] }],
      )
    ).chart;
    expect(noted.height).toBeGreaterThan(short.height);
    expect(pointsCitation(short.series)).toBe('Points from slides 5, 6.');
  });
});
