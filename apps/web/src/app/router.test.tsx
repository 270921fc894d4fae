import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '@pitchscope/domain/contracts/accounts';
import { useMe } from '@/lib/auth';
import { appRoutes } from '@/app/router';
import { buildMe } from '@/test/factories';
import { mockApi } from '@/test/mock-api';

vi.mock('@/lib/auth', () => ({
  ME_QUERY_KEY: ['me'],
  useMe: vi.fn(),
  useSignOut: () => ({ mutate: vi.fn(), isPending: false }),
  useTokenBalance: () => 7,
}));

// Every page is replaced by its name, so the tests see only where the guards lead.
vi.mock('@/features/accounts/routes/sign-in', () => ({ default: () => <h1>Sign-in page</h1> }));
vi.mock('@/features/accounts/routes/pricing', () => ({ default: () => <h1>Pricing page</h1> }));
vi.mock('@/features/accounts/routes/sign-up', () => ({ default: () => <h1>Sign-up page</h1> }));
vi.mock('@/features/accounts/routes/terms', () => ({ default: () => <h1>Terms page</h1> }));
vi.mock('@/features/accounts/routes/privacy', () => ({ default: () => <h1>Privacy page</h1> }));
vi.mock('@/features/accounts/routes/checkout', () => ({ default: () => <h1>Checkout page</h1> }));
vi.mock('@/features/accounts/routes/settings', () => ({ default: () => <h1>Settings page</h1> }));
vi.mock('@/features/accounts/routes/faq', () => ({ default: () => <h1>FAQ page</h1> }));
vi.mock('@/features/accounts/routes/credits', () => ({ default: () => <h1>Credits page</h1> }));
vi.mock('@/features/deep-analysis/routes/dashboard', () => ({ default: () => <h1>Dashboard page</h1> }));
vi.mock('@/features/deep-analysis/routes/deep-analysis-page', () => ({ default: () => <h1>Deep analysis page</h1> }));
vi.mock('@/features/decks/routes/pitch-decks', () => ({ default: () => <h1>Pitch decks page</h1> }));
vi.mock('@/features/decks/routes/deck-page', () => ({ default: () => <h1>Deck page</h1> }));
vi.mock('@/features/decks/routes/deck-raw', () => ({ default: () => <h1>Deck raw page</h1> }));
vi.mock('@/features/deal-flow/routes/deal-flow-page', () => ({ default: () => <h1>Deal flow page</h1> }));
vi.mock('@/features/pipeline/routes/pipeline-page', () => ({ default: () => <h1>Pipeline page</h1> }));
vi.mock('@/features/admin/routes/admin', () => ({ default: () => <h1>Admin page</h1> }));
vi.mock('@/features/admin/routes/admin-raw', () => ({ default: () => <h1>Admin raw page</h1> }));
vi.mock('@/features/admin/routes/test-deep-analysis', () => ({ default: () => <h1>Test deep analysis page</h1> }));
vi.mock('@/features/admin/routes/manual-analysis', () => ({ default: () => <h1>Manual analysis page</h1> }));
vi.mock('@/features/admin/routes/secure-manual-analysis', () => ({ default: () => <h1>Secure manual analysis page</h1> }));
vi.mock('@/features/admin/routes/structured-analysis', () => ({ default: () => <h1>Structured analysis page</h1> }));
vi.mock('@/features/admin/routes/admin-ai-config', () => ({ default: () => <h1>AI config page</h1> }));
vi.mock('@/features/share-links/routes/shared-deck-page', () => ({ default: () => <h1>Shared deck page</h1> }));

type MeState = { me: Me | null } | 'loading';

function setSession(state: MeState) {
  const result =
    state === 'loading'
      ? { data: undefined, isPending: true, isError: false, refetch: vi.fn() }
      : { data: state.me, isPending: false, isError: false, refetch: vi.fn() };
  vi.mocked(useMe).mockReturnValue(result as unknown as ReturnType<typeof useMe>);
}

function visit(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(appRoutes(queryClient), { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const visitor: MeState = { me: null };
const user: MeState = { me: buildMe() };
const admin: MeState = { me: buildMe({ isAdmin: true, displayName: null }) };

let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  vi.mocked(useMe).mockReset();
  api = mockApi({});
});

describe('route guards', () => {
  it.each(['/dashboard', '/pitch-decks', '/pitch-decks/abc', '/settings', '/faq', '/credits-and-subscriptions', '/admin'])(
    'sends a visitor on %s to the sign-in page',
    async (path) => {
      setSession(visitor);
      const router = visit(path);
      expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
    },
  );

  it.each([
    ['/pricing', 'Pricing page'],
    ['/signup?plan=payg', 'Sign-up page'],
    ['/terms', 'Terms page'],
    ['/privacy', 'Privacy page'],
    ['/checkout', 'Checkout page'],
    ['/s/abc', 'Shared deck page'],
  ])('lets a visitor open the public page %s', async (path, heading) => {
    setSession(visitor);
    visit(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('opens a shared deck for a signed-in user too (no redirect to their decks)', async () => {
    setSession(user);
    const router = visit('/s/abc');
    expect(await screen.findByRole('heading', { name: 'Shared deck page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/s/abc');
  });

  it('redirects a signed-in user away from / to the deck list once the profile has a focus', async () => {
    setSession(user);
    const router = visit('/');
    expect(await screen.findByRole('heading', { name: 'Pitch decks page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pitch-decks');
  });

  it('redirects a signed-in user without a profile from / to /settings', async () => {
    setSession({ me: buildMe({ investorProfile: null }) });
    const router = visit('/');
    expect(await screen.findByRole('heading', { name: 'Settings page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings');
  });

  it.each(['/admin', '/admin-ai-config', '/test-deep-analysis', '/manual-analysis', '/secure-manual-analysis', '/structured-analysis'])(
    'sends a non-admin on %s to /dashboard',
    async (path) => {
      setSession(user);
      const router = visit(path);
      expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/dashboard');
    },
  );

  it('sends a non-admin on the admin raw deck view through /admin (and on to /dashboard)', async () => {
    setSession(user);
    const router = createMemoryRouter(appRoutes(new QueryClient()), { initialEntries: ['/admin/raw/deck-1'] });
    const seen: string[] = [];
    router.subscribe((state) => seen.push(state.location.pathname));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(seen).toContain('/admin');
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('lets an admin open the admin area and shows the Admin entry', async () => {
    setSession(admin);
    visit('/admin/raw/deck-1');
    expect(await screen.findByRole('heading', { name: 'Admin raw page' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: /Admin/ })).toHaveAttribute('href', '/admin');
  });

  it('lets an admin open the structured analysis tool', async () => {
    setSession(admin);
    visit('/structured-analysis');
    expect(await screen.findByRole('heading', { name: 'Structured analysis page' })).toBeInTheDocument();
  });

  it('sends unknown paths to /', async () => {
    setSession(visitor);
    const router = visit('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('redirects /credits-subscriptions to /credits-and-subscriptions', async () => {
    setSession(user);
    const router = visit('/credits-subscriptions');
    expect(await screen.findByRole('heading', { name: 'Credits page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/credits-and-subscriptions');
  });

  it('waits for the session before deciding', async () => {
    setSession('loading');
    visit('/dashboard');
    expect(await screen.findByText('Checking your session...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign-in page' })).not.toBeInTheDocument();
  });
});

describe('authenticated layout', () => {
  it('shows the brand, tagline, user, live balance and the entries (no Admin for users)', async () => {
    setSession({ me: buildMe({ displayName: null }) });
    visit('/pitch-decks/abc');
    expect(await screen.findByRole('heading', { name: 'Deck page' })).toBeInTheDocument();
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(within(sidebar).getByText('Investment Intelligence Platform')).toBeInTheDocument();
    expect(within(sidebar).getByText('User')).toBeInTheDocument();
    expect(within(sidebar).getByText('anna@fund.com')).toBeInTheDocument();
    expect(within(sidebar).getByTestId('token-balance')).toHaveTextContent('7');
    expect(within(sidebar).getByText('Deep Research & Insights')).toBeInTheDocument();

    const nav = within(sidebar).getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/pitch-decks', '/dashboard', '/pipeline', '/deal-flow', '/credits-and-subscriptions', '/settings', '/faq']);
    // Pitch Decks stays active under /pitch-decks/*.
    expect(within(nav).getByRole('link', { name: 'Pitch Decks' })).toHaveAttribute('aria-current', 'page');
    expect(within(sidebar).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('opens the sidebar on small screens with the toggle and closes it on overlay click and route change', async () => {
    setSession(user);
    const router = visit('/faq');
    expect(await screen.findByRole('heading', { name: 'FAQ page' })).toBeInTheDocument();
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(sidebar).toHaveAttribute('data-state', 'closed');

    fireEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    expect(sidebar).toHaveAttribute('data-state', 'open');
    fireEvent.click(screen.getByTestId('sidebar-overlay'));
    expect(sidebar).toHaveAttribute('data-state', 'closed');

    fireEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    expect(screen.getByRole('button', { name: 'Close navigation' })).toHaveAttribute('aria-expanded', 'true');
    await act(() => router.navigate('/settings'));
    expect(await screen.findByRole('heading', { name: 'Settings page' })).toBeInTheDocument();
    expect(sidebar).toHaveAttribute('data-state', 'closed');
  });
});

describe('route prefetch (issue #37)', () => {
  // The pages here are stand-ins that ask for nothing: every request seen is the route's own.
  it('asks for the deal-flow charts of the address when /deal-flow is matched, not once the page has mounted', async () => {
    setSession(user);
    visit('/deal-flow?fit=Green&sectr=typo');
    expect(await screen.findByRole('heading', { name: 'Deal flow page' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET /deal-flow')).toHaveLength(1));
    const asked = api.calls('GET /deal-flow');
    // As the page reads the address: a parameter the API would refuse is left out.
    expect(asked[0].query.toString()).toBe('fit=Green');
  });

  it('asks for the unfiltered charts at once for the address without parameters', async () => {
    setSession(user);
    visit('/deal-flow');
    expect(await screen.findByRole('heading', { name: 'Deal flow page' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET /deal-flow')).toHaveLength(1));
    expect(api.calls('GET /deal-flow')[0].query.size).toBe(0);
  });

  it("asks for the library's counts and each section's first page when /pitch-decks is matched", async () => {
    setSession(user);
    visit('/pitch-decks?fit=Red');
    expect(await screen.findByRole('heading', { name: 'Pitch decks page' })).toBeInTheDocument();
    await waitFor(() => expect(api.calls('GET /decks')).toHaveLength(3));
    expect(api.calls('GET /decks/counts').map((request) => request.query.get('fit'))).toEqual(['Red']);
    expect(api.calls('GET /decks').map((request) => request.query.get('section')).sort()).toEqual(['active', 'analyzed', 'archived']);
  });

  it("asks for no page's data ahead on another page", async () => {
    setSession(user);
    visit('/faq');
    expect(await screen.findByRole('heading', { name: 'FAQ page' })).toBeInTheDocument();
    // The sidebar asks for its own (the workspaces): the pages' requests are the ones that must not go.
    await waitFor(() => expect(api.requests.length).toBeGreaterThan(0));
    expect(api.requests.map((request) => request.path).filter((path) => /^\/(deal-flow|decks)/.test(path))).toEqual([]);
  });
});
