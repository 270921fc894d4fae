import { useEffect } from 'react';

/** The CSS variable the toast viewport keeps clear at the bottom of the screen (components/ui/toast.tsx). */
export const TOAST_CLEARANCE_VAR = '--toast-clearance';

/**
 * While a bar is fixed at the bottom of the page, toasts (bottom right on wider screens) sit above it
 * instead of on its buttons. `height` is the bar's height as a CSS length; null when no bar is shown.
 */
export function useToastClearance(height: string | null): void {
  useEffect(() => {
    if (!height) return;
    const root = document.documentElement;
    root.style.setProperty(TOAST_CLEARANCE_VAR, height);
    return () => {
      root.style.removeProperty(TOAST_CLEARANCE_VAR);
    };
  }, [height]);
}
