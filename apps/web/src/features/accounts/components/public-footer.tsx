import { BrandLogo } from '@/components/brand-logo';

/** Footer of the public pages; the legal links open in a new tab (spec accounts §2.2). */
export function PublicFooter() {
  return (
    <footer className="border-t bg-background">
      <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:px-6 lg:px-8">
        <div className="flex items-center gap-3">
          <BrandLogo showText={false} className="[&_svg]:size-6" />
          <p>© 2025 Pitchscope. All rights reserved.</p>
        </div>
        <nav aria-label="Legal" className="flex gap-6">
          <a href="/terms" target="_blank" rel="noopener noreferrer" className="hover:text-foreground hover:underline">
            Terms of Service
          </a>
          <a href="/privacy" target="_blank" rel="noopener noreferrer" className="hover:text-foreground hover:underline">
            Privacy Policy
          </a>
        </nav>
      </div>
    </footer>
  );
}
