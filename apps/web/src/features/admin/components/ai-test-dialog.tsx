import { FlaskConical } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ADMIN_MESSAGES } from '@pitchscope/domain/messages';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/hooks/use-toast';
import { useTestAiConfig } from '../api/test-ai-config';
import { PRIMARY_SERVICE } from '../utils/ai-config';
import { toPrettyJson } from '../utils/files';
import { Field } from './field';

const DEFAULT_TEST_PROMPT = 'Reply with one sentence confirming that this configuration works.';

/** Test action: sends a test prompt for the service and one configuration type, and shows the answer. */
export function AiTestDialog({
  configType,
  onOpenChange,
}: {
  configType: string | null;
  onOpenChange: (open: boolean) => void;
}) {
  const test = useTestAiConfig();
  const [prompt, setPrompt] = useState(DEFAULT_TEST_PROMPT);
  const { reset } = test;

  useEffect(() => {
    if (configType) {
      setPrompt(DEFAULT_TEST_PROMPT);
      reset();
    }
  }, [configType, reset]);

  async function run() {
    if (!configType || !prompt.trim()) return;
    try {
      const result = await test.mutateAsync({
        service: PRIMARY_SERVICE.id,
        configType,
        testPrompt: prompt.trim(),
      });
      if (!result.success) throw new Error('Test failed');
    } catch {
      toast({
        title: ADMIN_MESSAGES.testFailed.title,
        description: ADMIN_MESSAGES.testFailed.message,
        variant: 'destructive',
      });
    }
  }

  const answer = test.data?.success ? test.data.data : null;

  return (
    <Dialog open={configType !== null} onOpenChange={(open) => !test.isPending && onOpenChange(open)}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Test Configuration</DialogTitle>
          <DialogDescription>
            {PRIMARY_SERVICE.label} · <span className="font-mono">{configType}</span>
          </DialogDescription>
        </DialogHeader>
        <Field label="Test prompt">
          <Textarea value={prompt} onChange={(event) => setPrompt(event.target.value)} rows={4} />
        </Field>
        {answer !== null && answer !== undefined && (
          <div className="space-y-1" aria-live="polite">
            <p className="text-sm font-medium">Response</p>
            <pre className="max-h-72 overflow-auto rounded-md bg-muted/50 p-3 text-xs whitespace-pre-wrap break-words">
              {typeof answer === 'string' ? answer : toPrettyJson(answer)}
            </pre>
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={test.isPending}>
            Close
          </Button>
          <Button onClick={() => void run()} disabled={test.isPending || !prompt.trim()}>
            <FlaskConical aria-hidden />
            {test.isPending ? 'Testing...' : 'Run Test'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
