/**
 * The figure ledger's cost in the upload pipeline (issue #16): extracting every figure of a 20-page deck
 * and running the checks on it, as `processUpload` does after the metadata. Target: ≤ 100 ms a deck.
 * Also measured, for information: a hostile 20-page deck at the engine's reading budget (8,000
 * characters a page) packed with figures.
 */
import { checkFigureLedger } from '../packages/domain/src/figures/checks.ts';
import { buildFigureLedger } from '../packages/domain/src/figures/extract.ts';
import { atMost, info, median, now, percentile, round, runIfMain, type Bench } from './lib/common.ts';
import { generateDeck } from './lib/decks.ts';

const DECKS = 30;
const AS_OF = new Date('2026-06-01T00:00:00Z');

function ledgerAndChecks(pages: { page: number; text: string }[]) {
  const started = now();
  const ledger = buildFigureLedger(pages, { asOf: AS_OF });
  const findings = checkFigureLedger(ledger, { asOf: AS_OF });
  return { ms: now() - started, rows: ledger.figures.length, findings: findings.length };
}

function denseDeck(): { page: number; text: string }[] {
  const line = (i: number) =>
    `Q${(i % 4) + 1} ${2019 + (i % 6)}: revenue $${(i % 90) + 1}.${i % 10}M, ARR $${(i % 50) + 2}M, ` +
    `MRR $${(i % 40) + 1}00K, ${i % 97}% growth MoM, churn ${i % 9}.${i % 7}%, ${(i * 37) % 5000}+ customers.`;
  return Array.from({ length: 20 }, (_, page) => {
    let text = '';
    for (let i = 0; text.length < 8000; i++) text += line(page * 1000 + i) + '\n';
    return { page: page + 1, text: text.slice(0, 8000) };
  });
}

/** Hostile shapes the unit tests read for correctness; here, for time (no quadratic path). */
function hostileCases(): Array<{ metric: string; run: () => unknown }> {
  const noLineBreaks = Array.from(
    { length: 8000 },
    (_, i) => `Q${(i % 4) + 1} 20${10 + (i % 9)} revenue $${i}K -${i},000`,
  ).join(' ');
  const thousandsOfFigures = Array.from(
    { length: 6000 },
    (_, i) => `Revenue Q${(i % 4) + 1} 2014 $${i}K, growing ${i % 50}% MoM`,
  ).join('\n');
  const bigLedger = buildFigureLedger([{ page: 1, text: thousandsOfFigures }], { asOf: AS_OF, deckDate: null });
  return [
    { metric: 'ledger of a 200 KB page without line breaks', run: () => buildFigureLedger([{ page: 1, text: noLineBreaks }], { asOf: AS_OF }) },
    { metric: 'checks on a ledger of 6,000 lines of figures', run: () => checkFigureLedger(bigLedger, { asOf: AS_OF }) },
  ];
}

export const bench: Bench = {
  name: 'figures',
  async run() {
    const decks = Array.from({ length: DECKS + 3 }, (_, i) =>
      generateDeck(700_000 + i).slides.map((text, index) => ({ page: index + 1, text })),
    );
    // The first decks warm the JIT; they are not counted.
    for (const pages of decks.slice(0, 3)) ledgerAndChecks(pages);
    const runs = decks.slice(3).map(ledgerAndChecks);
    const times = runs.map((run) => run.ms);

    const dense = denseDeck();
    ledgerAndChecks(dense);
    const denseRuns = Array.from({ length: 3 }, () => ledgerAndChecks(dense));

    const hostile = hostileCases().map(({ metric, run }) => {
      run();
      const started = now();
      run();
      return atMost(metric, round(now() - started), 'ms', 5000);
    });

    return {
      name: 'figures',
      rows: [
        ...hostile,
        atMost('ledger + checks, 20-page deck, p95', round(percentile(times, 95)), 'ms', 100),
        info('ledger + checks, 20-page deck, median', round(median(times)), 'ms'),
        info('rows per deck, median', median(runs.map((run) => run.rows)), 'rows'),
        info('figure-dense 20 × 8,000-char deck, median', round(median(denseRuns.map((run) => run.ms))), 'ms'),
        info('figure-dense deck rows (capped)', denseRuns[0].rows, 'rows'),
      ],
      notes: [
        `${DECKS} generated 20-slide decks (bench/lib/decks.ts), asOf ${AS_OF.toISOString().slice(0, 10)}; pure CPU, no database.`,
      ],
    };
  },
};

await runIfMain(import.meta.url, bench);
