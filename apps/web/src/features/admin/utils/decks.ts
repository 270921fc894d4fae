import type { AdminDeckRow } from '@pitchscope/domain/contracts/admin';
import { formatMillions, parseRoundSizeToMillions } from '@pitchscope/domain/round-size';

/** Spec §2.4: decks matching the query by company, industry or stage (case-insensitive). */
export function filterAdminDecks(decks: readonly AdminDeckRow[], query: string): AdminDeckRow[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...decks];
  return decks.filter((deck) =>
    [deck.companyName, deck.industry, deck.stage].some((field) =>
      (field ?? '').toLowerCase().includes(needle),
    ),
  );
}

/** A raise amount shown as $K or $M; the founder's own text when no figure can be read. */
export function formatRaise(roundSize: string | null | undefined): string {
  const millions = parseRoundSizeToMillions(roundSize);
  if (millions === null) return roundSize?.trim() || '—';
  return formatMillions(millions);
}
