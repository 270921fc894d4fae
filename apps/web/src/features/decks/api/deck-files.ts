import { API_BASE } from '@/lib/api-client';

/** `GET /api/decks/:id/file`: the original file, served as an attachment. */
export function deckFileUrl(id: string): string {
  return `${API_BASE}/decks/${encodeURIComponent(id)}/file`;
}

/** `GET /api/decks/:id/pages/:n/image`: PNG of PDF page n (1-based), rendered by the server. */
export function deckPageImageUrl(id: string, page: number): string {
  return `${API_BASE}/decks/${encodeURIComponent(id)}/pages/${page}/image`;
}
