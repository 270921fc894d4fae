import { formatMillions, parseRoundSizeToMillions } from '@pitchscope/domain/round-size';

/** A raise amount shown as $K or $M; the founder's own text when no figure can be read. */
export function formatRaise(roundSize: string | null | undefined): string {
  const millions = parseRoundSizeToMillions(roundSize);
  if (millions === null) return roundSize?.trim() || '—';
  return formatMillions(millions);
}
