import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { API_BASE } from '@/lib/api-client';

/** `GET /api/decks/export?format=…`: the user's decks with their facts and fit, as a download. */
export function decksExportUrl(format: 'csv' | 'xlsx'): string {
  return `${API_BASE}/decks/export?format=${format}`;
}

export function ExportDecksMenu({ disabled }: { disabled?: boolean }) {
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
          <a href={decksExportUrl('csv')} download>
            CSV (.csv)
          </a>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={decksExportUrl('xlsx')} download>
            Excel (.xlsx)
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
