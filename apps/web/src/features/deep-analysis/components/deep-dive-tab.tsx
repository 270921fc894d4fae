import { useMemo, useState, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { TIERS, type Confidence } from '@pitchscope/domain/constants';
import type { Deck } from '@pitchscope/domain/contracts/decks';
import type { DeepAnalysis } from '@pitchscope/domain/contracts/deep-analysis';
import {
  deepDiveSubTabs,
  parseDeepAnalysis,
  parseStructuredAnalysis,
  type DeepDiveSubTab,
  type DeepDiveTabId,
  type ParsedStructuredAnalysis,
} from '@pitchscope/domain/deep-analysis-parser';
import { ANALYSIS_MESSAGES } from '@pitchscope/domain/messages';
import { Markdown } from '@/components/markdown';
import { StructuredAnalysisView } from '@/components/structured-analysis-view';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { cn } from '@/lib/utils';
import { ClaimCheckNotice } from './claim-check-notice';
import { ConfidenceBadge, confidenceFor, sectionLabel } from './confidence-badge';
import { DeepDiveToolbar } from './deep-dive-toolbar';

const STORED_TEXT_FIELDS = [
  'executiveSummaryText',
  'criticalAnalysisText',
  'holisticDiligenceText',
  'industrySpecificInsightsText',
  'strengthsWeaknessesText',
  'risksUncertaintiesText',
  'contextualizationText',
] as const;

function structuredOf(analysis: DeepAnalysis): ParsedStructuredAnalysis | null {
  if (!analysis.structured) return null;
  const structured = parseStructuredAnalysis(analysis.structured);
  const hasAny = Object.values(structured).some((value) =>
    typeof value === 'string'
      ? value.trim() !== ''
      : Object.values(value as Record<string, string>).some((text) => text.trim() !== ''),
  );
  return hasAny ? structured : null;
}

/** Whether a stored deep analysis has anything to show ('Deep Analysis Data Missing' otherwise). */
export function hasAnalysisContent(analysis: DeepAnalysis): boolean {
  return (
    Boolean(analysis.rawAnalysis?.trim()) ||
    STORED_TEXT_FIELDS.some((field) => Boolean(analysis[field]?.trim())) ||
    structuredOf(analysis) !== null
  );
}

const SUB_TAB_CONFIDENCE: Record<DeepDiveTabId, string[]> = {
  'executive-summary': ['executiveSummary', 'summary'],
  'industry-insights': ['industryInsights', 'industrySpecificInsights', 'industry'],
  'red-flags': ['redFlags', 'risks', 'risksUncertainties', 'concerns'],
  strengths: ['strengths', 'strengthsWeaknesses'],
  recommendation: ['recommendation', 'verdict'],
};

interface ReportSection {
  id: string;
  title: string;
  text: string;
  confidenceKeys: string[];
}

function CollapsibleSection({
  title,
  confidence,
  defaultOpen = true,
  children,
}: {
  title: string;
  confidence?: Confidence | null;
  defaultOpen?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Collapsible open={open} onOpenChange={setOpen} className="rounded-lg border">
      <div className="flex items-center gap-2 pr-3">
        <h3 className="flex-1 text-base font-semibold">
          <CollapsibleTrigger className="flex w-full items-center gap-2 rounded-lg px-4 py-3 text-left outline-none hover:bg-muted/50 focus-visible:ring-[3px] focus-visible:ring-ring/50">
            <ChevronDown
              aria-hidden="true"
              className={cn('size-4 shrink-0 transition-transform', !open && '-rotate-90')}
            />
            {title}
          </CollapsibleTrigger>
        </h3>
        {confidence && <ConfidenceBadge level={confidence} />}
      </div>
      <CollapsibleContent className="border-t px-4 py-3">{children}</CollapsibleContent>
    </Collapsible>
  );
}

function BulletList({ bullets, tone }: { bullets: string[]; tone: 'red' | 'green' }) {
  return (
    <ul className="space-y-2">
      {bullets.map((bullet, index) => (
        <li
          key={`${index}-${bullet.slice(0, 24)}`}
          className="flex items-start gap-2.5 text-sm leading-relaxed"
        >
          <span
            aria-hidden="true"
            className={cn(
              'mt-1.5 size-2 shrink-0 rounded-full',
              tone === 'red' ? 'bg-red-500' : 'bg-emerald-500',
            )}
          />
          <span>{bullet}</span>
        </li>
      ))}
    </ul>
  );
}

function SubTabBody({ tab }: { tab: DeepDiveSubTab }) {
  if ((tab.id === 'red-flags' || tab.id === 'strengths') && tab.bullets?.length) {
    return <BulletList bullets={tab.bullets} tone={tab.id === 'red-flags' ? 'red' : 'green'} />;
  }
  return tab.text.trim() ? (
    <Markdown content={tab.text} />
  ) : (
    <p className="text-sm text-muted-foreground">{ANALYSIS_MESSAGES.noSectionContent}</p>
  );
}

/** The Deep Dive Analysis tab (spec §2.3 Reading B, with the page shell's structured tabs for older analyses). */
export function DeepDiveTab({
  deck,
  analysis,
  isAdmin,
}: {
  deck: Deck;
  analysis: DeepAnalysis;
  isAdmin: boolean;
}) {
  const [showRaw, setShowRaw] = useState(false);
  const rawText = analysis.rawAnalysis ?? '';

  const parsed = useMemo(() => {
    const fromText = parseDeepAnalysis(rawText);
    // Analyses stored without report text still carry the server's parsed sections.
    return {
      ...fromText,
      executiveSummaryText: fromText.executiveSummaryText || analysis.executiveSummaryText || '',
      industrySpecificInsightsText:
        fromText.industrySpecificInsightsText || analysis.industrySpecificInsightsText || '',
    };
  }, [analysis.executiveSummaryText, analysis.industrySpecificInsightsText, rawText]);

  const tier = analysis.tier ?? parsed.tier ?? null;
  const verdict = analysis.verdict ?? parsed.verdict ?? null;
  const subTabs = useMemo(() => deepDiveSubTabs(parsed, { tier, verdict }), [parsed, tier, verdict]);
  const structured = useMemo(() => structuredOf(analysis), [analysis]);

  const reportSections: ReportSection[] = [
    {
      id: 'critical',
      title: 'Critical Analysis',
      text: analysis.criticalAnalysisText || parsed.criticalAnalysisText,
      confidenceKeys: ['criticalAnalysis', 'critical'],
    },
    {
      id: 'diligence',
      title: 'Holistic Due Diligence',
      text: analysis.holisticDiligenceText || parsed.holisticDiligenceText,
      confidenceKeys: ['holisticDiligence', 'dueDiligence', 'diligence'],
    },
    {
      id: 'strengths-weaknesses',
      title: 'Strengths & Weaknesses',
      text: analysis.strengthsWeaknessesText || parsed.strengthsWeaknessesText,
      confidenceKeys: ['strengthsWeaknesses', 'strengthsAndWeaknesses'],
    },
    {
      id: 'risks',
      title: 'Risks & Uncertainties',
      text: analysis.risksUncertaintiesText || parsed.risksUncertaintiesText,
      confidenceKeys: ['risksUncertainties', 'risks', 'risksAndUncertainties'],
    },
    {
      id: 'context',
      title: 'Contextualization',
      text: analysis.contextualizationText || parsed.contextualizationText,
      confidenceKeys: ['contextualization', 'externalContext', 'context'],
    },
  ].filter((section) => section.text?.trim());

  const fullText =
    rawText.trim() ||
    STORED_TEXT_FIELDS.map((field) => analysis[field])
      .filter((text) => text?.trim())
      .join('\n\n');
  const confidenceEntries = Object.entries(analysis.confidence ?? {});

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          {tier && TIERS[tier - 1] && (
            <Badge variant="outline" className="text-sm">
              Tier {tier}: {TIERS[tier - 1]}
            </Badge>
          )}
          {verdict && (
            <Badge variant="secondary" className="text-sm">
              Initial verdict: {verdict}
            </Badge>
          )}
        </div>
        <DeepDiveToolbar
          deckId={deck.id}
          hasFile={Boolean(deck.fileUrl)}
          fullText={fullText}
          isAdmin={isAdmin}
          showRaw={showRaw}
          onToggleRaw={() => setShowRaw((value) => !value)}
          model={analysis.model}
          generatedAt={analysis.generatedAt}
        />
        {analysis.claimVerification && <ClaimCheckNotice verification={analysis.claimVerification} />}
      </div>

      {confidenceEntries.length > 0 && (
        <section aria-label="Confidence by section" className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-muted-foreground">Confidence:</span>
          {confidenceEntries.map(([key, level]) => (
            <span key={key} className="inline-flex items-center gap-1.5">
              <span>{sectionLabel(key)}</span>
              <ConfidenceBadge level={level} />
            </span>
          ))}
        </section>
      )}

      {isAdmin && showRaw ? (
        <Card>
          <CardHeader>
            <CardTitle>
              <h2 className="text-base font-semibold">Raw Analysis</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <pre className="max-h-[70vh] overflow-auto rounded-md bg-muted p-4 text-xs whitespace-pre-wrap break-words">
              {fullText || ANALYSIS_MESSAGES.noAnalysisData}
            </pre>
          </CardContent>
        </Card>
      ) : (
        <>
          {subTabs.length > 0 && (
            <div className="space-y-3">
              {subTabs.map((tab) => (
                <CollapsibleSection
                  key={tab.id}
                  title={tab.title}
                  confidence={confidenceFor(analysis.confidence, SUB_TAB_CONFIDENCE[tab.id])}
                >
                  <SubTabBody tab={tab} />
                </CollapsibleSection>
              ))}
            </div>
          )}

          {structured && (
            <Card>
              <CardHeader>
                <CardTitle>
                  <h2 className="text-base font-semibold">Structured Analysis</h2>
                </CardTitle>
              </CardHeader>
              <CardContent>
                <StructuredAnalysisView
                  structured={structured}
                  strengthsWeaknessesText={analysis.strengthsWeaknessesText}
                />
              </CardContent>
            </Card>
          )}

          {reportSections.length > 0 && (
            <CollapsibleSection title="Full report" defaultOpen={false}>
              <div className="space-y-6">
                {reportSections.map((section) => {
                  const confidence = confidenceFor(analysis.confidence, section.confidenceKeys);
                  return (
                    <section key={section.id} aria-labelledby={`report-${section.id}`} className="space-y-2">
                      <div className="flex flex-wrap items-center gap-2">
                        <h4 id={`report-${section.id}`} className="text-base font-semibold">
                          {section.title}
                        </h4>
                        {confidence && <ConfidenceBadge level={confidence} />}
                      </div>
                      <Markdown content={section.text} />
                    </section>
                  );
                })}
              </div>
            </CollapsibleSection>
          )}

          {subTabs.length === 0 && !structured && reportSections.length === 0 && (
            <p className="text-sm text-muted-foreground">{ANALYSIS_MESSAGES.noAnalysisData}</p>
          )}
        </>
      )}
    </div>
  );
}
