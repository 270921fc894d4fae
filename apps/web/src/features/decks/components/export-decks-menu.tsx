import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { API_BASE } from '@/lib/api-client';

/**
 * `GET /api/decks/export?format=…`: the user's decks with their facts and fit, as a download; the list's
 * filters and sort go along (the export holds what the list shows).
 */
export function decksExportUrl(format: 'csv' | 'xlsx', params?: URLSearchParams): string {
  const query = new URLSearchParams({ format });
  for (const [key, value] of params ?? []) query.set(key, value);
  return `${API_BASE}/decks/export?${query}`;
}

export function ExportDecksMenu({ disabled, params }: { disabled?: boolean; params?: URLSearchParams }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" disabled={disabled}>
          <Download aria-hidden />
          Export
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem asChild>
          <a href={decksExportUrl('csv', params)} download>
            CSV (.csv)
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={decksExportUrl('xlsx', params)} download>
            Excel (.xlsx)
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
