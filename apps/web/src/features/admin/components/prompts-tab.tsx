import { Brush, Pencil, Save, X } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import type { Prompt } from '@pitchscope/domain/contracts/admin';
import { AI_CONFIG_BOUNDS, PROMPT_EDITOR_BOUNDS } from '@pitchscope/domain/constants';
import { ADMIN_MESSAGES } from '@pitchscope/domain/messages';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { cn } from '@/lib/utils';
import { useCleanupPrompts } from '../api/cleanup-prompts';
import { usePrompts } from '../api/get-prompts';
import { useUpdatePrompt } from '../api/update-prompt';
import { useModelOptions } from '../hooks/use-model-options';
import { formatDateTime } from '../utils/dates';
import {
  fromPromptDraft,
  isDraftDirty,
  PROMPT_CATEGORIES,
  toPromptDraft,
  type PromptDraft,
  type PromptDraftErrors,
} from '../utils/prompt-draft';
import { Field } from './field';
import { ListSkeleton } from './list-skeleton';
import { LoadError } from './load-error';

const SELECT_CLASS =
  'h-9 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none';

const formatUpdated = (value: string | null) => formatDateTime(value, 'Never');

function ReadOnly({ label, children, mono = false }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <div className="space-y-1">
      <p className="text-xs font-medium text-muted-foreground">{label}</p>
      <div className={cn('text-sm break-words', mono && 'font-mono')}>{children}</div>
    </div>
  );
}

function PromptView({ prompt }: { prompt: Prompt }) {
  return (
    <div className="space-y-4">
      <ReadOnly label="Description">{prompt.description || '—'}</ReadOnly>
      <div className="grid gap-4 sm:grid-cols-3">
        <ReadOnly label="Category">
          <span className="capitalize">{prompt.category}</span>
        </ReadOnly>
        <ReadOnly label="Status">{prompt.isActive ? 'Active' : 'Inactive'}</ReadOnly>
        <ReadOnly label="Last updated">{formatUpdated(prompt.lastUpdated)}</ReadOnly>
      </div>
      <div className="grid gap-4 sm:grid-cols-3 lg:grid-cols-5">
        <ReadOnly label="Model" mono>
          {prompt.aiConfig.model}
        </ReadOnly>
        <ReadOnly label="Temperature">{prompt.aiConfig.temperature}</ReadOnly>
        <ReadOnly label="Max tokens">{prompt.aiConfig.maxTokens}</ReadOnly>
        <ReadOnly label="Top K">{prompt.aiConfig.topK}</ReadOnly>
        <ReadOnly label="Top P">{prompt.aiConfig.topP}</ReadOnly>
      </div>
      <ReadOnly label="Variables">
        {prompt.variables.length === 0 ? (
          '—'
        ) : (
          <span className="flex flex-wrap gap-1">
            {prompt.variables.map((variable) => (
              <Badge key={variable} variant="outline" className="font-mono">
                {variable}
              </Badge>
            ))}
          </span>
        )}
      </ReadOnly>
      <ReadOnly label="Template">
        <pre className="max-h-[28rem] overflow-auto rounded-md border bg-muted/40 p-3 text-xs whitespace-pre-wrap">
          {prompt.template || '—'}
        </pre>
      </ReadOnly>
    </div>
  );
}

function PromptForm({
  draft,
  errors,
  onChange,
}: {
  draft: PromptDraft;
  errors: PromptDraftErrors;
  onChange: (patch: Partial<PromptDraft>) => void;
}) {
  const { models } = useModelOptions();
  const modelIds =
    models.some((model) => model.id === draft.model) || !draft.model
      ? models
      : [...models, { id: draft.model, name: draft.model, description: '', isCustom: true }];
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Name" error={errors.name}>
          <Input
            value={draft.name}
            onChange={(event) => onChange({ name: event.target.value })}
            maxLength={200}
          />
        </Field>
        <Field label="Category" error={errors.category}>
          <select
            value={draft.category}
            onChange={(event) => onChange({ category: event.target.value as PromptDraft['category'] })}
            className={SELECT_CLASS}
          >
            {PROMPT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category[0].toUpperCase() + category.slice(1)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field label="Description" error={errors.description}>
        <Textarea
          value={draft.description}
          onChange={(event) => onChange({ description: event.target.value })}
          rows={2}
        />
      </Field>
      <div className="flex items-center gap-3">
        <Switch
          id={`prompt-active-${draft.id}`}
          checked={draft.isActive}
          onCheckedChange={(checked) => onChange({ isActive: checked })}
        />
        <label htmlFor={`prompt-active-${draft.id}`} className="text-sm font-medium">
          Active
        </label>
      </div>
      <fieldset className="grid gap-4 rounded-md border p-4 sm:grid-cols-2 lg:grid-cols-5">
        <legend className="px-1 text-sm font-medium">AI configuration</legend>
        <Field label="Model" error={errors.model} className="grid gap-1.5 sm:col-span-2 lg:col-span-1">
          <select
            value={draft.model}
            onChange={(event) => onChange({ model: event.target.value })}
            className={SELECT_CLASS}
          >
            {!draft.model && <option value="">Choose a model</option>}
            {modelIds.map((model) => (
              <option key={model.id} value={model.id}>
                {model.name}
              </option>
            ))}
          </select>
        </Field>
        <Field
          label="Temperature"
          error={errors.temperature}
          hint={`${PROMPT_EDITOR_BOUNDS.temperature.min}–${PROMPT_EDITOR_BOUNDS.temperature.max}`}
        >
          <Input
            type="number"
            inputMode="decimal"
            min={PROMPT_EDITOR_BOUNDS.temperature.min}
            max={PROMPT_EDITOR_BOUNDS.temperature.max}
            step={PROMPT_EDITOR_BOUNDS.temperature.step}
            value={draft.temperature}
            onChange={(event) => onChange({ temperature: event.target.value })}
          />
        </Field>
        <Field
          label="Max tokens"
          error={errors.maxTokens}
          hint={`${PROMPT_EDITOR_BOUNDS.maxTokens.min}–${PROMPT_EDITOR_BOUNDS.maxTokens.max}`}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={PROMPT_EDITOR_BOUNDS.maxTokens.min}
            max={PROMPT_EDITOR_BOUNDS.maxTokens.max}
            step={PROMPT_EDITOR_BOUNDS.maxTokens.step}
            value={draft.maxTokens}
            onChange={(event) => onChange({ maxTokens: event.target.value })}
          />
        </Field>
        <Field
          label="Top K"
          error={errors.topK}
          hint={`${PROMPT_EDITOR_BOUNDS.topK.min}–${PROMPT_EDITOR_BOUNDS.topK.max}`}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={PROMPT_EDITOR_BOUNDS.topK.min}
            max={PROMPT_EDITOR_BOUNDS.topK.max}
            step={1}
            value={draft.topK}
            onChange={(event) => onChange({ topK: event.target.value })}
          />
        </Field>
        <Field
          label="Top P"
          error={errors.topP}
          hint={`${AI_CONFIG_BOUNDS.topP.min}–${AI_CONFIG_BOUNDS.topP.max}`}
        >
          <Input
            type="number"
            inputMode="decimal"
            min={AI_CONFIG_BOUNDS.topP.min}
            max={AI_CONFIG_BOUNDS.topP.max}
            step={AI_CONFIG_BOUNDS.topP.step}
            value={draft.topP}
            onChange={(event) => onChange({ topP: event.target.value })}
          />
        </Field>
      </fieldset>
      <Field
        label="Variables"
        error={errors.variables}
        hint="Comma-separated, e.g. PITCH_DECK_DATA, INDUSTRY"
      >
        <Input
          value={draft.variables}
          onChange={(event) => onChange({ variables: event.target.value })}
          className="font-mono"
        />
      </Field>
      <Field label="Template" error={errors.template}>
        <Textarea
          value={draft.template}
          onChange={(event) => onChange({ template: event.target.value })}
          rows={18}
          spellCheck={false}
          className="font-mono text-xs"
        />
      </Field>
    </div>
  );
}

/** Spec §2.7: the Master Prompt Editor. */
export function PromptsTab() {
  const prompts = usePrompts();
  const updatePrompt = useUpdatePrompt();
  const cleanup = useCleanupPrompts();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [draft, setDraft] = useState<PromptDraft | null>(null);
  const [errors, setErrors] = useState<PromptDraftErrors>({});
  const [pendingSwitch, setPendingSwitch] = useState<string | null>(null);
  const [confirmCleanup, setConfirmCleanup] = useState(false);

  const list = useMemo(() => prompts.data ?? [], [prompts.data]);
  const selected = list.find((prompt) => prompt.id === selectedId) ?? list[0] ?? null;
  const editing = draft !== null && selected !== null && draft.id === selected.id;
  const dirty = editing && isDraftDirty(draft, selected);

  function select(id: string) {
    if (id === selected?.id) return;
    if (dirty) {
      setPendingSwitch(id);
      return;
    }
    setSelectedId(id);
    setDraft(null);
    setErrors({});
  }

  function startEditing() {
    if (!selected) return;
    setDraft(toPromptDraft(selected));
    setErrors({});
  }

  function cancel() {
    setDraft(null);
    setErrors({});
  }

  async function save() {
    if (!draft) return;
    const result = fromPromptDraft(draft);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    try {
      const saved = await updatePrompt.mutateAsync(result.value);
      toast({ title: 'Prompt Saved', description: `${saved.name} was updated.` });
      setDraft(null);
      setErrors({});
    } catch {
      toast({ title: 'Error', description: ADMIN_MESSAGES.savePromptFailed, variant: 'destructive' });
    }
  }

  async function runCleanup() {
    try {
      const result = await cleanup.mutateAsync();
      toast({
        title: 'Cleanup Complete',
        description: `Removed ${result.removed.length} obsolete ${result.removed.length === 1 ? 'prompt' : 'prompts'}. ${result.active} active prompts remain.`,
      });
    } catch {
      toast({
        title: ADMIN_MESSAGES.cleanupFailed.title,
        description: ADMIN_MESSAGES.cleanupFailed.message,
        variant: 'destructive',
      });
    }
  }

  if (prompts.isPending) return <ListSkeleton label="Loading prompts" />;
  if (prompts.isError) {
    return <LoadError message="Failed to load prompts" onRetry={() => void prompts.refetch()} />;
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">Master Prompt Editor</h2>
          <p className="text-sm text-muted-foreground">
            The instructions and model settings used by each analysis step.
          </p>
        </div>
        <Button variant="outline" onClick={() => setConfirmCleanup(true)} disabled={cleanup.isPending}>
          <Brush aria-hidden />
          {cleanup.isPending ? 'Cleaning Up...' : 'Clean Up Prompts'}
        </Button>
      </div>

      {list.length === 0 ? (
        <p className="py-8 text-center text-sm text-muted-foreground">No prompts stored.</p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-[16rem_1fr]">
          <nav aria-label="Prompts" className="min-w-0">
            <ul className="flex gap-2 overflow-x-auto pb-1 lg:flex-col lg:overflow-visible">
              {list.map((prompt) => {
                const current = prompt.id === selected?.id;
                return (
                  <li key={prompt.id} className="shrink-0">
                    <button
                      type="button"
                      onClick={() => select(prompt.id)}
                      aria-current={current ? 'true' : undefined}
                      className={cn(
                        'w-full rounded-md border px-3 py-2 text-left text-sm transition-colors hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
                        current && 'border-primary bg-primary/5',
                      )}
                    >
                      <span className="block font-medium">{prompt.name}</span>
                      <span className="flex items-center gap-2 text-xs text-muted-foreground">
                        <span className="font-mono">{prompt.id}</span>
                        {!prompt.isActive && <Badge variant="outline">Inactive</Badge>}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </nav>

          {selected && (
            <Card className="min-w-0">
              <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
                <div className="space-y-1.5">
                  <CardTitle>{editing ? 'Edit Prompt' : selected.name}</CardTitle>
                  <CardDescription>
                    <span className="font-mono">{selected.id}</span> · Last updated{' '}
                    {formatUpdated(selected.lastUpdated)}
                    {dirty && <span className="ml-2 text-amber-700 dark:text-amber-400">Unsaved changes</span>}
                  </CardDescription>
                </div>
                {editing ? (
                  <div className="flex gap-2">
                    <Button variant="outline" onClick={cancel} disabled={updatePrompt.isPending}>
                      <X aria-hidden />
                      Cancel
                    </Button>
                    <Button onClick={() => void save()} disabled={updatePrompt.isPending}>
                      <Save aria-hidden />
                      {updatePrompt.isPending ? 'Saving...' : 'Save'}
                    </Button>
                  </div>
                ) : (
                  <Button variant="outline" onClick={startEditing}>
                    <Pencil aria-hidden />
                    Edit Configuration
                  </Button>
                )}
              </CardHeader>
              <CardContent>
                {editing ? (
                  <PromptForm
                    draft={draft}
                    errors={errors}
                    onChange={(patch) => setDraft({ ...draft, ...patch })}
                  />
                ) : (
                  <PromptView prompt={selected} />
                )}
              </CardContent>
            </Card>
          )}
        </div>
      )}

      <ConfirmDialog
        open={pendingSwitch !== null}
        onOpenChange={(open) => !open && setPendingSwitch(null)}
        title="Discard unsaved changes?"
        description="You have unsaved changes to this prompt. Switching to another prompt will discard them."
        confirmLabel="Discard Changes"
        destructive
        onConfirm={() => {
          setSelectedId(pendingSwitch);
          setDraft(null);
          setErrors({});
        }}
      />
      <ConfirmDialog
        open={confirmCleanup}
        onOpenChange={setConfirmCleanup}
        title="Clean up stored prompts?"
        description="Stored prompts that are no longer part of the built-in list are removed. The active prompts are kept."
        confirmLabel="Clean Up"
        onConfirm={runCleanup}
      />
    </div>
  );
}
