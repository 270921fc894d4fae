import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useMe } from '@/lib/auth';
import { appRoutes } from '@/app/router';
import { buildMe } from '@/test/factories';

vi.mock('@/lib/auth', () => ({
  ME_QUERY_KEY: ['me'],
  useMe: vi.fn(),
  useSignOut: () => ({ mutate: vi.fn(), isPending: false }),
  useTokenBalance: () => 7,
}));

// Each page that shows another feature's piece is replaced by the name of what its slot holds.
vi.mock('@/features/decks/routes/deck-page', async () => {
  const { useFeatureSlot } = await import('@/lib/feature-slots');
  return { default: () => <h1>{useFeatureSlot('ShareDeckButton').name}</h1> };
});
vi.mock('@/features/decks/routes/pitch-decks', async () => {
  const { useFeatureSlot } = await import('@/lib/feature-slots');
  return { default: () => <h1>{useFeatureSlot('DeckStageSelect').name}</h1> };
});
vi.mock('@/features/deep-analysis/routes/deep-analysis-page', async () => {
  const { useFeatureSlot } = await import('@/lib/feature-slots');
  return { default: () => <h1>{useFeatureSlot('ShareDeckButton').name}</h1> };
});
vi.mock('@/features/accounts/routes/settings', async () => {
  const { useFeatureSlot } = await import('@/lib/feature-slots');
  return { default: () => <h1>{useFeatureSlot('TeamSettingsCard').name}</h1> };
});

describe('pages with another feature’s piece', () => {
  it.each([
    ['/pitch-decks', 'StageSelect'],
    ['/pitch-decks/d1', 'ShareDeckButton'],
    ['/dashboard/deep/d1', 'ShareDeckButton'],
    ['/settings', 'TeamSettingsCard'],
  ])('%s gets the slots the app shell fills', async (path, component) => {
    vi.mocked(useMe).mockReturnValue({ data: buildMe(), isPending: false, isError: false } as unknown as ReturnType<
      typeof useMe
    >);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={createMemoryRouter(appRoutes(new QueryClient()), { initialEntries: [path] })} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: component }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
