import { INVITATION_MESSAGES } from '@pitchscope/domain/messages';
import { formatDeckDate } from '@pitchscope/domain/format';
import type { WorkspaceRole } from '@pitchscope/domain/contracts/workspaces';
import { escapeHtml, oneLine, type MailMessage } from '../../platform/mail.ts';

export interface InvitationEmailInput {
  to: string;
  workspaceName: string;
  invitedByName: string;
  role: WorkspaceRole;
  /** The absolute accept link, token included. */
  url: string;
  expiresAt: Date;
}


/** "Dec 3, 2026, 10:00 UTC": the recipient's time zone is unknown, so the hour says which one it is in. */
export function formatExpiry(expiresAt: Date): string {
  const time = expiresAt.toISOString().slice(11, 16);
  return `${formatDeckDate(expiresAt.toISOString(), '', 'UTC')}, ${time} UTC`;
}

/** The invitation email: who invites, to which workspace, with which role, the link and its expiry. */
export function composeInvitationEmail(input: InvitationEmailInput): MailMessage {
  const workspaceName = oneLine(input.workspaceName);
  const invitedByName = oneLine(input.invitedByName);
  const expiresOn = formatExpiry(input.expiresAt);
  const text = `${INVITATION_MESSAGES.emailBody(invitedByName, workspaceName, input.role, input.url, expiresOn)}\n${INVITATION_MESSAGES.emailIgnoreNote}\n`;
  const url = escapeHtml(input.url);
  const html = [
    '<!doctype html>',
    '<html><body style="font-family: -apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif; line-height: 1.5; color: #1f2937;">',
    `<p>${escapeHtml(INVITATION_MESSAGES.emailInvitedYou(invitedByName, workspaceName, input.role))}</p>`,
    `<p><a href="${url}" style="display: inline-block; padding: 10px 16px; background: #2563eb; color: #ffffff; text-decoration: none; border-radius: 6px;">Accept the invitation</a></p>`,
    `<p>${escapeHtml(INVITATION_MESSAGES.emailLinkWorksUntil(expiresOn))} If the button does not open, copy this address into your browser:<br><a href="${url}">${url}</a></p>`,
    `<p style="color: #6b7280; font-size: 13px;">${escapeHtml(INVITATION_MESSAGES.emailIgnoreNote)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to: input.to, subject: INVITATION_MESSAGES.emailSubject(workspaceName), text, html };
}
