/**
 * Workspace rules (issue #20, ADR 0022): who may do what in a workspace, decided here once; the server
 * asks and maps a "no" to 404 (not a member: the workspace's decks do not exist for them) or 403 (a
 * member whose role does not allow it).
 */
import { PERSONAL_WORKSPACE_NAME, type WORKSPACE_ROLES } from './constants.ts';

export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

export type WorkspaceAction =
  /** Read decks, pages, reports, notes; list the members. */
  | 'read'
  /** Upload, edit, star, archive, delete decks; pipeline, notes, deep analysis, share links. */
  | 'writeDecks'
  /** Rename, change roles, remove members, invite, revoke invitations; the webhooks (ADR 0021). */
  | 'manage';

const ALLOWED: Record<WorkspaceRole, readonly WorkspaceAction[]> = {
  owner: ['read', 'writeDecks', 'manage'],
  member: ['read', 'writeDecks'],
  viewer: ['read'],
};

/** Null role = not a member. */
export function workspaceAllows(role: WorkspaceRole | null, action: WorkspaceAction): boolean {
  return role !== null && ALLOWED[role].includes(action);
}

/** The personal workspace's id is derived from its user's (the migration's backfill uses the same rule). */
export function personalWorkspaceId(userId: string): string {
  return `personal_${userId}`;
}

/**
 * The workspace an upload or deck belongs to: its own, or, for one from before workspaces (none recorded),
 * its owner's personal workspace, where the migration put everything of theirs.
 */
export function workspaceIdOf(owned: { workspaceId?: string | null; userId: string }): string {
  return owned.workspaceId ?? personalWorkspaceId(owned.userId);
}

export function personalWorkspaceName(): string {
  return PERSONAL_WORKSPACE_NAME;
}

/** Whether demoting or removing `target` would leave the workspace without an owner. */
export function wouldLeaveNoOwner(
  members: readonly { userId: string; role: WorkspaceRole }[],
  targetUserId: string,
  newRole: WorkspaceRole | null,
): boolean {
  const target = members.find((member) => member.userId === targetUserId);
  if (!target || target.role !== 'owner' || newRole === 'owner') return false;
  return members.filter((member) => member.role === 'owner').length <= 1;
}

export type InvitationState = 'pending' | 'expired' | 'revoked' | 'used';

export function invitationState(
  invitation: { expiresAt: Date; revokedAt: Date | null; acceptedAt: Date | null },
  now: Date,
): InvitationState {
  if (invitation.acceptedAt) return 'used';
  if (invitation.revokedAt) return 'revoked';
  if (invitation.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'pending';
}

/**
 * Who takes over a team workspace when `leavingUserId`'s account is deleted, so the team keeps its decks:
 * the longest-standing other owner, else the longest-standing other member, promoted to owner. Null when
 * nobody else is in the workspace (it goes with the account).
 */
export function successorOnDeparture(
  members: readonly { userId: string; role: WorkspaceRole; joinedAt: Date }[],
  leavingUserId: string,
): { userId: string; promote: boolean } | null {
  const others = members
    .filter((member) => member.userId !== leavingUserId)
    .sort((a, b) => a.joinedAt.getTime() - b.joinedAt.getTime());
  const owner = others.find((member) => member.role === 'owner');
  if (owner) return { userId: owner.userId, promote: false };
  const first = others[0];
  return first ? { userId: first.userId, promote: true } : null;
}
