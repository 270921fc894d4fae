import { cn } from '@/lib/utils';

/** The Pitchscope mark and word mark. */
export function BrandLogo({ className, showText = true }: { className?: string; showText?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="7" className="fill-primary" />
        <path d="M9 23V9h8a5 5 0 0 1 0 10h-4v4z" fill="none" stroke="white" strokeWidth="2.6" strokeLinejoin="round" />
        <circle cx="17" cy="14" r="1.8" fill="#93c5fd" />
      </svg>
      {showText && <span className="text-lg font-semibold tracking-tight text-foreground">Pitchscope</span>}
    </span>
  );
}
