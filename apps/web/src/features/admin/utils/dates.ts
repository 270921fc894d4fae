import { formatDeckDate } from '@pitchscope/domain/format';

/** "Jan 5, 2025, 14:03 UTC", or the fallback when the value is missing or not a date. */
export function formatDateTime(iso: string | null | undefined, fallback = 'N/A'): string {
  const day = formatDeckDate(iso, '');
  if (!day || !iso) return fallback;
  return `${day}, ${new Date(iso).toISOString().slice(11, 16)} UTC`;
}
