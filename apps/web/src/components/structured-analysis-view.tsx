import type { StructuredDeepAnalysis } from '@pitchscope/domain/contracts/deep-analysis';
import { Markdown } from '@/components/markdown';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

const NOT_SPECIFIED = 'Not specified';

interface Field {
  label: string;
  value: string | undefined;
}

function FieldList({ heading, fields }: { heading?: string; fields: Field[] }) {
  return (
    <section className="space-y-3">
      {heading && <h3 className="text-base font-semibold">{heading}</h3>}
      <dl className="grid gap-3 md:grid-cols-2">
        {fields.map((field) => (
          <div key={field.label} className="rounded-md border p-3">
            <dt className="text-sm font-medium">{field.label}</dt>
            <dd className="mt-1 text-sm text-muted-foreground">
              {field.value?.trim() ? (
                <Markdown content={field.value} />
              ) : (
                <span className="italic">{NOT_SPECIFIED}</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The older structured deep analysis (team, product, market, business model, financial, risk) shown as
 * the page shell's six tabs, with 'Not specified' where a stored analysis lacks a value.
 */
export function StructuredAnalysisView({
  structured,
  strengthsWeaknessesText,
}: {
  structured: StructuredDeepAnalysis;
  strengthsWeaknessesText?: string;
}) {
  const { teamAnalysis: team, productAnalysis: product, marketAnalysis: market } = structured;
  const { businessModelAnalysis: model, financialAnalysis: financial, riskAssessment: risk } = structured;
  return (
    <Tabs defaultValue="summary" className="gap-4">
      <TabsList aria-label="Structured analysis" className="h-auto flex-wrap justify-start">
        <TabsTrigger value="summary">Executive Summary</TabsTrigger>
        <TabsTrigger value="critical">Critical Analysis</TabsTrigger>
        <TabsTrigger value="diligence">Due Diligence</TabsTrigger>
        <TabsTrigger value="strengths">Strengths &amp; Weaknesses</TabsTrigger>
        <TabsTrigger value="risks">Risks &amp; Uncertainties</TabsTrigger>
        <TabsTrigger value="context">External Context</TabsTrigger>
      </TabsList>
      <TabsContent value="summary">
        {structured.executiveSummary?.trim() ? (
          <Markdown content={structured.executiveSummary} />
        ) : (
          <p className="text-sm text-muted-foreground italic">{NOT_SPECIFIED}</p>
        )}
      </TabsContent>
      <TabsContent value="critical" className="space-y-6">
        <FieldList
          heading="Team"
          fields={[
            { label: 'Strengths', value: team?.strengths },
            { label: 'Weaknesses', value: team?.weaknesses },
          ]}
        />
        <FieldList
          heading="Product"
          fields={[
            { label: 'Innovation', value: product?.innovation },
            { label: 'Scalability', value: product?.scalability },
            { label: 'Defensibility', value: product?.defensibility },
          ]}
        />
      </TabsContent>
      <TabsContent value="diligence" className="space-y-6">
        <FieldList
          heading="Market"
          fields={[
            { label: 'Market Size', value: market?.size },
            { label: 'Growth', value: market?.growth },
            { label: 'Competitors', value: market?.competitors },
          ]}
        />
        <FieldList
          heading="Business Model"
          fields={[
            { label: 'Revenue Streams', value: model?.revenueStreams },
            { label: 'Unit Economics', value: model?.unitEconomics },
          ]}
        />
        <FieldList
          heading="Financials"
          fields={[
            { label: 'Burn Rate', value: financial?.burnRate },
            { label: 'Margins', value: financial?.margins },
            { label: 'Projections', value: financial?.projections },
          ]}
        />
      </TabsContent>
      <TabsContent value="strengths">
        {strengthsWeaknessesText?.trim() ? (
          <Markdown content={strengthsWeaknessesText} />
        ) : (
          <FieldList
            fields={[
              { label: 'Strengths', value: team?.strengths },
              { label: 'Weaknesses', value: team?.weaknesses },
            ]}
          />
        )}
      </TabsContent>
      <TabsContent value="risks">
        <FieldList
          fields={[
            { label: 'Key Risks', value: risk?.keyRisks },
            { label: 'Mitigation Strategies', value: risk?.mitigationStrategies },
          ]}
        />
      </TabsContent>
      <TabsContent value="context">
        <FieldList
          fields={[
            { label: 'Market Trends', value: market?.trends },
            { label: 'Competitors', value: market?.competitors },
            { label: 'Market Size', value: market?.size },
            { label: 'Growth Rate', value: market?.growth },
          ]}
        />
      </TabsContent>
    </Tabs>
  );
}
