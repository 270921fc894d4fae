import type { UploadItem } from '@pitchscope/domain/contracts/decks';
import { api } from '@/lib/api-client';

/** `POST /api/uploads/link` → 202 UploadItem: the server fetches the deck behind the link (issue #31). */
export function createUploadFromLink(url: string, signal?: AbortSignal): Promise<UploadItem> {
  return api.post<UploadItem>('/uploads/link', { url }, { signal });
}
