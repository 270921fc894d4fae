import { ANALYSIS_COMPLETE_MESSAGES } from '@pitchscope/domain/messages';
import { escapeHtml, oneLine, type MailMessage } from '../../platform/mail.ts';

export interface CompletionEmailInput {
  to: string;
  companyName: string;
  /** The absolute link to the deck's deep analysis page. */
  url: string;
}

/** "Deep analysis complete: Brightloop", with a link to the report; nothing of the report itself. */
export function composeCompletionEmail(input: CompletionEmailInput): MailMessage {
  const company = oneLine(input.companyName) || ANALYSIS_COMPLETE_MESSAGES.unnamedCompany;
  const body = ANALYSIS_COMPLETE_MESSAGES.body(company);
  const text = `${body}\n\n${ANALYSIS_COMPLETE_MESSAGES.openLink}:\n${input.url}\n\n${ANALYSIS_COMPLETE_MESSAGES.settingsNote}\n`;
  const url = escapeHtml(input.url);
  const html = [
    '<!doctype html>',
    '<html><body style="font-family: -apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif; line-height: 1.5; color: #1f2937;">',
    `<p>${escapeHtml(body)}</p>`,
    `<p><a href="${url}" style="display: inline-block; padding: 10px 16px; background: #2563eb; color: #ffffff; text-decoration: none; border-radius: 6px;">${escapeHtml(ANALYSIS_COMPLETE_MESSAGES.openLink)}</a></p>`,
    `<p style="color: #6b7280; font-size: 13px;">${escapeHtml(ANALYSIS_COMPLETE_MESSAGES.settingsNote)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to: input.to, subject: ANALYSIS_COMPLETE_MESSAGES.subject(company), text, html };
}
