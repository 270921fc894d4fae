import type { FieldSource } from '@pitchscope/domain/contracts/decks';
import { DECK_MESSAGES } from '@pitchscope/domain/messages';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';
import { evidenceSlideOf, isUnstatedSource, needsCheck } from '@pitchscope/domain/field-sources';

export const ASSUMED_TOOLTIP = 'Not stated in the deck; default assumed';
export const NOT_FOUND_TOOLTIP = 'Not found in the deck';

/**
 * A metadata value; when the deck did not state it (fieldSources status assumed / not_found) it reads
 * visibly as an assumption, with a tooltip saying why; one extraction is not sure of reads "(check)" with
 * what the deck may say (ADR 0027); one the owner corrected says so in its title.
 */
export function DeckFieldValue({
  value,
  source,
  className,
  focusable = true,
  detail,
}: {
  value: string | null | undefined;
  source: FieldSource | undefined;
  className?: string;
  /** Said after a stated value when pointed at: a round's USD value and the rates' date. */
  detail?: string;
  /** False where the note "(assumed)" is enough and a tab stop per field is too many (the deck cards). */
  focusable?: boolean;
}) {
  const text = value?.trim() || '—';
  if (!isUnstatedSource(source)) {
    const edited = source?.status === 'user';
    return (
      <span
        className={cn('truncate', className)}
        title={[edited ? `${text} (${DECK_MESSAGES.fieldEdit.editedInList})` : text, detail].filter(Boolean).join(' — ')}
        data-edited={edited || undefined}
      >
        {text}
      </span>
    );
  }
  const check = needsCheck(source);
  const notFound = source?.status === 'not_found';
  const note = check ? DECK_MESSAGES.factCheck.exportNote : notFound ? '(not found)' : '(assumed)';
  const tooltip = check
    ? DECK_MESSAGES.factCheck.mayBe(text, evidenceSlideOf(source))
    : notFound
      ? NOT_FOUND_TOOLTIP
      : ASSUMED_TOOLTIP;
  return (
    <TooltipProvider>
      <Tooltip>
        <TooltipTrigger asChild>
          <span
            tabIndex={focusable ? 0 : undefined}
            className={cn(
              'min-w-0 truncate text-muted-foreground italic outline-none focus-visible:underline',
              className,
            )}
            data-assumed={check ? undefined : 'true'}
            data-check={check || undefined}
          >
            {text} <span className="text-xs not-italic">{note}</span>
          </span>
        </TooltipTrigger>
        <TooltipContent>{tooltip}</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}
