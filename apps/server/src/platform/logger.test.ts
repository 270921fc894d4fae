import { describe, expect, it } from 'vitest';
import { redactSecretsInPath } from './logger.ts';

describe('the request log', () => {
  it('never holds an invitation or share-link token', () => {
    const token = 'lHMZoeNMyisIClKy8t5ijpq9Mgh18g4I1cyeFzw96zI';
    expect(redactSecretsInPath(`/invite/${token}`)).toBe('/invite/[token]');
    expect(redactSecretsInPath(`/api/invitations/${token}`)).toBe('/api/invitations/[token]');
    expect(redactSecretsInPath(`/api/invitations/${token}/accept`)).toBe('/api/invitations/[token]/accept');
    expect(redactSecretsInPath(`/s/${token}?utm=x`)).toBe('/s/[token]?utm=x');
    expect(redactSecretsInPath(`/api/share/${token}`)).toBe('/api/share/[token]');
  });

  it('keeps every other path as it is', () => {
    expect(redactSecretsInPath('/api/workspaces/ws-1/invitations')).toBe('/api/workspaces/ws-1/invitations');
    expect(redactSecretsInPath('/api/decks/d-1/share-links')).toBe('/api/decks/d-1/share-links');
    expect(redactSecretsInPath('/settings')).toBe('/settings');
  });
});
