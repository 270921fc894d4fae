import { PencilLine } from 'lucide-react';
import {
  FACTS_EDITED_SINCE_HEADING,
  factEditedSinceLine,
  factsEditedSinceIntro,
  type FactEditedSince,
} from '@pitchscope/domain/facts-edited-since';
import { formatDeckDate } from '@pitchscope/domain/format';

/**
 * Above a report written before the investor edited the deck's facts (ADR 0039): the report is not
 * rewritten, so this says which facts changed since, with the values now and the ones it quotes.
 */
export function FactsEditedNotice({ changes, writtenAt }: { changes: readonly FactEditedSince[]; writtenAt: string }) {
  if (changes.length === 0) return null;
  return (
    <aside
      role="note"
      aria-label={FACTS_EDITED_SINCE_HEADING}
      className="flex items-start gap-2 rounded-md border border-warning/40 bg-warning/5 px-3 py-2 text-sm"
    >
      <PencilLine aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
      <div className="min-w-0 space-y-1">
        <p>
          <strong className="font-medium">{FACTS_EDITED_SINCE_HEADING}.</strong> {factsEditedSinceIntro(formatDeckDate(writtenAt))}
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
