import type { ExtractedPage } from '@pitchscope/domain/contracts/decks';

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

/** The extracted content of one slide, rendered as plain text (it is untrusted). */
export function SlideText({ page, pageNumber }: { page: ExtractedPage | undefined; pageNumber: number }) {
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
        <p className="text-sm leading-relaxed break-words whitespace-pre-wrap">{body}</p>
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
