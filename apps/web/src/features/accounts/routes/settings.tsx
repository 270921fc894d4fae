import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Bell, Briefcase, KeyRound, Loader2, Sparkles, User, Users, Webhook } from 'lucide-react';
import {
  changesCredentials,
  type InvestorProfile,
  type Me,
  type UpdateMeInput,
} from '@pitchscope/domain/contracts/accounts';
import {
  DISPLAY_NAME_MAX_LENGTH,
  EXCLUDED_CATEGORIES,
  FIRST_SETUP_REDIRECT_MS,
  INDUSTRIES,
  INVESTOR_TYPES,
  OWNERSHIP_INPUT,
  PASSWORD_MIN_LENGTH,
  STAGES,
  THESIS_RECOMMENDED,
  TICKET_MAX_OPTIONS,
  TICKET_MIN_OPTIONS,
} from '@pitchscope/domain/constants';
import { isFirstTimeSetup, profileCompleteness } from '@pitchscope/domain/completeness';
import type { ProfileRange } from '@pitchscope/domain/constants';
import { workspaceAllows } from '@pitchscope/domain/workspaces';
import { ACCOUNT_MESSAGES, AUTH_ERRORS, FORM_MESSAGES, SETTINGS_MESSAGES } from '@pitchscope/domain/messages';
import { PageLoader } from '@/components/feedback/page-loader';
import { ThemeToggle } from '@/components/theme-toggle';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Progress } from '@/components/ui/progress';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { errorMessage, isApiError } from '@/lib/api-client';
import { apiFieldErrors } from '@/lib/field-errors';
import { useToastClearance } from '@/hooks/use-toast-clearance';
import { FieldError, invalidFieldProps } from '@/components/forms/field-error';
import { useFieldErrors } from '@/hooks/use-field-errors';
import { useFeatureSlot } from '@/lib/feature-slots';
import { useMe } from '@/lib/auth';
import { useUpdateMe } from '@/features/accounts/api/update-me';
import { MultiSelect } from '@/features/accounts/components/multi-select';
import { ApiKeysCard } from '@/features/accounts/components/api-keys-card';
import { WebhooksCard } from '@/features/accounts/components/webhooks-card';
import { NotificationsCard } from '@/features/accounts/components/notifications-card';
import { SaveStatusIndicator } from '@/features/accounts/components/save-status';
import { ToggleChips } from '@/features/accounts/components/toggle-chips';
import { useAutoSave } from '@/features/accounts/hooks/use-auto-save';
import { readPlan } from '@/features/accounts/lib/plan-param';
import { applyAgnosticSelection } from '@pitchscope/domain/agnostic-selection';
import { GLOBAL_GEOGRAPHY, TARGET_GEOGRAPHY_OPTIONS } from '@pitchscope/domain/geography';
import {
  formToProfile,
  profileChanged,
  profileToForm,
  saveStatus,
  ticketLabel,
  withRangeSet,
  type ProfileForm,
} from '@/features/accounts/lib/profile-form';

function Field({
  label,
  htmlFor,
  hint,
  hintId,
  children,
  labelId,
}: {
  label: string;
  htmlFor?: string;
  hint?: ReactNode;
  hintId?: string;
  children: ReactNode;
  labelId?: string;
}) {
  return (
    <div className="space-y-2">
      <Label htmlFor={htmlFor} id={labelId}>
        {label}
      </Label>
      {children}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}

/** Options of a ticket select, plus the stored value when it is not one of them (set elsewhere). */
/** The regions and the first countries; the rest (about 250 countries) come by typing. */
const GEOGRAPHY_OPTIONS_SHOWN = 40;

function ticketOptions(options: readonly number[], current: number): number[] {
  return options.includes(current) ? [...options] : [...options, current].sort((a, b) => a - b);
}

/**
 * The score of what the form holds now (the user sees it follow their edits, before the auto-save), with
 * the spec's hint for a profile not saved yet while nothing is stored.
 */
function CompletenessCard({ profile, stored }: { profile: InvestorProfile; stored: boolean }) {
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

/** Light, dark or the system's setting; kept in this browser only (localStorage), like the sidebar toggle. */
function AppearanceCard() {
  return (
    <Card className="mt-4 gap-3 py-4">
      <CardHeader className="px-4">
        <CardTitle>Appearance</CardTitle>
        <CardDescription>Light, dark, or follow your system setting. Saved in this browser.</CardDescription>
      </CardHeader>
      <CardContent className="px-4">
        <ThemeToggle className="w-full sm:w-auto" />
      </CardContent>
    </Card>
  );
}

const SETTINGS_TABS = [
  'account',
  'investor-profile',
  'notifications',
  'team',
  'api-keys',
  'webhooks',
] as const;
type SettingsTab = (typeof SETTINGS_TABS)[number];
/** The tabs whose fields the save bar saves; Team, API keys and Webhooks save each action at once. */
const TABS_SAVED_BY_THE_BAR: readonly SettingsTab[] = ['account', 'investor-profile', 'notifications'];
/** The save bar's height (py-3 around an h-9 button, and its top border), kept clear of toasts. */
const SAVE_BAR_HEIGHT = '4rem';

type AccountField = 'displayName' | 'email' | 'newPassword' | 'confirmPassword' | 'currentPassword';
/** The body fields of PATCH /api/me that the account fields send. */
const ACCOUNT_FIELD_OF_PATH: Record<string, AccountField> = {
  displayName: 'displayName',
  email: 'email',
  password: 'newPassword',
  currentPassword: 'currentPassword',
};

/**
 * "Keep this range" for a range still at its default: the user sets it without changing it (ADR 0032). The
 * accessible name starts with the visible text (WCAG 2.5.3) and says which range.
 */
function KeepRangeHint({ label, onKeep }: { label: string; onKeep: () => void }) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground sm:col-span-2">
      The default range, not yet counted as set in your profile.
      <Button
        type="button"
        variant="link"
        size="sm"
        className="h-auto p-0 text-xs"
        onClick={onKeep}
        aria-label={label}
      >
        Keep this range
      </Button>
    </p>
  );
}

function isSettingsTab(value: string | null): value is SettingsTab {
  return (SETTINGS_TABS as readonly (string | null)[]).includes(value);
}

function SettingsForm({ me }: { me: Me }) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const ids = useId();
  const updateMe = useUpdateMe();
  const TeamSettingsCard = useFeatureSlot('TeamSettingsCard');

  // First-time setup is decided once, when the page opens: auto-saves must not end it mid-way.
  const [firstTimeSetup] = useState(() => isFirstTimeSetup(me.investorProfile));
  const [savedProfile, setSavedProfile] = useState<InvestorProfile | null>(me.investorProfile);
  const [savedAccount, setSavedAccount] = useState({ displayName: me.displayName ?? '', email: me.email });
  const [profile, setProfile] = useState<ProfileForm>(() => profileToForm(me.investorProfile));
  const [account, setAccount] = useState({
    displayName: me.displayName ?? '',
    email: me.email,
    newPassword: '',
    confirmPassword: '',
    currentPassword: '',
  });
  const requestedTab = params.get('tab');
  // A team has no Webhooks tab (its owners manage them under Team): switching to a team while on that tab,
  // or following an old link to it, opens Team.
  const tab: SettingsTab = isSettingsTab(requestedTab)
    ? requestedTab === 'webhooks' && !me.currentWorkspace.personal
      ? 'team'
      : requestedTab
    : firstTimeSetup
      ? 'investor-profile'
      : 'account';
  const selectTab = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  const [autoSaving, setAutoSaving] = useState(false);
  const [manualSaving, setManualSaving] = useState(false);
  const { errors: fieldErrors, show: showFieldErrors, clear: clearFieldError } = useFieldErrors<AccountField>();
  const redirectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const profileDirty = profileChanged(profile, savedProfile);
  const accountDirty =
    account.displayName.trim() !== savedAccount.displayName ||
    account.email.trim() !== savedAccount.email ||
    account.newPassword !== '' ||
    account.confirmPassword !== '';
  const hasUnsavedChanges = profileDirty || accountDirty;
  const status = saveStatus({ saving: autoSaving || manualSaving, hasUnsavedChanges });

  // Auto-save: only the investor profile, 2 s after the last change, never during a manual save.
  useAutoSave({
    enabled: profileDirty && !manualSaving && !autoSaving,
    changeKey: JSON.stringify(profile),
    save: () => {
      const investorProfile = formToProfile(profile);
      setAutoSaving(true);
      updateMe.mutate(
        { investorProfile },
        {
          onSuccess: (updated) => setSavedProfile(updated.investorProfile ?? investorProfile),
          // Auto-save failures are only logged (spec accounts §8); the indicator keeps "Unsaved changes".
          onError: (error) => console.error('Auto-save failed', error),
          onSettled: () => setAutoSaving(false),
        },
      );
    },
  });

  function setProfileField<K extends keyof ProfileForm>(key: K, value: ProfileForm[K]) {
    setProfile((current) => ({ ...current, [key]: value }));
  }

  /** A change to either end of a range sets the range, even one changed back to its default. */
  function setRangeField<
    K extends 'ticketSizeMin' | 'ticketSizeMax' | 'targetOwnershipMin' | 'targetOwnershipMax',
  >(range: ProfileRange, key: K, value: ProfileForm[K]) {
    setProfile((current) => withRangeSet({ ...current, [key]: value }, range));
  }

  function setAccountField(
    field: 'displayName' | 'email' | 'newPassword' | 'confirmPassword' | 'currentPassword',
    value: string,
  ) {
    setAccount((current) => ({ ...current, [field]: value }));
    clearFieldError(field);
  }

  /** Says the message at its field, and in the spec's "Update Failed" toast. */
  function refuse(field: AccountField, message: string) {
    showFieldErrors({ [field]: message });
    toast({ title: SETTINGS_MESSAGES.updateFailed.title, description: message, variant: 'destructive' });
  }

  async function handleSave() {
    showFieldErrors({});
    const displayName = account.displayName.trim();
    const email = account.email.trim();
    // An emptied name or email was silently kept as it was; the field now says it is required.
    if (!displayName) return refuse('displayName', FORM_MESSAGES.signUpMissing.message);
    if (!email) return refuse('email', FORM_MESSAGES.signUpMissing.message);
    if (account.newPassword || account.confirmPassword) {
      if (account.newPassword.length < PASSWORD_MIN_LENGTH)
        return refuse('newPassword', AUTH_ERRORS.weakPassword.message);
      if (account.newPassword !== account.confirmPassword)
        return refuse('confirmPassword', FORM_MESSAGES.passwordsDoNotMatch);
    }
    // Only a changed name and email are sent; the investor profile is always sent (spec accounts §5).
    const input: UpdateMeInput = { investorProfile: formToProfile(profile) };
    if (displayName !== savedAccount.displayName) input.displayName = displayName;
    if (email !== savedAccount.email) input.email = email;
    if (account.newPassword) input.password = account.newPassword;
    // The email and the password change only with the current password (re-authentication).
    if (changesCredentials(input)) {
      if (!account.currentPassword)
        return refuse('currentPassword', ACCOUNT_MESSAGES.currentPasswordRequired);
      input.currentPassword = account.currentPassword;
    }

    setManualSaving(true);
    try {
      const updated = await updateMe.mutateAsync(input);
      setSavedProfile(updated.investorProfile ?? input.investorProfile ?? null);
      setSavedAccount({ displayName: updated.displayName ?? displayName, email: updated.email });
      setAccount((current) => ({
        ...current,
        displayName: updated.displayName ?? displayName,
        email: updated.email,
        newPassword: '',
        confirmPassword: '',
        currentPassword: '',
      }));
      if (firstTimeSetup) {
        toast({
          title: SETTINGS_MESSAGES.setupComplete.title,
          description: SETTINGS_MESSAGES.setupComplete.message,
        });
        // A plan picked on /pricing before sign-up is activated once the profile is set up.
        const plan = readPlan(params.get('plan'));
        const next = plan ? `/checkout?plan=${plan}` : '/pitch-decks';
        redirectTimer.current = setTimeout(() => navigate(next), FIRST_SETUP_REDIRECT_MS);
      } else {
        toast({
          title: SETTINGS_MESSAGES.profileUpdated.title,
          description: SETTINGS_MESSAGES.profileUpdated.message,
        });
      }
    } catch (error) {
      const errors = apiFieldErrors(error, ACCOUNT_FIELD_OF_PATH);
      if (isApiError(error) && error.code === 'INVALID_PASSWORD') errors.currentPassword ??= error.message;
      showFieldErrors(errors);
      toast({
        title: SETTINGS_MESSAGES.updateFailed.title,
        description: errorMessage(error, SETTINGS_MESSAGES.updateFailed.fallback),
        variant: 'destructive',
      });
    } finally {
      setManualSaving(false);
    }
  }

  const saveDisabled = manualSaving || (!hasUnsavedChanges && !firstTimeSetup);
  // Webhooks are the current workspace's and its owners' (ADR 0022): the personal workspace keeps its own
  // tab (its owner is the user); a team's owners find them under Team; members and viewers do not see them.
  const workspace = me.currentWorkspace;
  const teamWebhooks = !workspace.personal && workspaceAllows(workspace.role, 'manage');
  const thesisLength = profile.investmentThesis.length;
  const formProfile = formToProfile(profile);
  const completeness = profileCompleteness(formProfile);
  const rangeUnset = (part: 'ticket size' | 'target ownership') =>
    completeness.parts.some((entry) => entry.part === part && entry.score === 0);
  const saveBarShown = TABS_SAVED_BY_THE_BAR.includes(tab);
  useToastClearance(saveBarShown ? SAVE_BAR_HEIGHT : null);

  return (
    <div className={saveBarShown ? 'space-y-6 pb-24' : 'space-y-6'}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">
            {firstTimeSetup ? SETTINGS_MESSAGES.setupTitle : SETTINGS_MESSAGES.title}
          </h1>
          <p className="mt-1 text-muted-foreground">
            Manage your account, investor profile and notifications.
          </p>
        </div>
      </div>

      {firstTimeSetup && (
        <Alert className="border-primary/30 bg-accent/60">
          <Sparkles className="text-primary" />
          <AlertTitle>Welcome to Pitchscope!</AlertTitle>
          <AlertDescription>
            Tell us how you invest. Every pitch deck you upload is rated against this profile, so the more
            specific it is, the better the investor-fit analysis. You can change it at any time.
          </AlertDescription>
        </Alert>
      )}

      <CompletenessCard profile={formProfile} stored={savedProfile !== null} />

      {/* The open tab lives in the URL (?tab=), so a link to another tab works while the page is open
          (the workspace switcher's "Team settings" on /settings) and a reload keeps the tab. */}
      <Tabs value={tab} onValueChange={selectTab}>
        <TabsList className="h-auto w-full flex-wrap sm:w-fit">
          <TabsTrigger value="account">
            <User aria-hidden="true" />
            Account
          </TabsTrigger>
          <TabsTrigger value="investor-profile">
            <Briefcase aria-hidden="true" />
            Investor Profile
          </TabsTrigger>
          <TabsTrigger value="notifications">
            <Bell aria-hidden="true" />
            Notifications
          </TabsTrigger>
          <TabsTrigger value="team">
            <Users aria-hidden="true" />
            Team
          </TabsTrigger>
          <TabsTrigger value="api-keys">
            <KeyRound aria-hidden="true" />
            API keys
          </TabsTrigger>
          {workspace.personal && (
            <TabsTrigger value="webhooks">
              <Webhook aria-hidden="true" />
              Webhooks
            </TabsTrigger>
          )}
        </TabsList>

        <TabsContent value="account" className="mt-4">
          <Card>
            <CardHeader>
              <CardTitle>Account</CardTitle>
              <CardDescription>Your name, sign-in email and password.</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-5 sm:grid-cols-2">
              <Field label="Display name" htmlFor={`${ids}-name`}>
                <Input
                  id={`${ids}-name`}
                  autoComplete="name"
                  maxLength={DISPLAY_NAME_MAX_LENGTH}
                  value={account.displayName}
                  onChange={(e) => setAccountField('displayName', e.target.value)}
                  {...invalidFieldProps(`${ids}-name`, fieldErrors.displayName)}
                />
                <FieldError fieldId={`${ids}-name`} message={fieldErrors.displayName} />
              </Field>
              <Field label="Email" htmlFor={`${ids}-email`}>
                <Input
                  id={`${ids}-email`}
                  type="email"
                  autoComplete="email"
                  value={account.email}
                  onChange={(e) => setAccountField('email', e.target.value)}
                  {...invalidFieldProps(`${ids}-email`, fieldErrors.email)}
                />
                <FieldError fieldId={`${ids}-email`} message={fieldErrors.email} />
              </Field>
              <Field
                label="New password"
                htmlFor={`${ids}-password`}
                hintId={`${ids}-password-hint`}
                hint={`Leave empty to keep your password. At least ${PASSWORD_MIN_LENGTH} characters, and not a common password.`}
              >
                <Input
                  id={`${ids}-password`}
                  type="password"
                  autoComplete="new-password"
                  value={account.newPassword}
                  onChange={(e) => setAccountField('newPassword', e.target.value)}
                  {...invalidFieldProps(`${ids}-password`, fieldErrors.newPassword, `${ids}-password-hint`)}
                />
                <FieldError fieldId={`${ids}-password`} message={fieldErrors.newPassword} />
              </Field>
              <Field label="Confirm new password" htmlFor={`${ids}-confirm`}>
                <Input
                  id={`${ids}-confirm`}
                  type="password"
                  autoComplete="new-password"
                  value={account.confirmPassword}
                  onChange={(e) => setAccountField('confirmPassword', e.target.value)}
                  {...invalidFieldProps(`${ids}-confirm`, fieldErrors.confirmPassword)}
                />
                <FieldError fieldId={`${ids}-confirm`} message={fieldErrors.confirmPassword} />
              </Field>
              <Field
                label="Current password"
                htmlFor={`${ids}-current-password`}
                hint="Needed to change your email or password."
              >
                <Input
                  id={`${ids}-current-password`}
                  type="password"
                  autoComplete="current-password"
                  value={account.currentPassword}
                  onChange={(e) => setAccountField('currentPassword', e.target.value)}
                  {...invalidFieldProps(`${ids}-current-password`, fieldErrors.currentPassword)}
                />
                <FieldError fieldId={`${ids}-current-password`} message={fieldErrors.currentPassword} />
              </Field>
            </CardContent>
          </Card>
          <AppearanceCard />
        </TabsContent>

        <TabsContent value="investor-profile" className="mt-4">
          <Card>
            <CardHeader>
              <CardTitle>Investor Profile</CardTitle>
              <CardDescription>
                Used to rate every deck's fit with how you invest. Changes are saved automatically.
              </CardDescription>
            </CardHeader>
            <CardContent className="space-y-6">
              <div className="grid gap-5 sm:grid-cols-2">
                <Field label="Investor type" htmlFor={`${ids}-type`}>
                  <Select
                    value={profile.investorType || undefined}
                    onValueChange={(value) => setProfileField('investorType', value)}
                  >
                    <SelectTrigger id={`${ids}-type`}>
                      <SelectValue placeholder="Select investor type" />
                    </SelectTrigger>
                    <SelectContent>
                      {INVESTOR_TYPES.map((type) => (
                        <SelectItem key={type} value={type}>
                          {type}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                </Field>
                <Field label="Investment focus" htmlFor={`${ids}-focus`}>
                  <MultiSelect
                    id={`${ids}-focus`}
                    options={INDUSTRIES}
                    value={profile.investmentFocus}
                    onChange={(value) =>
                      setProfileField(
                        'investmentFocus',
                        applyAgnosticSelection(profile.investmentFocus, value, 'Industry Agnostic'),
                      )
                    }
                    placeholder="Select industries"
                    searchPlaceholder="Search industries"
                  />
                </Field>
              </div>

              <Field label="Target geographies" htmlFor={`${ids}-geographies`}>
                <MultiSelect
                  id={`${ids}-geographies`}
                  options={TARGET_GEOGRAPHY_OPTIONS}
                  value={profile.targetGeographies}
                  onChange={(value) =>
                    setProfileField(
                      'targetGeographies',
                      applyAgnosticSelection(profile.targetGeographies, value, GLOBAL_GEOGRAPHY),
                    )
                  }
                  placeholder="Select regions or countries"
                  searchPlaceholder="Search regions and countries"
                  limit={GEOGRAPHY_OPTIONS_SHOWN}
                />
              </Field>

              <Field label="Investment stages" labelId={`${ids}-stages`}>
                <ToggleChips
                  labelledBy={`${ids}-stages`}
                  options={STAGES}
                  value={profile.investmentStages}
                  onChange={(value) =>
                    setProfileField(
                      'investmentStages',
                      applyAgnosticSelection(profile.investmentStages, value, 'Stage Agnostic'),
                    )
                  }
                />
              </Field>

              <div className="grid gap-5 sm:grid-cols-2">
                <Field label="Ticket size minimum" htmlFor={`${ids}-ticket-min`}>
                  <Select
                    value={String(profile.ticketSizeMin)}
                    onValueChange={(value) => setRangeField('ticketSize', 'ticketSizeMin', Number(value))}
                  >
                    <SelectTrigger id={`${ids}-ticket-min`}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {ticketOptions(TICKET_MIN_OPTIONS, profile.ticketSizeMin).map((amount) => (
                        <SelectItem key={amount} value={String(amount)}>
                          {ticketLabel(amount, 'min')}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                </Field>
                <Field label="Ticket size maximum" htmlFor={`${ids}-ticket-max`}>
                  <Select
                    value={String(profile.ticketSizeMax)}
                    onValueChange={(value) => setRangeField('ticketSize', 'ticketSizeMax', Number(value))}
                  >
                    <SelectTrigger id={`${ids}-ticket-max`}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {ticketOptions(TICKET_MAX_OPTIONS, profile.ticketSizeMax).map((amount) => (
                        <SelectItem key={amount} value={String(amount)}>
                          {ticketLabel(amount, 'max')}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                </Field>
                {rangeUnset('ticket size') && (
                  <KeepRangeHint
                    label="Keep this range of ticket sizes"
                    onKeep={() => setProfile((current) => withRangeSet(current, 'ticketSize'))}
                  />
                )}
                <Field label="Target ownership minimum (%)" htmlFor={`${ids}-own-min`}>
                  <Input
                    id={`${ids}-own-min`}
                    type="number"
                    inputMode="decimal"
                    min={OWNERSHIP_INPUT.min}
                    max={OWNERSHIP_INPUT.max}
                    step={OWNERSHIP_INPUT.step}
                    value={profile.targetOwnershipMin}
                    onChange={(e) => setRangeField('targetOwnership', 'targetOwnershipMin', e.target.value)}
                  />
                </Field>
                <Field label="Target ownership maximum (%)" htmlFor={`${ids}-own-max`}>
                  <Input
                    id={`${ids}-own-max`}
                    type="number"
                    inputMode="decimal"
                    min={OWNERSHIP_INPUT.min}
                    max={OWNERSHIP_INPUT.max}
                    step={OWNERSHIP_INPUT.step}
                    value={profile.targetOwnershipMax}
                    onChange={(e) => setRangeField('targetOwnership', 'targetOwnershipMax', e.target.value)}
                  />
                </Field>
                {rangeUnset('target ownership') && (
                  <KeepRangeHint
                    label="Keep this range of ownership"
                    onKeep={() => setProfile((current) => withRangeSet(current, 'targetOwnership'))}
                  />
                )}
              </div>

              <Field label="Excluded categories" labelId={`${ids}-excluded`}>
                <ToggleChips
                  labelledBy={`${ids}-excluded`}
                  options={EXCLUDED_CATEGORIES}
                  value={profile.excludedCategories}
                  onChange={(value) => setProfileField('excludedCategories', value)}
                />
              </Field>
              <Field
                label="Other excluded categories"
                htmlFor={`${ids}-custom-excluded`}
                hint="Separate categories with commas."
              >
                <Input
                  id={`${ids}-custom-excluded`}
                  placeholder="e.g. Defense, Crypto lending"
                  value={profile.customExcludedCategories}
                  onChange={(e) => setProfileField('customExcludedCategories', e.target.value)}
                />
              </Field>

              <Field
                label="Investment thesis"
                htmlFor={`${ids}-thesis`}
                hint={
                  <span aria-live="polite">
                    {thesisLength} characters (recommended {THESIS_RECOMMENDED.min}-{THESIS_RECOMMENDED.max})
                  </span>
                }
              >
                <Textarea
                  id={`${ids}-thesis`}
                  rows={6}
                  className="min-h-32"
                  placeholder="What you invest in and why: markets, business models, founder profiles, traction you look for..."
                  value={profile.investmentThesis}
                  onChange={(e) => setProfileField('investmentThesis', e.target.value)}
                />
              </Field>
            </CardContent>
          </Card>
        </TabsContent>

        <TabsContent value="notifications" className="mt-4">
          <NotificationsCard
            notifications={profile.notifications}
            onChange={(notifications) => setProfile((current) => ({ ...current, notifications }))}
          />
        </TabsContent>

        <TabsContent value="team" className="mt-4">
          <TeamSettingsCard />
          {teamWebhooks && (
            <div className="mt-4">
              <WebhooksCard workspace={workspace} />
            </div>
          )}
        </TabsContent>

        <TabsContent value="api-keys" className="mt-4">
          <ApiKeysCard />
        </TabsContent>

        {workspace.personal && (
          <TabsContent value="webhooks" className="mt-4">
            <WebhooksCard workspace={workspace} />
          </TabsContent>
        )}
      </Tabs>

      {saveBarShown && (
        <div className="fixed inset-x-0 bottom-0 z-20 border-t bg-background/95 backdrop-blur lg:left-64">
          <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3 sm:px-6 lg:px-8">
            <SaveStatusIndicator status={status} />
            <Button onClick={() => void handleSave()} disabled={saveDisabled}>
              {manualSaving && <Loader2 className="animate-spin" aria-hidden="true" />}
              {manualSaving ? 'Saving...' : firstTimeSetup ? 'Complete Setup' : 'Save Changes'}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}

export default function SettingsPage() {
  const { data: me } = useMe();
  // The route guard only renders this page once the user is known.
  if (!me) return <PageLoader />;
  return <SettingsForm me={me} />;
}
