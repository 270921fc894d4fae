import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_INTAKE_MESSAGES } from '@pitchscope/domain/email-intake';
import { createTestApp, type TestApp, type TestUser } from '../../test/test-app.ts';
import { emailIntakeHandlers } from './email-intake.service.ts';

const DOMAIN = 'decks.example.test';

/** The intake's answers at RCPT TO, before any message is received. */
describe('the intake at RCPT TO', () => {
  let t: TestApp;
  let partner: TestUser;
  let address: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { INTAKE_DOMAIN: DOMAIN } });
    partner = await t.signUp({ name: 'Pat Partner' });
    const workspaceId = (await t.request({ method: 'POST', url: '/api/workspaces', user: partner, body: { name: 'Fund III' } })).json().id;
    address = (await t.request({ method: 'GET', url: `/api/workspaces/${workspaceId}/intake-address`, user: partner })).json().address;
  });
  afterAll(() => t.close());

  it('gets the deck reader ready while a member’s message arrives, and not for a stranger’s (issue #31)', async () => {
    const handlers = emailIntakeHandlers(t.ctx);
    const refused = await handlers.checkRecipient({ recipient: address, sender: 'someone@elsewhere.example', acceptedRecipients: [] });
    expect(refused).toEqual({ code: 550, message: EMAIL_INTAKE_MESSAGES.unknownSender });
    expect(t.ctx.documents.childPids()).toEqual([]);

    // A fresh server's first mailed deck waited for the reader's children to start and load (14 s against 2-3 s).
    expect(await handlers.checkRecipient({ recipient: address, sender: partner.email, acceptedRecipients: [] })).toBeNull();
    await expect.poll(() => t.ctx.documents.childPids().length).toBe(2);
  });
});
