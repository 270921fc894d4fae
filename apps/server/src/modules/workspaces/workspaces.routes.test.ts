import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITATION_MESSAGES, WORKSPACE_MESSAGES } from '@pitchscope/domain/messages';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { insertAnalyzedDeck } from '../../test/factories.ts';
import { eq, sql } from 'drizzle-orm';
import { workspaceInvitations } from '../../db/schema.ts';
import { hashInvitationToken } from './workspaces.service.ts';
import { invitationEmailQueue } from './invitation-email.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

describe('workspaces and invitations', () => {
  let t: TestApp;
  let admin: TestUser;
  let owner: TestUser;
  let member: TestUser;
  let viewer: TestUser;
  let outsider: TestUser;
  let workspaceId: string;
  let teamDeckId: string;
  let outsiderDeckId: string;
  let now = new Date('2026-11-26T10:00:00Z');

  async function invite(role: 'owner' | 'member' | 'viewer', by: TestUser = owner, id = workspaceId) {
    return t.request({ method: 'POST', url: `/api/workspaces/${id}/invitations`, user: by, body: { role } });
  }
  async function accept(user: TestUser, token: string) {
    return t.request({ method: 'POST', url: `/api/invitations/${token}/accept`, user });
  }
  async function switchTo(user: TestUser, id: string) {
    const response = await t.request({ method: 'PUT', url: '/api/me/current-workspace', user, body: { workspaceId: id } });
    expect(response.statusCode, response.body).toBe(200);
  }

  beforeAll(async () => {
    t = await createTestApp({ overrides: { clock: () => now } });
    admin = await t.signUp({ name: 'Ada Admin' });
    owner = await t.signUp({ name: 'Olivia Owner' });
    member = await t.signUp({ name: 'Anna Berg' });
    viewer = await t.signUp({ name: 'Victor Viewer' });
    outsider = await t.signUp({ name: 'Otto Outsider' });

    const created = await t.request({ method: 'POST', url: '/api/workspaces', user: owner, body: { name: 'Fund I' } });
    expect(created.statusCode, created.body).toBe(201);
    workspaceId = created.json().id;
    for (const [user, role] of [
      [member, 'member'],
      [viewer, 'viewer'],
    ] as const) {
      const invitation = await invite(role);
      expect(invitation.statusCode, invitation.body).toBe(201);
      expect((await accept(user, tokenOf(invitation.json().url))).statusCode).toBe(200);
    }
    teamDeckId = await insertAnalyzedDeck(t.ctx, owner.id, { companyName: 'Teamdeck Oy', workspaceId });
    outsiderDeckId = await insertAnalyzedDeck(t.ctx, outsider.id, { companyName: 'Secretco', story: 1 });
  });
  afterAll(() => t?.close());

  it('gives every new user a personal workspace, current by default, named in /api/me', async () => {
    const me = (await t.request({ method: 'GET', url: '/api/me', user: outsider })).json();
    expect(me.currentWorkspace).toEqual({ id: `personal_${outsider.id}`, name: 'Personal', personal: true, role: 'owner' });
    const list = (await t.request({ method: 'GET', url: '/api/workspaces', user: member })).json();
    expect(list.items.map((item: { name: string; role: string }) => [item.name, item.role])).toEqual([
      ['Personal', 'owner'],
      ['Fund I', 'member'],
    ]);
    expect(list.currentWorkspaceId).toBe(workspaceId);
  });

  it('accepts an invitation once: a reused, revoked or expired link is refused with its own message', async () => {
    const newcomer = await t.signUp({ name: 'Nina Newcomer' });
    const invitation = (await invite('member')).json();
    const preview = await t.request({ method: 'GET', url: `/api/invitations/${tokenOf(invitation.url)}`, user: newcomer });
    expect(preview.json()).toMatchObject({ workspaceName: 'Fund I', invitedByName: 'Olivia Owner', role: 'member' });
    expect((await accept(newcomer, tokenOf(invitation.url))).json()).toEqual({ workspaceId });

    const reused = await accept(outsider, tokenOf(invitation.url));
    expect([reused.statusCode, reused.json().error.message]).toEqual([410, INVITATION_MESSAGES.used]);

    const revokedInvitation = (await invite('viewer')).json();
    const revoke = await t.request({
      method: 'DELETE',
      url: `/api/workspaces/${workspaceId}/invitations/${revokedInvitation.id}`,
      user: owner,
    });
    expect(revoke.statusCode).toBe(204);
    const revoked = await accept(outsider, tokenOf(revokedInvitation.url));
    expect([revoked.statusCode, revoked.json().error.message]).toEqual([410, INVITATION_MESSAGES.revoked]);

    const expiring = (await invite('viewer')).json();
    now = new Date(now.getTime() + 7 * DAY_MS + 1000);
    try {
      const expired = await accept(outsider, tokenOf(expiring.url));
      expect([expired.statusCode, expired.json().error.message]).toEqual([410, INVITATION_MESSAGES.expired]);
    } finally {
      now = new Date('2026-11-26T10:00:00Z');
    }

    const unknown = await accept(outsider, 'no-such-token');
    expect([unknown.statusCode, unknown.json().error.message]).toEqual([404, INVITATION_MESSAGES.notFound]);

    const again = (await invite('viewer')).json();
    const already = await accept(member, tokenOf(again.url));
    expect([already.statusCode, already.json().error.message]).toEqual([409, INVITATION_MESSAGES.alreadyMember]);
  });

  it('without SMTP configured, an invitation with an email is not emailed and queues no job', async () => {
    const jobs = async () => {
      const result = await t.ctx.db.execute(sql`select count(*)::int as n from pgboss.job where name = ${invitationEmailQueue(t.config).name}`);
      return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
    };
    const response = await t.request({
      method: 'POST',
      url: `/api/workspaces/${workspaceId}/invitations`,
      user: owner,
      body: { role: 'member', email: 'cleo@fund.com' },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().emailed).toBe(false);
    const detail = (await t.request({ method: 'GET', url: `/api/workspaces/${workspaceId}`, user: owner })).json();
    expect(detail.mailEnabled).toBe(false);
    expect(detail.invitations.find((invitation: { id: string }) => invitation.id === response.json().id)).toMatchObject({
      email: 'cleo@fund.com',
      emailStatus: null,
      emailSentAt: null,
      emailError: null,
    });
    expect(await jobs()).toBe(0);
  });

  it('stores only the hash of an invitation token', async () => {
    const invitation = (await invite('viewer')).json();
    const rows = await t.ctx.db
      .select({ tokenHash: workspaceInvitations.tokenHash })
      .from(workspaceInvitations)
      .where(eq(workspaceInvitations.id, invitation.id));
    expect(rows[0].tokenHash).toBe(hashInvitationToken(tokenOf(invitation.url)));
    expect(rows[0].tokenHash).not.toContain(tokenOf(invitation.url));
  });

  it('lets only owners manage; keeps the last owner; lists invitations to owners only', async () => {
    const byMember = await invite('viewer', member);
    expect([byMember.statusCode, byMember.json().error.message]).toEqual([403, WORKSPACE_MESSAGES.ownerOnly]);
    const byOutsider = await invite('viewer', outsider);
    expect(byOutsider.statusCode).toBe(404);
    const personal = await invite('member', owner, `personal_${owner.id}`);
    expect([personal.statusCode, personal.json().error.message]).toEqual([409, WORKSPACE_MESSAGES.personalNotShared]);

    const demoteLast = await t.request({
      method: 'PATCH',
      url: `/api/workspaces/${workspaceId}/members/${owner.id}`,
      user: owner,
      body: { role: 'member' },
    });
    expect([demoteLast.statusCode, demoteLast.json().error.message]).toEqual([409, WORKSPACE_MESSAGES.lastOwner]);
    const leaveLast = await t.request({ method: 'DELETE', url: `/api/workspaces/${workspaceId}/members/${owner.id}`, user: owner });
    expect(leaveLast.statusCode).toBe(409);

    const seenByOwner = (await t.request({ method: 'GET', url: `/api/workspaces/${workspaceId}`, user: owner })).json();
    const seenByMember = (await t.request({ method: 'GET', url: `/api/workspaces/${workspaceId}`, user: member })).json();
    expect(seenByOwner.invitations.length).toBeGreaterThan(0);
    expect(seenByMember.invitations).toEqual([]);
    expect(seenByMember.members.map((m: { name: string }) => m.name)).toContain('Victor Viewer');
  });

  it('a member who leaves falls back to their personal workspace; their decks stay', async () => {
    const leaver = await t.signUp({ name: 'Lea Leaver' });
    expect((await accept(leaver, tokenOf((await invite('member')).json().url))).statusCode).toBe(200);
    const deckId = await insertAnalyzedDeck(t.ctx, leaver.id, { companyName: 'Leftbehind', story: 2, workspaceId });
    const left = await t.request({ method: 'DELETE', url: `/api/workspaces/${workspaceId}/members/${leaver.id}`, user: leaver });
    expect(left.statusCode).toBe(204);
    const me = (await t.request({ method: 'GET', url: '/api/me', user: leaver })).json();
    expect(me.currentWorkspace.id).toBe(`personal_${leaver.id}`);
    expect((await t.request({ method: 'GET', url: `/api/decks/${deckId}`, user: owner })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `/api/decks/${deckId}`, user: leaver })).statusCode).toBe(404);
  });

  it('refuses the sole owner leaving, alone or with members, and keeps them in; a second owner frees them to leave', async () => {
    const solo = await t.signUp({ name: 'Sol Only' });
    const teamId = (await t.request({ method: 'POST', url: '/api/workspaces', user: solo, body: { name: 'Solo Fund' } })).json().id;
    await switchTo(solo, teamId);
    const leave = (user: TestUser, id = user.id) =>
      t.request({ method: 'DELETE', url: `/api/workspaces/${teamId}/members/${id}`, user });

    const alone = await leave(solo);
    expect([alone.statusCode, alone.json().error.message]).toEqual([409, WORKSPACE_MESSAGES.lastOwner]);
    const partner = await t.signUp({ name: 'Pat Partner' });
    expect((await accept(partner, tokenOf((await invite('member', solo, teamId)).json().url))).statusCode).toBe(200);
    const withMember = await leave(solo);
    expect([withMember.statusCode, withMember.json().error.message]).toEqual([409, WORKSPACE_MESSAGES.lastOwner]);
    // Refused means nothing changed: still a member, still an owner, still in the team.
    const detail = (await t.request({ method: 'GET', url: `/api/workspaces/${teamId}`, user: solo })).json();
    expect(detail.members.find((m: { userId: string }) => m.userId === solo.id)?.role).toBe('owner');
    expect((await t.request({ method: 'GET', url: '/api/me', user: solo })).json().currentWorkspace.id).toBe(teamId);

    const promoted = await t.request({
      method: 'PATCH',
      url: `/api/workspaces/${teamId}/members/${partner.id}`,
      user: solo,
      body: { role: 'owner' },
    });
    expect(promoted.statusCode, promoted.body).toBe(204);
    // Two owners leaving at the same instant: the workspace lock lets one go and keeps the other.
    const both = await Promise.all([leave(solo), leave(partner)]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([204, 409]);
    const left = (await t.request({ method: 'GET', url: `/api/workspaces/${teamId}`, user: both[0].statusCode === 204 ? partner : solo })).json();
    expect(left.members.map((m: { role: string }) => m.role)).toEqual(['owner']);
  });

  it('a deleted account leaves its team decks and its team behind: the next member takes over as owner', async () => {
    const founder = await t.signUp({ name: 'Dora Departing' });
    const successor = await t.signUp({ name: 'Sam Successor' });
    const teamId = (await t.request({ method: 'POST', url: '/api/workspaces', user: founder, body: { name: 'Dora Fund' } })).json().id;
    expect((await accept(successor, tokenOf((await invite('member', founder, teamId)).json().url))).statusCode).toBe(200);
    const keptDeckId = await insertAnalyzedDeck(t.ctx, founder.id, { companyName: 'Keptco', story: 3, workspaceId: teamId, fileKey: 'pitchDecks/keptco.pdf' });
    await t.ctx.storage.put('pitchDecks/keptco.pdf', new Uint8Array([37, 80, 68, 70]));
    const personalDeckId = await insertAnalyzedDeck(t.ctx, founder.id, { companyName: 'Goneco', story: 4 });

    const deleted = await t.request({ method: 'DELETE', url: `/api/admin/users/${founder.id}`, user: admin });
    expect(deleted.statusCode, deleted.body).toBe(200);

    await switchTo(successor, teamId);
    const kept = await t.request({ method: 'GET', url: `/api/decks/${keptDeckId}`, user: successor });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().uploadedBy).toEqual({ id: successor.id, name: 'Sam Successor' });
    expect(await t.ctx.storage.exists('pitchDecks/keptco.pdf')).toBe(true);
    const team = (await t.request({ method: 'GET', url: `/api/workspaces/${teamId}`, user: successor })).json();
    expect(team.members.map((m: { userId: string; role: string }) => [m.userId, m.role])).toEqual([[successor.id, 'owner']]);
    expect((await t.request({ method: 'GET', url: `/api/decks/${personalDeckId}`, user: admin })).statusCode).toBe(404);
  });

  it('rates a team deck against its uploader’s investor profile, whoever asks for the rating again', async () => {
    const profile = (stage: string) => ({
      investmentFocus: ['Energy / Cleantech'],
      investmentStages: [stage],
      ticketSizeMin: 250000,
      ticketSizeMax: 2000000,
      targetGeographies: ['Europe'],
    });
    await t.request({ method: 'PATCH', url: '/api/me', user: owner, body: { investorProfile: profile('Seed') } });
    await t.request({ method: 'PATCH', url: '/api/me', user: member, body: { investorProfile: profile('Series B') } });
    const deckId = await insertAnalyzedDeck(t.ctx, owner.id, { companyName: 'Ratedco', story: 5, workspaceId });

    const byMember = await t.request({ method: 'POST', url: `/api/decks/${deckId}/recalculate-fit`, user: member });
    expect(byMember.statusCode, byMember.body).toBe(200);
    expect(byMember.json().investorProfileUsed.investmentStages).toEqual(['Seed']);
    expect(byMember.json().investorFit.stageFit).toBe('Green');

    const edited = await t.request({ method: 'PATCH', url: `/api/decks/${deckId}/fields`, user: member, body: { product: 'Sensors v2' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().investorProfileUsed.investmentStages).toEqual(['Seed']);
  });

  describe('authorization matrix: who may do what to a deck of the team workspace', () => {
    type Who = 'owner' | 'member' | 'viewer' | 'outsider' | 'admin';
    const users = (): Record<Who, TestUser> => ({ owner, member, viewer, outsider, admin });
    const matrix: Array<{ action: string; request: (deckId: string) => { method: 'GET' | 'POST' | 'PATCH'; url: string; body?: unknown }; expected: Record<Who, number> }> = [
      {
        action: 'deck page',
        request: (id) => ({ method: 'GET', url: `/api/decks/${id}` }),
        // The admin reads any deck, as before workspaces (the back office opens decks here); see ADR 0022.
        expected: { owner: 200, member: 200, viewer: 200, outsider: 404, admin: 200 },
      },
      {
        action: 'deck content',
        request: (id) => ({ method: 'GET', url: `/api/decks/${id}/content` }),
        expected: { owner: 200, member: 200, viewer: 200, outsider: 404, admin: 200 },
      },
      {
        action: 'star',
        request: (id) => ({ method: 'PATCH', url: `/api/decks/${id}`, body: { starred: true } }),
        expected: { owner: 200, member: 200, viewer: 403, outsider: 404, admin: 404 },
      },
      {
        action: 'add a note',
        request: (id) => ({ method: 'POST', url: `/api/decks/${id}/notes`, body: { text: 'Call the CEO' } }),
        expected: { owner: 201, member: 201, viewer: 403, outsider: 404, admin: 404 },
      },
      {
        action: 'create a share link',
        request: (id) => ({ method: 'POST', url: `/api/decks/${id}/share-links`, body: {} }),
        expected: { owner: 201, member: 201, viewer: 403, outsider: 404, admin: 404 },
      },
    ];

    for (const row of matrix) {
      for (const who of ['owner', 'member', 'viewer', 'outsider', 'admin'] as const) {
        it(`${row.action} by ${who} → ${row.expected[who]}`, async () => {
          const response = await t.request({ ...row.request(teamDeckId), user: users()[who] });
          expect(response.statusCode, response.body).toBe(row.expected[who]);
          if (row.expected[who] === 403) expect(response.json().error.message).toBe(WORKSPACE_MESSAGES.viewerReadOnly);
        });
      }
    }

    it('list, counts and export show the current workspace only; another workspace never leaks', async () => {
      for (const user of [member, viewer]) {
        await switchTo(user, workspaceId);
        const list = (await t.request({ method: 'GET', url: '/api/decks', user })).json();
        const ids = list.items.map((item: { id: string }) => item.id);
        expect(ids).toContain(teamDeckId);
        expect(ids).not.toContain(outsiderDeckId);
        expect(list.items.find((item: { id: string }) => item.id === teamDeckId).uploadedBy).toEqual({
          id: owner.id,
          name: 'Olivia Owner',
        });
        const search = (await t.request({ method: 'GET', url: '/api/decks?q=secretco', user })).json();
        expect(search.items).toEqual([]);
        const exported = await t.request({ method: 'GET', url: '/api/decks/export?format=csv', user });
        expect(exported.statusCode).toBe(200);
        expect(exported.body).toContain('Teamdeck Oy');
        expect(exported.body).not.toContain('Secretco');
      }
      const outsiderList = (await t.request({ method: 'GET', url: '/api/decks', user: outsider })).json();
      expect(outsiderList.items.map((item: { id: string }) => item.id)).toEqual([outsiderDeckId]);
      const outsiderCounts = (await t.request({ method: 'GET', url: '/api/decks/counts', user: outsider })).json();
      expect(outsiderCounts.all.total).toBe(1);
    });

    it('a user cannot switch to a workspace they are not a member of', async () => {
      const response = await t.request({
        method: 'PUT',
        url: '/api/me/current-workspace',
        user: outsider,
        body: { workspaceId },
      });
      expect(response.statusCode).toBe(404);
    });
  });
});
