/**
 * The initial analysis's "Detailed Analysis": the facts behind the summary, each with where it comes
 * from, then the deck's figures, rivals and coverage. The summary above it already tells the story, so
 * this part does not repeat it.
 */
import { factsReadBlock } from '@pitchscope/domain/facts-read';
import type { MetadataResult } from './analysis-provider.ts';

export function composeDetailedAnalysis(
  metadata: MetadataResult,
  coverage: { found: string[]; missing: string[] },
): string {
  // Read again with the deck's current facts on every read (facts-read.ts withCurrentFacts).
  const blocks = [factsReadBlock(metadata, metadata.fieldSources)];
  if (metadata.keyMetrics.length > 0)
    blocks.push(`**Figures the deck gives**\n${metadata.keyMetrics.map((m) => `- ${m}`).join('\n')}`);
  if (metadata.competitorsListed.length > 0)
    blocks.push(`**Competitors named**: ${metadata.competitorsListed.join(', ')}.`);
  if (coverage.found.length > 0) blocks.push(`**Sections covered**: ${coverage.found.join(', ')}.`);
  if (coverage.missing.length > 0) blocks.push(`**Not covered**: ${coverage.missing.join(', ')}.`);
  return blocks.join('\n\n');
}
