import { memo, useDeferredValue, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { DeckSummary } from '@pitchscope/domain/contracts/decks';

/** Below this many decks in a section every card is in the page; from it only the rows near the screen. */
export const VIRTUALIZE_FROM = 100;
/** Close to a card's usual height (≈ 260–300 px with its gap), so the first measurements move little. */
const ESTIMATED_ROW_PX = 290;
/**
 * Rows rendered beyond each edge of the screen. One is enough for the keyboard (the next card is in the
 * page when Tab reaches it); more means more cards mounted in the same frame while a wheel scrolls.
 */
const OVERSCAN_ROWS = 2;
const GRID = 'grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3';

type RenderCard = (deck: DeckSummary) => ReactNode;

/** The grid's columns at the current width: Tailwind's md (768 px) and xl (1280 px). */
function useColumns(): number {
  const read = () =>
    typeof window === 'undefined' || typeof window.matchMedia !== 'function'
      ? 1
      : window.matchMedia('(min-width: 1280px)').matches
        ? 3
        : window.matchMedia('(min-width: 768px)').matches
          ? 2
          : 1;
  return useSyncExternalStore((notify) => {
    window.addEventListener('resize', notify);
    return () => window.removeEventListener('resize', notify);
  }, read);
}

function Cell({ deck, children }: { deck: DeckSummary; children: RenderCard }) {
  return (
    <li className="flex min-w-0 [&>*]:min-w-0 [&>*]:flex-1">
      {children(deck)}
    </li>
  );
}

/**
 * A section's cards. A long list (thousands of decks after scrolling) renders only the rows near the
 * viewport, measured as they render (cards differ in height), so scrolling stays smooth.
 * `total` is the section's deck count (loaded or not): a section that will need the virtual grid uses it
 * from its first page, since switching when the 100th deck arrives would remount every card on screen in
 * one long task. `children` should be stable (useCallback): a new function re-renders every card on screen.
 */
export function DeckGrid({ decks, total = 0, children }: { decks: DeckSummary[]; total?: number; children: RenderCard }) {
  if (Math.max(decks.length, total) < VIRTUALIZE_FROM) {
    return (
      <ul className={GRID}>
        {decks.map((deck) => (
          <Cell key={deck.id} deck={deck}>
            {children}
          </Cell>
        ))}
      </ul>
    );
  }
  return <VirtualGrid decks={decks}>{children}</VirtualGrid>;
}

interface GridRowProps {
  decks: DeckSummary[];
  index: number;
  /** Pixels from the top of the grid. */
  top: number;
  measure: (element: HTMLElement | null) => void;
  children: RenderCard;
}

const sameDecks = (a: DeckSummary[], b: DeckSummary[]) => a.length === b.length && a.every((deck, i) => deck === b[i]);

/**
 * One row of cards. Memoised on its decks (the same objects while the query cache keeps them), so a scroll
 * step or a new page re-renders only the rows that changed, not every card on screen.
 */
const GridRow = memo(
  function GridRow({ decks, index, top, measure, children }: GridRowProps) {
    return (
      <ul
        data-index={index}
        ref={measure}
        className={`${GRID} absolute inset-x-0 top-0 pb-4`}
        style={{ transform: `translateY(${top}px)` }}
      >
        {decks.map((deck) => (
          <Cell key={deck.id} deck={deck}>
            {children}
          </Cell>
        ))}
      </ul>
    );
  },
  (before, after) =>
    before.index === after.index &&
    before.top === after.top &&
    before.measure === after.measure &&
    before.children === after.children &&
    sameDecks(before.decks, after.decks),
);

function VirtualGrid({ decks, children }: { decks: DeckSummary[]; children: RenderCard }) {
  const columns = useColumns();
  const rows = useMemo(() => {
    const chunks: DeckSummary[][] = [];
    for (let i = 0; i < decks.length; i += columns) chunks.push(decks.slice(i, i + columns));
    return chunks;
  }, [decks, columns]);
  const container = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    setOffset(container.current ? container.current.getBoundingClientRect().top + window.scrollY : 0);
  }, [columns]);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: OVERSCAN_ROWS,
    scrollMargin: offset,
    getItemKey: (index) => rows[index][0].id,
    // Scroll updates are not forced through synchronously: the rows coming into view are rendered as a
    // deferred (interruptible) update below, in slices the browser can paint and scroll between, instead
    // of one task mounting a whole row of cards inside the scroll event.
    useFlushSync: false,
  });
  const items = useDeferredValue(virtualizer.getVirtualItems());
  return (
    <div ref={container} className="relative" style={{ height: virtualizer.getTotalSize() }}>
      {items.map((item) =>
        rows[item.index] ? (
          <GridRow
            key={item.key}
            index={item.index}
            decks={rows[item.index]}
            top={item.start - offset}
            measure={virtualizer.measureElement}
          >
            {children}
          </GridRow>
        ) : null,
      )}
    </div>
  );
}
