import { AlertCircle, Eraser, Play } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { StructuredDeepAnalysis } from '@pitchscope/domain/contracts/deep-analysis';
import { ANALYSIS_CALL_ERRORS, ANALYSIS_MESSAGES } from '@pitchscope/domain/messages';
import { StructuredAnalysisView } from '@/components/structured-analysis-view';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useStructuredAnalysis, type StructuredAnalysisRequest } from '../api/run-structured-analysis';
import { DataBlock } from '../components/data-block';

const DECK_FIELDS = [
  ['companyName', 'Company Name'],
  ['industry', 'Industry'],
  ['stage', 'Stage'],
  ['roundSize', 'Round Size'],
] as const;
type DeckField = (typeof DECK_FIELDS)[number][0];

const EMPTY_FORM: Record<DeckField | 'pitchDeckData' | 'analysis', string> = {
  companyName: '',
  industry: '',
  stage: '',
  roundSize: '',
  pitchDeckData: '',
  analysis: '',
};

/** True when the structured analysis holds no text at all. */
function isEmptyAnalysis(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() === '';
  if (value && typeof value === 'object') return Object.values(value).every(isEmptyAnalysis);
  return true;
}

type Outcome =
  | { kind: 'result'; structured: StructuredDeepAnalysis }
  | { kind: 'error'; message: string }
  | { kind: 'empty' };

/**
 * /structured-analysis: the admin's tool for the analysis service's structured analysis (spec
 * deep-analysis-admin §7.1, POST /structured-analysis): deck text or JSON, or the backend proxy's fields
 * (company name, industry, stage, round size, analysis), in; `structuredAnalysis` out. Nothing is saved
 * and no token is charged (ADR 10: the analysis API is admin-only).
 */
export default function StructuredAnalysisPage() {
  const [form, setForm] = useState(EMPTY_FORM);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const run = useStructuredAnalysis();
  const baseId = useId();
  const canRun = Boolean(form.pitchDeckData.trim() || form.analysis.trim());

  const set = (key: keyof typeof EMPTY_FORM) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [key]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!canRun) return;
    const body: StructuredAnalysisRequest = Object.fromEntries(
      Object.entries(form).filter(([, value]) => value.trim() !== ''),
    );
    try {
      const answer = await run.mutateAsync(body);
      const structured = answer.data?.structuredAnalysis;
      if (!answer.success)
        setOutcome({ kind: 'error', message: answer.message || ANALYSIS_CALL_ERRORS.structuredAnalysis });
      else if (!structured || isEmptyAnalysis(structured)) setOutcome({ kind: 'empty' });
      else setOutcome({ kind: 'result', structured });
    } catch {
      setOutcome({ kind: 'error', message: ANALYSIS_CALL_ERRORS.structuredAnalysis });
    }
  }

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight">Structured Analysis</h1>
        <p className="text-sm text-muted-foreground">
          Run the structured analysis on deck text, or structure an existing analysis. Nothing is saved.
        </p>
      </header>

      <Card>
        <CardHeader>
          <CardTitle>Input</CardTitle>
          <CardDescription>
            Paste the pitch deck data (text or JSON), or an analysis to structure. The deck fields are
            optional.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} className="space-y-4">
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              {DECK_FIELDS.map(([key, label]) => (
                <div key={key} className="grid gap-1.5">
                  <Label htmlFor={`${baseId}-${key}`}>{label}</Label>
                  <Input id={`${baseId}-${key}`} value={form[key]} onChange={set(key)} autoComplete="off" />
                </div>
              ))}
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${baseId}-deck`}>Pitch Deck Data</Label>
              <Textarea
                id={`${baseId}-deck`}
                value={form.pitchDeckData}
                onChange={set('pitchDeckData')}
                rows={8}
                spellCheck={false}
                className="font-mono text-xs"
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`${baseId}-analysis`}>Analysis</Label>
              <Textarea
                id={`${baseId}-analysis`}
                value={form.analysis}
                onChange={set('analysis')}
                rows={6}
                spellCheck={false}
                className="font-mono text-xs"
              />
            </div>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={!canRun || run.isPending}>
                <Play aria-hidden />
                {run.isPending ? 'Analyzing...' : 'Run Structured Analysis'}
              </Button>
              <Button
                type="button"
                variant="outline"
                onClick={() => {
                  setForm(EMPTY_FORM);
                  setOutcome(null);
                }}
              >
                <Eraser aria-hidden />
                Clear
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>

      {outcome?.kind === 'error' && (
        <Alert variant="destructive">
          <AlertCircle aria-hidden />
          <AlertDescription>{outcome.message}</AlertDescription>
        </Alert>
      )}
      {outcome?.kind === 'empty' && (
        <p className="text-sm text-muted-foreground">{ANALYSIS_MESSAGES.noAnalysisData}</p>
      )}
      {outcome?.kind === 'result' && (
        <section aria-label="Structured analysis result" className="space-y-4">
          <Card>
            <CardContent>
              <StructuredAnalysisView structured={outcome.structured} />
            </CardContent>
          </Card>
          <DataBlock
            title="Structured Analysis JSON"
            data={outcome.structured}
            companyName={form.companyName.trim() || 'structured-analysis'}
          />
        </section>
      )}
    </div>
  );
}
