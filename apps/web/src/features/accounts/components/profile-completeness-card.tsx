import type { InvestorProfile } from '@pitchscope/domain/contracts/accounts';
import { profileCompleteness } from '@pitchscope/domain/completeness';
import { Card, CardContent } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';

/**
 * The score of what the form holds now (the user sees it follow their edits, before the auto-save), with
 * the spec's hint for a profile not saved yet while nothing is stored.
 */
export function ProfileCompletenessCard({ profile, stored }: { profile: InvestorProfile; stored: boolean }) {
  const completeness = profileCompleteness(profile);
  const hint = stored ? completeness.hint : profileCompleteness(null).hint;
  return (
    <Card className="gap-3 py-4">
      <CardContent className="space-y-2 px-4">
        <div className="flex items-center justify-between text-sm">
          <span className="font-medium">Profile completeness</span>
          <span className="font-semibold tabular-nums">{completeness.percent}%</span>
        </div>
        <Progress value={completeness.percent} aria-label="Profile completeness" />
        <p className="text-sm text-muted-foreground">{hint}</p>
      </CardContent>
    </Card>
  );
}
