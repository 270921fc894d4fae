import { Pencil, Plus } from 'lucide-react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { ADMIN_MESSAGES } from '@pitchscope/domain/messages';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { useIndustryCategories, type IndustrySpecificAnalysis } from '../api/get-industry-categories';
import { useUpdateIndustryAnalysis } from '../api/update-industry-analysis';
import { useUpdateIndustryCategories } from '../api/update-industry-categories';
import { validateNewCategory } from '@pitchscope/domain/industry-categories';
import { parseCommaList, parseLineList, previewList } from '../utils/lists';
import { Field } from './field';
import { ListSkeleton } from './list-skeleton';
import { LoadError } from './load-error';
import { EditActions } from './edit-actions';

/** Spec §2.8: lists show the first 3 key metrics and the first 2 focus areas, then "+N more". */
const KEY_METRICS_PREVIEW = 3;
const FOCUS_AREAS_PREVIEW = 2;

function Preview({ label, items, count }: { label: string; items: string[]; count: number }) {
  const { shown, more } = previewList(items, count);
  return (
    <div className="space-y-1">
      <p className="text-xs font-medium text-muted-foreground">{label}</p>
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">—</p>
      ) : (
        <div className="flex flex-wrap gap-1">
          {shown.map((item) => (
            <Badge key={item} variant="secondary">
              {item}
            </Badge>
          ))}
          {more > 0 && <Badge variant="outline">+{more} more</Badge>}
        </div>
      )}
    </div>
  );
}

interface AnalysisDraft {
  name: string;
  keyMetrics: string;
  focusAreas: string;
  criticalQuestions: string;
}

const toDraft = (analysis: IndustrySpecificAnalysis | undefined, industry: string): AnalysisDraft => ({
  name: analysis?.name ?? industry,
  keyMetrics: (analysis?.key_metrics ?? []).join(', '),
  focusAreas: (analysis?.focus_areas ?? []).join(', '),
  criticalQuestions: (analysis?.critical_questions ?? []).join('\n'),
});

function CategoriesCard({ categories }: { categories: string[] }) {
  const update = useUpdateIndustryCategories();
  const [name, setName] = useState('');
  const inputId = useId();
  const check = validateNewCategory(name, categories);
  const duplicate = !check.ok && check.reason === 'duplicate';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!check.ok) return;
    update.mutate([...categories, check.value], {
      onSuccess: () => {
        setName('');
        toast({ title: 'Category Added', description: `${check.value} was added.` });
      },
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Categories</CardTitle>
        <CardDescription>{categories.length} industry categories</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {categories.length === 0 ? (
          <p className="text-sm text-muted-foreground">No categories yet.</p>
        ) : (
          <ul className="flex flex-wrap gap-1" aria-label="Categories">
            {categories.map((category) => (
              <li key={category}>
                <Badge variant="outline">{category}</Badge>
              </li>
            ))}
          </ul>
        )}
        <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end" noValidate>
          <div className="grid flex-1 gap-1.5">
            <Label htmlFor={inputId}>New category</Label>
            <Input
              id={inputId}
              value={name}
              onChange={(event) => setName(event.target.value)}
              aria-invalid={duplicate || undefined}
              aria-describedby={duplicate ? `${inputId}-error` : undefined}
            />
            {duplicate && (
              <p id={`${inputId}-error`} className="text-xs text-destructive">
                This category already exists.
              </p>
            )}
          </div>
          <Button type="submit" disabled={!check.ok || update.isPending}>
            <Plus aria-hidden />
            Add Category
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

/** Industries tab of /admin-ai-config: categories and each industry's specific analysis (spec §2.8). */
export function AiIndustriesPanel() {
  const data = useIndustryCategories();
  const update = useUpdateIndustryAnalysis();
  const [editing, setEditing] = useState<{ industry: string; draft: AnalysisDraft } | null>(null);

  const industries = useMemo(() => {
    const names = new Set([
      ...(data.data?.categories ?? []),
      ...Object.keys(data.data?.specific_analysis ?? {}),
    ]);
    return [...names].sort((a, b) => a.localeCompare(b));
  }, [data.data]);

  if (data.isPending) return <ListSkeleton label="Loading industries" />;
  if (data.isError)
    return <LoadError message={ADMIN_MESSAGES.loadIndustriesFailed} onRetry={() => void data.refetch()} />;

  function save() {
    if (!editing) return;
    const { industry, draft } = editing;
    update.mutate(
      {
        industry,
        analysis: {
          name: draft.name.trim() || industry,
          key_metrics: parseCommaList(draft.keyMetrics),
          focus_areas: parseCommaList(draft.focusAreas),
          critical_questions: parseLineList(draft.criticalQuestions),
        },
      },
      {
        onSuccess: () => {
          setEditing(null);
          toast({ title: 'Industry Saved', description: `${industry} was updated.` });
        },
        // Failures are only logged (spec §8); the editor stays open with the typed values.
      },
    );
  }

  return (
    <div className="space-y-4">
      <CategoriesCard categories={data.data.categories ?? []} />
      <ul className="grid gap-4 lg:grid-cols-2">
        {industries.map((industry) => {
          const analysis = data.data.specific_analysis?.[industry];
          const isEditing = editing?.industry === industry;
          return (
            <li key={industry}>
              <Card className="h-full gap-3 py-4">
                <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2 px-4">
                  <div className="space-y-1">
                    <CardTitle>{industry}</CardTitle>
                    {analysis?.name && analysis.name !== industry && (
                      <CardDescription>{analysis.name}</CardDescription>
                    )}
                  </div>
                  {isEditing ? (
                    <EditActions saving={update.isPending} onCancel={() => setEditing(null)} onSave={save} />
                  ) : (
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setEditing({ industry, draft: toDraft(analysis, industry) })}
                      disabled={editing !== null}
                      aria-label={`Edit ${industry}`}
                    >
                      <Pencil aria-hidden />
                      Edit
                    </Button>
                  )}
                </CardHeader>
                <CardContent className="space-y-3 px-4">
                  {isEditing ? (
                    <>
                      <Field label="Name">
                        <Input
                          value={editing.draft.name}
                          onChange={(event) =>
                            setEditing({ industry, draft: { ...editing.draft, name: event.target.value } })
                          }
                        />
                      </Field>
                      <Field label="Key metrics" hint="Comma-separated">
                        <Input
                          value={editing.draft.keyMetrics}
                          onChange={(event) =>
                            setEditing({
                              industry,
                              draft: { ...editing.draft, keyMetrics: event.target.value },
                            })
                          }
                        />
                      </Field>
                      <Field label="Focus areas" hint="Comma-separated">
                        <Input
                          value={editing.draft.focusAreas}
                          onChange={(event) =>
                            setEditing({
                              industry,
                              draft: { ...editing.draft, focusAreas: event.target.value },
                            })
                          }
                        />
                      </Field>
                      <Field label="Critical questions" hint="One per line">
                        <Textarea
                          rows={5}
                          value={editing.draft.criticalQuestions}
                          onChange={(event) =>
                            setEditing({
                              industry,
                              draft: { ...editing.draft, criticalQuestions: event.target.value },
                            })
                          }
                        />
                      </Field>
                    </>
                  ) : (
                    <>
                      <Preview
                        label="Key metrics"
                        items={analysis?.key_metrics ?? []}
                        count={KEY_METRICS_PREVIEW}
                      />
                      <Preview
                        label="Focus areas"
                        items={analysis?.focus_areas ?? []}
                        count={FOCUS_AREAS_PREVIEW}
                      />
                      <p className="text-xs text-muted-foreground">
                        {analysis?.critical_questions?.length ?? 0} critical questions
                      </p>
                    </>
                  )}
                </CardContent>
              </Card>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
