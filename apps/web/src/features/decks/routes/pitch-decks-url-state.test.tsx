import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Deck } from '@pitchscope/domain/contracts/decks';
import { resetToasts } from '@/hooks/use-toast';
import { buildDeck, buildMe } from '../testing/factories';
import { libraryRoutes } from '../testing/library-api';
import { mockApi } from '@/test/mock-api';
import { renderWithApp } from '@/test/render-with-app';
import { applyListChange, LIBRARY_VIEW_STORAGE_KEY, readListState } from '../lib/list-url-state';
import PitchDecksPage from './pitch-decks';

const green = { overallMatch: 'Green', stageFit: 'Green', checkSizeFit: 'Green', sectorAlignment: 'Green', geographyFit: 'Green' } as const;
const red = { overallMatch: 'Red', stageFit: 'Red', checkSizeFit: 'Red', sectorAlignment: 'Red', geographyFit: 'Red' } as const;
const rationale = { stageFitReason: '', checkSizeReason: '', sectorReason: '', geographyReason: '' };

const DECKS: Deck[] = [
  buildDeck({ companyName: 'Seed Green', stage: 'Seed', investorFit: { ...green, rationale } }),
  buildDeck({ companyName: 'Seed Red', stage: 'Seed', investorFit: { ...red, rationale } }),
  buildDeck({ companyName: 'Series Green', stage: 'Series A', investorFit: { ...green, rationale }, pipelineStage: 'screening' }),
];

const STAGES = {
  stages: [
    { id: 'new', name: 'New', position: 0, system: true },
    { id: 'screening', name: 'Screening', position: 1, system: false },
  ],
};

function renderAt(route: string) {
  const api = mockApi({ ...libraryRoutes(DECKS), 'GET /me': () => buildMe(), 'GET /uploads/not-added': () => [], 'GET /pipeline/stages': () => STAGES });
  const view = renderWithApp(<PitchDecksPage />, { path: '/pitch-decks', route, me: buildMe() });
  return { ...view, api };
}

/** The list answers after two requests (counts, then the section pages): slower than one under load. */
const eventually = (check: () => void) => waitFor(check, { timeout: 5000 });

const titles = () => screen.getAllByRole('article').map((card) => within(card).getAllByRole('link')[0].textContent);
const search = (router: ReturnType<typeof renderAt>['router']) => new URLSearchParams(router.state.location.search);

beforeEach(() => {
  resetToasts();
  window.localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Pitch Decks list: filters and sort in the URL', () => {
  it('opens a bookmarked list as it was: the URL’s filters go to the API and show in the controls', async () => {
    const { api } = renderAt('/pitch-decks?fit=Green&stage=Seed');
    await eventually(() => expect(titles()).toEqual(['Seed Green']));
    const listCalls = api.calls('GET /decks');
    expect(listCalls.length).toBeGreaterThan(0);
    expect(listCalls.every((call) => call.query.get('fit') === 'Green' && call.query.get('stage') === 'Seed')).toBe(true);
    expect(api.calls('GET /decks/counts')[0].query.get('fit')).toBe('Green');
    expect(screen.getByRole('combobox', { name: 'Filter by fit' })).toHaveTextContent('Strong Match');
    expect(screen.getByRole('combobox', { name: 'Filter by stage' })).toHaveTextContent('Seed');
  });

  it('puts a filter chosen in the page into the URL, and Back takes it out again', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/pitch-decks');
    await eventually(() => expect(titles()).toHaveLength(3));
    await user.click(screen.getByRole('combobox', { name: 'Filter by fit' }));
    await user.click(await screen.findByRole('option', { name: 'Strong Match' }));
    await eventually(() => expect(search(router).get('fit')).toBe('Green'));
    await eventually(() => expect(titles()).toEqual(['Series Green', 'Seed Green']));
    await user.click(screen.getByRole('combobox', { name: 'Filter by stage' }));
    await user.click(await screen.findByRole('option', { name: 'Seed' }));
    await eventually(() => expect(search(router).get('stage')).toBe('Seed'));
    await eventually(() => expect(titles()).toEqual(['Seed Green']));

    await router.navigate(-1);
    await eventually(() => expect(search(router).get('stage')).toBeNull());
    expect(search(router).get('fit')).toBe('Green');
    await eventually(() => expect(titles()).toEqual(['Series Green', 'Seed Green']));
  });

  it('filters by deal stage from the page (URL and request carry it) and shows the stage in the table', async () => {
    const user = userEvent.setup();
    const { router, api } = renderAt('/pitch-decks');
    await eventually(() => expect(titles()).toHaveLength(3));
    await user.click(screen.getByRole('combobox', { name: 'Filter by deal stage' }));
    await user.click(await screen.findByRole('option', { name: 'Screening' }));
    await eventually(() => expect(search(router).get('pipelineStage')).toBe('screening'));
    await eventually(() => expect(titles()).toEqual(['Series Green']));
    expect(api.calls('GET /decks').at(-1)!.query.get('pipelineStage')).toBe('screening');

    await user.click(screen.getByRole('button', { name: 'Table' }));
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Deal stage' })).toBeInTheDocument();
    await eventually(() => expect(within(table).getByRole('cell', { name: 'Screening' })).toBeInTheDocument());
  });

  it('writes the search to the URL once typing pauses, replacing the entry (Back skips keystrokes)', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/pitch-decks');
    await eventually(() => expect(titles()).toHaveLength(3));
    await user.type(screen.getByRole('searchbox', { name: 'Search decks' }), 'series');
    await eventually(() => expect(search(router).get('q')).toBe('series'));
    expect(router.state.historyAction).toBe('REPLACE');
    await eventually(() => expect(titles()).toEqual(['Series Green']));
  });

  it('puts the industry and location texts and the upload days into the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/pitch-decks?uploadedFrom=2025-01-01');
    await eventually(() => expect(titles()).toHaveLength(3));
    expect(screen.getByRole('textbox', { name: 'Industry' })).toHaveValue('');
    expect(screen.getByLabelText('Uploaded from', { selector: 'input' })).toHaveValue('2025-01-01');
    await user.type(screen.getByRole('textbox', { name: 'Industry' }), 'fintech');
    await user.type(screen.getByRole('textbox', { name: 'Location' }), 'berlin');
    await eventually(() => expect(search(router).get('industry')).toBe('fintech'));
    await eventually(() => expect(search(router).get('location')).toBe('berlin'));
    expect(search(router).get('uploadedFrom')).toBe('2025-01-01');
  });

  it('clears the filters but keeps the sort', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/pitch-decks?fit=Red&sort=company');
    await eventually(() => expect(titles()).toEqual(['Seed Red']));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await eventually(() => expect(router.state.location.search).toBe('?sort=company'));
    await eventually(() => expect(titles()).toEqual(['Seed Green', 'Seed Red', 'Series Green']));
  });

  it('remembers the table view and sorts by a column through the URL', async () => {
    const user = userEvent.setup();
    const { router, unmount, api } = renderAt('/pitch-decks');
    await eventually(() => expect(titles()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Table' }));
    expect(window.localStorage.getItem(LIBRARY_VIEW_STORAGE_KEY)).toBe('table');
    const table = await screen.findByRole('table', { name: 'Active Pitch Decks' });
    await user.click(within(table).getByRole('button', { name: /Round/ }));
    await eventually(() => expect(search(router).get('sort')).toBe('round'));
    await eventually(() => expect(api.calls('GET /decks').some((call) => call.query.get('sort') === 'round')).toBe(true));
    expect(within(screen.getByRole('table', { name: 'Active Pitch Decks' })).getByRole('columnheader', { name: /Round/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await user.click(within(screen.getByRole('table', { name: 'Active Pitch Decks' })).getByRole('button', { name: /Round/ }));
    await eventually(() => expect(search(router).get('dir')).toBe('asc'));
    unmount();

    renderAt('/pitch-decks');
    expect(await screen.findByRole('table', { name: 'Active Pitch Decks' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('loads the next page when asked (the end of the list scrolled into view, or the button)', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 60 }, (_, i) =>
      buildDeck({ companyName: `Deck ${String(i).padStart(2, '0')}`, uploadedAt: new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString() }),
    );
    const api = mockApi({ ...libraryRoutes(many), 'GET /me': () => buildMe(), 'GET /uploads/not-added': () => [] });
    renderWithApp(<PitchDecksPage />, { path: '/pitch-decks', route: '/pitch-decks', me: buildMe() });
    await eventually(() => expect(screen.getAllByRole('article')).toHaveLength(50));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await eventually(() => expect(screen.getAllByRole('article')).toHaveLength(60));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const active = api.calls('GET /decks').filter((call) => call.query.get('section') === 'active');
    expect(active.map((call) => call.query.get('cursor'))).toEqual([null, '50']);
  });
});

describe('Pitch Decks list: a long list', () => {
  it('renders only the rows near the screen in a section of 100 decks or more, from its first page on', { timeout: 90_000 }, async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 150 }, (_, i) =>
      buildDeck({ companyName: `Deck ${String(i).padStart(3, '0')}`, uploadedAt: new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString() }),
    );
    mockApi({ ...libraryRoutes(many), 'GET /me': () => buildMe(), 'GET /uploads/not-added': () => [] });
    renderWithApp(<PitchDecksPage />, { path: '/pitch-decks', route: '/pitch-decks', me: buildMe() });
    // The section has 150 decks, so its first page is already a window of rows (not all 50 cards): the grid
    // never switches to the virtual one while the user scrolls, which would remount every card on screen.
    // (jsdom has no layout, so which rows are in the window is not meaningful here; only that the others
    // are not in the page.)
    await eventually(() => expect(screen.getAllByRole('article').length).toBeGreaterThan(0));
    expect(screen.getAllByRole('article').length).toBeLessThan(50);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await eventually(() => expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled());
    expect(screen.getAllByRole('article').length).toBeLessThan(100);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await eventually(() => expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument());
    expect(screen.getAllByRole('article').length).toBeLessThan(100);
  });

  it('renders every row of a table of fewer than 100 decks, and a window of rows from 100 on', { timeout: 90_000 }, async () => {
    const decks = (count: number) =>
      Array.from({ length: count }, (_, i) =>
        buildDeck({ companyName: `Deck ${String(i).padStart(3, '0')}`, uploadedAt: new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString() }),
      );
    window.localStorage.setItem(LIBRARY_VIEW_STORAGE_KEY, 'table');
    mockApi({ ...libraryRoutes(decks(40)), 'GET /me': () => buildMe(), 'GET /uploads/not-added': () => [] });
    const small = renderWithApp(<PitchDecksPage />, { path: '/pitch-decks', route: '/pitch-decks', me: buildMe() });
    await eventually(() => expect(document.querySelectorAll('tbody tr[data-deck-id]')).toHaveLength(40));
    small.unmount();

    mockApi({ ...libraryRoutes(decks(150)), 'GET /me': () => buildMe(), 'GET /uploads/not-added': () => [] });
    renderWithApp(<PitchDecksPage />, { path: '/pitch-decks', route: '/pitch-decks', me: buildMe() });
    await eventually(() => expect(document.querySelectorAll('tbody tr[data-deck-id]').length).toBeGreaterThan(0));
    expect(document.querySelectorAll('tbody tr[data-deck-id]').length).toBeLessThan(50);
    // Screen readers still hear the whole table's size.
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '151');
  });
});

describe('readListState and applyListChange', () => {
  it('keeps valid parameters, drops values the API would refuse, and defaults the sort', () => {
    const state = readListState(new URLSearchParams('fit=Green,Purple&stage=Seed&sort=nonsense&starred=true&q=%20ai%20'));
    expect(state.filters).toEqual({ stage: ['Seed'], starred: true, q: 'ai' });
    expect(state.sort).toBe('uploaded');
    expect(state.dir).toBe('desc');
    expect(state.params.toString()).toBe('q=ai&stage=Seed&starred=true');
    expect(state.filtered).toBe(true);
  });

  it('writes the default direction out of the URL and removes emptied filters', () => {
    expect(readListState(new URLSearchParams('sort=round&dir=desc')).params.toString()).toBe('sort=round');
    expect(readListState(new URLSearchParams('sort=round&dir=asc')).params.toString()).toBe('sort=round&dir=asc');
    expect(applyListChange(new URLSearchParams('fit=Green&sort=round&dir=asc'), { sort: 'company' }).toString()).toBe(
      'fit=Green&sort=company',
    );
    expect(applyListChange(new URLSearchParams('fit=Green&stage=Seed'), { fit: null, starred: false }).toString()).toBe('stage=Seed');
    expect(applyListChange(new URLSearchParams('sort=company'), { sort: 'uploaded' }).toString()).toBe('');
  });
});
