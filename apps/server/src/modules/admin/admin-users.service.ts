import {
  readGrant,
  type AdminUserRow,
  type RecalculationResult,
} from '@pitchscope/domain/contracts/admin';
import {
  ADMIN_USER_SORT_DIRECTION,
  type AdminUserListPage,
  type AdminUserListQuery,
} from '@pitchscope/domain/contracts/admin-lists';
import { ADMIN_MESSAGES, ANALYSIS_MESSAGES, TOKEN_ERRORS } from '@pitchscope/domain/messages';
import type { AppContext } from '../../platform/context.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Actor } from '../../platform/actor.ts';
import { AppError } from '../../platform/errors.ts';
import { grantTokens, recalculateUserBalance } from '../tokens/tokens.service.ts';
import { cancelActiveRuns } from '../deep-analysis/run-escrow.service.ts';
import * as repo from './admin.repository.ts';
import { requireAdmin } from './require-admin.ts';
import { deleteDeckRenders } from '../decks/deck-renders.ts';
import { recordAdminAction } from './audit.repository.ts';
import { handOverTeamWorkspacesOf } from '../workspaces/workspaces.service.ts';

const userNotFound = () => new AppError('USER_NOT_FOUND', TOKEN_ERRORS.userNotFound);

function toAdminUserRow(row: repo.UserRow): AdminUserRow {
  return {
    id: row.id,
    email: row.email,
    displayName: row.name || null,
    lastLogin: row.lastLogin?.toISOString() ?? null,
    decksAnalyzed: row.decksAnalyzed ?? 0,
    deckCount: Number(row.deckCount ?? 0),
    createdAt: row.createdAt.toISOString(),
    isAdmin: row.isAdmin ?? false,
    tokenBalance: row.tokenBalance ?? 0,
    totalTokensEarned: row.totalTokensEarned ?? 0,
    totalTokensSpent: row.totalTokensSpent ?? 0,
  };
}

/** One page of the Users table, searched and sorted in the database. */
export async function listUsers(db: Db, actor: Actor, query: AdminUserListQuery): Promise<AdminUserListPage> {
  requireAdmin(actor);
  const { q, sort, limit, cursor } = query;
  const page = await repo.listUserPage(db, { q, sort, dir: query.dir ?? ADMIN_USER_SORT_DIRECTION[sort], limit, cursor });
  return { items: page.rows.map(toAdminUserRow), nextCursor: page.nextCursor };
}

/** Grants tokens to a user, recorded with the admin's id (ledger row, balance and audit in one transaction). */
export async function grantUserTokens(
  db: Db,
  actor: Actor,
  userId: string,
  body: unknown,
): Promise<AdminUserRow> {
  const grant = readGrant(body);
  if (!grant.ok) throw new AppError('VALIDATION_FAILED', grant.message);
  const { amount, reason } = grant.value;
  if (!(await repo.findUserRow(db, userId))) throw userNotFound();
  await db.transaction(async (tx) => {
    const balance = await grantTokens(tx, { userId, amount, reason, adminId: actor.userId });
    await recordAdminAction(tx, {
      adminId: actor.userId,
      action: 'tokens.grant',
      targetType: 'user',
      targetId: userId,
      details: { amount, reason, balance },
    });
  });
  const row = await repo.findUserRow(db, userId);
  if (!row) throw userNotFound();
  return toAdminUserRow(row);
}

/** "Fix Balance": the balance and totals become what the transaction history says. */
export async function recalculateBalance(db: Db, actor: Actor, userId: string): Promise<RecalculationResult> {
  const result = await recalculateUserBalance(db, userId);
  await recordAdminAction(db, {
    adminId: actor.userId,
    action: 'tokens.recalculate',
    targetType: 'user',
    targetId: userId,
    details: { ...result },
  });
  return result;
}

/**
 * Deletes a user (never an admin) with their decks and token transactions; the decks they uploaded to a
 * team workspace stay with the team (handed to a successor, ADR 0022). Their stored files are
 * deleted first: that is idempotent, so if storage fails the user is still there and the admin can
 * retry. The rows then go in one statement; the foreign keys cascade to decks, runs, deep analyses,
 * uploads, transactions, sessions and the profile. Runs still in progress are failed and refunded first,
 * in the same transaction, like any deletion that cancels them (the audit entry counts them).
 */
export async function deleteUser(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  actor: Actor,
  userId: string,
): Promise<{ ok: true }> {
  const target = await repo.findUserRow(ctx.db, userId);
  if (!target) throw userNotFound();
  if (target.isAdmin) throw new AppError('CONFLICT', ADMIN_MESSAGES.cannotDeleteAdmin);
  // First, so the decks a team keeps are no longer this user's when their files are listed for deletion.
  const handedOver = await handOverTeamWorkspacesOf(ctx.db, userId);
  const fileKeys = await repo.listUserFileKeys(ctx.db, userId);
  const deckIds = await repo.listUserDeckIds(ctx.db, userId);
  const deletions = [
    ...fileKeys.map((key) => ctx.storage.delete(key)),
    ...deckIds.map((deckId) => deleteDeckRenders(ctx.storage, deckId)),
  ];
  const failures = (await Promise.allSettled(deletions)).filter(
    (result): result is PromiseRejectedResult => result.status === 'rejected',
  );
  if (failures.length > 0) {
    const reason = String((failures[0]!.reason as Error)?.message ?? failures[0]!.reason);
    throw new AppError('INTERNAL', `Failed to delete user: ${reason}`);
  }
  await ctx.db.transaction(async (tx) => {
    const escrowRefunds = await cancelActiveRuns(tx, { userId }, ANALYSIS_MESSAGES.cancelledByDeletion);
    await repo.deleteUserRow(tx, userId);
    await recordAdminAction(tx, {
      adminId: actor.userId,
      action: 'user.delete',
      targetType: 'user',
      targetId: userId,
      details: {
        email: target.email,
        deckCount: Number(target.deckCount ?? 0),
        filesDeleted: fileKeys.length,
        escrowRefunds,
        teamWorkspacesHandedOver: handedOver.workspaces,
        teamDecksKept: handedOver.decks,
      },
    });
  });
  return { ok: true };
}
