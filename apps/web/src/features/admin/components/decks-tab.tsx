import { ChevronDown, ChevronRight, Database, ExternalLink, Search, Trash2 } from 'lucide-react';
import { Fragment, useId, useState } from 'react';
import { Link } from 'react-router';
import type { AdminDeckRow } from '@pitchscope/domain/contracts/admin';
import { DELETE_DECK_CONFIRMATION } from '@pitchscope/domain/constants';
import { formatDeckDate } from '@pitchscope/domain/format';
import { ADMIN_MESSAGES } from '@pitchscope/domain/messages';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadMore } from '@/components/load-more';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { toast } from '@/hooks/use-toast';
import { useDeleteAdminDeck } from '../api/delete-admin-deck';
import { useAdminDecks } from '../api/get-admin-decks';
import { deckFileUrl } from '@/lib/deck-files';
import { adminFact } from '../utils/decks';
import { ListSkeleton } from './list-skeleton';
import { LoadError } from './load-error';

function DeckDetails({ deck }: { deck: AdminDeckRow }) {
  const items: [string, string][] = [
    ['Product', deck.product || '—'],
    ['Short description', deck.shortDescription || '—'],
    ['Executive summary', deck.executiveSummary || '—'],
    ['Deck ID', deck.id],
    ['User ID', deck.userId],
    ['User email', deck.userEmail ?? '—'],
    ['Deep analysis status', deck.deepAnalysisStatus ?? 'Not started'],
  ];
  return (
    <dl className="grid gap-3 py-2 text-sm sm:grid-cols-2">
      {items.map(([label, value]) => (
        <div
          key={label}
          className={
            label === 'Executive summary' || label === 'Short description' ? 'sm:col-span-2' : undefined
          }
        >
          <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
          <dd
            className={
              label.endsWith('ID') ? 'font-mono text-xs break-all' : 'whitespace-pre-wrap break-words'
            }
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** What the card's description says of the rows loaded so far (the server has the rest). */
function describeRows(count: number, more: boolean, searching: boolean): string {
  const rows = `${count} ${count === 1 ? 'deck' : 'decks'}`;
  if (more) return `Newest ${rows}; more load as you scroll`;
  if (!searching) return rows;
  return `${rows} ${count === 1 ? 'matches' : 'match'} your search`;
}

export function DecksTab() {
  const deleteDeck = useDeleteAdminDeck();
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set());
  const [pendingDelete, setPendingDelete] = useState<AdminDeckRow | null>(null);
  const searchId = useId();
  const search = useDebouncedValue(query).trim();
  const decks = useAdminDecks(search);
  const visible = decks.data?.pages.flatMap((page) => page.items) ?? [];

  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  async function confirmDelete() {
    if (!pendingDelete) return;
    try {
      await deleteDeck.mutateAsync(pendingDelete.id);
      toast({ title: 'Deck Deleted', description: `${pendingDelete.companyName} was deleted permanently.` });
    } catch (error) {
      toast({ title: 'Error', description: ADMIN_MESSAGES.deleteDeckFailed, variant: 'destructive' });
      throw error;
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>All Pitch Decks</CardTitle>
        <CardDescription>
          {decks.data ? describeRows(visible.length, decks.hasNextPage, Boolean(search)) : 'Every deck uploaded by every user'}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="relative max-w-md">
          <label htmlFor={searchId} className="sr-only">
            Search pitch decks
          </label>
          <Search className="absolute top-2.5 left-2.5 size-4 text-muted-foreground" aria-hidden />
          <Input
            id={searchId}
            type="search"
            placeholder="Search by company, industry or stage..."
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className="pl-8"
          />
        </div>

        {decks.isPending ? (
          <ListSkeleton label="Loading pitch decks" />
        ) : decks.isError ? (
          <LoadError message={ADMIN_MESSAGES.loadDashboardFailed} onRetry={() => void decks.refetch()} />
        ) : visible.length === 0 ? (
          <p className="py-8 text-center text-sm text-muted-foreground">
            {search ? 'No decks match your search.' : 'No pitch decks uploaded yet.'}
          </p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead className="w-10">
                  <span className="sr-only">Details</span>
                </TableHead>
                <TableHead>Company</TableHead>
                <TableHead>Industry</TableHead>
                <TableHead>Stage</TableHead>
                <TableHead>Raise</TableHead>
                <TableHead>Uploaded</TableHead>
                <TableHead>Status</TableHead>
                <TableHead className="text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {visible.map((deck) => {
                const open = expanded.has(deck.id);
                const detailsId = `deck-details-${deck.id}`;
                return (
                  <Fragment key={deck.id}>
                    <TableRow>
                      <TableCell>
                        <Button
                          variant="ghost"
                          size="icon"
                          className="size-8"
                          aria-expanded={open}
                          aria-controls={detailsId}
                          aria-label={`${open ? 'Hide' : 'Show'} details for ${deck.companyName}`}
                          onClick={() => toggle(deck.id)}
                        >
                          {open ? <ChevronDown aria-hidden /> : <ChevronRight aria-hidden />}
                        </Button>
                      </TableCell>
                      <TableCell className="font-medium">{deck.companyName}</TableCell>
                      <TableCell>{adminFact(deck, 'industry')}</TableCell>
                      <TableCell>{adminFact(deck, 'stage')}</TableCell>
                      <TableCell className="tabular-nums">{adminFact(deck, 'roundSize')}</TableCell>
                      <TableCell>{formatDeckDate(deck.uploadedAt, 'N/A')}</TableCell>
                      <TableCell>
                        <Badge variant="outline">{deck.status}</Badge>
                      </TableCell>
                      <TableCell>
                        <div className="flex justify-end gap-1">
                          <Button variant="outline" size="sm" asChild>
                            <Link to={`/admin/raw/${encodeURIComponent(deck.id)}`}>
                              <Database aria-hidden />
                              Raw Data
                            </Link>
                          </Button>
                          {deck.fileUrl ? (
                            <Button variant="outline" size="sm" asChild>
                              <a href={deckFileUrl(deck.id, { view: true })} target="_blank" rel="noopener noreferrer">
                                <ExternalLink aria-hidden />
                                File
                              </a>
                            </Button>
                          ) : (
                            <Button variant="outline" size="sm" disabled title="No file stored">
                              <ExternalLink aria-hidden />
                              File
                            </Button>
                          )}
                          <Button
                            variant="outline"
                            size="sm"
                            className="text-destructive"
                            onClick={() => setPendingDelete(deck)}
                            aria-label={`Delete ${deck.companyName}`}
                          >
                            <Trash2 aria-hidden />
                            Delete
                          </Button>
                        </div>
                      </TableCell>
                    </TableRow>
                    {open && (
                      <TableRow id={detailsId} className="bg-muted/30 hover:bg-muted/30">
                        <TableCell />
                        <TableCell colSpan={7} className="whitespace-normal">
                          <DeckDetails deck={deck} />
                        </TableCell>
                      </TableRow>
                    )}
                  </Fragment>
                );
              })}
            </TableBody>
          </Table>
        )}
        {decks.hasNextPage && (
          <LoadMore
            onLoad={() => void (decks.isFetchingNextPage || decks.fetchNextPage())}
            loading={decks.isFetchingNextPage}
          />
        )}
      </CardContent>

      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => !open && setPendingDelete(null)}
        title="Delete this pitch deck?"
        description={
          pendingDelete
            ? `This permanently deletes ${pendingDelete.companyName}, its file and every analysis. This cannot be undone.`
            : undefined
        }
        confirmLabel="Delete Deck"
        requireText={DELETE_DECK_CONFIRMATION}
        onConfirm={confirmDelete}
      />
    </Card>
  );
}
