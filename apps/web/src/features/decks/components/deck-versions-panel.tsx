import { Download, ExternalLink } from 'lucide-react';
import { VERSION_MESSAGES, type DeckVersionAnswer } from '@pitchscope/domain/deck-versions';
import { formatDeckDate } from '@pitchscope/domain/format';
import { Badge } from '@/components/ui/badge';
import { API_BASE } from '@/lib/api-client';
import { useDeckVersions } from '../api/deck-versions';

/** The version's file URL as the browser calls it (the server answers it under /api). */
const versionFileUrl = (version: DeckVersionAnswer, view: boolean) =>
  `${API_BASE}${version.fileUrl.replace(/^\/api/, '')}${view ? '?view=1' : ''}`;

/**
 * The deck's versions (issue #31, ADR 0051), newest first: when and by whom each was uploaded, its file
 * to view or download, and the facts that changed since the version before, each on its slide.
 */
export function DeckVersionsPanel({ deckId }: { deckId: string }) {
  const { data: versions, isPending, isError } = useDeckVersions(deckId);
  if (isPending) return <p className="text-sm text-muted-foreground">Loading versions…</p>;
  if (isError || !versions) return <p className="text-sm text-muted-foreground">Could not load the versions.</p>;
  return (
    <ol className="grid gap-3" aria-label={VERSION_MESSAGES.sectionTitle}>
      {[...versions].reverse().map((version) => (
        <li
          key={version.number}
          className="grid gap-2 rounded-md border p-3"
          aria-label={`${VERSION_MESSAGES.versionLabel(version.number)}: ${version.fileName}`}
        >
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="font-semibold tabular-nums">{VERSION_MESSAGES.versionLabel(version.number)}</span>
            {version.current && <Badge variant="secondary">Current</Badge>}
            <span className="text-sm text-muted-foreground">
              {formatDeckDate(version.uploadedAt)}
              {version.uploadedBy?.name ? ` · ${version.uploadedBy.name}` : ''}
            </span>
          </div>
          <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="min-w-0 [overflow-wrap:anywhere]">{version.fileName}</span>
            {version.fileType === 'pdf' && (
              <a
                href={versionFileUrl(version, true)}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
              >
                <ExternalLink className="size-3.5" aria-hidden />
                View<span className="sr-only"> {VERSION_MESSAGES.versionLabel(version.number)}</span>
              </a>
            )}
            <a
              href={versionFileUrl(version, false)}
              className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
            >
              <Download className="size-3.5" aria-hidden />
              Download<span className="sr-only"> {VERSION_MESSAGES.versionLabel(version.number)}</span>
            </a>
          </div>
          {version.number === 1 ? (
            <p className="text-sm text-muted-foreground">{VERSION_MESSAGES.firstVersion}</p>
          ) : version.changes.length === 0 ? (
            <p className="text-sm text-muted-foreground">{VERSION_MESSAGES.noChanges}</p>
          ) : (
            <ul className="grid gap-1 text-sm" aria-label={`Changes in ${VERSION_MESSAGES.versionLabel(version.number)}`}>
              {version.changes.map((change) => (
                <li key={change.label} className="[overflow-wrap:anywhere]">
                  <span className="font-medium">{change.label}:</span> {change.before} → {change.after}
                  {change.slide !== null && <span className="text-muted-foreground"> (slide {change.slide})</span>}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
