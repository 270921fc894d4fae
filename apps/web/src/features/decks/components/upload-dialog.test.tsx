import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PROFILE_DEFAULTS } from '@pitchscope/domain/constants';
import { UPLOAD_MESSAGES } from '@pitchscope/domain/messages';
import { VERSION_MESSAGES } from '@pitchscope/domain/deck-versions';
import type { UploadItem } from '@pitchscope/domain/contracts/decks';
import { resetToasts } from '@/hooks/use-toast';
import { addUploadAnyway } from '../api/add-upload-anyway';
import { NOT_ADDED_QUERY_KEY } from '@/lib/query-keys';
import { createUpload } from '../api/create-upload';
import { createUploadFromLink } from '../api/create-upload-from-link';
import { ApiError } from '@/lib/api-client';
import { DECK_LINK_MESSAGES } from '@pitchscope/domain/deck-links';
import { watchUpload } from '../api/watch-upload';
import { addUploadAsVersion } from '../api/deck-versions';
import { buildMe } from '../testing/factories';
import { renderWithApp } from '@/test/render-with-app';
import { UploadDialog } from './upload-dialog';

vi.mock('../api/create-upload', () => ({ createUpload: vi.fn() }));
vi.mock('../api/create-upload-from-link', () => ({ createUploadFromLink: vi.fn() }));
vi.mock('../api/add-upload-anyway', () => ({ addUploadAnyway: vi.fn() }));
vi.mock('../api/watch-upload', () => ({ watchUpload: vi.fn() }));
vi.mock('../api/deck-versions', () => ({ addUploadAsVersion: vi.fn(), keepUploadAsSeparateDeck: vi.fn() }));

const createUploadMock = vi.mocked(createUpload);
const watchUploadMock = vi.mocked(watchUpload);
const addUploadAnywayMock = vi.mocked(addUploadAnyway);
const createUploadFromLinkMock = vi.mocked(createUploadFromLink);
const addUploadAsVersionMock = vi.mocked(addUploadAsVersion);

function pdf(name: string, bytes = 1024): File {
  return new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
}

function serverItem(fileName: string, patch: Partial<UploadItem> = {}): UploadItem {
  return {
    id: `srv-${fileName}`,
    fileName,
    fileSize: 1024,
    status: 'pending',
    progress: 0,
    currentStep: 'queued',
    error: null,
    deckId: null,
    duplicateInfo: null,
    refusal: null,
    fileKept: false,
    addedAnyway: false,
    queuePosition: null,
    attemptCount: 1,
    modelWait: null,
    createdAt: '2025-01-05T00:00:00.000Z',
    updatedAt: '2025-01-05T00:00:00.000Z',
    ...patch,
  };
}

function renderDialog(me = buildMe(), props: Partial<Parameters<typeof UploadDialog>[0]> = {}) {
  const onOpenChange = vi.fn();
  const view = renderWithApp(<UploadDialog open onOpenChange={onOpenChange} pauseMs={0} {...props} />, {
    me,
  });
  return { ...view, onOpenChange, input: screen.getByTestId('upload-input') as HTMLInputElement };
}

const row = (name: string) =>
  screen.getByRole('listitem', { name: new RegExp(`^${name.replace('.', '\\.')}:`) });

beforeEach(() => {
  resetToasts();
  createUploadMock.mockReset();
  watchUploadMock.mockReset();
  addUploadAnywayMock.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('UploadDialog: adding files', () => {
  it('skips unsupported types with the spec toast', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { input } = renderDialog();
    await user.upload(input, [pdf('acme.pdf'), pdf('notes.docx'), pdf('photo.png')]);
    expect(await screen.findByText('Some files skipped')).toBeInTheDocument();
    expect(
      screen.getByText('2 files were skipped. Only PDF, PPT, and PPTX files are supported.'),
    ).toBeInTheDocument();
    expect(row('acme.pdf')).toBeInTheDocument();
    expect(screen.queryByText('notes.docx')).not.toBeInTheDocument();
  });

  it('lists each file with size, status and a remove button for pending files', async () => {
    const user = userEvent.setup();
    const { input } = renderDialog();
    await user.upload(input, [pdf('acme.pdf', 2 * 1024 * 1024), pdf('beta.pptx')]);
    const acme = row('acme.pdf');
    expect(within(acme).getByText('2.00 MB')).toBeInTheDocument();
    expect(within(acme).getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('0 of 2 files')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Upload (2)' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Add More Files' })).toBeInTheDocument();
    expect(screen.getByTestId('upload-list')).toHaveStyle({ maxHeight: '24rem' });

    await user.click(within(acme).getByRole('button', { name: 'Remove acme.pdf' }));
    expect(screen.queryByText('acme.pdf')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Upload (1)' })).toBeInTheDocument();
  });

  it('refuses files over the size limit before upload', async () => {
    const user = userEvent.setup();
    const { input } = renderDialog(buildMe(), { maxSizeMb: 1 });
    await user.upload(input, [pdf('huge.pdf', 2 * 1024 * 1024)]);
    const huge = row('huge.pdf');
    expect(within(huge).getByText('Error')).toBeInTheDocument();
    expect(within(huge).getByText('File is larger than the 1 MB limit.')).toBeInTheDocument();
    expect(within(huge).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Upload (0)' })).toBeDisabled();
  });
});

describe('UploadDialog: the batch', () => {
  it('uploads one file at a time and reports the outcome of each', async () => {
    const user = userEvent.setup();
    const balanceUpdated = vi.fn();
    window.addEventListener('tokenBalanceUpdated', balanceUpdated);
    const order: string[] = [];
    createUploadMock.mockImplementation(async (file, onProgress) => {
      order.push(`send ${file.name}`);
      onProgress?.(100);
      return serverItem(file.name);
    });
    watchUploadMock.mockImplementation(async (id, onUpdate) => {
      order.push(`watch ${id}`);
      onUpdate(serverItem(id, { id, status: 'uploading', progress: 45, currentStep: 'deck record created' }));
      if (id === 'srv-a.pdf')
        return serverItem(id, { id, status: 'completed', progress: 100, currentStep: 'done', deckId: 'd1' });
      if (id === 'srv-b.pdf')
        return serverItem(id, {
          id,
          status: 'duplicate',
          progress: 25,
          currentStep: 'checking duplicates',
          duplicateInfo: {
            type: 'same_round',
            existingDeck: { id: 'd0', companyName: 'Beta', uploadedAt: '2025-01-01' },
            companyName: 'Beta',
            confidence: 0.9,
            reason: 'You already have a deck for "Beta" with the same funding round.',
          },
        });
      return serverItem(id, {
        id,
        status: 'error',
        progress: 20,
        error: 'Validation failed: not a pitch deck',
      });
    });

    const { input } = renderDialog();
    await user.upload(input, [pdf('a.pdf'), pdf('b.pdf'), pdf('c.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Start Upload (3)' }));

    expect(await screen.findByText('Batch Upload Complete')).toBeInTheDocument();
    expect(screen.getByText('1 completed, 1 duplicate, 1 failed.')).toBeInTheDocument();
    // The duplicate names the deck it duplicates and leads to it (issue #36).
    expect(within(row('b.pdf')).getByRole('link', { name: VERSION_MESSAGES.duplicateOf('Beta') })).toHaveAttribute(
      'href',
      '/pitch-decks/d0',
    );
    expect(order).toEqual([
      'send a.pdf',
      'watch srv-a.pdf',
      'send b.pdf',
      'watch srv-b.pdf',
      'send c.pdf',
      'watch srv-c.pdf',
    ]);
    expect(within(row('a.pdf')).getByText('Completed')).toBeInTheDocument();
    expect(within(row('b.pdf')).getByText('Duplicate')).toBeInTheDocument();
    expect(
      within(row('b.pdf')).getByText('You already have a deck for "Beta" with the same funding round.'),
    ).toBeInTheDocument();
    expect(within(row('c.pdf')).getByText('Validation failed: not a pitch deck')).toBeInTheDocument();
    expect(screen.getByText('3 of 3 files')).toBeInTheDocument();
    expect(balanceUpdated).toHaveBeenCalledTimes(1);
    window.removeEventListener('tokenBalanceUpdated', balanceUpdated);
  });

  it('offers "Add as pitch deck anyway" on a file judged not a pitch deck, and follows it to a deck', async () => {
    const user = userEvent.setup();
    const refused = serverItem('invoice.pdf', {
      status: 'error',
      progress: 20,
      currentStep: 'failed',
      error: 'Validation failed: an invoice',
      refusal: 'not_pitch_deck',
      fileKept: true,
    });
    createUploadMock.mockResolvedValue(serverItem('invoice.pdf'));
    watchUploadMock.mockResolvedValueOnce(refused);
    addUploadAnywayMock.mockResolvedValue({
      ...refused,
      status: 'uploading',
      progress: 0,
      error: null,
      refusal: null,
    });
    watchUploadMock.mockImplementationOnce(async (id, onUpdate) => {
      onUpdate(
        serverItem('invoice.pdf', { status: 'uploading', progress: 45, currentStep: 'deck record created' }),
      );
      return serverItem('invoice.pdf', {
        status: 'completed',
        progress: 100,
        currentStep: 'done',
        deckId: 'd1',
      });
    });

    const { input } = renderDialog();
    await user.upload(input, [pdf('invoice.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Start Upload (1)' }));
    const addAnyway = await within(row('invoice.pdf')).findByRole('button', {
      name: 'Add as pitch deck anyway',
    });
    expect(within(row('invoice.pdf')).getByText('Validation failed: an invoice')).toBeInTheDocument();

    await user.click(addAnyway);
    expect(addUploadAnywayMock).toHaveBeenCalledWith('srv-invoice.pdf');
    await waitFor(() => expect(within(row('invoice.pdf')).getByText('Completed')).toBeInTheDocument());
    expect(within(row('invoice.pdf')).queryByRole('button', { name: 'Add as pitch deck anyway' })).toBeNull();
  });

  it('offers a changed deck of the same company as a new version, and follows "Add as new version" to the deck', async () => {
    const user = userEvent.setup();
    const offered = serverItem('beta-v2.pdf', {
      status: 'duplicate',
      progress: 100,
      currentStep: VERSION_MESSAGES.possibleNewVersionStep,
      error: 'You already have a deck for "Beta" with the same funding round. To upload an updated version, please delete the existing deck first.',
      duplicateInfo: {
        type: 'same_round',
        existingDeck: { id: 'd0', companyName: 'Beta', uploadedAt: '2025-01-01' },
        companyName: 'Beta',
        confidence: 0.9,
        reason: 'You already have a deck for "Beta" with the same funding round.',
        newVersionOffered: true,
      },
    });
    createUploadMock.mockResolvedValue(serverItem('beta-v2.pdf'));
    watchUploadMock.mockResolvedValueOnce(offered);
    addUploadAsVersionMock.mockResolvedValue({ ...offered, status: 'uploading', progress: 0, duplicateInfo: null });
    watchUploadMock.mockResolvedValueOnce(serverItem('beta-v2.pdf', { status: 'completed', progress: 100, currentStep: 'done', deckId: 'd0' }));

    const { input } = renderDialog();
    await user.upload(input, [pdf('beta-v2.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Start Upload (1)' }));
    const offer = await within(row('beta-v2.pdf')).findByRole('group', { name: VERSION_MESSAGES.possibleNewVersion('Beta') });
    expect(within(offer).getByRole('link', { name: 'Beta' })).toHaveAttribute('href', '/pitch-decks/d0');
    expect(within(offer).getByRole('button', { name: VERSION_MESSAGES.keepAsSeparateDeck })).toBeInTheDocument();
    // The spec's message stays as it is.
    expect(within(row('beta-v2.pdf')).getByText(/same funding round\. To upload an updated version/)).toBeInTheDocument();

    await user.click(within(offer).getByRole('button', { name: VERSION_MESSAGES.addAsNewVersion }));
    expect(addUploadAsVersionMock).toHaveBeenCalledWith('srv-beta-v2.pdf');
    await waitFor(() => expect(within(row('beta-v2.pdf')).getByText('Completed')).toBeInTheDocument());
    expect(within(row('beta-v2.pdf')).queryByRole('button', { name: VERSION_MESSAGES.addAsNewVersion })).toBeNull();
  });

  it('does not offer "add anyway" on an unreadable file', async () => {
    const user = userEvent.setup();
    createUploadMock.mockResolvedValue(serverItem('broken.pdf'));
    watchUploadMock.mockResolvedValue(
      serverItem('broken.pdf', {
        status: 'error',
        error: 'It may be corrupt.',
        refusal: 'unreadable',
        fileKept: true,
      }),
    );
    const { input } = renderDialog();
    await user.upload(input, [pdf('broken.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Start Upload (1)' }));
    expect(await within(row('broken.pdf')).findByText('It may be corrupt.')).toBeInTheDocument();
    expect(within(row('broken.pdf')).queryByRole('button', { name: 'Add as pitch deck anyway' })).toBeNull();
  });

  it('shows a transport failure on the row', async () => {
    const user = userEvent.setup();
    const { ApiError } = await import('@/lib/api-client');
    createUploadMock.mockRejectedValue(
      new ApiError('FILE_TOO_LARGE', 413, 'File is larger than the 100 MB limit.'),
    );
    const { input } = renderDialog();
    await user.upload(input, [pdf('a.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Start Upload (1)' }));
    expect(
      await within(row('a.pdf')).findByText('File is larger than the 100 MB limit.'),
    ).toBeInTheDocument();
  });

  it('refreshes "Not added" when the server refuses a file on arrival (it keeps it there)', async () => {
    const user = userEvent.setup();
    const { ApiError } = await import('@/lib/api-client');
    createUploadMock.mockRejectedValue(new ApiError('UNSUPPORTED_FILE_TYPE', 415, UPLOAD_MESSAGES.unsupportedType));
    const { input, queryClient } = renderDialog();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.upload(input, [pdf('notes.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Start Upload (1)' }));
    expect(await within(row('notes.pdf')).findByText(UPLOAD_MESSAGES.unsupportedType)).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: NOT_ADDED_QUERY_KEY });
  });

  it('pauses before the next file and resumes the rest', async () => {
    const user = userEvent.setup();
    let finishFirst: () => void = () => {};
    createUploadMock.mockImplementation(async (file) => serverItem(file.name));
    watchUploadMock.mockImplementation(async (id) => {
      if (id === 'srv-a.pdf') await new Promise<void>((resolve) => (finishFirst = resolve));
      return serverItem(id, { id, status: 'completed', progress: 100, currentStep: 'done' });
    });
    const { input } = renderDialog();
    await user.upload(input, [pdf('a.pdf'), pdf('b.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Start Upload (2)' }));
    await user.click(await screen.findByRole('button', { name: 'Pause' }));
    finishFirst();
    await waitFor(() => expect(within(row('a.pdf')).getByText('Completed')).toBeInTheDocument());
    expect(within(row('b.pdf')).getByText('Pending')).toBeInTheDocument();
    expect(createUploadMock).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(within(row('b.pdf')).getByText('Completed')).toBeInTheDocument());
    expect(await screen.findByText('Batch Upload Complete')).toBeInTheDocument();
  });
});

describe('UploadDialog: profile banner', () => {
  it('invites a user with a default profile to complete it', async () => {
    const user = userEvent.setup();
    renderDialog(buildMe({ investorProfile: { ...PROFILE_DEFAULTS, excludedCategories: [] } }));
    const banner = screen.getByRole('region', { name: 'Investor profile completeness' });
    expect(within(banner).getByText(/% complete$/)).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Complete Profile' })).toHaveAttribute(
      'href',
      '/settings',
    );
    await user.click(within(banner).getByRole('button', { name: 'Skip for now' }));
    expect(screen.queryByRole('region', { name: 'Investor profile completeness' })).not.toBeInTheDocument();
  });

  it('is not shown for a completed profile', () => {
    renderDialog(buildMe());
    expect(screen.queryByRole('region', { name: 'Investor profile completeness' })).not.toBeInTheDocument();
  });
});

describe('UploadDialog: keyboard', () => {
  it('asks before Esc drops files that are queued but not uploaded; Keep Files keeps them', async () => {
    const user = userEvent.setup();
    const { input, onOpenChange } = renderDialog();
    await user.upload(input, [pdf('acme.pdf'), pdf('beta.pdf')]);
    await user.keyboard('{Escape}');

    const confirm = await screen.findByRole('alertdialog', { name: 'Discard 2 queued files?' });
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
    await user.click(within(confirm).getByRole('button', { name: 'Keep Files' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(row('acme.pdf')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it('Discard drops the queued files and closes the dialog', async () => {
    const user = userEvent.setup();
    const { input, onOpenChange } = renderDialog();
    await user.upload(input, [pdf('acme.pdf')]);
    await user.keyboard('{Escape}');
    const confirm = await screen.findByRole('alertdialog', { name: 'Discard 1 queued file?' });
    await user.click(within(confirm).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(screen.queryByText('acme.pdf')).not.toBeInTheDocument();
  });

  it('closes on Esc at once when nothing is queued', async () => {
    const user = userEvent.setup();
    const { onOpenChange } = renderDialog();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('UploadDialog: the server queue', () => {
  it('shows a waiting file\'s place in line, then its steps once it is read', async () => {
    const user = userEvent.setup();
    createUploadMock.mockImplementation(async (file) => serverItem(file.name, { status: 'uploading', queuePosition: 3 }));
    let advance: () => void = () => undefined;
    watchUploadMock.mockImplementation(async (id, onUpdate) => {
      onUpdate(serverItem(id, { id, status: 'uploading', currentStep: 'queued', queuePosition: 3 }));
      await new Promise<void>((resolve) => (advance = resolve));
      onUpdate(serverItem(id, { id, status: 'uploading', progress: 10, currentStep: 'extracting', queuePosition: null }));
      return serverItem(id, { id, status: 'completed', progress: 100, currentStep: 'done', deckId: 'd1' });
    });

    const { input } = renderDialog();
    await user.upload(input, [pdf('a.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Start Upload (1)' }));
    expect(await within(row('a.pdf')).findByText('queued, place 3 in line')).toBeInTheDocument();

    advance();
    expect(await screen.findByText('Batch Upload Complete')).toBeInTheDocument();
    expect(within(row('a.pdf')).queryByText(/in line/)).not.toBeInTheDocument();
  });
});

describe('UploadDialog: a deck from a link (issue #31)', () => {
  const link = 'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/view';

  it('has the server fetch the link and follows the deck like a file', async () => {
    const user = userEvent.setup();
    createUploadFromLinkMock.mockResolvedValue(serverItem('Acme Seed.pdf', { id: 'srv-link', status: 'uploading' }));
    watchUploadMock.mockImplementation(async (id) => serverItem('Acme Seed.pdf', { id, status: 'completed', progress: 100, currentStep: 'done', deckId: 'd9' }));

    renderDialog();
    await user.type(screen.getByLabelText('Or fetch a deck from a link'), link);
    await user.click(screen.getByRole('button', { name: 'Fetch' }));

    expect(createUploadFromLinkMock).toHaveBeenCalledWith(link, expect.any(AbortSignal));
    expect(await within(row('Acme Seed.pdf')).findByText('Completed')).toBeInTheDocument();
    expect(screen.getByLabelText('Or fetch a deck from a link')).toHaveValue('');
    expect(createUploadMock).not.toHaveBeenCalled();
  });

  it('says at the field why a link gave no file, and keeps the link to correct', async () => {
    const user = userEvent.setup();
    const message = DECK_LINK_MESSAGES.viewer('DocSend');
    createUploadFromLinkMock.mockRejectedValue(new ApiError('BAD_REQUEST', 400, message));

    renderDialog();
    const field = screen.getByLabelText('Or fetch a deck from a link');
    await user.type(field, 'https://docsend.com/view/abc123');
    await user.click(screen.getByRole('button', { name: 'Fetch' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('https://docsend.com/view/abc123');
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });
});
