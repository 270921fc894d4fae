import { useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { DeckSummary } from '@pitchscope/domain/contracts/decks';

/** Below this many loaded decks every card is in the page; above it only the rows near the screen. */
export const VIRTUALIZE_FROM = 100;
const ESTIMATED_ROW_PX = 300;
const GRID = 'grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3';

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

function Cell({ deck, children }: { deck: DeckSummary; children: (deck: DeckSummary) => ReactNode }) {
  return (
    <li className="flex min-w-0 [&>*]:min-w-0 [&>*]:flex-1">
      {children(deck)}
    </li>
  );
}

/**
 * A section's cards. A long list (thousands of decks after scrolling) renders only the rows near the
 * viewport, measured as they render (cards differ in height), so scrolling stays smooth.
 */
export function DeckGrid({ decks, children }: { decks: DeckSummary[]; children: (deck: DeckSummary) => ReactNode }) {
  if (decks.length < VIRTUALIZE_FROM) {
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

function VirtualGrid({ decks, children }: { decks: DeckSummary[]; children: (deck: DeckSummary) => ReactNode }) {
  const columns = useColumns();
  const rows: DeckSummary[][] = [];
  for (let i = 0; i < decks.length; i += columns) rows.push(decks.slice(i, i + columns));
  const container = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    setOffset(container.current ? container.current.getBoundingClientRect().top + window.scrollY : 0);
  }, [columns]);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: 3,
    scrollMargin: offset,
    getItemKey: (index) => rows[index][0].id,
  });
  return (
    <div ref={container} className="relative" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => (
        <ul
          key={item.key}
          data-index={item.index}
          ref={virtualizer.measureElement}
          className={`${GRID} absolute inset-x-0 top-0 pb-4`}
          style={{ transform: `translateY(${item.start - offset}px)` }}
        >
          {rows[item.index].map((deck) => (
            <Cell key={deck.id} deck={deck}>
              {children}
            </Cell>
          ))}
        </ul>
      ))}
    </div>
  );
}
