/** The tabs of Settings, kept in the URL (?tab=) so a link opens one and a reload keeps it. */
export const SETTINGS_TABS = [
  'account',
  'investor-profile',
  'notifications',
  'team',
  'portfolio',
  'api-keys',
  'webhooks',
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];
/** The tabs whose fields the save bar saves; Team, Portfolio, API keys and Webhooks save each action at once. */
export const TABS_SAVED_BY_THE_BAR: readonly SettingsTab[] = ['account', 'investor-profile', 'notifications'];

function isSettingsTab(value: string | null): value is SettingsTab {
  return (SETTINGS_TABS as readonly (string | null)[]).includes(value);
}

/**
 * The tab to open: the one the URL asks for (?tab=), else Investor Profile during first-time setup, else
 * Account. A team has no Webhooks tab (its owners manage them under Team): switching to a team while on
 * that tab, or following an old link to it, opens Team.
 */
export function settingsTabFor(
  requested: string | null,
  personal: boolean,
  firstTimeSetup: boolean,
): SettingsTab {
  if (isSettingsTab(requested)) return requested === 'webhooks' && !personal ? 'team' : requested;
  return firstTimeSetup ? 'investor-profile' : 'account';
}
