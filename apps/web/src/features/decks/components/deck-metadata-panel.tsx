import type { Deck, MetadataField } from '@pitchscope/domain/contracts/decks';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { SourceChips } from './source-chips';

const ROWS: Array<{ field: MetadataField; label: string; long?: boolean }> = [
  { field: 'companyName', label: 'Company' },
  { field: 'product', label: 'Product' },
  { field: 'industry', label: 'Industry' },
  { field: 'stage', label: 'Stage' },
  { field: 'roundSize', label: 'Round Size' },
  { field: 'geography', label: 'Location' },
  { field: 'website', label: 'Website' },
  { field: 'keyPeople', label: 'Key People' },
  { field: 'shortDescription', label: 'Short Description', long: true },
  { field: 'executiveSummary', label: 'Executive Summary', long: true },
];

/** An http(s) address for a website value ("acme.io" → "https://acme.io"); null when it is not one. */
export function websiteHref(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed || /\s/.test(trimmed)) return null;
  const candidate = /^https?:\/\//i.test(trimmed)
    ? trimmed
    : /^[\w-]+(\.[\w-]+)+(\/.*)?$/.test(trimmed)
      ? `https://${trimmed}`
      : null;
  if (!candidate) return null;
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Each extracted fact with where it comes from (spec §3.1; fieldSources). */
export function DeckMetadataPanel({
  deck,
  onJumpToSlide,
}: {
  deck: Deck;
  onJumpToSlide: (slide: number) => void;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Deck Facts</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4">
          {ROWS.map(({ field, label, long }) => {
            const value = String(deck[field] ?? '').trim();
            const source = deck.fieldSources?.[field];
            const unstated = source?.status === 'assumed' || source?.status === 'not_found';
            const href = field === 'website' ? websiteHref(value) : null;
            return (
              <div key={field} className="grid gap-1">
                <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                  {label}
                </dt>
                <dd
                  className={cn(
                    'text-sm break-words',
                    long && 'leading-relaxed whitespace-pre-wrap',
                    unstated && 'text-muted-foreground italic',
                  )}
                >
                  {href ? (
                    <a
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-primary underline underline-offset-4"
                    >
                      {value}
                    </a>
                  ) : (
                    value || '—'
                  )}
                </dd>
                <dd>
                  <SourceChips source={source} onJump={onJumpToSlide} />
                </dd>
              </div>
            );
          })}
        </dl>
      </CardContent>
    </Card>
  );
}
