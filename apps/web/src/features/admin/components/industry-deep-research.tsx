import { Pencil } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ADMIN_PAGE_SIZE } from '@pitchscope/domain/constants';
import { formatDeckDate } from '@pitchscope/domain/format';
import { ADMIN_MESSAGES } from '@pitchscope/domain/messages';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { useDeepResearch } from '../api/get-deep-research';
import { useIndustrySystem } from '../api/get-industry-system';
import { useUpdateDeepResearch } from '../api/update-deep-research';
import { paginate } from '../utils/lists';
import { ListSkeleton } from './list-skeleton';
import { LoadError } from './load-error';
import { Pagination } from './pagination';
import { EditActions } from './edit-actions';

/** Per industry, the deep_research text given to the analysis; one industry is edited at a time. */
export function IndustryDeepResearch() {
  const research = useDeepResearch();
  const system = useIndustrySystem();
  const update = useUpdateDeepResearch();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ industry: string; text: string } | null>(null);

  const industries = useMemo(() => {
    const names = new Set([
      ...Object.keys(system.data?.data?.hierarchy ?? {}),
      ...Object.keys(research.data?.data ?? {}),
    ]);
    return [...names].sort((a, b) => a.localeCompare(b));
  }, [system.data, research.data]);

  if (research.isPending) return <ListSkeleton label="Loading deep research" />;
  if (research.isError || research.data.success === false) {
    return (
      <LoadError message={ADMIN_MESSAGES.loadIndustriesFailed} onRetry={() => void research.refetch()} />
    );
  }

  const current = paginate(industries, page, ADMIN_PAGE_SIZE);

  async function save() {
    if (!editing) return;
    try {
      await update.mutateAsync({ industry_name: editing.industry, deep_research: editing.text });
      toast({ title: 'Deep Research Saved', description: `${editing.industry} was updated.` });
      setEditing(null);
    } catch {
      toast({ title: 'Error', description: ADMIN_MESSAGES.saveDeepResearchFailed, variant: 'destructive' });
    }
  }

  if (industries.length === 0) {
    return <p className="py-8 text-center text-sm text-muted-foreground">No industries defined.</p>;
  }

  return (
    <div className="space-y-3">
      <ul className="space-y-3">
        {current.items.map((industry) => {
          const entry = research.data.data[industry];
          const isEditing = editing?.industry === industry;
          return (
            <li key={industry}>
              <Card className="gap-3 py-4">
                <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2 px-4">
                  <div className="space-y-1">
                    <CardTitle>{industry}</CardTitle>
                    <CardDescription>
                      Last updated {entry?.last_updated ? formatDeckDate(entry.last_updated, 'N/A') : 'never'}
                    </CardDescription>
                  </div>
                  {isEditing ? (
                    <EditActions
                      saving={update.isPending}
                      onCancel={() => setEditing(null)}
                      onSave={() => void save()}
                    />
                  ) : (
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setEditing({ industry, text: entry?.deep_research ?? '' })}
                      disabled={editing !== null}
                      aria-label={`Edit deep research for ${industry}`}
                    >
                      <Pencil aria-hidden />
                      Edit
                    </Button>
                  )}
                </CardHeader>
                <CardContent className="px-4">
                  {isEditing ? (
                    <Textarea
                      aria-label={`Deep research for ${industry}`}
                      value={editing.text}
                      onChange={(event) => setEditing({ industry, text: event.target.value })}
                      rows={10}
                    />
                  ) : entry?.deep_research ? (
                    <p className="max-h-60 overflow-auto text-sm whitespace-pre-wrap">
                      {entry.deep_research}
                    </p>
                  ) : (
                    <p className="text-sm text-muted-foreground">No deep research yet.</p>
                  )}
                </CardContent>
              </Card>
            </li>
          );
        })}
      </ul>
      <Pagination
        page={current.page}
        pageCount={current.pageCount}
        onPageChange={setPage}
        label="Deep research pages"
      />
    </div>
  );
}
