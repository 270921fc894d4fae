import { API_BASE } from '@/lib/api-client';

/** `GET /api/decks/:id/file`: the original deck file (opened in a new window). */
export function deckFileUrl(deckId: string): string {
  return `${API_BASE}/decks/${encodeURIComponent(deckId)}/file`;
}

export type DeepAnalysisExportFormat = 'md' | 'json' | 'pdf';

/** `GET /api/decks/:id/deep-analysis/export?format=md|json|pdf`: the report as a download. */
export function deepAnalysisExportUrl(deckId: string, format: DeepAnalysisExportFormat): string {
  return `${API_BASE}/decks/${encodeURIComponent(deckId)}/deep-analysis/export?format=${format}`;
}
