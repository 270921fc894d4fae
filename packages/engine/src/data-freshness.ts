import { DATA_FRESHNESS_MONTHS } from '@pitchscope/domain/constants';
import { formatFigureValue } from '@pitchscope/domain/figures/format';
import { FIGURE_METRIC_LABELS, UNMARKED_STATUS_NOTE } from '@pitchscope/domain/figures/figure';
import type { AnalysisContext, DeckForAnalysis } from './analysis-provider.ts';
import { buildFindings, isoDate } from './findings.ts';

import { cite } from './text.ts';

/**
 * The data-freshness review (spec deep-analysis-admin §4.3, §9), read from the deck's figure ledger:
 * every figure with a date ("Sept. 2014", "Q3 2015", "2017E") with its age at `ctx.now`, judged by the
 * spec's rules — financial (company) figures are outdated after 3 months, market figures after 6 —
 * counted from the end of the period a figure describes. Projections are listed, never judged stale.
 */
export function buildDataFreshness(deck: DeckForAnalysis, ctx: AnalysisContext): string {
  const f = buildFindings(deck, ctx.now);
  const lines: string[] = [];
  lines.push(`# Data Freshness Review: ${deck.companyName}`, '');
  lines.push(
    `Reviewed ${isoDate(ctx.now)} from the deck's own figures (no outside data). Rules: financial data is outdated after ${DATA_FRESHNESS_MONTHS.financial} months; market data after ${DATA_FRESHNESS_MONTHS.market} months, counted from the end of the period a figure describes.`,
    '',
  );
  if (f.ledger.deckDate) lines.push(`The deck dates itself ${f.ledger.deckDate}.`, '');
  lines.push('## Dated Data Points', '');
  const rows = [...f.dated].sort((a, b) => a.figure.page - b.figure.page);
  if (rows.length === 0) {
    const figures = f.ledger.figures.length;
    lines.push(
      figures > 0
        ? `None of the deck's ${figures} figures carries a date, so their freshness cannot be checked. Ask the founders for the date of every figure.`
        : 'The deck states no figures, so there is nothing to date. Ask the founders for current numbers.',
      '',
    );
  } else {
    lines.push('| Slide | Type | Data point | Period | Age (months) | Status |', '|---|---|---|---|---|---|');
    for (const d of rows.slice(0, 40)) {
      const status = `${d.projection ? 'Projection' : d.stale ? 'Stale' : 'Fresh'}${d.unmarked ? ` (${UNMARKED_STATUS_NOTE})` : ''}`;
      const what = `${FIGURE_METRIC_LABELS[d.figure.metric]} ${formatFigureValue(d.figure)}`.replace(/\|/g, '/');
      lines.push(`| ${d.figure.page} | ${d.kind} | ${what} | ${d.figure.period!.text.replace(/\|/g, '/')} | ${d.projection ? '—' : d.ageMonths} | ${status} |`);
    }
    if (rows.length > 40) lines.push('', `…and ${rows.length - 40} further dated figures (see the deck's Numbers tab).`);
    lines.push('');
  }
  lines.push('## Summary', '');
  const historic = f.dated.filter((d) => !d.projection);
  const stale = historic.filter((d) => d.stale);
  const fresh = historic.filter((d) => !d.stale);
  const projections = f.dated.length - historic.length;
  const unmarked = historic.filter((d) => d.unmarked).length;
  // A past period the deck does not mark is dated data, but never counted as an actual.
  const counted =
    unmarked === 0
      ? `${historic.length} dated actual figure${historic.length === 1 ? '' : 's'}`
      : `${historic.length} figure${historic.length === 1 ? '' : 's'} dated in the past (${unmarked} not marked as actual or projected, and the deck gives no date of its own)`;
  lines.push(`- ${counted}: ${fresh.length} fresh, ${stale.length} stale; ${projections} projection${projections === 1 ? '' : 's'}.`);
  if (unmarked > 0) lines.push(`- Ask which of the ${unmarked} unmarked figure${unmarked === 1 ? ' is an actual' : 's are actuals'}: only those show the company's history.`);
  for (const flag of f.redFlags.filter((r) => r.kind === 'stale')) lines.push(`- ${flag.text} ${cite(flag.slides)}`.trimEnd());
  const lapsed = f.dated.filter((d) => d.figure.status === 'projected' && d.ageMonths >= 0);
  if (lapsed.length > 0) {
    lines.push(`- ${lapsed.length} projection${lapsed.length === 1 ? ' is' : 's are'} for periods that have already ended ${cite(lapsed.map((d) => d.figure.page))}: ask for the actuals.`);
  }
  if (historic.length > 0 && stale.length === 0) lines.push('- Every dated actual figure is within its freshness window.');
  const overall = f.staleFinancial ? 'Stale' : f.staleMarket ? 'Partly stale' : historic.length > 0 ? 'Fresh' : 'Undated';
  lines.push(`- Overall: ${overall}.`);
  if (overall !== 'Fresh') lines.push('- Ask for current monthly figures (revenue, burn, cash, users) and the source date of market sizes.');
  return lines.join('\n').trim();
}
