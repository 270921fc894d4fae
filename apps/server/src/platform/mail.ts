import type { Transporter } from 'nodemailer';
import type { Config } from '../config/env.ts';
import { logger } from './logger.ts';
import type { QueueDefinition } from './queue.ts';

/** One email, as Pitchscope writes it: plain text for every client, HTML for the ones that show it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Names are typed by users: in an email's HTML they are text, never markup. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/** A name on one line: a line break in it must not start a new header or paragraph. */
export const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** Sends email. The one implementation speaks SMTP; tests and a future provider fit the same port. */
export interface Mailer {
  /** Resolves once the mail server accepted the message; rejects with a {@link MailDeliveryError}. */
  send(message: MailMessage): Promise<void>;
}

/** Why a message was not accepted, without the server's address, login or the message itself. */
export type MailFailureKind = 'unreachable' | 'login-refused' | 'message-refused' | 'other';

export class MailDeliveryError extends Error {
  constructor(
    readonly kind: MailFailureKind,
    /** The SMTP reply code (e.g. 550) when the server answered one. */
    readonly responseCode: number | null,
    message: string,
  ) {
    super(message);
    this.name = 'MailDeliveryError';
  }
}

/**
 * Time-outs of one SMTP conversation. Nodemailer's defaults (2 min to connect, 10 min of silence) would
 * hold a queue worker for minutes on a dead server; the queue retries instead.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000, dnsTimeout: 10_000 };

const UNREACHABLE_CODES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ETLS', 'ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND']);

function classify(error: unknown): MailDeliveryError {
  const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number };
  const reply = typeof responseCode === 'number' ? responseCode : null;
  // The server's own words may quote the address or the login: only the kind and the code travel on.
  const detail = [code, reply].filter(Boolean).join(' ') || 'unknown';
  if (code === 'EAUTH' || code === 'ENOAUTH') return new MailDeliveryError('login-refused', reply, `SMTP sign-in refused (${detail})`);
  if (code && UNREACHABLE_CODES.has(code)) return new MailDeliveryError('unreachable', reply, `SMTP server unreachable (${detail})`);
  if (code === 'EENVELOPE' || code === 'EMESSAGE' || (reply !== null && reply >= 400)) {
    return new MailDeliveryError('message-refused', reply, `SMTP server refused the message (${detail})`);
  }
  return new MailDeliveryError('other', reply, `SMTP send failed (${detail})`);
}

/** The SMTP URL as it may be logged: the password (and the user name) replaced. */
export function redactSmtpUrl(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    if (url.username) url.username = '***';
    if (url.password) url.password = '***';
    url.search = '';
    return url.toString();
  } catch {
    return '(invalid SMTP_URL)';
  }
}

/**
 * The nodemailer adapter. SMTP_URL carries host, port, TLS mode (smtps: TLS from the start; smtp:
 * STARTTLS when the server offers it) and the login; its query string may add nodemailer options
 * (e.g. `?requireTLS=true`). Nodemailer's own logger stays off: its debug output would print the login.
 */
export function createSmtpMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>): Mailer {
  if (!config.SMTP_URL || !config.MAIL_FROM) throw new Error('createSmtpMailer needs SMTP_URL and MAIL_FROM');
  const url = config.SMTP_URL;
  // Loaded with the first message, not at start: most servers send none for hours (issue #34).
  // Not pooled: an invitation now and then needs no open connection between them.
  let transport: Promise<Transporter> | null = null;
  const from = config.MAIL_FROM;
  return {
    async send(message) {
      try {
        transport ??= import('nodemailer').then(({ createTransport }) => createTransport({ url, ...SMTP_TIMEOUTS, logger: false, debug: false }));
        await (await transport).sendMail({ from, ...message });
      } catch (error) {
        throw classify(error);
      }
    },
  };
}

/** A 5xx answer about this message (e.g. 550, no such mailbox) will not change on a retry. */
export const isPermanentMailFailure = (error: unknown) =>
  error instanceof MailDeliveryError && error.kind === 'message-refused' && (error.responseCode ?? 0) >= 500;

/**
 * The queue of one kind of email: one job per message, retried with exponential backoff
 * (MAIL_MAX_ATTEMPTS, MAIL_RETRY_DELAY_SECONDS); the HTTP answer never waits for SMTP.
 */
export function mailQueue(
  name: string,
  config: Pick<Config, 'MAIL_MAX_ATTEMPTS' | 'MAIL_RETRY_DELAY_SECONDS'>,
  { deleteAfterSeconds }: { deleteAfterSeconds: number },
): QueueDefinition {
  return {
    name,
    // An SMTP conversation ends within its time-outs (above); past this the worker is gone.
    expireInSeconds: 120,
    retryLimit: config.MAIL_MAX_ATTEMPTS - 1,
    retryDelay: config.MAIL_RETRY_DELAY_SECONDS,
    retryBackoff: true,
    retryDelayMax: 3600,
    deleteAfterSeconds,
  };
}

/** Thrown by an attempt that failed but has retries left: the queue runs it again after its backoff. */
export class MailAttemptFailed extends Error {}

/**
 * Sends one queued notice: a failed attempt with retries left throws (the queue retries it); the last
 * one, or a permanent refusal, is logged and dropped — a notice, not a record.
 */
export async function sendQueuedNotice(
  mailer: Mailer,
  message: MailMessage,
  job: { retryCount: number; retryLimit: number },
  log: { label: string; context: Record<string, unknown> },
): Promise<void> {
  try {
    await mailer.send(message);
  } catch (error) {
    const context = { ...log.context, attempt: job.retryCount + 1, error: error instanceof Error ? error.message : 'unknown' };
    if (job.retryCount >= job.retryLimit || isPermanentMailFailure(error)) {
      logger.warn(context, `[mail] ${log.label} not sent`);
      return;
    }
    logger.info(context, `[mail] ${log.label} attempt failed, retrying`);
    throw new MailAttemptFailed('the email could not be sent');
  }
  logger.info(log.context, `[mail] ${log.label} sent`);
}
