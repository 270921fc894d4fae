import type { AdminAnalytics } from '@pitchscope/domain/contracts/admin';
import { METADATA_FIELD_LABELS } from '@pitchscope/domain/messages';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

const numberFormat = new Intl.NumberFormat('en-US');

/** `GET /api/admin/engine-labels`: the corrections as a zip of labels and slide texts. */
const ENGINE_LABELS_URL = '/api/admin/engine-labels';

/**
 * Accuracy measured from real use (ADR 12): for each deck fact, the share of decks with extracted facts
 * whose owner corrected it. A high share points at the finder to improve.
 */
export function FieldCorrectionsCard({ corrections }: { corrections: AdminAnalytics['fieldCorrections'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Facts Corrected by Users</CardTitle>
        <CardDescription>
          Share of the {numberFormat.format(corrections.decks)} {corrections.decks === 1 ? 'deck' : 'decks'}{' '}
          with extracted facts whose owner changed each fact
        </CardDescription>
        <CardAction>
          <Button asChild size="sm" variant="outline">
            {/* labels.tsv + slide texts for `npm run engine:fit` (README, "The local engine learns a fund's decks") */}
            <a href={ENGINE_LABELS_URL} download>
              <Download aria-hidden="true" />
              Download as labelled data
            </a>
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        {corrections.decks === 0 ? (
          <p className="text-sm text-muted-foreground">No decks with extracted facts yet.</p>
        ) : (
          <Table aria-label="Facts corrected by users">
            <TableHeader>
              <TableRow>
                <TableHead>Fact</TableHead>
                <TableHead className="text-right">Decks corrected</TableHead>
                <TableHead className="w-1/2">Share</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {corrections.fields.map((row) => (
                <TableRow key={row.field}>
                  <TableCell className="font-medium">{METADATA_FIELD_LABELS[row.field]}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {numberFormat.format(row.corrected)}
                  </TableCell>
                  <TableCell>
                    <div className="flex items-center gap-2">
                      <div className="h-2 flex-1 rounded-full bg-muted" aria-hidden>
                        <div
                          className="h-2 rounded-full bg-primary"
                          style={{ width: `${Math.min(100, Math.max(0, row.share))}%` }}
                        />
                      </div>
                      <span className="w-14 text-right text-sm tabular-nums">{row.share.toFixed(1)}%</span>
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
