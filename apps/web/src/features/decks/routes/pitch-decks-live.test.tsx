import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { LIBRARY_EVENTS } from '@pitchscope/domain/contracts/deck-list';
import type { Deck } from '@pitchscope/domain/contracts/decks';
import { buildDeck, buildMe } from '../testing/factories';
import { mockApi } from '@/test/mock-api';
import { libraryRoutes } from '../testing/library-api';
import { renderWithApp } from '@/test/render-with-app';
import { LIBRARY_REFRESH_GAP_MS } from '../hooks/use-library-live-updates';
import PitchDecksPage from './pitch-decks';

/** The browser's EventSource, driven by the test: `emit` delivers one message of the library stream. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  readyState = FakeEventSource.OPEN;
  constructor(
    public url: string,
    public init?: EventSourceInit,
  ) {
    FakeEventSource.opened.push(this);
  }
  emit(data: string) {
    this.onmessage?.(new MessageEvent('message', { data }));
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

function renderLibrary(decks: Deck[]) {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  const me = buildMe();
  const api = mockApi({ ...libraryRoutes(() => decks), 'GET /me': () => me });
  const view = renderWithApp(<PitchDecksPage />, { path: '/pitch-decks', me });
  const stream = () => {
    const source = FakeEventSource.opened.at(-1);
    if (!source) throw new Error('the library stream was not opened');
    return source;
  };
  return { ...view, api, stream };
}

afterEach(() => vi.unstubAllGlobals());

describe('Pitch Decks list, live', () => {
  it('shows a deck that arrived elsewhere (a mailed deck, a teammate’s) when the stream says the decks changed', async () => {
    const decks = [buildDeck({ companyName: 'Alpha' })];
    const { stream } = renderLibrary(decks);
    await screen.findByText('Alpha');
    expect(stream().url).toBe('/api/decks/events');
    expect(stream().init).toEqual({ withCredentials: true });
    stream().emit(LIBRARY_EVENTS.ready);

    decks.push(buildDeck({ companyName: 'Mailed Co' }));
    // Nothing is read until the server says so.
    expect(screen.queryByText('Mailed Co')).not.toBeInTheDocument();
    stream().emit(LIBRARY_EVENTS.changed);
    expect(await screen.findByText('Mailed Co')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('summary-active')).toHaveTextContent('2'));

    // Archived by a teammate: it moves to the archived section.
    decks[0] = { ...decks[0]!, isArchived: true, archivedAt: new Date().toISOString() };
    stream().emit(LIBRARY_EVENTS.changed);
    await waitFor(() => expect(screen.getByTestId('summary-archived')).toHaveTextContent('1'));
  });

  it('reads the list at most once a second however many signals come', async () => {
    const { api, stream } = renderLibrary([buildDeck({ companyName: 'Alpha' })]);
    await screen.findByText('Alpha');
    stream().emit(LIBRARY_EVENTS.ready);
    const countReads = () => api.calls('GET /decks/counts').length;
    const before = countReads();

    for (let i = 0; i < 5; i++) stream().emit(LIBRARY_EVENTS.changed);
    await waitFor(() => expect(countReads()).toBe(before + 1));
    // Another signal right after is read once the second is over, not at once.
    stream().emit(LIBRARY_EVENTS.changed);
    stream().emit(LIBRARY_EVENTS.changed);
    await new Promise((resolve) => setTimeout(resolve, LIBRARY_REFRESH_GAP_MS / 4));
    expect(countReads()).toBe(before + 1);
    await waitFor(() => expect(countReads()).toBe(before + 2), { timeout: LIBRARY_REFRESH_GAP_MS * 3 });
  });

  it('reads the list again after the stream reconnects (changes may have been missed), not on the first ready', async () => {
    const { api, stream } = renderLibrary([buildDeck({ companyName: 'Alpha' })]);
    await screen.findByText('Alpha');
    const before = api.calls('GET /decks/counts').length;
    stream().emit(LIBRARY_EVENTS.ready);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls('GET /decks/counts').length).toBe(before);

    // Dropped and reconnected by the browser: the stream listens again.
    stream().readyState = FakeEventSource.CONNECTING;
    stream().onerror?.();
    stream().readyState = FakeEventSource.OPEN;
    stream().emit(LIBRARY_EVENTS.ready);
    await waitFor(() => expect(api.calls('GET /decks/counts').length).toBe(before + 1));
  });

  it('reads the list on window focus while the stream is down', async () => {
    const { api, stream } = renderLibrary([buildDeck({ companyName: 'Alpha' })]);
    await screen.findByText('Alpha');
    stream().emit(LIBRARY_EVENTS.ready);
    const before = api.calls('GET /decks/counts').length;
    window.dispatchEvent(new Event('focus'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.calls('GET /decks/counts').length).toBe(before); // live: the stream says when

    // An error answer (signed out, server gone): the browser gives the stream up.
    stream().readyState = FakeEventSource.CLOSED;
    stream().onerror?.();
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(api.calls('GET /decks/counts').length).toBe(before + 1));
  });

  it('closes the stream when the page is left', async () => {
    const { stream, unmount } = renderLibrary([buildDeck({ companyName: 'Alpha' })]);
    await screen.findByText('Alpha');
    unmount();
    expect(stream().readyState).toBe(FakeEventSource.CLOSED);
  });
});
