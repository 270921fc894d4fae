import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  Navigate,
  Outlet,
  ScrollRestoration,
  useMatches,
  useNavigation,
  type RouteObject,
} from 'react-router';
import { PageLoader } from '@/components/feedback/page-loader';
import { RouteError } from '@/components/feedback/route-error';
import { AppLayout } from '@/app/layouts/app-layout';
import { PublicOnly, RequireAdmin, RequireAuth } from '@/app/guards/route-guards';
import { FeatureSlotsProvider } from '@/lib/feature-slots';
import { prefetchDealFlow } from '@/features/deal-flow/api/deal-flow';

type PageModule = { default: React.ComponentType };
/** Starts a page's data requests for the address's query string (see `page`). */
type Prefetch = (search: URLSearchParams) => void;

/**
 * A prefetch from the page's own query module, loaded on demand: statically imported, those modules and
 * the domain contracts they read URLs with would join the first bundle every page waits for. The module
 * is small and its imports are the page's own, so the request starts while the page's larger chunk
 * (charts, cards) still loads and runs. A module that fails to load is the page's `lazy` to report.
 */
function prefetchFrom<M>(load: () => Promise<M>, start: (module: M, search: URLSearchParams) => void): Prefetch {
  return (search) => void load().then((module) => start(module, search), () => undefined);
}

/**
 * Each page is its own chunk, loaded on first visit; every route has its own error boundary.
 * `prefetch` starts the page's data requests when the route is matched: React Router runs a route's
 * static loader beside its `lazy`, so the requests no longer wait for the chunk to load and the page to
 * mount (issue #37). The loader returns nothing to wait for: the page renders as soon as its code is in,
 * with its own loading state, and its queries find the requests under way.
 */
function page(path: string | undefined, title: string, load: () => Promise<PageModule>, prefetch?: Prefetch): RouteObject {
  return {
    ...(path === undefined ? { index: true } : { path }),
    handle: { title },
    errorElement: <RouteError />,
    ...(prefetch && {
      loader: ({ request }: { request: Request }) => {
        prefetch(new URL(request.url).searchParams);
        return null;
      },
    }),
    lazy: async () => ({ Component: (await load()).default }),
  };
}

/**
 * A page that shows another feature's piece (lib/feature-slots.tsx) loads the app's slot table with it,
 * in parallel, so those pieces stay out of the first bundle and are there when the page first renders.
 */
function pageWithSlots(path: string, title: string, load: () => Promise<PageModule>, prefetch?: Prefetch): RouteObject {
  return page(path, title, async () => {
    const [{ default: Page }, { appFeatureSlots }] = await Promise.all([load(), import('@/app/feature-slots')]);
    return {
      default: () => (
        <FeatureSlotsProvider slots={appFeatureSlots}>
          <Page />
        </FeatureSlotsProvider>
      ),
    };
  }, prefetch);
}

const APP_NAME = 'Pitchscope';

function RootShell() {
  const navigation = useNavigation();
  const matches = useMatches();
  const title = [...matches].reverse().find((match) => (match.handle as { title?: string } | undefined)?.title)
    ?.handle as { title?: string } | undefined;

  useEffect(() => {
    document.title = title?.title ? `${title.title} · ${APP_NAME}` : `${APP_NAME} — Investment Intelligence Platform`;
  }, [title?.title]);

  return (
    <>
      {navigation.state === 'loading' && (
        <div
          role="progressbar"
          aria-label="Loading page"
          className="fixed inset-x-0 top-0 z-[60] h-0.5 animate-pulse bg-primary"
        />
      )}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** The app's routes; the pages' prefetches fill `queryClient`, the cache the pages read. */
export function appRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootShell />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoader />,
      children: [
        // Public pages.
        {
          element: <PublicOnly />,
          errorElement: <RouteError />,
          children: [page(undefined, 'Sign In', () => import('@/features/accounts/routes/sign-in'))],
        },
        page('pricing', 'Pricing', () => import('@/features/accounts/routes/pricing')),
        page('signup', 'Sign Up', () => import('@/features/accounts/routes/sign-up')),
        page('terms', 'Terms of Service', () => import('@/features/accounts/routes/terms')),
        page('privacy', 'Privacy Policy', () => import('@/features/accounts/routes/privacy')),
        page('checkout', 'Checkout', () => import('@/features/accounts/routes/checkout')),
        // A deck shared read-only (ADR 0020): open to everyone, signed in or not.
        page('s/:token', 'Shared deck', () => import('@/features/share-links/routes/shared-deck-page')),
        // A workspace invitation (ADR 0022): signed-out visitors are sent to sign in and come back.
        page('invite/:token', 'Invitation', () => import('@/features/workspaces/routes/invite-page')),
        // Two "get tokens" redirects of the spec point at this path (accounts §2.1); it lands on the real page.
        { path: 'credits-subscriptions', element: <Navigate to="/credits-and-subscriptions" replace /> },

        // Signed-in pages inside the sidebar layout.
        {
          element: <RequireAuth />,
          errorElement: <RouteError />,
          children: [
            {
              element: <AppLayout />,
              errorElement: <RouteError />,
              children: [
                page('dashboard', 'Analysis', () => import('@/features/deep-analysis/routes/dashboard')),
                pageWithSlots('dashboard/deep/:id', 'Deep Analysis', () =>
                  import('@/features/deep-analysis/routes/deep-analysis-page'),
                ),
                pageWithSlots(
                  'pitch-decks',
                  'Pitch Decks',
                  () => import('@/features/decks/routes/pitch-decks'),
                  prefetchFrom(
                    () => import('@/features/decks/api/get-decks'),
                    ({ prefetchDeckList }, search) => prefetchDeckList(queryClient, search),
                  ),
                ),
                page('pitch-decks/raw/:id', 'Raw Deck', () => import('@/features/decks/routes/deck-raw')),
                pageWithSlots('pitch-decks/:id', 'Pitch Deck', () => import('@/features/decks/routes/deck-page')),
                page('pipeline', 'Pipeline', () => import('@/features/pipeline/routes/pipeline-page')),
                page(
                  'deal-flow',
                  'Deal flow',
                  () => import('@/features/deal-flow/routes/deal-flow-page'),
                  (search) => prefetchDealFlow(queryClient, search),
                ),
                pageWithSlots('settings', 'Settings', () => import('@/features/accounts/routes/settings')),
                page('faq', 'FAQ', () => import('@/features/accounts/routes/faq')),
                page('credits-and-subscriptions', 'Credits & Subscriptions', () =>
                  import('@/features/accounts/routes/credits'),
                ),
                {
                  element: <RequireAdmin redirectTo="/dashboard" />,
                  errorElement: <RouteError />,
                  children: [
                    page('admin', 'Admin', () => import('@/features/admin/routes/admin')),
                    page('test-deep-analysis', 'Test Deep Analysis', () =>
                      import('@/features/admin/routes/test-deep-analysis'),
                    ),
                    page('manual-analysis', 'Manual Analysis', () => import('@/features/admin/routes/manual-analysis')),
                    page('secure-manual-analysis', 'Secure Manual Analysis', () =>
                      import('@/features/admin/routes/secure-manual-analysis'),
                    ),
                    page('structured-analysis', 'Structured Analysis', () =>
                      import('@/features/admin/routes/structured-analysis'),
                    ),
                    page('admin-ai-config', 'AI Configuration', () => import('@/features/admin/routes/admin-ai-config')),
                  ],
                },
                {
                  // The admin raw deck view sends non-admins to /admin (which in turn sends them on to /dashboard).
                  element: <RequireAdmin redirectTo="/admin" />,
                  errorElement: <RouteError />,
                  children: [page('admin/raw/:deckId', 'Raw Deck Data', () => import('@/features/admin/routes/admin-raw'))],
                },
              ],
            },
          ],
        },

        // Unknown paths go to the landing page.
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient));
}
