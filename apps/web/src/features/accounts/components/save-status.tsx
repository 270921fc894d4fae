import { CheckCircle2, CircleDot, Loader2 } from 'lucide-react';
import { SETTINGS_MESSAGES } from '@pitchscope/domain/messages';
import type { SaveStatus } from '@/features/accounts/lib/profile-form';
import { cn } from '@/lib/utils';

const VIEW: Record<SaveStatus, { text: string; className: string; Icon: typeof CheckCircle2 }> = {
  unsaved: { text: SETTINGS_MESSAGES.status.unsaved, className: 'text-warning', Icon: CircleDot },
  saving: { text: SETTINGS_MESSAGES.status.saving, className: 'text-muted-foreground', Icon: Loader2 },
  saved: { text: SETTINGS_MESSAGES.status.saved, className: 'text-success', Icon: CheckCircle2 },
};

/** "Unsaved changes" (orange), "Auto-saving...", "All changes saved" (green). */
export function SaveStatusIndicator({ status }: { status: SaveStatus }) {
  const { text, className, Icon } = VIEW[status];
  return (
    <span role="status" aria-live="polite" data-status={status} className={cn('inline-flex items-center gap-1.5 text-sm font-medium', className)}>
      <Icon className={cn('size-4', status === 'saving' && 'animate-spin')} aria-hidden="true" />
      {text}
    </span>
  );
}
