import type * as React from 'react';
import { Navigate, Outlet, useSearchParams } from 'react-router';
import { postSignInPath } from '@pitchscope/domain/completeness';
import { PageLoader } from '@/components/feedback/page-loader';
import { Button } from '@/components/ui/button';
import { useMe } from '@/lib/auth';
import { readNextPath } from '@/lib/next-path';

function SessionError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="flex min-h-[50vh] flex-col items-center justify-center gap-3 p-6 text-center">
      <p className="text-sm text-muted-foreground">
        A network error occurred. Please check your internet connection and try again.
      </p>
      <Button variant="outline" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}

/** Signed-in users only; a visitor is sent to / (spec accounts §2.1). */
export function RequireAuth({ children }: { children?: React.ReactNode }) {
  const me = useMe();
  if (me.isPending) return <PageLoader label="Checking your session..." />;
  if (me.isError && me.data === undefined) return <SessionError onRetry={() => void me.refetch()} />;
  if (!me.data) return <Navigate to="/" replace />;
  return children ?? <Outlet />;
}

/**
 * Admins only. A visitor goes to /, a non-admin to `redirectTo`: /dashboard for the admin area, /admin
 * for the admin raw deck view (both readings of the spec are kept).
 */
export function RequireAdmin({ redirectTo = '/dashboard', children }: { redirectTo?: string; children?: React.ReactNode }) {
  const me = useMe();
  if (me.isPending) return <PageLoader label="Checking your session..." />;
  if (me.isError && me.data === undefined) return <SessionError onRetry={() => void me.refetch()} />;
  if (!me.data) return <Navigate to="/" replace />;
  if (!me.data.isAdmin) return <Navigate to={redirectTo} replace />;
  return children ?? <Outlet />;
}

/** The landing page: a signed-in user is redirected away at once, to /pitch-decks or /settings. */
export function PublicOnly({ children }: { children?: React.ReactNode }) {
  const me = useMe();
  const [params] = useSearchParams();
  if (me.isPending) return <PageLoader />;
  if (me.data) return <Navigate to={readNextPath(params) ?? postSignInPath(me.data.investorProfile)} replace />;
  // Signed out, or the session could not be read: show the public page.
  return children ?? <Outlet />;
}
