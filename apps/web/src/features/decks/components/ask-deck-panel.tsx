import { useId, useState, type FormEvent } from 'react';
import { Loader2, MessageSquareText } from 'lucide-react';
import { ASK_MESSAGES, ASK_QUESTION_MAX_LENGTH, type AskAnswer, type DeckQuestion } from '@pitchscope/domain/ask-deck';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/api-client';
import { useAskDeck, useDeckQuestions } from '../api/ask-deck';

export interface AskDeckPanelProps {
  deckId: string;
  /** Opens a cited slide in the viewer with the quoted words marked. */
  onCite: (page: number, quote: string) => void;
}

function Answer({ answer, onCite }: { answer: AskAnswer; onCite: AskDeckPanelProps['onCite'] }) {
  return (
    <div className="grid gap-1.5">
      <p className="text-sm break-words">{answer.text}</p>
      {answer.citations.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Cited slides">
          {answer.citations.map((citation, index) => (
            <li key={`${citation.page}-${index}`}>
              <Button type="button" variant="outline" size="sm" className="h-7 px-2 text-xs" onClick={() => onCite(citation.page, citation.quote)}>
                Slide {citation.page}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {answer.droppedSentences > 0 && (
        <p className="text-xs text-muted-foreground">{ASK_MESSAGES.droppedSentences(answer.droppedSentences)}</p>
      )}
      {answer.note && <p className="text-xs text-muted-foreground">{answer.note}</p>}
    </div>
  );
}

function QuestionItem({ item, onCite }: { item: DeckQuestion; onCite: AskDeckPanelProps['onCite'] }) {
  return (
    <li className="grid gap-1.5 border-t pt-3 first:border-t-0 first:pt-0">
      <p className="text-sm font-medium break-words">{item.question}</p>
      <Answer answer={item.answer} onCite={onCite} />
      <p className="text-xs text-muted-foreground">
        {[item.askedBy, new Date(item.askedAt).toLocaleString()].filter(Boolean).join(' · ')}
      </p>
    </li>
  );
}

/**
 * Ask the deck (issue #32): a question box whose answers quote their slides (a citation opens the slide
 * with the passage marked) or say the deck does not say; the workspace's earlier questions below it.
 */
export function AskDeckPanel({ deckId, onCite }: AskDeckPanelProps) {
  const inputId = useId();
  const [question, setQuestion] = useState('');
  const questions = useDeckQuestions(deckId);
  const ask = useAskDeck(deckId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = question.trim();
    if (!text || ask.isPending) return;
    ask.mutate(text, { onSuccess: () => setQuestion('') });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <MessageSquareText className="size-4" aria-hidden />
          Ask the deck
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form onSubmit={submit} className="grid gap-2">
          <Label htmlFor={inputId}>Question</Label>
          <div className="flex gap-2">
            <Input
              id={inputId}
              value={question}
              maxLength={ASK_QUESTION_MAX_LENGTH}
              placeholder="What is their ARR?"
              onChange={(event) => setQuestion(event.target.value)}
            />
            <Button type="submit" disabled={!question.trim() || ask.isPending}>
              {ask.isPending && <Loader2 className="animate-spin" aria-hidden />}
              Ask
            </Button>
          </div>
          {questions.data?.modelAnswers && (
            <p className="text-xs text-muted-foreground">
              {ASK_MESSAGES.modelAnswersLeft(questions.data.modelAnswers)}
            </p>
          )}
          {ask.isError && (
            <p className="text-sm text-destructive" role="alert">
              {errorMessage(ask.error, ASK_MESSAGES.askFailed)}
            </p>
          )}
        </form>
        <div aria-live="polite">
          {questions.data && questions.data.questions.length > 0 && (
            <ul className="grid gap-3" aria-label="Questions asked">
              {questions.data.questions.map((item) => (
                <QuestionItem key={item.id} item={item} onCite={onCite} />
              ))}
            </ul>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
