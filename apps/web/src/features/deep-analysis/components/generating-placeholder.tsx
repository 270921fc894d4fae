import { Loader2 } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';

/** Busy state of a supporting analysis while the model writes it; keeps the tab's height steady. */
export function GeneratingPlaceholder({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="space-y-3">
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2 aria-hidden="true" className="size-4 animate-spin" />
        {label}
      </p>
      <Skeleton className="h-4 w-3/4" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
      <Skeleton className="h-4 w-2/3" />
    </div>
  );
}
