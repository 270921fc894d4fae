import { Building2, Check, Coins } from 'lucide-react';
import { CREDITS_PAGE_PLANS, DEEP_ANALYSIS_COST } from '@pitchscope/domain/constants';
import { formatUsd } from '@pitchscope/domain/round-size';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useMe, useTokenBalance } from '@/lib/auth';
import { cn } from '@/lib/utils';
import { BuyCreditsCard, comingSoon } from '@/features/accounts/components/buy-credits-card';
import { TransactionHistory } from '@/features/accounts/components/transaction-history';
import { mailto, SALES_EMAIL } from '@/features/accounts/lib/contact';

const PLAN_FEATURES = {
  basic: ['Deep analysis with industry KPI benchmarks', 'Investor-fit rating for every deck', 'Smart follow-up questions'],
  professional: ['Everything in Basic', 'Priority processing', 'Collaboration features'],
} as const;

function PlanCard({ plan, popular }: { plan: 'basic' | 'professional'; popular?: boolean }) {
  const details = CREDITS_PAGE_PLANS[plan];
  return (
    <Card className={cn('relative', popular && 'border-primary shadow-md ring-1 ring-primary')}>
      {popular && <Badge className="absolute -top-2.5 left-6">Most Popular</Badge>}
      <CardHeader>
        <CardTitle>{details.name}</CardTitle>
        <CardDescription>
          {details.creditsPerMonth} credits per month · ${details.pricePerAnalysis.toFixed(2)} per analysis
        </CardDescription>
      </CardHeader>
      <CardContent className="flex-1 space-y-4">
        <p>
          <span className="text-3xl font-bold">{formatUsd(details.pricePerMonth)}</span>
          <span className="text-muted-foreground">/month</span>
        </p>
        <ul className="space-y-2 text-sm">
          {PLAN_FEATURES[plan].map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Button className="w-full" variant={popular ? 'default' : 'outline'} onClick={() => comingSoon('Subscriptions are not available yet.')}>
          Subscribe to {details.name}
        </Button>
      </CardFooter>
    </Card>
  );
}

export default function CreditsPage() {
  const { data: me, isError } = useMe();
  const balance = useTokenBalance() ?? (isError ? 0 : undefined);

  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">Credits & Subscriptions</h1>
        <p className="mt-1 text-muted-foreground">
          Each deep analysis costs {DEEP_ANALYSIS_COST} token (1 credit). Credits never expire.
        </p>
      </div>

      <Card className="bg-gradient-to-br from-primary to-primary/80 text-primary-foreground">
        <CardContent className="flex flex-col gap-6 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-center gap-4">
            <span className="flex size-12 items-center justify-center rounded-full bg-white/15">
              <Coins className="size-6" aria-hidden="true" />
            </span>
            <div>
              <p className="text-sm opacity-80">Current balance</p>
              <div className="text-3xl font-bold tabular-nums" aria-live="polite">
                {balance === undefined ? <Skeleton className="h-9 w-16 bg-white/20" /> : `${balance} ${balance === 1 ? 'token' : 'tokens'}`}
              </div>
            </div>
          </div>
          <dl className="grid grid-cols-2 gap-6 text-sm">
            <div>
              <dt className="opacity-80">Total earned</dt>
              <dd className="text-lg font-semibold tabular-nums">{me?.totalTokensEarned ?? '—'}</dd>
            </div>
            <div>
              <dt className="opacity-80">Total spent</dt>
              <dd className="text-lg font-semibold tabular-nums">{me?.totalTokensSpent ?? '—'}</dd>
            </div>
          </dl>
        </CardContent>
      </Card>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_1fr]">
        <BuyCreditsCard />
        <section aria-labelledby="plans-title" className="space-y-4">
          <h2 id="plans-title" className="text-lg font-semibold">
            Monthly plans
          </h2>
          <div className="grid gap-6 md:grid-cols-2">
            <PlanCard plan="basic" />
            <PlanCard plan="professional" popular />
          </div>
          <Card>
            <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="flex gap-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-accent text-primary">
                  <Building2 className="size-5" aria-hidden="true" />
                </span>
                <div>
                  <p className="font-semibold">Enterprise</p>
                  <p className="text-sm text-muted-foreground">
                    Custom pricing for teams and funds, with 24/7 support. Contact sales and get a quote within 24 hours.
                  </p>
                </div>
              </div>
              <Button variant="outline" asChild>
                <a href={mailto(SALES_EMAIL, 'Pitchscope Enterprise')}>Contact Sales</a>
              </Button>
            </CardContent>
          </Card>
        </section>
      </div>

      <TransactionHistory />
    </div>
  );
}
