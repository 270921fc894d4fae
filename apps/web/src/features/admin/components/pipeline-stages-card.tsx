import { useEffect, useState } from 'react';
import { ArrowDown, ArrowUp, Plus, Save, Trash2 } from 'lucide-react';
import type { PipelineStage } from '@pitchscope/domain/contracts/pipeline';
import { MAX_PIPELINE_STAGES, MAX_STAGE_NAME_LENGTH } from '@pitchscope/domain/pipeline';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { toast } from '@/hooks/use-toast';
import { errorMessage } from '@/lib/api-client';
import { usePipelineStages, useSaveStageList } from '@/lib/pipeline-stages';

interface Row {
  key: string;
  id?: string;
  name: string;
  system: boolean;
}

const rowsOf = (stages: PipelineStage[]): Row[] =>
  stages.map((stage) => ({ key: stage.id, id: stage.id, name: stage.name, system: stage.system }));

/**
 * The deal stages (ADR 0016): rename, reorder, add, remove. New and Passed stay (they can be renamed);
 * the decks of a removed stage move to New, which each deck's history records.
 */
export function PipelineStagesCard() {
  const stages = usePipelineStages();
  const save = useSaveStageList();
  const [rows, setRows] = useState<Row[]>([]);
  const [added, setAdded] = useState(0);

  useEffect(() => {
    if (stages.data) setRows(rowsOf(stages.data.stages));
  }, [stages.data]);

  const update = (index: number, patch: Partial<Row>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const swap = (index: number, other: number) =>
    setRows((current) => {
      const next = [...current];
      [next[index], next[other]] = [next[other]!, next[index]!];
      return next;
    });

  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle>Pipeline stages</CardTitle>
        <CardDescription>
          The deal stages every user’s decks move through. New and Passed can be renamed but not removed; the decks
          of a removed stage move back to New.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {stages.isPending ? (
          <p className="text-sm text-muted-foreground">Loading…</p>
        ) : (
          <ol className="grid gap-2" aria-label="Pipeline stages">
            {rows.map((row, index) => (
              <li key={row.key} className="flex items-center gap-2">
                <Input
                  aria-label={`Stage ${index + 1} name`}
                  value={row.name}
                  maxLength={MAX_STAGE_NAME_LENGTH}
                  onChange={(event) => update(index, { name: event.target.value })}
                  className="max-w-xs"
                />
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Move ${row.name || 'stage'} up`}
                  disabled={index === 0}
                  onClick={() => swap(index, index - 1)}
                >
                  <ArrowUp aria-hidden />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Move ${row.name || 'stage'} down`}
                  disabled={index === rows.length - 1}
                  onClick={() => swap(index, index + 1)}
                >
                  <ArrowDown aria-hidden />
                </Button>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove ${row.name || 'stage'}`}
                  disabled={row.system}
                  title={row.system ? 'This stage can be renamed but not removed' : undefined}
                  onClick={() => setRows((current) => current.filter((_, i) => i !== index))}
                >
                  <Trash2 aria-hidden />
                </Button>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={rows.length >= MAX_PIPELINE_STAGES}
          onClick={() => {
            setRows((current) => [...current, { key: `added-${added}`, name: '', system: false }]);
            setAdded((count) => count + 1);
          }}
        >
          <Plus aria-hidden />
          Add stage
        </Button>
        <Button
          type="button"
          disabled={save.isPending || rows.length === 0}
          onClick={() =>
            save.mutate(
              rows.map((row) => (row.id ? { id: row.id, name: row.name } : { name: row.name })),
              {
                onSuccess: () => toast({ title: 'Pipeline stages saved' }),
                onError: (error) =>
                  toast({ title: 'Stages not saved', description: errorMessage(error), variant: 'destructive' }),
              },
            )
          }
        >
          <Save aria-hidden />
          Save stages
        </Button>
      </CardFooter>
    </Card>
  );
}
