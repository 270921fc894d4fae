import { useId, useState } from 'react';
import { ArrowRight, KanbanSquare, Loader2, Trash2 } from 'lucide-react';
import type { TimelineEntry } from '@pitchscope/domain/contracts/pipeline';
import { MAX_NOTE_LENGTH, PASS_REASON_LABELS } from '@pitchscope/domain/pipeline';
import { Markdown } from '@/components/markdown';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useAddNote, useDeckTimeline, useDeleteNote } from '@/features/pipeline/api/pipeline';
import { ViewerNotice } from '@/components/access/viewer-gate';
import { StageSelect } from './stage-select';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function EntryHeading({ entry }: { entry: TimelineEntry }) {
  if (entry.kind === 'note') return <span className="font-medium">{entry.authorName} wrote</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <span className="font-medium">{entry.authorName}</span> moved the deck from
      <span className="font-medium">{entry.fromStage?.name}</span>
      <ArrowRight className="size-3.5" aria-label="to" />
      <span className="font-medium">{entry.toStage?.name}</span>
      {entry.passReason && <span>· reason: {PASS_REASON_LABELS[entry.passReason]}</span>}
    </span>
  );
}

/**
 * The deck page's pipeline card (ADR 0016): the deal stage, a note form (for those who may change the
 * deck) and the deck's history — notes and stage changes, newest first, markdown rendered without raw
 * HTML. A viewer of the deck's workspace (ADR 0022) sees the stage select disabled and, instead of the
 * note form, why.
 */
export function DeckPipelinePanel({
  deckId,
  companyName,
  stageId,
  editable,
  viewer = false,
}: {
  deckId: string;
  companyName: string;
  stageId: string;
  editable: boolean;
  viewer?: boolean;
}) {
  const timeline = useDeckTimeline(deckId);
  const addNote = useAddNote(deckId);
  const deleteNote = useDeleteNote(deckId);
  const [text, setText] = useState('');
  const noteId = useId();
  const passReason = timeline.data?.passReason;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <KanbanSquare className="size-4" aria-hidden />
          Pipeline
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <StageSelect
            deckId={deckId}
            companyName={companyName}
            stageId={stageId}
            readOnly={!editable && !viewer}
            allowed={editable}
            showLabel
          />
          {passReason && (
            <span className="text-sm text-muted-foreground">Reason: {PASS_REASON_LABELS[passReason]}</span>
          )}
        </div>

        {viewer && <ViewerNotice />}
        {editable && (
          <form
            className="grid gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              if (!text.trim()) return;
              addNote.mutate(text, {
                onSuccess: () => setText(''),
                onError: (error) => toast({ title: 'Note not saved', description: errorMessage(error), variant: 'destructive' }),
              });
            }}
          >
            <Label htmlFor={noteId}>Add a note (markdown)</Label>
            <Textarea
              id={noteId}
              value={text}
              rows={3}
              maxLength={MAX_NOTE_LENGTH}
              onChange={(event) => setText(event.target.value)}
            />
            <Button type="submit" size="sm" className="justify-self-end" disabled={!text.trim() || addNote.isPending}>
              {addNote.isPending && <Loader2 className="animate-spin" aria-hidden />}
              Add note
            </Button>
          </form>
        )}

        <section aria-labelledby={`${noteId}-history`} className="grid gap-2">
          <h3 id={`${noteId}-history`} className="text-sm font-semibold">
            History
          </h3>
          {timeline.isPending ? (
            <p className="text-sm text-muted-foreground">Loading…</p>
          ) : timeline.isError ? (
            <p className="text-sm text-destructive">The history could not be loaded.</p>
          ) : timeline.data.entries.length === 0 ? (
            <p className="text-sm text-muted-foreground">No notes or stage changes yet.</p>
          ) : (
            <ol className="grid gap-3" aria-label="Deck history">
              {timeline.data.entries.map((entry) => (
                <li key={entry.id} className="grid gap-1 border-l-2 border-border pl-3 text-sm" data-kind={entry.kind}>
                  <div className="flex items-start gap-2">
                    <div className="min-w-0 flex-1 text-muted-foreground">
                      <EntryHeading entry={entry} />
                      <time dateTime={entry.createdAt} className="block text-xs">
                        {dateTime.format(new Date(entry.createdAt))}
                      </time>
                    </div>
                    {entry.canDelete && editable && (
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        className="size-7"
                        aria-label="Delete note"
                        disabled={deleteNote.isPending}
                        onClick={() =>
                          deleteNote.mutate(entry.id, {
                            onError: (error) =>
                              toast({ title: 'Note not deleted', description: errorMessage(error), variant: 'destructive' }),
                          })
                        }
                      >
                        <Trash2 className="size-3.5" aria-hidden />
                      </Button>
                    )}
                  </div>
                  {entry.text && <Markdown content={entry.text} />}
                </li>
              ))}
            </ol>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
