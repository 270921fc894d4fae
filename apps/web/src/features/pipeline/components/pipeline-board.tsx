import { useState, type DragEvent } from 'react';
import { Link } from 'react-router';
import type { BoardDeck, PipelineBoardResponse } from '@pitchscope/domain/contracts/pipeline';
import { BOARD_COLUMN_LIMIT, PASSED_STAGE_ID, PASS_REASON_LABELS } from '@pitchscope/domain/pipeline';
import { formatRoundSize } from '@pitchscope/domain/round-size';
import { factStateOf, factText } from '@pitchscope/domain/field-sources';
import { PassDialog } from '@/features/pipeline/components/pass-dialog';
import { StageSelect } from '@/features/pipeline/components/stage-select';
import { ViewerNotice } from '@/components/access/viewer-gate';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useChangeStage } from '@/features/pipeline/api/pipeline';
import { cn } from '@/lib/utils';
import { useCurrentWorkspace } from '@/lib/current-workspace';
import { deckPagePath } from '@/lib/app-paths';
import { useDragAutoScroll } from '../lib/drag-auto-scroll';

const DECK_MIME = 'application/x-pitchscope-deck';

/** `movable`: false for a viewer of the workspace, whose card is neither draggable nor its stage select enabled. */
function BoardCard({ deck, movable }: { deck: BoardDeck; movable: boolean }) {
  // Marked by state as on the deck card: an assumed "$2M" must not read as the deck's round.
  const facts = [
    factText(deck.industry, factStateOf(deck, 'industry')),
    factText(deck.stage, factStateOf(deck, 'stage')),
    factText(formatRoundSize(deck.roundSize), factStateOf(deck, 'roundSize')),
  ].filter((value): value is string => Boolean(value) && !/^Unknown /.test(value!));
  return (
    <li
      draggable={movable}
      data-deck-id={deck.id}
      aria-roledescription={movable ? 'Draggable deck' : undefined}
      onDragStart={(event) => {
        event.dataTransfer.setData(DECK_MIME, deck.id);
        event.dataTransfer.setData('text/plain', deck.companyName);
        event.dataTransfer.effectAllowed = 'move';
      }}
      className={cn(
        'grid gap-1.5 rounded-md border border-border bg-card p-3 text-card-foreground shadow-xs',
        movable && 'cursor-grab active:cursor-grabbing',
      )}
    >
      <Link
        to={deckPagePath(deck.id)}
        className="truncate text-sm font-semibold hover:underline focus-visible:underline focus-visible:outline-none"
        title={deck.companyName}
      >
        {deck.companyName}
      </Link>
      {facts.length > 0 && <p className="truncate text-xs text-muted-foreground">{facts.join(' · ')}</p>}
      {deck.passReason && (
        <p className="text-xs text-muted-foreground">Reason: {PASS_REASON_LABELS[deck.passReason]}</p>
      )}
      {/* The keyboard (and screen reader) way to move a deck: the same select as on the card. */}
      <StageSelect deckId={deck.id} companyName={deck.companyName} stageId={deck.pipelineStage} className="[&_select]:h-7 [&_select]:text-xs" />
    </li>
  );
}

/**
 * The board (issue #19 item 3): one column per stage; a deck is dragged onto a column or moved with its
 * stage select. Dropping on Passed asks for the reason first. Native HTML drag and drop (ADR 0016); while a
 * card is dragged, the board, a column or the page scrolls when the pointer nears its edge, so a column or
 * a place off screen can be reached. A viewer of the workspace (ADR 0022) reads the board: nothing drags or
 * drops, and each stage select is disabled with the reason.
 */
export function PipelineBoard({ board }: { board: PipelineBoardResponse }) {
  const change = useChangeStage();
  const { canWriteDecks } = useCurrentWorkspace();
  const [over, setOver] = useState<string | null>(null);
  const [passing, setPassing] = useState<BoardDeck | null>(null);
  useDragAutoScroll(DECK_MIME);

  function drop(event: DragEvent, stageId: string) {
    event.preventDefault();
    setOver(null);
    if (!canWriteDecks) return;
    const deck = board.decks.find((item) => item.id === event.dataTransfer.getData(DECK_MIME));
    if (!deck || deck.pipelineStage === stageId) return;
    if (stageId === PASSED_STAGE_ID) {
      setPassing(deck);
      return;
    }
    change.mutate(
      { deckId: deck.id, change: { stage: stageId } },
      { onError: (error) => toast({ title: 'Stage not changed', description: errorMessage(error), variant: 'destructive' }) },
    );
  }

  return (
    <>
      {!canWriteDecks && <ViewerNotice />}
      <div className="relative flex min-h-0 flex-1 gap-3 overflow-x-auto pb-4" aria-label="Pipeline board">
        {board.stages.map((stage) => {
          const decks = board.decks.filter((deck) => deck.pipelineStage === stage.id);
          const headingId = `stage-${stage.id}-heading`;
          return (
            <section
              key={stage.id}
              aria-labelledby={headingId}
              data-stage-id={stage.id}
              onDragOver={(event) => {
                if (!canWriteDecks || !event.dataTransfer.types.includes(DECK_MIME)) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
                setOver(stage.id);
              }}
              onDragLeave={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(null);
              }}
              onDrop={(event) => drop(event, stage.id)}
              className={cn(
                'flex w-64 shrink-0 flex-col gap-2 rounded-lg border border-border bg-muted/40 p-2 transition-colors',
                over === stage.id && 'border-primary bg-primary/10',
              )}
            >
              <h2 id={headingId} className="flex items-center justify-between px-1 text-sm font-semibold">
                <span>{stage.name}</span>
                <span className="rounded-full bg-background px-2 text-xs font-medium text-muted-foreground">
                  <span className="sr-only">, </span>
                  {stage.count}
                  <span className="sr-only">{stage.count === 1 ? ' deck' : ' decks'}</span>
                </span>
              </h2>
              <ul className="grid min-h-16 content-start gap-2" aria-labelledby={headingId}>
                {decks.map((deck) => (
                  <BoardCard key={deck.id} deck={deck} movable={canWriteDecks} />
                ))}
              </ul>
              {stage.count > decks.length && (
                <p className="px-1 text-xs text-muted-foreground">
                  Showing the {Math.min(decks.length, BOARD_COLUMN_LIMIT)} most recently moved of {stage.count}.
                </p>
              )}
            </section>
          );
        })}
      </div>
      <PassDialog
        open={passing !== null}
        companyName={passing?.companyName ?? ''}
        onCancel={() => setPassing(null)}
        onPass={async (passReason, note) => {
          if (!passing) return;
          await change.mutateAsync({
            deckId: passing.id,
            change: { stage: PASSED_STAGE_ID, passReason, note: note || undefined },
          });
          setPassing(null);
        }}
      />
    </>
  );
}
