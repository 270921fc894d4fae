import { Bug, Check, Copy, Download, ExternalLink, FileCode2, FileText } from 'lucide-react';
import { ANALYSIS_MESSAGES } from '@pitchscope/domain/messages';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { deepAnalysisExportUrl, type DeepAnalysisExportFormat } from '../api/deck-file-urls';
import { useCopyConfirmation } from '../hooks/use-copy-confirmation';
import { openDeckFile } from './deep-analysis-header';

const EXPORTS: { format: DeepAnalysisExportFormat; label: string }[] = [
  { format: 'md', label: 'Markdown' },
  { format: 'json', label: 'JSON' },
  { format: 'pdf', label: 'PDF' },
];

interface DeepDiveToolbarProps {
  deckId: string;
  hasFile: boolean;
  fullText: string;
  isAdmin: boolean;
  showRaw: boolean;
  onToggleRaw: () => void;
  model?: string;
  generatedAt?: string;
}

/** Deep Dive actions: original deck, copy, exports; the raw and debug views for admins only. */
export function DeepDiveToolbar({
  deckId,
  hasFile,
  fullText,
  isAdmin,
  showRaw,
  onToggleRaw,
  model,
  generatedAt,
}: DeepDiveToolbarProps) {
  const { copied, copy } = useCopyConfirmation();
  return (
    <div className="flex flex-wrap items-center gap-2">
      {hasFile && (
        <Button variant="outline" size="sm" onClick={() => openDeckFile(deckId)}>
          <ExternalLink aria-hidden="true" />
          View Original Deck
        </Button>
      )}
      <Button variant="outline" size="sm" onClick={() => void copy(fullText)} aria-live="polite">
        {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {copied ? ANALYSIS_MESSAGES.copiedAll : 'Copy Full Analysis'}
      </Button>
      <div role="group" aria-label="Export analysis" className="flex flex-wrap items-center gap-1">
        <span aria-hidden="true" className="pl-1 text-xs font-medium text-muted-foreground">
          Export
        </span>
        {EXPORTS.map(({ format, label }) => (
          <Button key={format} variant="ghost" size="sm" asChild>
            <a href={deepAnalysisExportUrl(deckId, format)} download aria-label={`Export as ${label}`}>
              {format === 'pdf' ? (
                <FileText aria-hidden="true" />
              ) : format === 'json' ? (
                <FileCode2 aria-hidden="true" />
              ) : (
                <Download aria-hidden="true" />
              )}
              {label}
            </a>
          </Button>
        ))}
      </div>
      {isAdmin && (
        <>
          <Button variant="secondary" size="sm" onClick={onToggleRaw} aria-pressed={showRaw}>
            {showRaw ? 'Show Formatted View' : 'Show Raw Analysis'}
          </Button>
          <Dialog>
            <DialogTrigger asChild>
              <Button variant="secondary" size="sm">
                <Bug aria-hidden="true" />
                Debug Analysis
              </Button>
            </DialogTrigger>
            <DialogContent className="max-h-[85vh] sm:max-w-3xl">
              <DialogHeader>
                <DialogTitle>Debug Analysis</DialogTitle>
                <DialogDescription>
                  Raw AI output{model ? ` from ${model}` : ''}
                  {generatedAt ? `, generated ${new Date(generatedAt).toLocaleString()}` : ''}.
                </DialogDescription>
              </DialogHeader>
              <pre className="max-h-[60vh] overflow-auto rounded-md bg-muted p-4 text-xs whitespace-pre-wrap break-words">
                {fullText || ANALYSIS_MESSAGES.noAnalysisData}
              </pre>
            </DialogContent>
          </Dialog>
        </>
      )}
    </div>
  );
}
