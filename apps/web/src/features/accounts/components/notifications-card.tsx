import { useId } from 'react';
import type { InvestorProfile } from '@pitchscope/domain/contracts/accounts';
import { NOTIFICATION_HINTS } from '@pitchscope/domain/messages';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { useAppConfig } from '@/lib/app-config';
import { askForBrowserNotifications } from '@/lib/analysis-notifications';

type Notifications = InvestorProfile['notifications'];

/**
 * Settings → Notifications: the spec's three toggles, on by default. Each hint says what this server
 * does with it, so none promises what is not sent.
 */
export function NotificationsCard({
  notifications,
  onChange,
}: {
  notifications: Notifications;
  onChange: (next: Notifications) => void;
}) {
  const ids = useId();
  const appConfig = useAppConfig();
  const mailEnabled = appConfig.data?.mailEnabled ?? true;
  const toggles: readonly [keyof Notifications, string, string][] = [
    ['email', 'Email notifications', mailEnabled ? NOTIFICATION_HINTS.email : NOTIFICATION_HINTS.emailWithoutMail],
    ['browser', 'Browser notifications', NOTIFICATION_HINTS.browser],
    ['weeklyDigest', 'Weekly digest', mailEnabled ? NOTIFICATION_HINTS.weeklyDigest : NOTIFICATION_HINTS.weeklyDigestWithoutMail],
  ];

  return (
    <Card>
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
        <CardDescription>Choose how you hear about finished analyses. Saved with your investor profile.</CardDescription>
      </CardHeader>
      <CardContent className="divide-y">
        {toggles.map(([key, label, text]) => (
          <div key={key} className="flex items-center justify-between gap-4 py-4 first:pt-0 last:pb-0">
            <div>
              <Label htmlFor={`${ids}-${key}`}>{label}</Label>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </div>
            <Switch
              id={`${ids}-${key}`}
              checked={notifications[key]}
              onCheckedChange={(checked) => {
                if (key === 'browser' && checked) void askForBrowserNotifications();
                onChange({ ...notifications, [key]: checked });
              }}
            />
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
