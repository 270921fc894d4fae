import { z } from 'zod';
import { SHARE_LINK_MAX_EXPIRY_DAYS } from '../constants.ts';
import { SHARE_LINK_MESSAGES } from '../messages.ts';

/** POST /api/decks/:id/share-links: no expiry when `expiresInDays` is absent or null. */
export const createShareLinkSchema = z
  .object({
    expiresInDays: z
      .number()
      .int(SHARE_LINK_MESSAGES.expiryRange(SHARE_LINK_MAX_EXPIRY_DAYS))
      .min(1, SHARE_LINK_MESSAGES.expiryRange(SHARE_LINK_MAX_EXPIRY_DAYS))
      .max(SHARE_LINK_MAX_EXPIRY_DAYS, SHARE_LINK_MESSAGES.expiryRange(SHARE_LINK_MAX_EXPIRY_DAYS))
      .nullable()
      .optional(),
  })
  .strict();
export type CreateShareLinkInput = z.infer<typeof createShareLinkSchema>;

export const shareLinkStatusSchema = z.enum(['active', 'expired', 'revoked']);
export type ShareLinkStatus = z.infer<typeof shareLinkStatusSchema>;

/** A link as its owner (or an admin) lists it: never the token, which is stored hashed. */
export const shareLinkSummarySchema = z.object({
  id: z.string(),
  status: shareLinkStatusSchema,
  createdAt: z.string().describe('ISO 8601'),
  expiresAt: z.string().nullable().describe('ISO 8601; null when the link does not expire'),
  revokedAt: z.string().nullable().describe('ISO 8601'),
  viewCount: z.number().int(),
  lastViewedAt: z.string().nullable().describe('ISO 8601; null until first opened'),
});
export type ShareLinkSummary = z.infer<typeof shareLinkSummarySchema>;

/** The answer to a creation: the only time the link's URL (its token) is shown. */
export const createdShareLinkSchema = shareLinkSummarySchema.extend({
  url: z.string().describe('The public page, `<APP_URL>/s/<token>`'),
});
export type CreatedShareLink = z.infer<typeof createdShareLinkSchema>;

/**
 * One deck fact on the shared page: only facts the deck states (an assumed default is not shown), or the
 * owner set (`edited`, ADR 0039).
 */
export const sharedFactSchema = z
  .object({ field: z.string(), label: z.string(), value: z.string(), state: z.enum(['stated', 'edited']) })
  .strict();
export type SharedFact = z.infer<typeof sharedFactSchema>;

/** A fact the owner edited after the report was written, with its value now (ADR 0039). */
export const sharedFactEditSchema = z.object({ field: z.string(), label: z.string(), value: z.string() }).strict();
export type SharedFactEdit = z.infer<typeof sharedFactEditSchema>;

export const sharedReportSectionSchema = z.object({ title: z.string(), text: z.string() }).strict();
export type SharedReportSection = z.infer<typeof sharedReportSectionSchema>;

/**
 * GET /api/share/:token, for anyone holding the link. Strict: a key added here is a decision (ADR 0020
 * lists what is public), and the tests assert on this exact set of keys.
 */
export const sharedDeckSchema = z
  .object({
    companyName: z.string(),
    shortDescription: z.string().nullable(),
    executiveSummary: z.string().nullable(),
    facts: z.array(sharedFactSchema),
    pageCount: z.number().int(),
    report: z
      .object({
        generatedAt: z.string().describe('ISO 8601'),
        sections: z.array(sharedReportSectionSchema),
        factsEditedSince: z
          .array(sharedFactEditSchema)
          .describe('Facts the owner edited after the report was written, as they are now; the report quotes the earlier values'),
      })
      .strict()
      .nullable()
      .describe('The finished deep analysis without its verdict and fit lines; null when there is none'),
    expiresAt: z.string().nullable().describe('ISO 8601; when this link stops working'),
  })
  .strict();
export type SharedDeck = z.infer<typeof sharedDeckSchema>;
