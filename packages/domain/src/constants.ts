/**
 * Business constants of Pitchscope, defined once and imported by the server and the web app.
 * Values come verbatim from the specification (../shared/spec).
 */

export const INDUSTRIES = [
  'Industry Agnostic',
  'SaaS / Software',
  'Fintech',
  'Biotech / Healthcare',
  'E-commerce / Retail',
  'AI / Machine Learning',
  'Cybersecurity',
  'Edtech',
  'Logistics / Supply Chain',
  'Real Estate / Proptech',
  'Energy / Cleantech',
  'Media / Entertainment',
  'Food & Beverage',
  'Manufacturing',
  'Automotive',
  'Travel / Hospitality',
  'Gaming',
  'Agriculture / Agtech',
  'Construction / Infrastructure',
  'Telecommunications',
  'Consumer Goods / CPG',
  'Marketplace',
  'Developer Tools',
  'Web3 / Blockchain',
  'Other',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

export const STAGES = [
  'Stage Agnostic',
  'Pre-Seed',
  'Seed',
  'Series A',
  'Series B',
  'Series C',
  'Series D+',
  'Growth',
  'Pre-IPO',
] as const;
export type Stage = (typeof STAGES)[number];

/** Order used by the duplicate rule "the stage moved later" (spec pitch-deck-handling §5.4). */
export const STAGE_PROGRESSION = ['Pre-Seed', 'Seed', 'Series A', 'Series B', 'Series C', 'Series D+', 'Growth'];

export const EXCLUDED_CATEGORIES = [
  'Gambling',
  'Tobacco',
  'Alcohol',
  'Weapons',
  'Adult Content',
  'Fossil Fuels',
  'Mining',
  'Pharmaceuticals',
  'Chemicals',
  'Fast Fashion',
] as const;

export const INVESTOR_TYPES = [
  'Venture Capital (VC)',
  'Angel Investor',
  'Family Office',
  'Private Equity (PE)',
  'Corporate Venture Capital (CVC)',
  'Strategic Investor',
  'Investment Bank',
  'Government Fund',
  'Accelerator/Incubator',
  'Crowdfunding Platform',
  'Impact Investor',
  'Sovereign Wealth Fund',
  'Other',
] as const;

export const TICKET_MIN_OPTIONS = [25_000, 50_000, 100_000, 250_000, 500_000, 1_000_000, 2_500_000, 5_000_000, 10_000_000];
/** The last option reads "100M+". */
export const TICKET_MAX_OPTIONS = [
  100_000, 250_000, 500_000, 1_000_000, 2_000_000, 5_000_000, 10_000_000, 25_000_000, 50_000_000, 100_000_000,
];

/** Settings → Notifications (spec accounts §3): three toggles, all on by default; saved with the profile. */
export const NOTIFICATION_DEFAULTS = { email: true, browser: true, weeklyDigest: true };

/**
 * The profile's two ranges, which always hold a value (the defaults below until the user changes them). The
 * profile records which of them the user has set, kept at the default or not, so the completeness score
 * counts a range the user chose and not one merely left at its default (ADR 0032).
 */
export const PROFILE_RANGES = ['ticketSize', 'targetOwnership'] as const;
export type ProfileRange = (typeof PROFILE_RANGES)[number];

export const PROFILE_DEFAULTS = {
  investmentFocus: ['Industry Agnostic'],
  investmentStages: ['Stage Agnostic'],
  investorType: '',
  ticketSizeMin: 250_000,
  ticketSizeMax: 2_000_000,
  targetOwnershipMin: 5,
  targetOwnershipMax: 25,
  excludedCategories: ['Gambling', 'Tobacco'],
  customExcludedCategories: '',
  investmentThesis: '',
  targetGeographies: [] as string[],
  notifications: NOTIFICATION_DEFAULTS,
  rangesSetByUser: [] as ProfileRange[],
};

export const OWNERSHIP_INPUT = { min: 0, max: 100, step: 0.1 } as const;
export const THESIS_RECOMMENDED = { min: 200, max: 1000 } as const;
/** The target geography that accepts every place: like 'Industry Agnostic', it excludes specific picks. */
export const GLOBAL_GEOGRAPHY = 'Global';

/** A thesis counts in the completeness score above this many characters. */
export const THESIS_COMPLETENESS_MIN_CHARS = 50;

/**
 * Password length rules. The spec's minimum is 6; 8 is the least OWASP ASVS and NIST SP 800-63B accept
 * for a password chosen by the user (with a check against common passwords: password-policy.ts). The
 * maximum keeps hashing cheap and long passphrases possible.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/**
 * Attempts per minute at what guesses or probes credentials: sign-in and sign-up per IP, email and
 * password changes per user (the spec's "Too Many Attempts").
 */
export const CREDENTIAL_ATTEMPTS_PER_MINUTE = 10;
/** Longest display name accepted at sign-up, in settings and from an identity provider (which is cut to it). */
export const DISPLAY_NAME_MAX_LENGTH = 100;

// Sessions
/**
 * A session unused for this long ends (OWASP ASVS 4.0 §3.3.2, level 2: 30 minutes of inactivity). Every
 * request made with it pushes the deadline back; the web app's own polling counts as use.
 */
export const SESSION_IDLE_TIMEOUT_MINUTES = 30;

// Tokens and credits
export const DEFAULT_NEW_USER_FREE_CREDITS = 2;
export const DEEP_ANALYSIS_COST = 1;
export const MIN_BALANCE_FOR_ANALYSIS = 1;
export const CREDIT_QUANTITY = { min: 1, max: 100 } as const;
export const CREDIT_PRICE = { standard: 25, bulk: 20, bulkFromQuantity: 10, savingsPerCredit: 5 } as const;

export const CREDITS_PAGE_PLANS = {
  basic: { name: 'Basic', pricePerMonth: 249, creditsPerMonth: 20, pricePerAnalysis: 12.45 },
  professional: { name: 'Professional', pricePerMonth: 489, creditsPerMonth: 50, pricePerAnalysis: 9.78 },
} as const;

export const PRICING_PAGE_PLANS = {
  payg: { id: 'payg', name: 'Pay As You Go', pricePerAnalysis: 30, firstAnalysisFree: true },
  subscription: {
    id: 'subscription',
    name: 'Subscription',
    pricePerMonth: 499,
    analysesPerMonth: 40,
    pricePerAnalysis: 12.5,
    extraAnalysisPrice: 20,
  },
} as const;
export type CheckoutPlan = 'payg' | 'subscription';
/** Credits a plan grants at checkout (spec accounts §4 "Subscription"). */
export const PLAN_CREDITS: Record<CheckoutPlan, number> = { payg: 0, subscription: 40 };
export const BILLING_CYCLE_MONTHS = 1;

// Timings (ms)
export const AUTO_SAVE_DELAY_MS = 2000;
export const FIRST_SETUP_REDIRECT_MS = 2000;
export const SIGNUP_REDIRECT_MS = 1500;
export const FAKE_PAYMENT_DELAY_MS = 3000;
export const CHECKOUT_REDIRECT_MS = 2000;
export const BATCH_PAUSE_MS = 1000;
export const DECK_LIST_REFRESH_AFTER_START_MS = 3000;
export const DEEP_ANALYSIS_POLL_MS = 3000;
export const NEWS_AUTO_START_MS = 1000;
export const COPY_CONFIRMATION_MS = 2000;

export const TOAST_LIMIT = 5;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

// Uploads
export const DEFAULT_MAX_UPLOAD_SIZE_MB = 100;
export const ACCEPTED_EXTENSIONS = ['pdf', 'ppt', 'pptx'] as const;
/** An uploaded file's name is kept to this many UTF-16 code units (what a text column and a list row hold). */
export const UPLOAD_FILE_NAME_MAX_LENGTH = 200;
/**
 * Pages (slides) read from one document: the first ones only, the rest are cut and the deck page says
 * so. Extraction, OCR and the analysis are sized for decks; past this a file is a book, not a pitch.
 */
export const DECK_PAGES_READ_MAX = 300;
/**
 * A PowerPoint file listing more slides than this is refused unread: each slide is several zip entries
 * (the slide, its links, its notes), and past this many the package outgrows the zip reader's entry budget.
 */
export const PPTX_SLIDES_MAX = 1_000;

/**
 * Widths (px) of the deck viewer's page images: thumbnails and the slide itself. Each page is drawn once
 * per width and kept (ADR 0014); `?w=` must be one of these.
 */
export const PAGE_IMAGE_WIDTHS = { thumbnail: 480, slide: 1600 } as const;
/** Raised when page images are drawn differently: it is part of their URL and ETag, so caches refresh. */
export const PAGE_IMAGE_VERSION = 1;
export type DeckFileType = (typeof ACCEPTED_EXTENSIONS)[number];
export const UPLOAD_LIST_HEIGHT = '24rem';

export const UPLOAD_STEPS = [
  { progress: 10, step: 'extracting' },
  { progress: 20, step: 'validating' },
  { progress: 25, step: 'checking duplicates' },
  { progress: 45, step: 'deck record created' },
  { progress: 65, step: 'file uploaded' },
  { progress: 85, step: 'metadata saved' },
  { progress: 95, step: 'investor fit analysis' },
  { progress: 100, step: 'done' },
] as const;
export type UploadStep = (typeof UPLOAD_STEPS)[number]['step'];

// Decks
export const SHORT_DESCRIPTION_WORDS = 12;
export const EXECUTIVE_SUMMARY_PREVIEW_WORDS = 50;
export const QUICK_SUMMARY_PREVIEW_CHARS = 180;
export const KEY_METRICS_MAX = 5;
export const COMPETITORS_MAX = 5;
export const METADATA_DEFAULTS = {
  companyName: 'Unknown Company',
  product: 'Unknown Product',
  stage: 'Unknown Stage',
  industry: 'Unknown Industry',
} as const;
/** Fallback values when extraction finds nothing (spec pitch-deck-handling §5.3). */
export const EXTRACTION_FALLBACKS = { stage: 'Pre-Seed', industry: 'Technology', roundSize: '$2M' } as const;
export const DEFAULT_ESTIMATED_TIME = '2-3 minutes';
/**
 * Longest value an investor may give each deck fact when correcting it (issue #22 item 6): short facts
 * stay one line of a card; the summaries leave room for a few paragraphs, well above what extraction
 * writes.
 */
export const FIELD_EDIT_MAX_LENGTHS = {
  companyName: 200,
  product: 300,
  industry: 100,
  stage: 60,
  roundSize: 60,
  geography: 200,
  website: 300,
  keyPeople: 1_000,
  shortDescription: 500,
  executiveSummary: 5_000,
} as const;
/** Fact corrections a user may save a minute: each rates the fit again, which may be a model call. */
export const FIELD_EDITS_PER_MINUTE = 30;
/** Edits of one fact kept in a deck's history, besides the extracted value, which is always kept. */
export const FIELD_HISTORY_EDITS_PER_FIELD = 20;
/**
 * Below this confidence an extracted fact is in the Check state (issue #30 item 2, ADR 0027): the deck
 * page says the deck may say it, not sure, and the fit, exports and duplicate check read it as not stated
 * until the investor confirms or edits it.
 */
export const FACT_CONFIDENCE_THRESHOLD = 0.6;
/** The deck's words quoted as a fact's evidence: enough to recognise the line, not a paragraph. */
export const FACT_EVIDENCE_MAX_LENGTH = 160;

export const DUPLICATE_THRESHOLDS = {
  nameCompare: 0.6,
  nameSameRound: 0.8,
  content: 0.9,
  metadata: 0.8,
  roundSizeCloseness: 0.2,
  roundSizeDifference: 0.5,
  timeGapMonths: 6,
  daysPerMonth: 30,
} as const;
export const COMPANY_SUFFIXES = ['inc', 'ltd', 'llc', 'corp', 'corporation', 'limited', 'oy', 'ab', 'gmbh', 'sarl', 'sas'];

export const FIT_COLOR_THRESHOLDS = { green: 0.8, yellow: 0.3 } as const;
export const FIT_AVERAGE_THRESHOLDS = { green: 2.5, yellow: 1.5 } as const;
/** An overall Green needs at least this many criteria rated on values the deck states (ADR 0009). */
export const MIN_STATED_CRITERIA_FOR_GREEN = 2;

// Deep analysis
export const DATA_FRESHNESS_MONTHS = { financial: 3, market: 6 } as const;
export const SMART_QUESTIONS_MAX_RED_FLAGS = 5;
/**
 * Model calls a signed-in account may ask for per minute and route outside a paid run's own job: each
 * supporting analysis (smart questions, data freshness, news) and each call of the admin's analysis API.
 */
export const ANALYSIS_CALLS_PER_MINUTE = 5;
export const TIERS = ['Priority Review', 'Worth Closer Look', 'Borderline', 'Pass'] as const;
export const VERDICTS = ['Hot', 'Promising', 'Needs Work', 'Pass'] as const;
export const CONFIDENCE_LEVELS = ['High', 'Medium', 'Low'] as const;
export type Confidence = (typeof CONFIDENCE_LEVELS)[number];

// Admin
export const ADMIN_RECENT_DECKS = 10;
export const ADMIN_PAGE_SIZE = 5;
export const ACTIVE_USER_DAYS = 30;
export const RECENT_UPLOAD_DAYS = 7;
export const TOP_INDUSTRIES = 5;
export const GROWTH_BASELINE_DECKS = 5;
export const MONTHLY_MODEL_QUOTA = 50_000;
export const DELETE_DECK_CONFIRMATION = 'DELETE';
export const DELETE_USER_CONFIRMATION = 'DELETE USER';

export const AI_CONFIG_BOUNDS = {
  temperature: { min: 0, max: 2, step: 0.1 },
  maxOutputTokens: { min: 1, max: 32768, default: 4096 },
  topK: { min: 1, max: 100, default: 40 },
  topP: { min: 0, max: 1, step: 0.1, default: 0.8 },
} as const;
export const PROMPT_EDITOR_BOUNDS = {
  maxTokens: { min: 512, max: 8192, step: 512 },
  temperature: { min: 0, max: 1, step: 0.1 },
  topK: { min: 1, max: 100 },
} as const;
export const DEFAULT_MODELS = [
  { id: 'gemini-2.0-pro-latest', name: 'Gemini 2.0 Pro', description: 'Most capable model for deep research', isCustom: false },
  { id: 'gemini-flash-latest', name: 'Gemini Flash', description: 'Fast model for extraction and metadata', isCustom: false },
  { id: 'gemini-1.5-pro-latest', name: 'Gemini 1.5 Pro', description: 'Long-context model', isCustom: false },
];

export const LEGAL_DOCUMENT_IDS = ['terms-of-service', 'privacy-policy'] as const;
export type LegalDocumentId = (typeof LEGAL_DOCUMENT_IDS)[number];

export const MARKETING = { deepAnalysisMinutes: 20, industryKpis: '50+', decksAnalyzed: '10K+' } as const;

/**
 * How the local engine's news intelligence begins: it searched no news. The page recognises it to show
 * admins how to configure an online provider; the report itself never carries configuration advice.
 */
export const OFFLINE_NEWS_NOTICE = 'No news was searched:';

// API keys (issue #20)
/** Every key starts with this, so a leaked key is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = 'psk_';
/** Random bytes behind a key (256 bits: a key cannot be guessed, so a plain SHA-256 at rest is enough). */
export const API_KEY_RANDOM_BYTES = 32;
/** Characters of a key kept in clear and shown in the list ("psk_" and the first 8 of the random part). */
export const API_KEY_SHOWN_PREFIX_LENGTH = 12;
export const API_KEY_NAME_MAX_LENGTH = 100;
/** Active keys one user may hold. */
export const API_KEYS_PER_USER_MAX = 20;
/** A key's "last used" is written at most this often (not on every request). */
export const API_KEY_LAST_USED_RESOLUTION_SECONDS = 60;
// Share links (issue #20 item 2, ADR 0020)
/** Random bytes behind a share link's token (256 bits: unguessable, so a plain SHA-256 at rest is enough). */
export const SHARE_LINK_TOKEN_BYTES = 32;
/** The longest expiry an owner may choose; without one the link lasts until it is revoked. */
export const SHARE_LINK_MAX_EXPIRY_DAYS = 365;
/** The expiry choices the Share dialog offers (days; null: no expiry). */
export const SHARE_LINK_EXPIRY_CHOICES = [1, 7, 30, 90, null] as const;
/** Share links one deck may have that are neither revoked nor expired. */
export const SHARE_LINKS_PER_DECK_MAX = 20;
/** Views of shared pages per client IP and minute (the page is public: limited per address). */
export const SHARE_LINK_VIEWS_PER_MINUTE = 60;
/** Share links one user may create per minute. */
export const SHARE_LINK_CREATES_PER_MINUTE = 20;
/** Sent with every shared page and its data: no search engine indexes or follows a shared deck. */
export const SHARE_LINK_ROBOTS = 'noindex, nofollow, noarchive';
/** The web path of a shared page: `/s/<token>`. */
export const SHARE_LINK_PATH = '/s/';
/** `GET /api/decks` pages (issue #19): the default page size and the largest a client may ask for. */
export const DECK_LIST_DEFAULT_LIMIT = 50;
export const DECK_LIST_MAX_LIMIT = 100;

// Webhooks (issue #20 item 4, ADR 0021)
/** Every endpoint secret starts with this, so a leaked one is recognisable. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
/** Random bytes behind an endpoint secret (256 bits). */
export const WEBHOOK_SECRET_RANDOM_BYTES = 32;
/** Characters of a secret shown in the list after creation ("whsec_" and the first 6 of the random part). */
export const WEBHOOK_SECRET_SHOWN_PREFIX_LENGTH = 12;
/** Endpoints one workspace may hold (a personal workspace is one user's). */
export const WEBHOOKS_PER_WORKSPACE_MAX = 10;
export const WEBHOOK_URL_MAX_LENGTH = 2000;
/** Recent deliveries shown per endpoint (`GET /api/workspaces/:id/webhooks/:webhookId/deliveries`). */
export const WEBHOOK_DELIVERIES_SHOWN = 20;
/** Settled deliveries (delivered or failed) are deleted after this many days; the log is for recent trouble. */
export const WEBHOOK_DELIVERY_RETENTION_DAYS = 30;
/** The signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Pitchscope-Signature';
/** A receiver should refuse a signature whose timestamp is further than this from its clock (replays). */
export const WEBHOOK_SIGNATURE_TOLERANCE_SECONDS = 300;

/** Workspaces (issue #20, ADR 0022). */
export const WORKSPACE_ROLES = ['owner', 'member', 'viewer'] as const;
export const WORKSPACE_NAME_MAX_LENGTH = 80;
/** The name every user's own workspace carries. */
export const PERSONAL_WORKSPACE_NAME = 'Personal';
/** Random bytes in an invitation token (base64url in the link; only its sha256 is stored). */
export const INVITATION_TOKEN_BYTES = 32;
export const INVITATION_EXPIRY_DAYS = 7;
export const INVITATION_PATH = '/invite/';
/** The page of a deck: `${DECK_PAGE_PATH}${deckId}`. */
export const DECK_PAGE_PATH = '/pitch-decks/';
/** The deep analysis page of a deck: `${DEEP_ANALYSIS_PATH}${deckId}`. */
export const DEEP_ANALYSIS_PATH = '/dashboard/deep/';
/**
 * Where an invitation's email stands: queued (sending, retries included), sent, or failed (not sent after
 * the last attempt). An invitation without an email, or made while mail is not configured, has none.
 */
export const INVITATION_EMAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
