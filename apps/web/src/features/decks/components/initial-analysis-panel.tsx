import type { InitialAnalysis } from '@pitchscope/domain/contracts/decks';
import { Markdown } from '@/components/markdown';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

function TextList({ title, items }: { title: string; items: string[] | undefined }) {
  const values = (items ?? []).filter((item) => item?.trim());
  if (!values.length) return null;
  return (
    <section className="grid gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      <ul className="list-disc space-y-1 pl-5 text-sm">
        {values.map((value, index) => (
          <li key={index} className="break-words">
            {value}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The free initial analysis made at upload (summary, strengths, weaknesses, questions). */
export function InitialAnalysisPanel({ analysis }: { analysis: InitialAnalysis | null }) {
  if (!analysis) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Initial Analysis</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        {analysis.summary?.trim() && (
          <p className="text-sm leading-relaxed whitespace-pre-wrap">{analysis.summary}</p>
        )}
        <div className="grid gap-5 md:grid-cols-2">
          <TextList title="Strengths" items={analysis.strengths} />
          <TextList title="Weaknesses" items={analysis.weaknesses} />
        </div>
        <TextList title="Questions to Ask" items={analysis.questions} />
        {analysis.detailedAnalysis?.trim() && (
          <section className="grid gap-2">
            <h3 className="text-sm font-semibold">Detailed Analysis</h3>
            <div className="text-sm">
              <Markdown content={analysis.detailedAnalysis} />
            </div>
          </section>
        )}
      </CardContent>
    </Card>
  );
}
