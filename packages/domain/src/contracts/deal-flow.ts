/**
 * Deal-flow analytics (issue #37): `GET /api/deal-flow` answers every chart of the deal-flow page for the
 * actor's current workspace, over the decks the library's filters match (`from`/`to` are the upload-day
 * range, the library's `uploadedFrom`/`uploadedTo`). Each chart is one database query (ADR 0053).
 */
import { z } from 'zod';
import { PASS_REASONS } from '../pipeline.ts';
import { fitColorSchema } from './decks.ts';
import { DECK_SOURCE_KINDS, deckListFiltersShape } from './deck-list.ts';

const { uploadedFrom, uploadedTo, section: _section, ...libraryFilters } = deckListFiltersShape;

/** The query: the upload-day range and the library's filters (its section is the library's tabs, not a filter here). */
export const dealFlowQuerySchema = z.strictObject({ from: uploadedFrom, to: uploadedTo, ...libraryFilters });
export type DealFlowQuery = z.infer<typeof dealFlowQuerySchema>;

/** A breakdown shows its largest groups; the rest are summed in `others`. */
export const DEAL_FLOW_TOP_GROUPS = 12;

const count = z.number().int().min(0);
const group = <K extends z.ZodType>(key: K) => z.object({ key, count });
const breakdown = <K extends z.ZodType>(key: K) => z.object({ groups: z.array(group(key)), others: count });

export const dealFlowFunnelStageSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Decks that entered this stage or a later one (the funnel's stages are the board's, Passed left out). */
  reached: count,
  /** reached / the previous stage's reached, 0..1; null for the first stage or when the previous reached none. */
  conversion: z.number().min(0).max(1).nullable(),
  /** Median of the decks' days in this stage, over stays that ended; null when none has ended. */
  medianDays: z.number().min(0).nullable(),
  /** How many decks' stays in this stage have ended (what the median is taken over). */
  endedStays: count,
});
export type DealFlowFunnelStage = z.infer<typeof dealFlowFunnelStageSchema>;

export const DEAL_FLOW_OUTCOMES = ['passed', 'advanced'] as const;
export type DealFlowOutcome = (typeof DEAL_FLOW_OUTCOMES)[number];

export const dealFlowResponseSchema = z.object({
  /** Decks the filters match. */
  total: count,
  /** Decks received per ISO week (Monday, UTC), weeks without decks included between the first and last. */
  weekly: z.array(z.object({ weekStart: z.string(), count })),
  /** By stated industry key (`Unknown`: none stated). */
  sector: breakdown(z.string()),
  /** By canonical stage (`Unknown`: not recognised). */
  stage: breakdown(z.string()),
  /** By stated location key (`Unknown`: none stated). */
  geography: breakdown(z.string()),
  /** By overall fit as shown (`Unknown`: no fit or unknown). */
  fit: breakdown(fitColorSchema),
  source: breakdown(z.enum(DECK_SOURCE_KINDS)),
  funnel: z.object({ stages: z.array(dealFlowFunnelStageSchema), passed: count }),
  /** Decks now in Passed, by their reason. */
  passReasons: breakdown(z.enum(PASS_REASONS)),
  /**
   * The overall fit of the decks passed on (now in Passed) and of those advanced (now in a stage after
   * New other than Passed), so a partner sees whether the fit predicted the decision.
   */
  fitByOutcome: z.array(z.object({ fit: fitColorSchema, passed: count, advanced: count })),
});
export type DealFlowResponse = z.infer<typeof dealFlowResponseSchema>;
export type DealFlowBreakdown<K extends string = string> = { groups: Array<{ key: K; count: number }>; others: number };
