import { cloneElement, type ReactElement } from 'react';
import { Eye } from 'lucide-react';
import { WORKSPACE_MESSAGES } from '@pitchscope/domain/messages';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';
import { useCurrentWorkspace, type DeckWriteAccess } from '@/lib/current-workspace';

export interface ViewerGateProps {
  children: ReactElement<{ disabled?: boolean }>;
  /** Whether the control works; by default, whether the current workspace's role may change decks. */
  allowed?: boolean;
  /**
   * Whether the disabled control keeps a tab stop for its tooltip. Off for pointer-only controls that a
   * menu also offers (the deck card's star), so a viewer's card has no more tab stops than a member's.
   */
  focusable?: boolean;
  className?: string;
}

/**
 * A write control (upload, share, star, stage…) that a viewer sees disabled, with a tooltip saying why;
 * the server refuses the write too (403), this only spares the viewer a failing click.
 */
export function ViewerGate({ children, allowed, focusable = true, className }: ViewerGateProps) {
  const { canWriteDecks } = useCurrentWorkspace();
  if (allowed ?? canWriteDecks) return children;
  return (
    <DisabledWithReason reason={WORKSPACE_MESSAGES.viewerReadOnly} focusable={focusable} className={className} viewerGate>
      {children}
    </DisabledWithReason>
  );
}

/** A control shown disabled, with the reason as its tooltip and its wrapper's accessible name. */
export function DisabledWithReason({
  children,
  reason,
  focusable = true,
  className,
  viewerGate = false,
}: {
  children: ReactElement<{ disabled?: boolean }>;
  reason: string;
  focusable?: boolean;
  className?: string;
  /** Marks a viewer's gate (`data-viewer-gate`), which tests and the card's click handling look for. */
  viewerGate?: boolean;
}) {
  // Its own provider: it also works where no app-level provider is above it (a portal, a test).
  return (
    <TooltipProvider>
      <Tooltip>
        <TooltipTrigger asChild>
          {/* A disabled button gets no pointer events: the wrapper carries the tooltip and the focus. */}
          <span
            tabIndex={focusable ? 0 : -1}
            className={cn('inline-flex', className)}
            aria-label={reason}
            data-viewer-gate={viewerGate ? '' : undefined}
          >
            {cloneElement(children, { disabled: true })}
          </span>
        </TooltipTrigger>
        <TooltipContent>{reason}</TooltipContent>
      </Tooltip>
    </TooltipProvider>
  );
}

/** The same explanation as a line of text, where the write controls are left out instead of disabled. */
export function ViewerNotice({ className }: { className?: string }) {
  return (
    <p
      className={cn('inline-flex items-center gap-1.5 text-sm text-muted-foreground', className)}
      role="note"
    >
      <Eye className="size-4 shrink-0" aria-hidden />
      {WORKSPACE_MESSAGES.viewerReadOnly}
    </p>
  );
}

/**
 * A control that changes one deck, by the user's access to that deck's workspace (`useDeckWriteAccess`):
 * it works for a member, is disabled with the reason for a viewer, and is absent for anyone else (an
 * admin reading a user's deck, who changes decks only through the back office).
 */
export function DeckWriteControl({
  access,
  children,
}: {
  access: DeckWriteAccess;
  children: ReactElement<{ disabled?: boolean }>;
}) {
  if (access.canWrite) return children;
  if (access.isViewer) return <ViewerGate allowed={false}>{children}</ViewerGate>;
  return null;
}
