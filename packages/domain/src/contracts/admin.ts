import { z } from 'zod';
import { ADMIN_MESSAGES } from '../messages.ts';
import { ASK_MODEL_ANSWERS_PER_TOKEN_MAX } from '../ask-deck.ts';
import { metadataFieldSchema, type MetadataField } from './decks.ts';
import { factStatesSchema, type SameShape } from './answer-parts.ts';
import type { FactState } from '../field-sources.ts';

export interface AdminUserRow {
  id: string;
  email: string;
  displayName: string | null;
  lastLogin: string | null;
  decksAnalyzed: number;
  deckCount: number;
  createdAt: string;
  isAdmin: boolean;
  tokenBalance: number;
  totalTokensEarned: number;
  totalTokensSpent: number;
}

export interface AdminDeckRow {
  id: string;
  companyName: string;
  industry: string;
  stage: string;
  roundSize: string;
  geography: string;
  uploadedAt: string;
  status: string;
  fileUrl: string | null;
  product: string;
  shortDescription: string;
  executiveSummary: string;
  userId: string;
  userEmail: string | null;
  deepAnalysisStatus: string | null;
  /** Each fact's state (field-sources.ts factState): an assumed value is marked, not shown as the deck's. */
  factStates: Record<MetadataField, FactState>;
}

export interface AdminAnalytics {
  totalUsers: number;
  activeUsers: number;
  totalDecks: number;
  decksLast7Days: number;
  decksPrevious7Days: number;
  growthRate: number;
  topIndustries: { industry: string; count: number }[];
  recentActivity: { date: string; decks: number }[];
  recentDecks: AdminDeckRow[];
  /**
   * Accuracy from real use (ADR 12): of the decks with extracted facts, how many had each fact corrected
   * by their owner (changed to a different value at least once), and that share in percent.
   */
  fieldCorrections: {
    decks: number;
    fields: { field: MetadataField; corrected: number; share: number }[];
  };
  apiUsage: {
    totalCalls: number;
    totalTokens: number;
    monthlyQuota: number;
    percentageUsed: number;
    recentCalls: { date: string; calls: number }[];
  };
}

/** The spec's "Invalid Amount: Please enter a valid positive number" as one line. */
export const INVALID_AMOUNT_TEXT = `${ADMIN_MESSAGES.invalidAmount.title}: ${ADMIN_MESSAGES.invalidAmount.message}`;
export const MAX_TOKEN_GRANT = 1_000_000;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && !value.trim());

/** A form sends the amount as text: blank is missing, anything else is read as a number (or NaN). */
const formNumber = (value: unknown) => {
  if (isBlank(value)) return undefined;
  return typeof value === 'string' ? Number(value.trim()) : value;
};

const missing = { error: ADMIN_MESSAGES.grantMissingFields };
const invalidAmount = { error: INVALID_AMOUNT_TEXT };

/**
 * A token grant (spec accounts §5): amount and reason required ("Please fill in all required fields"),
 * the amount a positive number ("Invalid Amount: …") and, tokens being whole, an integer.
 */
export const grantTokensSchema = z
  .object({
    amount: z.preprocess(
      formNumber,
      z
        .number({ error: (issue) => (issue.input === undefined ? missing.error : invalidAmount.error) })
        .int(invalidAmount)
        .positive(invalidAmount)
        .max(MAX_TOKEN_GRANT, invalidAmount),
    ),
    reason: z.string(missing).trim().min(1, missing).max(500),
  })
  .strict();

export type GrantInput = z.infer<typeof grantTokensSchema>;

/** Reads a grant; a missing field is reported before a bad amount, as the form checks them. */
export function readGrant(body: unknown): { ok: true; value: GrantInput } | { ok: false; message: string } {
  const result = grantTokensSchema.safeParse(body ?? {});
  if (result.success) return { ok: true, value: result.data };
  const messages = result.error.issues.map((issue) => issue.message);
  const message = messages.includes(ADMIN_MESSAGES.grantMissingFields)
    ? ADMIN_MESSAGES.grantMissingFields
    : messages.includes(INVALID_AMOUNT_TEXT)
      ? INVALID_AMOUNT_TEXT
      : (messages[0] ?? INVALID_AMOUNT_TEXT);
  return { ok: false, message };
}

export interface RecalculationResult {
  oldBalance: number;
  newBalance: number;
  totalEarned: number;
  totalSpent: number;
}

export const appSettingsSchema = z.object({
  newUserFreeCredits: z.number().int().min(0).max(1000),
  useRealAnalysis: z.boolean(),
  enableBackgroundProcessing: z.boolean(),
  maxUploadSizeMB: z.number().int().min(1).max(100),
  /**
   * Webhook endpoints may be on the private network (loopback, RFC 1918, unique local, carrier-grade NAT)
   * and use http (ADR 0021, platform/outbound). Off by default: a user's endpoint must not become a way to
   * reach the server's own network. Link-local (cloud metadata) and every other non-unicast range stay refused.
   */
  allowPrivateWebhookTargets: z.boolean(),
  /** While the analysis model is down, read uploads with the local engine instead of waiting (issue #38). */
  readOfflineWhenModelDown: z.boolean(),
  /** Model answers to deck questions one token buys; 0 makes them free (issue #32, ADR 0060). */
  askModelAnswersPerToken: z.number().int().min(0).max(ASK_MODEL_ANSWERS_PER_TOKEN_MAX),
});
/** `GET /api/admin/settings`: the settings and who last changed them. */
export const appSettingsAnswerSchema = appSettingsSchema.extend({
  lastUpdated: z.string().nullable(),
  updatedBy: z.string().nullable(),
  /** The editor's name or email, for display; null when never edited. */
  updatedByName: z.string().nullable(),
});
export type AppSettings = z.infer<typeof appSettingsAnswerSchema>;
/** `GET /api/admin/settings/server`: what this server process can do, found at start-up (read-only). */
export const serverCapabilitiesSchema = z.object({
  /** PowerPoint slides drawn through LibreOffice (ADR 0014); without it they are shown as text. */
  slideRendering: z.object({
    available: z.boolean(),
    sofficePath: z.string().nullable(),
    reason: z.string().nullable(),
  }),
});
export type ServerCapabilities = z.infer<typeof serverCapabilitiesSchema>;

export const appSettingsPatchSchema = appSettingsSchema.partial().strict();
export type AppSettingsPatch = z.output<typeof appSettingsPatchSchema>;

export const aiConfigSchema = z.object({
  model: z.string().min(1).max(200),
  temperature: z.number().min(0).max(2),
  maxTokens: z.number().int().min(1).max(32768),
  topK: z.number().int().min(1).max(100),
  topP: z.number().min(0).max(1),
});

export const promptSchema = z.object({
  id: z.string().min(1).max(100),
  name: z.string().min(1).max(200),
  description: z.string().max(2000),
  template: z.string().max(100_000),
  variables: z.array(z.string().max(100)).max(100),
  aiConfig: aiConfigSchema,
  category: z.enum(['extraction', 'analysis', 'generation']),
  isActive: z.boolean(),
});
export const promptAnswerSchema = promptSchema.extend({ lastUpdated: z.string().nullable() });
export type Prompt = z.infer<typeof promptAnswerSchema>;

export const legalDocumentUpdateSchema = z
  .object({
    title: z.string().trim().min(1).max(200),
    content: z.string().max(200_000),
    isActive: z.boolean().optional(),
  })
  .strict();
export interface LegalDocument {
  id: string;
  title: string;
  content: string;
  lastUpdated: string;
  /** The editing admin's id and name (or email); both null in the public read. */
  updatedBy: string | null;
  updatedByName: string | null;
  version: number;
  isActive: boolean;
}

// ---- answer schemas (ADR 0045): the shapes above as the API reference describes them ----

export const adminUserRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  lastLogin: z.string().nullable(),
  decksAnalyzed: z.number().int(),
  deckCount: z.number().int(),
  createdAt: z.string(),
  isAdmin: z.boolean(),
  tokenBalance: z.number(),
  totalTokensEarned: z.number(),
  totalTokensSpent: z.number(),
});

export const recalculationResultSchema = z.object({
  oldBalance: z.number(),
  newBalance: z.number(),
  totalEarned: z.number(),
  totalSpent: z.number(),
});

export const adminDeckRowSchema = z.object({
  id: z.string(),
  companyName: z.string(),
  industry: z.string(),
  stage: z.string(),
  roundSize: z.string(),
  geography: z.string(),
  uploadedAt: z.string(),
  status: z.string(),
  fileUrl: z.string().nullable(),
  product: z.string(),
  shortDescription: z.string(),
  executiveSummary: z.string(),
  userId: z.string(),
  userEmail: z.string().nullable(),
  deepAnalysisStatus: z.string().nullable(),
  factStates: factStatesSchema,
});

export const adminAnalyticsSchema = z.object({
  totalUsers: z.number().int(),
  activeUsers: z.number().int(),
  totalDecks: z.number().int(),
  decksLast7Days: z.number().int(),
  decksPrevious7Days: z.number().int(),
  growthRate: z.number(),
  topIndustries: z.array(z.object({ industry: z.string(), count: z.number().int() })),
  recentActivity: z.array(z.object({ date: z.string(), decks: z.number().int() })),
  recentDecks: z.array(adminDeckRowSchema),
  fieldCorrections: z.object({
    decks: z.number().int(),
    fields: z.array(z.object({ field: metadataFieldSchema, corrected: z.number().int(), share: z.number() })),
  }),
  apiUsage: z.object({
    totalCalls: z.number().int(),
    totalTokens: z.number(),
    monthlyQuota: z.number(),
    percentageUsed: z.number(),
    recentCalls: z.array(z.object({ date: z.string(), calls: z.number().int() })),
  }),
});

const adminAnswersMatch: [
  SameShape<z.infer<typeof adminUserRowSchema>, AdminUserRow>,
  SameShape<z.infer<typeof recalculationResultSchema>, RecalculationResult>,
  SameShape<z.infer<typeof adminDeckRowSchema>, AdminDeckRow>,
  SameShape<z.infer<typeof adminAnalyticsSchema>, AdminAnalytics>,
] = [true, true, true, true];
void adminAnswersMatch;

export const legalDocumentSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  lastUpdated: z.string(),
  updatedBy: z.string().nullable(),
  updatedByName: z.string().nullable(),
  version: z.number().int(),
  isActive: z.boolean(),
});
const legalDocumentMatches: SameShape<z.infer<typeof legalDocumentSchema>, LegalDocument> = true;
void legalDocumentMatches;
