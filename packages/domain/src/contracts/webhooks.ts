import { z } from 'zod';
import { WEBHOOK_URL_MAX_LENGTH } from '../constants.ts';

/** The events an endpoint can subscribe to (issue #20 item 4). */
export const WEBHOOK_EVENT_TYPES = [
  'deck.added',
  'deck.analyzed',
  'deep_analysis.completed',
  'deep_analysis.failed',
  'deck.stage_changed',
  'deck.version_added',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** Sent only by "Send test event", to the one endpoint it is asked for; never subscribed to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** What each event means, for the settings form and the README. */
export const WEBHOOK_EVENT_DESCRIPTIONS: Record<WebhookEventType, string> = {
  'deck.added': 'A new deck was added to the workspace’s library (an upload finished, or a file was added anyway).',
  'deck.analyzed': 'A deck’s facts and investor fit were analysed (after its upload, or when its fit is recalculated).',
  'deep_analysis.completed': 'A deep analysis finished: its tier and verdict are ready.',
  'deep_analysis.failed': 'A deep analysis failed; its token was refunded.',
  'deck.stage_changed': 'A deck moved to another deal stage of the pipeline.',
  'deck.version_added': 'A deck got a new version (an updated file added as its next version), with what changed.',
};

/** POST /api/workspaces/:id/webhooks */
export const createWebhookSchema = z
  .object({
    url: z.string().trim().min(1, 'Enter the endpoint URL').max(WEBHOOK_URL_MAX_LENGTH),
    events: z
      .array(z.enum(WEBHOOK_EVENT_TYPES))
      .min(1, 'Choose at least one event')
      .max(WEBHOOK_EVENT_TYPES.length)
      .transform((events) => [...new Set(events)]),
  })
  .strict();
export type CreateWebhookInput = z.input<typeof createWebhookSchema>;

export const webhookDeliveryStatusSchema = z.enum(['pending', 'retrying', 'succeeded', 'failed']);
export type WebhookDeliveryStatus = z.infer<typeof webhookDeliveryStatusSchema>;

/** One delivery of one event to one endpoint, as logged. */
export const webhookDeliverySchema = z.object({
  id: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  status: webhookDeliveryStatusSchema,
  attempts: z.number().int(),
  /** HTTP status of the last attempt; null when it got no answer (refused target, timeout, connection error). */
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  lastAttemptAt: z.string().nullable().describe('ISO 8601'),
  createdAt: z.string().describe('ISO 8601'),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** An endpoint as listed: never its secret, only its first characters. */
export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  secretPrefix: z.string(),
  createdAt: z.string().describe('ISO 8601'),
  /** The newest delivery, to show the endpoint's health at a glance; null before the first. */
  lastDelivery: webhookDeliverySchema.nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** The answer to a creation: the only time the secret is shown. */
export const createdWebhookSchema = webhookEndpointSchema.extend({ secret: z.string() });
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

/** The JSON body of every delivery. `id` is the event's (the same on every retry: deduplicate on it). */
export interface WebhookEventBody<T = Record<string, unknown>> {
  id: string;
  type: WebhookEventType | typeof WEBHOOK_TEST_EVENT;
  createdAt: string;
  /** The workspace the event happened in (whose endpoints receive it). */
  workspaceId: string;
  data: T;
}
