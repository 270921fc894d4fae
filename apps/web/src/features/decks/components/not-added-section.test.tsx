import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MODEL_WAIT_MESSAGES } from '@pitchscope/domain/model-availability';
import { NOT_ADDED_MESSAGES, WORKSPACE_MESSAGES } from '@pitchscope/domain/messages';
import { VERSION_MESSAGES } from '@pitchscope/domain/deck-versions';
import { buildNotAddedUpload, buildTeamMe } from '../testing/factories';
import { mockApi } from '@/test/mock-api';
import { renderWithApp } from '@/test/render-with-app';
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
    expect(add.closest('[data-viewer-gate]')).toHaveAttribute(
      'aria-label',
      WORKSPACE_MESSAGES.viewerReadOnly,
    );
    expect(screen.getByRole('button', { name: `${NOT_ADDED_MESSAGES.delete}: invoice.pdf` })).toBeEnabled();
  });

  it('lets a member add the upload anyway', async () => {
    renderSection('member');
    expect(
      await screen.findByRole('button', { name: `${NOT_ADDED_MESSAGES.addAnyway}: invoice.pdf` }),
    ).toBeEnabled();
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
    expect(
      within(screen.getByRole('row', { name: 'agenda.pdf' })).queryByText(NOT_ADDED_MESSAGES.attemptCount(1)),
    ).toBeNull();
  });
});

describe('Not added uploads and the analysis model (issue #38)', () => {
  it('shows a file waiting for the model with its countdown, and offers nothing to add or delete', async () => {
    const retryAt = new Date(Date.now() + 125_000).toISOString();
    mockApi({
      'GET /uploads/not-added': () => [
        buildNotAddedUpload({
          fileName: 'deck.pdf',
          status: 'uploading',
          currentStep: MODEL_WAIT_MESSAGES.waitingStep,
          error: null,
          refusal: null,
          fileKept: false,
          modelWait: {
            since: new Date().toISOString(),
            retryAt,
            reason: 'the analysis model could not be reached',
          },
        }),
      ],
    });
    renderWithApp(<NotAddedSection />, { me: buildTeamMe('member') });
    expect(await screen.findByText(MODEL_WAIT_MESSAGES.waiting('2 min'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /deck\.pdf/ })).not.toBeInTheDocument();
  });

  it('retries a file that waited in vain: the whole pipeline runs again', async () => {
    const upload = buildNotAddedUpload({
      fileName: 'deck.pdf',
      refusal: 'model_unavailable',
      error: MODEL_WAIT_MESSAGES.gaveUp(60, 'the analysis model could not be reached'),
    });
    const api = mockApi({
      'GET /uploads/not-added': () => [upload],
      [`POST /uploads/${upload.id}/retry`]: () => ({
        ...upload,
        status: 'uploading',
        refusal: null,
        fileKept: false,
        error: null,
      }),
      [`GET /uploads/${upload.id}`]: () => ({
        ...upload,
        status: 'completed',
        refusal: null,
        fileKept: false,
        error: null,
        deckId: 'deck-1',
      }),
    });
    renderWithApp(<NotAddedSection />, { me: buildTeamMe('member') });
    expect(await screen.findByText(upload.error!)).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: `${NOT_ADDED_MESSAGES.addAnyway}: deck.pdf` }),
    ).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: `${MODEL_WAIT_MESSAGES.retry}: deck.pdf` }));
    await waitFor(() =>
      expect(
        api.requests.some(
          (request) => request.method === 'POST' && request.path === `/uploads/${upload.id}/retry`,
        ),
      ).toBe(true),
    );
    // Followed to its end, it says the file became a deck.
    expect(
      await screen.findByText(NOT_ADDED_MESSAGES.added('deck.pdf'), {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
  });
});

describe('Not added: a version offer the upload dialog was closed on (ADR 0051)', () => {
  const offer = () =>
    buildNotAddedUpload({
      fileName: 'acme-v2.pdf',
      status: 'duplicate',
      currentStep: VERSION_MESSAGES.possibleNewVersionStep,
      error: null,
      refusal: null,
      duplicateInfo: {
        type: 'similar',
        existingDeck: { id: 'deck-acme', companyName: 'Acme', uploadedAt: '2025-01-01T00:00:00.000Z' },
        companyName: 'Acme',
        confidence: 0.9,
        reason: 'Same company, similar content.',
        newVersionOffered: true,
      },
    });

  it('offers the same choice as the dialog, names the deck, and adds the file as its next version', async () => {
    const upload = offer();
    const api = mockApi({
      'GET /uploads/not-added': () => [upload],
      [`POST /uploads/${upload.id}/add-as-version`]: () => ({
        ...upload,
        status: 'uploading',
        duplicateInfo: null,
      }),
      [`GET /uploads/${upload.id}`]: () => ({
        ...upload,
        status: 'completed',
        duplicateInfo: null,
        deckId: 'deck-acme',
      }),
    });
    renderWithApp(<NotAddedSection />, { me: buildTeamMe('member') });
    const row = await screen.findByRole('row', { name: 'acme-v2.pdf' });
    expect(within(row).getByRole('link', { name: 'Acme' })).toHaveAttribute('href', '/pitch-decks/deck-acme');
    expect(
      within(row).getByRole('button', { name: `${VERSION_MESSAGES.keepAsSeparateDeck}: acme-v2.pdf` }),
    ).toBeEnabled();
    expect(
      within(row).getByRole('button', { name: `${NOT_ADDED_MESSAGES.delete}: acme-v2.pdf` }),
    ).toBeEnabled();
    await userEvent.click(
      within(row).getByRole('button', { name: `${VERSION_MESSAGES.addAsNewVersion}: acme-v2.pdf` }),
    );
    await waitFor(() =>
      expect(
        api.requests.some(
          (request) => request.method === 'POST' && request.path === `/uploads/${upload.id}/add-as-version`,
        ),
      ).toBe(true),
    );
  });

  it('leaves a viewer the offer disabled with the reason', async () => {
    mockApi({ 'GET /uploads/not-added': () => [offer()] });
    renderWithApp(<NotAddedSection />, { me: buildTeamMe('viewer') });
    expect(
      await screen.findByRole('button', { name: `${VERSION_MESSAGES.addAsNewVersion}: acme-v2.pdf` }),
    ).toBeDisabled();
  });
});
