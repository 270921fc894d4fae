import { INDUSTRIES, type Industry } from '@pitchscope/domain/constants';
import { escapeRegExp, type Slide } from './text.ts';

/**
 * Industry by weighted vocabulary. Each term scores its weight once per slide it appears on; terms on
 * the title slide or in the company's own "X is a ..." sentence count double. Strong, specific terms
 * ("blockchain", "insurance") weigh more than broad ones ("platform", "app").
 */
type Vocabulary = [term: string | RegExp, weight: number][];

const VOCABULARY: Partial<Record<Industry, Vocabulary>> = {
  'SaaS / Software': [
    ['saas', 4],
    ['software', 2],
    ['subscription', 1],
    ['b2b', 1],
    ['crm', 2],
    ['cloud', 1.5],
    ['web app', 1],
    ['dashboard', 1],
    ['per seat', 2],
    ['enterprise software', 3],
    ['file sharing', 2],
    ['sync', 1],
    ['storage', 1],
    ['customer relationship', 2],
    ['analytics', 1],
  ],
  Fintech: [
    ['fintech', 5],
    ['payment', 2],
    ['payments', 2],
    ['wallet', 2],
    ['banking', 2],
    ['bank', 1],
    ['lending', 2.5],
    ['loan', 2],
    ['credit', 1.5],
    ['insurance', 3],
    ['insurtech', 5],
    ['financing', 1.5],
    ['trade finance', 4],
    ['merchant', 1.5],
    ['card reader', 3],
    ['remittance', 3],
    ['financial services', 2],
    ['premium', 0.5],
    ['underwriting', 3],
    ['mortgage', 1.5],
    ['interest rate', 2],
    ['interest rates', 2],
    ['transactions', 1],
    ['financial inclusion', 3],
    ['gift card', 1],
  ],
  'Biotech / Healthcare': [
    ['healthcare', 3],
    ['health', 1.5],
    ['patient', 2.5],
    ['patients', 2.5],
    ['clinical', 3],
    ['medical', 2],
    ['hospital', 2],
    ['biotech', 5],
    ['drug', 2],
    ['therapy', 2],
    ['diagnostic', 2.5],
    ['fda', 3],
    ['doctor', 2],
    ['pharma', 3],
    ['mental health', 3],
  ],
  'E-commerce / Retail': [
    ['e-commerce', 4],
    ['ecommerce', 4],
    ['online store', 3],
    ['retail', 2],
    ['retailers', 2],
    ['shopping', 2],
    ['shop', 1],
    ['checkout', 1.5],
    ['dtc', 2],
    ['direct-to-consumer', 3],
    ['brands', 1],
  ],
  'AI / Machine Learning': [
    ['artificial intelligence', 3],
    ['machine learning', 3],
    [/\bai\b/i, 1.5],
    ['ai-powered', 2],
    ['ai-based', 2],
    ['deep learning', 3],
    ['neural network', 3],
    ['computer vision', 3],
    ['llm', 3],
    ['generative', 2],
    ['face recognition', 3],
    ['facial recognition', 3],
    ['object detection', 3],
    ['nlp', 2],
  ],
  Cybersecurity: [
    ['cybersecurity', 5],
    ['security', 1.5],
    ['threat', 2],
    ['malware', 3],
    ['encryption', 2],
    ['surveillance', 2],
    ['intrusion', 2],
    ['vulnerability', 2],
  ],
  Edtech: [
    ['edtech', 5],
    ['education', 2.5],
    ['learning', 1],
    ['students', 2],
    ['teachers', 2],
    ['school', 1.5],
    ['schools', 1.5],
    ['courses', 1.5],
    ['e-learning', 4],
    ['tutoring', 3],
  ],
  'Logistics / Supply Chain': [
    ['logistics', 4],
    ['supply chain', 3],
    ['shipping', 2],
    ['delivery', 1.5],
    ['freight', 3],
    ['fleet', 1.5],
    ['warehouse', 1.5],
    ['transportation', 2],
    ['car service', 3],
    ['dispatch', 2],
    ['drivers', 1.5],
    ['ride', 1],
    ['cab', 2],
    ['taxi', 3],
    ['last mile', 3],
  ],
  'Real Estate / Proptech': [
    ['real estate', 4],
    ['proptech', 5],
    ['homeownership', 4],
    ['home ownership', 4],
    ['homebuyers', 3],
    ['mortgage', 1.5],
    ['rent', 1],
    ['tenants', 2],
    ['landlord', 2],
    ['property', 2],
    ['properties', 1.5],
    ['housing', 2],
    ['down payment', 3],
  ],
  'Energy / Cleantech': [
    ['energy', 2],
    ['solar', 3],
    ['renewable', 3],
    ['battery', 1.5],
    ['cleantech', 5],
    ['carbon', 2],
    ['emissions', 2],
    ['grid', 1.5],
    ['electric vehicle', 2],
    ['climate', 2],
  ],
  'Media / Entertainment': [
    ['media', 1.5],
    ['entertainment', 3],
    ['content', 1],
    ['social network', 3],
    ['social networking', 3],
    ['stories', 1.5],
    ['music', 2],
    ['video', 1.5],
    ['streaming', 2],
    ['audio', 1.5],
    ['audiobook', 2],
    ['podcast', 2],
    ['publishing', 2],
    ['advertising', 1.5],
    ['network', 0.5],
    ['friends', 1],
    ['dating', 2],
    ['social', 1],
    ['fairy tale', 2],
    ['bedtime', 2],
  ],
  'Food & Beverage': [
    ['food', 2],
    ['beverage', 3],
    ['restaurant', 2],
    ['restaurants', 2],
    ['recipe', 2],
    ['meal', 2],
    ['drinks', 2],
    ['grocery', 2],
    ['shelf life', 3],
  ],
  Manufacturing: [
    ['manufacturing', 3],
    ['factory', 2],
    ['industrial', 1.5],
    ['production line', 2],
    ['hardware', 1.5],
    ['device', 1],
    ['devices', 1],
    ['sensors', 1.5],
    ['coating', 1.5],
    ['materials', 1],
  ],
  Automotive: [
    ['automotive', 4],
    ['vehicle', 2],
    ['vehicles', 2],
    ['cars', 1.5],
    ['autonomous', 2],
    ['car', 1],
    ['driving', 1],
  ],
  'Travel / Hospitality': [
    ['travel', 2.5],
    ['travelers', 2.5],
    ['hotel', 2.5],
    ['hotels', 2.5],
    ['hospitality', 3],
    ['booking', 1.5],
    ['tourism', 3],
    ['trips', 2],
    ['hostel', 2],
    ['accommodation', 2],
  ],
  Gaming: [
    ['gaming', 3],
    ['game', 2],
    ['games', 2],
    ['gamers', 3],
    ['players', 1.5],
    ['esports', 4],
    ['gambling', 3],
    ['casino', 3],
    ['betting', 3],
    ['igaming', 4],
    ['game-changer', -2],
  ],
  'Agriculture / Agtech': [
    ['agriculture', 3],
    ['agricultural', 2],
    ['agtech', 5],
    ['farmers', 3],
    ['farm', 2],
    ['farming', 3],
    ['crop', 2.5],
    ['crops', 2.5],
    ['harvest', 2.5],
    ['fruits', 2],
    ['vegetables', 2],
    ['greenhouse', 1.5],
    ['coffee', 1],
    ['post-harvest', 3],
  ],
  'Construction / Infrastructure': [
    ['construction', 3],
    ['infrastructure', 1.5],
    ['building', 1],
    ['contractors', 2],
    ['civil engineering', 3],
  ],
  Telecommunications: [
    ['telecom', 4],
    ['telecommunications', 4],
    ['mobile operator', 3],
    ['5g', 3],
    ['network operator', 3],
    ['sim card', 2],
    ['connectivity', 1.5],
    ['iot', 1.5],
  ],
  'Consumer Goods / CPG': [
    ['cpg', 4],
    ['consumer goods', 4],
    ['cosmetics', 3],
    ['apparel', 3],
    ['fashion', 2],
    ['beauty', 2],
    ['skincare', 3],
  ],
  Marketplace: [
    ['marketplace', 4],
    ['two-sided', 3],
    ['buyers and sellers', 3],
    ['hosts', 2],
    ['guests', 1.5],
    ['commission', 2],
    ['listings', 2],
    ['freelancers', 2.5],
    ['freelance', 2],
    ['talent', 1],
    ['book rooms', 2],
    ['on-demand', 1.5],
    ['connects', 1],
    ['gyms', 2],
    ['gym', 1.5],
    ['per booking', 2],
    ['providers', 0.5],
  ],
  'Developer Tools': [
    ['developer', 2],
    ['developers', 2.5],
    ['programming', 3],
    ['programming language', 5],
    ['compiler', 3],
    ['sdk', 2.5],
    ['api', 1],
    ['open source', 2],
    ['devops', 3],
    ['ide', 2],
    ['toolchain', 3],
    ['code', 1],
  ],
  'Web3 / Blockchain': [
    ['blockchain', 4],
    ['crypto', 3],
    ['cryptocurrency', 4],
    ['token', 2],
    ['tokens', 2],
    ['tokenized', 3],
    ['tokenizing', 3],
    ['defi', 4],
    ['decentralized', 2.5],
    ['smart contract', 3],
    ['smart contracts', 3],
    ['web3', 5],
    ['nft', 3],
    ['dao', 3],
    ['ico', 3],
    ['crowdsale', 3],
    ['token sale', 4],
    ['dex', 3],
    ['ethereum', 3],
    ['wallet', 0.5],
    ['on-chain', 3],
    ['protocol', 1],
    ['peer-to-peer', 1.5],
  ],
};

interface CompiledTerm {
  re: RegExp;
  /** A plain term, lower-cased: slides without it skip the pattern (most slides lack most terms). */
  needle: string | null;
  weight: number;
}
const COMPILED: [Industry, CompiledTerm[]][] = Object.entries(VOCABULARY).map(([industry, vocab]) => [
  industry as Industry,
  (vocab ?? []).map(([term, weight]) => ({
    needle: typeof term === 'string' ? term.toLowerCase() : null,
    re: typeof term === 'string' ? new RegExp(`(?<![\\p{L}])${escapeRegExp(term)}(?![\\p{L}])`, 'giu') : new RegExp(term.source, 'gi'),
    weight,
  })),
]);

export interface IndustryGuess {
  industry: Industry;
  score: number;
  slides: number[];
  /** Runner-up industries with their scores, best first. */
  others: { industry: Industry; score: number }[];
}

export function guessIndustry(slides: Slide[], descriptionSentence?: string): IndustryGuess | null {
  const totals = new Map<Industry, { score: number; slides: Map<number, number> }>();
  const description = (descriptionSentence ?? '').toLowerCase();
  for (const [industry, terms] of COMPILED) {
    const entry = { score: 0, slides: new Map<number, number>() };
    for (const slide of slides) {
      let slideScore = 0;
      for (const term of terms) {
        if (term.needle !== null && !slide.lower.includes(term.needle)) continue;
        term.re.lastIndex = 0;
        const hits = slide.lower.match(term.re)?.length ?? 0;
        if (hits === 0) continue;
        // Diminishing returns for repeats on one slide.
        slideScore += term.weight * Math.min(1 + Math.log2(hits), 2) * (slide.n === 1 ? 2 : 1);
      }
      if (slideScore > 0) {
        entry.score += slideScore;
        entry.slides.set(slide.n, slideScore);
      }
    }
    for (const term of terms) {
      term.re.lastIndex = 0;
      if (description && term.re.test(description)) entry.score += term.weight * 2;
    }
    totals.set(industry, entry);
  }
  const ranked = [...totals.entries()].filter(([, v]) => v.score > 0).sort((a, b) => b[1].score - a[1].score);
  if (ranked.length === 0 || ranked[0][1].score < 4) return null;
  const [industry, best] = ranked[0];
  const slidesByWeight = [...best.slides.entries()].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([n]) => n);
  return {
    industry,
    score: best.score,
    slides: slidesByWeight.sort((a, b) => a - b),
    others: ranked.slice(1, 4).map(([i, v]) => ({ industry: i, score: v.score })),
  };
}

export function isKnownIndustry(value: string): value is Industry {
  return (INDUSTRIES as readonly string[]).includes(value);
}
