import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExtractedPage } from '@pitchscope/domain/contracts/decks';
import { swipeDirection } from './slide-image';
import { SlideViewer } from './slide-viewer';

const pages: ExtractedPage[] = Array.from({ length: 20 }, (_, index) => ({
  pageNumber: index + 1,
  header: `Slide title ${index + 1}`,
  rawText: `Text of slide ${index + 1}`,
  images: [],
  tables: [],
  charts: [],
  diagrams: [],
  footer: '',
  method: 'text',
}));

function Viewer({ start = 1 }: { start?: number }) {
  const [page, setPage] = useState(start);
  return (
    <SlideViewer deckId="d1" renderImages pageCount={20} pages={pages} page={page} onPageChange={setPage} />
  );
}

afterEach(() => vi.restoreAllMocks());

describe('SlideViewer', () => {
  it('goes to the first and last slide with Home and End, and by the arrows', () => {
    render(<Viewer start={5} />);
    fireEvent.keyDown(window, { key: 'End' });
    expect(screen.getByText('Slide 20 of 20')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(screen.getByText('Slide 19 of 20')).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'Home' });
    expect(screen.getByText('Slide 1 of 20')).toBeInTheDocument();
  });

  it('shows each slide of the strip as a thumbnail image, and numbers only where slides are not drawn', async () => {
    const { unmount } = render(<Viewer start={3} />);
    const strip = screen.getByRole('navigation', { name: 'Slide list' });
    const third = within(strip).getByRole('button', { name: 'Go to slide 3' });
    expect(third).toHaveAttribute('aria-current', 'true');
    expect(third.querySelector('img')?.getAttribute('src')).toMatch(/\/api\/decks\/d1\/pages\/3\/image\?w=480&/);
    expect(third.querySelector('img')).toHaveAttribute('loading', 'lazy');
    await userEvent.click(within(strip).getByRole('button', { name: 'Go to slide 7' }));
    expect(screen.getByText('Slide 7 of 20')).toBeInTheDocument();
    unmount();

    render(<SlideViewer deckId="d1" renderImages={false} pageCount={20} pages={pages} page={1} onPageChange={() => {}} />);
    const textOnly = screen.getByRole('navigation', { name: 'Slide list' });
    expect(within(textOnly).getByRole('button', { name: 'Go to slide 2' }).querySelector('img')).toBeNull();
  });

  it('turns the slide with a horizontal swipe, and not with a scroll or a tap', () => {
    render(<Viewer start={5} />);
    const frame = screen.getByTestId('slide-frame');
    const swipe = (from: number, to: number, dy = 0) => {
      fireEvent.touchStart(frame, { touches: [{ clientX: from, clientY: 300 }] });
      fireEvent.touchEnd(frame, { changedTouches: [{ clientX: to, clientY: 300 + dy }] });
    };
    swipe(300, 120);
    expect(screen.getByText('Slide 6 of 20')).toBeInTheDocument();
    swipe(100, 300);
    swipe(100, 300);
    expect(screen.getByText('Slide 4 of 20')).toBeInTheDocument();
    swipe(300, 280);
    swipe(300, 200, 180);
    expect(screen.getByText('Slide 4 of 20')).toBeInTheDocument();
    expect(swipeDirection(-80, 10)).toBe('next');
    expect(swipeDirection(80, -10)).toBe('previous');
  });

  it('keeps the current slide of the strip in view, scrolling the strip only (not the page)', () => {
    const scrolledIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    // jsdom lays nothing out: the strip shows 0–300 px, slide n's button sits at 40(n−1)…40n.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const strip = this.closest('nav');
      const scrolled = strip?.scrollLeft ?? 0;
      if (this.tagName === 'NAV') return DOMRect.fromRect({ x: 0, width: 300, height: 40 });
      const slide = Number(/(\d+)$/.exec(this.getAttribute('aria-label') ?? '')?.[1] ?? 0);
      return DOMRect.fromRect({ x: 40 * (slide - 1) - scrolled, width: 40, height: 32 });
    });
    render(<Viewer />);
    const strip = screen.getByRole('navigation', { name: 'Slide list' });
    fireEvent.keyDown(window, { key: 'End' });
    expect(screen.getByRole('button', { name: 'Go to slide 20' })).toHaveAttribute('aria-current', 'true');
    expect(strip.scrollLeft).toBe(40 * 20 - 300);
    fireEvent.keyDown(window, { key: 'Home' });
    expect(strip.scrollLeft).toBe(0);
    expect(scrolledIntoView).not.toHaveBeenCalled();
  });

  it('zooms the slide within its frame and can hide the text beside it', async () => {
    const user = userEvent.setup();
    render(<Viewer />);
    const canvas = screen.getByTestId('slide-canvas');
    expect(canvas).toHaveStyle({ width: '100%' });
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(canvas).toHaveStyle({ width: '150%' });
    expect(screen.getByLabelText('Zoom')).toHaveTextContent('150%');
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(canvas).toHaveStyle({ width: '100%' });
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeDisabled();

    expect(screen.getByTestId('slide-text')).toHaveTextContent('Text of slide 1');
    await user.click(screen.getByRole('button', { name: 'Hide slide text' }));
    expect(screen.queryByTestId('slide-text')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show slide text' }));
    expect(screen.getByTestId('slide-text')).toBeInTheDocument();
  });

  it('asks the browser for full screen on the viewer', async () => {
    const user = userEvent.setup();
    const requestFullscreen = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', {
      value: requestFullscreen,
      configurable: true,
    });
    render(<Viewer />);
    await user.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(requestFullscreen).toHaveBeenCalledTimes(1);
    expect(requestFullscreen.mock.contexts[0]).toBe(screen.getByRole('region', { name: 'Slides' }));
  });

  it('leaves full screen on Esc where the browser leaves that key to the page', () => {
    render(<Viewer />);
    const viewer = screen.getByRole('region', { name: 'Slides' });
    const exitFullscreen = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(document, 'exitFullscreen', { value: exitFullscreen, configurable: true });
    // jsdom has no full screen: the document answers what the browser would.
    let fullscreenElement: Element | null = null;
    Object.defineProperty(document, 'fullscreenElement', { get: () => fullscreenElement, configurable: true });
    try {
      fireEvent.keyDown(window, { key: 'Escape' });
      expect(exitFullscreen).not.toHaveBeenCalled();

      fullscreenElement = viewer;
      fireEvent.keyDown(window, { key: 'Escape' });
      expect(exitFullscreen).toHaveBeenCalledTimes(1);
      expect(screen.getByText('Slide 1 of 20')).toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(document, 'fullscreenElement');
      Reflect.deleteProperty(document, 'exitFullscreen');
    }
  });
});
