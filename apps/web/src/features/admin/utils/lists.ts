/** Spec §5: comma-separated lists are trimmed and empty items dropped. */
export function parseCommaList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** Spec §5: critical questions are one per line (trimmed, empty lines dropped). */
export function parseLineList(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** The first `count` items and how many more there are (spec §2.8: "+N more"). */
export function previewList<T>(
  items: readonly T[] | null | undefined,
  count: number,
): { shown: T[]; more: number } {
  const list = items ?? [];
  return { shown: list.slice(0, count), more: Math.max(0, list.length - count) };
}

/** The items of one page (1-based) and the number of pages (at least 1). */
export function paginate<T>(
  items: readonly T[],
  page: number,
  pageSize: number,
): { items: T[]; page: number; pageCount: number } {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  return { items: items.slice((current - 1) * pageSize, current * pageSize), page: current, pageCount };
}
