import { API_BASE } from '@/lib/api-client';

export type DeepAnalysisExportFormat = 'md' | 'json' | 'pdf';

/** `GET /api/decks/:id/deep-analysis/export?format=md|json|pdf`: the report as a download. */
export function deepAnalysisExportUrl(deckId: string, format: DeepAnalysisExportFormat): string {
  return `${API_BASE}/decks/${encodeURIComponent(deckId)}/deep-analysis/export?format=${format}`;
}
