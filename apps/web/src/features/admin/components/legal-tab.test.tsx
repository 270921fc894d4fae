import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LegalDocument } from '@pitchscope/domain/contracts/admin';
import { resetToasts } from '@/hooks/use-toast';
import { apiError, mockApi } from '../testing/mock-api';
import { renderAdmin } from '../testing/render';
import { LegalTab } from './legal-tab';

const privacy: LegalDocument = {
  id: 'privacy-policy',
  title: 'Privacy Policy',
  content: '# Privacy\n\nWe keep little.',
  lastUpdated: '2025-04-01T00:00:00.000Z',
  updatedBy: 'user-7f3a',
  updatedByName: 'Ada Admin',
  version: 3,
  isActive: true,
};
const terms: LegalDocument = {
  ...privacy,
  id: 'terms-of-service',
  title: 'Terms of Service',
  content: 'Be nice.',
  version: 1,
};

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

describe('LegalTab', () => {
  it('edits, previews and saves a document; the version comes from the server', async () => {
    const { calls } = mockApi({
      'GET /admin/legal': () => [privacy, terms],
      'PUT /admin/legal/privacy-policy': ({ body }) => ({ ...privacy, ...(body as object), version: 4 }),
    });
    const { user } = renderAdmin(<LegalTab />);
    expect(await screen.findByText('Version 3')).toBeInTheDocument();
    expect(screen.getByText(/Last updated/)).toHaveTextContent('by Ada Admin');
    expect(screen.queryByText(/user-7f3a/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Privacy' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View public page/ })).toHaveAttribute('href', '/privacy');

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const content = screen.getByLabelText('Content (Markdown)');
    await user.clear(content);
    await user.type(content, '## Updated policy');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByRole('heading', { name: 'Updated policy' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Version 4')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      title: 'Privacy Policy',
      content: '## Updated policy',
      isActive: true,
    });
  });

  it('takes a document off its public page with the Published switch', async () => {
    const { calls } = mockApi({
      'GET /admin/legal': () => [privacy, terms],
      'PUT /admin/legal/privacy-policy': ({ body }) => ({ ...privacy, ...(body as object), version: 4 }),
    });
    const { user } = renderAdmin(<LegalTab />);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const published = screen.getByRole('switch', { name: 'Published' });
    expect(published).toBeChecked();
    await user.click(published);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Inactive')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ isActive: false });
  });

  it('reports load and save failures verbatim', async () => {
    mockApi({ 'GET /admin/legal': () => [privacy], 'PUT /admin/legal/privacy-policy': () => apiError(500) });
    const { user } = renderAdmin(<LegalTab />);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save document. Please try again.')).toBeInTheDocument();
  });

  it('says the documents failed to load', async () => {
    mockApi({ 'GET /admin/legal': () => apiError(500) });
    renderAdmin(<LegalTab />);
    expect(await screen.findByText('Failed to load legal documents. Please try again.')).toBeInTheDocument();
  });
});
