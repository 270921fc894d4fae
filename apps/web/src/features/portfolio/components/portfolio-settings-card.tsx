import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Building2, Trash2, Upload } from 'lucide-react';
import { PORTFOLIO_CSV_MAX_CHARS, type PortfolioCompany, type PortfolioImportResponse } from '@pitchscope/domain/portfolio';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SettingsCard, SettingsList } from '@/components/settings-card';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CardContent } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { useCurrentWorkspace } from '@/lib/current-workspace';
import { useDeletePortfolioCompany, useImportPortfolio, usePortfolio } from '../api/portfolio';

function ImportResult({ result }: { result: PortfolioImportResponse }) {
  const imported = `${result.added} added, ${result.updated} updated.`;
  if (result.errors.length === 0) {
    return (
      <p role="status" className="text-sm">
        {imported}
      </p>
    );
  }
  return (
    <Alert variant="destructive" role="alert">
      <AlertTitle>
        {imported} {result.errors.length === 1 ? '1 row was' : `${result.errors.length} rows were`} not imported:
      </AlertTitle>
      <AlertDescription>
        <ul className="list-disc pl-4" aria-label="Rows not imported">
          {result.errors.map((error) => (
            <li key={`${error.line}-${error.message}`}>
              Line {error.line}: {error.message}
            </li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}

/**
 * Settings → Portfolio (issue #32 item 4): the current workspace's portfolio companies, imported from a
 * CSV (each bad row reported with its line), and removed one by one. Decks that compete with one are
 * flagged in the library and on their page.
 */
export function PortfolioSettingsCard() {
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const { canWriteDecks } = useCurrentWorkspace();
  const portfolio = usePortfolio();
  const importCsv = useImportPortfolio();
  const remove = useDeletePortfolioCompany();
  const [result, setResult] = useState<PortfolioImportResponse | null>(null);
  const [deleting, setDeleting] = useState<PortfolioCompany | null>(null);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setResult(null);
    const text = await file.text();
    if (text.length > PORTFOLIO_CSV_MAX_CHARS) {
      toast({ variant: 'destructive', title: 'The file is too large', description: `At most ${PORTFOLIO_CSV_MAX_CHARS.toLocaleString()} characters.` });
      return;
    }
    try {
      setResult(await importCsv.mutateAsync(text));
    } catch (error) {
      toast({ variant: 'destructive', title: 'The portfolio could not be imported', description: errorMessage(error) });
    }
  }

  return (
    <SettingsCard
      icon={Building2}
      title="Portfolio"
      description="Your workspace's portfolio companies. A deck that competes with one (same sector and product words, or it names the company as a competitor) is flagged."
    >
      <CardContent className="grid gap-4">
        {canWriteDecks && (
          <div className="grid gap-2">
            <p className="text-sm text-muted-foreground">
              Import a CSV whose first line names the columns: <code>name</code>, <code>website</code>, <code>sector</code>,{' '}
              <code>description</code>. A company already in the portfolio (same name) is updated.
            </p>
            <input
              ref={fileInput}
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              className="sr-only"
              aria-label="Portfolio CSV file"
              onChange={(event) => void onFile(event)}
            />
            <div>
              <Button type="button" variant="outline" disabled={importCsv.isPending} onClick={() => fileInput.current?.click()}>
                <Upload className="size-4" aria-hidden />
                {importCsv.isPending ? 'Importing…' : 'Import CSV'}
              </Button>
            </div>
            {result && <ImportResult result={result} />}
          </div>
        )}
        <SettingsList
          query={portfolio}
          loadingLabel="Loading the portfolio"
          errorText="The portfolio could not be loaded."
          emptyText="No portfolio companies yet."
        >
          {(companies) => (
            <Table aria-label="Portfolio companies">
              <TableHeader>
                <TableRow>
                  <TableHead>Company</TableHead>
                  <TableHead>Sector</TableHead>
                  <TableHead className="hidden sm:table-cell">Description</TableHead>
                  {canWriteDecks && <TableHead className="w-12"><span className="sr-only">Remove</span></TableHead>}
                </TableRow>
              </TableHeader>
              <TableBody>
                {companies.map((company) => (
                  <TableRow key={company.id}>
                    <TableCell>
                      <span className="font-medium">{company.name}</span>
                      {company.website && <span className="block text-xs text-muted-foreground">{company.website}</span>}
                    </TableCell>
                    <TableCell>{company.sector || '—'}</TableCell>
                    <TableCell className="hidden max-w-72 truncate sm:table-cell" title={company.description}>
                      {company.description || '—'}
                    </TableCell>
                    {canWriteDecks && (
                      <TableCell>
                        <Button type="button" variant="ghost" size="icon" aria-label={`Remove ${company.name}`} onClick={() => setDeleting(company)}>
                          <Trash2 className="size-4" aria-hidden />
                        </Button>
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </SettingsList>
      </CardContent>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Remove ${deleting?.name ?? ''} from the portfolio?`}
        description="Decks are no longer flagged as competing with it."
        confirmLabel="Remove"
        destructive
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
          } catch (error) {
            toast({ variant: 'destructive', title: 'The company could not be removed', description: errorMessage(error) });
            throw error;
          }
        }}
      />
    </SettingsCard>
  );
}
