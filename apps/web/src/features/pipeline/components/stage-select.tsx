import { useId, useState } from 'react';
import { ChevronDownIcon } from 'lucide-react';
import { PASSED_STAGE_ID, stageOf } from '@pitchscope/domain/pipeline';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { usePipelineStages } from '@/lib/pipeline-stages';
import { useChangeStage } from '@/features/pipeline/api/pipeline';
import { cn } from '@/lib/utils';
import { ViewerGate } from '@/components/access/viewer-gate';
import { PassDialog } from './pass-dialog';

export interface StageSelectProps {
  deckId: string;
  companyName: string;
  stageId: string;
  /** Shown as text (no control) when the viewer may not move the deck, e.g. an admin reading it. */
  readOnly?: boolean;
  /**
   * Whether the user's role lets them move the deck; by default the current workspace's role. A viewer
   * sees the select disabled with the reason (ADR 0022).
   */
  allowed?: boolean;
  /** A visible "Deal stage" label (the deck page); the card's compact select is labelled for screen readers only. */
  showLabel?: boolean;
  className?: string;
}

/**
 * The deck's deal stage as one native select: a single tab stop, arrow keys to browse, works with every
 * screen reader. Choosing Passed opens the pass dialog first; any other stage is sent at once.
 */
export function StageSelect({
  deckId,
  companyName,
  stageId,
  readOnly,
  allowed,
  showLabel,
  className,
}: StageSelectProps) {
  const stages = usePipelineStages();
  const change = useChangeStage();
  const [passing, setPassing] = useState(false);
  const id = useId();
  const list = stages.data?.stages ?? [];
  const current = list.length ? stageOf(list, stageId) : null;

  if (readOnly || !list.length) {
    return (
      <span className={cn('text-sm text-muted-foreground', className)}>
        {showLabel && 'Deal stage: '}
        <span className="font-medium text-foreground">{current?.name ?? '…'}</span>
      </span>
    );
  }

  function move(stage: string) {
    change.mutate(
      { deckId, change: { stage } },
      {
        onError: (error) =>
          toast({ title: 'Stage not changed', description: errorMessage(error), variant: 'destructive' }),
      },
    );
  }

  return (
    // Clicks inside (and inside the dialog, whose events bubble through the React tree) are not clicks on a card.
    <span
      className={cn('inline-flex items-center gap-2', className)}
      onClick={(event) => event.stopPropagation()}
    >
      <label htmlFor={id} className={showLabel ? 'text-sm text-muted-foreground' : 'sr-only'}>
        {showLabel ? 'Deal stage' : `Deal stage of ${companyName}`}
      </label>
      {/* The native select keeps one tab stop and the platform's picker on phones; drawn like the shadcn trigger. */}
      <span className="relative inline-flex">
        <ViewerGate allowed={allowed}>
          <select
            id={id}
            value={current?.id ?? stageId}
            disabled={change.isPending}
            onChange={(event) => {
              const next = event.target.value;
              if (next === PASSED_STAGE_ID) setPassing(true);
              else move(next);
            }}
            className="h-8 max-w-[12rem] cursor-pointer appearance-none truncate rounded-md border border-input bg-background py-0 pr-8 pl-3 text-sm text-foreground shadow-xs transition-[color,box-shadow] outline-none hover:bg-accent/50 focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 dark:bg-input/30"
          >
            {list.map((stage) => (
              <option key={stage.id} value={stage.id}>
                {stage.name}
              </option>
            ))}
          </select>
        </ViewerGate>
        <ChevronDownIcon
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 opacity-50"
        />
      </span>
      <PassDialog
        open={passing}
        companyName={companyName}
        onCancel={() => setPassing(false)}
        onPass={async (passReason, note) => {
          await change.mutateAsync({
            deckId,
            change: { stage: PASSED_STAGE_ID, passReason, note: note || undefined },
          });
          setPassing(false);
        }}
      />
    </span>
  );
}
