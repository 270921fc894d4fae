import { Link } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { SETTINGS_MESSAGES } from '@pitchscope/domain/messages';
import { useMe } from '@/lib/auth';

/** The FAQ page is for signed-in users (spec accounts §2.2); visitors get the pricing page's questions. */
export const VISITOR_FAQ_PATH = '/pricing#pricing-faq';

function comingSoon() {
  toast({ title: SETTINGS_MESSAGES.comingSoon, description: 'This page is on its way.' });
}

/** Top bar of the public pages: logo, Home, About, Blog (placeholders) and FAQ (spec accounts §2.2). */
export function PublicHeader({ children }: { children?: React.ReactNode }) {
  const { data: me } = useMe();
  return (
    <header className="sticky top-0 z-30 border-b bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/" aria-label="Pitchscope home" className="rounded-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none">
          <BrandLogo />
        </Link>
        <nav aria-label="Site" className="flex items-center gap-1 text-sm">
          <Button variant="ghost" size="sm" asChild>
            <Link to="/">Home</Link>
          </Button>
          <Button variant="ghost" size="sm" className="hidden sm:inline-flex" onClick={comingSoon}>
            About
          </Button>
          <Button variant="ghost" size="sm" className="hidden sm:inline-flex" onClick={comingSoon}>
            Blog
          </Button>
          <Button variant="ghost" size="sm" asChild>
            <Link to={me ? '/faq' : VISITOR_FAQ_PATH}>FAQ</Link>
          </Button>
          {children}
        </nav>
      </div>
    </header>
  );
}
