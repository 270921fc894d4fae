import { Link } from 'react-router';
import { adminFact } from '../utils/decks';
import { formatDeckDate } from '@pitchscope/domain/format';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { DeckRawData } from '../api/get-deck-raw';
import { deepStatusLabel } from '../utils/raw-blocks';

/** What the manual tools know about the checked deck. */
export function DeckStatusCard({ raw }: { raw: DeckRawData }) {
  const { deck, deepAnalysis } = raw;
  const facts: [string, string][] = [
    ['Industry', adminFact(deck, 'industry', 'N/A')],
    ['Stage', adminFact(deck, 'stage', 'N/A')],
    ['Uploaded', formatDeckDate(deck.uploadedAt, 'N/A')],
    ['Deck status', deck.status],
    ['Initial analysis', deck.analysis ? 'Yes' : 'No'],
    ['Deep analysis status', deepStatusLabel(deck.deepAnalysisStatus)],
    ['Deep analysis generated', formatDeckDate(deepAnalysis?.generatedAt, 'N/A')],
  ];
  return (
    <Card aria-label="Deck status" role="region">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div className="space-y-1">
          <CardTitle className="flex flex-wrap items-center gap-2">
            {deck.companyName || 'N/A'}
            <Badge variant="outline">{deepStatusLabel(deck.deepAnalysisStatus)}</Badge>
          </CardTitle>
          <p className="font-mono text-xs text-muted-foreground break-all">{deck.id}</p>
        </div>
        <Button variant="outline" size="sm" asChild>
          <Link to={`/admin/raw/${encodeURIComponent(deck.id)}`}>Raw Data</Link>
        </Button>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
