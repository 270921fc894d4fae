import type { AddressObject, ParsedMail } from 'mailparser';
import { coverNote, readInlineForward, subjectWithoutForward } from '@pitchscope/domain/email-intake';
import type { EmailSource } from '@pitchscope/domain/deck-links';

/** A parsed message attached to the mail (a forward "as attachment", .eml), when there is one. */
export interface AttachedOriginal {
  message: ParsedMail;
}

/** "Ada <ada@acme.io>" as the message's header says it. */
export function addressText(address: AddressObject | AddressObject[] | undefined): string | null {
  const first = (Array.isArray(address) ? address[0] : address)?.value[0];
  if (!first?.address) return first?.name?.trim() || null;
  return first.name?.trim() ? `${first.name.trim()} <${first.address}>` : first.address;
}

/**
 * Where a mailed deck came from (ADR 0050): the message, and the message the member forwarded — the one
 * attached (.eml) when there is one, else the one quoted inline under a forward marker — with its body as
 * the founder's cover note. A message with neither is the member's own: no original, no cover note.
 */
export function emailSourceOf(message: ParsedMail, attached: ParsedMail | null): Omit<EmailSource, 'url'> {
  const base = {
    kind: 'email' as const,
    from: addressText(message.from) ?? '',
    subject: message.subject?.trim() || null,
    date: message.date ? message.date.toISOString() : null,
  };
  if (attached) {
    return {
      ...base,
      original: {
        from: addressText(attached.from),
        subject: attached.subject?.trim() || null,
        date: attached.date?.toISOString() ?? null,
      },
      coverNote: coverNote(attached.text),
    };
  }
  const inline = readInlineForward(message.text ?? '');
  if (inline) {
    return {
      ...base,
      original: {
        from: inline.from,
        subject: inline.subject ?? subjectWithoutForward(message.subject),
        date: inline.date,
      },
      coverNote: inline.coverNote,
    };
  }
  return { ...base, original: null, coverNote: null };
}
