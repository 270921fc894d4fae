import { FlaskConical, Info } from 'lucide-react';
import { useState } from 'react';
import { AI_CONFIG_BOUNDS } from '@pitchscope/domain/constants';
import { ADMIN_MESSAGES } from '@pitchscope/domain/messages';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { useAiConfig, type AiConfigData } from '../api/get-ai-config';
import { useModelOptions } from '../hooks/use-model-options';
import {
  clampToBounds,
  hasConfiguration,
  listModelIds,
  PRIMARY_SERVICE,
  toConfigurationValues,
  type ConfigurationValues,
} from '../utils/ai-config';
import { AiTestDialog } from './ai-test-dialog';
import { Field } from './field';
import { ListSkeleton } from './list-skeleton';
import { LoadError } from './load-error';

type NumericKey = 'temperature' | 'maxOutputTokens' | 'topK' | 'topP';

const NUMERIC_FIELDS: {
  key: NumericKey;
  label: string;
  bounds: { min: number; max: number };
  step: number;
  fallback: number;
}[] = [
  {
    key: 'temperature',
    label: 'Temperature',
    bounds: AI_CONFIG_BOUNDS.temperature,
    step: AI_CONFIG_BOUNDS.temperature.step,
    fallback: 0.7,
  },
  {
    key: 'maxOutputTokens',
    label: 'Max output tokens',
    bounds: AI_CONFIG_BOUNDS.maxOutputTokens,
    step: 1,
    fallback: AI_CONFIG_BOUNDS.maxOutputTokens.default,
  },
  {
    key: 'topK',
    label: 'Top K',
    bounds: AI_CONFIG_BOUNDS.topK,
    step: 1,
    fallback: AI_CONFIG_BOUNDS.topK.default,
  },
  {
    key: 'topP',
    label: 'Top P',
    bounds: AI_CONFIG_BOUNDS.topP,
    step: AI_CONFIG_BOUNDS.topP.step,
    fallback: AI_CONFIG_BOUNDS.topP.default,
  },
];

function ConfigurationCard({
  name,
  initial,
  onTest,
}: {
  name: string;
  initial: ConfigurationValues;
  onTest: () => void;
}) {
  const { models } = useModelOptions();
  const [values, setValues] = useState(initial);
  const [texts, setTexts] = useState<Record<NumericKey, string>>(() => ({
    temperature: String(initial.temperature),
    maxOutputTokens: String(initial.maxOutputTokens),
    topK: String(initial.topK),
    topP: String(initial.topP),
  }));
  const modelChoices = models.some((model) => model.id === values.model)
    ? models
    : [{ id: values.model, name: values.model }, ...models];

  function commit(key: NumericKey, fallback: number, bounds: { min: number; max: number }) {
    const parsed = clampToBounds(Number.parseFloat(texts[key]), bounds, fallback);
    const value = key === 'maxOutputTokens' || key === 'topK' ? Math.round(parsed) : parsed;
    setValues((current) => ({ ...current, [key]: value }));
    setTexts((current) => ({ ...current, [key]: String(value) }));
  }

  return (
    <Card className="gap-3 py-4">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2 px-4">
        <div className="space-y-1">
          <CardTitle className="font-mono text-base">{name}</CardTitle>
          {values.description && <CardDescription>{values.description}</CardDescription>}
        </div>
        <Button variant="outline" size="sm" onClick={onTest}>
          <FlaskConical aria-hidden />
          Test
        </Button>
      </CardHeader>
      <CardContent className="grid gap-3 px-4 sm:grid-cols-2 lg:grid-cols-5">
        <Field label="Model" className="grid gap-1.5 sm:col-span-2 lg:col-span-1">
          <select
            value={values.model}
            onChange={(event) => setValues({ ...values, model: event.target.value })}
            className="h-9 w-full rounded-md border border-input bg-background px-2 text-sm"
          >
            {modelChoices.map((model) => (
              <option key={model.id} value={model.id}>
                {model.name}
              </option>
            ))}
          </select>
        </Field>
        {NUMERIC_FIELDS.map((field) => (
          <Field key={field.key} label={field.label} hint={`${field.bounds.min}–${field.bounds.max}`}>
            <Input
              type="number"
              inputMode="decimal"
              min={field.bounds.min}
              max={field.bounds.max}
              step={field.step}
              value={texts[field.key]}
              onChange={(event) => setTexts({ ...texts, [field.key]: event.target.value })}
              onBlur={() => commit(field.key, field.fallback, field.bounds)}
            />
          </Field>
        ))}
      </CardContent>
    </Card>
  );
}

function PromptsByType({ prompts }: { prompts: AiConfigData['prompts'] }) {
  const entries = Object.entries(prompts ?? {});
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">No prompts configured.</p>;
  return (
    <ul className="space-y-3">
      {entries.map(([type, prompt]) => (
        <li key={type} className="rounded-md border p-3">
          <div className="flex flex-wrap items-center gap-2">
            <p className="font-medium">{prompt.name || type}</p>
            <Badge variant="outline" className="font-mono">
              {type}
            </Badge>
          </div>
          {prompt.description && <p className="mt-1 text-sm text-muted-foreground">{prompt.description}</p>}
          {prompt.variables && prompt.variables.length > 0 && (
            <div className="mt-2 flex flex-wrap gap-1">
              {prompt.variables.map((variable) => (
                <Badge key={variable} variant="secondary" className="font-mono">
                  {variable}
                </Badge>
              ))}
            </div>
          )}
          <details className="mt-2">
            <summary className="cursor-pointer text-sm font-medium text-primary">Show template</summary>
            <pre className="mt-2 max-h-80 overflow-auto rounded-md bg-muted/50 p-3 font-mono text-xs whitespace-pre-wrap break-words">
              {prompt.template || '—'}
            </pre>
          </details>
        </li>
      ))}
    </ul>
  );
}

/** Prompts tab of /admin-ai-config: the service, its named configurations and its prompts (spec §2.7). */
export function AiPromptsPanel() {
  const config = useAiConfig();
  const [testing, setTesting] = useState<string | null>(null);

  if (config.isPending) return <ListSkeleton label="Loading AI configuration" />;
  if (config.isError) {
    return <LoadError message={ADMIN_MESSAGES.loadAiConfigFailed} onRetry={() => void config.refetch()} />;
  }
  const data = config.data.success ? config.data.data : null;
  if (!hasConfiguration(data)) {
    return (
      <LoadError
        title={ADMIN_MESSAGES.noConfiguration}
        message="The server returned no AI configuration."
        onRetry={() => void config.refetch()}
      />
    );
  }

  const modelIds = listModelIds(data.models);

  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle>{PRIMARY_SERVICE.label}</CardTitle>
          <CardDescription>{data.message || 'The analysis service and its model settings.'}</CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <section aria-labelledby="ai-models-heading" className="space-y-2">
            <h3 id="ai-models-heading" className="text-sm font-semibold">
              Models
            </h3>
            {modelIds.length === 0 ? (
              <p className="text-sm text-muted-foreground">No models listed.</p>
            ) : (
              <div className="flex flex-wrap gap-1">
                {modelIds.map((id) => (
                  <Badge key={id} variant="outline" className="font-mono">
                    {id}
                  </Badge>
                ))}
              </div>
            )}
          </section>

          <section aria-labelledby="ai-configurations-heading" className="space-y-3">
            <h3 id="ai-configurations-heading" className="text-sm font-semibold">
              Configurations
            </h3>
            <Alert>
              <Info aria-hidden />
              <AlertDescription>
                Adjustments here are kept on this page only. Saved model settings are edited per prompt under
                Admin → Analysis Prompts.
              </AlertDescription>
            </Alert>
            {Object.entries(data.configurations ?? {}).map(([name, configuration]) => (
              <ConfigurationCard
                key={name}
                name={name}
                initial={toConfigurationValues(configuration)}
                onTest={() => setTesting(name)}
              />
            ))}
          </section>

          <section aria-labelledby="ai-prompts-heading" className="space-y-3">
            <h3 id="ai-prompts-heading" className="text-sm font-semibold">
              Prompts
            </h3>
            <PromptsByType prompts={data.prompts} />
          </section>
        </CardContent>
      </Card>
      <AiTestDialog configType={testing} onOpenChange={(open) => !open && setTesting(null)} />
    </div>
  );
}
