import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Check, Pencil } from 'lucide-react';
import { FIELD_EDIT_MAX_LENGTHS } from '@pitchscope/domain/constants';
import type { FieldEdit, FieldSource, MetadataField } from '@pitchscope/domain/contracts/decks';
import { extractedValueOf, isConfirmation, lastEditOf } from '@pitchscope/domain/field-edits';
import { evidenceSlideOf, factState } from '@pitchscope/domain/field-sources';
import { locationOptions, roundDraft, roundFromDraft } from '@pitchscope/domain/fact-vocabulary';
import { CURRENCIES } from '@pitchscope/domain/round-size';
import { CANONICAL_STAGES, canonicalStage } from '@pitchscope/domain/stages';
import { DECK_MESSAGES } from '@pitchscope/domain/messages';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { useMe } from '@/lib/auth';

const TEXT = DECK_MESSAGES.fieldEdit;
const CHECK = DECK_MESSAGES.factCheck;

const SELECT_CLASS =
  'h-9 w-full min-w-0 rounded-md border border-input bg-transparent px-3 py-1 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-50 md:text-sm dark:bg-input/30';

/** The draft of an edit as the editor holds it: a round is an amount and a currency, apart (issue #36). */
function draftOf(field: MetadataField, value: string): { text: string; currency: string } {
  if (field === 'stage') return { text: canonicalStage(value) ?? '', currency: '' };
  if (field === 'roundSize') {
    const { amount, currency } = roundDraft(value);
    return { text: amount, currency };
  }
  return { text: value, currency: '' };
}

function valueOf(field: MetadataField, draft: { text: string; currency: string }): string {
  return field === 'roundSize' ? roundFromDraft({ amount: draft.text, currency: draft.currency }) : draft.text.trim();
}

/**
 * One deck fact the owner may correct in place (ADR 0012): the pencil opens an input (a text area for
 * the summaries); Enter saves a one-line fact, Ctrl/⌘+Enter a long one, Esc cancels. A corrected fact
 * carries who corrected it ("Edited by you", or a teammate's name) and the value extracted from the deck.
 * A fact extraction is not sure of (ADR 0027) is marked "Check", says what the deck may say with its
 * words, and offers "Confirm": one click makes it the investor's, "Confirmed by you".
 */
export function EditableFact({
  field,
  label,
  value,
  source,
  history,
  long = false,
  editable,
  onSave,
  onConfirm,
  children,
}: {
  field: MetadataField;
  label: string;
  value: string;
  source: FieldSource | undefined;
  history: readonly FieldEdit[];
  long?: boolean;
  /** The owner may edit; others (an admin reading the deck) only read. */
  editable: boolean;
  /** Saves the trimmed value; rejects with the API's error. */
  onSave: (value: string) => Promise<unknown>;
  /** Confirms the fact as it is; rejects with the API's error. */
  onConfirm?: () => Promise<unknown>;
  /** The value as shown when not editing. */
  children: ReactNode;
}) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(() => draftOf(field, value));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pencilRef = useRef<HTMLButtonElement>(null);
  const errorId = useId();
  const hintId = useId();
  const [confirming, setConfirming] = useState(false);
  const state = factState(source);
  const edited = state === 'edited';
  const lastEdit = edited ? lastEditOf(history, field) : null;
  const confirmed = lastEdit ? isConfirmation(lastEdit) : false;
  // A confirmed value is the extracted one: no "Extracted from the deck" line repeating it.
  const extracted = edited && !confirmed ? extractedValueOf(history, field) : null;
  const { data: me } = useMe();
  const editor = lastEdit?.by ?? null;
  const byOther = editor && editor.id !== me?.uid;
  const editedBadge = confirmed
    ? byOther
      ? CHECK.confirmedBy(editor.name)
      : CHECK.confirmedByYou
    : byOther
      ? TEXT.editedBy(editor.name)
      : TEXT.editedByYou;
  const toCheck = state === 'check';
  const emptyNotAllowed = field === 'companyName' && !draft.text.trim();
  const locationListId = useId();

  const open = () => {
    setDraft(draftOf(field, value));
    setError(null);
    setEditing(true);
  };
  const close = () => {
    setEditing(false);
    setError(null);
    requestAnimationFrame(() => pencilRef.current?.focus());
  };
  const save = async () => {
    if (saving || emptyNotAllowed) return;
    setSaving(true);
    setError(null);
    try {
      await onSave(valueOf(field, draft));
      close();
    } catch (failure) {
      setError(errorMessage(failure, TEXT.saveFailed));
    } finally {
      setSaving(false);
    }
  };
  const confirm = async () => {
    if (!onConfirm || confirming) return;
    setConfirming(true);
    setError(null);
    try {
      await onConfirm();
    } catch (failure) {
      setError(errorMessage(failure, TEXT.saveFailed));
    } finally {
      setConfirming(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Enter' && (!long || event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void save();
    }
  };

  const inputProps = {
    'aria-label': label,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': `${hintId}${error ? ` ${errorId}` : ''}`,
    value: draft.text,
    maxLength: FIELD_EDIT_MAX_LENGTHS[field],
    autoFocus: true,
    disabled: saving,
    onChange: (event: { target: { value: string } }) => setDraft((current) => ({ ...current, text: event.target.value })),
    onKeyDown,
  };

  // Stage, round and location are chosen from extraction's vocabulary, never typed free (issue #36).
  const input =
    field === 'stage' ? (
      <select {...inputProps} className={SELECT_CLASS}>
        <option value="">Not stated</option>
        {CANONICAL_STAGES.map((stage) => (
          <option key={stage} value={stage}>
            {stage}
          </option>
        ))}
      </select>
    ) : field === 'roundSize' ? (
      <div className="flex gap-2">
        <Input {...inputProps} aria-label={`${label}: ${TEXT.roundAmount}`} placeholder="1.5M" inputMode="decimal" />
        <select
          aria-label={`${label}: ${TEXT.roundCurrency}`}
          value={draft.currency}
          disabled={saving}
          onChange={(event) => setDraft((current) => ({ ...current, currency: event.target.value }))}
          onKeyDown={onKeyDown}
          className={`${SELECT_CLASS} w-28 flex-none`}
        >
          <option value="">{TEXT.roundCurrency}…</option>
          {CURRENCIES.map((currency) => (
            <option key={currency} value={currency}>
              {currency}
            </option>
          ))}
        </select>
      </div>
    ) : field === 'geography' ? (
      <>
        <Input {...inputProps} list={locationListId} autoComplete="off" />
        <datalist id={locationListId}>
          {locationOptions().map((place) => (
            <option key={place} value={place} />
          ))}
        </datalist>
      </>
    ) : long ? (
      <Textarea rows={5} {...inputProps} />
    ) : (
      <Input {...inputProps} />
    );

  return (
    <div className="grid gap-1" data-field={field}>
      <dt className="flex min-h-7 items-center gap-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        <span>{label}</span>
        {edited && (
          <Badge variant="secondary" className="normal-case tracking-normal">
            {editedBadge}
          </Badge>
        )}
        {toCheck && (
          <Badge
            variant="outline"
            className="border-amber-500/60 bg-amber-50 text-amber-900 normal-case tracking-normal dark:bg-amber-950 dark:text-amber-100"
            data-check="true"
          >
            {CHECK.badge}
          </Badge>
        )}
        {editable && !editing && (
          <Button
            ref={pencilRef}
            type="button"
            variant="ghost"
            size="icon"
            className="ml-auto size-7"
            aria-label={`Edit ${label}`}
            title={`Edit ${label}`}
            onClick={open}
          >
            <Pencil className="size-3.5" aria-hidden />
          </Button>
        )}
      </dt>
      {editing ? (
        <dd>
          <form
            className="grid gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
          >
            {input}
            <p id={hintId} className="text-xs text-muted-foreground">
              {field === 'companyName' ? TEXT.companyNameRequired : TEXT.clearHint}
            </p>
            {error && (
              <p id={errorId} role="alert" className="text-xs text-destructive">
                {error}
              </p>
            )}
            <div className="flex gap-2">
              <Button type="submit" size="sm" disabled={saving || emptyNotAllowed}>
                {saving ? 'Saving…' : 'Save'}
              </Button>
              <Button type="button" size="sm" variant="outline" disabled={saving} onClick={close}>
                Cancel
              </Button>
            </div>
          </form>
        </dd>
      ) : (
        children
      )}
      {toCheck && !editing && (
        <dd className="grid gap-1 rounded-md border border-amber-500/40 bg-amber-50/60 p-2 text-xs dark:bg-amber-950/40">
          <p className="font-medium">{CHECK.mayBe(value, evidenceSlideOf(source))}</p>
          {source?.evidence && (
            <blockquote className="text-muted-foreground italic">
              {CHECK.evidence(source.evidence.quote, source.evidence.slide)}
            </blockquote>
          )}
          {editable && onConfirm && (
            <div>
              <Button
                type="button"
                size="sm"
                variant="outline"
                className="h-7"
                aria-label={CHECK.confirmLabel(label)}
                disabled={confirming}
                onClick={() => void confirm()}
              >
                <Check className="size-3.5" aria-hidden />
                {confirming ? 'Confirming…' : CHECK.confirm}
              </Button>
            </div>
          )}
          {error && (
            <p role="alert" className="text-destructive">
              {error}
            </p>
          )}
        </dd>
      )}
      {extracted && (
        <dd className="text-xs text-muted-foreground">{TEXT.extractedValue(extracted.previousValue)}</dd>
      )}
    </div>
  );
}
