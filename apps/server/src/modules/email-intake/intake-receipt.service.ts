import {
  INTAKE_RECEIPT_MAX_WAIT_MINUTES,
  INTAKE_RECEIPT_MESSAGES,
  type IntakeItemResult,
} from '@pitchscope/domain/email-intake';
import type { Config } from '../../config/env.ts';
import type { AppContext } from '../../platform/context.ts';
import { escapeHtml, mailQueue, oneLine, sendQueuedNotice, type MailMessage } from '../../platform/mail.ts';
import type { QueueDefinition } from '../../platform/queue.ts';
import { receiptAddressee, receiptUploads, type ReceiptUploadRow } from './intake-receipt.repository.ts';

/** One item of a message (a file or a deck link), in the message's order: its upload, or why it made none. */
export type IntakeItem = { name: string; uploadId: string } | { name: string; refused: string };

export interface IntakeReceiptJob {
  workspaceId: string;
  senderUserId: string;
  /** The message's subject, as the sender wrote it. */
  subject: string;
  items: IntakeItem[];
  /** When the message was read: the receipt waits for its decks until INTAKE_RECEIPT_MAX_WAIT_MINUTES after. */
  readAt: string;
}

/** One receipt per mailed message, queued once the message is read (a notice: its last failure is dropped). */
export const intakeReceiptQueue = (config: Pick<Config, 'MAIL_MAX_ATTEMPTS' | 'MAIL_RETRY_DELAY_SECONDS'>): QueueDefinition =>
  mailQueue('email-intake-receipt', config, { deleteAfterSeconds: 3600 });

/** Queues the message's receipt when the server sends mail (SMTP_URL); without it the sender sees the decks only. */
export async function queueIntakeReceipt(
  ctx: Pick<AppContext, 'queue' | 'config' | 'mailer' | 'clock'>,
  message: { workspaceId: string; senderUserId: string; subject: string; items: IntakeItem[] },
): Promise<void> {
  if (!ctx.mailer) return;
  const job: IntakeReceiptJob = {
    workspaceId: message.workspaceId,
    senderUserId: message.senderUserId,
    subject: message.subject,
    items: message.items,
    readAt: ctx.clock().toISOString(),
  };
  await ctx.queue.send<IntakeReceiptJob>(intakeReceiptQueue(ctx.config), job);
}

/**
 * Tells the member who mailed a message what each of its items became (ADR 0050, amendment): added as a
 * deck, a copy of one, a new version of one, or refused with the reason. Its decks are read by their own
 * jobs, so the receipt looks again every INTAKE_RECEIPT_RECHECK_SECONDS (config) until all are done, and after
 * INTAKE_RECEIPT_MAX_WAIT_MINUTES (a deck waiting for the model) is sent saying which are still being read.
 */
export async function sendIntakeReceipt(
  ctx: Pick<AppContext, 'db' | 'queue' | 'config' | 'mailer' | 'clock'>,
  data: IntakeReceiptJob,
  job: { retryCount: number; retryLimit: number },
): Promise<void> {
  if (!ctx.mailer) return;
  const uploadIds = data.items.flatMap((item) => ('uploadId' in item ? [item.uploadId] : []));
  const rows = new Map((await receiptUploads(ctx.db, uploadIds)).map((row) => [row.id, row]));
  const results = data.items.map((item): IntakeItemResult =>
    'uploadId' in item ? resultOf(item.name, rows.get(item.uploadId)) : { name: item.name, result: 'refused', reason: item.refused },
  );
  const waitedMs = ctx.clock().getTime() - new Date(data.readAt).getTime();
  if (results.some((item) => item.result === 'pending') && waitedMs < INTAKE_RECEIPT_MAX_WAIT_MINUTES * 60_000) {
    await ctx.queue.send<IntakeReceiptJob>(intakeReceiptQueue(ctx.config), data, { startAfterSeconds: ctx.config.INTAKE_RECEIPT_RECHECK_SECONDS });
    return;
  }
  const addressee = await receiptAddressee(ctx.db, data.senderUserId, data.workspaceId);
  if (!addressee) return; // the account or the workspace is gone
  const message = composeIntakeReceipt({
    to: addressee.email,
    workspaceName: addressee.workspaceName,
    subject: data.subject,
    results,
    url: `${ctx.config.appUrl}/pitch-decks`,
  });
  await sendQueuedNotice(ctx.mailer, message, job, { label: 'intake receipt', context: { userId: data.senderUserId } });
}

function resultOf(name: string, row: ReceiptUploadRow | undefined): IntakeItemResult {
  if (!row) return { name, result: 'refused', reason: INTAKE_RECEIPT_MESSAGES.deletedBeforeRead };
  switch (row.status) {
    case 'completed':
      return { name, result: 'added', company: row.company ?? name };
    case 'duplicate': {
      const company = row.duplicateInfo?.existingDeck.companyName ?? name;
      return row.duplicateInfo?.newVersionOffered ? { name, result: 'newVersion', company } : { name, result: 'duplicate', company };
    }
    case 'error':
      return { name, result: 'refused', reason: row.error ?? INTAKE_RECEIPT_MESSAGES.unreadable };
    default:
      return { name, result: 'pending' };
  }
}

export interface IntakeReceiptInput {
  to: string;
  workspaceName: string;
  subject: string;
  results: IntakeItemResult[];
  /** The absolute link to the deck list. */
  url: string;
}

/** "Pitchscope: what “Fwd: Mailwise seed round” added", one line per item; names are the sender's, kept as text. */
export function composeIntakeReceipt(input: IntakeReceiptInput): MailMessage {
  const intro = INTAKE_RECEIPT_MESSAGES.intro(oneLine(input.workspaceName));
  const lines = input.results.map((item) => INTAKE_RECEIPT_MESSAGES.line({ ...item, name: oneLine(item.name) }));
  const body = lines.length > 0 ? lines.map((line) => `- ${line}`).join('\n') : INTAKE_RECEIPT_MESSAGES.nothing;
  const text = `${intro}\n\n${body}\n\n${INTAKE_RECEIPT_MESSAGES.openLink}:\n${input.url}\n`;
  const html = [
    '<!doctype html>',
    '<html><body style="font-family: -apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif; line-height: 1.5; color: #1f2937;">',
    `<p>${escapeHtml(intro)}</p>`,
    lines.length > 0
      ? `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`
      : `<p>${escapeHtml(INTAKE_RECEIPT_MESSAGES.nothing)}</p>`,
    `<p><a href="${escapeHtml(input.url)}">${escapeHtml(INTAKE_RECEIPT_MESSAGES.openLink)}</a></p>`,
    '</body></html>',
  ].join('\n');
  return { to: input.to, subject: INTAKE_RECEIPT_MESSAGES.subject(oneLine(input.subject)), text, html };
}
