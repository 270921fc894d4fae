import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Check } from 'lucide-react';
import { DEFAULT_NEW_USER_FREE_CREDITS, PRICING_PAGE_PLANS } from '@pitchscope/domain/constants';
import { formatUsd } from '@pitchscope/domain/round-size';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { PublicFooter } from '@/features/accounts/components/public-footer';
import { PublicHeader } from '@/features/accounts/components/public-header';

const { payg, subscription } = PRICING_PAGE_PLANS;

const PRICING_FAQ = [
  {
    q: 'Is there a free trial?',
    a: `Yes. Every new account gets ${DEFAULT_NEW_USER_FREE_CREDITS} free Deep Analysis credits, and with Pay As You Go your first analysis is free.`,
  },
  {
    q: 'What does one analysis include?',
    a: 'A deep analysis of one pitch deck: industry KPI benchmarking, investment thesis alignment, smart follow-up questions for the founders and news intelligence on the company.',
  },
  {
    q: 'What happens if an analysis fails?',
    a: 'The credit is refunded to your balance automatically.',
  },
  {
    q: 'Can I cancel my subscription?',
    a: 'Yes, at any time. Subscriptions come with a 30-day satisfaction guarantee.',
  },
  {
    q: 'Do unused credits expire?',
    a: `Purchased credits never expire. On the Subscription plan you can run up to ${subscription.analysesPerMonth} analyses a month; extra analyses cost ${formatUsd(subscription.extraAnalysisPrice)} each.`,
  },
];

function Feature({ children }: { children: React.ReactNode }) {
  return (
    <li className="flex gap-2">
      <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
      <span>{children}</span>
    </li>
  );
}

export default function PricingPage() {
  const { hash } = useLocation();
  useEffect(() => {
    // The router does not scroll to a fragment by itself: the visitors' FAQ link lands on the questions.
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-accent/60 via-background to-background">
      <PublicHeader />
      <main className="mx-auto w-full max-w-5xl flex-1 space-y-16 px-4 py-12 sm:px-6 md:py-16">
        <div className="space-y-3 text-center">
          <h1 className="text-4xl font-bold sm:text-5xl">Choose Your Plan</h1>
          <p className="mx-auto max-w-2xl text-lg text-muted-foreground">
            Pay per analysis or subscribe for your whole deal flow. No hidden fees.
          </p>
        </div>

        <div className="grid gap-8 md:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle className="text-xl">{payg.name}</CardTitle>
              <CardDescription>For occasional deals.</CardDescription>
            </CardHeader>
            <CardContent className="flex-1 space-y-6">
              <p>
                <span className="text-4xl font-bold">{formatUsd(payg.pricePerAnalysis)}</span>
                <span className="text-muted-foreground"> per analysis</span>
              </p>
              <ul className="space-y-2 text-sm">
                {payg.firstAnalysisFree && <Feature>First analysis free</Feature>}
                <Feature>Full deep analysis of each deck</Feature>
                <Feature>Investor-fit rating against your profile</Feature>
                <Feature>No monthly commitment</Feature>
              </ul>
            </CardContent>
            <CardFooter>
              <Button variant="outline" className="w-full" asChild>
                <Link to="/signup?plan=payg">Start with Pay As You Go</Link>
              </Button>
            </CardFooter>
          </Card>

          <Card className="relative border-primary shadow-md ring-1 ring-primary">
            <Badge className="absolute -top-2.5 left-6">Best value</Badge>
            <CardHeader>
              <CardTitle className="text-xl">{subscription.name}</CardTitle>
              <CardDescription>For active investors and funds.</CardDescription>
            </CardHeader>
            <CardContent className="flex-1 space-y-6">
              <p>
                <span className="text-4xl font-bold">{formatUsd(subscription.pricePerMonth)}</span>
                <span className="text-muted-foreground"> per month</span>
              </p>
              <ul className="space-y-2 text-sm">
                <Feature>
                  Up to {subscription.analysesPerMonth} analyses per month (${subscription.pricePerAnalysis.toFixed(2)} each)
                </Feature>
                <Feature>Extra analyses at {formatUsd(subscription.extraAnalysisPrice)} each</Feature>
                <Feature>Priority processing</Feature>
                <Feature>30-day satisfaction guarantee</Feature>
              </ul>
            </CardContent>
            <CardFooter>
              <Button className="w-full" asChild>
                <Link to="/signup?plan=subscription">Start Subscription</Link>
              </Button>
            </CardFooter>
          </Card>
        </div>

        <section aria-labelledby="pricing-faq" className="mx-auto max-w-3xl space-y-4">
          <h2 id="pricing-faq" className="text-2xl font-semibold">
            Frequently asked questions
          </h2>
          <Accordion type="single" collapsible className="rounded-lg border bg-card px-4">
            {PRICING_FAQ.map((item) => (
              <AccordionItem key={item.q} value={item.q}>
                <AccordionTrigger>{item.q}</AccordionTrigger>
                <AccordionContent className="text-muted-foreground">{item.a}</AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        </section>
      </main>
      <PublicFooter />
    </div>
  );
}
