/**
 * The initial analysis's "Detailed Analysis": the facts behind the summary, each with where it comes
 * from, then the deck's figures, rivals and coverage. The summary above it already tells the story, so
 * this part does not repeat it.
 */
import type { FieldSource, FieldSources } from '@pitchscope/domain/contracts/decks';
import type { MetadataResult } from '../analysis.provider.ts';
import { cite } from './text.ts';

const FACT_LABELS: [keyof MetadataResult & keyof FieldSources, string][] = [
  ['companyName', 'Company'],
  ['industry', 'Industry'],
  ['stage', 'Stage'],
  ['roundSize', 'Round size'],
  ['geography', 'Location'],
  ['website', 'Website'],
  ['keyPeople', 'Key people'],
];

/** "stated, slide 4", "inferred, slides 2, 3", "assumed: the deck does not state it". */
export function provenance(source: FieldSource | undefined): string {
  if (!source) return 'source unknown';
  const where = cite(source.slides).replace(/^\(|\)$/g, '');
  switch (source.status) {
    case 'stated':
      return where ? `stated, ${where}` : 'stated';
    case 'inferred':
      return where ? `inferred from ${where}` : 'inferred';
    case 'assumed':
      return 'assumed: the deck does not state it';
    default:
      return 'not found in the deck';
  }
}

export function composeDetailedAnalysis(
  metadata: MetadataResult,
  coverage: { found: string[]; missing: string[] },
): string {
  const facts = FACT_LABELS.map(([key, label]) => {
    const source = metadata.fieldSources?.[key];
    const value = String(metadata[key] ?? '');
    return `- ${label}: ${value || 'Not specified'} (${provenance(source)})`;
  });
  const blocks = [`**Facts read from the deck**\n${facts.join('\n')}`];
  if (metadata.keyMetrics.length > 0)
    blocks.push(`**Figures the deck gives**\n${metadata.keyMetrics.map((m) => `- ${m}`).join('\n')}`);
  if (metadata.competitorsListed.length > 0)
    blocks.push(`**Competitors named**: ${metadata.competitorsListed.join(', ')}.`);
  if (coverage.found.length > 0) blocks.push(`**Sections covered**: ${coverage.found.join(', ')}.`);
  if (coverage.missing.length > 0) blocks.push(`**Not covered**: ${coverage.missing.join(', ')}.`);
  return blocks.join('\n\n');
}
