import { randomBytes } from 'node:crypto';
import {
  WEBHOOK_DELIVERIES_SHOWN,
  WEBHOOK_DELIVERY_RETENTION_DAYS,
  WEBHOOK_SECRET_PREFIX,
  WEBHOOK_SECRET_RANDOM_BYTES,
  WEBHOOK_SECRET_SHOWN_PREFIX_LENGTH,
  WEBHOOKS_PER_WORKSPACE_MAX,
} from '@pitchscope/domain/constants';
import {
  createWebhookSchema,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_TEST_EVENT,
  type CreatedWebhook,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEventBody,
} from '@pitchscope/domain/contracts/webhooks';
import type { Config } from '../../config/env.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Db, Tx } from '../../platform/db/database.ts';
import type { Actor } from '../../platform/actor.ts';
import { AppError } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { logger } from '../../platform/logger.ts';
import type { QueueDefinition } from '../../platform/queue.ts';
import type { WebhookEvent, WebhookPublisher } from '../../platform/webhooks.ts';
import { parseInput } from '../../platform/http/validation.ts';
import { getAppSettings } from '../admin/app-settings.service.ts';
import { requireWorkspaceRole } from '../workspaces/workspaces.service.ts';
import * as repo from './webhooks.repository.ts';
import { resolveWebhookTarget, WebhookTargetRefused, type Resolver } from './webhook-target.ts';
import { sendWebhook, type SendResult } from './webhook-sender.ts';

export const WEBHOOK_MESSAGES = {
  sessionRequired: 'Webhook endpoints are added from a signed-in browser session, not with an API key.',
  tooMany: `This workspace has ${WEBHOOKS_PER_WORKSPACE_MAX} webhook endpoints, the most one workspace may hold. Delete one you no longer use first.`,
  notFound: 'This webhook endpoint does not exist or was deleted.',
  testMessage: 'This is a test event from Pitchscope.',
  refusedAtDelivery: (reason: string) => `Not sent: ${reason}`,
  internalError: 'Not sent: Pitchscope could not prepare the delivery.',
} as const;

/** The queue of deliveries: one job per delivery, retried with exponential backoff (ADR 0021). */
export function webhookDeliveryQueue(config: Pick<Config, 'WEBHOOK_MAX_ATTEMPTS' | 'WEBHOOK_RETRY_DELAY_SECONDS' | 'WEBHOOK_TIMEOUT_SECONDS'>): QueueDefinition {
  return {
    name: 'webhook-delivery',
    expireInSeconds: config.WEBHOOK_TIMEOUT_SECONDS + 60,
    retryLimit: config.WEBHOOK_MAX_ATTEMPTS - 1,
    retryDelay: config.WEBHOOK_RETRY_DELAY_SECONDS,
    retryBackoff: true,
    retryDelayMax: 6 * 3600,
  };
}

const generateSecret = () => WEBHOOK_SECRET_PREFIX + randomBytes(WEBHOOK_SECRET_RANDOM_BYTES).toString('base64url');

const toDelivery = (row: repo.WebhookDeliveryRow): WebhookDelivery => ({
  id: row.id,
  eventId: row.eventId,
  eventType: row.eventType,
  status: row.status,
  attempts: row.attempts,
  lastStatusCode: row.lastStatusCode,
  lastError: row.lastError,
  lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

const subscribedEvents = (row: repo.WebhookEndpointRow) =>
  WEBHOOK_EVENT_TYPES.filter((type) => row.events.includes(type));

const toEndpoint = (row: repo.WebhookEndpointRow, last: repo.WebhookDeliveryRow | undefined): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  events: subscribedEvents(row),
  secretPrefix: row.secret.slice(0, WEBHOOK_SECRET_SHOWN_PREFIX_LENGTH),
  createdAt: row.createdAt.toISOString(),
  lastDelivery: last ? toDelivery(last) : null,
});

/** Adding an endpoint needs the browser session: a leaked API key must not open a channel that outlives it. */
function requireSession(actor: Actor) {
  if (actor.apiKeyId) throw new AppError('FORBIDDEN', WEBHOOK_MESSAGES.sessionRequired);
}

async function allowPrivateTargets(db: Db): Promise<boolean> {
  return (await getAppSettings(db)).allowPrivateWebhookTargets;
}

/**
 * Endpoints are a workspace's (ADR 0021, 0022): only its owners manage them and read their deliveries
 * (they see every event of the workspace's decks); a member or viewer gets 403, an outsider 404.
 */
const requireWebhookManager = (ctx: Pick<AppContext, 'db'>, actor: Actor, workspaceId: string) =>
  requireWorkspaceRole(ctx.db, actor, workspaceId, 'manage');

/** `POST /api/workspaces/:id/webhooks`: checks the URL (https, a public address) and answers the secret, once. */
export async function createWebhook(
  ctx: AppContext,
  actor: Actor,
  workspaceId: string,
  body: unknown,
  options: { resolve?: Resolver } = {},
): Promise<CreatedWebhook> {
  requireSession(actor);
  await requireWebhookManager(ctx, actor, workspaceId);
  const input = parseInput(createWebhookSchema, body);
  const target = await resolveWebhookTarget(input.url, {
    allowPrivate: await allowPrivateTargets(ctx.db),
    resolve: options.resolve,
  }).catch((error: unknown) => {
    if (error instanceof WebhookTargetRefused) throw new AppError('VALIDATION_FAILED', error.message, { field: 'url' });
    throw error;
  });
  return ctx.db.transaction(async (tx) => {
    if ((await repo.countWorkspaceEndpoints(tx, workspaceId)) >= WEBHOOKS_PER_WORKSPACE_MAX) {
      throw new AppError('CONFLICT', WEBHOOK_MESSAGES.tooMany);
    }
    const secret = generateSecret();
    const row = await repo.insertEndpoint(tx, {
      id: newId(),
      workspaceId,
      createdByUserId: actor.userId,
      url: target.url.toString(),
      events: input.events,
      secret,
    });
    logger.info({ userId: actor.userId, workspaceId, webhookId: row.id }, 'webhook endpoint created');
    return { ...toEndpoint(row, undefined), secret };
  });
}

/** `GET /api/workspaces/:id/webhooks`: the workspace's endpoints, each with its newest delivery. */
export async function listWebhooks(ctx: AppContext, actor: Actor, workspaceId: string): Promise<WebhookEndpoint[]> {
  await requireWebhookManager(ctx, actor, workspaceId);
  const rows = await repo.listWorkspaceEndpoints(ctx.db, workspaceId);
  const latest = await repo.latestDeliveries(ctx.db, rows.map((row) => row.id));
  return rows.map((row) => toEndpoint(row, latest.get(row.id)));
}

async function loadWorkspaceEndpoint(ctx: AppContext, actor: Actor, workspaceId: string, id: string) {
  await requireWebhookManager(ctx, actor, workspaceId);
  const endpoint = await repo.findWorkspaceEndpoint(ctx.db, workspaceId, id);
  if (!endpoint) throw new AppError('NOT_FOUND', WEBHOOK_MESSAGES.notFound);
  return endpoint;
}

/** `DELETE /api/workspaces/:id/webhooks/:webhookId`: the endpoint and its delivery log; a queued delivery is dropped. */
export async function deleteWebhook(ctx: AppContext, actor: Actor, workspaceId: string, id: string): Promise<{ ok: true }> {
  await requireWebhookManager(ctx, actor, workspaceId);
  if (!(await repo.deleteWorkspaceEndpoint(ctx.db, workspaceId, id))) {
    throw new AppError('NOT_FOUND', WEBHOOK_MESSAGES.notFound);
  }
  logger.info({ userId: actor.userId, workspaceId, webhookId: id }, 'webhook endpoint deleted');
  return { ok: true };
}

/** `GET /api/workspaces/:id/webhooks/:webhookId/deliveries`: the newest deliveries, newest first. */
export async function listWebhookDeliveries(
  ctx: AppContext,
  actor: Actor,
  workspaceId: string,
  id: string,
): Promise<WebhookDelivery[]> {
  const endpoint = await loadWorkspaceEndpoint(ctx, actor, workspaceId, id);
  return (await repo.listEndpointDeliveries(ctx.db, endpoint.id, WEBHOOK_DELIVERIES_SHOWN)).map(toDelivery);
}

/** The body every delivery of one event carries: the same bytes on every attempt and to every endpoint. */
function eventBody(
  type: WebhookEventBody['type'],
  workspaceId: string,
  data: Record<string, unknown>,
  at: Date,
): WebhookEventBody {
  return { id: newId(), type, createdAt: at.toISOString(), workspaceId, data };
}

async function enqueueDeliveries(
  ctx: Pick<AppContext, 'db' | 'queue' | 'config'>,
  endpoints: repo.WebhookEndpointRow[],
  body: WebhookEventBody,
  tx: Tx | undefined,
): Promise<repo.WebhookDeliveryRow[]> {
  const text = JSON.stringify(body);
  const rows = await repo.insertDeliveries(
    tx ?? ctx.db,
    endpoints.map((endpoint) => ({ id: newId(), endpointId: endpoint.id, eventId: body.id, eventType: body.type, body: text })),
  );
  const queue = webhookDeliveryQueue(ctx.config);
  for (const row of rows) await ctx.queue.send(queue, { deliveryId: row.id }, tx ? { tx } : undefined);
  return rows;
}

/** `POST /api/workspaces/:id/webhooks/:webhookId/test`: a `webhook.test` event to this endpoint only; answers its delivery. */
export async function sendTestEvent(ctx: AppContext, actor: Actor, workspaceId: string, id: string): Promise<WebhookDelivery> {
  const endpoint = await loadWorkspaceEndpoint(ctx, actor, workspaceId, id);
  const data = { endpointId: endpoint.id, message: WEBHOOK_MESSAGES.testMessage };
  const body = eventBody(WEBHOOK_TEST_EVENT, workspaceId, data, ctx.clock());
  const [delivery] = await ctx.db.transaction((tx) => enqueueDeliveries(ctx, [endpoint], body, tx));
  return toDelivery(delivery!);
}

/** The webhooks port (platform/webhooks.ts): one delivery, and one queue job, per subscribed endpoint of the workspace. */
export function createWebhookPublisher(ctx: Pick<AppContext, 'db' | 'queue' | 'config' | 'clock'>): WebhookPublisher {
  return {
    async publish(event: WebhookEvent, options = {}) {
      const endpoints = await repo.listSubscribedEndpoints(options.tx ?? ctx.db, event.workspaceId, event.type);
      if (endpoints.length === 0) return;
      const body = eventBody(event.type, event.workspaceId, event.data, ctx.clock());
      await enqueueDeliveries(ctx, endpoints, body, options.tx);
    },
  };
}

/** Thrown by an attempt that failed but has retries left: the queue runs it again after its backoff. */
export class WebhookAttemptFailed extends Error {}

/**
 * The delivery job: checks the target again (after resolving it now: DNS may have changed since the
 * endpoint was added), signs the stored body with the current time and POSTs it to the checked address.
 * A 2xx answer succeeds; anything else is logged on the delivery and retried until the last attempt, which
 * marks it failed. A target refused by the address check fails at once (retrying cannot make it public).
 */
export async function deliverWebhook(
  ctx: Pick<AppContext, 'db' | 'config' | 'clock'>,
  deliveryId: string,
  job: { retryCount: number; retryLimit: number },
  options: { resolve?: Resolver } = {},
): Promise<void> {
  const found = await repo.findDeliveryWithEndpoint(ctx.db, deliveryId);
  if (!found) return; // the endpoint was deleted with its deliveries
  const { delivery, endpoint } = found;
  if (delivery.status === 'succeeded' || delivery.status === 'failed') return;
  const attemptedAt = ctx.clock();
  let result: SendResult;
  let refused = false;
  try {
    const target = await resolveWebhookTarget(endpoint.url, {
      allowPrivate: await allowPrivateTargets(ctx.db),
      resolve: options.resolve,
    });
    result = await sendWebhook(target, {
      body: delivery.body,
      secret: endpoint.secret,
      timestamp: Math.floor(attemptedAt.getTime() / 1000),
      headers: { 'Pitchscope-Event': delivery.eventType, 'Pitchscope-Delivery': delivery.id },
      timeoutMs: ctx.config.WEBHOOK_TIMEOUT_SECONDS * 1000,
    });
  } catch (error) {
    if (!(error instanceof WebhookTargetRefused)) throw error;
    refused = true;
    result = { statusCode: null, ok: false, error: WEBHOOK_MESSAGES.refusedAtDelivery(error.message), detail: error.detail };
  }
  const lastAttempt = refused || job.retryCount >= job.retryLimit;
  const status = result.ok ? 'succeeded' : lastAttempt ? 'failed' : 'retrying';
  await repo.updateDelivery(ctx.db, delivery.id, {
    status,
    attempts: delivery.attempts + 1,
    lastStatusCode: result.statusCode,
    lastError: result.error,
    lastAttemptAt: attemptedAt,
  });
  // The raw error (which port refused, which certificate failed) is for the operator's log only: the
  // delivery log a workspace owner reads says "could not connect", "timed out" or "answered N".
  const log = {
    webhookId: endpoint.id,
    deliveryId: delivery.id,
    attempt: delivery.attempts + 1,
    statusCode: result.statusCode,
    error: result.detail,
  };
  if (status === 'failed') logger.warn(log, 'webhook delivery failed');
  if (status === 'retrying') logger.info(log, 'webhook delivery attempt failed, will retry');
  if (status === 'retrying') throw new WebhookAttemptFailed(result.error ?? 'delivery failed');
}

/** Settles a delivery whose last attempt broke on our side (not the endpoint's answer). */
export async function failWebhookDelivery(ctx: Pick<AppContext, 'db' | 'clock'>, deliveryId: string): Promise<void> {
  await repo.updateDelivery(ctx.db, deliveryId, {
    status: 'failed',
    lastError: WEBHOOK_MESSAGES.internalError,
    lastAttemptAt: ctx.clock(),
  });
}

/** The sweeper's part: settled deliveries older than the retention are deleted (pending ones stay). */
export function pruneWebhookDeliveries(ctx: Pick<AppContext, 'db' | 'clock'>): Promise<number> {
  const before = new Date(ctx.clock().getTime() - WEBHOOK_DELIVERY_RETENTION_DAYS * 24 * 3600 * 1000);
  return repo.deleteSettledDeliveriesBefore(ctx.db, before);
}

/** Event payloads, defined once: what a deck looks like in `data.deck`. */
export function deckEventSummary(
  config: Pick<Config, 'appUrl'>,
  deck: {
    id: string;
    companyName: string;
    fileName: string;
    industry: string;
    stage: string;
    roundSize: string;
    geography: string;
    uploadedAt: Date;
  },
) {
  return {
    id: deck.id,
    companyName: deck.companyName,
    fileName: deck.fileName,
    industry: deck.industry,
    stage: deck.stage,
    roundSize: deck.roundSize,
    location: deck.geography,
    uploadedAt: deck.uploadedAt.toISOString(),
    url: new URL(`/pitch-decks/${deck.id}`, config.appUrl).toString(),
  };
}

