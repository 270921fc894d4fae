import { Check } from 'lucide-react';
import { cn } from '@/lib/utils';

/** A multi-select shown as toggle buttons (aria-pressed), for short option lists. */
export function ToggleChips({
  options,
  value,
  onChange,
  labelledBy,
}: {
  options: readonly string[];
  value: string[];
  onChange: (next: string[]) => void;
  labelledBy: string;
}) {
  function toggle(option: string) {
    onChange(value.includes(option) ? value.filter((item) => item !== option) : [...value, option]);
  }
  return (
    <div role="group" aria-labelledby={labelledBy} className="flex flex-wrap gap-2">
      {options.map((option) => {
        const selected = value.includes(option);
        return (
          <button
            key={option}
            type="button"
            aria-pressed={selected}
            onClick={() => toggle(option)}
            className={cn(
              'inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
              selected
                ? 'border-primary bg-primary text-primary-foreground hover:bg-primary/90'
                : 'bg-background text-foreground hover:bg-accent',
            )}
          >
            {selected && <Check className="size-3.5" aria-hidden="true" />}
            {option}
          </button>
        );
      })}
    </div>
  );
}
