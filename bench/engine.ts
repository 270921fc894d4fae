/**
 * The local engine's time per deck (issue #30): `validatePitchDeck` + `extractMetadata` of a fresh
 * local provider on 20-page text decks (the deck's pages as its text layer gives them, no extraction),
 * each deck new to the provider so nothing is remembered between runs. Reference: the same on a deck
 * of four times the words (the colour sentences scattered over the body slides).
 */
import type { AnalysisContext, DeckText } from '../apps/server/src/modules/analysis/analysis.provider.ts';
import { createLocalProvider } from '@pitchscope/engine/local.provider';
import { atMost, info, median, now, percentile, round, runIfMain, type Bench } from './lib/common.ts';
import { generateDeck } from './lib/decks.ts';

const RUNS = Number(process.env.BENCH_ENGINE_RUNS ?? 60);
const WARM_UP = 5;
const ctx: AnalysisContext = { now: new Date('2026-11-27T12:00:00Z') };

function textDeck(seed: number, colourSentences = 3): DeckText {
  const deck = generateDeck(seed, { colourSentences });
  return { fileName: `${deck.company}.pdf`, pages: deck.slides.map((text, i) => ({ pageNumber: i + 1, text })) };
}

/** Wall time and the process's CPU time (user + system) per deck, in ms: on a loaded machine the second holds. */
async function timeDecks(seeds: number[], colourSentences?: number): Promise<{ wall: number[]; cpu: number[] }> {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (const [i, seed] of seeds.entries()) {
    // A fresh provider and a fresh deck object: the provider keeps a deck's reading per object.
    const provider = createLocalProvider();
    const deck = textDeck(seed, colourSentences);
    const started = now();
    const cpuStarted = process.cpuUsage();
    await provider.validatePitchDeck(deck, ctx);
    await provider.extractMetadata(deck, ctx);
    const used = process.cpuUsage(cpuStarted);
    if (i >= WARM_UP) {
      wall.push(now() - started);
      cpu.push((used.user + used.system) / 1000);
    }
  }
  return { wall, cpu };
}

export const bench: Bench = {
  name: 'engine',
  async run() {
    const seeds = Array.from({ length: RUNS + WARM_UP }, (_, i) => 9100 + i);
    const { wall, cpu } = await timeDecks(seeds);
    const wordy = await timeDecks(seeds.slice(0, 20 + WARM_UP), 60);
    return {
      name: this.name,
      rows: [
        info('p50 validate + extractMetadata', round(median(wall), 1), 'ms', `N=${wall.length}, 20-page text decks`),
        atMost('p95 validate + extractMetadata', round(percentile(wall, 95), 1), 'ms', 50),
        info('p50 / p95 CPU time of the same', round(median(cpu), 1), 'ms', `p95 ${round(percentile(cpu, 95), 1)} ms`),
        info('p95, wordier decks (60 extra sentences)', round(percentile(wordy.wall, 95), 1), 'ms', `N=${wordy.wall.length}; CPU p95 ${round(percentile(wordy.cpu, 95), 1)} ms`),
      ],
      notes: [
        'The engine alone, in-process: no extraction, queue or database. Wall time on a shared machine grows with its load; the CPU time (user + system of the process) much less.',
      ],
    };
  },
};

await runIfMain(import.meta.url, bench);
