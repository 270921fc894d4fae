import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { AlertCircle, CheckCircle2, Loader2 } from 'lucide-react';
import {
  DEFAULT_NEW_USER_FREE_CREDITS,
  DISPLAY_NAME_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PRICING_PAGE_PLANS,
  SIGNUP_REDIRECT_MS,
  type CheckoutPlan,
} from '@pitchscope/domain/constants';
import { AUTH_ERRORS, FORM_MESSAGES } from '@pitchscope/domain/messages';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Separator } from '@/components/ui/separator';
import { toast } from '@/hooks/use-toast';
import { signUpWithEmail } from '@/lib/auth';
import { authErrorFor, type AuthErrorView, type AuthField } from '@/lib/auth-errors';
import { FieldError, invalidFieldProps } from '@/components/forms/field-error';
import { useFieldErrors } from '@/hooks/use-field-errors';
import { readNextPath } from '@/lib/next-path';
import { AuthNotConfiguredAlert } from '@/features/accounts/components/auth-not-configured-alert';
import { GoogleButton } from '@/features/accounts/components/google-button';
import { PublicFooter } from '@/features/accounts/components/public-footer';
import { PublicHeader } from '@/features/accounts/components/public-header';
import { useGoogleSignIn } from '@/features/accounts/hooks/use-google-sign-in';
import { readPlan } from '@/features/accounts/lib/plan-param';

type SignUpField = AuthField | 'terms';
/** The fields in the form's order: the focus goes to the first one with a message. */
const FIELD_IDS: Record<SignUpField, string> = {
  name: 'sign-up-name',
  email: 'sign-up-email',
  password: 'sign-up-password',
  terms: 'sign-up-terms',
};

export default function SignUpPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  // The plan chosen on /pricing (spec accounts §2.3: what signup does with it is not shown). Our reading:
  // keep it through the profile setup, which passes it on to /checkout?plan=... once the profile is saved.
  const plan: CheckoutPlan | null = readPlan(params.get('plan'));
  // Someone who came from an invitation link goes back to it; the investor profile can wait.
  const nextPath = readNextPath(params);
  const settingsPath = nextPath ?? (plan ? `/settings?plan=${plan}` : '/settings');

  const [form, setForm] = useState({ name: '', email: '', password: '', company: '' });
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<AuthErrorView | null>(null);
  const { errors: fieldErrors, show: showFieldErrors, clear: clearFieldError } = useFieldErrors(FIELD_IDS);
  const google = useGoogleSignIn(settingsPath);
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const createdToast = useRef<{ dismiss: () => void }>(undefined);

  // "Account created" is said on this page; once it is left, the toast would only cover the next page's
  // buttons (the settings bar's "Complete Setup" sits where toasts appear).
  useEffect(
    () => () => {
      clearTimeout(redirectTimer.current);
      createdToast.current?.dismiss();
    },
    [],
  );

  function update(field: keyof typeof form, value: string) {
    setForm((current) => ({ ...current, [field]: value }));
    if (field !== 'company') clearFieldError(field);
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const missing = (['name', 'email', 'password'] as const).filter((field) => !form[field].trim());
    if (missing.length) {
      showFieldErrors(
        Object.fromEntries(missing.map((field) => [field, FORM_MESSAGES.signUpMissing.message])),
      );
      toast({
        title: FORM_MESSAGES.signUpMissing.title,
        description: FORM_MESSAGES.signUpMissing.message,
        variant: 'destructive',
      });
      return;
    }
    if (!acceptedTerms) {
      showFieldErrors({ terms: FORM_MESSAGES.termsRequired.message });
      toast({
        title: FORM_MESSAGES.termsRequired.title,
        description: FORM_MESSAGES.termsRequired.message,
        variant: 'destructive',
      });
      return;
    }
    if (form.password.length < PASSWORD_MIN_LENGTH) {
      showFieldErrors({ password: AUTH_ERRORS.weakPassword.message });
      return;
    }
    showFieldErrors({});
    setBusy(true);
    try {
      // The optional company is not part of the user record (spec accounts §3); it is not sent.
      await signUpWithEmail(
        { name: form.name.trim(), email: form.email.trim(), password: form.password },
        queryClient,
      );
      setDone(true);
      createdToast.current = toast({
        title: 'Account created',
        description: nextPath ? 'Back to your invitation.' : 'Next, set up your investor profile.',
      });
      redirectTimer.current = setTimeout(() => navigate(settingsPath, { replace: true }), SIGNUP_REDIRECT_MS);
    } catch (error) {
      const view = authErrorFor(error);
      // A failure about one field is said at that field; the rest above the form.
      if (view.field) showFieldErrors({ [view.field]: view.message });
      else setFailure(view);
      setBusy(false);
    }
  }

  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-accent/60 via-background to-background">
      <PublicHeader />
      <main className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center px-4 py-10">
        <Card>
          <CardHeader>
            <h1 data-slot="card-title" className="text-2xl leading-none font-semibold">
              Create your account
            </h1>
            <CardDescription>
              Get {DEFAULT_NEW_USER_FREE_CREDITS} free Deep Analysis credits when you sign up.
            </CardDescription>
            {plan && (
              <Badge variant="secondary" className="mt-1">
                Selected plan: {PRICING_PAGE_PLANS[plan].name}
              </Badge>
            )}
          </CardHeader>
          <CardContent className="space-y-4">
            {google.notConfigured && (
              <AuthNotConfiguredAlert onRetry={() => void google.retry()} retrying={google.retrying} />
            )}
            {failure && !google.notConfigured && (
              <Alert variant="destructive">
                <AlertCircle />
                <AlertTitle>{failure.title}</AlertTitle>
                <AlertDescription>{failure.message}</AlertDescription>
              </Alert>
            )}
            {done ? (
              <Alert>
                <CheckCircle2 className="text-success" />
                <AlertTitle>Welcome to Pitchscope!</AlertTitle>
                <AlertDescription>Taking you to your profile setup...</AlertDescription>
              </Alert>
            ) : (
              <form className="space-y-4" onSubmit={handleSubmit} noValidate>
                <div className="space-y-2">
                  <Label htmlFor="sign-up-name">Full name</Label>
                  <Input
                    id="sign-up-name"
                    autoComplete="name"
                    maxLength={DISPLAY_NAME_MAX_LENGTH}
                    value={form.name}
                    onChange={(e) => update('name', e.target.value)}
                    required
                    {...invalidFieldProps(FIELD_IDS.name, fieldErrors.name)}
                  />
                  <FieldError fieldId={FIELD_IDS.name} message={fieldErrors.name} />
                </div>
                <div className="space-y-2">
                  <Label htmlFor="sign-up-email">Email</Label>
                  <Input
                    id="sign-up-email"
                    type="email"
                    autoComplete="email"
                    value={form.email}
                    onChange={(e) => update('email', e.target.value)}
                    required
                    {...invalidFieldProps(FIELD_IDS.email, fieldErrors.email)}
                  />
                  <FieldError fieldId={FIELD_IDS.email} message={fieldErrors.email} />
                </div>
                <div className="space-y-2">
                  <Label htmlFor="sign-up-password">Password</Label>
                  <Input
                    id="sign-up-password"
                    type="password"
                    autoComplete="new-password"
                    value={form.password}
                    onChange={(e) => update('password', e.target.value)}
                    required
                    {...invalidFieldProps(FIELD_IDS.password, fieldErrors.password, 'sign-up-password-hint')}
                  />
                  <FieldError fieldId={FIELD_IDS.password} message={fieldErrors.password} />
                  <p id="sign-up-password-hint" className="text-xs text-muted-foreground">
                    At least {PASSWORD_MIN_LENGTH} characters.
                  </p>
                </div>
                <div className="space-y-2">
                  <Label htmlFor="sign-up-company">
                    Company <span className="font-normal text-muted-foreground">(optional)</span>
                  </Label>
                  <Input
                    id="sign-up-company"
                    autoComplete="organization"
                    value={form.company}
                    onChange={(e) => update('company', e.target.value)}
                  />
                </div>
                <div className="space-y-2">
                  <div className="flex items-start gap-3">
                    <Checkbox
                      id={FIELD_IDS.terms}
                      checked={acceptedTerms}
                      onCheckedChange={(value) => {
                        setAcceptedTerms(value === true);
                        clearFieldError('terms');
                      }}
                      className="mt-0.5"
                      {...invalidFieldProps(FIELD_IDS.terms, fieldErrors.terms)}
                    />
                    <Label htmlFor="sign-up-terms" className="block leading-snug font-normal">
                      I agree to the{' '}
                      <a
                        href="/terms"
                        target="_blank"
                        rel="noopener noreferrer"
                        className="font-medium text-primary hover:underline"
                      >
                        Terms of Service
                      </a>{' '}
                      and{' '}
                      <a
                        href="/privacy"
                        target="_blank"
                        rel="noopener noreferrer"
                        className="font-medium text-primary hover:underline"
                      >
                        Privacy Policy
                      </a>
                    </Label>
                  </div>
                  <FieldError fieldId={FIELD_IDS.terms} message={fieldErrors.terms} />
                </div>
                <Button type="submit" className="w-full" disabled={busy}>
                  {busy && <Loader2 className="animate-spin" aria-hidden="true" />}
                  {busy ? 'Creating account...' : 'Create Account'}
                </Button>
              </form>
            )}
            {!done && (
              <>
                <div className="flex items-center gap-3">
                  <Separator className="flex-1" />
                  <span className="text-xs text-muted-foreground uppercase">or</span>
                  <Separator className="flex-1" />
                </div>
                <GoogleButton
                  label="Sign up with Google"
                  onClick={() => void google.start()}
                  disabled={google.redirecting || busy}
                />
              </>
            )}
          </CardContent>
          <CardFooter className="justify-center text-sm text-muted-foreground">
            Already have an account?&nbsp;
            <Link to="/" className="font-medium text-primary hover:underline">
              Sign in
            </Link>
          </CardFooter>
        </Card>
      </main>
      <PublicFooter />
    </div>
  );
}
