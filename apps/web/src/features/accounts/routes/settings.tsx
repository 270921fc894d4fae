import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { Bell, Briefcase, Building2, KeyRound, Sparkles, User, Users, Webhook } from 'lucide-react';
import type { Me } from '@pitchscope/domain/contracts/accounts';
import { profileCompleteness } from '@pitchscope/domain/completeness';
import { workspaceAllows } from '@pitchscope/domain/workspaces';
import { SETTINGS_MESSAGES } from '@pitchscope/domain/messages';
import { PageLoader } from '@/components/feedback/page-loader';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useToastClearance } from '@/hooks/use-toast-clearance';
import { useFeatureSlot } from '@/lib/feature-slots';
import { useMe } from '@/lib/auth';
import { AccountCard } from '@/features/accounts/components/account-card';
import { ApiKeysCard } from '@/features/accounts/components/api-keys-card';
import { AppearanceCard } from '@/features/accounts/components/appearance-card';
import { InvestorProfileCard } from '@/features/accounts/components/investor-profile-card';
import { NotificationsCard } from '@/features/accounts/components/notifications-card';
import { ProfileCompletenessCard } from '@/features/accounts/components/profile-completeness-card';
import { SettingsSaveBar } from '@/features/accounts/components/settings-save-bar';
import { WebhooksCard } from '@/features/accounts/components/webhooks-card';
import { useSettingsForm } from '@/features/accounts/hooks/use-settings-form';
import { formToProfile } from '@/features/accounts/lib/profile-form';
import { settingsTabFor, TABS_SAVED_BY_THE_BAR } from '@/features/accounts/lib/settings-tabs';

/** The save bar's height (py-3 around an h-9 button, and its top border), kept clear of toasts. */
const SAVE_BAR_HEIGHT = '4rem';

/**
 * Settings: the tabs (Account, Investor Profile, Notifications, Team, API keys, Webhooks), the profile's
 * completeness and the save bar. The form's state and saving are in useSettingsForm; Team is the
 * workspaces feature's card, put here by the app shell (lib/feature-slots.tsx).
 */
function SettingsForm({ me }: { me: Me }) {
  const [params, setParams] = useSearchParams();
  const ids = useId();
  const form = useSettingsForm(me, params.get('plan'));
  const { firstTimeSetup, profile, setProfile } = form;
  const TeamSettingsCard = useFeatureSlot('TeamSettingsCard');
  const PortfolioSettingsCard = useFeatureSlot('PortfolioSettingsCard');

  const tab = settingsTabFor(params.get('tab'), me.currentWorkspace.personal, firstTimeSetup);
  const selectTab = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );

  // Webhooks are the current workspace's and its owners' (ADR 0022): the personal workspace keeps its own
  // tab (its owner is the user); a team's owners find them under Team; members and viewers do not see them.
  const workspace = me.currentWorkspace;
  const teamWebhooks = !workspace.personal && workspaceAllows(workspace.role, 'manage');
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

      <ProfileCompletenessCard profile={formProfile} stored={form.savedProfile !== null} />

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
          <TabsTrigger value="portfolio">
            <Building2 aria-hidden="true" />
            Portfolio
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
          <AccountCard
            idPrefix={ids}
            account={form.account}
            errors={form.fieldErrors}
            onChange={form.setAccountField}
          />
          <AppearanceCard />
        </TabsContent>

        <TabsContent value="investor-profile" className="mt-4">
          <InvestorProfileCard idPrefix={ids} profile={profile} setProfile={setProfile} rangeUnset={rangeUnset} />
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

        <TabsContent value="portfolio" className="mt-4">
          <PortfolioSettingsCard />
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
        <SettingsSaveBar
          status={form.status}
          saving={form.manualSaving}
          disabled={form.saveDisabled}
          firstTimeSetup={firstTimeSetup}
          onSave={() => void form.save()}
        />
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
