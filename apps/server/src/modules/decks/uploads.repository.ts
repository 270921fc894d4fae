import { and, desc, eq, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { FairQueueState, FairTenant } from '@pitchscope/domain/fair-queue';
import type { DbOrTx } from '../../platform/db/database.ts';
import { uploads } from '../../db/schema.ts';
import { MODEL_WAIT_MESSAGES } from '@pitchscope/domain/model-availability';

export type UploadRow = typeof uploads.$inferSelect;

export async function insertUpload(db: DbOrTx, values: typeof uploads.$inferInsert) {
  await db.insert(uploads).values(values);
}

export async function findUpload(db: DbOrTx, uploadId: string): Promise<UploadRow | null> {
  const rows = await db.select().from(uploads).where(eq(uploads.id, uploadId)).limit(1);
  return rows[0] ?? null;
}

export async function updateUpload(
  db: DbOrTx,
  uploadId: string,
  values: Partial<typeof uploads.$inferInsert>,
) {
  await db
    .update(uploads)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(uploads.id, uploadId));
}

/**
 * Uploads in progress that nothing touched since `olderThan`. One waiting for the analysis model is
 * stale only once its next attempt is that late: until then its job waits in the queue on purpose.
 */
export function listStaleUploads(db: DbOrTx, olderThan: Date) {
  return db
    .select()
    .from(uploads)
    .where(
      and(
        inArray(uploads.status, ['pending', 'uploading']),
        lt(uploads.updatedAt, olderThan),
        sql`(${uploads.modelWait} is null or ${uploads.currentStep} <> ${MODEL_WAIT_MESSAGES.waitingStep} or (${uploads.modelWait}->>'retryAt')::timestamptz < ${olderThan.toISOString()}::timestamptz)`,
      ),
    );
}

/** Uploads of this workspace (those from before workspaces, with none, belong to the personal one). */
function inWorkspace(workspace: { id: string; personal: boolean }) {
  return workspace.personal
    ? or(eq(uploads.workspaceId, workspace.id), isNull(uploads.workspaceId))
    : eq(uploads.workspaceId, workspace.id);
}

/** An upload offered as a new version of a deck (ADR 0051); answered offers run again and lose the mark. */
const isVersionOfferRow = sql`(${uploads.duplicateInfo}->>'newVersionOffered')::boolean is true`;

/**
 * The user's uploads to this workspace that did not become decks and whose file is kept ("Not added"),
 * newest first; with them, those waiting for the analysis model, which are no deck yet either (issue #38),
 * and those offered as a new version of a deck and not answered yet (ADR 0051).
 */
export function listNotAddedUploads(
  db: DbOrTx,
  userId: string,
  workspace: { id: string; personal: boolean },
): Promise<UploadRow[]> {
  return db
    .select()
    .from(uploads)
    .where(
      and(
        eq(uploads.userId, userId),
        inWorkspace(workspace),
        or(
          and(eq(uploads.status, 'error'), isNotNull(uploads.stagingKey)),
          and(eq(uploads.status, 'uploading'), eq(uploads.currentStep, MODEL_WAIT_MESSAGES.waitingStep)),
          and(eq(uploads.status, 'duplicate'), isNotNull(uploads.stagingKey), isVersionOfferRow),
        ),
      ),
    )
    .orderBy(desc(uploads.createdAt), desc(uploads.id));
}

/**
 * Deletes the other refused uploads of the same file (same bytes, uploader and workspace) as `upload`:
 * the one "Not added" row stood for them all. Returns the keys of their kept files.
 */
export async function deleteRefusedCopies(db: DbOrTx, upload: UploadRow): Promise<string[]> {
  // Uploads from before file hashes (and workspaces) have no known copies.
  if (!upload.fileHash || !upload.workspaceId) return [];
  const rows = await db
    .delete(uploads)
    .where(
      and(
        eq(uploads.userId, upload.userId),
        eq(uploads.workspaceId, upload.workspaceId),
        eq(uploads.fileHash, upload.fileHash),
        eq(uploads.status, 'error'),
        ne(uploads.id, upload.id),
      ),
    )
    .returning({ stagingKey: uploads.stagingKey });
  return rows.flatMap((row) => (row.stagingKey ? [row.stagingKey] : []));
}

/**
 * Puts a refused upload back in the queue's hands, only if it is still refused with its file kept (two
 * clicks, or two tabs, add it once). Returns whether it did.
 */
/** What an upload that runs again starts from: waiting in the queue, its earlier outcome cleared. */
const RUN_AGAIN = {
  status: 'uploading',
  progress: 0,
  currentStep: 'queued',
  error: null,
  attempts: 0,
  modelWait: null,
} as const;

/**
 * Puts an upload offered as a new version back in the queue with the owner's choice (ADR 0051): as the
 * version of `versionOfDeckId`, or kept as a separate deck (`keptSeparateAt`). False when it is no longer
 * waiting for that choice (another request made it first).
 */
export async function reopenVersionOffer(
  db: DbOrTx,
  uploadId: string,
  choice: { versionOfDeckId: string | null; keptSeparateAt: Date | null; queueTag: number; queuedAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(uploads)
    .set({ ...RUN_AGAIN, duplicateInfo: null, ...choice, updatedAt: new Date() })
    .where(
      and(
        eq(uploads.id, uploadId),
        eq(uploads.status, 'duplicate'),
        isNotNull(uploads.stagingKey),
        isVersionOfferRow,
      ),
    )
    .returning({ id: uploads.id });
  return rows.length > 0;
}

export async function reopenRefusedUpload(
  db: DbOrTx,
  uploadId: string,
  { addedAnywayAt, queueTag, queuedAt }: { addedAnywayAt: Date | null; queueTag: number; queuedAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(uploads)
    .set({ ...RUN_AGAIN, addedAnywayAt, queueTag, queuedAt, updatedAt: new Date() })
    .where(and(eq(uploads.id, uploadId), eq(uploads.status, 'error'), isNotNull(uploads.stagingKey)))
    .returning({ id: uploads.id });
  return rows.length > 0;
}

/** Deletes an upload row that ended in an error; returns it (for its kept file), or null when it did not. */
export async function deleteFailedUpload(db: DbOrTx, uploadId: string): Promise<UploadRow | null> {
  const rows = await db
    .delete(uploads)
    .where(
      and(
        eq(uploads.id, uploadId),
        or(eq(uploads.status, 'error'), and(eq(uploads.status, 'duplicate'), isVersionOfferRow)),
      ),
    )
    .returning();
  return rows[0] ?? null;
}

/** An upload waiting for its turn in the document queue (not yet picked up by a worker). */
const isWaiting = sql`${uploads.status} = 'uploading' and ${uploads.currentStep} = 'queued'`;
/** An upload being read, checked and saved by a worker. */
const isStarted = sql`${uploads.status} = 'uploading' and ${uploads.currentStep} <> 'queued'`;

/**
 * What the fair queue's start tag of a new upload of this user in this workspace depends on (ADR 0025),
 * read from the uploads in progress, all tenants.
 */
export async function fairQueueState(db: DbOrTx, tenant: FairTenant): Promise<FairQueueState> {
  const [row] = await db
    .select({
      highestStartedTag: sql<number | null>`max(${uploads.queueTag}) filter (where ${isStarted})`,
      lowestWaitingTag: sql<number | null>`min(${uploads.queueTag}) filter (where ${isWaiting})`,
      tenantLastTag: sql<
        number | null
      >`max(${uploads.queueTag}) filter (where ${uploads.workspaceId} = ${tenant.workspaceId} and ${uploads.userId} = ${tenant.userId})`,
      otherUsersOfWorkspace: sql<number>`count(distinct ${uploads.userId}) filter (where ${uploads.workspaceId} = ${tenant.workspaceId} and ${uploads.userId} <> ${tenant.userId})`,
    })
    .from(uploads)
    .where(eq(uploads.status, 'uploading'));
  const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return {
    highestStartedTag: number(row?.highestStartedTag),
    lowestWaitingTag: number(row?.lowestWaitingTag),
    tenantLastTag: number(row?.tenantLastTag),
    usersOfWorkspace: 1 + (number(row?.otherUsersOfWorkspace) ?? 0),
  };
}

/**
 * A waiting upload's place in line (1: next), counting every tenant's uploads before it in queue order
 * (tag, then arrival); null when it is not waiting. A workspace at its cap is passed over by workers, so
 * the place can only get better than this.
 */
export async function queuePosition(db: DbOrTx, upload: UploadRow): Promise<number | null> {
  if (upload.status !== 'uploading' || upload.currentStep !== 'queued') return null;
  const arrival = upload.queuedAt ?? upload.createdAt;
  const [row] = await db
    .select({ ahead: sql<number>`count(*)` })
    .from(uploads)
    .where(
      and(
        isWaiting,
        ne(uploads.id, upload.id),
        or(
          lt(uploads.queueTag, upload.queueTag),
          and(
            eq(uploads.queueTag, upload.queueTag),
            lt(sql`coalesce(${uploads.queuedAt}, ${uploads.createdAt})`, arrival),
          ),
        ),
      ),
    );
  return Number(row?.ahead ?? 0) + 1;
}
