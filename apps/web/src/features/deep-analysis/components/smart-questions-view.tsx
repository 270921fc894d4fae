import { useMemo } from 'react';
import { CheckCircle2, Flag, Lightbulb } from 'lucide-react';
import { ANALYSIS_MESSAGES } from '@pitchscope/domain/messages';
import {
  parseSmartQuestions,
  type Priority,
  type SmartContentItem,
  type SmartQuestionSection,
} from '@pitchscope/domain/smart-questions-parser';
import { Markdown } from '@/components/markdown';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const PRIORITY_CLASS: Record<Priority, string> = {
  high: 'border-transparent bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  medium: 'border-transparent bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200',
  low: 'border-transparent bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
};

const PRIORITY_LABEL: Record<Priority, string> = {
  high: 'High Priority',
  medium: 'Medium Priority',
  low: 'Low Priority',
};

function MustAskBadge() {
  return <Badge variant="destructive">Must Ask</Badge>;
}

function QuestionItem({ item }: { item: SmartContentItem }) {
  if (item.type === 'paragraph') {
    return <p className="text-sm leading-relaxed text-muted-foreground">{item.text}</p>;
  }
  return (
    <li className="space-y-2 rounded-md border p-3">
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
        >
          {item.questionNumber}
        </span>
        <p className="flex-1 text-sm font-medium leading-relaxed">
          <span className="sr-only">Question {item.questionNumber}: </span>
          {item.question}
        </p>
        {item.mustAsk && <MustAskBadge />}
      </div>
      {item.type === 'structured-question' && item.basis && (
        <p className="pl-9 text-xs text-muted-foreground">Prompted by: {item.basis}</p>
      )}
      {item.type === 'structured-question' && (item.goodAnswer || item.redFlagAnswer) && (
        <div className="grid gap-2 pl-9 md:grid-cols-2">
          {item.goodAnswer && (
            <div className="rounded-md bg-emerald-50 p-2.5 text-sm dark:bg-emerald-950/50">
              <p className="flex items-center gap-1.5 text-xs font-semibold text-emerald-800 dark:text-emerald-200">
                <CheckCircle2 aria-hidden="true" className="size-3.5" />
                What you would like to hear
              </p>
              <p className="mt-1 text-emerald-950 dark:text-emerald-100">{item.goodAnswer}</p>
            </div>
          )}
          {item.redFlagAnswer && (
            <div className="rounded-md bg-red-50 p-2.5 text-sm dark:bg-red-950/50">
              <p className="flex items-center gap-1.5 text-xs font-semibold text-red-800 dark:text-red-200">
                <Flag aria-hidden="true" className="size-3.5" />
                Red flag answer
              </p>
              <p className="mt-1 text-red-950 dark:text-red-100">{item.redFlagAnswer}</p>
            </div>
          )}
        </div>
      )}
    </li>
  );
}

function SmartSection({ section }: { section: SmartQuestionSection }) {
  const paragraphs = section.content.filter((item) => item.type === 'paragraph');
  const questions = section.content.filter((item) => item.type !== 'paragraph');
  return (
    <section aria-labelledby={`smart-${section.id}`} className="space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={`smart-${section.id}`} className="text-base font-semibold">
          {section.title}
        </h3>
        <Badge className={cn(PRIORITY_CLASS[section.priority])}>{PRIORITY_LABEL[section.priority]}</Badge>
        {section.mustAsk && <MustAskBadge />}
      </div>
      {paragraphs.map((item, index) => (
        <QuestionItem key={`p-${index}`} item={item} />
      ))}
      {questions.length > 0 && (
        <ol className="space-y-2">
          {questions.map((item, index) => (
            <QuestionItem key={`q-${index}`} item={item} />
          ))}
        </ol>
      )}
    </section>
  );
}

/** Smart questions as structured sections: numbered questions, good and red-flag answers, badges. */
export function SmartQuestionsView({ text }: { text: string }) {
  const parsed = useMemo(() => parseSmartQuestions(text), [text]);
  const hasQuestions = parsed.sections.some((section) =>
    section.content.some((item) => item.type !== 'paragraph'),
  );
  if (!hasQuestions) {
    // Nothing to structure: say so, and still show what the model wrote.
    return (
      <div className="space-y-3">
        <p className="text-sm text-muted-foreground">{ANALYSIS_MESSAGES.noStructuredQuestions}</p>
        {text.trim() && <Markdown content={text} className="rounded-md border p-3" />}
      </div>
    );
  }
  return (
    <div className="space-y-6">
      {parsed.sections.map((section) => (
        <SmartSection key={section.id} section={section} />
      ))}
      {parsed.meetingStrategy && (
        <aside
          aria-label="Meeting Strategy"
          className="rounded-md border border-sky-200 bg-sky-50 p-4 dark:border-sky-900 dark:bg-sky-950/50"
        >
          <h3 className="flex items-center gap-2 text-sm font-semibold text-sky-900 dark:text-sky-100">
            <Lightbulb aria-hidden="true" className="size-4" />
            Meeting Strategy
          </h3>
          <p className="mt-1 text-sm whitespace-pre-line text-sky-950 dark:text-sky-100">
            {parsed.meetingStrategy}
          </p>
        </aside>
      )}
    </div>
  );
}
