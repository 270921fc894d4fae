import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import { THEME_LABELS, THEME_PREFERENCES, useTheme, type ThemePreference } from '@/lib/theme';
import { cn } from '@/lib/utils';

const ICONS: Record<ThemePreference, LucideIcon> = { light: Sun, dark: Moon, system: Monitor };

/**
 * Light / Dark / System as three pressed-or-not buttons. `compact` (the sidebar) shows icons only, with
 * the name as the accessible label and tooltip-free title.
 */
export function ThemeToggle({ compact = false, className }: { compact?: boolean; className?: string }) {
  const { preference, setPreference } = useTheme();
  return (
    <div role="group" aria-label="Theme" className={cn('inline-flex rounded-lg border bg-muted/40 p-0.5', className)}>
      {THEME_PREFERENCES.map((option) => {
        const Icon = ICONS[option];
        const selected = preference === option;
        return (
          <button
            key={option}
            type="button"
            aria-pressed={selected}
            aria-label={compact ? THEME_LABELS[option] : undefined}
            title={compact ? THEME_LABELS[option] : undefined}
            onClick={() => setPreference(option)}
            className={cn(
              'inline-flex flex-1 items-center justify-center gap-1.5 rounded-md px-2.5 py-1.5 text-xs font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
              selected ? 'bg-background text-foreground shadow-xs' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            <Icon className="size-3.5" aria-hidden="true" />
            {!compact && THEME_LABELS[option]}
          </button>
        );
      })}
    </div>
  );
}
