import type { FieldSource } from '@pitchscope/domain/contracts/decks';
import { DECK_MESSAGES } from '@pitchscope/domain/messages';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';
import { FACT_STATE_NOTES, evidenceSlideOf, isUnstatedState, type FactState } from '@pitchscope/domain/field-sources';

export const ASSUMED_TOOLTIP = 'Not stated in the deck; default assumed';
export const NOT_FOUND_TOOLTIP = 'Not found in the deck';

/**
 * A metadata value marked by its state (field-sources.ts factState, the one rule every view follows): an
 * assumed or not-found value reads visibly as such, with a tooltip saying why; one extraction is not sure
 * of reads "(check)" with what the deck may say (ADR 0027); one the investor edited says so in its title.
 */
export function DeckFieldValue({
  value,
  state,
  source,
  className,
  focusable = true,
  detail,
}: {
  value: string | null | undefined;
  state: FactState;
  /** The fact's source, for the slide a Check fact's evidence is on. */
  source?: FieldSource;
  className?: string;
  /** Said after a stated value when pointed at: a round's USD value and the rates' date. */
  detail?: string;
  /** False where the note "(assumed)" is enough and a tab stop per field is too many (the deck cards). */
  focusable?: boolean;
}) {
  const text = value?.trim() || '—';
  if (!isUnstatedState(state)) {
    const edited = state === 'edited';
    return (
      <span
        className={cn('truncate', className)}
        title={[edited ? `${text} (${DECK_MESSAGES.fieldEdit.editedInList})` : text, detail].filter(Boolean).join(' — ')}
        data-edited={edited || undefined}
        data-fact-state={state}
      >
        {text}
      </span>
    );
  }
  const check = state === 'check';
  const tooltip = check
    ? DECK_MESSAGES.factCheck.mayBe(text, evidenceSlideOf(source))
    : state === 'not_found'
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
            data-fact-state={state}
          >
            {text} <span className="text-xs not-italic">{FACT_STATE_NOTES[state]}</span>
          </span>
        </TooltipTrigger>
        <TooltipContent>{tooltip}</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}
