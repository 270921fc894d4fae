import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { WorkspaceRole } from '@pitchscope/domain/workspaces';
import { personalWorkspaceId, personalWorkspaceName } from '@pitchscope/domain/workspaces';
import { deckSignatureBands, decks, user, userProfiles, workspaceInvitations, workspaceMembers, workspaces } from '../../db/schema.ts';
import type { DbOrTx } from '../../platform/db/database.ts';

/** The user's personal workspace, created once (sign-up, or the first request of an older account). */
export async function ensurePersonalWorkspace(db: DbOrTx, userId: string): Promise<string> {
  const id = personalWorkspaceId(userId);
  await db
    .insert(workspaces)
    .values({ id, name: personalWorkspaceName(), personal: true, createdBy: userId })
    .onConflictDoNothing();
  await db.insert(workspaceMembers).values({ workspaceId: id, userId, role: 'owner' }).onConflictDoNothing();
  await db
    .update(userProfiles)
    .set({ currentWorkspaceId: id })
    .where(and(eq(userProfiles.userId, userId), isNull(userProfiles.currentWorkspaceId)));
  return id;
}

export async function findRole(db: DbOrTx, workspaceId: string, userId: string): Promise<WorkspaceRole | null> {
  const rows = await db
    .select({ role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  return rows[0]?.role ?? null;
}

export async function findWorkspace(db: DbOrTx, workspaceId: string) {
  const rows = await db.select().from(workspaces).where(eq(workspaces.id, workspaceId));
  return rows[0] ?? null;
}

export async function findCurrentWorkspaceId(db: DbOrTx, userId: string): Promise<string | null> {
  const rows = await db
    .select({ id: userProfiles.currentWorkspaceId })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId));
  return rows[0]?.id ?? null;
}

export async function setCurrentWorkspace(db: DbOrTx, userId: string, workspaceId: string) {
  await db.update(userProfiles).set({ currentWorkspaceId: workspaceId }).where(eq(userProfiles.userId, userId));
}

export async function listForUser(db: DbOrTx, userId: string) {
  const memberCount = db
    .select({ workspaceId: workspaceMembers.workspaceId, n: count().as('n') })
    .from(workspaceMembers)
    .groupBy(workspaceMembers.workspaceId)
    .as('member_count');
  return db
    .select({
      id: workspaces.id,
      name: workspaces.name,
      personal: workspaces.personal,
      role: workspaceMembers.role,
      memberCount: memberCount.n,
    })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .innerJoin(memberCount, eq(memberCount.workspaceId, workspaces.id))
    .where(eq(workspaceMembers.userId, userId))
    .orderBy(sql`${workspaces.personal} desc`, workspaces.name);
}

export async function insertWorkspace(db: DbOrTx, values: { id: string; name: string; createdBy: string }) {
  await db.insert(workspaces).values({ ...values, personal: false });
  await db.insert(workspaceMembers).values({ workspaceId: values.id, userId: values.createdBy, role: 'owner' });
}

export async function renameWorkspace(db: DbOrTx, workspaceId: string, name: string) {
  await db.update(workspaces).set({ name }).where(eq(workspaces.id, workspaceId));
}

export async function listMembers(db: DbOrTx, workspaceId: string) {
  return db
    .select({
      userId: workspaceMembers.userId,
      name: user.name,
      email: user.email,
      role: workspaceMembers.role,
      joinedAt: workspaceMembers.joinedAt,
    })
    .from(workspaceMembers)
    .innerJoin(user, eq(user.id, workspaceMembers.userId))
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .orderBy(workspaceMembers.joinedAt);
}

export async function addMember(db: DbOrTx, workspaceId: string, userId: string, role: WorkspaceRole) {
  await db.insert(workspaceMembers).values({ workspaceId, userId, role });
}

export async function setRole(db: DbOrTx, workspaceId: string, userId: string, role: WorkspaceRole) {
  await db
    .update(workspaceMembers)
    .set({ role })
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
}

/** Removes the member; their current workspace falls back to their personal one. */
export async function removeMember(db: DbOrTx, workspaceId: string, userId: string) {
  await db
    .delete(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  await db
    .update(userProfiles)
    .set({ currentWorkspaceId: personalWorkspaceId(userId) })
    .where(and(eq(userProfiles.userId, userId), eq(userProfiles.currentWorkspaceId, workspaceId)));
}

/** Serialises role changes of one workspace, so two concurrent demotions cannot both pass the last-owner check. */
export async function lockWorkspace(db: DbOrTx, workspaceId: string) {
  await db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, workspaceId)).for('update');
}

export async function insertInvitation(db: DbOrTx, values: typeof workspaceInvitations.$inferInsert) {
  await db.insert(workspaceInvitations).values(values);
}

export async function listPendingInvitations(db: DbOrTx, workspaceId: string, now: Date) {
  return db
    .select({
      id: workspaceInvitations.id,
      role: workspaceInvitations.role,
      email: workspaceInvitations.email,
      createdAt: workspaceInvitations.createdAt,
      expiresAt: workspaceInvitations.expiresAt,
      createdByName: user.name,
      emailStatus: workspaceInvitations.emailStatus,
      emailSentAt: workspaceInvitations.emailSentAt,
      emailError: workspaceInvitations.emailError,
    })
    .from(workspaceInvitations)
    .innerJoin(user, eq(user.id, workspaceInvitations.createdBy))
    .where(
      and(
        eq(workspaceInvitations.workspaceId, workspaceId),
        isNull(workspaceInvitations.acceptedAt),
        isNull(workspaceInvitations.revokedAt),
        sql`${workspaceInvitations.expiresAt} > ${now.toISOString()}`,
      ),
    )
    .orderBy(workspaceInvitations.createdAt);
}

/** What an invitation's email says: the invitation, its workspace's name and who invited. */
export async function findInvitationForEmail(db: DbOrTx, invitationId: string) {
  const rows = await db
    .select({ invitation: workspaceInvitations, workspaceName: workspaces.name, invitedByName: user.name })
    .from(workspaceInvitations)
    .innerJoin(workspaces, eq(workspaces.id, workspaceInvitations.workspaceId))
    .innerJoin(user, eq(user.id, workspaceInvitations.createdBy))
    .where(eq(workspaceInvitations.id, invitationId));
  return rows[0] ?? null;
}

export async function updateInvitationEmail(
  db: DbOrTx,
  invitationId: string,
  values: Pick<typeof workspaceInvitations.$inferInsert, 'emailStatus' | 'emailSentAt' | 'emailError'>,
) {
  await db.update(workspaceInvitations).set(values).where(eq(workspaceInvitations.id, invitationId));
}

export async function findInvitationByHash(db: DbOrTx, tokenHash: string, forUpdate = false) {
  const query = db
    .select({
      invitation: workspaceInvitations,
      workspaceName: workspaces.name,
      invitedByName: user.name,
    })
    .from(workspaceInvitations)
    .innerJoin(workspaces, eq(workspaces.id, workspaceInvitations.workspaceId))
    .innerJoin(user, eq(user.id, workspaceInvitations.createdBy))
    .where(eq(workspaceInvitations.tokenHash, tokenHash));
  const rows = forUpdate ? await query.for('update', { of: workspaceInvitations }) : await query;
  return rows[0] ?? null;
}

export async function markAccepted(db: DbOrTx, invitationId: string, userId: string, now: Date) {
  await db
    .update(workspaceInvitations)
    .set({ acceptedAt: now, acceptedBy: userId })
    .where(eq(workspaceInvitations.id, invitationId));
}

/** Revokes a pending invitation of this workspace; false when there is none to revoke. */
export async function revokeInvitation(db: DbOrTx, workspaceId: string, invitationId: string, now: Date) {
  const rows = await db
    .update(workspaceInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(workspaceInvitations.id, invitationId),
        eq(workspaceInvitations.workspaceId, workspaceId),
        isNull(workspaceInvitations.acceptedAt),
        isNull(workspaceInvitations.revokedAt),
      ),
    )
    .returning({ id: workspaceInvitations.id });
  return rows.length > 0;
}

/** The team (not personal) workspaces a user belongs to, each with all its members. */
export async function listTeamMembershipsWithMembers(db: DbOrTx, userId: string) {
  const teams = await db
    .select({ workspaceId: workspaceMembers.workspaceId })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(and(eq(workspaceMembers.userId, userId), eq(workspaces.personal, false)));
  const ids = teams.map((team) => team.workspaceId);
  if (ids.length === 0) return [];
  const members = await db
    .select({
      workspaceId: workspaceMembers.workspaceId,
      userId: workspaceMembers.userId,
      role: workspaceMembers.role,
      joinedAt: workspaceMembers.joinedAt,
    })
    .from(workspaceMembers)
    .where(inArray(workspaceMembers.workspaceId, ids));
  return ids.map((workspaceId) => ({ workspaceId, members: members.filter((member) => member.workspaceId === workspaceId) }));
}

/**
 * Gives `fromUserId`'s part of a team workspace to `toUserId`: the decks they uploaded there and the
 * workspace itself if they created it (both would otherwise go with their account).
 */
export async function handOverWorkspace(db: DbOrTx, workspaceId: string, fromUserId: string, toUserId: string) {
  const handed = await db
    .update(decks)
    .set({ userId: toUserId })
    .where(and(eq(decks.workspaceId, workspaceId), eq(decks.userId, fromUserId)))
    .returning({ id: decks.id });
  await db
    .update(deckSignatureBands)
    .set({ userId: toUserId })
    .where(and(eq(deckSignatureBands.workspaceId, workspaceId), eq(deckSignatureBands.userId, fromUserId)));
  await db
    .update(workspaces)
    .set({ createdBy: toUserId })
    .where(and(eq(workspaces.id, workspaceId), eq(workspaces.createdBy, fromUserId)));
  return handed.length;
}

/** Gives the workspace this intake token unless it has one already (two first views agree on one). */
export async function setIntakeTokenIfMissing(db: DbOrTx, workspaceId: string, token: string): Promise<string | null> {
  await db.update(workspaces).set({ intakeToken: token }).where(and(eq(workspaces.id, workspaceId), isNull(workspaces.intakeToken)));
  const rows = await db.select({ token: workspaces.intakeToken }).from(workspaces).where(eq(workspaces.id, workspaceId));
  return rows[0]?.token ?? null;
}

export async function replaceIntakeToken(db: DbOrTx, workspaceId: string, token: string): Promise<void> {
  await db.update(workspaces).set({ intakeToken: token }).where(eq(workspaces.id, workspaceId));
}

export async function findWorkspaceByIntakeToken(db: DbOrTx, token: string) {
  const rows = await db.select({ id: workspaces.id, name: workspaces.name }).from(workspaces).where(eq(workspaces.intakeToken, token));
  return rows[0] ?? null;
}

/**
 * The member whose account has this email address (compared without case), with their role in the
 * workspace; null for no account, or an account that is not a member.
 */
export async function findMemberByEmail(db: DbOrTx, workspaceId: string, email: string): Promise<{ userId: string; role: WorkspaceRole } | null> {
  const rows = await db
    .select({ userId: workspaceMembers.userId, role: workspaceMembers.role })
    .from(workspaceMembers)
    .innerJoin(user, eq(user.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), sql`lower(${user.email}) = ${email.trim().toLowerCase()}`));
  return rows[0] ?? null;
}
