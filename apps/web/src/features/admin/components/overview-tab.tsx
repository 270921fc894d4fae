import { Activity, FileText, TrendingDown, TrendingUp, Users } from 'lucide-react';
import {
  ACTIVE_USER_DAYS,
  ADMIN_RECENT_DECKS,
  GROWTH_BASELINE_DECKS,
  MONTHLY_MODEL_QUOTA,
  RECENT_UPLOAD_DAYS,
  TOP_INDUSTRIES,
} from '@pitchscope/domain/constants';
import { formatDeckDate } from '@pitchscope/domain/format';
import { ADMIN_MESSAGES } from '@pitchscope/domain/messages';
import { formatPercentChange, formatWeekOverWeek, weekOverWeek } from '@pitchscope/domain/week-over-week';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useAnalytics } from '../api/get-analytics';
import { adminFact } from '../utils/decks';
import { ActivityChart } from './activity-chart';
import { FieldCorrectionsCard } from './field-corrections-card';
import { ModelHealthCard } from './model-health-card';
import { LoadError } from './load-error';
import { StatCard } from './stat-card';

const numberFormat = new Intl.NumberFormat('en-US');

export function OverviewTab() {
  const analytics = useAnalytics();

  if (analytics.isPending) {
    return (
      <div className="space-y-6" role="status" aria-label="Loading overview">
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-32" />
          ))}
        </div>
        <div className="grid gap-4 lg:grid-cols-2">
          <Skeleton className="h-64" />
          <Skeleton className="h-64" />
        </div>
      </div>
    );
  }
  if (analytics.isError) {
    return (
      <LoadError message={ADMIN_MESSAGES.loadDashboardFailed} onRetry={() => void analytics.refetch()} />
    );
  }

  const data = analytics.data;
  const usage = data.apiUsage;
  const quota = usage.monthlyQuota || MONTHLY_MODEL_QUOTA;
  const percentUsed = Math.min(100, Math.max(0, usage.percentageUsed));
  const topIndustries = data.topIndustries.slice(0, TOP_INDUSTRIES);
  const maxIndustryCount = Math.max(1, ...topIndustries.map((entry) => entry.count));
  const weekChange = weekOverWeek(data.decksLast7Days, data.decksPrevious7Days);
  const falling = weekChange.kind === 'change' && weekChange.percent < 0;
  const GrowthIcon = falling ? TrendingDown : TrendingUp;

  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          title="Total Users"
          icon={Users}
          value={numberFormat.format(data.totalUsers)}
          detail={`${numberFormat.format(data.activeUsers)} active in last ${ACTIVE_USER_DAYS} days`}
        />
        <StatCard
          title="Decks Analyzed"
          icon={FileText}
          value={numberFormat.format(data.totalDecks)}
          detail={`${numberFormat.format(data.decksLast7Days)} in last ${RECENT_UPLOAD_DAYS} days`}
        />
        <StatCard
          title="Model API Usage"
          icon={Activity}
          value={`${numberFormat.format(usage.totalCalls)} calls`}
          detail={`${numberFormat.format(usage.totalTokens)} tokens this month · ${percentUsed.toFixed(1)}% of ${numberFormat.format(quota)} quota`}
        >
          <Progress
            value={percentUsed}
            aria-label="Share of monthly model quota used"
            className="mt-2 h-1.5"
          />
        </StatCard>
        <StatCard
          title="Weekly Growth"
          icon={GrowthIcon}
          value={<span className={falling ? 'text-destructive' : undefined}>{formatWeekOverWeek(weekChange)}</span>}
          detail={
            <>
              Week over week ({numberFormat.format(data.decksLast7Days)} vs{' '}
              {numberFormat.format(data.decksPrevious7Days)} decks)
              <br />
              {formatPercentChange(data.growthRate)} against the baseline of {GROWTH_BASELINE_DECKS} decks a week
            </>
          }
        />
      </div>
      <ModelHealthCard />

      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Daily Uploads</CardTitle>
            <CardDescription>Decks uploaded over the last {RECENT_UPLOAD_DAYS} days</CardDescription>
          </CardHeader>
          <CardContent>
            {data.recentActivity.length > 0 ? (
              <ActivityChart data={data.recentActivity} />
            ) : (
              <p className="text-sm text-muted-foreground">No uploads yet.</p>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Top Industries</CardTitle>
            <CardDescription>By number of decks</CardDescription>
          </CardHeader>
          <CardContent>
            {topIndustries.length === 0 ? (
              <p className="text-sm text-muted-foreground">No decks yet.</p>
            ) : (
              <ol className="space-y-3">
                {topIndustries.map((entry) => (
                  <li key={entry.industry} className="space-y-1">
                    <div className="flex items-center justify-between gap-2 text-sm">
                      <span className="truncate">{entry.industry}</span>
                      <span className="tabular-nums text-muted-foreground">
                        {entry.count} {entry.count === 1 ? 'deck' : 'decks'}
                      </span>
                    </div>
                    <div className="h-2 rounded-full bg-muted" aria-hidden>
                      <div
                        className="h-2 rounded-full bg-primary"
                        style={{ width: `${(entry.count / maxIndustryCount) * 100}%` }}
                      />
                    </div>
                  </li>
                ))}
              </ol>
            )}
          </CardContent>
        </Card>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Recent Pitch Decks</CardTitle>
          <CardDescription>The {ADMIN_RECENT_DECKS} most recent uploads</CardDescription>
        </CardHeader>
        <CardContent>
          {data.recentDecks.length === 0 ? (
            <p className="text-sm text-muted-foreground">No pitch decks uploaded yet.</p>
          ) : (
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Company</TableHead>
                  <TableHead>Industry</TableHead>
                  <TableHead>Stage</TableHead>
                  <TableHead>Raise</TableHead>
                  <TableHead>Uploaded</TableHead>
                  <TableHead>Status</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.recentDecks.slice(0, ADMIN_RECENT_DECKS).map((deck) => (
                  <TableRow key={deck.id}>
                    <TableCell className="font-medium">{deck.companyName}</TableCell>
                    <TableCell>{adminFact(deck, 'industry')}</TableCell>
                    <TableCell>{adminFact(deck, 'stage')}</TableCell>
                    <TableCell className="tabular-nums">{adminFact(deck, 'roundSize')}</TableCell>
                    <TableCell>{formatDeckDate(deck.uploadedAt, 'N/A')}</TableCell>
                    <TableCell>
                      <Badge variant="outline">{deck.status}</Badge>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </CardContent>
      </Card>

      <FieldCorrectionsCard corrections={data.fieldCorrections} />
    </div>
  );
}
