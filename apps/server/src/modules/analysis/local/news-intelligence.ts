import type { AnalysisContext, DeckForAnalysis } from '../analysis.provider.ts';
import { toSlides, cite, clipWords, type Slide } from './text.ts';

/**
 * News intelligence needs the web, which the local engine does not have. Instead of inventing news it
 * says so, and lists what the deck itself claims that news would verify, with the slides, under the
 * headings the news formatter recognises (🔺 ⚠️ 🧾 💡).
 */
const CLAIMS: { heading: string; kind: string; re: RegExp }[] = [
  { heading: '🔺 Funding and Investors Claimed', kind: 'funding', re: /\b(raised|backed by|investors?|funded by|seed round|series [a-e]|angel|accelerator|incubator|y ?combinator|techstars|grant)\b/i },
  { heading: '🧾 Customers, Partners and Press Claimed', kind: 'partners', re: /\b(customers? include|clients?|partners?|partnership|signed|pilot with|featured in|as seen in|press|techcrunch|forbes|award|winner|won|finalist|ranked|recognized|recognised)\b/i },
  { heading: '⚠️ Legal and Regulatory Claims', kind: 'legal', re: /\b(licen[cs]e[ds]?|regulat\w*|patent\w*|trademark|compliance|compliant|approved|certified|registered|incorporated|llc)\b/i },
];

export function buildNewsIntelligence(deck: DeckForAnalysis, _ctx: AnalysisContext): string {
  const slides = toSlides(deck.pages);
  const lines: string[] = [];
  lines.push(`# News Intelligence: ${deck.companyName}`, '');
  lines.push(
    'News intelligence needs an online provider: the local engine has no web access, so no recent news was searched and none is reported here. ' +
      'Configure GEMINI_API_KEY, or an OpenAI-compatible server, to run background research on the company.',
    '',
  );
  lines.push('Until then, these are the deck\'s own claims that news coverage would confirm or contradict:', '');
  let any = false;
  for (const claim of CLAIMS) {
    const hits = findClaims(slides, claim.re);
    if (hits.length === 0) continue;
    any = true;
    lines.push(`## ${claim.heading}`, '');
    for (const h of hits) lines.push(`- "${h.text}" ${cite([h.slide])}`);
    lines.push('');
  }
  if (!any) lines.push('- No recent claims found in the deck about funding, customers, partners, press or awards.', '');
  lines.push('## 💡 What to Verify', '');
  lines.push(`- Company registration and founders of ${deck.companyName}${deck.website && !/not specified/i.test(deck.website) ? ` (${deck.website})` : ''}.`);
  lines.push('- Each named customer, partner, investor or award above, against an independent source from the last 12 months.');
  lines.push('- Whether the company has been in the press at all; if not, it may be in stealth mode.');
  return lines.join('\n').trim();
}

function findClaims(slides: Slide[], re: RegExp): { text: string; slide: number }[] {
  const out: { text: string; slide: number }[] = [];
  for (const slide of slides) {
    for (const line of slide.lines) {
      const words = line.split(/\s+/).length;
      if (words < 3 || words > 40 || !re.test(line)) continue;
      out.push({ text: clipWords(line, 25).replace(/[.…]$/, ''), slide: slide.n });
      if (out.length >= 6) return out;
    }
  }
  return out;
}
