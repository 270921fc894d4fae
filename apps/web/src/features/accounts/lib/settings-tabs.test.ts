import { describe, expect, it } from 'vitest';
import { settingsTabFor } from './settings-tabs';

describe('settingsTabFor', () => {
  it('opens the tab the URL asks for', () => {
    expect(settingsTabFor('api-keys', true, false)).toBe('api-keys');
    expect(settingsTabFor('webhooks', true, true)).toBe('webhooks');
  });

  it('opens Team instead of Webhooks in a team, which has no Webhooks tab', () => {
    expect(settingsTabFor('webhooks', false, false)).toBe('team');
  });

  it('opens Investor Profile during first-time setup, else Account, when the URL names no tab', () => {
    expect(settingsTabFor(null, true, true)).toBe('investor-profile');
    expect(settingsTabFor('unknown', true, false)).toBe('account');
  });
});
