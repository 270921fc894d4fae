import { useEffect, useState, type RefObject } from 'react';

/** Whether `element` is in full screen (the browser's Esc included), and a toggle. */
export function useFullscreen(element: RefObject<HTMLElement | null>) {
  const [fullscreen, setFullscreen] = useState(false);
  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === element.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [element]);

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen?.();
    else void element.current?.requestFullscreen?.();
  };

  return { fullscreen, toggleFullscreen };
}
