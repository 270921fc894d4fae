import type { FieldSource } from '@pitchscope/domain/contracts/decks';
import { DECK_MESSAGES } from '@pitchscope/domain/messages';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';
import { isUnstatedSource } from '@pitchscope/domain/field-sources';

export const ASSUMED_TOOLTIP = 'Not stated in the deck; default assumed';
export const NOT_FOUND_TOOLTIP = 'Not found in the deck';

/**
 * A metadata value; when the deck did not state it (fieldSources status assumed / not_found) it reads
 * visibly as an assumption, with a tooltip saying why; one the owner corrected says so in its title.
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
  const notFound = source?.status === 'not_found';
  const note = notFound ? '(not found)' : '(assumed)';
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
            data-assumed="true"
          >
            {text} <span className="text-xs not-italic">{note}</span>
          </span>
        </TooltipTrigger>
        <TooltipContent>{notFound ? NOT_FOUND_TOOLTIP : ASSUMED_TOOLTIP}</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}
