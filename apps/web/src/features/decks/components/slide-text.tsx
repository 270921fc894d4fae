import type { ReactNode } from 'react';
import type { ExtractedPage } from '@pitchscope/domain/contracts/decks';
import { quoteRanges } from '@/features/decks/lib/highlight';

/** The slide's text with the quoted passage marked (an answer's citation); plain text otherwise. */
function MarkedText({ text, quote }: { text: string; quote: string | null }) {
  const ranges = quoteRanges(text, quote);
  if (ranges.length === 0) return <>{text}</>;
  const parts: ReactNode[] = [];
  let at = 0;
  ranges.forEach(([start, end], index) => {
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <mark key={index} data-testid="quoted-passage" className="rounded-sm bg-yellow-200 px-0.5 text-foreground dark:bg-yellow-500/40">
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  });
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}

function ListBlock({ title, items }: { title: string; items: string[] | undefined }) {
  const values = (items ?? []).filter((item) => item.trim());
  if (!values.length) return null;
  return (
    <div className="grid gap-1">
      <h4 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{title}</h4>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {values.map((value, index) => (
          <li key={index} className="break-words whitespace-pre-wrap">
            {value}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The extracted content of one slide, rendered as plain text (it is untrusted); `quote` is marked in it. */
export function SlideText({
  page,
  pageNumber,
  quote = null,
}: {
  page: ExtractedPage | undefined;
  pageNumber: number;
  quote?: string | null;
}) {
  if (!page) {
    return <p className="text-sm text-muted-foreground">No text was extracted from slide {pageNumber}.</p>;
  }
  const body = page.rawText.trim();
  return (
    <div className="grid gap-4">
      {page.header.trim() && (
        <h3 className="text-lg leading-snug font-semibold break-words">{page.header}</h3>
      )}
      {body ? (
        <p className="text-sm leading-relaxed break-words whitespace-pre-wrap">
          <MarkedText text={body} quote={quote} />
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">No text on this slide.</p>
      )}
      <ListBlock title="Tables" items={page.tables} />
      <ListBlock title="Charts" items={page.charts} />
      <ListBlock title="Diagrams" items={page.diagrams} />
      <ListBlock title="Images" items={page.images} />
      {page.notes?.trim() && <ListBlock title="Speaker notes" items={[page.notes]} />}
      {page.footer.trim() && <p className="text-xs text-muted-foreground">{page.footer}</p>}
      {page.method === 'ocr' && <p className="text-xs text-muted-foreground">Text read with OCR.</p>}
    </div>
  );
}
