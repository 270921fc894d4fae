import type { FieldSources, MetadataField } from '@pitchscope/domain/contracts/decks';
import { factStateOf, factText, type FactState } from '@pitchscope/domain/field-sources';
import { formatRoundSize } from '@pitchscope/domain/round-size';

/**
 * A deck fact in an admin list, marked by its state as the investor's views mark it ("$2M (assumed)"):
 * the admin reads the same truth, not a default passing for the deck's value.
 */
export function adminFact(
  deck: { factStates?: Partial<Record<MetadataField, FactState>> | null; fieldSources?: FieldSources | null } & Record<
    'industry' | 'stage' | 'roundSize',
    string
  >,
  field: 'industry' | 'stage' | 'roundSize',
  empty = '—',
): string {
  const value = field === 'roundSize' ? formatRoundSize(deck.roundSize) : deck[field];
  return factText(value, factStateOf(deck, field)) ?? empty;
}
