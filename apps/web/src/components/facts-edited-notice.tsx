import { PencilLine } from 'lucide-react';
import {
  factEditedSinceLine,
  factsEditedSinceHeading,
  factsEditedSinceIntro,
  type FactEditedSince,
  type TextWrittenFromFacts,
} from '@pitchscope/domain/facts-edited-since';
import { formatDeckDate } from '@pitchscope/domain/format';
import { cn } from '@/lib/utils';

/**
 * Above a text written before the investor edited the deck's facts (ADR 0039), the deep report, the
 * first analysis or one of the report's supporting texts (each dated by when it was written, ADR 0048):
 * it is not rewritten, so this says which facts changed since, with the values now and the ones it quotes.
 */
export function FactsEditedNotice({
  changes,
  writtenAt,
  text = 'report',
  className,
}: {
  changes: readonly FactEditedSince[];
  writtenAt: string;
  text?: TextWrittenFromFacts;
  className?: string;
}) {
  if (changes.length === 0) return null;
  const heading = factsEditedSinceHeading(text);
  return (
    <aside
      role="note"
      aria-label={heading}
      className={cn('flex items-start gap-2 rounded-md border border-warning/40 bg-warning/5 px-3 py-2 text-sm', className)}
    >
      <PencilLine aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
      <div className="min-w-0 space-y-1">
        <p>
          <strong className="font-medium">{heading}.</strong>{' '}
          {factsEditedSinceIntro(formatDeckDate(writtenAt), text)}
        </p>
        <ul className="list-disc pl-5 [overflow-wrap:anywhere]">
          {changes.map((change) => (
            <li key={change.field} data-fact-state={change.state}>
              {factEditedSinceLine(change)}
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
