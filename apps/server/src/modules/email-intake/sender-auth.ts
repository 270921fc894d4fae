import { promises as dns } from 'node:dns';
import type { DNSResolver } from 'mailauth';
import type { SenderAuthChecks } from '@pitchscope/domain/email-intake';

/** A DNS lookup as mailauth asks it (name, record type), answered as node's dns.promises.resolve does. */
export type DnsResolver = DNSResolver;

export interface SmtpEnvelope {
  /** MAIL FROM. */
  sender: string;
  /** The connecting mail server's address and the name it gave in HELO/EHLO. */
  clientIp: string;
  helo: string;
}

/**
 * The checks run while the sender's server waits for our answer to its message, so no DNS server may hold
 * it: one lookup waits LOOKUP_TIMEOUT_MS on its first try (the resolver waits longer on the next; about 7 s
 * in all against a silent nameserver), and the whole check — SPF alone may follow ten lookups — at most
 * SENDER_AUTH_DEADLINE_MS. With Node's defaults a lookup took 27 s (four tries) and a check several of them.
 */
const LOOKUP_TIMEOUT_MS = 2_000;
const LOOKUP_TRIES = 2;
export const SENDER_AUTH_DEADLINE_MS = 10_000;

/** The system's DNS with bounded waits; `servers` replaces the system's nameservers (tests). */
export function boundedDnsResolver({
  timeoutMs = LOOKUP_TIMEOUT_MS,
  tries = LOOKUP_TRIES,
  servers,
}: { timeoutMs?: number; tries?: number; servers?: string[] } = {}): DnsResolver {
  const resolver = new dns.Resolver({ timeout: timeoutMs, tries });
  if (servers) resolver.setServers(servers);
  return (name, recordType) => resolver.resolve(name, recordType) as Promise<string[][] | string[]>;
}

/** Thrown when the sender's domain did not answer in time: the check counts as a temporary error. */
export class SenderAuthTimeout extends Error {
  readonly code = 'ETIMEOUT';
  constructor(deadlineMs: number) {
    super(`the sender's domain did not answer within ${deadlineMs / 1000} s`);
  }
}

/**
 * SPF, DKIM and DMARC of a received message, checked by mailauth (by the author of smtp-server) with the
 * given resolver (tests answer offline; by default the system's DNS, bounded). A lookup that fails answers
 * temperror, as each check reports it; a check past `deadlineMs` throws SenderAuthTimeout.
 */
export async function checkSenderAuth(
  raw: Buffer,
  envelope: SmtpEnvelope,
  options: { mta: string; resolver?: DnsResolver; deadlineMs?: number },
): Promise<SenderAuthChecks> {
  // Loaded by the first message, like the mail parser (issue #34).
  const { authenticate } = await import('mailauth');
  const deadlineMs = options.deadlineMs ?? SENDER_AUTH_DEADLINE_MS;
  let timer: NodeJS.Timeout | undefined;
  const pastDeadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new SenderAuthTimeout(deadlineMs)), deadlineMs);
  });
  try {
    const result = await Promise.race([
      authenticate(raw, {
        sender: envelope.sender,
        ip: envelope.clientIp,
        helo: envelope.helo,
        mta: options.mta,
        disableArc: true,
        disableBimi: true,
        resolver: options.resolver ?? boundedDnsResolver(),
      }),
      pastDeadline,
    ]);
    return {
      dmarc: result.dmarc ? result.dmarc.status.result : null,
      spf: result.spf ? result.spf.status.result : 'none',
      alignedDkimPass: result.dkim.results.some((signature) => signature.status.result === 'pass' && Boolean(signature.status.aligned)),
    };
  } finally {
    clearTimeout(timer);
  }
}
