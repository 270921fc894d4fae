import { DATA_FRESHNESS_MONTHS } from '@pitchscope/domain/constants';
import type { AnalysisContext, DeckForAnalysis } from '../analysis.provider.ts';
import { buildFindings, isoDate } from './findings.ts';
import { cite } from './text.ts';

/**
 * The data-freshness review (spec deep-analysis-admin §4.3, §9): every dated figure in the deck with its
 * age at `ctx.now`, judged Fresh or Stale by the 3-month financial and 6-month market rules.
 */
export function buildDataFreshness(deck: DeckForAnalysis, ctx: AnalysisContext): string {
  const f = buildFindings(deck, ctx.now);
  const lines: string[] = [];
  lines.push(`# Data Freshness Review: ${deck.companyName}`, '');
  lines.push(
    `Reviewed ${isoDate(ctx.now)} by the local engine. Rules: financial data is outdated after ${DATA_FRESHNESS_MONTHS.financial} months; market data after ${DATA_FRESHNESS_MONTHS.market} months, counted from the end of the period a figure describes.`,
    '',
  );
  lines.push('## Dated Data Points', '');
  if (f.dated.length === 0) {
    lines.push('The deck contains no dated financial or market figures, so their freshness cannot be checked. Ask the founders for the date of every figure.', '');
  } else {
    lines.push('| Slide | Type | Data point | Date | Age (months) | Status |', '|---|---|---|---|---|---|');
    for (const p of f.dated) {
      const status = p.future ? 'Projection' : p.stale ? 'Stale' : 'Fresh';
      lines.push(`| ${p.slide} | ${p.kind} | ${p.what.replace(/\|/g, '/')} | ${p.dateText} | ${p.future ? '—' : p.ageMonths} | ${status} |`);
    }
    lines.push('');
  }
  lines.push('## Summary', '');
  const historic = f.dated.filter((p) => !p.future);
  const stale = historic.filter((p) => p.stale);
  const fresh = historic.filter((p) => !p.stale);
  lines.push(
    `- ${historic.length} dated historical figure${historic.length === 1 ? '' : 's'}: ${fresh.length} fresh, ${stale.length} stale; ${f.dated.length - historic.length} forward-looking.`,
  );
  for (const flag of f.redFlags.filter((r) => r.text.startsWith('⚠'))) lines.push(`- ${flag.text} ${cite(flag.slides)}`);
  if (stale.length === 0 && historic.length > 0) lines.push('- All dated historical figures are within the freshness windows.');
  const overall = f.staleFinancial.length > 0 || f.historyGap ? 'Stale' : f.staleMarket.length > 0 ? 'Partly stale' : historic.length > 0 ? 'Fresh' : 'Undated';
  lines.push(`- Overall: ${overall}.`);
  if (overall !== 'Fresh') lines.push('- Ask for current monthly figures (revenue, burn, cash, users) and the source date of market sizes.');
  return lines.join('\n').trim();
}
