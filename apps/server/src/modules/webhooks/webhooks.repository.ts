import { and, asc, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

export async function insertEndpoint(db: DbOrTx, row: typeof webhookEndpoints.$inferInsert): Promise<WebhookEndpointRow> {
  const [created] = await db.insert(webhookEndpoints).values(row).returning();
  return created!;
}

export async function countWorkspaceEndpoints(db: DbOrTx, workspaceId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.workspaceId, workspaceId));
  return row?.n ?? 0;
}

export function listWorkspaceEndpoints(db: DbOrTx, workspaceId: string): Promise<WebhookEndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.workspaceId, workspaceId))
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
}

/** The workspace's endpoints subscribed to an event type (the events column is a JSON array of types). */
export function listSubscribedEndpoints(db: DbOrTx, workspaceId: string, eventType: string): Promise<WebhookEndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.workspaceId, workspaceId),
        sql`${webhookEndpoints.events} @> ${JSON.stringify([eventType])}::jsonb`,
      ),
    );
}

export async function findWorkspaceEndpoint(db: DbOrTx, workspaceId: string, id: string): Promise<WebhookEndpointRow | null> {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.workspaceId, workspaceId)))
    .limit(1);
  return rows[0] ?? null;
}

/** Deletes one of the workspace's endpoints (its deliveries cascade); false when there is no such endpoint. */
export async function deleteWorkspaceEndpoint(db: DbOrTx, workspaceId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.workspaceId, workspaceId)))
    .returning({ id: webhookEndpoints.id });
  return deleted.length > 0;
}

export async function insertDeliveries(
  db: DbOrTx,
  rows: (typeof webhookDeliveries.$inferInsert)[],
): Promise<WebhookDeliveryRow[]> {
  return rows.length ? db.insert(webhookDeliveries).values(rows).returning() : [];
}

/** A delivery with the endpoint it goes to; null when either is gone (the endpoint was deleted). */
export async function findDeliveryWithEndpoint(
  db: DbOrTx,
  id: string,
): Promise<{ delivery: WebhookDeliveryRow; endpoint: WebhookEndpointRow } | null> {
  const rows = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, id))
    .limit(1);
  return rows[0] ?? null;
}

export async function updateDelivery(
  db: DbOrTx,
  id: string,
  patch: Partial<Pick<WebhookDeliveryRow, 'status' | 'attempts' | 'lastStatusCode' | 'lastError' | 'lastAttemptAt'>>,
): Promise<void> {
  await db.update(webhookDeliveries).set(patch).where(eq(webhookDeliveries.id, id));
}

export function listEndpointDeliveries(db: DbOrTx, endpointId: string, limit: number): Promise<WebhookDeliveryRow[]> {
  return db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
}

/** The newest delivery of each endpoint given. */
export async function latestDeliveries(db: DbOrTx, endpointIds: string[]): Promise<Map<string, WebhookDeliveryRow>> {
  if (endpointIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([webhookDeliveries.endpointId])
    .from(webhookDeliveries)
    .where(inArray(webhookDeliveries.endpointId, endpointIds))
    .orderBy(webhookDeliveries.endpointId, desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id));
  return new Map(rows.map((row) => [row.endpointId, row]));
}

/** Deletes delivered and failed deliveries created before `before`; answers how many. */
export async function deleteSettledDeliveriesBefore(db: DbOrTx, before: Date): Promise<number> {
  const deleted = await db
    .delete(webhookDeliveries)
    .where(and(inArray(webhookDeliveries.status, ['succeeded', 'failed']), lt(webhookDeliveries.createdAt, before)))
    .returning({ id: webhookDeliveries.id });
  return deleted.length;
}
