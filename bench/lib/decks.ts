/**
 * Realistic, distinct 20-slide pitch decks for the benchmarks. Each seed gives another company, sector,
 * city, numbers and wording, so that back-to-back uploads are not caught as duplicates of each other
 * (company names differ and the word sets overlap far below the 0.9 content threshold).
 */
import { makePdf } from '../../apps/server/src/test/fixtures/documents.ts';
import { prng } from '../../apps/server/src/test/prng.ts';

type Rand = () => number;
const pick = <T>(rand: Rand, items: readonly T[]): T => items[Math.floor(rand() * items.length)];
const pickSome = <T>(rand: Rand, items: readonly T[], count: number): T[] => {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length) out.push(pool.splice(Math.floor(rand() * pool.length), 1)[0]);
  return out;
};
const int = (rand: Rand, min: number, max: number) => min + Math.floor(rand() * (max - min + 1));

const SYLLABLES = ['vor', 'ka', 'lin', 'tra', 'mo', 'zen', 'qui', 'bel', 'ro', 'nex', 'sol', 'ari', 'dex', 'pha', 'lu', 'cor', 'vi', 'tan', 'ex', 'om', 'ju', 'fy', 'sta', 'gri', 'pel', 'wun', 'hal', 'yo', 'bri', 'dra'];
const NAME_ENDINGS = ['ly', 'io', 'ify', 'labs', 'works', 'hub', 'wise', 'loop', 'stack', 'grid', 'base', 'flow'];
const FIRST = ['Anna', 'Mikko', 'Sofia', 'David', 'Lucia', 'Tomas', 'Priya', 'Kenji', 'Amara', 'Jonas', 'Elena', 'Omar', 'Hannah', 'Mateo', 'Ingrid', 'Ravi', 'Chloe', 'Felix', 'Noor', 'Lars'];
const LAST = ['Virtanen', 'Laine', 'Marquez', 'Okafor', 'Ferreira', 'Silva', 'Raman', 'Tanaka', 'Diallo', 'Berg', 'Petrova', 'Haddad', 'Schmidt', 'Rossi', 'Nilsen', 'Kapoor', 'Dubois', 'Weber', 'Aziz', 'Holm'];
const FORMER = ['Google', 'Spotify', 'Wolt', 'Siemens', 'McKinsey', 'Stripe', 'Nokia', 'Bosch', 'Klarna', 'Amazon', 'Philips', 'Zalando', 'SAP', 'Unilever', 'Maersk'];
const PLACES = [
  'Helsinki, Finland', 'Stockholm, Sweden', 'Berlin, Germany', 'Lisbon, Portugal', 'Amsterdam, Netherlands', 'Paris, France',
  'London, United Kingdom', 'Barcelona, Spain', 'Copenhagen, Denmark', 'Tallinn, Estonia', 'Austin, Texas', 'Boston, Massachusetts',
  'Toronto, Canada', 'Warsaw, Poland', 'Dublin, Ireland', 'Munich, Germany', 'Oslo, Norway', 'Zurich, Switzerland',
];
const STAGES = [
  { stage: 'Pre-Seed', round: [0.3, 1] },
  { stage: 'Seed', round: [1, 4] },
  { stage: 'Series A', round: [5, 15] },
  { stage: 'Series B', round: [15, 40] },
] as const;

interface Sector {
  name: string;
  customer: string;
  nouns: string[];
  verbs: string[];
  pains: string[];
  channels: string[];
  competitors: string[];
  unit: string;
}

const SECTORS: Sector[] = [
  {
    name: 'fintech', customer: 'small e-commerce merchants', unit: 'merchant',
    nouns: ['payments', 'invoices', 'cash flow', 'reconciliation', 'chargebacks', 'payouts', 'ledger', 'working capital', 'credit lines', 'settlement', 'fraud scoring', 'treasury'],
    verbs: ['automates', 'reconciles', 'forecasts', 'settles', 'underwrites', 'consolidates'],
    pains: ['late payments lock up working capital for 45 days', 'finance teams reconcile thousands of transactions by hand', 'chargeback fraud costs merchants 1.5% of revenue'],
    channels: ['Shopify app store', 'accounting partners', 'payment processors', 'outbound to finance leads'],
    competitors: ['Stripe Capital', 'Pipe', 'Clearco', 'legacy bank overdrafts'],
  },
  {
    name: 'healthtech', customer: 'outpatient clinics', unit: 'clinic',
    nouns: ['patient intake', 'scheduling', 'clinical notes', 'triage', 'referrals', 'no-shows', 'billing codes', 'telehealth', 'care pathways', 'lab results', 'prescriptions', 'waiting lists'],
    verbs: ['triages', 'schedules', 'transcribes', 'codes', 'routes', 'summarizes'],
    pains: ['doctors spend two hours a day on documentation', 'one in five appointments ends as a no-show', 'referral letters get lost between providers'],
    channels: ['EHR marketplaces', 'regional health networks', 'medical conferences', 'clinic group partnerships'],
    competitors: ['Nuance DAX', 'Doctolib', 'Epic add-ons', 'paper forms'],
  },
  {
    name: 'climate', customer: 'industrial manufacturers', unit: 'plant',
    nouns: ['emissions', 'heat recovery', 'energy audits', 'carbon accounting', 'compressed air', 'steam systems', 'grid tariffs', 'solar storage', 'scope 3 data', 'retrofits', 'heat pumps', 'waste streams'],
    verbs: ['measures', 'recovers', 'decarbonizes', 'optimizes', 'audits', 'electrifies'],
    pains: ['factories vent 30% of their process heat', 'carbon reporting takes months of spreadsheet work', 'energy prices doubled in two years'],
    channels: ['energy service companies', 'utility rebate programs', 'industrial distributors', 'direct enterprise sales'],
    competitors: ['Schneider Electric', 'Siemens consulting', 'Watershed', 'manual energy audits'],
  },
  {
    name: 'logistics', customer: 'regional freight carriers', unit: 'truck',
    nouns: ['route planning', 'empty miles', 'dispatch', 'freight matching', 'proof of delivery', 'fuel cards', 'dock scheduling', 'load boards', 'telematics', 'driver retention', 'cross-docking', 'last mile'],
    verbs: ['matches', 'dispatches', 'routes', 'tracks', 'consolidates', 'prices'],
    pains: ['trucks drive 35% of their miles empty', 'dispatchers juggle phone calls and spreadsheets', 'detention at docks costs carriers billions'],
    channels: ['freight brokers', 'telematics integrations', 'trucking associations', 'inside sales'],
    competitors: ['Convoy', 'Uber Freight', 'Transporeon', 'phone-based brokers'],
  },
  {
    name: 'edtech', customer: 'secondary schools', unit: 'school',
    nouns: ['lesson planning', 'homework feedback', 'reading fluency', 'assessments', 'attendance', 'tutoring', 'curriculum mapping', 'exam preparation', 'learning gaps', 'parent messaging', 'classroom analytics', 'special needs support'],
    verbs: ['personalizes', 'grades', 'tutors', 'assesses', 'plans', 'coaches'],
    pains: ['teachers spend 11 hours a week marking', 'one third of pupils leave primary school behind in reading', 'tutoring is unaffordable for most families'],
    channels: ['school districts', 'teacher communities', 'ministry tenders', 'freemium classroom adoption'],
    competitors: ['Khan Academy', 'Google Classroom', 'private tutoring agencies', 'printed workbooks'],
  },
  {
    name: 'proptech', customer: 'residential landlords', unit: 'apartment',
    nouns: ['tenant screening', 'rent collection', 'maintenance tickets', 'leasing', 'energy retrofits', 'vacancies', 'service charges', 'building sensors', 'insurance claims', 'viewings', 'move-outs', 'deposit disputes'],
    verbs: ['screens', 'collects', 'schedules', 'inspects', 'maintains', 'leases'],
    pains: ['vacant units cost landlords a month of rent each turnover', 'maintenance requests wait nine days on average', 'deposit disputes take weeks to settle'],
    channels: ['property management firms', 'real estate brokers', 'housing associations', 'online self-serve'],
    competitors: ['AppFolio', 'Buildium', 'local letting agents', 'email and spreadsheets'],
  },
  {
    name: 'agritech', customer: 'mid-size dairy farms', unit: 'farm',
    nouns: ['herd health', 'feed rations', 'milk yield', 'fertility tracking', 'pasture mapping', 'methane', 'veterinary visits', 'silage quality', 'water use', 'calving', 'lameness', 'traceability'],
    verbs: ['monitors', 'predicts', 'balances', 'detects', 'maps', 'tracks'],
    pains: ['undetected illness cuts milk yield by 15%', 'feed is 60% of a dairy farm cost base', 'buyers demand methane data farms cannot produce'],
    channels: ['farm cooperatives', 'veterinary practices', 'feed suppliers', 'agricultural fairs'],
    competitors: ['Lely', 'DeLaval', 'Allflex', 'paper herd books'],
  },
  {
    name: 'cybersecurity', customer: 'mid-market software companies', unit: 'seat',
    nouns: ['access reviews', 'phishing', 'cloud misconfigurations', 'vendor risk', 'SOC 2 evidence', 'secrets', 'endpoint alerts', 'identity', 'incident response', 'penetration tests', 'audit logs', 'compliance mapping'],
    verbs: ['detects', 'remediates', 'audits', 'monitors', 'hardens', 'certifies'],
    pains: ['security teams ignore 70% of alerts as noise', 'SOC 2 audits take six months of engineer time', 'leaked credentials cause most breaches'],
    channels: ['cloud marketplaces', 'managed service providers', 'security conferences', 'product-led trials'],
    competitors: ['Vanta', 'Drata', 'CrowdStrike', 'consultants with checklists'],
  },
];

/** Sentences any deck might carry; each deck scatters its own random dozen over its slides. */
const COLOUR = [
  'Onboarding takes one afternoon with a dedicated customer success manager.',
  'Pilots convert to annual contracts within ninety days on average.',
  'Our waitlist grew organically through word of mouth and community forums.',
  'Procurement approved us faster because data never leaves the customer region.',
  'Every feature ships behind flags and reaches customers weekly.',
  'Pricing scales with usage, keeping entry barriers deliberately low.',
  'Partnerships with integrators shorten enterprise deployments considerably.',
  'Customer interviews shaped the roadmap: we ran two hundred of them.',
  'The platform is certified under ISO 27001 and GDPR compliant by design.',
  'Machine learning models improve as more anonymized operational data arrives.',
  'Hardware partners manufacture our sensors under long-term supply agreements.',
  'A referral programme drives a quarter of new signups.',
  'Support tickets are answered within four business hours.',
  'Our open-source toolkit attracted thousands of developers on GitHub.',
  'We won the national innovation award and a government research grant.',
  'Seasonal demand peaks during autumn, smoothing revenue across quarters.',
  'Expansion revenue already exceeds churned revenue every single month.',
  'Distribution agreements cover Scandinavia, Benelux and the Baltic states.',
  'A mobile-first interface lets frontline staff work without training.',
  'Regulators invited us into their sandbox programme last spring.',
  'Insurance providers subsidise our subscription for qualifying members.',
  'Strategic investors include a listed industrial conglomerate.',
  'We hold two granted patents and three pending applications.',
  'Benchmarks show accuracy ahead of incumbents on public datasets.',
  'The founding team previously built and sold a profitable company.',
  'Revenue concentration is low: no client exceeds eight percent.',
  'Marketplace listings generate qualified inbound leads daily.',
  'Our carbon footprint is offset through verified forestry projects.',
  'Engineering runs from two hubs with overlapping working hours.',
  'Localization into German, French and Spanish is complete.',
  'Annual prepayments fund most of our working capital needs.',
  'Design partners co-develop features in exchange for early access.',
  'Hiring plans prioritise senior engineers and enterprise account executives.',
  'Telemetry dashboards alert operators before failures cascade.',
  'Veteran industry operators sit on our advisory board.',
  'The freemium tier converts roughly six percent of active workspaces.',
  'Board meetings happen quarterly with detailed written memos.',
  'Channel partners resell bundles alongside complementary services.',
  'An accelerator cohort provided mentorship and initial introductions.',
  'Customers typically recover their investment inside one budget cycle.',
  'Public tenders represent a growing pipeline across municipalities.',
  'Retention cohorts flatten after month four, signalling durable value.',
  'Automation removes repetitive keyboard work for back-office clerks.',
  'We publish transparent uptime reports every month.',
  'Volunteers translated documentation into eleven additional languages.',
  'Field trials validated durability under freezing winter conditions.',
  'Security reviews by external auditors found no critical vulnerabilities.',
  'Our community meetups gather practitioners in twelve cities.',
  'Franchise networks adopt us centrally, then roll out branch by branch.',
  'Data exports follow open standards, avoiding vendor lock-in concerns.',
  'A podcast and newsletter reach fifteen thousand subscribers weekly.',
  'Wholesale agreements lower unit costs as volumes rise.',
  'Academic collaborations feed research into production features.',
  'Gross margins improve with each hardware generation.',
  'The sales playbook is documented, repeatable and already transferable.',
  'Bootstrapped profitably before raising institutional capital.',
  'Cross-border payments settle through licensed banking partners.',
  'Trade shows delivered our three largest enterprise accounts.',
  'Employee ownership through options aligns incentives across the team.',
  'Legacy competitors require costly consultants for every configuration change.',
];

const SLIDE_TITLES = [
  '', 'The Problem', 'Why Now', 'Our Solution', 'How It Works', 'Product', 'Market Opportunity', 'Competition',
  'Business Model', 'Go-To-Market', 'Traction', 'Customers', 'Unit Economics', 'Roadmap', 'Team', 'Advisors & Investors',
  'Financial Projections', 'Use of Funds', 'The Ask', 'Contact',
];

export interface GeneratedDeck {
  company: string;
  sector: string;
  stage: string;
  round: string;
  city: string;
  slides: string[];
}

function companyName(rand: Rand, seed: number): string {
  const base = pick(rand, SYLLABLES) + pick(rand, SYLLABLES) + pick(rand, SYLLABLES);
  // The seed in base 36 keeps names distinct even when syllables repeat.
  const name = `${base}${seed.toString(36)}${pick(rand, NAME_ENDINGS)}`;
  return name[0].toUpperCase() + name.slice(1);
}

const person = (rand: Rand) => `${pick(rand, FIRST)} ${pick(rand, LAST)}`;
const money = (value: number, currency: string) => (value >= 1 ? `${currency}${value.toFixed(1)}M` : `${currency}${Math.round(value * 1000)}K`);

/** A 20-slide deck for `seed`: title, problem, solution, market, traction, team, financials, ask, ... */
export function generateDeck(seed: number, { colourSentences = 3 } = {}): GeneratedDeck {
  const rand = prng(seed * 7919 + 17);
  const sector = SECTORS[seed % SECTORS.length];
  const company = companyName(rand, seed);
  const city = pick(rand, PLACES);
  const { stage, round: range } = pick(rand, STAGES);
  const currency = pick(rand, ['$', 'EUR ', '$', 'GBP ']);
  const roundValue = range[0] + rand() * (range[1] - range[0]);
  const round = money(roundValue, currency);
  const nouns = pickSome(rand, sector.nouns, sector.nouns.length);
  const verb = () => pick(rand, sector.verbs);
  const noun = (i: number) => nouns[i % nouns.length];
  const founded = int(rand, 2016, 2024);
  const customers = int(rand, 8, 900);
  const arr = int(rand, 40, 4000);
  const growth = int(rand, 5, 30);
  const tam = int(rand, 2, 90);
  const sam = Math.max(1, Math.round(tam * (0.05 + rand() * 0.2) * 10) / 10);
  const price = int(rand, 19, 2400);
  const ceo = person(rand);
  const cto = person(rand);
  const coo = person(rand);
  const team = int(rand, 4, 60);
  const [compA, compB, compC, compD] = pickSome(rand, sector.competitors, 4);
  const pains = pickSome(rand, sector.pains, 3);
  const logos = Array.from({ length: 4 }, () => companyName(rand, int(rand, 1000, 99999)));
  const colour = pickSome(rand, COLOUR, colourSentences);

  const slides = [
    `${company}\n${company} ${verb()} ${noun(0)} and ${noun(1)} for ${sector.customer}\n${company} Ltd, ${city} - founded ${founded}\nInvestor presentation, ${stage} round`,
    `The Problem\n${pains[0][0].toUpperCase()}${pains[0].slice(1)}.\nBesides, ${pains[1]}.\nFor ${sector.customer}, ${noun(2)} and ${noun(3)} still run on manual work and guesswork.`,
    `Why Now\nRegulation on ${noun(4)} tightens in ${founded + 3}.\nCloud adoption among ${sector.customer} passed ${int(rand, 40, 80)}% in the last two years.\nCosts of ${noun(5)} rose ${int(rand, 20, 90)}% since ${founded - 1}.`,
    `Our Solution\n${company} ${verb()} ${noun(0)} end to end: one platform that ${verb()} ${noun(1)} and ${verb()} ${noun(6)}.\nSet up in under ${int(rand, 2, 14)} days, no IT project required.`,
    `How It Works\n1. Connect existing systems for ${noun(2)} in minutes.\n2. Our models ${verb()} ${noun(7)} every hour.\n3. Teams act on prioritized recommendations from a single dashboard.`,
    `Product\nDashboard for ${noun(3)} with live alerts.\nMobile app for field teams handling ${noun(8)}.\nOpen API and ${int(rand, 5, 40)} native integrations.`,
    `Market Opportunity\nTotal addressable market: ${currency}${tam}B across ${int(rand, 20, 200)}K ${sector.customer}.\nServiceable market: ${currency}${sam}B in Europe and North America.\nWe target ${int(rand, 1, 5)}% share within five years.`,
    `Competition\n${compA}: built for enterprises, expensive and slow to deploy.\n${compB}: covers ${noun(9)} only.\n${compC}${compD ? ` and ${compD}` : ''}: no automation of ${noun(10)}.\n${company} is the only product covering the whole workflow.`,
    `Business Model\nSubscription of ${currency}${price} per ${sector.unit} per month.\nUsage-based add-ons for ${noun(11)}.\nGross margin of ${int(rand, 60, 88)}%.`,
    `Go-To-Market\nLand with ${pick(rand, sector.channels)}, expand through ${pick(rand, sector.channels)}.\nSales cycle of ${int(rand, 3, 16)} weeks; self-serve onboarding for small accounts.`,
    `Traction\n${customers} paying customers, ${currency}${arr}K ARR.\nRevenue growing ${growth}% month over month since ${pick(rand, ['January', 'March', 'June', 'September'])} ${founded + 1}.\nNet revenue retention of ${int(rand, 100, 145)}%.`,
    `Customers\n${logos.join(', ')} and ${int(rand, 5, 80)} more.\n"${company} cut our time spent on ${noun(2)} in half." - Head of Operations, ${logos[0]}`,
    `Unit Economics\nCustomer acquisition cost ${currency}${int(rand, 200, 9000)}.\nLifetime value ${currency}${int(rand, 5, 90)}K, payback in ${int(rand, 3, 18)} months.\nChurn below ${int(rand, 1, 4)}% monthly.`,
    `Roadmap\nQ1: launch ${noun(4)} module.\nQ2: expand to ${pick(rand, PLACES).split(', ')[1]}.\nQ3: partner integrations for ${noun(5)}.\nQ4: enterprise tier with ${noun(6)} analytics.`,
    `Team\n${ceo}, CEO, ex-${pick(rand, FORMER)}, ${int(rand, 6, 20)} years in ${sector.name}\n${cto}, CTO, ex-${pick(rand, FORMER)}, led engineering of ${noun(7)} systems\n${coo}, COO, ex-${pick(rand, FORMER)}\n${team} employees in ${city.split(',')[0]}`,
    `Advisors & Investors\n${person(rand)}, former VP at ${pick(rand, FORMER)}\n${person(rand)}, partner at a ${sector.name} fund\nBacked by angels from ${pick(rand, FORMER)} and ${pick(rand, FORMER)}.`,
    `Financial Projections\n${founded + 4}: revenue ${money(arr / 1000 * 2.5, currency)}\n${founded + 5}: revenue ${money(arr / 1000 * 6, currency)}\n${founded + 6}: revenue ${money(arr / 1000 * 13, currency)}, EBITDA positive.`,
    `Use of Funds\n${int(rand, 35, 55)}% product and engineering.\n${int(rand, 25, 40)}% sales and marketing.\n${int(rand, 5, 20)}% operations and ${noun(8)} compliance.`,
    `The Ask\nWe are raising a ${round} ${stage} round to reach ${customers * 4} customers and ${currency}${arr * 4}K ARR.\nRunway of ${int(rand, 18, 30)} months.`,
    `Contact\n${ceo}, CEO\n${ceo.split(' ')[0].toLowerCase()}@${company.toLowerCase()}.com\nwww.${company.toLowerCase()}.com`,
  ];
  if (slides.length !== SLIDE_TITLES.length) throw new Error('deck generator: slide count mismatch');
  // Scatter this deck's own colour sentences over the body slides (never the title or contact slide).
  colour.forEach((sentence, i) => {
    const slide = 1 + ((i * 7 + seed) % (slides.length - 2));
    slides[slide] += `\n${sentence}`;
  });
  return { company, sector: sector.name, stage, round, city, slides };
}

export async function generateDeckPdf(seed: number, options?: { colourSentences?: number }): Promise<{ deck: GeneratedDeck; bytes: Uint8Array }> {
  const deck = generateDeck(seed, options);
  return { deck, bytes: await makePdf(deck.slides) };
}
