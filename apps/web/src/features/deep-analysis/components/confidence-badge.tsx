import type { Confidence } from '@pitchscope/domain/constants';
import { cn } from '@/lib/utils';

const CONFIDENCE_CLASS: Record<Confidence, string> = {
  High: 'border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  Medium:
    'border-amber-200 bg-amber-50 text-amber-800 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-200',
  Low: 'border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200',
};

export function ConfidenceBadge({ level }: { level: Confidence }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-md border px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        CONFIDENCE_CLASS[level] ?? 'border-border bg-muted',
      )}
    >
      {level} confidence
    </span>
  );
}

function normalize(key: string): string {
  return key.toLowerCase().replace(/[^a-z]/g, '');
}

/**
 * The confidence recorded for a section, whatever spelling the analysis used for its key
 * ("criticalAnalysis", "critical_analysis", "Critical Analysis").
 */
export function confidenceFor(
  confidence: Record<string, Confidence> | undefined,
  aliases: readonly string[],
): Confidence | null {
  if (!confidence) return null;
  const wanted = new Set(aliases.map(normalize));
  for (const [key, level] of Object.entries(confidence)) {
    if (wanted.has(normalize(key))) return level;
  }
  return null;
}

/** "criticalAnalysis" / "critical_analysis" → "Critical Analysis". */
export function sectionLabel(key: string): string {
  return key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\b\w/g, (letter) => letter.toUpperCase());
}
