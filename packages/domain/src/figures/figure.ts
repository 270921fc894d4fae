import { z } from 'zod';

/**
 * The figure ledger (issue #16): every number a deck states, one row each, with what it measures, its
 * unit, the period it describes, whether it is an actual or a projection, and the slide it is on. The
 * server computes it at ingestion, the checks in `checks.ts` read it, and the web shows it as a table;
 * this schema is the contract between them.
 */

export const FIGURE_METRICS = [
  'arr',
  'mrr',
  'revenue',
  'profit',
  'gmv',
  'users',
  'customers',
  'downloads',
  'growth',
  'cagr',
  'churn',
  'retention',
  'conversion',
  'cac',
  'ltv',
  'ltv_cac',
  'arpu',
  'gross_margin',
  'burn',
  'cash',
  'runway',
  'headcount',
  'tam',
  'sam',
  'som',
  'market_size',
  'round_size',
  'funding_raised',
  'valuation',
  'price',
  'other',
] as const;
export const figureMetricSchema = z.enum(FIGURE_METRICS);
export type FigureMetric = z.infer<typeof figureMetricSchema>;

/** Labels for the table and the check messages, defined once for server and web. */
export const FIGURE_METRIC_LABELS: Record<FigureMetric, string> = {
  arr: 'ARR',
  mrr: 'MRR',
  revenue: 'Revenue',
  profit: 'Profit / EBITDA',
  gmv: 'GMV / volume',
  users: 'Users',
  customers: 'Customers',
  downloads: 'Downloads',
  growth: 'Growth',
  cagr: 'Market CAGR',
  churn: 'Churn',
  retention: 'Retention',
  conversion: 'Conversion',
  cac: 'CAC',
  ltv: 'LTV',
  ltv_cac: 'LTV / CAC',
  arpu: 'ARPU',
  gross_margin: 'Gross margin',
  burn: 'Burn',
  cash: 'Cash',
  runway: 'Runway',
  headcount: 'Headcount',
  tam: 'TAM',
  sam: 'SAM',
  som: 'SOM',
  market_size: 'Market size',
  round_size: 'Round size',
  funding_raised: 'Raised to date',
  valuation: 'Valuation',
  price: 'Price',
  other: 'Other',
};

export const figureUnitSchema = z.enum(['money', 'percent', 'count', 'multiple', 'months']);
export type FigureUnit = z.infer<typeof figureUnitSchema>;

/** A rate's time base: "$80K per month", "20% MoM", "ARR" (a year). */
export const figurePerSchema = z.enum(['month', 'quarter', 'year']);
export type FigurePer = z.infer<typeof figurePerSchema>;

/** The period or date a figure describes, as the deck writes it, with its calendar bounds (ISO dates). */
export const figurePeriodSchema = z.object({
  text: z.string(),
  start: z.iso.date(),
  end: z.iso.date(),
});
export type FigurePeriod = z.infer<typeof figurePeriodSchema>;

export const FIGURE_STATUSES = ['actual', 'projected', 'unknown'] as const;
export const figureStatusSchema = z.enum(FIGURE_STATUSES);
export type FigureStatus = z.infer<typeof figureStatusSchema>;

/** Labels for the Numbers tab and the reports, defined once for server and web. */
export const FIGURE_STATUS_LABELS: Record<FigureStatus, string> = {
  actual: 'Actual',
  projected: 'Projected',
  unknown: 'Not stated',
};
/** Said after a figure of status `unknown` in a report: "Revenue $11M (FY2022), not marked actual or projected". */
export const UNMARKED_STATUS_NOTE = 'not marked actual or projected';

export const figureSchema = z.object({
  /** Stable within one ledger: `p{page}-{n}`. */
  id: z.string(),
  metric: figureMetricSchema,
  /** For growth rates and multiples: the metric that grows ("revenue grew 40%"), when the deck says. */
  of: figureMetricSchema.nullable(),
  /** In units, not thousands: "$1.2M" → 1200000; "20%" → 20; "10x" → 10. The lower end of a range. */
  value: z.number(),
  /** The upper end of a range ("$1–2M"), else null. */
  upper: z.number().nullable(),
  unit: figureUnitSchema,
  /** ISO 4217 code when the deck writes one with the figure; null for money without a currency. */
  currency: z.string().nullable(),
  per: figurePerSchema.nullable(),
  /** "3,000+ customers": the figure is a floor. */
  atLeast: z.boolean(),
  period: figurePeriodSchema.nullable(),
  /**
   * `projected`: a forecast word or mark ("2026E"), or a period after the deck's own date (after the
   * ledger's date when the deck has none). `actual`: undated, or a period up to the deck's date, or — when
   * the deck gives no date — a past period the deck marks as actual ("2019A", "actual", a past-tense
   * verb). `unknown`: a past period in a deck with no date of its own that the deck does not mark either
   * way (a table of FY2019…FY2023 may be history or a plan: the deck does not say).
   */
  status: figureStatusSchema,
  /** The deck itself marks it as a projection ("forecast", "2026E", "by 2027", "target"). */
  markedAsProjection: z.boolean(),
  /** 1-based page (slide) number. */
  page: z.number().int().positive(),
  /** The figure as written ("$1.2M"). */
  raw: z.string(),
  /** The line or sentence it stands in, clipped. */
  context: z.string(),
});
export type Figure = z.infer<typeof figureSchema>;

export const figureLedgerSchema = z.object({
  /** When the ledger was computed (ingestion). */
  asOf: z.iso.datetime(),
  /** The date the deck gives itself (its cover's "March 2015"), if any: the reference for projections. */
  deckDate: z.iso.date().nullable(),
  figures: z.array(figureSchema),
  /** More figures than a ledger keeps (`MAX_LEDGER_FIGURES`): the rows stop at a slide. */
  truncated: z.boolean().default(false),
});
export type FigureLedger = z.infer<typeof figureLedgerSchema>;

export const figureCheckSchema = z.enum([
  'mrr-vs-arr',
  'growth-vs-figures',
  'runway-vs-burn',
  'market-order',
  'conflicting-values',
  'projection-as-actual',
  'freshness',
]);
export type FigureCheck = z.infer<typeof figureCheckSchema>;

export const figureFindingSchema = z.object({
  check: figureCheckSchema,
  severity: z.enum(['info', 'warning', 'error']),
  message: z.string(),
  figureIds: z.array(z.string()),
  pages: z.array(z.number().int().positive()),
});
export type FigureFinding = z.infer<typeof figureFindingSchema>;

/** `GET /api/decks/:id/figures`. `ledger` is null while the deck has not been read yet. */
export const deckFiguresResponseSchema = z.object({
  ledger: figureLedgerSchema.nullable(),
  findings: z.array(figureFindingSchema),
});
export type DeckFiguresResponse = z.infer<typeof deckFiguresResponseSchema>;
