import type { UploadItem } from '@pitchscope/domain/contracts/decks';
import { api } from '@/lib/api-client';

/**
 * `POST /api/uploads/:id/add-anyway` (202): the owner overrules validation; the upload is processed again
 * without it and answers as running, to be followed with watchUpload.
 */
export function addUploadAnyway(id: string): Promise<UploadItem> {
  return api.post<UploadItem>(`/uploads/${encodeURIComponent(id)}/add-anyway`);
}
