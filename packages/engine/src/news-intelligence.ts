import { OFFLINE_NEWS_NOTICE } from '@pitchscope/domain/constants';
import { buildFigureLedger } from '@pitchscope/domain/figures/extract';
import type { Figure, FigureMetric } from '@pitchscope/domain/figures/figure';
import type { AnalysisContext, DeckForAnalysis } from './analysis-provider.ts';
import { BOILERPLATE, cleanListItem, isContentfulItem } from './findings.ts';
import { describeFigure, statusNote } from './ledger-view.ts';
import { toSlides, cite, clipWords, type Slide } from './text.ts';

/**
 * News intelligence needs the web, which the local engine does not have. Instead of inventing news it
 * says so plainly, and lists the deck's claims worth verifying — customers, partners, investors, press,
 * awards, legal standing, and the key numbers from the figure ledger — with their slides, under the
 * headings the news formatter recognises (🔺 ⚠️ 🧾 💡). How to configure an online provider is the
 * admin's business and is shown to admins on the page, never in the report.
 */
const CLAIMS: { heading: string; re: RegExp }[] = [
  { heading: '🔺 Funding and Investors Claimed', re: /\b(raised|backed by|investors?|funded by|seed round|series [a-e]|angels?|accelerator|incubator|y ?combinator|techstars|grants?)\b/i },
  { heading: '🧾 Customers, Partners, Press and Awards Claimed', re: /\b(customers? include|clients?|partners?|partnership|signed|pilot with|featured in|as seen in|press|techcrunch|forbes|awards?|winner|won|finalist|ranked|recogni[sz]ed)\b/i },
  { heading: '⚠️ Legal and Regulatory Claims', re: /\b(licen[cs]e[ds]?|regulat\w*|patent\w*|trademark|compliance|compliant|approved|certified|registered|incorporated|llc)\b/i },
];

/** Figures an outside source could confirm: traction, revenue, funding, valuation. */
const VERIFIABLE = new Set<FigureMetric>(['customers', 'users', 'downloads', 'revenue', 'arr', 'mrr', 'gmv', 'funding_raised', 'valuation', 'headcount']);

export function buildNewsIntelligence(deck: DeckForAnalysis, ctx: AnalysisContext): string {
  const slides = toSlides(deck.pages);
  const ledger = deck.figures ?? buildFigureLedger(deck.pages.map((p) => ({ page: p.pageNumber, text: p.text })), { asOf: ctx.now });
  const lines: string[] = [];
  lines.push(`# News Intelligence: ${deck.companyName}`, '');
  lines.push(
    `${OFFLINE_NEWS_NOTICE} this analysis reads the deck only and has no access to the web, so nothing below has been checked against outside sources. ` +
      "These are the deck's claims worth verifying before a meeting — each can be checked in the press, in company registries or with the people named.",
    '',
  );
  let any = false;
  for (const claim of CLAIMS) {
    const hits = findClaims(slides, claim.re);
    if (hits.length === 0) continue;
    any = true;
    lines.push(`## ${claim.heading}`, '');
    for (const h of hits) lines.push(`- "${h.text}" ${cite([h.slide])}`);
    lines.push('');
  }
  const numbers = keyNumbers(ledger.figures);
  if (numbers.length > 0) {
    any = true;
    lines.push('## 🧾 Numbers Claimed', '');
    for (const f of numbers) lines.push(`- ${describeFigure(f)}${statusNote(f)} ${cite([f.page])}`);
    lines.push('');
  }
  if (!any) lines.push('The deck names no customers, partners, investors, press, awards or key numbers that outside sources could confirm.', '');
  lines.push('## 💡 What to Verify', '');
  lines.push(`- That ${deck.companyName} is registered, where, since when and with which founders${deck.website && !/not specified/i.test(deck.website) ? ` (the deck gives ${deck.website})` : ''}.`);
  lines.push('- Each named customer, partner, investor or award above, with the party named or an independent source from the last 12 months.');
  lines.push('- The numbers above against the data room (billing, bank, analytics) rather than the deck.');
  lines.push('- Whether the company has been in the press at all; if not, it may be in stealth mode.');
  return lines.join('\n').trim();
}

function keyNumbers(figures: Figure[]): Figure[] {
  const out: Figure[] = [];
  const seen = new Set<string>();
  for (const f of figures) {
    if (!VERIFIABLE.has(f.metric) || f.status !== 'actual') continue;
    const key = `${f.metric}|${f.value}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(f);
    if (out.length >= 8) break;
  }
  return out;
}

function findClaims(slides: Slide[], re: RegExp): { text: string; slide: number }[] {
  const out: { text: string; slide: number }[] = [];
  for (const slide of slides) {
    for (const raw of slide.lines) {
      const line = cleanListItem(raw);
      const words = line.split(/\s+/).length;
      if (words < 3 || words > 40 || !re.test(line) || !isContentfulItem(line) || BOILERPLATE.test(line)) continue;
      out.push({ text: cleanListItem(clipWords(line, 25).replace(/[.…]$/, '')), slide: slide.n });
      if (out.length >= 6) return out;
    }
  }
  return out;
}
