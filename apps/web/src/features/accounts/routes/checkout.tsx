import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AlertCircle, CheckCircle2, Loader2 } from 'lucide-react';
import { CHECKOUT_REDIRECT_MS, FAKE_PAYMENT_DELAY_MS, PRICING_PAGE_PLANS } from '@pitchscope/domain/constants';
import { CHECKOUT_ERROR } from '@pitchscope/domain/messages';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PublicFooter } from '@/features/accounts/components/public-footer';
import { PublicHeader } from '@/features/accounts/components/public-header';
import { useActivatePlan } from '@/features/accounts/api/activate-plan';
import { readPlan } from '@/features/accounts/lib/plan-param';

type Phase = 'processing' | 'success' | 'error';

/**
 * Checkout-complete page (spec accounts §2.5): no real payment takes place. It shows a processing
 * state for 3 s, activates the plan, then goes to /pitch-decks after 2 s.
 */
export default function CheckoutPage() {
  const [params] = useSearchParams();
  const plan = readPlan(params.get('plan')) ?? 'payg';
  const navigate = useNavigate();
  const activatePlan = useActivatePlan();
  const [phase, setPhase] = useState<Phase>('processing');
  const activate = useRef(activatePlan.mutate);
  activate.current = activatePlan.mutate;

  useEffect(() => {
    // The fake payment delay; the cleanup cancels it, so StrictMode's second run activates only once.
    const timer = setTimeout(() => {
      activate.current(plan, {
        onSuccess: () => setPhase('success'),
        onError: () => setPhase('error'),
      });
    }, FAKE_PAYMENT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [plan]);

  useEffect(() => {
    if (phase !== 'success') return;
    const timer = setTimeout(() => navigate('/pitch-decks', { replace: true }), CHECKOUT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [phase, navigate]);

  const planName = PRICING_PAGE_PLANS[plan].name;

  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <PublicHeader />
      <main className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center px-4 py-12">
        <Card className="text-center">
          <CardHeader className="justify-items-center">
            {phase === 'processing' && <Loader2 className="size-10 animate-spin text-primary" aria-hidden="true" />}
            {phase === 'success' && <CheckCircle2 className="size-10 text-success" aria-hidden="true" />}
            {phase === 'error' && <AlertCircle className="size-10 text-destructive" aria-hidden="true" />}
            <CardTitle className="mt-2 text-xl">
              {phase === 'processing' && 'Processing your order...'}
              {phase === 'success' && 'Plan activated!'}
              {phase === 'error' && 'Activation failed'}
            </CardTitle>
            <CardDescription>Plan: {planName}</CardDescription>
          </CardHeader>
          <CardContent role="status" aria-live="polite" className="space-y-4 text-sm text-muted-foreground">
            {phase === 'processing' && <p>Please wait while we activate your plan. Do not close this page.</p>}
            {phase === 'success' && <p>Your {planName} plan is active. Taking you to your pitch decks...</p>}
            {phase === 'error' && (
              <>
                <p className="text-destructive">{CHECKOUT_ERROR}</p>
                <Button variant="outline" asChild>
                  <Link to="/pitch-decks">Go to Pitch Decks</Link>
                </Button>
              </>
            )}
          </CardContent>
        </Card>
      </main>
      <PublicFooter />
    </div>
  );
}
