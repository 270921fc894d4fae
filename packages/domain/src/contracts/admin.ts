import { z } from 'zod';

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
  apiUsage: {
    totalCalls: number;
    totalTokens: number;
    monthlyQuota: number;
    percentageUsed: number;
    recentCalls: { date: string; calls: number }[];
  };
}

export const grantTokensSchema = z
  .object({
    amount: z.number().positive().max(1_000_000),
    reason: z.string().trim().min(1).max(500),
  })
  .strict();

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
});
export type AppSettings = z.infer<typeof appSettingsSchema> & {
  lastUpdated: string | null;
  updatedBy: string | null;
  /** The editor's name or email, for display; null when never edited. */
  updatedByName: string | null;
};
export const appSettingsPatchSchema = appSettingsSchema.partial().strict();

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
export type Prompt = z.infer<typeof promptSchema> & { lastUpdated: string | null };

export const legalDocumentUpdateSchema = z
  .object({ title: z.string().trim().min(1).max(200), content: z.string().max(200_000) })
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
