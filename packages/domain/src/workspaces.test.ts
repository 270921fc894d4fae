import { describe, expect, it } from 'vitest';
import {
  invitationState,
  personalWorkspaceId,
  successorOnDeparture,
  workspaceAllows,
  workspaceIdOf,
  wouldLeaveNoOwner,
} from './workspaces.ts';

describe('workspace rules', () => {
  it('lets a viewer read only, a member write decks, an owner manage; an outsider nothing', () => {
    expect(workspaceAllows('viewer', 'read')).toBe(true);
    expect(workspaceAllows('viewer', 'writeDecks')).toBe(false);
    expect(workspaceAllows('member', 'writeDecks')).toBe(true);
    expect(workspaceAllows('member', 'manage')).toBe(false);
    expect(workspaceAllows('owner', 'manage')).toBe(true);
    expect(workspaceAllows(null, 'read')).toBe(false);
  });

  it('derives the personal workspace id from the user id', () => {
    expect(personalWorkspaceId('u1')).toBe('personal_u1');
  });

  it("places an upload or deck in its own workspace, or one from before workspaces in its owner's personal one", () => {
    expect(workspaceIdOf({ workspaceId: 'team', userId: 'u1' })).toBe('team');
    expect(workspaceIdOf({ workspaceId: null, userId: 'u1' })).toBe(personalWorkspaceId('u1'));
    expect(workspaceIdOf({ userId: 'u2' })).toBe(personalWorkspaceId('u2'));
  });

  it('refuses to demote or remove the last owner, but not one of two', () => {
    const one = [
      { userId: 'a', role: 'owner' as const },
      { userId: 'b', role: 'member' as const },
    ];
    expect(wouldLeaveNoOwner(one, 'a', 'member')).toBe(true);
    expect(wouldLeaveNoOwner(one, 'a', null)).toBe(true);
    expect(wouldLeaveNoOwner(one, 'b', null)).toBe(false);
    expect(wouldLeaveNoOwner([...one, { userId: 'c', role: 'owner' }], 'a', null)).toBe(false);
  });

  it('reads an invitation as used, revoked, expired or pending, in that order', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    const future = new Date('2026-12-01T00:00:00Z');
    const past = new Date('2026-11-20T00:00:00Z');
    expect(invitationState({ expiresAt: future, revokedAt: null, acceptedAt: null }, now)).toBe('pending');
    expect(invitationState({ expiresAt: past, revokedAt: null, acceptedAt: null }, now)).toBe('expired');
    expect(invitationState({ expiresAt: future, revokedAt: past, acceptedAt: null }, now)).toBe('revoked');
    expect(invitationState({ expiresAt: future, revokedAt: null, acceptedAt: past }, now)).toBe('used');
  });
});

describe('successorOnDeparture', () => {
  const at = (day: number) => new Date(Date.UTC(2026, 0, day));
  it('hands the workspace to the longest-standing other owner', () => {
    const members = [
      { userId: 'leaver', role: 'owner' as const, joinedAt: at(1) },
      { userId: 'late-owner', role: 'owner' as const, joinedAt: at(5) },
      { userId: 'early-owner', role: 'owner' as const, joinedAt: at(3) },
      { userId: 'member', role: 'member' as const, joinedAt: at(2) },
    ];
    expect(successorOnDeparture(members, 'leaver')).toEqual({ userId: 'early-owner', promote: false });
  });
  it('promotes the longest-standing member when the leaver was the only owner', () => {
    const members = [
      { userId: 'leaver', role: 'owner' as const, joinedAt: at(1) },
      { userId: 'viewer', role: 'viewer' as const, joinedAt: at(4) },
      { userId: 'member', role: 'member' as const, joinedAt: at(2) },
    ];
    expect(successorOnDeparture(members, 'leaver')).toEqual({ userId: 'member', promote: true });
  });
  it('finds nobody in a workspace the leaver had alone', () => {
    expect(successorOnDeparture([{ userId: 'leaver', role: 'owner', joinedAt: at(1) }], 'leaver')).toBeNull();
  });
});
