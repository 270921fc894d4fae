import { describe, expect, it } from 'vitest';
import { INVITATION_MESSAGES } from '@pitchscope/domain/messages';
import { escapeHtml } from '../../platform/mail.ts';
import { composeInvitationEmail, formatExpiry } from './invitation-email.ts';

const URL = 'https://pitchscope.example.com/invite/' + 'T'.repeat(43);

const invitation = (overrides: Partial<Parameters<typeof composeInvitationEmail>[0]> = {}) =>
  composeInvitationEmail({
    to: 'cleo@fund.com',
    workspaceName: 'Northwind Ventures',
    invitedByName: 'Anna Virtanen',
    role: 'member',
    url: URL,
    expiresAt: new Date('2026-12-03T10:05:00Z'),
    ...overrides,
  });

describe('the invitation email', () => {
  it('says who invites to which workspace with which role, the link and when it expires, in text and HTML', () => {
    const mail = invitation();
    expect(mail.to).toBe('cleo@fund.com');
    expect(mail.subject).toBe('You are invited to Northwind Ventures on Pitchscope');
    expect(mail.text).toBe(
      `${INVITATION_MESSAGES.emailBody('Anna Virtanen', 'Northwind Ventures', 'member', URL, 'Dec 3, 2026, 10:05 UTC')}\n${INVITATION_MESSAGES.emailIgnoreNote}\n`,
    );
    expect(mail.html).toContain('<p>Anna Virtanen invited you to join the workspace &quot;Northwind Ventures&quot; on Pitchscope as member.</p>');
    expect(mail.html).toContain(`<a href="${URL}"`);
    expect(mail.html).toContain('until Dec 3, 2026, 10:05 UTC');
  });

  it('escapes names in the HTML and keeps them on one line in the subject', () => {
    const mail = invitation({ workspaceName: 'Fund <script>alert(1)</script>\r\nBcc: x@evil.test', invitedByName: 'Tom & "Jerry"' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&quot;Fund &lt;script&gt;alert(1)&lt;/script&gt; Bcc: x@evil.test&quot;');
    expect(mail.html).toContain('<p>Tom &amp; &quot;Jerry&quot; invited you');
    expect(mail.subject).toBe('You are invited to Fund <script>alert(1)</script> Bcc: x@evil.test on Pitchscope');
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it('escapes every character that could end an attribute or open a tag', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('gives the expiry in UTC, with the hour, whatever the server time zone', () => {
    expect(formatExpiry(new Date('2026-01-05T23:59:00Z'))).toBe('Jan 5, 2026, 23:59 UTC');
  });
});
