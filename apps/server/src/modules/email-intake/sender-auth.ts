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
 * SPF, DKIM and DMARC of a received message, checked by mailauth (by the author of smtp-server) with the
 * given resolver (tests answer offline). A lookup that fails answers temperror, as each check reports it.
 */
export async function checkSenderAuth(
  raw: Buffer,
  envelope: SmtpEnvelope,
  options: { mta: string; resolver?: DnsResolver },
): Promise<SenderAuthChecks> {
  // Loaded by the first message, like the mail parser (issue #34).
  const { authenticate } = await import('mailauth');
  const result = await authenticate(raw, {
    sender: envelope.sender,
    ip: envelope.clientIp,
    helo: envelope.helo,
    mta: options.mta,
    disableArc: true,
    disableBimi: true,
    ...(options.resolver ? { resolver: options.resolver } : {}),
  });
  return {
    dmarc: result.dmarc ? result.dmarc.status.result : null,
    spf: result.spf ? result.spf.status.result : 'none',
    alignedDkimPass: result.dkim.results.some((signature) => signature.status.result === 'pass' && Boolean(signature.status.aligned)),
  };
}
