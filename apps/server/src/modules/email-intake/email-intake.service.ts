import { Readable } from 'node:stream';
import type { Attachment, ParsedMail } from 'mailparser';
import { findDeckLinks } from '@pitchscope/domain/deck-links';
import {
  EMAIL_INTAKE_MESSAGES,
  INTAKE_RECEIPT_MESSAGES,
  INTAKE_MESSAGE_SIZE_FACTOR,
  INTAKE_MESSAGES_PER_HOUR,
  intakeTokenOf,
  senderAccountCandidates,
  senderAuthVerdict,
  type SenderVerification,
} from '@pitchscope/domain/email-intake';
import { workspaceAllows } from '@pitchscope/domain/workspaces';
import type { AppContext } from '../../platform/context.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import * as repo from './email-intake.repository.ts';
import type { Actor } from '../../platform/actor.ts';
import { AppError } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { logger } from '../../platform/logger.ts';
import type { QueueDefinition } from '../../platform/queue.ts';
import type { MailIntakeHandlers, SmtpReceiver, SmtpRefusal } from '../../platform/mail-intake/smtp-receiver.ts';
import { acceptUpload, maxUploadBytes } from '../decks/uploads.service.ts';
import { acceptUploadFromLink } from '../decks/link-intake.service.ts';
import { memberByEmail, workspaceOfIntakeToken } from '../workspaces/workspaces.service.ts';
import { emailSourceOf } from './forwarded-original.ts';
import { checkSenderAuth, type DnsResolver, type SmtpEnvelope } from './sender-auth.ts';
import { queueIntakeReceipt, type IntakeItem } from './intake-receipt.service.ts';

/** A kept message waits here for its job; the job removes it once its decks are uploads. */
export const intakeMessageKey = (id: string) => `email-intake/${id}.eml`;

export const EMAIL_INTAKE_QUEUE: QueueDefinition = {
  name: 'email-intake-message',
  // Reading a message and fetching its links: each link has LINK_DOWNLOAD_TIME_LIMIT_SECONDS.
  expireInSeconds: 900,
  retryLimit: 3,
  retryDelay: 5,
};

export interface EmailIntakeJob {
  messageKey: string;
  workspaceId: string;
  /** The member who sent it (the envelope sender's account). */
  senderUserId: string;
  /** What the sender's domain said of the message; null when not checked (INTAKE_SENDER_AUTH=off). */
  senderVerification?: SenderVerification | null;
}

const MB = 1024 * 1024;

/** The largest message accepted: the admin's upload limit × INTAKE_MESSAGE_SIZE_FACTOR. */
export async function maxIntakeMessageBytes(ctx: AppContext): Promise<number> {
  return (await maxUploadBytes(ctx)) * INTAKE_MESSAGE_SIZE_FACTOR;
}

/** Who may send to an address: the workspace it names, and the sender's membership there. */
async function resolveDelivery(
  ctx: AppContext,
  recipient: string,
  sender: string,
): Promise<{ workspaceId: string; senderUserId: string } | SmtpRefusal> {
  const token = intakeTokenOf(recipient, ctx.config.INTAKE_DOMAIN ?? '');
  const workspace = token ? await workspaceOfIntakeToken(ctx.db, token) : null;
  if (!workspace) return { code: 550, message: EMAIL_INTAKE_MESSAGES.unknownAddress };
  let member: Awaited<ReturnType<typeof memberByEmail>> = null;
  for (const candidate of senderAccountCandidates(sender)) {
    member ??= await memberByEmail(ctx.db, workspace.id, candidate);
  }
  if (!member) return { code: 550, message: EMAIL_INTAKE_MESSAGES.unknownSender };
  if (!workspaceAllows(member.role, 'writeDecks')) return { code: 550, message: EMAIL_INTAKE_MESSAGES.viewerSender };
  return { workspaceId: workspace.id, senderUserId: member.userId };
}

const isRefusal = (value: object): value is SmtpRefusal => 'code' in value;

/**
 * Messages per workspace and clock hour, counted in the database so that every API process running a mail
 * receiver shares one limit: a burst is deferred with 452 (the sender's server retries later), so one
 * address cannot fill the queue.
 */
export class IntakeRateLimit {
  constructor(
    private readonly db: DbOrTx,
    private readonly clock: () => Date,
    private readonly perHour = INTAKE_MESSAGES_PER_HOUR,
  ) {}

  /** Counts one message; false when the workspace's hour is full. */
  take(workspaceId: string): Promise<boolean> {
    const hourStart = new Date(Math.floor(this.clock().getTime() / HOUR_MS) * HOUR_MS);
    return repo.countIntakeMessage(this.db, workspaceId, hourStart, this.perHour);
  }
}

const HOUR_MS = 60 * 60_000;

/**
 * The intake's answers to the mail server (ADR 0050): unknown address or sender refused at RCPT TO (the
 * sender is known then), one workspace per message, and a message kept — stored, then its job queued —
 * before it is accepted.
 */
export function emailIntakeHandlers(
  ctx: AppContext,
  {
    rateLimit = new IntakeRateLimit(ctx.db, ctx.clock),
    resolver,
    senderAuthDeadlineMs,
  }: { rateLimit?: IntakeRateLimit; resolver?: DnsResolver; senderAuthDeadlineMs?: number } = {},
): MailIntakeHandlers {
  return {
    async checkRecipient({ recipient, sender, acceptedRecipients }) {
      const delivery = await resolveDelivery(ctx, recipient, sender);
      if (isRefusal(delivery)) return delivery;
      const sameAddress = acceptedRecipients.some((accepted) => accepted.toLowerCase() === recipient.toLowerCase());
      // A second workspace's address is sent again later by the sender's server, in its own message.
      if (acceptedRecipients.length > 0 && !sameAddress) return { code: 452, message: EMAIL_INTAKE_MESSAGES.oneWorkspaceAtATime };
      // The message's decks are read by this process's workers, if it runs any: get ready while it arrives.
      if (ctx.config.ROLE !== 'api') prepareToReadMessage(ctx);
      return null;
    },
    maxMessageBytes: () => maxIntakeMessageBytes(ctx),
    tooLarge: (maxBytes) => ({
      code: 552,
      message: EMAIL_INTAKE_MESSAGES.tooLarge(Math.floor(maxBytes / MB)),
    }),
    notKept: { code: 451, message: EMAIL_INTAKE_MESSAGES.notStored },
    async keep({ raw, sender, recipients, client }) {
      const delivery = await resolveDelivery(ctx, recipients[0] ?? '', sender);
      if (isRefusal(delivery)) throw Object.assign(new Error(delivery.message), { responseCode: delivery.code });
      const envelope = { sender, clientIp: client.ip, helo: client.helo };
      const senderVerification = await verifySender(ctx, raw, envelope, { resolver, deadlineMs: senderAuthDeadlineMs });
      if (!(await rateLimit.take(delivery.workspaceId))) {
        throw Object.assign(new Error(EMAIL_INTAKE_MESSAGES.rateLimited), { responseCode: 452 });
      }
      await keepIntakeMessage(ctx, { raw, ...delivery, senderVerification });
    },
  };
}

/**
 * The sender's domain's word on the message (ADR 0050, amendment): a message it disowns is refused with 550
 * (the member's server bounces it with the reason); otherwise whether it vouched, kept with the message.
 * Null when the check is off. A check that fails outright or past its deadline (DNS not answering) is a
 * temporary error: accepted, not verified.
 */
async function verifySender(
  ctx: AppContext,
  raw: Buffer,
  envelope: SmtpEnvelope,
  options: { resolver?: DnsResolver; deadlineMs?: number },
): Promise<SenderVerification | null> {
  if (ctx.config.INTAKE_SENDER_AUTH === 'off') return null;
  const started = performance.now();
  const checks = await checkSenderAuth(raw, envelope, { mta: ctx.config.INTAKE_DOMAIN ?? 'localhost', ...options }).catch(
    (error: unknown) => {
      logger.warn({ err: error, sender: envelope.sender }, '[mail-intake] the sender could not be checked');
      return null;
    },
  );
  logger.debug({ sender: envelope.sender, ms: Math.round(performance.now() - started) }, '[mail-intake] sender checked');
  if (!checks) return 'unverified';
  const verdict = senderAuthVerdict(checks);
  if (!verdict.accepted) {
    logger.info({ sender: envelope.sender, clientIp: envelope.clientIp, ...checks }, '[mail-intake] refused: the sender’s domain disowns it');
    throw Object.assign(new Error(EMAIL_INTAKE_MESSAGES.senderNotAuthenticated), { responseCode: 550 });
  }
  return verdict.verification;
}

/** Stores the message, then queues its job; a failed send removes the stored copy (the sender retries). */
export async function keepIntakeMessage(
  ctx: AppContext,
  message: { raw: Buffer; workspaceId: string; senderUserId: string; senderVerification?: SenderVerification | null },
): Promise<void> {
  const messageKey = intakeMessageKey(newId());
  await ctx.storage.put(messageKey, message.raw);
  try {
    const jobId = await ctx.queue.send<EmailIntakeJob>(EMAIL_INTAKE_QUEUE, {
      messageKey,
      workspaceId: message.workspaceId,
      senderUserId: message.senderUserId,
      senderVerification: message.senderVerification ?? null,
    });
    // Each step of a mailed deck's way is logged with its key, so a slow one shows where it waited (issue #31).
    logger.info({ messageKey, jobId, workspaceId: message.workspaceId }, '[mail-intake] message kept, its job queued');
  } catch (error) {
    await ctx.storage.delete(messageKey).catch(() => undefined);
    throw error;
  }
}

/** Starts the intake mail server when INTAKE_SMTP_PORT is set; null otherwise. */
export async function startEmailIntake(
  ctx: AppContext,
  port = ctx.config.INTAKE_SMTP_PORT,
  { resolver }: { resolver?: DnsResolver } = {},
): Promise<SmtpReceiver | null> {
  if (port === undefined || !ctx.config.INTAKE_DOMAIN) return null;
  const { INTAKE_TLS_CERT, INTAKE_TLS_KEY } = ctx.config;
  // Loaded only when intake is on: a server without it holds no SMTP server (issue #34).
  const { startSmtpReceiver } = await import('../../platform/mail-intake/smtp-receiver.ts');
  const receiver = await startSmtpReceiver(
    {
      port,
      host: ctx.config.INTAKE_SMTP_HOST,
      name: ctx.config.INTAKE_DOMAIN,
      tls: INTAKE_TLS_CERT && INTAKE_TLS_KEY ? { certFile: INTAKE_TLS_CERT, keyFile: INTAKE_TLS_KEY } : undefined,
    },
    emailIntakeHandlers(ctx, { resolver }),
  );
  logger.info(
    { port: receiver.port, domain: ctx.config.INTAKE_DOMAIN, starttls: Boolean(INTAKE_TLS_CERT) },
    '[mail-intake] receiving decks by email',
  );
  return receiver;
}

/** What one message gave (a file refused on arrival is kept under "Not added" too). */
export interface IntakeOutcome {
  items: IntakeItem[];
}

/**
 * The job: reads the kept message and makes its uploads, attributed to the member who sent it — each
 * attachment through the upload path (a file that is no deck goes to "Not added"), each deck link in its
 * text through link intake. One item's refusal does not stop the others; only a message that cannot be
 * read fails the job (retried), before any upload, so a retry makes no upload twice.
 */
export async function processIntakeMessage(ctx: AppContext, job: EmailIntakeJob): Promise<IntakeOutcome> {
  logger.info({ messageKey: job.messageKey }, '[mail-intake] reading a kept message');
  const { simpleParser } = await prepareToReadMessage(ctx);
  const raw = await ctx.storage.read(job.messageKey);
  const message = await simpleParser(raw);
  const attachedMessage = message.attachments.find(isAttachedMessage);
  const original = attachedMessage ? await simpleParser(attachedMessage.content) : null;
  const source = { ...emailSourceOf(message, original), senderVerification: job.senderVerification ?? null };
  const actor: Actor = { userId: job.senderUserId, isAdmin: false };
  const outcome: IntakeOutcome = { items: [] };

  const files = [...message.attachments, ...(original?.attachments ?? [])].filter(isFileAttachment);
  if (files.length > 0) {
    const maxBytes = await maxUploadBytes(ctx);
    for (const file of files) {
      const name = file.filename ?? 'attachment';
      await settle(outcome, name, () =>
        acceptUpload(
          ctx,
          actor,
          {
            stream: Readable.from(file.content),
            fileName: name,
            source: { ...source, url: null },
            workspaceId: job.workspaceId,
          },
          maxBytes,
        ),
      );
    }
  }
  for (const url of linksIn(message, original)) {
    await settle(outcome, url, () => acceptUploadFromLink(ctx, actor, { url, email: { source, workspaceId: job.workspaceId } }));
  }
  await ctx.storage.delete(job.messageKey);
  logger.info({ messageKey: job.messageKey, items: outcome.items }, '[mail-intake] message read: its decks are uploads');
  // After the delete: a failure here must not retry the job, which would upload the decks twice.
  const receipt = { workspaceId: job.workspaceId, senderUserId: job.senderUserId, subject: message.subject ?? '', items: outcome.items };
  await queueIntakeReceipt(ctx, receipt).catch((error: unknown) =>
    logger.warn({ err: error, messageKey: job.messageKey }, '[mail-intake] the receipt could not be queued'),
  );
  return outcome;
}

/**
 * Loads what a mailed message's decks need while the message is still arriving or being parsed: the mail
 * parser (~30 MB, loaded by the first message rather than at start: issue #34) and the document reader's
 * children. A fresh server's first mailed deck otherwise waited for each in turn (issue #31: ~12 s of a
 * 14 s wait at load 30, against 2-3 s for the next deck; in the Chromium run, 30 of its 51 s).
 */
function prepareToReadMessage(ctx: AppContext) {
  void ctx.documents.warmReader();
  return import('mailparser');
}

async function settle(outcome: IntakeOutcome, name: string, upload: () => Promise<{ id: string }>) {
  try {
    outcome.items.push({ name, uploadId: (await upload()).id });
  } catch (error) {
    // A refusal is the item's (kept under "Not added" when it was a file); anything else is logged too.
    if (!(error instanceof AppError)) logger.error({ err: error, item: name }, '[mail-intake] an item could not be uploaded');
    outcome.items.push({ name, refused: error instanceof AppError ? error.message : INTAKE_RECEIPT_MESSAGES.unreadable });
  }
}

const isAttachedMessage = (attachment: Attachment) => attachment.contentType.toLowerCase() === 'message/rfc822';

/** Files sent as files: not a forwarded message (read separately) nor a picture shown in the body (a signature logo). */
const isFileAttachment = (attachment: Attachment) => !isAttachedMessage(attachment) && !attachment.related;

/** The deck links of the message and of the message it forwards, from their text and their HTML. */
function linksIn(message: ParsedMail, original: ParsedMail | null): string[] {
  const texts = [
    message.text,
    typeof message.html === 'string' ? message.html : '',
    original?.text,
    typeof original?.html === 'string' ? original.html : '',
  ];
  return findDeckLinks(texts.filter(Boolean).join('\n').replace(/&amp;/g, '&'));
}
