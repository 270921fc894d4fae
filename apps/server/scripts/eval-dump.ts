/**
 * `eval:corpus --dump=DIR`: everything the provider makes of each file, one JSON file per corpus file,
 * so that two runs (before and after a refactoring of the engine) can be compared document by document
 * with `diff -r`, which is stronger than comparing the accuracy table. With `--now=ISO` every dated
 * judgement (freshness, the deep report's dates) is made at the same instant in both runs.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AnalysisContext, AnalysisProvider, DeckText, MetadataResult } from '../src/modules/analysis/analysis.provider.ts';
import { buildFindings } from '@pitchscope/engine/findings';
import { deckForDeepResearch } from './eval-provider.ts';

export interface DumpOptions {
  dir: string;
  /** The local engine's own findings (slides, evidence, red flags, questions) are dumped too. */
  local: boolean;
}

/** `--dump=DIR` and `--now=ISO` of the evaluation's arguments. */
export function dumpArgs(args: readonly string[]): { dir: string | null; now: Date | null } {
  const dir = args.find((a) => a.startsWith('--dump='))?.slice('--dump='.length) ?? null;
  const nowArg = args.find((a) => a.startsWith('--now='))?.slice('--now='.length);
  const now = nowArg ? new Date(nowArg) : null;
  if (now && Number.isNaN(now.getTime())) throw new Error(`--now=${nowArg} is not a date`);
  return { dir: dir ? path.resolve(dir) : null, now };
}

export async function dumpFile(
  options: DumpOptions,
  file: string,
  deck: DeckText,
  outcome: { isValid: boolean; reasoning: string; confidence?: number; metadata: MetadataResult },
  provider: AnalysisProvider,
  ctx: AnalysisContext,
): Promise<void> {
  const forAnalysis = deckForDeepResearch(file, deck, outcome.metadata);
  const deeper = options.local
    ? {
        findings: buildFindings(forAnalysis, ctx.now),
        deepResearch: await provider.deepResearch(forAnalysis, ctx),
        smartQuestions: await provider.smartQuestions(
          { deck: forAnalysis, analysisSummary: outcome.metadata.executiveSummary, keyConcerns: [], redFlags: [] },
          ctx,
        ),
        dataFreshness: await provider.dataFreshness(forAnalysis, ctx),
        newsIntelligence: await provider.newsIntelligence(forAnalysis, ctx),
      }
    : {};
  await mkdir(options.dir, { recursive: true });
  await writeFile(path.join(options.dir, `${file}.json`), JSON.stringify({ file, ...outcome, ...deeper }, null, 1));
}
