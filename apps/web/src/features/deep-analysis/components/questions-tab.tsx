import { MessageCircleQuestion, Sparkles } from 'lucide-react';
import type { DeepAnalysis } from '@pitchscope/domain/contracts/deep-analysis';
import { FactsEditedNotice } from '@/components/facts-edited-notice';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DeckWriteControl } from '@/components/access/viewer-gate';
import type { DeckWriteAccess } from '@/lib/current-workspace';
import type { SupportingAnalyses } from '../hooks/use-supporting-analyses';
import { GeneratingPlaceholder } from './generating-placeholder';
import { SmartQuestionsView } from './smart-questions-view';

/** Questions to Ask: the report's follow-up questions, and smart questions generated on demand. */
export function QuestionsTab({
  analysis,
  questions,
  access,
}: {
  analysis: DeepAnalysis;
  questions: SupportingAnalyses['questions'];
  access: DeckWriteAccess;
}) {
  const fromAnalysis = analysis.parsedFollowUpQuestions?.length
    ? analysis.parsedFollowUpQuestions
    : (analysis.followUpQuestions ?? []);
  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 className="flex items-center gap-2 text-base font-semibold">
              <MessageCircleQuestion aria-hidden="true" className="size-5" />
              Questions from the Analysis
            </h2>
          </CardTitle>
          <CardDescription>Follow-up questions for the founders raised by the deep analysis.</CardDescription>
        </CardHeader>
        <CardContent>
          {fromAnalysis.length ? (
            <ol className="list-decimal space-y-2 pl-6 text-sm leading-relaxed">
              {fromAnalysis.map((question, index) => (
                <li key={`${index}-${question}`}>{question}</li>
              ))}
            </ol>
          ) : (
            <p className="text-sm text-muted-foreground">No follow-up questions in this analysis.</p>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="space-y-1.5">
            <CardTitle>
              <h2 className="flex items-center gap-2 text-base font-semibold">
                <Sparkles aria-hidden="true" className="size-5" />
                Smart Questions
              </h2>
            </CardTitle>
            <CardDescription>
              Questions tailored to this deck, with the answers you would like to hear and the red flags to
              watch for.
            </CardDescription>
          </div>
          <DeckWriteControl access={access}>
            <Button onClick={questions.run} disabled={questions.isGenerating}>
              <Sparkles aria-hidden="true" />
              {questions.isGenerating ? 'Generating...' : 'Generate Smart Questions'}
            </Button>
          </DeckWriteControl>
        </CardHeader>
        <CardContent>
          {questions.isGenerating ? (
            <GeneratingPlaceholder label="Generating smart questions..." />
          ) : questions.text ? (
            <div className="space-y-4">
              <FactsEditedNotice changes={questions.editedSince} writtenAt={questions.writtenAt} text="smartQuestions" />
              <SmartQuestionsView text={questions.text} />
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">
              No smart questions yet. Generate them to prepare for your meeting with the founders.
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
