import { API_BASE } from '@/lib/api-client';

/**
 * `GET /api/decks/:id/file`: the original deck file. With `view`, a PDF opens in the browser's own viewer
 * (sandboxed by the server); a PowerPoint file is always a download.
 */
export function deckFileUrl(deckId: string, { view = false }: { view?: boolean } = {}): string {
  return `${API_BASE}/decks/${encodeURIComponent(deckId)}/file${view ? '?view=1' : ''}`;
}

/** `GET /api/decks/:id/pages/:n/image`: PNG of page n (1-based), rendered by the server. */
export function deckPageImageUrl(deckId: string, page: number): string {
  return `${API_BASE}/decks/${encodeURIComponent(deckId)}/pages/${page}/image`;
}
