/**
 * The admin's industry categories (spec deep-analysis-admin §2.8): a name is trimmed, its inner spacing
 * made single, and it is the same category as another that differs only in case or spacing ("fintech"
 * beside "Fintech" would file the same decks under two names).
 */
export const categoryName = (name: string) => name.trim().replace(/\s+/g, ' ');

const categoryKey = (name: string) => categoryName(name).toLocaleLowerCase('en');

/** A new category: non-empty once tidied and not already present in any case or spacing. */
export function validateNewCategory(
  name: string,
  existing: readonly string[],
): { ok: true; value: string } | { ok: false; reason: 'empty' | 'duplicate' } {
  const value = categoryName(name);
  if (!value) return { ok: false, reason: 'empty' };
  if (existing.some((category) => categoryKey(category) === categoryKey(value))) return { ok: false, reason: 'duplicate' };
  return { ok: true, value };
}

/** The first name of a list that repeats an earlier one in any case or spacing; undefined when none does. */
export function repeatedCategory(names: readonly string[]): string | undefined {
  const keys = names.map(categoryKey);
  return names.find((_, index) => keys.indexOf(keys[index]!) !== index);
}
