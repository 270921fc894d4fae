import type { Config } from './config/env.ts';
import { openDatabase, type Database, type Db } from './platform/db/database.ts';
import { backfillListKeys } from './modules/decks/decks.repository.ts';
import { createAuth, SESSION_IDLE_SECONDS, SESSION_REFRESH_SECONDS, type Auth } from './platform/auth.ts';
import { SessionCache } from './platform/cache/session-cache.ts';
import { LibraryCache } from './modules/decks/library-cache.ts';
import { createStorage, type Storage } from './platform/storage.ts';
import { createQueue, type Queue } from './platform/queue.ts';
import { DocumentSandbox, LONG_READ_MS } from './platform/extraction/sandbox/document-sandbox.ts';
import { detectSoffice, type SofficeDetection } from './platform/extraction/office-to-pdf.ts';
import type { PasswordHasher } from './modules/accounts/accounts.service.ts';
import { ensureProfile, recordSignIn } from './modules/accounts/accounts.service.ts';
import { createAnalysisService, type AnalysisService } from './modules/analysis/analysis.service.ts';
import { createModelHealth, providerProbe, type ModelHealth } from './modules/analysis/model-health.ts';
import { createSandboxedLocalProvider } from './modules/analysis/local/sandboxed-local.provider.ts';
import { loadEngineWeights } from './modules/analysis/local/load-engine-weights.ts';
import { seedReferenceData } from './modules/admin/seed.ts';
import { PROCESS_UPLOAD_QUEUE } from './modules/decks/decks.jobs.ts';
import { WEEKLY_DIGEST_QUEUE, weeklyDigestEmailQueue } from './modules/decks/weekly-digest.service.ts';
import { modelRereadQueue } from './modules/decks/model-reread.ts';
import { DEEP_ANALYSIS_QUEUE } from './modules/deep-analysis/deep-analysis.service.ts';
import { createWebhookPublisher, webhookDeliveryQueue } from './modules/webhooks/webhooks.service.ts';
import type { WebhookPublisher } from './platform/webhooks.ts';
import { createSmtpMailer, redactSmtpUrl, type Mailer } from './platform/mail.ts';
import { invitationEmailQueue } from './modules/workspaces/invitation-email.service.ts';
import { completionEmailQueue } from './modules/deep-analysis/completion-email.service.ts';
import { logger, setLogLevel } from './platform/logger.ts';

/** Drawing one page of a deck for the viewer; a page that takes longer is hostile or broken. */
const PAGE_RENDER_TIME_LIMIT_MS = 20_000;
/** One call of the local engine on a deck within its reading budget takes about a second. */
const LOCAL_ANALYSIS_TIME_LIMIT_MS = 60_000;

/** Everything a route, a service or a job needs from the outside world, built once per process. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  auth: Auth;
  /** Sessions resolved by Better Auth, kept until a database trigger says they changed (ADR 0023). */
  sessions: SessionCache;
  /** Library pages and counts as sent, per workspace, kept until a database trigger says they changed. */
  library: LibraryCache;
  storage: Storage;
  queue: Queue;
  /** Emits webhook events (ADR 0021): services call it in the transaction that makes the change. */
  webhooks: WebhookPublisher;
  analysis: AnalysisService;
  /** The analysis model's state (issue #38): checked at most once a minute, followed by every model call. */
  modelHealth: ModelHealth;
  /** Sends invitation emails; null when SMTP_URL or MAIL_FROM is not set (links are shared by hand). */
  mailer: Mailer | null;
  /** Reads and draws untrusted documents in child processes, under time and memory budgets. */
  documents: DocumentSandbox;
  /** LibreOffice, found at start-up: PowerPoint slides are drawn from a PDF it converts (ADR 0014). */
  soffice: SofficeDetection;
  clock: () => Date;
  passwordHasher: () => Promise<PasswordHasher>;
}

export interface ContextOverrides {
  pglitePath?: string;
  storage?: Storage;
  clock?: () => Date;
  analysis?: AnalysisService;
  mailer?: Mailer | null;
  /** Tests: pretend LibreOffice is (not) installed. */
  soffice?: SofficeDetection;
  /** Tests: the model's health (e.g. observing a provider built by the test). */
  modelHealth?: ModelHealth;
  /** Tests: the AI SDK's own retries per model call (its backoff takes seconds). */
  modelMaxRetries?: number;
}

export async function createContext(config: Config, overrides: ContextOverrides = {}): Promise<AppContext> {
  setLogLevel(config.LOG_LEVEL);
  // Before anything else starts: weights that do not fit this engine stop the server here.
  const engineWeights = loadEngineWeights(config.ENGINE_WEIGHTS);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    pglitePath: overrides.pglitePath,
  });
  const db = database.db;
  // Decks stored before the library keys (migration 0005) or under older key rules get them now.
  await backfillListKeys(db);
  // Several processes may start at once on PostgreSQL: seeding only adds what is missing.
  await seedReferenceData(db, { configuredModel: config.ANALYSIS_MODEL }).catch((error) => {
    logger.error({ err: error }, '[seed] reference data could not be seeded');
  });
  const auth = createAuth(config, db, {
    onUserCreated: (user) => ensureProfile(db, user.id),
    onSessionCreated: (userId) => recordSignIn(db, userId),
  });
  const clock = overrides.clock ?? (() => new Date());
  const documents = new DocumentSandbox({
    extractLanes: config.WORKER_CONCURRENCY,
    workspaceExtractCap: config.workspaceUploadConcurrency,
    limits: {
      extractTimeMs: config.EXTRACTION_TIME_LIMIT_SECONDS * 1000,
      renderTimeMs: PAGE_RENDER_TIME_LIMIT_MS,
      analysisTimeMs: LOCAL_ANALYSIS_TIME_LIMIT_MS,
      memoryMb: config.EXTRACTION_MEMORY_LIMIT_MB,
      longReadMs: LONG_READ_MS,
    },
    // The API draws the viewer's slides: its render child stays ready once warmed (main.ts).
    keepRendererWarm: config.ROLE !== 'worker',
  });
  const soffice = overrides.soffice ?? detectSoffice(config.SOFFICE_PATH);
  if (soffice.path) logger.info({ soffice: soffice.path }, '[slides] LibreOffice found: PowerPoint slides are drawn');
  else logger.warn({ reason: soffice.reason }, '[slides] PowerPoint decks are shown as text only');
  const queue = createQueue(database, [
    PROCESS_UPLOAD_QUEUE,
    DEEP_ANALYSIS_QUEUE,
    webhookDeliveryQueue(config),
    invitationEmailQueue(config),
    completionEmailQueue(config),
    modelRereadQueue(config),
    WEEKLY_DIGEST_QUEUE,
    weeklyDigestEmailQueue(config),
  ]);
  const modelHealth =
    overrides.modelHealth ??
    createModelHealth(config.analysisProvider, config.analysisProvider === 'local' ? null : providerProbe(config), { clock });
  const mailer = overrides.mailer !== undefined ? overrides.mailer : config.mailEnabled ? createSmtpMailer(config) : null;
  if (config.mailEnabled) logger.info({ smtp: redactSmtpUrl(config.SMTP_URL!) }, '[mail] invitations and analysis-complete notices are emailed');
  else if (config.SMTP_URL || config.MAIL_FROM) {
    logger.warn('[mail] SMTP_URL and MAIL_FROM are both needed: no email is sent');
  }
  return {
    config,
    database,
    db,
    auth,
    sessions: new SessionCache(database.changes, SESSION_REFRESH_SECONDS, SESSION_IDLE_SECONDS),
    library: new LibraryCache(database.changes),
    storage: overrides.storage ?? createStorage(config),
    queue,
    webhooks: createWebhookPublisher({ db, queue, config, clock }),
    mailer,
    analysis:
      overrides.analysis ??
      createAnalysisService(config, db, clock, {
        local: createSandboxedLocalProvider(documents, engineWeights),
        observer: modelHealth,
        maxRetries: overrides.modelMaxRetries,
      }),
    modelHealth,
    documents,
    soffice,
    clock,
    passwordHasher: async () => (await auth.$context).password,
  };
}
