import { Copy, Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { ADMIN_MESSAGES } from '@pitchscope/domain/messages';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/hooks/use-toast';
import { copyText } from '../utils/clipboard';
import { downloadJson, jsonFileName, toPrettyJson } from '../utils/files';

function isEmpty(data: unknown): boolean {
  if (data === null || data === undefined) return true;
  if (typeof data === 'string') return data.trim() === '';
  if (Array.isArray(data)) return data.length === 0;
  if (typeof data === 'object') return Object.keys(data).length === 0;
  return false;
}

/**
 * One block of the raw-data view: its content, Copy (toast 'Copied!') and Download (a JSON file named
 * from the company name and the block title). Text content is copied as text, anything else as JSON.
 */
export function DataBlock({
  title,
  description,
  data,
  companyName,
  children,
  emptyText = 'No data available',
}: {
  title: string;
  description?: string;
  data: unknown;
  companyName: string;
  /** A custom rendering; the JSON of `data` is shown otherwise. */
  children?: ReactNode;
  emptyText?: string;
}) {
  const empty = isEmpty(data);

  async function copy() {
    const ok = await copyText(typeof data === 'string' ? data : toPrettyJson(data));
    if (ok) toast({ title: ADMIN_MESSAGES.copied, description: `${title} copied to the clipboard.` });
    else
      toast({
        title: 'Copy Failed',
        description: 'The browser did not allow copying.',
        variant: 'destructive',
      });
  }

  return (
    <Card className="gap-3 py-4" role="region" aria-label={title}>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2 px-4">
        <div className="space-y-1">
          <CardTitle>{title}</CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </div>
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => void copy()}
            disabled={empty}
            aria-label={`Copy ${title}`}
          >
            <Copy aria-hidden />
            Copy
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => downloadJson(jsonFileName(companyName, title), data)}
            disabled={empty}
            aria-label={`Download ${title}`}
          >
            <Download aria-hidden />
            Download
          </Button>
        </div>
      </CardHeader>
      <CardContent className="px-4">
        {empty ? (
          <p className="text-sm text-muted-foreground">{emptyText}</p>
        ) : (
          (children ?? (
            <pre className="max-h-96 overflow-auto rounded-md bg-muted/50 p-3 font-mono text-xs whitespace-pre-wrap break-words">
              {typeof data === 'string' ? data : toPrettyJson(data)}
            </pre>
          ))
        )}
      </CardContent>
    </Card>
  );
}
