import { z } from 'zod';
import { API_KEY_NAME_MAX_LENGTH } from '../constants.ts';

/** POST /api/me/api-keys */
export const createApiKeySchema = z
  .object({ name: z.string().trim().min(1, 'Give the key a name').max(API_KEY_NAME_MAX_LENGTH) })
  .strict();
export type CreateApiKeyInput = z.infer<typeof createApiKeySchema>;

/** A key as listed: never the key itself, only its first characters. */
export const apiKeySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters (e.g. "psk_AbCdEfGh"), to tell keys apart. */
  prefix: z.string(),
  createdAt: z.string().describe('ISO 8601'),
  lastUsedAt: z.string().nullable().describe('ISO 8601; null until the key is first used'),
});
export type ApiKeySummary = z.infer<typeof apiKeySummarySchema>;

/** The answer to a creation: the only time the key is shown. */
export const createdApiKeySchema = apiKeySummarySchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
