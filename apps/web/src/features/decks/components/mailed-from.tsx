import { Mail } from 'lucide-react';
import type { EmailSource } from '@pitchscope/domain/deck-links';
import { mailedFromLine } from '@pitchscope/domain/email-intake';

/**
 * Where a mailed deck came from (ADR 0050): who sent or forwarded it, the founder's message it forwarded,
 * and the founder's own words (the cover note), as they wrote them.
 */
export function MailedFrom({ source }: { source: EmailSource }) {
  return (
    <div className="grid min-w-0 gap-1 text-sm text-muted-foreground">
      <p className="inline-flex min-w-0 items-center gap-1.5">
        <Mail className="size-4 shrink-0" aria-hidden />
        <span className="min-w-0 break-words">{mailedFromLine(source)}</span>
      </p>
      {source.url && (
        <p className="min-w-0 truncate">
          Fetched from{' '}
          <a href={source.url} target="_blank" rel="noopener noreferrer nofollow" className="underline underline-offset-2">
            {new URL(source.url).hostname}
          </a>
        </p>
      )}
      {source.coverNote && (
        <figure className="grid gap-1">
          <figcaption className="sr-only">The founder’s note</figcaption>
          <blockquote className="max-h-48 overflow-y-auto border-l-2 pl-3 whitespace-pre-line break-words text-foreground/80">
            {source.coverNote}
          </blockquote>
        </figure>
      )}
    </div>
  );
}
