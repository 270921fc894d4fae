import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { NOT_ADDED_MESSAGES, WORKSPACE_MESSAGES } from '@pitchscope/domain/messages';
import { buildNotAddedUpload, buildTeamMe } from '../testing/factories';
import { mockApi } from '../testing/mock-api';
import { renderWithApp } from '../testing/render';
import { NotAddedSection } from './not-added-section';

afterEach(() => vi.unstubAllGlobals());

function renderSection(role: 'viewer' | 'member') {
  mockApi({ 'GET /uploads/not-added': () => [buildNotAddedUpload({ fileName: 'invoice.pdf' })] });
  renderWithApp(<NotAddedSection />, { me: buildTeamMe(role) });
}

describe('Not added uploads in a team workspace', () => {
  it('shows a viewer "Add anyway" disabled with the reason, and still lets them delete their refused upload', async () => {
    renderSection('viewer');
    const add = await screen.findByRole('button', { name: `${NOT_ADDED_MESSAGES.addAnyway}: invoice.pdf` });
    expect(add).toBeDisabled();
    expect(add.closest('[data-viewer-gate]')).toHaveAttribute('aria-label', WORKSPACE_MESSAGES.viewerReadOnly);
    expect(screen.getByRole('button', { name: `${NOT_ADDED_MESSAGES.delete}: invoice.pdf` })).toBeEnabled();
  });

  it('lets a member add the upload anyway', async () => {
    renderSection('member');
    expect(await screen.findByRole('button', { name: `${NOT_ADDED_MESSAGES.addAnyway}: invoice.pdf` })).toBeEnabled();
  });
});

describe('Not added: one row per file', () => {
  it('says how many times a file listed once was refused', async () => {
    mockApi({
      'GET /uploads/not-added': () => [
        buildNotAddedUpload({ fileName: 'minutes.pdf', attemptCount: 3 }),
        buildNotAddedUpload({ fileName: 'agenda.pdf' }),
      ],
    });
    renderWithApp(<NotAddedSection />, { me: buildTeamMe('member') });
    const minutes = await screen.findByRole('row', { name: 'minutes.pdf' });
    expect(within(minutes).getByText(NOT_ADDED_MESSAGES.attemptCount(3))).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: 'agenda.pdf' })).queryByText(NOT_ADDED_MESSAGES.attemptCount(1))).toBeNull();
  });
});
