import { Eraser, Play } from 'lucide-react';
import { useId, useState } from 'react';
import {
  parseDeepAnalysis,
  parseTestShape,
  type ParsedDeepAnalysis,
  type ParserTestShape,
} from '@pitchscope/domain/deep-analysis-parser';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { DataBlock } from '../components/data-block';
import { toPrettyJson } from '../utils/files';

const SECTION_FIELDS: [keyof ParsedDeepAnalysis, string][] = [
  ['executiveSummaryText', 'Executive Summary'],
  ['criticalAnalysisText', 'Critical Analysis'],
  ['holisticDiligenceText', 'Holistic Due Diligence'],
  ['industrySpecificInsightsText', 'Industry Insights'],
  ['strengthsWeaknessesText', 'Strengths & Weaknesses'],
  ['risksUncertaintiesText', 'Risks & Uncertainties'],
  ['contextualizationText', 'Contextualization'],
  ['recommendationText', 'Recommendation'],
];

const SHAPE_SECTIONS: [Exclude<keyof ParserTestShape, 'executiveSummary' | 'followUpQuestions'>, string][] = [
  ['teamAnalysis', 'Team Analysis'],
  ['marketAnalysis', 'Market Analysis'],
  ['productAnalysis', 'Product Analysis'],
  ['businessModelAnalysis', 'Business Model Analysis'],
  ['financialAnalysis', 'Financial Analysis'],
];

function humanize(key: string): string {
  return key.replace(/([A-Z])/g, ' $1').replace(/^./, (first) => first.toUpperCase());
}

function TextOrEmpty({ text }: { text: string }) {
  return text.trim() ? (
    <p className="text-sm whitespace-pre-wrap break-words">{text}</p>
  ) : (
    <p className="text-sm text-muted-foreground">Not found</p>
  );
}

function ParsedSections({ parsed }: { parsed: ParsedDeepAnalysis }) {
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2 text-sm">
        <Badge variant="outline">Title: {parsed.title ?? 'none'}</Badge>
        <Badge variant="outline">Tier: {parsed.tier ?? 'not found'}</Badge>
        <Badge variant="outline">Verdict: {parsed.verdict ?? 'not found'}</Badge>
      </div>
      {SECTION_FIELDS.map(([field, label]) => (
        <Card key={field} className="gap-2 py-4">
          <CardHeader className="px-4">
            <CardTitle className="text-base">{label}</CardTitle>
          </CardHeader>
          <CardContent className="px-4">
            <TextOrEmpty text={String(parsed[field] ?? '')} />
          </CardContent>
        </Card>
      ))}
      <Card className="gap-2 py-4">
        <CardHeader className="px-4">
          <CardTitle className="text-base">
            Follow-up Questions ({parsed.parsedFollowUpQuestions.length})
          </CardTitle>
        </CardHeader>
        <CardContent className="px-4">
          {parsed.parsedFollowUpQuestions.length === 0 ? (
            <p className="text-sm text-muted-foreground">Not found</p>
          ) : (
            <ol className="list-decimal space-y-1 pl-5 text-sm">
              {parsed.parsedFollowUpQuestions.map((question) => (
                <li key={question}>{question}</li>
              ))}
            </ol>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function StructuredShape({ shape }: { shape: ParserTestShape }) {
  return (
    <div className="space-y-4">
      <Card className="gap-2 py-4">
        <CardHeader className="px-4">
          <CardTitle className="text-base">Executive Summary</CardTitle>
        </CardHeader>
        <CardContent className="px-4">
          <TextOrEmpty text={shape.executiveSummary} />
        </CardContent>
      </Card>
      {SHAPE_SECTIONS.map(([key, label]) => {
        const { confidenceScore, ...fields } = shape[key];
        return (
          <Card key={key} className="gap-2 py-4">
            <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 px-4">
              <CardTitle className="text-base">{label}</CardTitle>
              <Badge variant="outline">
                Confidence: {confidenceScore === null ? 'n/a' : `${Math.round(confidenceScore * 100)}%`}
              </Badge>
            </CardHeader>
            <CardContent className="px-4">
              <dl className="grid gap-3 sm:grid-cols-2">
                {Object.entries(fields).map(([field, value]) => (
                  <div key={field}>
                    <dt className="text-xs font-medium text-muted-foreground">{humanize(field)}</dt>
                    <dd>
                      <TextOrEmpty text={String(value ?? '')} />
                    </dd>
                  </div>
                ))}
              </dl>
            </CardContent>
          </Card>
        );
      })}
      <Card className="gap-2 py-4">
        <CardHeader className="px-4">
          <CardTitle className="text-base">Follow-up Questions ({shape.followUpQuestions.length})</CardTitle>
        </CardHeader>
        <CardContent className="px-4">
          {shape.followUpQuestions.length === 0 ? (
            <p className="text-sm text-muted-foreground">Not found</p>
          ) : (
            <ol className="list-decimal space-y-1 pl-5 text-sm">
              {shape.followUpQuestions.map((question) => (
                <li key={question}>{question}</li>
              ))}
            </ol>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

/** /test-deep-analysis: paste raw analysis output and see how the shared parser reads it (spec §2.6). */
export default function TestDeepAnalysisPage() {
  const [input, setInput] = useState('');
  const [result, setResult] = useState<{ parsed: ParsedDeepAnalysis; shape: ParserTestShape } | null>(null);
  const inputId = useId();

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight">Deep Analysis Parser Test</h1>
        <p className="text-sm text-muted-foreground">
          Paste raw analysis text (report or JSON) and check what the parser extracts.
        </p>
      </header>
      <Card>
        <CardHeader>
          <CardTitle>Raw Analysis Text</CardTitle>
          <CardDescription>Nothing is saved; parsing runs in your browser.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-3">
          <Label htmlFor={inputId} className="sr-only">
            Raw analysis text
          </Label>
          <Textarea
            id={inputId}
            value={input}
            onChange={(event) => setInput(event.target.value)}
            rows={14}
            spellCheck={false}
            className="font-mono text-xs"
            placeholder={'# Deep Analysis Report\n\n## Executive Summary\n...'}
          />
          <div className="flex flex-wrap gap-2">
            <Button
              onClick={() => setResult({ parsed: parseDeepAnalysis(input), shape: parseTestShape(input) })}
              disabled={!input.trim()}
            >
              <Play aria-hidden />
              Parse Analysis
            </Button>
            <Button
              variant="outline"
              onClick={() => {
                setInput('');
                setResult(null);
              }}
              disabled={!input && !result}
            >
              <Eraser aria-hidden />
              Clear
            </Button>
          </div>
        </CardContent>
      </Card>

      {result && (
        <Tabs defaultValue="sections">
          <TabsList className="h-auto w-full justify-start">
            <TabsTrigger value="sections" className="flex-none">
              Parsed Sections
            </TabsTrigger>
            <TabsTrigger value="shape" className="flex-none">
              Structured Result
            </TabsTrigger>
            <TabsTrigger value="json" className="flex-none">
              Raw JSON
            </TabsTrigger>
          </TabsList>
          <TabsContent value="sections" className="pt-2">
            <ParsedSections parsed={result.parsed} />
          </TabsContent>
          <TabsContent value="shape" className="pt-2">
            <StructuredShape shape={result.shape} />
          </TabsContent>
          <TabsContent value="json" className="space-y-4 pt-2">
            <DataBlock title="Parsed Sections JSON" data={result.parsed} companyName="parser-test">
              <pre className="max-h-[32rem] overflow-auto rounded-md bg-muted/50 p-3 font-mono text-xs whitespace-pre-wrap">
                {toPrettyJson(result.parsed)}
              </pre>
            </DataBlock>
            <DataBlock title="Structured Result JSON" data={result.shape} companyName="parser-test" />
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}
