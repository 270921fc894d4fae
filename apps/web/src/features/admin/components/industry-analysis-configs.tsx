import { Pencil, Plus } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { ADMIN_PAGE_SIZE } from '@pitchscope/domain/constants';
import { formatDeckDate } from '@pitchscope/domain/format';
import { ADMIN_MESSAGES } from '@pitchscope/domain/messages';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { useAnalysisConfigs, type AnalysisConfigEntry } from '../api/get-analysis-configs';
import { useIndustrySystem } from '../api/get-industry-system';
import { useUpdateAnalysisConfig } from '../api/update-analysis-config';
import { analysisConfigKey, normalizeHierarchy, splitAnalysisConfigKey } from '../utils/industries';
import { paginate } from '../utils/lists';
import { Field } from './field';
import { ListSkeleton } from './list-skeleton';
import { LoadError } from './load-error';
import { Pagination } from './pagination';
import { EditActions } from './edit-actions';

const TEXT_FIELDS = [
  { key: 'specific_analysis', label: 'Specific analysis' },
  { key: 'specific_sections', label: 'Specific sections' },
  { key: 'specific_metrics', label: 'Specific metrics' },
  { key: 'specific_focus', label: 'Specific focus' },
] as const;
type TextKey = (typeof TEXT_FIELDS)[number]['key'];

interface ConfigDraft extends Record<TextKey, string> {
  industry: string;
  subIndustry: string | null;
}

function toDraft(key: string, entry: AnalysisConfigEntry | undefined): ConfigDraft {
  const { industry, subIndustry } = splitAnalysisConfigKey(key);
  return {
    industry: entry?.industry_name || industry,
    subIndustry: entry?.sub_industry_name || subIndustry,
    specific_analysis: entry?.specific_analysis ?? '',
    specific_sections: entry?.specific_sections ?? '',
    specific_metrics: entry?.specific_metrics ?? '',
    specific_focus: entry?.specific_focus ?? '',
  };
}

function ConfigForm({ draft, onChange }: { draft: ConfigDraft; onChange: (draft: ConfigDraft) => void }) {
  return (
    <div className="grid gap-3 md:grid-cols-2">
      {TEXT_FIELDS.map((field) => (
        <Field key={field.key} label={field.label}>
          <Textarea
            value={draft[field.key]}
            onChange={(event) => onChange({ ...draft, [field.key]: event.target.value })}
            rows={6}
          />
        </Field>
      ))}
    </div>
  );
}

/** Per industry or industry:sub-industry, the four texts that tailor the analysis prompt. */
export function IndustryAnalysisConfigs() {
  const configs = useAnalysisConfigs();
  const system = useIndustrySystem();
  const update = useUpdateAnalysisConfig();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ key: string; draft: ConfigDraft; isNew: boolean } | null>(null);
  const [newIndustry, setNewIndustry] = useState('');
  const [newSub, setNewSub] = useState('');
  const industryId = useId();
  const subId = useId();

  const entries = useMemo(() => configs.data?.data?.data ?? {}, [configs.data]);
  const keys = useMemo(() => Object.keys(entries).sort((a, b) => a.localeCompare(b)), [entries]);
  const hierarchy = useMemo(() => normalizeHierarchy(system.data?.data?.hierarchy), [system.data]);
  const subOptions = hierarchy.find((industry) => industry.name === newIndustry)?.subIndustries ?? [];

  if (configs.isPending) return <ListSkeleton label="Loading analysis configurations" />;
  if (configs.isError || configs.data.success === false) {
    return <LoadError message={ADMIN_MESSAGES.loadIndustriesFailed} onRetry={() => void configs.refetch()} />;
  }

  const current = paginate(keys, page, ADMIN_PAGE_SIZE);

  function startNew() {
    if (!newIndustry) return;
    const key = analysisConfigKey(newIndustry, newSub || null);
    setEditing({ key, draft: toDraft(key, entries[key]), isNew: !(key in entries) });
  }

  async function save() {
    if (!editing) return;
    const { draft } = editing;
    try {
      await update.mutateAsync({
        industry_name: draft.industry,
        ...(draft.subIndustry ? { sub_industry_name: draft.subIndustry } : {}),
        specific_analysis: draft.specific_analysis,
        specific_sections: draft.specific_sections,
        specific_metrics: draft.specific_metrics,
        specific_focus: draft.specific_focus,
      });
      toast({ title: 'Configuration Saved', description: `${editing.key} was updated.` });
      setEditing(null);
    } catch {
      toast({ title: 'Error', description: ADMIN_MESSAGES.saveAnalysisConfigFailed, variant: 'destructive' });
    }
  }

  const actions = (
    <EditActions saving={update.isPending} onCancel={() => setEditing(null)} onSave={() => void save()} />
  );

  return (
    <div className="space-y-4">
      <Card className="gap-3 py-4">
        <CardHeader className="px-4">
          <CardTitle>Configure an industry</CardTitle>
          <CardDescription>
            Pick an industry, and optionally a sub-industry, to add or edit its configuration.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 px-4 sm:flex-row sm:items-end">
          <div className="grid flex-1 gap-1.5">
            <Label htmlFor={industryId}>Industry</Label>
            <select
              id={industryId}
              value={newIndustry}
              onChange={(event) => {
                setNewIndustry(event.target.value);
                setNewSub('');
              }}
              className="h-9 rounded-md border border-input bg-background px-3 text-sm"
            >
              <option value="">Choose an industry</option>
              {hierarchy.map((industry) => (
                <option key={industry.name} value={industry.name}>
                  {industry.name}
                </option>
              ))}
            </select>
          </div>
          <div className="grid flex-1 gap-1.5">
            <Label htmlFor={subId}>Sub-industry (optional)</Label>
            <select
              id={subId}
              value={newSub}
              onChange={(event) => setNewSub(event.target.value)}
              disabled={subOptions.length === 0}
              className="h-9 rounded-md border border-input bg-background px-3 text-sm disabled:opacity-50"
            >
              <option value="">Whole industry</option>
              {subOptions.map((sub) => (
                <option key={sub.name} value={sub.name}>
                  {sub.name}
                </option>
              ))}
            </select>
          </div>
          <Button onClick={startNew} disabled={!newIndustry || editing !== null}>
            <Plus aria-hidden />
            Configure
          </Button>
        </CardContent>
      </Card>

      {editing?.isNew && (
        <Card className="gap-3 border-primary py-4">
          <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2 px-4">
            <CardTitle>New configuration: {editing.key}</CardTitle>
            {actions}
          </CardHeader>
          <CardContent className="px-4">
            <ConfigForm draft={editing.draft} onChange={(draft) => setEditing({ ...editing, draft })} />
          </CardContent>
        </Card>
      )}

      {keys.length === 0 ? (
        <p className="py-8 text-center text-sm text-muted-foreground">No analysis configurations yet.</p>
      ) : (
        <ul className="space-y-3">
          {current.items.map((key) => {
            const entry = entries[key];
            const { subIndustry } = splitAnalysisConfigKey(key);
            const isEditing = editing?.key === key && !editing.isNew;
            return (
              <li key={key}>
                <Card className="gap-3 py-4">
                  <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2 px-4">
                    <div className="space-y-1">
                      <CardTitle className="flex flex-wrap items-center gap-2">
                        {entry.industry_name || splitAnalysisConfigKey(key).industry}
                        {subIndustry && (
                          <Badge variant="secondary">{entry.sub_industry_name || subIndustry}</Badge>
                        )}
                      </CardTitle>
                      <CardDescription>
                        Last updated{' '}
                        {entry.last_updated ? formatDeckDate(entry.last_updated, 'N/A') : 'never'}
                      </CardDescription>
                    </div>
                    {isEditing ? (
                      actions
                    ) : (
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={() => setEditing({ key, draft: toDraft(key, entry), isNew: false })}
                        disabled={editing !== null}
                        aria-label={`Edit configuration for ${key}`}
                      >
                        <Pencil aria-hidden />
                        Edit
                      </Button>
                    )}
                  </CardHeader>
                  <CardContent className="px-4">
                    {isEditing ? (
                      <ConfigForm
                        draft={editing.draft}
                        onChange={(draft) => setEditing({ ...editing, draft })}
                      />
                    ) : (
                      <dl className="grid gap-3 md:grid-cols-2">
                        {TEXT_FIELDS.map((field) => (
                          <div key={field.key}>
                            <dt className="text-xs font-medium text-muted-foreground">{field.label}</dt>
                            <dd className="line-clamp-4 text-sm whitespace-pre-wrap">
                              {entry[field.key] || '—'}
                            </dd>
                          </div>
                        ))}
                      </dl>
                    )}
                  </CardContent>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      <Pagination
        page={current.page}
        pageCount={current.pageCount}
        onPageChange={setPage}
        label="Configuration pages"
      />
    </div>
  );
}
