import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { logger } from '../logger.ts';

/** An SMTP answer that refuses: 5xx for good (the sender gets a bounce), 4xx for now (their server retries). */
export interface SmtpRefusal {
  code: 550 | 552 | 451 | 452;
  message: string;
}

/**
 * What the receiver asks the business side (the email-intake module) at each step of a message. The
 * receiver knows SMTP only: which workspace an address is, who may send, and where a message goes are theirs.
 */
export interface MailIntakeHandlers {
  /** At RCPT TO, with the envelope sender already given: null accepts the recipient. */
  checkRecipient(input: { recipient: string; sender: string; acceptedRecipients: readonly string[] }): Promise<SmtpRefusal | null>;
  /** The largest message accepted now, in bytes (the admin may change the upload limit it follows). */
  maxMessageBytes(): Promise<number>;
  /** The refusal for a message too large; `maxBytes` as returned by maxMessageBytes. */
  tooLarge(maxBytes: number): SmtpRefusal;
  /**
   * Keeps the whole message durably (stored and its job queued) before the receiver answers 250: a
   * throw answers 451, so the sender's server keeps the message and tries again.
   */
  keep(message: { raw: Buffer; sender: string; recipients: readonly string[]; client: { ip: string; helo: string } }): Promise<void>;
  /** The refusal when `keep` failed. */
  notKept: SmtpRefusal;
}

export interface SmtpReceiverOptions {
  port: number;
  host: string;
  /** The server's name in its greeting (the intake domain). */
  name: string;
  /** PEM files: with both, STARTTLS is offered (senders that can use it do). */
  tls?: { certFile: string; keyFile: string };
}

export interface SmtpReceiver {
  port: number;
  close(): Promise<void>;
}

/**
 * Receives mail for the intake addresses (ADR 0050). The sender's server is answered 250 only after
 * `keep` returned, so a message is either kept or still the sender's to retry — a crash in between loses
 * nothing. No AUTH: anyone may deliver, as to any MX; the recipient and sender checks decide.
 */
export async function startSmtpReceiver(options: SmtpReceiverOptions, handlers: MailIntakeHandlers): Promise<SmtpReceiver> {
  const tls = options.tls ? { cert: readFileSync(options.tls.certFile), key: readFileSync(options.tls.keyFile) } : null;
  const server = new SMTPServer({
    name: options.name,
    banner: 'Pitchscope deck intake',
    authOptional: true,
    disabledCommands: tls ? ['AUTH'] : ['AUTH', 'STARTTLS'],
    ...(tls ?? {}),
    // Announced in EHLO so a well-behaved sender does not send what would be refused (read once at start).
    size: await handlers.maxMessageBytes(),
    logger: false,
    onMailFrom(address, _session, callback) {
      const declared = Number(address.args && (address.args as Record<string, string>).SIZE);
      if (!Number.isFinite(declared) || declared <= 0) return callback();
      handlers
        .maxMessageBytes()
        .then((max) => callback(declared > max ? smtpError(handlers.tooLarge(max)) : null))
        .catch((error: unknown) => callback(error as Error));
    },
    onRcptTo(address, session, callback) {
      handlers
        .checkRecipient({
          recipient: address.address,
          sender: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          acceptedRecipients: session.envelope.rcptTo.map((recipient) => recipient.address),
        })
        .then((refusal) => callback(refusal ? smtpError(refusal) : null))
        .catch((error: unknown) => {
          logger.error({ err: error }, '[mail-intake] recipient check failed');
          callback(smtpError(handlers.notKept));
        });
    },
    onData(stream, session, callback) {
      receiveData(stream, session, handlers).then(
        () => callback(null),
        (error: unknown) => callback(error as Error),
      );
    },
  });
  server.on('error', (error) => logger.warn({ err: error }, '[mail-intake] SMTP connection error'));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function receiveData(stream: SMTPServerDataStream, session: SMTPServerSession, handlers: MailIntakeHandlers): Promise<void> {
  const max = await handlers.maxMessageBytes();
  const chunks: Buffer[] = [];
  let size = 0;
  // Read to the end even past the limit: the protocol needs the whole DATA before it can answer.
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= max) chunks.push(chunk);
  }
  if (size > max || stream.sizeExceeded) throw smtpError(handlers.tooLarge(max));
  logger.debug({ bytes: size }, '[mail-intake] message received, being kept');
  const sender = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
  try {
    await handlers.keep({
      raw: Buffer.concat(chunks),
      sender,
      recipients: session.envelope.rcptTo.map((recipient) => recipient.address),
      client: { ip: session.remoteAddress, helo: session.hostNameAppearsAs ?? '' },
    });
  } catch (error) {
    if (isSmtpError(error)) throw error;
    logger.error({ err: error }, '[mail-intake] a message could not be kept');
    throw smtpError(handlers.notKept);
  }
}

/** smtp-server answers an error with its responseCode and message. */
export function smtpError(refusal: SmtpRefusal): Error & { responseCode: number } {
  return Object.assign(new Error(refusal.message), { responseCode: refusal.code });
}

function isSmtpError(error: unknown): error is Error & { responseCode: number } {
  return error instanceof Error && typeof (error as { responseCode?: unknown }).responseCode === 'number';
}
