import type { Deck, MetadataField } from '@pitchscope/domain/contracts/decks';
import { DECK_MESSAGES, METADATA_FIELD_LABELS } from '@pitchscope/domain/messages';
import { formatRoundSize, formatUsdEquivalent } from '@pitchscope/domain/round-size';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ViewerNotice } from '@/components/access/viewer-gate';
import { toast } from '@/hooks/use-toast';
import { cn } from '@/lib/utils';
import { useConfirmDeckField } from '../api/confirm-deck-field';
import { useEditDeckFields } from '../api/edit-deck-fields';
import { EditableFact } from './editable-fact';
import { SourceChips } from './source-chips';
import { factStateOf, isUnstatedState } from '@pitchscope/domain/field-sources';

const ROWS: Array<{ field: MetadataField; long?: boolean }> = [
  { field: 'companyName' },
  { field: 'product' },
  { field: 'industry' },
  { field: 'stage' },
  { field: 'roundSize' },
  { field: 'geography' },
  { field: 'website' },
  { field: 'keyPeople' },
  { field: 'shortDescription', long: true },
  { field: 'executiveSummary', long: true },
];

/** An http(s) address for a website value ("acme.io" → "https://acme.io"); null when it is not one. */
export function websiteHref(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed || /\s/.test(trimmed)) return null;
  const candidate = /^https?:\/\//i.test(trimmed)
    ? trimmed
    : /^[\w-]+(\.[\w-]+)+(\/.*)?$/.test(trimmed)
      ? `https://${trimmed}`
      : null;
  if (!candidate) return null;
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * Each extracted fact with where it comes from (spec §3.1; fieldSources). The owner corrects a fact in
 * place (ADR 0012), or confirms one marked Check (ADR 0027); the answer carries the fit rated again on it.
 */
export function DeckMetadataPanel({
  deck,
  onJumpToSlide,
  editable = false,
  viewer = false,
}: {
  deck: Deck;
  onJumpToSlide: (slide: number) => void;
  /** The signed-in user's role in the deck's workspace lets them correct its facts. */
  editable?: boolean;
  /** A viewer of the deck's workspace: no edit buttons, and a line saying why. */
  viewer?: boolean;
}) {
  const editFields = useEditDeckFields();
  const saveField = async (field: MetadataField, value: string) => {
    await editFields.mutateAsync({ id: deck.id, patch: { [field]: value } });
    toast({ title: DECK_MESSAGES.fieldEdit.saved, description: METADATA_FIELD_LABELS[field] });
  };
  const confirmField = useConfirmDeckField();
  const confirm = async (field: MetadataField) => {
    await confirmField.mutateAsync({ id: deck.id, field });
    toast({ title: DECK_MESSAGES.factCheck.confirmed, description: METADATA_FIELD_LABELS[field] });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Deck Facts</CardTitle>
        {viewer && <ViewerNotice />}
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4">
          {ROWS.map(({ field, long }) => {
            const value = String(deck[field] ?? '').trim();
            const source = deck.fieldSources?.[field];
            const unstated = isUnstatedState(factStateOf(deck, field));
            const href = field === 'website' ? websiteHref(value) : null;
            // The round is edited as written and shown as read: "150K (currency not stated)", never as dollars.
            const shown = field === 'roundSize' ? formatRoundSize(value) : value;
            // A round in another currency also reads in USD, as the fit compares it, with the rates' date.
            const usdEquivalent = field === 'roundSize' && !unstated ? formatUsdEquivalent(value) : '';
            return (
              <EditableFact
                key={field}
                field={field}
                label={METADATA_FIELD_LABELS[field]}
                value={value}
                source={source}
                history={deck.fieldHistory ?? []}
                long={long}
                editable={editable}
                onSave={(next) => saveField(field, next)}
                onConfirm={() => confirm(field)}
              >
                <dd
                  className={cn(
                    'text-sm break-words',
                    long && 'leading-relaxed whitespace-pre-wrap',
                    unstated && 'text-muted-foreground italic',
                  )}
                >
                  {href ? (
                    <a
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-primary underline underline-offset-4"
                    >
                      {value}
                    </a>
                  ) : (
                    shown || '—'
                  )}
                  {usdEquivalent && (
                    <span className="block text-xs text-muted-foreground not-italic">{usdEquivalent}</span>
                  )}
                </dd>
                <dd>
                  <SourceChips source={source} onJump={onJumpToSlide} />
                </dd>
              </EditableFact>
            );
          })}
        </dl>
      </CardContent>
    </Card>
  );
}
