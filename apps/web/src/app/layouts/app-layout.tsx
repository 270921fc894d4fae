import * as React from 'react';
import { ModelOutageBanner } from '@/components/model/model-outage-banner';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import {
  BarChart3,
  CircleHelp,
  Coins,
  CreditCard,
  FileText,
  KanbanSquare,
  ChartColumn,
  LogOut,
  Menu,
  Settings,
  ShieldCheck,
  X,
  type LucideIcon,
} from 'lucide-react';
import { BrandLogo } from '@/components/brand-logo';
import { ThemeToggle } from '@/components/theme-toggle';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/hooks/use-toast';
import { useMe, useSignOut, useTokenBalance } from '@/lib/auth';
import { WorkspaceSwitcher } from '@/features/workspaces/components/workspace-switcher';
import { cn } from '@/lib/utils';

interface NavEntry {
  to: string;
  label: string;
  subtext?: string;
  icon: LucideIcon;
  /** Active on the exact path only (the default matches the path and everything under it). */
  end?: boolean;
  adminOnly?: boolean;
}

// Spec accounts §2.6. Pitch Decks is also active under /pitch-decks/* (NavLink's default matching).
export const NAV_ENTRIES: NavEntry[] = [
  { to: '/pitch-decks', label: 'Pitch Decks', icon: FileText },
  { to: '/dashboard', label: 'Analysis', subtext: 'Deep Research & Insights', icon: BarChart3 },
  { to: '/pipeline', label: 'Pipeline', subtext: 'Deal stages board', icon: KanbanSquare },
  { to: '/deal-flow', label: 'Deal flow', subtext: 'Funnel and breakdowns', icon: ChartColumn },
  { to: '/credits-and-subscriptions', label: 'Credits & Subscriptions', icon: CreditCard },
  { to: '/settings', label: 'Settings', icon: Settings },
  { to: '/faq', label: 'FAQ', icon: CircleHelp },
  { to: '/admin', label: 'Admin', icon: ShieldCheck, adminOnly: true },
];

function TokenBalance() {
  const { isError } = useMe();
  const balance = useTokenBalance();
  // A failed balance fetch shows 0 (spec accounts §8); the first load shows a fixed-size placeholder.
  const value = balance ?? (isError ? 0 : undefined);
  return (
    <div className="flex items-center justify-between rounded-lg border bg-muted/40 px-3 py-2">
      <span className="flex items-center gap-2 text-xs font-medium text-muted-foreground">
        <Coins className="size-4 text-warning" aria-hidden="true" />
        Tokens
      </span>
      <div className="min-w-8 text-right text-sm font-semibold tabular-nums" aria-live="polite" data-testid="token-balance">
        {value === undefined ? <Skeleton className="ml-auto h-4 w-6" /> : value}
      </div>
    </div>
  );
}

function SidebarContent({ onNavigate }: { onNavigate?: () => void }) {
  const { data: me } = useMe();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const entries = NAV_ENTRIES.filter((entry) => !entry.adminOnly || me?.isAdmin);
  const displayName = me?.displayName?.trim() || 'User';

  function handleSignOut() {
    signOut.mutate(undefined, {
      onSuccess: () => navigate('/', { replace: true }),
      onError: (error) => {
        toast({ title: 'Sign out failed', description: error.message, variant: 'destructive' });
      },
    });
  }

  return (
    <div className="flex h-full flex-col">
      <div className="border-b px-5 py-4">
        <Link to="/dashboard" onClick={onNavigate} className="rounded-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none">
          <BrandLogo />
        </Link>
        <p className="mt-1 text-xs text-muted-foreground">Investment Intelligence Platform</p>
        <div className="mt-3">
          <WorkspaceSwitcher onNavigate={onNavigate} />
        </div>
      </div>

      <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="space-y-1">
          {entries.map((entry) => (
            <li key={entry.to}>
              <NavLink
                to={entry.to}
                end={entry.end}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    'flex items-start gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                    isActive
                      ? 'bg-sidebar-accent text-sidebar-accent-foreground'
                      : 'text-sidebar-foreground hover:bg-muted hover:text-foreground',
                  )
                }
              >
                <entry.icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span className="flex flex-col">
                  <span>{entry.label}</span>
                  {entry.subtext && <span className="text-xs font-normal text-muted-foreground">{entry.subtext}</span>}
                </span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      <div className="space-y-3 border-t p-4">
        <div className="min-w-0">
          <p className="truncate text-sm font-medium" title={displayName}>
            {displayName}
          </p>
          <p className="truncate text-xs text-muted-foreground" title={me?.email}>
            {me?.email}
          </p>
        </div>
        <TokenBalance />
        <ThemeToggle compact className="w-full" />
        <Button variant="outline" className="w-full justify-start" onClick={handleSignOut} disabled={signOut.isPending}>
          <LogOut aria-hidden="true" />
          {signOut.isPending ? 'Signing out...' : 'Sign Out'}
        </Button>
      </div>
    </div>
  );
}

/** The signed-in shell: a fixed sidebar on large screens, an off-canvas one on small screens. */
export function AppLayout() {
  const [open, setOpen] = React.useState(false);
  const location = useLocation();

  // Close the mobile sidebar on every route change.
  React.useEffect(() => {
    setOpen(false);
  }, [location.pathname]);

  React.useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="min-h-dvh bg-background">
      <a
        href="#main-content"
        className="sr-only z-[70] rounded-md bg-background px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>

      {/* Mobile top bar */}
      <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b bg-background/95 px-4 backdrop-blur lg:hidden">
        <Button
          variant="ghost"
          size="icon"
          aria-label={open ? 'Close navigation' : 'Open navigation'}
          aria-expanded={open}
          aria-controls="app-sidebar"
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <X /> : <Menu />}
        </Button>
        <Link to="/dashboard" aria-label="Pitchscope home">
          <BrandLogo />
        </Link>
      </header>

      {open && (
        <div
          data-testid="sidebar-overlay"
          aria-hidden="true"
          className="fixed inset-0 z-40 animate-fade-in bg-black/40 lg:hidden"
          onClick={() => setOpen(false)}
        />
      )}

      <aside
        id="app-sidebar"
        aria-label="Sidebar"
        data-state={open ? 'open' : 'closed'}
        className={cn(
          'fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] border-r border-sidebar-border bg-sidebar transition-[translate,visibility] duration-200 lg:w-64 lg:translate-x-0',
          open ? 'visible translate-x-0 shadow-xl' : 'invisible -translate-x-full lg:visible',
        )}
      >
        <SidebarContent onNavigate={() => setOpen(false)} />
      </aside>

      <main id="main-content" tabIndex={-1} className="min-w-0 outline-none lg:pl-64">
        <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          <ModelOutageBanner />
          <Outlet />
        </div>
      </main>
    </div>
  );
}
