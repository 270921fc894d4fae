import { Link } from 'react-router';
import { UserCog } from 'lucide-react';
import { isDefaultOrIncompleteProfile, profileCompleteness } from '@pitchscope/domain/completeness';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { useMe } from '@/lib/auth';

/**
 * Invitation to complete the investor profile before uploading (spec §2.2 "Profile banner", §5.7): the
 * fit rating is only as good as the profile it is compared with.
 */
export function ProfileBanner({ onSkip, onNavigate }: { onSkip: () => void; onNavigate?: () => void }) {
  const { data: me } = useMe();
  if (!me) return null;
  const profile = me.investorProfile;
  if (profile && !isDefaultOrIncompleteProfile(profile)) return null;
  const completeness = profileCompleteness(profile);
  return (
    <div
      role="region"
      aria-label="Investor profile completeness"
      className="grid gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-950 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <div className="flex items-start gap-3">
        <UserCog className="mt-0.5 size-5 shrink-0" aria-hidden />
        <div className="grid min-w-0 flex-1 gap-1">
          <p className="text-sm font-semibold">Your investor profile is incomplete</p>
          <p className="text-sm">{completeness.hint}</p>
        </div>
      </div>
      <div className="flex items-center gap-3">
        <Progress
          value={completeness.percent}
          className="h-2 bg-amber-200 dark:bg-amber-900"
          indicatorClassName="bg-amber-500"
          aria-label="Profile completeness"
        />
        <span className="w-24 shrink-0 text-right text-xs font-medium tabular-nums">
          {completeness.percent}% complete
        </span>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onSkip}>
          Skip for now
        </Button>
        <Button asChild size="sm">
          <Link to="/settings" onClick={onNavigate}>
            Complete Profile
          </Link>
        </Button>
      </div>
    </div>
  );
}
