import type { Config } from './config/env.ts';
import { openDatabase, type PgliteLease } from './platform/db/database.ts';
import { createAuth, SESSION_IDLE_SECONDS, SESSION_REFRESH_SECONDS, type PasswordHasher } from './platform/auth.ts';
import { SessionCache } from './platform/cache/session-cache.ts';
import { createStorage, type Storage } from './platform/storage.ts';
import { createQueue } from './platform/queue.ts';
import { DocumentSandbox, LONG_READ_MS } from './platform/extraction/sandbox/document-sandbox.ts';
import { detectSoffice, type SofficeDetection } from './platform/extraction/office-to-pdf.ts';
import { createSmtpMailer, redactSmtpUrl, type Mailer } from './platform/mail.ts';
import { logger, setLogLevel } from './platform/logger.ts';
import type { AppContext } from './platform/context.ts';
import type { ServerModule } from './platform/module.ts';
import { ensureProfile, recordSignIn } from './modules/accounts/accounts.service.ts';
import {
  createAnalysisService,
  type AnalysisService,
  type AnalysisServices,
} from './modules/analysis/analysis.service.ts';
import { createModelHealth, providerProbe, type ModelHealth } from './modules/analysis/model-health.ts';
import { createSandboxedLocalProvider } from './modules/analysis/local/sandboxed-local.provider.ts';
import { loadEngineWeights } from './modules/analysis/local/load-engine-weights.ts';
import { LibraryCache, type LibraryServices } from './modules/decks/library-cache.ts';
import { decksModule } from './modules/decks/decks.module.ts';
import { deepAnalysisModule } from './modules/deep-analysis/deep-analysis.module.ts';
import { webhooksModule } from './modules/webhooks/webhooks.module.ts';
import { workspacesModule } from './modules/workspaces/workspaces.module.ts';
import { adminModule } from './modules/admin/admin.module.ts';
import { accountsModule } from './modules/accounts/accounts.module.ts';
import { apiKeysModule } from './modules/api-keys/api-keys.module.ts';
import { legalModule } from './modules/legal/legal.module.ts';
import { figuresModule } from './modules/figures/figures.module.ts';
import { askModule } from './modules/ask/ask.module.ts';
import { pipelineModule } from './modules/pipeline/pipeline.module.ts';
import { dealFlowModule } from './modules/deal-flow/deal-flow.module.ts';
import { comparablesModule } from './modules/comparables/comparables.module.ts';
import { portfolioModule } from './modules/portfolio/portfolio.module.ts';
import { shareLinksModule } from './modules/share-links/share-links.module.ts';
import { analysisModule } from './modules/analysis/analysis.module.ts';
import { apiDocsModule } from './modules/api-docs/api-docs.module.ts';
import { emailIntakeModule } from './modules/email-intake/email-intake.module.ts';
import { createWebhookPublisher } from './modules/webhooks/webhooks.service.ts';

/** Drawing one page of a deck for the viewer; a page that takes longer is hostile or broken. */
const PAGE_RENDER_TIME_LIMIT_MS = 20_000;
/** One call of the local engine on a deck within its reading budget takes about a second. */
const LOCAL_ANALYSIS_TIME_LIMIT_MS = 60_000;
/** The render child stays up this long after the last slide drawn or deck opened (~120 MB while it is). */
const RENDERER_IDLE_MS = 15 * 60_000;

/**
 * The composition root (ADR 0044): the platform's services (AppContext) and the modules' long-lived ones
 * (the analysis providers, the library cache), built once per process. Modules never import this file:
 * each asks for the part it uses by type, and is given this whole.
 */
export type ServerContext = AppContext & AnalysisServices & LibraryServices;

/**
 * Every module of the server: its routes (app.ts), queues, job handlers, start-up data and sweeps
 * (workers.ts). Start-up data is seeded in this order (decks before admin); routes are registered in it.
 */
export const SERVER_MODULES: readonly ServerModule<ServerContext>[] = [
  accountsModule,
  apiKeysModule,
  legalModule,
  decksModule,
  figuresModule,
  askModule,
  pipelineModule,
  dealFlowModule,
  comparablesModule,
  portfolioModule,
  shareLinksModule,
  analysisModule,
  adminModule,
  deepAnalysisModule,
  webhooksModule,
  workspacesModule,
  emailIntakeModule,
  apiDocsModule,
];

export interface ContextOverrides {
  pglitePath?: string;
  /** Tests: an in-memory PGlite starts from this migrated dump (test/database-template.ts). */
  pgliteTemplate?: Blob;
  /** Tests: an in-memory PGlite lent by the tests' pool (test/pglite-pool.ts). */
  pgliteLease?: PgliteLease;
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
  /** Tests: a cheaper password hash than Better Auth's scrypt (test/fast-password-hasher.ts). */
  passwordHasher?: PasswordHasher;
}

export async function createContext(
  config: Config,
  overrides: ContextOverrides = {},
): Promise<ServerContext> {
  setLogLevel(config.LOG_LEVEL);
  // Before anything else starts: weights that do not fit this engine stop the server here.
  const engineWeights = loadEngineWeights(config.ENGINE_WEIGHTS);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    pglitePath: overrides.pglitePath,
    pgliteTemplate: overrides.pgliteTemplate,
    pgliteLease: overrides.pgliteLease,
    pgliteSharedBuffersMb: config.PGLITE_SHARED_BUFFERS_MB,
  });
  const db = database.db;
  for (const module of SERVER_MODULES) await module.seed?.(db, config);
  const auth = createAuth(config, db, {
    onUserCreated: (user) => ensureProfile(db, user.id),
    onSessionCreated: (userId) => recordSignIn(db, userId),
  }, overrides.passwordHasher);
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
    // The API draws the viewer's slides: its render child, started when a deck is opened, stays ready
    // while someone reads decks.
    ...(config.ROLE !== 'worker' ? { rendererIdleMs: RENDERER_IDLE_MS } : {}),
  });
  const soffice = overrides.soffice ?? detectSoffice(config.SOFFICE_PATH);
  if (soffice.path)
    logger.info({ soffice: soffice.path }, '[slides] LibreOffice found: PowerPoint slides are drawn');
  else logger.warn({ reason: soffice.reason }, '[slides] PowerPoint decks are shown as text only');
  const queue = createQueue(
    database,
    SERVER_MODULES.flatMap((module) => module.queues?.(config) ?? []),
    { fixedRetryDelaySeconds: config.JOB_RETRY_DELAY_SECONDS },
  );
  const modelHealth =
    overrides.modelHealth ??
    createModelHealth(
      config.analysisProvider,
      config.analysisProvider === 'local' ? null : providerProbe(config),
      { clock },
    );
  const mailer =
    overrides.mailer !== undefined ? overrides.mailer : config.mailEnabled ? createSmtpMailer(config) : null;
  if (config.mailEnabled)
    logger.info(
      { smtp: redactSmtpUrl(config.SMTP_URL!) },
      '[mail] invitations and analysis-complete notices are emailed',
    );
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
