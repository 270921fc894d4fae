import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_INTAKE_MESSAGES, intakeTokenOf } from '@pitchscope/domain/email-intake';
import { WORKSPACE_MESSAGES } from '@pitchscope/domain/messages';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { findWorkspaceByIntakeToken } from './workspaces.repository.ts';

const DOMAIN = 'decks.example.com';

describe("a workspace's intake address", () => {
  let t: TestApp;
  let owner: TestUser;
  let member: TestUser;
  let outsider: TestUser;
  let workspaceId: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { INTAKE_DOMAIN: DOMAIN } });
    owner = await t.signUp();
    member = await t.signUp();
    outsider = await t.signUp();
    workspaceId = (await t.request({ method: 'POST', url: '/api/workspaces', user: owner, body: { name: 'Fund II' } })).json().id;
    const invitation = await t.request({
      method: 'POST',
      url: `/api/workspaces/${workspaceId}/invitations`,
      user: owner,
      body: { role: 'member' },
    });
    const token = invitation.json().url.split('/').pop();
    expect((await t.request({ method: 'POST', url: `/api/invitations/${token}/accept`, user: member })).statusCode).toBe(200);
  });
  afterAll(() => t?.close());

  const addressOf = (user: TestUser) => t.request({ method: 'GET', url: `/api/workspaces/${workspaceId}/intake-address`, user });

  it('is made on first view, the same for every member, and only owners may replace it', async () => {
    const first = await addressOf(owner);
    expect(first.statusCode, first.body).toBe(200);
    const { address } = first.json();
    expect(address).toMatch(new RegExp(`^[0-9a-f]{30}@${DOMAIN.replace(/\./g, '\\.')}$`));
    expect(first.json().canReplace).toBe(true);
    expect((await addressOf(member)).json()).toEqual({ address, canReplace: false });
    expect((await addressOf(outsider)).statusCode).toBe(404);

    const byMember = await t.request({
      method: 'POST',
      url: `/api/workspaces/${workspaceId}/intake-address`,
      user: member,
    });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().error.message).toBe(WORKSPACE_MESSAGES.ownerOnly);
  });

  it('a new address replaces the old one, which then leads nowhere', async () => {
    const old = (await addressOf(owner)).json().address as string;
    const replaced = await t.request({
      method: 'POST',
      url: `/api/workspaces/${workspaceId}/intake-address`,
      user: owner,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const fresh = replaced.json().address as string;
    expect(fresh).not.toBe(old);
    expect((await addressOf(member)).json().address).toBe(fresh);
    expect(await findWorkspaceByIntakeToken(t.ctx.db, intakeTokenOf(old, DOMAIN)!)).toBeNull();
    expect((await findWorkspaceByIntakeToken(t.ctx.db, intakeTokenOf(fresh, DOMAIN)!))?.id).toBe(workspaceId);
  });

  it('has no address without INTAKE_DOMAIN', async () => {
    const plain = await createTestApp();
    try {
      const user = await plain.signUp();
      const id = (await plain.request({ method: 'POST', url: '/api/workspaces', user, body: { name: 'No mail' } })).json().id;
      expect((await plain.request({ method: 'GET', url: `/api/workspaces/${id}/intake-address`, user })).json()).toEqual({
        address: null,
        canReplace: true,
      });
      const replace = await plain.request({
        method: 'POST',
        url: `/api/workspaces/${id}/intake-address`,
        user,
      });
      expect(replace.statusCode).toBe(409);
      expect(replace.json().error.message).toBe(EMAIL_INTAKE_MESSAGES.notConfigured);
    } finally {
      await plain.close();
    }
  });
});
