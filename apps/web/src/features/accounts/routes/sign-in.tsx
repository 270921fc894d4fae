import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { BarChart3, Brain, Loader2, MessagesSquare, Newspaper, Target } from 'lucide-react';
import { MARKETING } from '@pitchscope/domain/constants';
import { postSignInPath } from '@pitchscope/domain/completeness';
import { FORM_MESSAGES } from '@pitchscope/domain/messages';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Separator } from '@/components/ui/separator';
import { toast } from '@/hooks/use-toast';
import { signInWithEmail } from '@/lib/auth';
import { authErrorFor } from '@/lib/auth-errors';
import { FieldError, invalidFieldProps } from '@/components/forms/field-error';
import { useFieldErrors } from '@/hooks/use-field-errors';
import { readNextPath } from '@/lib/next-path';
import { AuthNotConfiguredAlert } from '@/features/accounts/components/auth-not-configured-alert';
import { GoogleButton } from '@/features/accounts/components/google-button';
import { PublicFooter } from '@/features/accounts/components/public-footer';
import { PublicHeader } from '@/features/accounts/components/public-header';
import { useGoogleSignIn } from '@/features/accounts/hooks/use-google-sign-in';

const FEATURES = [
  {
    icon: BarChart3,
    title: 'Industry KPI Benchmarking',
    text: 'Every deck is measured against the metrics that matter in its industry.',
  },
  {
    icon: Target,
    title: 'Investment Thesis Alignment',
    text: 'An investor-fit rating built from your own focus, stages, ticket size and thesis.',
  },
  {
    icon: MessagesSquare,
    title: 'Smart Follow-Up Questions',
    text: 'Prioritised questions for founders, drawn from the gaps and red flags in the deck.',
  },
  {
    icon: Newspaper,
    title: 'News Intelligence',
    text: 'Background research and recent news on the company and its team.',
  },
];

const STATS = [
  { value: `${MARKETING.deepAnalysisMinutes} min`, label: 'per deep analysis' },
  { value: `${MARKETING.industryKpis} KPIs`, label: 'industry benchmarks' },
  { value: `${MARKETING.decksAnalyzed} decks`, label: 'analyzed' },
];

type SignInField = 'email' | 'password';
const FIELD_IDS: Record<SignInField, string> = { email: 'sign-in-email', password: 'sign-in-password' };

export default function SignInPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const nextPath = readNextPath(params);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  // The spec's toasts stay; the message is also said at the field it is about, which gets the focus.
  const { errors: fieldErrors, show: showFieldErrors, clear: clearFieldError } = useFieldErrors(FIELD_IDS);
  const google = useGoogleSignIn('/');

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim() || !password) {
      const message = FORM_MESSAGES.signInMissing.message;
      showFieldErrors({ ...(email.trim() ? {} : { email: message }), ...(password ? {} : { password: message }) });
      toast({ title: FORM_MESSAGES.signInMissing.title, description: message, variant: 'destructive' });
      return;
    }
    showFieldErrors({});
    setBusy(true);
    try {
      const me = await signInWithEmail(email.trim(), password, queryClient);
      navigate(nextPath ?? postSignInPath(me?.investorProfile), { replace: true });
    } catch (error) {
      const view = authErrorFor(error);
      if (view.field === 'email' || view.field === 'password') showFieldErrors({ [view.field]: view.message });
      toast({ title: view.title, description: view.message, variant: 'destructive' });
      setBusy(false);
    }
  }

  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-accent/60 via-background to-background">
      <PublicHeader>
        <Button size="sm" asChild className="ml-1">
          <Link to="/pricing">Pricing</Link>
        </Button>
      </PublicHeader>

      <main className="mx-auto grid w-full max-w-7xl flex-1 items-start gap-10 px-4 py-10 sm:px-6 md:py-16 lg:grid-cols-[1fr_26rem] lg:gap-16 lg:px-8">
        {/* The form comes first (on a phone it is what the visitor came for); on wide screens it sits on the right. */}
        <Card className="w-full lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1">
          <CardHeader>
            <CardTitle className="text-2xl">Start Analyzing</CardTitle>
            <CardDescription>Sign in to your account to continue.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            {google.notConfigured && <AuthNotConfiguredAlert onRetry={() => void google.retry()} retrying={google.retrying} />}
            <form className="space-y-4" onSubmit={handleSubmit} noValidate>
              <div className="space-y-2">
                <Label htmlFor="sign-in-email">Email</Label>
                <Input
                  id="sign-in-email"
                  type="email"
                  autoComplete="email"
                  placeholder="you@fund.com"
                  value={email}
                  onChange={(event) => {
                    setEmail(event.target.value);
                    clearFieldError('email');
                  }}
                  {...invalidFieldProps(FIELD_IDS.email, fieldErrors.email)}
                />
                <FieldError fieldId={FIELD_IDS.email} message={fieldErrors.email} />
              </div>
              <div className="space-y-2">
                <Label htmlFor="sign-in-password">Password</Label>
                <Input
                  id="sign-in-password"
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(event) => {
                    setPassword(event.target.value);
                    clearFieldError('password');
                  }}
                  {...invalidFieldProps(FIELD_IDS.password, fieldErrors.password)}
                />
                <FieldError fieldId={FIELD_IDS.password} message={fieldErrors.password} />
              </div>
              <Button type="submit" className="w-full" disabled={busy}>
                {busy && <Loader2 className="animate-spin" aria-hidden="true" />}
                {busy ? 'Signing in...' : 'Sign In'}
              </Button>
            </form>
            <p className="text-center text-sm text-muted-foreground">
              New to Pitchscope?{' '}
              <Link to="/signup" className="font-medium text-primary hover:underline">
                Sign Up Free
              </Link>
            </p>
            <div className="flex items-center gap-3">
              <Separator className="flex-1" />
              <span className="text-xs text-muted-foreground uppercase">or</span>
              <Separator className="flex-1" />
            </div>
            <GoogleButton onClick={() => void google.start()} disabled={google.redirecting} />
          </CardContent>
        </Card>

        <section aria-labelledby="hero-title" data-testid="sign-in-marketing" className="min-w-0 space-y-8 lg:col-start-1 lg:row-start-1">
          <div className="space-y-4">
            <p className="inline-flex items-center gap-2 rounded-full border bg-background px-3 py-1 text-xs font-medium text-muted-foreground">
              <Brain className="size-3.5 text-primary" aria-hidden="true" />
              AI-assisted due diligence for investors
            </p>
            <h1 id="hero-title" className="text-4xl font-bold text-balance sm:text-5xl">
              Investment Intelligence <span className="text-primary">Beyond Analysis</span>
            </h1>
            <p className="max-w-2xl text-lg text-muted-foreground">
              Upload a pitch deck and get an investor-fit rating against your thesis, industry benchmarks, founder
              questions and news research — in one place.
            </p>
          </div>

          <ul className="grid gap-4 sm:grid-cols-2">
            {FEATURES.map((feature) => (
              <li key={feature.title} className="flex gap-3 rounded-lg border bg-card p-4 shadow-xs">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-accent text-primary">
                  <feature.icon className="size-5" aria-hidden="true" />
                </span>
                <div>
                  <p className="font-medium">{feature.title}</p>
                  <p className="text-sm text-muted-foreground">{feature.text}</p>
                </div>
              </li>
            ))}
          </ul>

          <dl className="grid grid-cols-3 gap-3">
            {STATS.map((stat) => (
              <div key={stat.value} className="rounded-lg border bg-card p-4 text-center shadow-xs">
                <dt className="sr-only">{stat.label}</dt>
                <dd>
                  <span className="block text-xl font-bold text-primary sm:text-2xl">{stat.value}</span>
                  <span className="text-xs text-muted-foreground">{stat.label}</span>
                </dd>
              </div>
            ))}
          </dl>
        </section>
      </main>

      <PublicFooter />
    </div>
  );
}
