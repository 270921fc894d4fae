import { INDUSTRIES, type Industry } from '@pitchscope/domain/constants';
import type { FinderDoubt } from './learned/fact-calibration.ts';
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
    ['web apps', 1],
    ['dashboard', 1],
    ['per seat', 2],
    ['per-seat', 2],
    ['enterprise software', 3],
    ['file sharing', 2],
    ['sync', 1],
    ['storage', 1],
    ['customer relationship', 2],
    ['analytics', 1],
    ['per user', 1.5],
    ['workflow', 1],
    ['workflows', 1],
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
    ['insurer', 3],
    ['insurers', 3],
    ['reinsurance', 4],
    ['accounting', 2],
    ['bookkeeping', 2.5],
    ['payroll', 2.5],
    ['brokerage', 3],
    ['neobank', 5],
    ['credit card', 2],
    ['debit card', 2],
    ['kyc', 3],
    ['savings', 2],
    ['wealth management', 3],
    ['robo-advisor', 4],
    ['bnpl', 4],
    ['buy now pay later', 4],
    ['invoices', 1.5],
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
    ['clinic', 2.5],
    ['clinics', 2.5],
    ['telemedicine', 4],
    ['telehealth', 4],
    ['medtech', 5],
    ['physicians', 2.5],
    ['nurses', 2],
    ['diagnosis', 2.5],
    ['disease', 2],
    ['genomics', 4],
    ['biotechnology', 5],
    ['medical device', 4],
    ['therapists', 2.5],
    ['dental', 2.5],
    ['dentists', 2.5],
    ['elderly care', 3],
    ['wellness', 1.5],
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
    ['online shop', 3],
    ['shopify', 2],
    ['cart', 1.5],
    ['subscription box', 3],
    ['resale', 2],
    ['second-hand', 2],
    ['shoppers', 2.5],
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
    ['chatbot', 2.5],
    ['chatbots', 2.5],
    ['ai agent', 3],
    ['ai agents', 3],
    ['large language model', 4],
    ['large language models', 4],
    ['predictive', 2],
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
    ['ransomware', 4],
    ['phishing', 3.5],
    ['endpoint', 2],
    ['endpoints', 2],
    ['detection and response', 4],
    ['zero trust', 4],
    ['siem', 4],
    ['penetration testing', 4],
    ['breach', 2],
    ['breaches', 2],
    ['cyberattack', 4],
    ['cyberattacks', 4],
    ['cyber', 3],
    ['firewall', 3],
    ['identity and access', 3],
    ['security team', 2],
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
    ['tutor', 3],
    ['tutors', 3],
    ['classroom', 3],
    ['curriculum', 3],
    ['learners', 3],
    ['teaching', 2],
    ['homework', 2],
    ['online courses', 3],
    ['upskilling', 3],
    ['universities', 1.5],
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
    ['courier', 3],
    ['couriers', 3],
    ['parcel', 3],
    ['parcels', 3],
    [/\broute optimi[sz]/i, 3],
    ['shipments', 3],
    ['trucking', 3],
    ['trucks', 2],
    ['fulfillment', 3],
    ['fulfilment', 3],
    ['cargo', 3],
    ['carriers', 1.5],
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
    ['apartment', 1.5],
    ['apartments', 1.5],
    ['rental', 2],
    ['landlords', 2.5],
    ['coworking', 3],
    ['property management', 4],
    ['commercial real estate', 4],
    ['home buyers', 3],
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
    ['ev charging', 4],
    ['charging', 2],
    ['charger', 3],
    ['chargers', 3],
    ['kwh', 2.5],
    ['photovoltaic', 4],
    [/\bpv\b/i, 2.5],
    ['wind turbines', 3],
    ['wind farm', 3],
    ['hydrogen', 3],
    ['heat pump', 3],
    ['heat pumps', 3],
    [/decarboni[sz]/i, 3],
    ['net zero', 3],
    ['net-zero', 3],
    ['energy storage', 3],
    ['clean energy', 4],
    ['electricity', 2],
    ['recycling', 2],
    ['circular economy', 3],
    ['co2', 2],
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
    ['creators', 2],
    ['influencers', 2.5],
    ['films', 2],
    ['movies', 2],
    ['publishers', 2],
    ['magazine', 2],
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
    ['food delivery', 3],
    ['chefs', 2],
    ['snacks', 3],
    ['plant-based', 3],
    ['meal kits', 3],
    ['beer', 3],
    ['wine', 3],
    ['bakery', 3],
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
    ['3d printing', 3],
    ['robotics', 2],
    ['machinery', 3],
    ['assembly', 1.5],
    ['cnc', 3],
  ],
  Automotive: [
    ['automotive', 4],
    ['vehicle', 2],
    ['vehicles', 2],
    ['cars', 1.5],
    ['autonomous', 2],
    ['car', 1],
    ['driving', 1],
    ['electric vehicles', 2],
    ['dealership', 3],
    ['dealerships', 3],
    ['car owners', 2],
    ['auto parts', 3],
    ['motorcycles', 3],
    ['mobility', 1.5],
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
    ['flights', 3],
    ['airline', 3],
    ['airlines', 3],
    ['vacation', 3],
    ['travellers', 3],
    ['tourists', 3],
    ['trip', 1.5],
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
    ['video game', 4],
    ['video games', 4],
    ['mobile game', 4],
    ['mobile games', 4],
    ['multiplayer', 3],
    ['play-to-earn', 3],
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
    ['soil', 2.5],
    ['irrigation', 3],
    ['livestock', 3],
    ['agronomist', 3],
    ['agronomists', 3],
    ['fertiliser', 3],
    ['fertilizer', 3],
    ['aquaculture', 4],
    ['fisheries', 3],
    ['fishermen', 3],
    ['dairy', 2.5],
  ],
  'Construction / Infrastructure': [
    ['construction', 3],
    ['infrastructure', 1.5],
    ['building', 1],
    ['contractors', 2],
    ['civil engineering', 3],
    ['renovation', 2.5],
    ['builders', 2.5],
    ['construction sites', 3],
    ['bim', 3],
    ['concrete', 2],
    ['architects', 2],
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
    ['mobile network', 3],
    ['broadband', 3],
    ['fiber', 2.5],
    ['fibre', 2.5],
    ['spectrum', 2],
    ['esim', 3],
    ['roaming', 3],
    ['wireless', 1.5],
    ['satellite', 1.5],
  ],
  'Consumer Goods / CPG': [
    ['cpg', 4],
    ['consumer goods', 4],
    ['cosmetics', 3],
    ['apparel', 3],
    ['fashion', 2],
    ['beauty', 2],
    ['skincare', 3],
    ['skin care', 3],
    ['consumer products', 3],
    ['clothing', 2.5],
    ['sneakers', 3],
    ['jewelry', 3],
    ['jewellery', 3],
    ['supplements', 2.5],
    ['personal care', 3],
    ['pet food', 3],
    ['toys', 2.5],
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
    ['sellers', 2],
    ['gig', 2],
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
    ['ci/cd', 4],
    ['code review', 3],
    ['repositories', 2],
    ['no-code', 3],
    ['low-code', 3],
    ['observability', 3],
    ['infrastructure as code', 4],
    ['debugging', 3],
    ['apis', 1.5],
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
    re:
      typeof term === 'string'
        ? new RegExp(`(?<![\\p{L}])${escapeRegExp(term)}(?![\\p{L}])`, 'giu')
        : new RegExp(term.source, 'gi'),
    weight,
  })),
]);

/** A text's runs of letters ("ai-driven, web3" → ai, driven, web), as the terms' letter boundaries cut it. */
const letterRuns = (text: string) => new Set(text.split(/[^\p{L}]+/u));

/**
 * The plain terms by their first run of letters: a term bounded by non-letters can only occur in a text
 * that has that run whole, so a slide is matched against the few terms its words can start, not all
 * ~500. Terms that start with no letter (or are patterns) are always tried.
 */
const TERMS_BY_FIRST_RUN = new Map<string, CompiledTerm[]>();
const ALWAYS_TRIED = new Set<CompiledTerm>();
for (const [, terms] of COMPILED) {
  for (const term of terms) {
    const first = term.needle === null ? null : /^\p{L}+/u.exec(term.needle)?.[0];
    if (!first) ALWAYS_TRIED.add(term);
    else TERMS_BY_FIRST_RUN.set(first, [...(TERMS_BY_FIRST_RUN.get(first) ?? []), term]);
  }
}

/** The terms a text may hold: every term its letter runs can start, and those always tried. */
function termsToTry(text: string): Set<CompiledTerm> {
  const terms = new Set(ALWAYS_TRIED);
  for (const run of letterRuns(text)) for (const term of TERMS_BY_FIRST_RUN.get(run) ?? []) terms.add(term);
  return terms;
}

export interface IndustryGuess {
  industry: Industry;
  score: number;
  slides: number[];
  /** Runner-up industries with their scores, best first. */
  others: { industry: Industry; score: number }[];
  /** Distinct terms of the winning vocabulary the deck writes. */
  termCount: number;
  /** What each slide adds to the winning score (every slide that adds any). */
  slideScores: Map<number, number>;
  /** Words the slides write, the company's name left out: what the winning vocabulary is a share of. */
  wordCount: number;
}

export function guessIndustry(
  slides: Slide[],
  descriptionSentence?: string,
  companyName?: string,
): IndustryGuess | null {
  const totals = new Map<Industry, { score: number; slides: Map<number, number>; terms: number }>();
  // The company's name is a label, not a description: "Acme Robotics" on every footer, or "acme.ai",
  // would otherwise outweigh what the slides say the company does.
  const withoutName = nameRemover(companyName);
  const lowers = slides.map((s) => withoutName(s.lower));
  const description = withoutName((descriptionSentence ?? '').toLowerCase());
  const slideTerms = lowers.map(termsToTry);
  const descriptionTerms = termsToTry(description);
  for (const [industry, terms] of COMPILED) {
    const entry = { score: 0, slides: new Map<number, number>(), terms: 0 };
    const termsSeen = new Set<CompiledTerm>();
    for (const [i, slide] of slides.entries()) {
      const lower = lowers[i];
      let slideScore = 0;
      for (const term of terms) {
        if (!slideTerms[i].has(term) || (term.needle !== null && !lower.includes(term.needle))) continue;
        term.re.lastIndex = 0;
        const hits = lower.match(term.re)?.length ?? 0;
        if (hits === 0) continue;
        termsSeen.add(term);
        // Diminishing returns for repeats on one slide.
        slideScore += term.weight * Math.min(1 + Math.log2(hits), 2) * (slide.n === 1 ? 2 : 1);
      }
      if (slideScore > 0) {
        entry.score += slideScore;
        entry.slides.set(slide.n, slideScore);
      }
    }
    for (const term of terms) {
      if (!descriptionTerms.has(term)) continue;
      term.re.lastIndex = 0;
      if (description && term.re.test(description)) entry.score += term.weight * 2;
    }
    // One word on one slide ("the flirting game" on a cover) is too thin to name an industry.
    if (termsSeen.size < 2 && entry.slides.size < 2) entry.score = 0;
    entry.terms = termsSeen.size;
    totals.set(industry, entry);
  }
  const ranked = [...totals.entries()].filter(([, v]) => v.score > 0).sort((a, b) => b[1].score - a[1].score);
  if (ranked.length === 0 || ranked[0][1].score < 4) return null;
  const [industry, best] = ranked[0];
  const slidesByWeight = [...best.slides.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([n]) => n);
  return {
    industry,
    score: best.score,
    slides: slidesByWeight.sort((a, b) => a - b),
    others: ranked.slice(1, 4).map(([i, v]) => ({ industry: i, score: v.score })),
    termCount: best.terms,
    slideScores: best.slides,
    wordCount: lowers.reduce((sum, lower) => sum + (lower.match(/\p{L}+/gu)?.length ?? 0), 0),
  };
}

/** An industry read from fewer distinct terms than this rests on a word or two, however often repeated. */
const WELL_SUPPORTED_TERMS = 3;
/**
 * The winning vocabulary's score per thousand words of the deck at which it is the deck's subject
 * rather than a passing topic; each halving below it counts as half of thin support (a quarter of it, or
 * less, fully thin). A deck about something the vocabulary does not know scores a little everywhere.
 */
const SUBJECT_SCORE_PER_THOUSAND_WORDS = 40;

/**
 * What speaks against the industry chosen: a runner-up vocabulary nearly as strong, few distinct terms
 * or a small share of what the deck writes, and how much of it is read on slides about others (rivals, customers, partners, the team's past
 * employers) rather than on the slides about the company's own product.
 */
export function industryDoubt(guess: IndustryGuess, slidesAboutOthers: ReadonlySet<number>): FinderDoubt {
  let total = 0;
  let onOthers = 0;
  for (const [slide, score] of guess.slideScores) {
    total += score;
    if (slidesAboutOthers.has(slide)) onOthers += score;
  }
  const perThousandWords = guess.wordCount > 0 ? (1000 * total) / guess.wordCount : SUBJECT_SCORE_PER_THOUSAND_WORDS;
  const fewTerms = Math.max(0, WELL_SUPPORTED_TERMS - guess.termCount) / (WELL_SUPPORTED_TERMS - 1);
  const smallShare = perThousandWords > 0 ? Math.log2(SUBJECT_SCORE_PER_THOUSAND_WORDS / perThousandWords) / 2 : 1;
  return {
    runnerUpShare: guess.score > 0 ? Math.min(1, (guess.others[0]?.score ?? 0) / guess.score) : 0,
    thinSupport: Math.min(1, Math.max(0, fewTerms, smallShare)),
    aboutOthers: total > 0 ? onOthers / total : 0,
  };
}

/** A ".ai" web address is a domain, not a word about AI ("acme.ai"). */
const AI_DOMAIN = /(?<=[\p{L}\d])\.ai(?![\p{L}\d])/gu;
/** A letter or digit of lower-cased text; any non-ASCII character counts as a letter. */
const WORD = String.raw`[a-z\d\u00c0-\uffff]`;

function nameRemover(companyName: string | undefined): (lower: string) => string {
  const name =
    companyName
      ?.trim()
      .toLowerCase()
      .replace(/\.(?:ai|io)$/, '') ?? '';
  const forms = name.length < 2 ? [] : [...new Set([name, name.replace(/\s+/g, '')])];
  // With its web address ("acme.ai"). Made for every deck, so built without Unicode property classes,
  // which are the slow part of compiling a pattern.
  const re = forms.length
    ? new RegExp(`(?<!${WORD})(?:${forms.map(escapeRegExp).join('|')})(?:\\.[a-z]{2,12})?(?!${WORD})`, 'g')
    : null;
  // Most slides name neither: a substring test skips the patterns.
  return (lower) => {
    let out = lower;
    if (re && forms.some((f) => out.includes(f))) out = out.replace(re, ' ');
    if (out.includes('.ai')) out = out.replace(AI_DOMAIN, ' ');
    return out;
  };
}

export function isKnownIndustry(value: string): value is Industry {
  return (INDUSTRIES as readonly string[]).includes(value);
}
