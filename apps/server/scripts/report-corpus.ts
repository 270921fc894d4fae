/**
 * Prints the local engine's deep analysis (report, smart questions, data freshness, news) for the
 * corpus's pitch decks, to read what an investor gets.
 *
 *   npx tsx apps/server/scripts/report-corpus.ts [--only=<part of a file name>] [--now=2026-11-25] [--parts=report,questions,freshness,news]
 */
import { parseDeepAnalysis, redFlagsForSmartQuestions } from '@pitchscope/domain/deep-analysis-parser';
import { createLocalProvider } from '@pitchscope/engine/local.provider';
import { corpusPresent, CORPUS_DIR, loadCorpusDecks } from './corpus-decks.ts';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const arg = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  if (!corpusPresent()) throw new Error(`No corpus at ${CORPUS_DIR}`);
  const now = new Date(arg('now') ?? Date.now());
  const parts = (arg('parts') ?? 'report,questions,freshness,news').split(',');
  const provider = createLocalProvider();
  const ctx = { now };
  for (const { file, deck } of await loadCorpusDecks({ only: arg('only'), now })) {
    console.log(`\n==================== ${file} ====================`);
    const research = await provider.deepResearch(deck, ctx);
    if (parts.includes('report')) console.log(research.report);
    if (parts.includes('questions')) {
      const parsed = parseDeepAnalysis(research.report);
      const redFlags = redFlagsForSmartQuestions(parsed);
      console.log('\n----- smart questions -----');
      console.log(await provider.smartQuestions({ deck, analysisSummary: research.report, keyConcerns: [], redFlags }, ctx));
    }
    if (parts.includes('freshness')) console.log('\n----- data freshness -----\n' + (await provider.dataFreshness(deck, ctx)));
    if (parts.includes('news')) console.log('\n----- news intelligence -----\n' + (await provider.newsIntelligence(deck, ctx)));
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
