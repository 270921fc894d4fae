import { formatRoundSize } from '@pitchscope/domain/round-size';

/** A raise amount shown as K or M in the deck's own currency (none added when the deck states none). */
export function formatRaise(roundSize: string | null | undefined): string {
  return formatRoundSize(roundSize) || '—';
}
