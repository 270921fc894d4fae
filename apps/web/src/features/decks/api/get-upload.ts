import type { UploadItem } from '@pitchscope/domain/contracts/decks';
import { api } from '@/lib/api-client';

/** `GET /api/uploads/:id`. */
export function getUpload(id: string, signal?: AbortSignal): Promise<UploadItem> {
  return api.get<UploadItem>(`/uploads/${encodeURIComponent(id)}`, { signal });
}
