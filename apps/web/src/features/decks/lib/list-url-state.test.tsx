import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useDeckListUrlState } from './list-url-state';

/** Mounts the hook on a memory router and hands out its latest value. */
function mountAt(url: string) {
  const hook: { current: ReturnType<typeof useDeckListUrlState> | null } = { current: null };
  function Probe() {
    hook.current = useDeckListUrlState();
    return null;
  }
  const router = createMemoryRouter([{ path: '/pitch-decks', element: <Probe /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return { hook, router, search: () => new URLSearchParams(router.state.location.search) };
}

describe('useDeckListUrlState', () => {
  it('keeps both of two changes written before the page renders again', () => {
    const { hook, search } = mountAt('/pitch-decks?sort=company');
    const { update } = hook.current!;
    act(() => {
      update({ industry: 'fintech' }, { replace: true });
      update({ location: 'berlin' }, { replace: true });
    });
    expect(search().get('industry')).toBe('fintech');
    expect(search().get('location')).toBe('berlin');
    expect(search().get('sort')).toBe('company');
  });

  it('builds on the URL again once it moves (Back), not on what was written before', async () => {
    const { hook, router, search } = mountAt('/pitch-decks');
    act(() => hook.current!.update({ industry: 'fintech' }));
    expect(search().get('industry')).toBe('fintech');
    await act(() => router.navigate(-1));
    expect(search().get('industry')).toBeNull();
    act(() => hook.current!.update({ location: 'berlin' }));
    expect(search().get('industry')).toBeNull();
    expect(search().get('location')).toBe('berlin');
  });
});
