import { createHash, randomBytes } from 'node:crypto';
import { INVITATION_EXPIRY_DAYS, INVITATION_TOKEN_BYTES } from '@pitchscope/domain/constants';
import type {
  AcceptedInvitation,
  CreateInvitationInput,
  CreatedInvitation,
  CurrentWorkspace,
  IntakeAddress,
  InvitationPreview,
  WorkspaceDetail,
  WorkspaceList,
  WorkspaceRole,
} from '@pitchscope/domain/contracts/workspaces';
import { INVITATION_MESSAGES, WORKSPACE_MESSAGES } from '@pitchscope/domain/messages';
import {
  invitationState,
  personalWorkspaceId,
  successorOnDeparture,
  workspaceAllows,
  wouldLeaveNoOwner,
  type WorkspaceAction,
} from '@pitchscope/domain/workspaces';
import { EMAIL_INTAKE_MESSAGES, INTAKE_TOKEN_BYTES, intakeAddress } from '@pitchscope/domain/email-intake';
import type { AppContext } from '../../platform/context.ts';
import type { Actor } from '../../platform/actor.ts';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import * as repo from './workspaces.repository.ts';
import { invitationEmailQueue, invitationUrl, type InvitationEmailJob } from './invitation-email.service.ts';

const MS_PER_DAY = 24 * 60 * 60 * 1000;

export const hashInvitationToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * The actor's role in the workspace, or an error: an outsider gets 404 (the workspace and its decks do
 * not exist for them, ADR 0022), a member whose role does not allow the action 403. Admins get no
 * implicit access here: they reach users' decks through the admin back office only.
 */
export async function requireWorkspaceRole(
  db: DbOrTx,
  actor: Actor,
  workspaceId: string,
  action: WorkspaceAction,
  notFound: () => AppError = () => new AppError('NOT_FOUND', WORKSPACE_MESSAGES.notFound),
): Promise<WorkspaceRole> {
  const role = await repo.findRole(db, workspaceId, actor.userId);
  if (!role) throw notFound();
  if (!workspaceAllows(role, action)) {
    throw new AppError(
      'FORBIDDEN',
      action === 'manage' ? WORKSPACE_MESSAGES.ownerOnly : WORKSPACE_MESSAGES.viewerReadOnly,
    );
  }
  return role;
}

/** The workspace uploads land in and the library shows; falls back to the personal one if no longer a member. */
export async function currentWorkspaceOf(db: DbOrTx, userId: string): Promise<CurrentWorkspace> {
  const currentId = await repo.findCurrentWorkspaceId(db, userId);
  if (currentId) {
    const role = await repo.findRole(db, currentId, userId);
    const workspace = role ? await repo.findWorkspace(db, currentId) : null;
    if (role && workspace) return { id: workspace.id, name: workspace.name, personal: workspace.personal, role };
  }
  const personalId = await repo.ensurePersonalWorkspace(db, userId);
  await repo.setCurrentWorkspace(db, userId, personalId);
  const personal = await repo.findWorkspace(db, personalId);
  return { id: personalId, name: personal?.name ?? '', personal: true, role: 'owner' };
}

export async function listWorkspaces(db: Db, actor: Actor): Promise<WorkspaceList> {
  const current = await currentWorkspaceOf(db, actor.userId);
  const rows = await repo.listForUser(db, actor.userId);
  return { items: rows.map((row) => ({ ...row, memberCount: Number(row.memberCount) })), currentWorkspaceId: current.id };
}

export async function createWorkspace(db: Db, actor: Actor, name: string): Promise<{ id: string }> {
  const id = newId();
  await db.transaction(async (tx) => {
    await repo.insertWorkspace(tx, { id, name, createdBy: actor.userId });
    await repo.setCurrentWorkspace(tx, actor.userId, id);
  });
  return { id };
}

export async function setCurrentWorkspace(db: Db, actor: Actor, workspaceId: string) {
  await requireWorkspaceRole(db, actor, workspaceId, 'read');
  await repo.setCurrentWorkspace(db, actor.userId, workspaceId);
  return { currentWorkspaceId: workspaceId };
}

export async function getWorkspace(ctx: AppContext, actor: Actor, workspaceId: string): Promise<WorkspaceDetail> {
  const role = await requireWorkspaceRole(ctx.db, actor, workspaceId, 'read');
  const workspace = await repo.findWorkspace(ctx.db, workspaceId);
  if (!workspace) throw new AppError('NOT_FOUND', WORKSPACE_MESSAGES.notFound);
  const members = await repo.listMembers(ctx.db, workspaceId);
  const invitations = workspaceAllows(role, 'manage')
    ? await repo.listPendingInvitations(ctx.db, workspaceId, ctx.clock())
    : [];
  return {
    id: workspace.id,
    name: workspace.name,
    personal: workspace.personal,
    role,
    members: members.map((member) => ({ ...member, joinedAt: member.joinedAt.toISOString() })),
    invitations: invitations.map((invitation) => ({
      ...invitation,
      createdAt: invitation.createdAt.toISOString(),
      expiresAt: invitation.expiresAt.toISOString(),
      emailSentAt: invitation.emailSentAt?.toISOString() ?? null,
    })),
    mailEnabled: ctx.mailer !== null,
  };
}

export async function renameWorkspace(db: Db, actor: Actor, workspaceId: string, name: string) {
  await requireWorkspaceRole(db, actor, workspaceId, 'manage');
  await repo.renameWorkspace(db, workspaceId, name);
  return { id: workspaceId, name };
}

async function requireTeamWorkspace(db: DbOrTx, workspaceId: string) {
  const workspace = await repo.findWorkspace(db, workspaceId);
  if (!workspace) throw new AppError('NOT_FOUND', WORKSPACE_MESSAGES.notFound);
  if (workspace.personal) throw new AppError('CONFLICT', WORKSPACE_MESSAGES.personalNotShared);
  return workspace;
}

/**
 * Under the workspace's row lock (so two concurrent changes cannot both pass): `userId` is a member of this
 * team workspace, and giving them `newRole` (null: removing them) still leaves it an owner.
 */
async function checkMemberChange(tx: DbOrTx, workspaceId: string, userId: string, newRole: WorkspaceRole | null) {
  await repo.lockWorkspace(tx, workspaceId);
  await requireTeamWorkspace(tx, workspaceId);
  const members = await repo.listMembers(tx, workspaceId);
  if (!members.some((member) => member.userId === userId)) throw new AppError('NOT_FOUND', WORKSPACE_MESSAGES.memberNotFound);
  if (wouldLeaveNoOwner(members, userId, newRole)) throw new AppError('CONFLICT', WORKSPACE_MESSAGES.lastOwner);
}

export async function changeMemberRole(db: Db, actor: Actor, workspaceId: string, userId: string, role: WorkspaceRole) {
  await requireWorkspaceRole(db, actor, workspaceId, 'manage');
  await db.transaction(async (tx) => {
    await checkMemberChange(tx, workspaceId, userId, role);
    await repo.setRole(tx, workspaceId, userId, role);
  });
}

/** An owner removes anyone; anyone removes themself (leaving). The last owner can do neither. */
export async function removeMember(db: Db, actor: Actor, workspaceId: string, userId: string) {
  await requireWorkspaceRole(db, actor, workspaceId, userId === actor.userId ? 'read' : 'manage');
  await db.transaction(async (tx) => {
    await checkMemberChange(tx, workspaceId, userId, null);
    await repo.removeMember(tx, workspaceId, userId);
  });
}

export async function createInvitation(
  ctx: AppContext,
  actor: Actor,
  workspaceId: string,
  input: CreateInvitationInput,
): Promise<CreatedInvitation> {
  await requireWorkspaceRole(ctx.db, actor, workspaceId, 'manage');
  const workspace = await requireTeamWorkspace(ctx.db, workspaceId);
  const token = randomBytes(INVITATION_TOKEN_BYTES).toString('base64url');
  const now = ctx.clock();
  const expiresAt = new Date(now.getTime() + INVITATION_EXPIRY_DAYS * MS_PER_DAY);
  const id = newId();
  const url = invitationUrl(ctx.config, token);
  // Emailed from the queue, in the same transaction as the invitation: no job without it, and the
  // answer does not wait for the mail server. Without mail configured the owner shares the link.
  const emailed = Boolean(input.email && ctx.mailer);
  await ctx.db.transaction(async (tx) => {
    await repo.insertInvitation(tx, {
      id,
      workspaceId: workspace.id,
      tokenHash: hashInvitationToken(token),
      role: input.role,
      email: input.email ?? null,
      emailStatus: emailed ? 'queued' : null,
      createdBy: actor.userId,
      createdAt: now,
      expiresAt,
    });
    if (emailed) {
      await ctx.queue.send<InvitationEmailJob>(invitationEmailQueue(ctx.config), { invitationId: id, token }, { tx });
    }
  });
  return { id, url, expiresAt: expiresAt.toISOString(), emailed };
}

export async function revokeInvitation(ctx: AppContext, actor: Actor, workspaceId: string, invitationId: string) {
  await requireWorkspaceRole(ctx.db, actor, workspaceId, 'manage');
  if (!(await repo.revokeInvitation(ctx.db, workspaceId, invitationId, ctx.clock()))) {
    throw new AppError('NOT_FOUND', INVITATION_MESSAGES.notFound);
  }
}

const GONE_MESSAGES = {
  expired: INVITATION_MESSAGES.expired,
  revoked: INVITATION_MESSAGES.revoked,
  used: INVITATION_MESSAGES.used,
} as const;

function usableInvitation(found: Awaited<ReturnType<typeof repo.findInvitationByHash>>, now: Date) {
  if (!found) throw new AppError('NOT_FOUND', INVITATION_MESSAGES.notFound);
  const state = invitationState(found.invitation, now);
  if (state !== 'pending') throw new AppError('INVITATION_GONE', GONE_MESSAGES[state]);
  return found;
}

export async function previewInvitation(ctx: AppContext, token: string): Promise<InvitationPreview> {
  const found = usableInvitation(await repo.findInvitationByHash(ctx.db, hashInvitationToken(token)), ctx.clock());
  return {
    workspaceName: found.workspaceName,
    invitedByName: found.invitedByName,
    role: found.invitation.role,
    expiresAt: found.invitation.expiresAt.toISOString(),
  };
}

/** Joins with the invitation's role and makes the workspace current; the row lock makes the link single use. */
export async function acceptInvitation(ctx: AppContext, actor: Actor, token: string): Promise<AcceptedInvitation> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock();
    const found = usableInvitation(await repo.findInvitationByHash(tx, hashInvitationToken(token), true), now);
    const { workspaceId, role, id } = found.invitation;
    if (await repo.findRole(tx, workspaceId, actor.userId)) {
      throw new AppError('CONFLICT', INVITATION_MESSAGES.alreadyMember);
    }
    await repo.addMember(tx, workspaceId, actor.userId, role);
    await repo.markAccepted(tx, id, actor.userId, now);
    await repo.setCurrentWorkspace(tx, actor.userId, workspaceId);
    return { workspaceId };
  });
}

export { personalWorkspaceId };

/**
 * Before an account is deleted: every team workspace it shares with others passes to a successor
 * (domain `successorOnDeparture`), who becomes the uploader of record of its decks there, so leaving
 * Pitchscope keeps the team's decks as leaving the team does. Workspaces nobody else is in go with it.
 */
export async function handOverTeamWorkspacesOf(db: Db, userId: string): Promise<{ workspaces: number; decks: number }> {
  return db.transaction(async (tx) => {
    let handedWorkspaces = 0;
    let handedDecks = 0;
    for (const team of await repo.listTeamMembershipsWithMembers(tx, userId)) {
      await repo.lockWorkspace(tx, team.workspaceId);
      const successor = successorOnDeparture(team.members, userId);
      if (!successor) continue;
      if (successor.promote) await repo.setRole(tx, team.workspaceId, successor.userId, 'owner');
      handedDecks += await repo.handOverWorkspace(tx, team.workspaceId, userId, successor.userId);
      handedWorkspaces += 1;
    }
    return { workspaces: handedWorkspaces, decks: handedDecks };
  });
}

/** Sign-up (and the first request of an account made before workspaces): the user's personal workspace. */
export function ensurePersonalWorkspace(db: DbOrTx, userId: string): Promise<string> {
  return repo.ensurePersonalWorkspace(db, userId);
}

const newIntakeToken = () => randomBytes(INTAKE_TOKEN_BYTES).toString('hex');

/** The workspace's intake address (made on its first view), for its members; null without INTAKE_DOMAIN. */
export async function getIntakeAddress(ctx: AppContext, actor: Actor, workspaceId: string): Promise<IntakeAddress> {
  const role = await requireWorkspaceRole(ctx.db, actor, workspaceId, 'read');
  const canReplace = workspaceAllows(role, 'manage');
  const domain = ctx.config.INTAKE_DOMAIN;
  if (!domain) return { address: null, canReplace };
  const token = await repo.setIntakeTokenIfMissing(ctx.db, workspaceId, newIntakeToken());
  return { address: token ? intakeAddress(token, domain) : null, canReplace };
}

/** A new intake address for the workspace (owners): mail to the old one is refused from now on. */
export async function replaceIntakeAddress(ctx: AppContext, actor: Actor, workspaceId: string): Promise<IntakeAddress> {
  await requireWorkspaceRole(ctx.db, actor, workspaceId, 'manage');
  const domain = ctx.config.INTAKE_DOMAIN;
  if (!domain) throw new AppError('CONFLICT', EMAIL_INTAKE_MESSAGES.notConfigured);
  const token = newIntakeToken();
  await repo.replaceIntakeToken(ctx.db, workspaceId, token);
  return { address: intakeAddress(token, domain), canReplace: true };
}

/** The workspace whose intake address has this token (null: unknown, or replaced by a newer one). */
export function workspaceOfIntakeToken(db: DbOrTx, token: string): Promise<{ id: string; name: string } | null> {
  return repo.findWorkspaceByIntakeToken(db, token);
}

/** The member of the workspace whose account has this email address, with their role; null for anyone else. */
export function memberByEmail(db: DbOrTx, workspaceId: string, email: string): Promise<{ userId: string; role: WorkspaceRole } | null> {
  return repo.findMemberByEmail(db, workspaceId, email);
}
