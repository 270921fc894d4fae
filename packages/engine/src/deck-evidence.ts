import { matchedTerms, sentencesOf, type Slide } from './text.ts';

/**
 * What the local engine reads in a document to tell a pitch deck from what looks like one: vocabularies
 * of other kinds of document (invoices, papers, reports, lectures, templates …), what a cover calls
 * the document, template placeholders and filler. General language, no company's or file's words:
 * the deck classifier (learned/deck-classifier.ts) weighs these as features, and the reasoning quotes
 * them.
 */

export interface DocumentProfile {
  kind: string;
  /** How the reasoning names it: "the document reads like {label}". */
  label: string;
  markers: (string | RegExp)[];
  /** Distinct markers needed before the profile counts. */
  threshold: number;
}

export const PROFILES: DocumentProfile[] = [
  {
    kind: 'invoice',
    label: 'an invoice',
    markers: [
      'invoice',
      'bill to',
      'billed to',
      'total due',
      'amount due',
      'balance due',
      'invoice number',
      /invoice (no|#)/i,
      'subtotal',
      'due date',
      'unit price',
      /\bqty\b/i,
      'payment terms',
      /\bvat\b/i,
      'remit to',
      'purchase order',
    ],
    threshold: 3,
  },
  {
    kind: 'form',
    label: 'a form to fill in',
    markers: [
      'use this form',
      'please print',
      'signature',
      'sign here',
      'date of birth',
      'account number',
      'routing number',
      'authorization',
      'check one',
      'check the box',
      'fill in',
      'social security',
      'print name',
      'account owner',
      'bank wire',
      /\bform\b/i,
      'instructions',
    ],
    threshold: 4,
  },
  {
    kind: 'manual',
    label: 'a product manual or warranty booklet',
    markers: [
      'warranty',
      "owner's manual",
      'owner’s manual',
      'coverage',
      'exclusions',
      'authorised',
      'authorized dealer',
      'service partner',
      'terms and conditions',
      'claims',
      'mileage',
      'manufacturer',
      'maintenance',
      'roadside assistance',
      'safety instructions',
    ],
    threshold: 4,
  },
  {
    kind: 'paper',
    label: 'an academic or technical paper (white paper, litepaper or research paper)',
    markers: [
      'abstract',
      'references',
      /\bet al\b/i,
      'theorem',
      'lemma',
      'equation',
      'appendix',
      'white paper',
      'whitepaper',
      'litepaper',
      'lite paper',
      'yellow paper',
      'bibliography',
      /\bdoi\b/i,
      'arxiv',
      'proof',
      'this paper',
      'we propose',
      'we define',
      'formally',
      /\bsection \d/i,
      'specification',
      'this document',
      'this whitepaper',
      /^\d+(?:\.\d+)*\.?\s+(?:introduction|background|architecture|overview|conclusions?|related work|methodology|design|protocol)\b/im,
    ],
    threshold: 4,
  },
  {
    // Earnings releases, annual and fund reports, listed companies' results presentations: an
    // established company reporting a period to its shareholders, not a startup asking for money.
    kind: 'financial report',
    label:
      "a company's or fund's periodic financial report (annual report, earnings release or results presentation)",
    markers: [
      'annual report',
      'interim report',
      'quarterly report',
      'financial results',
      'quarter ended',
      'year ended',
      'half year ended',
      'earnings per share',
      /\beps\b/i,
      'dividend',
      'shareholders',
      'unitholders',
      'stock exchange',
      'auditor',
      'audited',
      'unaudited',
      'financial statements',
      'statement of financial position',
      'balance sheet',
      'net asset value',
      'trustee',
      'financial year',
      'fiscal year',
      'board of directors',
      'consolidated',
      'profit before tax',
      'profit after tax',
      /\b(pbt|pat)\b/,
      'safe harbour',
      'safe harbor',
      /\bq[1-4]\s?fy\s?['’]?\d{2}/i,
      'investor relations',
    ],
    threshold: 4,
  },
  {
    kind: 'academic talk',
    label: 'an academic talk (thesis defence or research seminar)',
    markers: [
      /\b(?<!investment )thesis\b/i,
      'dissertation',
      'supervisor',
      'honours',
      'literature review',
      'research question',
      'hypothes',
      'future work',
      /\bfigure \d/i,
      /[∂∇∑∫]/,
      'equation',
      'simulation',
      /\bet al\b/i,
      'experimental setup',
      'methodology',
      'the talk',
      'acknowledg',
    ],
    threshold: 3,
  },
  {
    kind: 'report',
    label: 'a government or policy report',
    markers: [
      'executive order',
      'federal',
      'agencies',
      'recommended policy actions',
      'the white house',
      'department of',
      'administration',
      'government',
      'congress',
      'legislation',
      'public sector',
      'national security',
      'policy',
      'regulators',
    ],
    threshold: 5,
  },
  {
    kind: 'lecture',
    label: 'lecture or course material',
    markers: [
      'lecture',
      'course',
      'students',
      'learning objectives',
      'chapter',
      'homework',
      'assignment',
      'syllabus',
      'professor',
      'quiz',
      'exam',
      'lesson',
      /^what is\b/im,
      'types of',
      'importance of',
      'art of',
      'tips for',
      'definition',
      'summary of',
      'objectives',
      'workshop',
      'webinar',
      'academy',
      'next session',
      'common mistakes',
      'how to build',
      'how to write',
      'your deck',
      /^slide \d+\s*[:–-]/im,
      'exercise',
    ],
    threshold: 4,
  },
  {
    kind: 'media kit',
    label: 'an advertiser media kit',
    markers: [
      'media kit',
      'advertis',
      'rate card',
      'banner ad',
      'impressions',
      /\bcpm\b/i,
      'sponsorship',
      'demographics',
      'ad rates',
      'advertisers',
      'our services',
      'online marketing services',
      'page views',
    ],
    threshold: 3,
  },
  {
    kind: 'brand book',
    label: 'a brand book (brand guidelines)',
    markers: [
      'brand guidelines',
      'brandbook',
      'brand book',
      'clear space',
      'typography',
      'color palette',
      'colour palette',
      'pantone',
      /\bcmyk\b/i,
      /\brgb\b/i,
      /\bhex\b/i,
      'font',
      'księga',
      'guidelines',
      'tone of voice',
      'logotyp',
      'kolorystyka',
      'typografia',
      'logo usage',
      'minimum size',
      'primary colors',
    ],
    threshold: 4,
  },
  {
    kind: 'event programme',
    label: 'an event programme or agenda',
    markers: [
      'agenda',
      'programme',
      'welcome by',
      'welcome and',
      'lunch',
      'coffee break',
      'networking',
      'panel',
      'keynote',
      'registration',
      'closing remarks',
      'speakers',
      'demo day',
      /\b\d{1,2}:\d{2}\b/,
      'thank you to our partners',
      'sponsors',
    ],
    threshold: 4,
  },
  {
    kind: 'research report',
    label: 'a market research report',
    markers: [
      'market report',
      'research report',
      'this report',
      'methodology',
      'about the authors',
      /\btable \d+\b/i,
      /\bfigure \d+\b/i,
      'respondents',
      'we interviewed',
      'we surveyed',
      'research firm',
      'independent research',
      'key findings',
      'forecast period',
    ],
    threshold: 4,
  },
  {
    kind: 'sales deck',
    label: 'a sales presentation to customers',
    markers: [
      'customer name',
      'presenter name',
      'sales enablement',
      'sales pitch',
      'why choose',
      'your business',
      'your branch',
      'your network',
      'your it',
      'for you',
      'contact your',
      'case study',
      'request a demo',
      'free trial',
      'tco',
      'total cost of ownership',
      'solution brief',
      'objection',
      'talk track',
      'customer benefits',
      'key benefits',
      'call to action',
      'partner program',
      'book a demo',
      'schedule a demo',
      'get a demo',
      'contact sales',
      'talk to sales',
      /\bsales@/i,
      'trusted by',
      'testimonial',
      /\/\s?(user|seat|agent)\s?\/\s?(month|mo)\b/i,
      /\bper (user|seat|agent)\b/i,
      'get started today',
      'contact us today',
    ],
    threshold: 4,
  },
];

/** The blocks of a Lean Canvas or a Business Model Canvas. */
export const CANVAS_BLOCKS: (string | RegExp)[] = [
  'lean canvas',
  'business model canvas',
  'key partners',
  'key activities',
  'key resources',
  'value proposition',
  'customer relationships',
  'channels',
  'customer segments',
  'cost structure',
  'revenue streams',
  'unfair advantage',
  'key metrics',
  'existing alternatives',
  'early adopters',
  'high-level concept',
];

/**
 * What a cover calls the document when it is not a pitch: "Annual Report", "Marketing Plan for …",
 * "A Comprehensive Project Report", "DAV White Paper", "Case Study", "Presentation Template". A pitch
 * deck's cover names the company and its tagline, sometimes "Pitch Deck" or "Investor Presentation".
 */
const TEMPLATE_KIND = 'a template';

export const COVER_KINDS: { label: string; re: RegExp }[] = [
  {
    label: 'a financial results release',
    re: /\b(?:financial|quarterly|annual|interim|half[- ]year(?:ly)?|q[1-4]\s?(?:fy)?\s?['’]?\d{2,4}) results\b|\bearnings (?:release|call|presentation)\b|\b(?:quarter|fiscal(?: year)?|fy|year)\s?['’]?(?:\d{2}|\d{4}) (?:financial )?results\b|\breports\b.{0,40}\bresults\b/iu,
  },
  {
    label: 'a report',
    re: /\b(?:annual|quarterly|interim|half[- ]year(?:ly)?|integrated|sustainability|esg|research|project|market|progress|technical|final|internship|fund|impact|status|activity) report\b|^(?:the )?report$|\brapport (?:annuel|de stage|d['’]activité)|\bgeschäftsbericht\b|\braport (?:roczny|końcowy)\b|\brelatório\b|\binforme (?:anual|final)\b/iu,
  },
  {
    label: 'a business or marketing plan',
    re: /\b(?:business|marketing|go[- ]to[- ]market|gtm|strategic|action|communications?|media|sales) plan\b|\bplan d['’]affaires\b|\bbiznes ?plan\b|\bplano de neg[oó]cios\b|\bplan de negocios?\b|\bgeschäftsplan\b/iu,
  },
  {
    label: 'a white paper or research paper',
    re: /\b(?:white|lite|yellow|position|working|research|green) ?paper\b|^abstract\b|\blivre blanc\b/iu,
  },
  {
    label: 'a case study',
    re: /\bcase stud(?:y|ies)\b|\bétude de cas\b|\bestudo de caso\b|\bstudium przypadku\b/iu,
  },
  {
    label: 'a brochure or company profile',
    re: /\bbrochure\b|\b(?:company|corporate) profile\b|\bcatalog(?:ue)?\b|\bprospekt\b/iu,
  },
  {
    label: 'a partnership, sponsorship or grant proposal',
    re: /\b(?:partnership|sponsorship|grant|research|project) (?:plan|proposal)\b|\bproposal for (?:a )?(?:partnership|sponsorship|collaboration)\b/iu,
  },
  {
    // A canvas filled in over many pages (a workshop's worked examples) names itself on its cover.
    label: 'a business model canvas',
    re: /\b(?:business model|lean) canvas\b/iu,
  },
  { label: TEMPLATE_KIND, re: /\btemplates?\b|\bszablon\b|\bplantilla\b|\bшаблон\b/iu },
  {
    label: 'a thesis',
    re: /\b(?<!investment )thesis\b|\bdissertation\b|\bpraca (?:dyplomowa|magisterska|inżynierska|licencjacka)\b|\bmémoire de\b|\btrabalho de conclusão\b/iu,
  },
  {
    label: 'a press release',
    re: /\bpress release\b|\bfor immediate release\b|\bcommuniqué de presse\b|\bkomunikat prasowy\b/iu,
  },
  { label: 'a CV', re: /\bcurriculum vitae\b|^(?:resume|résumé|cv)$/iu },
  {
    label: 'lecture or course material',
    re: /\blecture\b|\bcourse\b|\bworkshop\b|\bwebinar\b|\bsyllabus\b/iu,
  },
];

/** A cover that names the document as a pitch ("Pitch Deck", "Investor Presentation") overrides the rest. */
export const COVER_PITCH =
  /\bpitch\b|\binvestor (?:deck|presentation|pitch)\b|\bfundrais|\bseed round\b|\bseries [a-e]\b/i;

/** The kind the cover names, with the line that names it; null for a cover that names none. */
export function coverKind(slides: Slide[]): { label: string; line: string } | null {
  const cover = slides.find((s) => s.lines.length > 0);
  if (!cover) return null;
  const lines = cover.lines.slice(0, 6).filter((l) => l.split(/\s+/).length <= 12);
  // Big cover titles are often broken over lines ("Business" / "Plan").
  const candidates = [...lines, ...lines.slice(1).map((l, i) => `${lines[i]} ${l}`)];
  // "Pitch Deck Template" is a template, whatever else its cover says.
  const template = COVER_KINDS.find((k) => k.label === TEMPLATE_KIND)!;
  const templateLine = candidates.find((l) => template.re.test(l));
  if (templateLine) return { label: TEMPLATE_KIND, line: templateLine };
  if (candidates.some((l) => COVER_PITCH.test(l))) return null;
  for (const { label, re } of COVER_KINDS) {
    const line = candidates.find((l) => re.test(l));
    if (line) return { label, line };
  }
  return null;
}

/**
 * Template filler: the same long sentences ("Presentations are communication tools that …") on slide
 * after slide. A real deck repeats at most a footer; a template repeats its stand-in body text.
 */
export function repeatedFiller(slides: Slide[]): { sentences: string[]; slides: number } | null {
  const bySentence = new Map<string, { text: string; slides: Set<number> }>();
  for (const slide of slides) {
    for (const sentence of sentencesOf(slide)) {
      if (sentence.split(/\s+/).length < 10) continue;
      const key = sentence
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim();
      const entry = bySentence.get(key) ?? { text: sentence, slides: new Set<number>() };
      entry.slides.add(slide.n);
      bySentence.set(key, entry);
    }
  }
  const repeated = [...bySentence.values()].filter((e) => e.slides.size >= 3);
  const covered = new Set(repeated.flatMap((e) => [...e.slides]));
  if (repeated.length < 2 || covered.size / Math.max(1, slides.length) < 0.3) return null;
  return { sentences: repeated.map((e) => e.text), slides: covered.size };
}

export const PLACEHOLDERS: (string | RegExp)[] = [
  'lorem ipsum',
  /\bdolor sit amet\b/i,
  'your company name',
  'company name',
  /\binsert (your|the|a|an|company|logo|text|here)\b/i,
  'your logo',
  /\badd your\b/i,
  'title here',
  'your text',
  'placeholder',
  'project name',
  'presenter name',
  'customer name',
  /\bx target customers\b/i,
  /\b(xx|x)%/i,
  'click to add',
  'click to edit',
  'sample text',
  'type here',
  /[<[](company|name|logo|product|your)[^>\]]{0,20}[>\]]/i,
  'название проекта',
  'название компании',
  'спикер',
  'nazwa firmy',
  'nazwa projektu',
  'nombre de la empresa',
  'firmenname',
  /\bsed (ut|ornare|do)\b/i,
  // Sample decks: instructions and stand-in figures instead of a company's own.
  'sample deck',
  /\breplace (the|this|with|it)\b/i,
  /\b(explain|describe) (the|your|how|why|what)\b/i,
  /[$€£]\s?x\b/i,
  /\b(john|jane) doe\b/i,
  /\bachieve y\b/i,
];

export const INVESTOR_TERMS: (string | RegExp)[] = [
  'investors',
  'investment',
  'pitch deck',
  'investor deck',
  'raise',
  'raising',
  'funding',
  'valuation',
  'equity',
  'runway',
  'use of funds',
  'exit',
  /\broi\b/i,
  'round',
  'inwestycj',
  'inwestor',
];

/**
 * The vocabulary of a business case. Product-heavy decks often skip the classic headings but still talk
 * about customers, revenue, growth and competitors; lectures, papers and manuals rarely use many of these.
 */
export const BUSINESS_TERMS: (string | RegExp)[] = [
  'revenue',
  'customers',
  'users',
  'market',
  'growth',
  'competitor',
  'competition',
  'business model',
  'monetiz',
  'monetis',
  'pricing',
  'subscription',
  'commission',
  'launch',
  'startup',
  'traction',
  'partners',
  'scale',
  'profit',
  'margin',
  /\b\d+(\.\d+)?\s?(k|m|mm|million|billion|bn)\b/i,
  /\$\s?\d/,
  'per month',
  'monthly',
  'go-to-market',
  'acquisition',
  'retention',
  'opportunity',
  'roadmap',
  'milestone',
];

// "Acme is a … platform", also for a name with its domain ending ("Acme.ai") or a brand written in lower
// case opening its line ("acme is a …"); "it is a" / "this is a" open no company's sentence.
export const SELF_PITCH =
  /\b(we are building|we build|our mission|our vision|we help|we solve|our solution|our team|our product)\b|(?:\b\p{Lu}[\p{L}\d]+|^(?!(?:it|this|that|there|here|which|what|who)\b)\p{Ll}[\p{L}\d]+)(?:\.(?:ai|io|co|app))? is an? (?:[\p{L}\d/-]+ ){0,5}(platform|marketplace|company|startup|protocol|app|application|service|tool|network|solution|system)\b/mu;

/**
 * What the rules, the features and the reasoning all read of one document, read once: the deck
 * classifier, the hard rules and the validation's reasoning each ask for the same matches.
 */
export interface DocumentReading {
  lower: string;
  /** Per profile (in PROFILES order): the markers found. */
  profileHits: string[][];
  /** Per slide: the placeholders found. */
  placeholderHits: string[][];
  filler: { sentences: string[]; slides: number } | null;
  cover: { label: string; line: string } | null;
}

const readings = new WeakMap<Slide[], DocumentReading>();

export function readDocument(slides: Slide[]): DocumentReading {
  let reading = readings.get(slides);
  if (!reading) {
    const lower = slides.map((s) => s.lower).join('\n');
    reading = {
      lower,
      profileHits: PROFILES.map((p) => matchedTerms(lower, p.markers)),
      placeholderHits: slides.map((s) => matchedTerms(s.lower, PLACEHOLDERS)),
      filler: repeatedFiller(slides),
      cover: coverKind(slides),
    };
    readings.set(slides, reading);
  }
  return reading;
}

/** How strongly the document reads as a profile: markers found over markers needed. */
export function profileStrength(reading: DocumentReading, kind: string): number {
  const index = PROFILES.findIndex((p) => p.kind === kind);
  return reading.profileHits[index].length / PROFILES[index].threshold;
}
