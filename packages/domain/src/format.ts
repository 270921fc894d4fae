/** Small text and date formatters shared by the web app and the server. */

const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const ELLIPSIS = '...';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of `date` in `timeZone` (undefined: the runtime's own zone). */
function dayParts(date: Date, timeZone: string | undefined) {
  const key = timeZone ?? '';
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'numeric', day: 'numeric', timeZone });
    dayFormats.set(key, format);
  }
  const parts = Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value]));
  return { year: Number(parts.year), month: Number(parts.month) - 1, day: Number(parts.day) };
}

/**
 * "Jan 5, 2025", on the day the timestamp falls in the viewer's time zone (issue #35: an upload at
 * 23:30 in New York is not "tomorrow" there). `timeZone` undefined means the runtime's zone — the
 * browser's for the web app; the server passes 'UTC' where it writes for people anywhere (emails,
 * exports) and says so. A date without a time ("2024-12-31") is that calendar day everywhere.
 */
export function formatDeckDate(iso: string | null | undefined, fallback = '', timeZone?: string): string {
  if (!iso) return fallback;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return fallback;
  const { year, month, day } = dayParts(date, DATE_ONLY.test(iso) ? 'UTC' : timeZone);
  return `${MONTHS_SHORT[month]} ${day}, ${year}`;
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
