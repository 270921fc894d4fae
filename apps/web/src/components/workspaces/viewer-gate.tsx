import { cloneElement, type ReactElement } from 'react';
import { WORKSPACE_MESSAGES } from '@pitchscope/domain/messages';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { useCurrentWorkspace } from '@/lib/workspaces';

/**
 * A write control (upload, share…) that a viewer sees disabled, with a tooltip saying why; the server
 * refuses the write too (403), this only spares the viewer a failing click.
 */
export function ViewerGate({ children }: { children: ReactElement<{ disabled?: boolean }> }) {
  const { canWriteDecks } = useCurrentWorkspace();
  if (canWriteDecks) return children;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        {/* A disabled button gets no pointer events: the wrapper carries the tooltip and the focus. */}
        <span tabIndex={0} className="inline-flex" aria-label={WORKSPACE_MESSAGES.viewerReadOnly}>
          {cloneElement(children, { disabled: true })}
        </span>
      </TooltipTrigger>
      <TooltipContent>{WORKSPACE_MESSAGES.viewerReadOnly}</TooltipContent>
    </Tooltip>
  );
}
