import type { VersionFactsSnapshot } from '@pitchscope/domain/deck-versions';
import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { InvestorProfile } from '@pitchscope/domain/contracts/accounts';
import type { AskAnswer } from '@pitchscope/domain/ask-deck';
import type {
  DeepAnalysisFailure,
  DuplicateInfo,
  ExtractedPage,
  UploadRefusal,
  FieldEdit,
  FieldSources,
  ExtractionResult,
  InitialAnalysis,
  InvestorFit,
  ReadOffline,
} from '@pitchscope/domain/contracts/decks';
import type { StructuredDeepAnalysis } from '@pitchscope/domain/contracts/deep-analysis';
import type { Confidence } from '@pitchscope/domain/constants';
import type { ParsedDeepAnalysis } from '@pitchscope/domain/deep-analysis-parser';
import type { ClaimVerification } from '@pitchscope/domain/claim-verification';
import type { FigureLedger } from '@pitchscope/domain/figures/figure';
import type { PassReason } from '@pitchscope/domain/pipeline';
import type { DeckSource } from '@pitchscope/domain/deck-links';
import type { DeckSourceKind } from '@pitchscope/domain/contracts/deck-list';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// ---- Better Auth tables (names and columns as its Drizzle adapter expects) ----

export const user = pgTable(
  'user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Admin Users search (`like '%q%'` on the shown name and the email): trigram indexes instead of a scan.
    // The name expression must stay the same text as userNameExpr in admin.repository.ts to be used.
    index('user_admin_name_trgm_idx').using(
      'gin',
      sql`lower(coalesce(nullif(btrim(${t.name}), ''), nullif(split_part(${t.email}, '@', 1), ''), ${t.email})) gin_trgm_ops`,
    ),
    index('user_admin_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
  ],
);

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [index('session_user_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('account_user_idx').on(t.userId)],
);

export const verification = pgTable('verification', {
  id: text('id').primaryKey(),
  identifier: text('identifier').notNull(),
  value: text('value').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: integer('last_request').notNull(),
});

// ---- Pitchscope tables ----

/** The spec's User record, beside Better Auth's identity row. */
export const userProfiles = pgTable('user_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  isAdmin: boolean('is_admin').notNull().default(false),
  lastLogin: timestamp('last_login', { withTimezone: true }),
  decksAnalyzed: integer('decks_analyzed').notNull().default(0),
  /** Null until the welcome bonus is granted ("only if the balance is not yet defined"). */
  tokenBalance: integer('token_balance'),
  totalTokensEarned: integer('total_tokens_earned').notNull().default(0),
  totalTokensSpent: integer('total_tokens_spent').notNull().default(0),
  /**
   * Model answers to deck questions already paid for (ADR 0060): a token buys the admin's number of them
   * at once, as a ledger row of whole tokens; this counts down what is left of the last one bought.
   */
  askModelAnswersLeft: integer('ask_model_answers_left').notNull().default(0),
  subscriptionPlan: text('subscription_plan').notNull().default('none'),
  subscriptionStatus: text('subscription_status').notNull().default('inactive'),
  credits: integer('credits').notNull().default(0),
  subscriptionStartDate: timestamp('subscription_start_date', { withTimezone: true }),
  subscriptionEndDate: timestamp('subscription_end_date', { withTimezone: true }),
  billingCycleStart: timestamp('billing_cycle_start', { withTimezone: true }),
  billingCycleEnd: timestamp('billing_cycle_end', { withTimezone: true }),
  investorProfile: jsonb('investor_profile').$type<InvestorProfile>(),
  /** Where uploads land and what the library shows (ADR 0022); the personal workspace by default. */
  currentWorkspaceId: text('current_workspace_id').references(() => workspaces.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Workspaces (issue #20, ADR 0022). Every user has one personal workspace, whose id is derived from the
 * user's id (`personalWorkspaceId`), so the migration's backfill and sign-up agree without a lookup.
 */
export const workspaces = pgTable(
  'workspaces',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    personal: boolean('personal').notNull().default(false),
    createdBy: text('created_by')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /**
     * The private part of the workspace's email intake address (`<token>@INTAKE_DOMAIN`, ADR 0050), made on
     * first view; replaced by a new one when an owner asks, after which mail to the old one is refused.
     */
    intakeToken: text('intake_token'),
  },
  (t) => [
    uniqueIndex('workspaces_one_personal_uq').on(t.createdBy).where(sql`${t.personal}`),
    uniqueIndex('workspaces_intake_token_uq').on(t.intakeToken),
  ],
);

export const workspaceMembers = pgTable(
  'workspace_members',
  {
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role').$type<'owner' | 'member' | 'viewer'>().notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.userId] }), index('workspace_members_user_idx').on(t.userId)],
);

/** Invitation links: only the SHA-256 of the token is stored; single use, 7 days, revocable. */
export const workspaceInvitations = pgTable(
  'workspace_invitations',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    role: text('role').$type<'owner' | 'member' | 'viewer'>().notNull(),
    email: text('email'),
    createdBy: text('created_by')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: text('accepted_by').references(() => user.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Null: not emailed (no address, or mail not configured); else queued, sent or failed. */
    emailStatus: text('email_status').$type<'queued' | 'sent' | 'failed'>(),
    emailSentAt: timestamp('email_sent_at', { withTimezone: true }),
    /** The last failed attempt's reason, as the owner may read it (never the server's address or login). */
    emailError: text('email_error'),
  },
  (t) => [
    uniqueIndex('workspace_invitations_token_hash_idx').on(t.tokenHash),
    index('workspace_invitations_workspace_idx').on(t.workspaceId),
  ],
);

export const tokenTransactions = pgTable(
  'token_transactions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    type: text('type').$type<'spent' | 'refunded' | 'granted'>().notNull(),
    reason: text('reason').notNull(),
    analysisId: text('analysis_id'),
    adminId: text('admin_id'),
    // The deck and workspace a hold or refund was for. No foreign keys: the ledger outlives a deleted deck.
    deckId: text('deck_id'),
    workspaceId: text('workspace_id'),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('token_tx_user_idx').on(t.userId, t.timestamp),
    // One escrow and at most one refund per analysis run, whatever retries or crashes happen.
    uniqueIndex('token_tx_analysis_type_uq')
      .on(t.analysisId, t.type)
      .where(sql`${t.analysisId} is not null`),
  ],
);

export const decks = pgTable(
  'decks',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The workspace the deck belongs to; `userId` stays the uploader (ADR 0022). */
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull().default('Unknown Company'),
    product: text('product').notNull().default('Unknown Product'),
    stage: text('stage').notNull().default('Unknown Stage'),
    industry: text('industry').notNull().default('Unknown Industry'),
    geography: text('geography').notNull().default(''),
    roundSize: text('round_size').notNull().default(''),
    website: text('website').notNull().default(''),
    keyPeople: text('key_people').notNull().default(''),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').$type<'Uploaded' | 'Processing' | 'Analyzed' | 'Failed'>().notNull().default('Uploaded'),
    fileKey: text('file_key'),
    fileName: text('file_name').notNull().default(''),
    /** Where the file came from when it was not picked from a disk: a deck link (issue #31), from its upload. */
    source: jsonb('source').$type<DeckSource>(),
    /**
     * How the deck arrived (DECK_SOURCE_KINDS), kept by the database from `source`: a plain column, so the
     * deal-flow source chart and the library's source filter read it from an index, not the jsonb of each row.
     */
    sourceKind: text('source_kind')
      .$type<DeckSourceKind>()
      .generatedAlwaysAs(sql`coalesce(source->>'kind', 'upload')`),
    fileType: text('file_type').notNull().default(''),
    fileSize: integer('file_size').notNull().default(0),
    pageCount: integer('page_count').notNull().default(0),
    /**
     * Pages the uploaded document has, when only its first `pageCount` were read (DECK_PAGES_READ_MAX);
     * null when every page was read, and on decks stored before it was recorded.
     */
    documentPageCount: integer('document_page_count'),
    analysis: jsonb('analysis').$type<InitialAnalysis>(),
    rawContent: text('raw_content').notNull().default(''),
    pages: jsonb('pages').$type<ExtractedPage[]>(),
    extraction: jsonb('extraction').$type<ExtractionResult>(),
    shortDescription: text('short_description').notNull().default(''),
    executiveSummary: text('executive_summary').notNull().default(''),
    investorFit: jsonb('investor_fit').$type<InvestorFit>(),
    quickAssessment: jsonb('quick_assessment').$type<Record<string, unknown>>(),
    metadataHighlights: jsonb('metadata_highlights').$type<Record<string, unknown>>(),
    metadataExtractedAt: timestamp('metadata_extracted_at', { withTimezone: true }),
    investorProfileUsed: jsonb('investor_profile_used').$type<InvestorProfile>(),
    fieldSources: jsonb('field_sources').$type<FieldSources>().notNull().default({}),
    /** The investor's corrections of the facts, each with the value it replaced (ADR 0012). */
    fieldHistory: jsonb('field_history').$type<FieldEdit[]>().notNull().default([]),
    inDashboard: boolean('in_dashboard').notNull().default(false),
    isArchived: boolean('is_archived').notNull().default(false),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    hiddenFromUser: boolean('hidden_from_user').notNull().default(false),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    starred: boolean('starred').notNull().default(false),
    starredAt: timestamp('starred_at', { withTimezone: true }),
    deepAnalysisStatus: text('deep_analysis_status').$type<'Pending' | 'Processing' | 'Completed' | 'Failed'>(),
    /** The last run's failure while the status is Failed; cleared by the next start. */
    deepAnalysisFailure: jsonb('deep_analysis_failure').$type<DeepAnalysisFailure>(),
    validationError: text('validation_error'),
    /** The local engine read the deck while the model was down (issue #38); null once the model has. */
    readOffline: jsonb('read_offline').$type<ReadOffline>(),
    /** Duplicate-check keys, so an upload never scans every raw text of the user. */
    nameKey: text('name_key').notNull().default(''),
    contentKey: text('content_key').notNull().default(''),
    wordSignature: jsonb('word_signature').$type<number[]>(),
    /** The deal stage (ADR 0016): every deck starts in New; removing a stage moves its decks back there. */
    pipelineStageId: text('pipeline_stage_id')
      .notNull()
      .default('new')
      .references(() => pipelineStages.id),
    /** Why the investor passed, while the deck is in Passed (null in every other stage). */
    pipelinePassReason: text('pipeline_pass_reason').$type<PassReason>(),
    /** When the deck last changed stage (null: never moved), for the board's order. */
    pipelineUpdatedAt: timestamp('pipeline_updated_at', { withTimezone: true }),
    // Library keys (issue #19): what the list filters and sorts on, written with every change of the
    // fit or the facts (decks.repository `refreshListKeys`). The fit as shown (ADR 0009 applied), null
    // when there is none; Unknown criteria stored as 'Unknown'.
    fitOverall: text('fit_overall'),
    fitStage: text('fit_stage'),
    fitRound: text('fit_round'),
    fitIndustry: text('fit_industry'),
    fitLocation: text('fit_location'),
    /** Green 3, Yellow 2, Red 1; null when Unknown or no fit (sorted last). */
    fitRank: integer('fit_rank'),
    /** The round size in millions (any currency's figure), null when not read. */
    roundSizeMillions: doublePrecision('round_size_millions'),
    /** The canonical stage, or 'Unknown'; and its position in the stage order (null when Unknown). */
    stageKey: text('stage_key').notNull().default('Unknown'),
    stageRank: integer('stage_rank'),
    /** The industry and location in lower case as the list sorts and filters them; null when unstated. */
    industryKey: text('industry_key'),
    locationKey: text('location_key'),
    /** Which version of the key rules wrote the keys (older rows are brought up to date at start-up). */
    listKeysVersion: integer('list_keys_version').notNull().default(0),
    /**
     * What the search box matches (trigram index), a library key: the company and the stated product,
     * industry and location, lower case (domain deckListKeys; assumed values are not searched).
     */
    searchText: text('search_text').notNull().default(''),
    /** The deck's current version (issue #31, ADR 0051): 1 until an upload is added as a new version. */
    currentVersion: integer('current_version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('decks_user_uploaded_idx').on(t.userId, t.uploadedAt),
    index('decks_user_content_key_idx').on(t.userId, t.contentKey),
    index('decks_user_pipeline_stage_idx').on(t.userId, t.pipelineStageId),
    index('decks_user_list_idx').on(t.userId, t.hiddenFromUser, t.uploadedAt.desc(), t.id.desc()),
    index('decks_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // Admin Decks search (`like '%q%'` on company, industry and stage of every user's decks).
    index('decks_admin_company_trgm_idx').using('gin', sql`lower(${t.companyName}) gin_trgm_ops`),
    index('decks_admin_industry_trgm_idx').using('gin', sql`lower(${t.industry}) gin_trgm_ops`),
    index('decks_admin_stage_trgm_idx').using('gin', sql`lower(${t.stage}) gin_trgm_ops`),
    // The summary counts read only these columns: an index-only scan instead of every wide deck row.
    index('decks_user_counts_idx').on(t.userId, t.hiddenFromUser, t.isArchived, t.inDashboard, t.starred, t.status),
    // The library lists and counts a workspace's decks (ADR 0022): the same two shapes, keyed by workspace.
    index('decks_workspace_list_idx').on(t.workspaceId, t.hiddenFromUser, t.uploadedAt.desc(), t.id.desc()),
    index('decks_workspace_counts_idx').on(
      t.workspaceId,
      t.hiddenFromUser,
      t.isArchived,
      t.inDashboard,
      t.starred,
      t.status,
    ),
    index('decks_workspace_content_key_idx').on(t.workspaceId, t.contentKey),
    // "Seen before" (ADR 0054) looks for a founder's name in the key people and a host in the website
    // (`like '%…%'`): with trigram indexes on both, beside the company name's, the three tests are index
    // scans OR-ed together instead of reading every deck of the workspace.
    index('decks_key_people_trgm_idx').using('gin', sql`lower(${t.keyPeople}) gin_trgm_ops`),
    index('decks_website_trgm_idx').using('gin', sql`lower(${t.website}) gin_trgm_ops`),
    // The deal-flow charts (ADR 0053) read only these columns of a workspace's visible decks: an
    // index-only scan instead of reading every wide deck row (raw text, analysis jsonb) 9 times a page.
    index('decks_workspace_deal_flow_idx').on(
      t.workspaceId,
      t.hiddenFromUser,
      t.uploadedAt,
      t.pipelineStageId,
      t.pipelinePassReason,
      t.fitOverall,
      t.stageKey,
      t.industryKey,
      t.locationKey,
      t.sourceKind,
      t.id,
    ),
  ],
);

/** Locality-sensitive index of each deck's word signature, for the duplicate check (domain signatureBands). */
export const deckSignatureBands = pgTable(
  'deck_signature_bands',
  {
    deckId: text('deck_id')
      .notNull()
      .references(() => decks.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    /** Duplicates are looked for within the deck's workspace (ADR 0022). */
    workspaceId: text('workspace_id').notNull(),
    bandKey: integer('band_key').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.deckId, t.bandKey] }),
    index('deck_bands_user_key_idx').on(t.userId, t.bandKey),
    index('deck_bands_workspace_key_idx').on(t.workspaceId, t.bandKey),
  ],
);

export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The uploader's current workspace when the file arrived: its deck lands there (null: before 0011, personal). */
    workspaceId: text('workspace_id').references(() => workspaces.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    fileSize: integer('file_size').notNull(),
    fileType: text('file_type').notNull(),
    /**
     * The upload's file in storage until it becomes a deck's: `staging/…` while processed, `notAdded/…`
     * once refused (kept for "Add anyway" or Delete); null once moved to the deck or discarded.
     */
    stagingKey: text('staging_key'),
    /**
     * SHA-256 of the file's bytes as received: "Not added" lists one row per distinct file, however often
     * it was refused (issue #36). Null on uploads made before it.
     */
    fileHash: text('file_hash'),
    status: text('status').$type<'pending' | 'uploading' | 'completed' | 'error' | 'duplicate'>().notNull(),
    /** Why it was not added (status 'error'). */
    refusal: text('refusal').$type<UploadRefusal>(),
    /** When the owner overruled "not a pitch deck"; the pipeline then skips that check. */
    addedAnywayAt: timestamp('added_anyway_at', { withTimezone: true }),
    progress: integer('progress').notNull().default(0),
    currentStep: text('current_step').notNull().default(''),
    error: text('error'),
    deckId: text('deck_id'),
    /** Where the file came from when it was not picked from a disk: a deck link (issue #31). */
    source: jsonb('source').$type<DeckSource>(),
    duplicateInfo: jsonb('duplicate_info').$type<DuplicateInfo>(),
    /** The owner chose "Add as new version" of this deck (ADR 0051): the pipeline updates it instead of adding one. */
    versionOfDeckId: text('version_of_deck_id'),
    /** The owner chose "Keep as separate deck" (ADR 0051): the pipeline adds a deck without the duplicate check. */
    keptSeparateAt: timestamp('kept_separate_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    /**
     * The upload's start tag in the fair document queue (ADR 0025): waiting uploads are read in tag
     * order, then in queuedAt order. Its pg-boss job carries it as its priority (negated).
     */
    queueTag: integer('queue_tag').notNull().default(0),
    /** When it last joined the queue (arrival, or "add anyway"); null before 0025. */
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    /**
     * While it waits for the analysis model (issue #38): since when (the wait ends MODEL_WAIT_MINUTES
     * later), its next attempt, the outage in words, and the provider's own error for the log and admin.
     * Null when it is not waiting; its job waits in the queue (start_after) until retryAt.
     */
    modelWait: jsonb('model_wait').$type<{ since: string; retryAt: string; reason: string; providerError: string }>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('uploads_user_idx').on(t.userId, t.createdAt), index('uploads_status_idx').on(t.status)],
);

/** One paid deep-analysis run; its id is the analysisId of the escrow transaction. */
export const analysisRuns = pgTable(
  'analysis_runs',
  {
    id: text('id').primaryKey(),
    deckId: text('deck_id')
      .notNull()
      .references(() => decks.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: text('status').$type<'Processing' | 'Completed' | 'Failed'>().notNull(),
    charged: boolean('charged').notNull().default(true),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('analysis_runs_deck_idx').on(t.deckId),
    // At most one active run per deck: the database refuses a second concurrent start.
    uniqueIndex('analysis_runs_one_active_uq')
      .on(t.deckId)
      .where(sql`${t.status} = 'Processing'`),
  ],
);

export const deepAnalyses = pgTable('deep_analyses', {
  deckId: text('deck_id')
    .primaryKey()
    .references(() => decks.id, { onDelete: 'cascade' }),
  analysisId: text('analysis_id'),
  generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
  rawAnalysis: text('raw_analysis').notNull().default(''),
  model: text('model').notNull().default(''),
  smartQuestions: text('smart_questions'),
  dataFreshness: text('data_freshness'),
  newsIntelligence: text('news_intelligence'),
  /**
   * When each supporting text was written (ADR 0048): a text written after an edit of the deck's facts
   * knew it. Null for texts stored before this was recorded: they are dated by the report.
   */
  smartQuestionsGeneratedAt: timestamp('smart_questions_generated_at', { withTimezone: true }),
  dataFreshnessGeneratedAt: timestamp('data_freshness_generated_at', { withTimezone: true }),
  newsIntelligenceGeneratedAt: timestamp('news_intelligence_generated_at', { withTimezone: true }),
  // The parsed sections as stored with the report; rows written by older builds may lack some.
  parsed: jsonb('parsed').$type<
    Partial<ParsedDeepAnalysis> & { followUpQuestions?: string[]; claimVerification?: ClaimVerification | null }
  >(),
  tier: integer('tier'),
  verdict: text('verdict'),
  confidence: jsonb('confidence').$type<Record<string, Confidence>>(),
  structured: jsonb('structured').$type<StructuredDeepAnalysis>(),
  updatedAt: updatedAt(),
});

export const appSettings = pgTable('app_settings', {
  id: text('id').primaryKey(),
  newUserFreeCredits: integer('new_user_free_credits').notNull().default(2),
  useRealAnalysis: boolean('use_real_analysis').notNull().default(true),
  readOfflineWhenModelDown: boolean('read_offline_when_model_down').notNull().default(false),
  /** Model answers to deck questions one token buys; 0: free (ADR 0060). */
  askModelAnswersPerToken: integer('ask_model_answers_per_token').notNull().default(0),
  enableBackgroundProcessing: boolean('enable_background_processing').notNull().default(true),
  maxUploadSizeMB: integer('max_upload_size_mb').notNull().default(100),
  /** Webhook endpoints may target the private network (loopback, RFC 1918, unique local, CGNAT) and use http (ADR 0021). */
  allowPrivateWebhookTargets: boolean('allow_private_webhook_targets').notNull().default(false),
  lastUpdated: timestamp('last_updated', { withTimezone: true }),
  updatedBy: text('updated_by'),
});

export const legalDocuments = pgTable('legal_documents', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by'),
  version: integer('version').notNull().default(1),
  isActive: boolean('is_active').notNull().default(true),
});

export const prompts = pgTable('prompts', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  template: text('template').notNull(),
  variables: jsonb('variables').$type<string[]>().notNull().default([]),
  aiConfig: jsonb('ai_config')
    .$type<{ model: string; temperature: number; maxTokens: number; topK: number; topP: number }>()
    .notNull(),
  category: text('category').$type<'extraction' | 'analysis' | 'generation'>().notNull(),
  isActive: boolean('is_active').notNull().default(true),
  lastUpdated: timestamp('last_updated', { withTimezone: true }),
});

export const industries = pgTable('industries', {
  name: text('name').primaryKey(),
  description: text('description').notNull().default(''),
  subIndustries: jsonb('sub_industries').$type<{ name: string; description: string }[]>().notNull().default([]),
  deepResearch: text('deep_research').notNull().default(''),
  deepResearchUpdatedAt: timestamp('deep_research_updated_at', { withTimezone: true }),
  keyMetrics: jsonb('key_metrics').$type<string[]>().notNull().default([]),
  focusAreas: jsonb('focus_areas').$type<string[]>().notNull().default([]),
  criticalQuestions: jsonb('critical_questions').$type<string[]>().notNull().default([]),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const industryAnalysisConfigs = pgTable('industry_analysis_configs', {
  key: text('key').primaryKey(),
  industryName: text('industry_name').notNull(),
  subIndustryName: text('sub_industry_name'),
  specificAnalysis: text('specific_analysis').notNull().default(''),
  specificSections: text('specific_sections').notNull().default(''),
  specificMetrics: text('specific_metrics').notNull().default(''),
  specificFocus: text('specific_focus').notNull().default(''),
  lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
});

/** Small named documents (industry categories list, AI configurations). */
export const appDocuments = pgTable('app_documents', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
  updatedBy: text('updated_by'),
});

/** Every model call, for the admin's real usage figures. */
export const llmUsage = pgTable(
  'llm_usage',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    operation: text('operation').notNull(),
    inputTokens: integer('input_tokens').notNull().default(0),
    outputTokens: integer('output_tokens').notNull().default(0),
    durationMs: real('duration_ms').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('llm_usage_created_idx').on(t.createdAt)],
);

export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: serial('id').primaryKey(),
    adminId: text('admin_id').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('admin_audit_created_idx').on(t.createdAt)],
);

/**
 * The versions of a deck (issue #31, ADR 0051). Written when an upload is added as a new version: the
 * deck's state before it becomes v1 then (lazily; a deck never updated has no rows), each later upload the
 * next number. Each keeps its file and what its facts and headline figures were, so the changes between
 * versions are computed when listed. Pipeline stage, notes and share links stay keyed by the deck.
 */
export const deckVersions = pgTable(
  'deck_versions',
  {
    id: text('id').primaryKey(),
    deckId: text('deck_id')
      .notNull()
      .references(() => decks.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    fileKey: text('file_key'),
    fileName: text('file_name').notNull(),
    fileType: text('file_type').notNull(),
    fileSize: integer('file_size').notNull(),
    pageCount: integer('page_count').notNull(),
    snapshot: jsonb('snapshot').$type<VersionFactsSnapshot>().notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
    uploadedBy: text('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
    /**
     * The upload this version was written from (null for a v1 written from the deck itself): unique, so a
     * retried job finds its version written and never writes a second one.
     */
    uploadId: text('upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('deck_versions_deck_number_idx').on(t.deckId, t.number),
    uniqueIndex('deck_versions_upload_idx').on(t.uploadId),
  ],
);

/**
 * Messages the email intake accepted per workspace and clock hour (ADR 0050): counted in the database so
 * that every API process running a mail receiver shares one limit.
 */
export const intakeMessageCounts = pgTable(
  'intake_message_counts',
  {
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    hourStart: timestamp('hour_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.hourStart] })],
);

/** The figure ledger of a deck (issue #16): every figure it states, computed from its text at ingestion. */
export const deckFigures = pgTable('deck_figures', {
  deckId: text('deck_id')
    .primaryKey()
    .references(() => decks.id, { onDelete: 'cascade' }),
  ledger: jsonb('ledger').$type<FigureLedger>().notNull(),
  createdAt: createdAt(),
});

/**
 * Ask the deck (issue #32, ADR 0052): every question asked of a deck with the answer given then, shared
 * with the deck's workspace. The answer is kept as given: a later re-read of the deck does not rewrite it.
 */
export const deckQuestions = pgTable(
  'deck_questions',
  {
    id: text('id').primaryKey(),
    deckId: text('deck_id')
      .notNull()
      .references(() => decks.id, { onDelete: 'cascade' }),
    askedBy: text('asked_by').references(() => user.id, { onDelete: 'set null' }),
    question: text('question').notNull(),
    answer: jsonb('answer').$type<AskAnswer>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('deck_questions_deck_created_idx').on(t.deckId, t.createdAt)],
);

/** PostgreSQL's text-search document type (drizzle has no built-in column for it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One row per slide of every deck, for full-text search across a workspace's slides (issue #32 item 2).
 * Written by a database trigger from `decks.pages` (migration deck_questions_and_slides), so every path
 * that stores pages keeps it current. Searched through a GIN index on its stored English tsvector.
 */
export const deckSlides = pgTable(
  'deck_slides',
  {
    deckId: text('deck_id')
      .notNull()
      .references(() => decks.id, { onDelete: 'cascade' }),
    pageNumber: integer('page_number').notNull(),
    text: text('text').notNull(),
    /** Stored, so ranking a match does not parse its slide again. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(sql`to_tsvector('english', "text")`),
  },
  (t) => [
    primaryKey({ columns: [t.deckId, t.pageNumber] }),
    index('deck_slides_search_idx').using('gin', t.searchVector),
  ],
);

/** The deal stages in board order (ADR 0016), editable by an admin; migration 0006 seeds the defaults. */
export const pipelineStages = pgTable('pipeline_stages', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
  createdAt: createdAt(),
});

/**
 * A deck's history (ADR 0016): notes (markdown) and stage changes. Stage names are copied in, so a later
 * rename or removal of a stage leaves past entries as they were written.
 */
export const deckTimeline = pgTable(
  'deck_timeline',
  {
    id: text('id').primaryKey(),
    deckId: text('deck_id')
      .notNull()
      .references(() => decks.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    kind: text('kind').$type<'note' | 'stage'>().notNull(),
    text: text('text'),
    fromStageId: text('from_stage_id'),
    fromStageName: text('from_stage_name'),
    toStageId: text('to_stage_id'),
    toStageName: text('to_stage_name'),
    passReason: text('pass_reason').$type<PassReason>(),
    createdAt: createdAt(),
    /** Insertion order: breaks ties between entries written in the same millisecond. */
    seq: serial('seq').notNull(),
  },
  (t) => [index('deck_timeline_deck_created_idx').on(t.deckId, t.createdAt)],
);

/**
 * Personal API keys (issue #20): only the SHA-256 of the key is stored (the key is shown once, at creation);
 * `prefix` is its first characters, so the owner can tell keys apart. Deleted when revoked.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('api_keys_hash_idx').on(t.keyHash), index('api_keys_user_idx').on(t.userId)],
);

/**
 * Read-only share links of a deck (issue #20 item 2, ADR 0020): only the SHA-256 of the token is stored
 * (the URL is shown once, at creation). A revoked link keeps its row (revokedAt), so its owner still sees
 * its views; deleting the deck or its owner deletes its links.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: text('id').primaryKey(),
    deckId: text('deck_id')
      .notNull()
      .references(() => decks.id, { onDelete: 'cascade' }),
    createdBy: text('created_by')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    viewCount: integer('view_count').notNull().default(0),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('share_links_token_hash_idx').on(t.tokenHash), index('share_links_deck_idx').on(t.deckId)],
);

/**
 * Webhook endpoints (ADR 0021): they belong to a workspace (issue #20, ADR 0022), and events of the
 * workspace's decks go there. `created_by_user_id` is who registered it, kept for audit only: it grants
 * nothing, and the endpoint stays (with a null creator) when that account is deleted.
 * The secret is kept in clear: every delivery is signed with it (HMAC), so it cannot be a one-way hash.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    createdByUserId: text('created_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    url: text('url').notNull(),
    events: jsonb('events').$type<string[]>().notNull(),
    secret: text('secret').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_endpoints_workspace_idx').on(t.workspaceId)],
);

/** One event sent to one endpoint: the body as signed (the same bytes on every attempt) and its log. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    body: text('body').notNull(),
    status: text('status').$type<'pending' | 'retrying' | 'succeeded' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt)],
);

/**
 * A workspace's portfolio (issue #32 item 4, ADR 0054): the companies it holds, imported from CSV. Decks
 * of the workspace that compete with one are flagged (domain detectConflicts, computed when read).
 * One row per company name (normalised): importing the same company again replaces its details.
 */
export const portfolioCompanies = pgTable(
  'portfolio_companies',
  {
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** normalizeCompanyName(name): the same company imported twice is one row. */
    nameKey: text('name_key').notNull(),
    website: text('website').notNull().default(''),
    sector: text('sector').notNull().default(''),
    description: text('description').notNull().default(''),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('portfolio_companies_workspace_name_uq').on(t.workspaceId, t.nameKey)],
);
