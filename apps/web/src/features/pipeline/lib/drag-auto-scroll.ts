import { useEffect } from 'react';

/** How close to a scrolling box's edge (px) the pointer must be, while dragging, for the box to scroll. */
export const AUTO_SCROLL_EDGE_PX = 56;
/** The fastest auto-scroll (px per animation frame), reached with the pointer on the edge itself. */
export const AUTO_SCROLL_MAX_STEP_PX = 18;
/**
 * Browsers send `dragover` every few hundred ms even when the pointer rests; with none for this long the
 * drag is taken as over (a drop outside the window sends no `dragend` to this page in every browser).
 */
const STALE_DRAG_MS = 1500;

/**
 * The scroll step along one axis for a pointer at `pointer` in a box spanning [start, end]: negative near
 * the start edge, positive near the end edge, faster the closer to the edge; 0 in the middle or outside.
 */
export function edgeScrollStep(pointer: number, start: number, end: number): number {
  if (pointer < start || pointer > end) return 0;
  const edge = Math.min(AUTO_SCROLL_EDGE_PX, (end - start) / 3);
  const fromStart = pointer - start;
  const fromEnd = end - pointer;
  const speed = (distance: number) => Math.ceil(AUTO_SCROLL_MAX_STEP_PX * (1 - distance / edge));
  if (fromStart < edge) return -speed(fromStart);
  if (fromEnd < edge) return speed(fromEnd);
  return 0;
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** A scrollable box on the way from the element under the pointer up to the page, or the page itself. */
interface Scroller {
  box: Box;
  canScrollX: boolean;
  canScrollY: boolean;
  scrollBy(x: number, y: number): void;
}

function scrollersAt(x: number, y: number): Scroller[] {
  const found: Scroller[] = [];
  for (let element = document.elementFromPoint(x, y); element && element !== document.documentElement; element = element.parentElement) {
    if (element === document.body) break;
    const style = getComputedStyle(element);
    const scrollsX = /(auto|scroll)/.test(style.overflowX) && element.scrollWidth > element.clientWidth;
    const scrollsY = /(auto|scroll)/.test(style.overflowY) && element.scrollHeight > element.clientHeight;
    if (!scrollsX && !scrollsY) continue;
    const rect = element.getBoundingClientRect();
    found.push({
      box: rect,
      canScrollX: scrollsX,
      canScrollY: scrollsY,
      scrollBy: (dx, dy) => element.scrollBy(dx, dy),
    });
  }
  const page = document.scrollingElement ?? document.documentElement;
  found.push({
    box: { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight },
    canScrollX: page.scrollWidth > window.innerWidth,
    canScrollY: page.scrollHeight > window.innerHeight,
    scrollBy: (dx, dy) => window.scrollBy(dx, dy),
  });
  return found;
}

/** Scrolls, for each axis, the innermost box whose edge the pointer is near and that can still move that way. */
function autoScrollAt(x: number, y: number) {
  let doneX = false;
  let doneY = false;
  for (const scroller of scrollersAt(x, y)) {
    const { box } = scroller;
    const dx: number = !doneX && scroller.canScrollX ? edgeScrollStep(x, box.left, box.right) : 0;
    const dy: number = !doneY && scroller.canScrollY ? edgeScrollStep(y, box.top, box.bottom) : 0;
    if (dx || dy) scroller.scrollBy(dx, dy);
    doneX ||= dx !== 0;
    doneY ||= dy !== 0;
    if (doneX && doneY) return;
  }
}

/**
 * While a drag whose data carries `mime` is over the page, scrolls the box under the pointer (a column,
 * the board, the page) when the pointer nears its edge, so a card can be dropped on a column or a place
 * that was off screen. Native drag and drop does this only for the page and only in some browsers.
 */
export function useDragAutoScroll(mime: string) {
  useEffect(() => {
    let pointer: { x: number; y: number; at: number } | null = null;
    let frame = 0;
    const tick = () => {
      frame = 0;
      if (!pointer || performance.now() - pointer.at > STALE_DRAG_MS) {
        pointer = null;
        return;
      }
      autoScrollAt(pointer.x, pointer.y);
      frame = requestAnimationFrame(tick);
    };
    const onDragOver = (event: DragEvent) => {
      if (!event.dataTransfer?.types.includes(mime)) return;
      pointer = { x: event.clientX, y: event.clientY, at: performance.now() };
      if (!frame) frame = requestAnimationFrame(tick);
    };
    const stop = () => {
      pointer = null;
      if (frame) cancelAnimationFrame(frame);
      frame = 0;
    };
    document.addEventListener('dragover', onDragOver);
    document.addEventListener('drop', stop);
    document.addEventListener('dragend', stop);
    return () => {
      stop();
      document.removeEventListener('dragover', onDragOver);
      document.removeEventListener('drop', stop);
      document.removeEventListener('dragend', stop);
    };
  }, [mime]);
}
