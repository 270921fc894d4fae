import { z } from 'zod';
import {
  DISPLAY_NAME_MAX_LENGTH,
  NOTIFICATION_DEFAULTS,
  OWNERSHIP_INPUT,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PROFILE_DEFAULTS,
  PROFILE_RANGES,
} from '../constants.ts';
import { ACCOUNT_MESSAGES, AUTH_ERRORS } from '../messages.ts';
import { currentWorkspaceSchema } from './workspaces.ts';

// A non-numeric ownership entry becomes 0 (spec accounts §5), so the schema coerces rather than rejects.
const ownership = z.coerce
  .number()
  .catch(0)
  .pipe(z.number().min(OWNERSHIP_INPUT.min).max(OWNERSHIP_INPUT.max));

export const investorProfileSchema = z.object({
  investmentFocus: z.array(z.string().max(100)).max(50).default(PROFILE_DEFAULTS.investmentFocus),
  investmentStages: z.array(z.string().max(100)).max(20).default(PROFILE_DEFAULTS.investmentStages),
  investorType: z.string().max(100).default(''),
  ticketSizeMin: z.number().min(0).max(1e12).default(PROFILE_DEFAULTS.ticketSizeMin),
  ticketSizeMax: z.number().min(0).max(1e12).default(PROFILE_DEFAULTS.ticketSizeMax),
  targetOwnershipMin: ownership.default(PROFILE_DEFAULTS.targetOwnershipMin),
  targetOwnershipMax: ownership.default(PROFILE_DEFAULTS.targetOwnershipMax),
  excludedCategories: z.array(z.string().max(100)).max(50).default([]),
  customExcludedCategories: z.string().max(2000).default(''),
  investmentThesis: z.string().max(20_000).default(''),
  // Regions or countries (geography.ts); empty means none set, rated Yellow by the fit.
  targetGeographies: z.array(z.string().max(100)).max(50).default([]),
  notifications: z
    .object({ email: z.boolean(), browser: z.boolean(), weeklyDigest: z.boolean() })
    .default({ ...NOTIFICATION_DEFAULTS }),
  /** The ranges the user has set (changed, or kept at the default on purpose): completeness counts them (ADR 0032). */
  rangesSetByUser: z.array(z.enum(PROFILE_RANGES)).max(PROFILE_RANGES.length).optional(),
});
export type InvestorProfile = z.infer<typeof investorProfileSchema>;

export const subscriptionPlanSchema = z.enum(['none', 'payg', 'subscription']);

/** The signed-in user's record (spec accounts §3), as `GET /api/me` returns it. */
export const meSchema = z.object({
  uid: z.string(),
  email: z.string(),
  displayName: z.string().nullable(),
  photoURL: z.string().nullable(),
  isAdmin: z.boolean(),
  lastLogin: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  decksAnalyzed: z.number(),
  tokenBalance: z.number(),
  totalTokensEarned: z.number(),
  totalTokensSpent: z.number(),
  subscriptionPlan: subscriptionPlanSchema,
  subscriptionStatus: z.string(),
  credits: z.number(),
  subscriptionStartDate: z.string().nullable(),
  subscriptionEndDate: z.string().nullable(),
  billingCycleStart: z.string().nullable(),
  billingCycleEnd: z.string().nullable(),
  investorProfile: investorProfileSchema.nullable(),
  /** The workspace uploads land in and the library shows (ADR 0022). */
  currentWorkspace: currentWorkspaceSchema,
});
export type Me = z.infer<typeof meSchema>;

/**
 * `PATCH /api/me`: only changed name and email are sent; the password is write-only. Changing the email or
 * the password needs the current password (re-authentication, OWASP ASVS §2.5 and §3.3); the new
 * password's policy beyond its length is checked by the server (password-policy.ts).
 */
export const updateMeSchema = z
  .object({
    displayName: z.string().trim().min(1).max(DISPLAY_NAME_MAX_LENGTH, { message: ACCOUNT_MESSAGES.nameTooLong }).optional(),
    email: z.email({ message: AUTH_ERRORS.invalidEmail.message }).max(320).optional(),
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, { message: AUTH_ERRORS.weakPassword.message })
      .max(PASSWORD_MAX_LENGTH, { message: AUTH_ERRORS.weakPassword.message })
      .optional(),
    currentPassword: z.string().max(PASSWORD_MAX_LENGTH).optional(),
    investorProfile: investorProfileSchema.optional(),
  })
  .strict()
  .refine((input) => !changesCredentials(input) || Boolean(input.currentPassword), {
    path: ['currentPassword'],
    message: ACCOUNT_MESSAGES.currentPasswordRequired,
  });
export type UpdateMeInput = z.infer<typeof updateMeSchema>;

/** Whether an update touches the sign-in credentials (and so needs the current password). */
export function changesCredentials(input: { email?: unknown; password?: unknown }): boolean {
  return input.email !== undefined || input.password !== undefined;
}

export const transactionTypeSchema = z.enum(['spent', 'refunded', 'granted']);
export type TransactionType = z.infer<typeof transactionTypeSchema>;

export const escrowOutcomeSchema = z.enum(['held', 'charged', 'refunded']);
export type EscrowOutcome = z.infer<typeof escrowOutcomeSchema>;

export const tokenTransactionSchema = z.object({
  id: z.string(),
  userId: z.string(),
  amount: z.number(),
  type: transactionTypeSchema,
  reason: z.string(),
  /** For a deep analysis's escrow (a `spent` row): still held, charged on completion, or refunded. */
  outcome: escrowOutcomeSchema.nullable(),
  analysisId: z.string().nullable(),
  adminId: z.string().nullable(),
  /** The deck and workspace a hold or refund was for (null for grants, and for entries older than that record). */
  deckId: z.string().nullable(),
  workspaceId: z.string().nullable(),
  /** The deck's company (or file) name and its team's name, while the user still belongs to that workspace. */
  deckName: z.string().nullable(),
  workspaceName: z.string().nullable(),
  timestamp: z.string(),
});
export type TokenTransaction = z.infer<typeof tokenTransactionSchema>;

export const checkoutSchema = z.object({ plan: z.enum(['payg', 'subscription']) }).strict();

export const authConfigSchema = z.object({ googleEnabled: z.boolean() });
export type AuthConfig = z.infer<typeof authConfigSchema>;

/** `GET /api/app-config`: public settings the browser needs before it acts. */
export const appConfigSchema = z.object({
  googleEnabled: z.boolean(),
  maxUploadSizeMB: z.number(),
  /** The server sends email (SMTP_URL and MAIL_FROM set): invitations and analysis-complete notices. */
  mailEnabled: z.boolean(),
  /** While the analysis model is down, uploads are read by the local engine instead of waiting (issue #38). */
  readOfflineWhenModelDown: z.boolean(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
