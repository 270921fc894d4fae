import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_HINTS } from '@pitchscope/domain/messages';
import { NotificationsCard } from '@/features/accounts/components/notifications-card';
import { mockApi } from '@/test/mock-api';
import { renderWithApp } from '@/test/render-with-app';

const allOn = { email: true, browser: true, weeklyDigest: true };
const appConfig = (mailEnabled: boolean) =>
  mockApi({ 'GET /app-config': () => ({ googleEnabled: false, maxUploadSizeMB: 100, mailEnabled }) });

afterEach(() => vi.unstubAllGlobals());

describe('Settings → Notifications', () => {
  it('promises an email only when the server sends mail', async () => {
    appConfig(false);
    renderWithApp(<NotificationsCard notifications={allOn} onChange={() => undefined} />);
    expect(await screen.findByText(NOTIFICATION_HINTS.emailWithoutMail)).toBeInTheDocument();
    expect(screen.getByText(NOTIFICATION_HINTS.weeklyDigestWithoutMail)).toBeInTheDocument();
    expect(screen.queryByText(NOTIFICATION_HINTS.weeklyDigest)).not.toBeInTheDocument();
  });

  it('says what the email does when mail is set up, and asks the browser before turning its notifications on', async () => {
    appConfig(true);
    const requestPermission = vi.fn(async () => 'granted' as const);
    vi.stubGlobal('Notification', Object.assign(function () {}, { permission: 'default', requestPermission }));
    const onChange = vi.fn();
    renderWithApp(<NotificationsCard notifications={{ ...allOn, browser: false }} onChange={onChange} />);
    expect(await screen.findByText(NOTIFICATION_HINTS.email)).toBeInTheDocument();
    expect(screen.getByText(NOTIFICATION_HINTS.weeklyDigest)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('switch', { name: 'Browser notifications' }));
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ ...allOn, browser: true });
  });
});
