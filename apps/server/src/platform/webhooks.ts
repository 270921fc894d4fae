import type { WebhookEventType } from '@pitchscope/domain/contracts/webhooks';
import type { Tx } from './db/database.ts';

/** An event of a workspace (ADR 0021, 0022). `data` is what the delivery body's `data` carries. */
export interface WebhookEvent {
  type: WebhookEventType;
  /** Whose endpoints receive it: the workspace the deck is in (not its uploader's personal one). */
  workspaceId: string;
  data: Record<string, unknown>;
}

/**
 * The one way services emit webhook events. Pass the transaction that makes the change: the deliveries
 * and their queue jobs are then part of it (a rolled-back change sends nothing; a committed one cannot
 * lose its event). Delivery, signing, retries and the address checks all live in modules/webhooks.
 */
export interface WebhookPublisher {
  publish(event: WebhookEvent, options?: { tx?: Tx }): Promise<void>;
}
