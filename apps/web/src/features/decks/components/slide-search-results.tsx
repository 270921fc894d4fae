import { Link } from 'react-router';
import { FileSearch } from 'lucide-react';
import { SLIDE_SEARCH_MIN_LENGTH } from '@pitchscope/domain/slide-search';
import { useSlideSearch } from '../api/ask-deck';

/**
 * Search every slide (issue #32): the slides of the workspace's decks that match the library's search,
 * each with its deck, slide number and a snippet with the matched words marked, linking to the slide.
 */
export function SlideSearchResults({ query }: { query: string | undefined }) {
  const q = (query ?? '').trim();
  const search = useSlideSearch(q);
  if (q.length < SLIDE_SEARCH_MIN_LENGTH) return null;
  const hits = search.data?.hits ?? [];
  return (
    <section aria-labelledby="slide-search-heading" className="grid gap-3">
      <h2 id="slide-search-heading" className="flex items-center gap-2 text-lg font-semibold">
        <FileSearch className="size-5" aria-hidden />
        Slides mentioning “{q}”
      </h2>
      {search.isPending ? (
        <p className="text-sm text-muted-foreground" role="status">
          Searching slides…
        </p>
      ) : search.isError ? (
        <p className="text-sm text-destructive">The slides could not be searched.</p>
      ) : hits.length === 0 ? (
        <p className="text-sm text-muted-foreground">No slide mentions it.</p>
      ) : (
        <ul className="grid gap-2">
          {hits.map((hit) => (
            <li key={`${hit.deckId}-${hit.page}`}>
              <Link
                to={`/pitch-decks/${encodeURIComponent(hit.deckId)}?slide=${hit.page}`}
                className="block rounded-md border p-3 hover:bg-muted/50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <span className="text-sm font-medium break-words">
                  {hit.companyName} · slide {hit.page}
                </span>
                <span className="mt-1 block text-sm break-words text-muted-foreground">
                  {hit.snippet.map((part, index) =>
                    part.match ? (
                      <mark key={index} className="rounded-sm bg-yellow-200 px-0.5 text-foreground dark:bg-yellow-500/40">
                        {part.text}
                      </mark>
                    ) : (
                      <span key={index}>{part.text}</span>
                    ),
                  )}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
