import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { DeckVersionAnswer } from '@pitchscope/domain/deck-versions';
import { renderWithApp } from '@/test/render-with-app';
import { useDeckVersions } from '../api/deck-versions';
import { DeckVersionsPanel } from './deck-versions-panel';

vi.mock('../api/deck-versions', () => ({ useDeckVersions: vi.fn() }));

const version = (number: number, patch: Partial<DeckVersionAnswer> = {}): DeckVersionAnswer => ({
  number,
  fileName: `ledgerly-v${number}.pdf`,
  fileType: 'pdf',
  fileSize: 1024,
  uploadedAt: '2026-11-20T10:00:00.000Z',
  uploadedBy: { id: 'u1', name: 'Vera Versions' },
  current: false,
  changes: [],
  fileUrl: `/api/decks/d1/versions/${number}/file`,
  ...patch,
});

describe('DeckVersionsPanel', () => {
  it('lists the newest version first with its uploader, its file and the facts that changed', async () => {
    const answer = (data: DeckVersionAnswer[]) => ({ data, isPending: false, isError: false }) as unknown as ReturnType<typeof useDeckVersions>;
    vi.mocked(useDeckVersions).mockReturnValue(answer([
      version(1),
      version(2, {
        current: true,
        changes: [
          { label: 'Round Size', before: '$1.5M', after: '$2M', slide: 8 },
          { label: 'ARR', before: '$400K', after: '$650K', slide: null },
        ],
      }),
    ]));
    renderWithApp(<DeckVersionsPanel deckId="d1" />);
    const items = await screen.findAllByRole('listitem', { name: /^v\d: / });
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['v2: ledgerly-v2.pdf', 'v1: ledgerly-v1.pdf']);
    const changes = within(items[0]).getByRole('list', { name: 'Changes in v2' });
    expect(changes).toHaveTextContent('Round Size: $1.5M → $2M (slide 8)');
    expect(changes).toHaveTextContent('ARR: $400K → $650K');
    expect(within(items[0]).getByText('Current')).toBeInTheDocument();
    expect(within(items[0]).getByText(/Vera Versions/)).toBeInTheDocument();
    const [view, download] = within(items[1]).getAllByRole('link');
    expect(view).toHaveTextContent('View v1');
    expect(view).toHaveAttribute('href', '/api/decks/d1/versions/1/file?view=1');
    expect(download).toHaveTextContent('Download v1');
    expect(download).toHaveAttribute('href', '/api/decks/d1/versions/1/file');
    expect(within(items[1]).getByText('First version')).toBeInTheDocument();
  });
});
