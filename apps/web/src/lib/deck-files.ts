import { PAGE_IMAGE_VERSION, PAGE_IMAGE_WIDTHS } from '@pitchscope/domain/constants';
import { API_BASE } from '@/lib/api-client';

/**
 * `GET /api/decks/:id/file`: the original deck file. With `view`, a PDF opens in the browser's own viewer
 * (sandboxed by the server); a PowerPoint file is always a download.
 */
export function deckFileUrl(deckId: string, { view = false }: { view?: boolean } = {}): string {
  return `${API_BASE}/decks/${encodeURIComponent(deckId)}/file${view ? '?view=1' : ''}`;
}

/**
 * `GET /api/decks/:id/pages/:n/image`: page n (1-based) drawn by the server `width` pixels wide (a
 * PowerPoint deck through LibreOffice). The version makes the URL name its content, so the browser keeps
 * the image for good.
 */
export function deckPageImageUrl(
  deckId: string,
  page: number,
  width: number = PAGE_IMAGE_WIDTHS.slide,
  fileVersion = 1,
): string {
  // A deck's new version (ADR 0051) draws other images under the same deck id: its number names them apart.
  const versioned = fileVersion > 1 ? `&fv=${fileVersion}` : '';
  return `${API_BASE}/decks/${encodeURIComponent(deckId)}/pages/${page}/image?w=${width}&v=${PAGE_IMAGE_VERSION}${versioned}`;
}
