import { AlertCircle, Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { useModelOptions } from '../hooks/use-model-options';
import { Field } from './field';

/** Models tab: the built-in models and custom ones kept in this browser (spec §2.7). */
export function AiModelsPanel() {
  const { models, addModel, removeModel } = useModelOptions();
  const [form, setForm] = useState({ id: '', name: '', description: '' });
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const refusal = addModel(form);
    if (refusal) {
      setError(refusal);
      return;
    }
    toast({ title: 'Model Added', description: `${form.name.trim()} is now available.` });
    setForm({ id: '', name: '', description: '' });
    setError(null);
  }

  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_22rem]">
      <Card>
        <CardHeader>
          <CardTitle>Model Options</CardTitle>
          <CardDescription>Models offered in the prompt and configuration editors.</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="divide-y">
            {models.map((model) => (
              <li key={model.id} className="flex items-start justify-between gap-3 py-3">
                <div className="min-w-0 space-y-0.5">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    {model.name}
                    <Badge variant={model.isCustom ? 'secondary' : 'outline'}>
                      {model.isCustom ? 'Custom' : 'Built-in'}
                    </Badge>
                  </p>
                  <p className="font-mono text-xs break-all text-muted-foreground">{model.id}</p>
                  {model.description && <p className="text-sm text-muted-foreground">{model.description}</p>}
                </div>
                {model.isCustom && (
                  <Button
                    variant="ghost"
                    size="icon"
                    onClick={() => removeModel(model.id)}
                    aria-label={`Remove ${model.name}`}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card className="self-start">
        <CardHeader>
          <CardTitle>Add Custom Model</CardTitle>
          <CardDescription>Kept in this browser only.</CardDescription>
        </CardHeader>
        <CardContent>
          <form className="space-y-3" onSubmit={submit} noValidate>
            <Field label="Model ID">
              <Input
                value={form.id}
                onChange={(event) => setForm({ ...form, id: event.target.value })}
                className="font-mono"
                placeholder="e.g. gemini-2.5-pro"
                autoComplete="off"
              />
            </Field>
            <Field label="Name">
              <Input
                value={form.name}
                onChange={(event) => setForm({ ...form, name: event.target.value })}
                placeholder="e.g. Gemini 2.5 Pro"
              />
            </Field>
            <Field label="Description">
              <Input
                value={form.description}
                onChange={(event) => setForm({ ...form, description: event.target.value })}
              />
            </Field>
            {error && (
              <Alert variant="destructive">
                <AlertCircle aria-hidden />
                <AlertDescription>{error}</AlertDescription>
              </Alert>
            )}
            <Button type="submit" className="w-full">
              <Plus aria-hidden />
              Add Model
            </Button>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
