/** Small text and date formatters shared by the web app and the server. */

const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const ELLIPSIS = '...';

/**
 * "Jan 5, 2025". Dates are read in UTC so the server (emails, exports) and every browser print the
 * same day for a stored timestamp, whatever the runtime locale or time zone.
 */
export function formatDeckDate(iso: string | null | undefined, fallback = ''): string {
  if (!iso) return fallback;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return fallback;
  return `${MONTHS_SHORT[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** Keeps the first `maxWords` words; adds "..." only when something was cut. */
export function truncateWords(text: string | null | undefined, maxWords: number): string {
  const words = (text ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length <= maxWords) return words.join(' ');
  return `${words.slice(0, Math.max(0, maxWords)).join(' ')}${ELLIPSIS}`;
}

/** Keeps the first `maxChars` characters; adds "..." only when something was cut. */
export function truncateChars(text: string | null | undefined, maxChars: number): string {
  const value = (text ?? '').trim();
  if (value.length <= maxChars) return value;
  return `${value.slice(0, Math.max(0, maxChars)).trimEnd()}${ELLIPSIS}`;
}

/** "Anna Virtanen" → "Anna"; an e-mail address used as a name gives its local part. Empty when unknown. */
export function firstName(name: string | null | undefined): string {
  const trimmed = (name ?? '').trim();
  if (!trimmed) return '';
  const first = trimmed.split(/\s+/)[0];
  return first.includes('@') ? first.split('@')[0] : first;
}
