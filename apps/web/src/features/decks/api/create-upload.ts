import type { UploadItem } from '@pitchscope/domain/contracts/decks';
import { uploadFile } from '@/lib/api-client';

/** `POST /api/uploads` (multipart, field `file`) → 202 UploadItem; `onProgress` reports the transfer (0–100). */
export function createUpload(
  file: File,
  onProgress?: (percent: number) => void,
  signal?: AbortSignal,
): Promise<UploadItem> {
  return uploadFile<UploadItem>('/uploads', file, onProgress, { signal });
}
