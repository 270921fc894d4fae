import { useEffect, type RefObject } from 'react';

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The slide viewer's keys: ←/→ and Home/End turn the slides, Esc leaves full screen; not while the user
 * types in a field or a dialog is open.
 */
export function useSlideKeys({
  viewer,
  current,
  total,
  onPageChange,
}: {
  viewer: RefObject<HTMLElement | null>;
  current: number;
  total: number;
  onPageChange: (page: number) => void;
}) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (
        event.defaultPrevented ||
        event.altKey ||
        event.ctrlKey ||
        event.metaKey ||
        isEditable(event.target)
      )
        return;
      if (document.querySelector('[role="dialog"],[role="alertdialog"]')) return;
      // Browsers take Esc to leave full screen themselves; where one leaves it to the page (headless,
      // some kiosk and embedded browsers), the viewer does it.
      if (event.key === 'Escape' && viewer.current && document.fullscreenElement === viewer.current) {
        event.preventDefault();
        void document.exitFullscreen?.();
      } else if (event.key === 'ArrowLeft' && current > 1) {
        event.preventDefault();
        onPageChange(current - 1);
      } else if (event.key === 'ArrowRight' && current < total) {
        event.preventDefault();
        onPageChange(current + 1);
      } else if (event.key === 'Home' && current > 1) {
        event.preventDefault();
        onPageChange(1);
      } else if (event.key === 'End' && current < total) {
        event.preventDefault();
        onPageChange(total);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [current, total, onPageChange]);
}
