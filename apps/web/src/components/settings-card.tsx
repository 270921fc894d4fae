import type { ComponentType, ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * The shape Settings' managed lists share (API keys, webhooks, team) and the Share dialog's list of links:
 * a card titled with an icon, and a list that is loading, failed (with Try Again), empty or shown.
 * The content, the create form and the shown-once notice stay with each feature.
 */
export function SettingsCard({
  icon: Icon,
  title,
  description,
  children,
}: {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  title: ReactNode;
  description: ReactNode;
  /** The card's content (`CardContent`) and any dialogs it opens. */
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Icon className="size-5 text-primary" aria-hidden="true" />
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      {children}
    </Card>
  );
}

export interface SettingsListProps<Item> {
  query: Pick<UseQueryResult<Item[]>, 'isPending' | 'isError' | 'data' | 'refetch'>;
  /** Names the placeholder for screen readers, e.g. "Loading API keys". */
  loadingLabel: string;
  /** Announce the placeholder as a status (in a dialog, where focus stays on the form). */
  loadingRole?: 'status';
  /** How many placeholder rows, and their height class. */
  skeletonRows?: number;
  skeletonClassName?: string;
  errorText: string;
  emptyText: string;
  /** Less room around the empty text (inside a dialog). */
  compact?: boolean;
  children: (items: Item[]) => ReactNode;
}

/** A managed list in its four states: loading, failed (with Try Again), empty, or its items. */
export function SettingsList<Item>({
  query,
  loadingLabel,
  loadingRole,
  skeletonRows = 1,
  skeletonClassName = 'h-9 w-full',
  errorText,
  emptyText,
  compact = false,
  children,
}: SettingsListProps<Item>) {
  if (query.isPending) {
    return (
      <div className="space-y-2" role={loadingRole} aria-label={loadingLabel}>
        {Array.from({ length: skeletonRows }, (_, index) => (
          <Skeleton key={index} className={skeletonClassName} />
        ))}
      </div>
    );
  }
  if (query.isError || !query.data) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm">
        <p className="text-destructive">{errorText}</p>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  if (query.data.length === 0) {
    return (
      <p className={`${compact ? 'py-3' : 'py-4'} text-center text-sm text-muted-foreground`}>{emptyText}</p>
    );
  }
  return children(query.data);
}
