import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { resetToasts } from '@/hooks/use-toast';
import { buildRaw } from '../testing/factories';
import { apiError, mockApi } from '../testing/mock-api';
import { renderAdmin } from '../testing/render';
import AdminRawPage from './admin-raw';

const writeText = vi.fn(async (_text: string) => {});

beforeEach(() => {
  writeText.mockClear();
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetToasts();
});

function renderRaw(deckId = 'deck-1') {
  return renderAdmin(<AdminRawPage />, { route: `/admin/raw/${deckId}`, path: '/admin/raw/:deckId' });
}

describe('AdminRawPage', () => {
  it('shows the deck overview and every metadata block with Copy and Download', async () => {
    mockApi({ 'GET /admin/decks/deck-1/raw': () => buildRaw() });
    renderRaw();

    expect(await screen.findByRole('heading', { name: 'Raw Deck Data' })).toBeInTheDocument();
    expect(screen.getByText('Jan 5, 2025, 10:00 UTC')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Original File/ })).toHaveAttribute(
      'href',
      '/api/decks/deck-1/file?view=1',
    );
    for (const title of [
      'Extracted Metadata',
      'Basic Analysis Results',
      'Investor Fit Analysis',
      'Quick Assessment',
    ]) {
      const block = screen.getByRole('region', { name: title });
      expect(within(block).getByRole('button', { name: `Copy ${title}` })).toBeInTheDocument();
      expect(within(block).getByRole('button', { name: `Download ${title}` })).toBeInTheDocument();
    }
  });

  it('copies a block as JSON and confirms with "Copied!"', async () => {
    mockApi({ 'GET /admin/decks/deck-1/raw': () => buildRaw() });
    const { user } = renderRaw();
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });

    await user.click(await screen.findByRole('button', { name: 'Copy Basic Analysis Results' }));
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(JSON.parse(writeText.mock.calls[0][0])).toMatchObject({
      summary: 'Strong team',
      strengths: ['Team'],
    });
    expect(await screen.findByText('Copied!')).toBeInTheDocument();
  });

  it('downloads a block as a JSON file named from the company and the block title', async () => {
    mockApi({ 'GET /admin/decks/deck-1/raw': () => buildRaw() });
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:mock');
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    onTestFinished(() => void Object.assign(URL, original));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('acme-inc-extracted-metadata.json');
    });
    const { user } = renderRaw();

    await user.click(await screen.findByRole('button', { name: 'Download Extracted Metadata' }));
    expect(click).toHaveBeenCalledTimes(1);
    const blob = createObjectURL.mock.calls[0][0];
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blob.text())).toMatchObject({ companyName: 'Acme, Inc.', industry: 'Fintech' });
  });

  it('disables Copy and Download on an empty block', async () => {
    mockApi({ 'GET /admin/decks/deck-1/raw': () => buildRaw() });
    renderRaw();
    const block = await screen.findByRole('region', { name: 'Quick Assessment' });
    expect(within(block).getByText('No data available')).toBeInTheDocument();
    expect(within(block).getByRole('button', { name: 'Copy Quick Assessment' })).toBeDisabled();
  });

  it('shows slides, file info and "Not started" on the Raw Content tab', async () => {
    mockApi({ 'GET /admin/decks/deck-1/raw': () => buildRaw({ deepAnalysisStatus: 'Pending' }) });
    const { user } = renderRaw();
    await user.click(await screen.findByRole('tab', { name: 'Raw Content' }));
    expect(screen.getByText('Slide 2')).toBeInTheDocument();
    expect(screen.getByText('OCR')).toBeInTheDocument();
    const info = screen.getByRole('region', { name: 'File Information' });
    expect(within(info).getByText('Not started')).toBeInTheDocument();
    expect(within(info).getByText('/files/deck-1.pdf')).toBeInTheDocument();
  });

  it('shows what OCR read before cleaning under a slide whose text was cleaned', async () => {
    const raw = buildRaw();
    raw.content.pages[1] = { ...raw.content.pages[1], rawText: 'Traction 40 customers', ocrText: 'yo\nTraction 40 customers\n| 4 _ = =' };
    mockApi({ 'GET /admin/decks/deck-1/raw': () => raw });
    const { user } = renderRaw();
    await user.click(await screen.findByRole('tab', { name: 'Raw Content' }));

    await user.click(screen.getByText('OCR as read, before cleaning'));
    expect(screen.getByText(/\| 4 _ = =/)).toBeVisible();
    expect(screen.getAllByText('OCR as read, before cleaning')).toHaveLength(1);
  });

  it('says Deck Not Found with a way back when the deck does not exist', async () => {
    mockApi({
      'GET /admin/decks/missing/raw': () => apiError(404, 'DECK_NOT_FOUND', 'Pitch deck not found'),
    });
    renderRaw('missing');
    expect(await screen.findByText('Deck Not Found')).toBeInTheDocument();
    expect(screen.getByText('The requested pitch deck could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Admin/ })).toHaveAttribute('href', '/admin');
  });
});
