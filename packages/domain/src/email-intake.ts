/**
 * Decks that arrive by email (issue #31, ADR 0050): each workspace has a private address
 * `<token>@<INTAKE_DOMAIN>`; a member mails or forwards a deck to it. What the address looks like, what a
 * forwarded message says about its original, and every answer the mail server gives are decided here.
 */
import { VERSION_MESSAGES } from './deck-versions.ts';

/** Random bytes behind a workspace's intake address, written in hex (30 characters): unguessable, and case cannot change it. */
export const INTAKE_TOKEN_BYTES = 15;

/**
 * A mailed message may be this many times the admin's per-file upload limit: a deck and a second file,
 * with the ~37% that base64 adds to every attachment.
 */
export const INTAKE_MESSAGE_SIZE_FACTOR = 3;

/** Messages one workspace may send to its address per hour; more are deferred (the sender's server retries). */
export const INTAKE_MESSAGES_PER_HOUR = 60;

/** The founder's note kept on the deck: the start of the forwarded body, not a whole thread. */
export const COVER_NOTE_MAX_CHARS = 2000;

/** What the mail server answers; the sender's mail server puts it in the bounce a member reads. */
export const EMAIL_INTAKE_MESSAGES = {
  unknownAddress:
    'This Pitchscope intake address does not exist or was replaced by a new one. Ask the workspace owner for its current address.',
  unknownSender:
    'Pitchscope accepts decks at this address only from members of its workspace. Send from the email address of your Pitchscope account.',
  viewerSender: 'You are a viewer in this workspace: ask an owner to make you a member to send it decks.',
  tooLarge: (maxMb: number) => `The message is larger than ${maxMb} MB, the most this address accepts.`,
  rateLimited: 'Too many messages to this address in the last hour; your mail server will try again later.',
  notStored: 'The message could not be stored; your mail server will try again later.',
  oneWorkspaceAtATime: 'Send to one Pitchscope intake address per message.',
  notConfigured: 'Email intake is not set up on this server (INTAKE_DOMAIN).',
  senderNotAuthenticated:
    'The sending domain’s SPF, DKIM and DMARC records say this message did not come from it, so Pitchscope cannot tell it is from you. Send from your own mail account, or ask your mail administrator to publish SPF and DKIM records for your domain.',
} as const;

/**
 * What the sender's domain said of a message (SPF, DKIM, DMARC; ADR 0050, amendment for issue #31), as
 * mailauth reports each result. `dmarc` is null when the From domain publishes no DMARC record.
 */
export interface SenderAuthChecks {
  dmarc: string | null;
  spf: string;
  /** A DKIM signature that verified and whose domain is aligned with the From address's (relaxed: same organisational domain). */
  alignedDkimPass: boolean;
}

/** How a mailed deck's sender was checked: `null` on the deck when the server does not check (INTAKE_SENDER_AUTH=off). */
export type SenderVerification = 'verified' | 'unverified';

/**
 * The intake's policy: a domain whose DMARC fails the message, or, without DMARC, whose SPF fails it with
 * no aligned DKIM signature to vouch instead, refuses it; a pass of DMARC, SPF or aligned DKIM verifies the
 * sender; anything else (no records, a DNS failure, neutral) is accepted and shown as not verified.
 */
export function senderAuthVerdict(checks: SenderAuthChecks): { accepted: false } | { accepted: true; verification: SenderVerification } {
  if (checks.dmarc === 'fail') return { accepted: false };
  if (checks.dmarc === 'pass') return { accepted: true, verification: 'verified' };
  const withoutDmarc = checks.dmarc === null || checks.dmarc === 'none';
  if (withoutDmarc && checks.spf === 'fail' && !checks.alignedDkimPass) return { accepted: false };
  if (withoutDmarc && (checks.spf === 'pass' || checks.alignedDkimPass)) return { accepted: true, verification: 'verified' };
  return { accepted: true, verification: 'unverified' };
}

export const SENDER_VERIFICATION_LABELS: Record<SenderVerification, string> = {
  verified: 'verified sender',
  unverified: 'sender not verified',
};

/** The address a workspace's members send decks to. */
export function intakeAddress(token: string, domain: string): string {
  return `${token}@${domain.toLowerCase()}`;
}

/** The token of an address at our intake domain, or null for any other address. Case does not matter. */
export function intakeTokenOf(address: string, domain: string): string | null {
  const at = address.trim().lastIndexOf('@');
  if (at <= 0) return null;
  if (address.slice(at + 1).toLowerCase() !== domain.toLowerCase()) return null;
  const local = address.slice(0, at).toLowerCase();
  return /^[0-9a-f]{16,64}$/.test(local) ? local : null;
}

/** The original of a forwarded message, as its forwarder's mail program wrote it. */
export interface ForwardedOriginal {
  from: string | null;
  subject: string | null;
  /** As written in the forwarded header (mail programs write dates in their own words). */
  date: string | null;
  /** The original message's body, trimmed: the founder's cover note. */
  coverNote: string | null;
}

/** The lines mail programs put above the headers of a message forwarded inline. */
const FORWARD_MARKERS = [
  /^-{2,}\s*Forwarded message\s*-{2,}\s*$/i, // Gmail
  /^Begin forwarded message:\s*$/i, // Apple Mail
  /^-{2,}\s*Original Message\s*-{2,}\s*$/i, // Outlook (older)
  /^_{10,}\s*$/, // Outlook: a rule, then From / Sent / To / Subject
];

const HEADER_LINE = /^\s*(From|Sent|Date|To|Cc|Subject|Reply-To)\s*:\s*(.*)$/i;

/**
 * Reads an inline forward from a message's plain text: the original's sender, subject and date from the
 * header block under the forward marker, and its body as the cover note. Null when the text holds no forward.
 * Without a marker line, a header block that starts a paragraph with From: and has Sent:, or Subject: and
 * Date: (Outlook's, or an attached message folded into the text), is read the same way.
 */
export function readInlineForward(text: string): ForwardedOriginal | null {
  const lines = text.replace(/\r\n?/g, '\n').split('\n').map(unquote);
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!.trim();
    const marked = FORWARD_MARKERS.some((marker) => marker.test(line));
    // Unmarked: an Outlook block (From:, Sent:, …), or a forwarded message a mail reader folded into the text.
    const bare = !marked && /^From\s*:/i.test(line) && (index === 0 || lines[index - 1]!.trim() === '');
    if (!marked && !bare) continue;
    const headersStart = marked ? skipBlank(lines, index + 1) : index;
    const read = readHeaderBlock(lines, headersStart);
    if (!read || (!read.headers.from && !read.headers.subject)) continue;
    if (bare && !(read.headers.sent || (read.headers.subject && read.headers.date))) continue;
    return {
      from: read.headers.from?.replace(/^"([^"]*)"\s*</, '$1 <') ?? null,
      subject: read.headers.subject ?? null,
      date: read.headers.date ?? read.headers.sent ?? null,
      coverNote: coverNote(lines.slice(read.end).join('\n')),
    };
  }
  return null;
}

/** Quoted forwards ("> From: …") read like plain ones. */
function unquote(line: string): string {
  return line.replace(/^(?:>\s?)+/, '');
}

function skipBlank(lines: string[], from: number): number {
  let index = from;
  while (index < lines.length && lines[index]!.trim() === '') index += 1;
  return index;
}

/** The header block (lines of `Name: value`, a long value wrapped onto indented lines) and where it ends. */
function readHeaderBlock(lines: string[], start: number): { headers: Record<string, string>; end: number } | null {
  const headers: Record<string, string> = {};
  let index = start;
  let last: string | null = null;
  for (; index < lines.length; index += 1) {
    const line = lines[index]!;
    if (line.trim() === '') break;
    const header = HEADER_LINE.exec(line);
    if (header) {
      last = header[1]!.toLowerCase();
      headers[last] = header[2]!.trim();
    } else if (last && /^\s+\S/.test(line)) {
      headers[last] = `${headers[last]} ${line.trim()}`;
    } else break;
  }
  return Object.keys(headers).length > 0 ? { headers, end: index } : null;
}

/** The cover note as kept: trimmed, blank runs folded, at most COVER_NOTE_MAX_CHARS. Null when empty. */
export function coverNote(body: string | null | undefined): string | null {
  const trimmed = (body ?? '')
    .replace(/\r\n?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (!trimmed) return null;
  return trimmed.length <= COVER_NOTE_MAX_CHARS ? trimmed : `${trimmed.slice(0, COVER_NOTE_MAX_CHARS - 1).trimEnd()}…`;
}

/** A subject with its forward prefixes taken off ("Fwd: FW: Our seed deck" → "Our seed deck"). */
export function subjectWithoutForward(subject: string | null | undefined): string | null {
  const stripped = (subject ?? '').replace(/^\s*(?:(?:fwd?|fw|tr|wg|rv)\s*:\s*)+/i, '').trim();
  return stripped || null;
}

/** Settings → Team's intake address section. */
export const INTAKE_ADDRESS_TEXT = {
  heading: 'Decks by email',
  label: 'Intake address',
  explanation:
    'Send or forward a founder’s email to this address from your Pitchscope email address: its PDF, PPT and PPTX attachments and deck links become decks in this workspace, with the founder’s note. Keep it private.',
  notConfigured: 'Email intake is not set up on this server: an administrator sets INTAKE_DOMAIN and points its mail at Pitchscope.',
  confirmTitle: 'Replace the intake address?',
  confirmDescription: 'Mail sent to the current address will be refused from now on. Forwarding rules that use it must be changed.',
  replaced: 'The intake address was replaced',
  couldNotReplace: 'Could not replace the intake address',
} as const;

/**
 * The deck page's line for a mailed deck: "Forwarded by pat@fund.vc · from Maja <maja@acme.io> · “Seed
 * round” · Mon, 23 Nov 2026" for a forward, "Emailed by pat@fund.vc · “Seed round”" for a member's own message.
 */
export function mailedFromLine(source: {
  from: string;
  subject: string | null;
  original: { from: string | null; subject: string | null; date: string | null } | null;
  senderVerification?: SenderVerification | null;
}): string {
  const checked = source.senderVerification ? SENDER_VERIFICATION_LABELS[source.senderVerification] : null;
  if (!source.original)
    return ['Emailed by ' + source.from, checked, source.subject ? `“${source.subject}”` : null].filter(Boolean).join(' · ');
  const { from, subject, date } = source.original;
  return ['Forwarded by ' + source.from, checked, from ? `from ${from}` : null, subject ? `“${subject}”` : null, date]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The account addresses a sender may be: the address itself, then without its "+tag" — Gmail's forwarding
 * rules send as `user+caf_=…@gmail.com`, and `user+deals@` is the same mailbox as `user@` — then, for a
 * forwarder that rewrote the envelope sender by SRS (`SRS0=hash=tt=domain=local@forwarder`, or
 * `SRS1=hash=forwarder==hash=tt=domain=local@forwarder2` after a second hop), the original sender. The
 * SRS hash is the forwarder's, not checkable here: as for any envelope sender, the secret address is
 * the guard (ADR 0050).
 */
export function senderAccountCandidates(sender: string): string[] {
  const address = sender.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address ? [address] : [];
  const local = address.slice(0, at);
  // An SRS separator may be "+": the rewritten address has no tag to strip.
  const original = srsOriginal(local);
  if (original) return [address, ...senderAccountCandidates(original)];
  const plus = local.indexOf('+');
  return plus > 0 ? [address, `${local.slice(0, plus)}${address.slice(at)}`] : [address];
}

/** SRS0: hash, timestamp, then the original domain and local part (which may itself hold "="). */
const SRS0 = /^srs0[=+-][^=]+=[^=]+=([^=@]+)=(.+)$/;
/** SRS1: hash and the first forwarder, then that forwarder's SRS0 remainder after its separator. */
const SRS1 = /^srs1[=+-][^=]+=[^=]+=[=+-][^=]+=[^=]+=([^=@]+)=(.+)$/;

function srsOriginal(local: string): string | null {
  const match = SRS0.exec(local) ?? SRS1.exec(local);
  return match ? `${match[2]}@${match[1]}` : null;
}

/**
 * What became of one item of a mailed message (a file or a deck link), as the receipt tells its sender:
 * added as a deck, a copy of a deck already there, offered as a new version of one, refused with the
 * reason, or still being read when the receipt had waited long enough.
 */
export type IntakeItemResult =
  | { name: string; result: 'added'; company: string }
  | { name: string; result: 'duplicate'; company: string }
  | { name: string; result: 'newVersion'; company: string }
  | { name: string; result: 'refused'; reason: string }
  | { name: string; result: 'pending' };

/** How long the receipt waits for a message's decks to be read before it is sent with what it knows. */
export const INTAKE_RECEIPT_MAX_WAIT_MINUTES = 30;
/** How often the receipt looks again at decks still being read, by default (INTAKE_RECEIPT_RECHECK_SECONDS). */
export const INTAKE_RECEIPT_RECHECK_SECONDS = 5;

export const INTAKE_RECEIPT_MESSAGES = {
  subject: (messageSubject: string) => (messageSubject ? `Pitchscope: what “${messageSubject}” added` : 'Pitchscope: what your message added'),
  intro: (workspaceName: string) => `Your message to the ${workspaceName} workspace’s Pitchscope address was read:`,
  nothing: 'It had no PDF, PPT or PPTX attachment and no deck link, so nothing was added.',
  openLink: 'Open the decks',
  /** Why an item made no deck when its upload is gone, or failed without a message of its own. */
  deletedBeforeRead: 'it was deleted before it was read',
  unreadable: 'it could not be read',
  line: (item: IntakeItemResult): string => {
    switch (item.result) {
      case 'added':
        return `${item.name}: added as the deck “${item.company}”`;
      case 'duplicate':
        return `${item.name}: not added, a copy of the deck “${item.company}” already there`;
      case 'newVersion':
        return `${item.name}: looks like a new version of the deck “${item.company}”; choose “${VERSION_MESSAGES.addAsNewVersion}” or “${VERSION_MESSAGES.keepAsSeparateDeck}” under Not added`;
      case 'refused':
        return `${item.name}: not added: ${item.reason}`;
      case 'pending':
        return `${item.name}: still being read; it will appear in the decks or under Not added`;
    }
  },
} as const;
