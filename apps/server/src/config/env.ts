import { z } from 'zod';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { INTAKE_RECEIPT_RECHECK_SECONDS } from '@pitchscope/domain/email-intake';

/** `SMTP_URL=` (as docker compose passes `${SMTP_URL:-}`) means not set, not an invalid value. */
const emptyAsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/**
 * The environment, validated once at boot. Nothing else in the server reads process.env.
 * Every variable is documented in README.md ("Configuration").
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Public origin of the app, used for auth callbacks and the origin check. */
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  /** Unset: embedded PGlite in DATA_DIR/db. Set: PostgreSQL (scale-out). */
  DATABASE_URL: z.string().optional(),
  /**
   * The embedded database's page cache (PostgreSQL's shared_buffers), in MB. Its pages stay resident once
   * read; the operating system caches the files under it as well, so a small cache costs little (issue
   * #34, measured in bench/RESULTS.md). Ignored with DATABASE_URL.
   */
  PGLITE_SHARED_BUFFERS_MB: z.coerce.number().int().min(1).max(4096).default(32),
  /** api: HTTP only; worker: background jobs only; all: both (the default). */
  ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  BETTER_AUTH_SECRET: z.string().min(32).optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** Comma-separated extra origins allowed to call the auth endpoints (e.g. a dev server). */
  TRUSTED_ORIGINS: z.string().optional(),
  ANALYSIS_PROVIDER: z.enum(['local', 'gemini', 'openai-compatible']).optional(),
  ANALYSIS_MODEL: z.string().optional(),
  GEMINI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.url().optional(),
  OPENAI_API_KEY: z.string().optional(),
  STORAGE_DRIVER: z.enum(['disk', 's3']).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Jobs a worker process runs at once per queue. */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  /**
   * Uploads of one workspace read at once, across all worker processes (ADR 0025). Unset: one less than
   * WORKER_CONCURRENCY (at least 1), so a worker always has a lane for another workspace's next file.
   */
  WORKSPACE_UPLOAD_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
  /** Minutes after which a deck or analysis still Processing is failed (and refunded). */
  STUCK_JOB_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(15),
  /**
   * Minutes an upload waits for an analysis model that does not answer (unreachable, rate-limited, failing)
   * before it ends under "Not added" with a Retry (issue #38). It is never judged for the outage.
   */
  MODEL_WAIT_MINUTES: z.coerce.number().int().min(1).max(7 * 24 * 60).default(60),
  /** The first pause of an upload waiting for the model; later pauses double, up to 10 minutes. */
  MODEL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Seconds one call of the analysis model may take before it counts as an outage. */
  MODEL_CALL_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(240),
  /** Seconds one document may take to read (OCR included) before its reader is stopped. */
  EXTRACTION_TIME_LIMIT_SECONDS: z.coerce.number().int().min(5).max(3600).default(180),
  /** Resident memory (MB) a document reader process may reach before it is stopped. */
  EXTRACTION_MEMORY_LIMIT_MB: z.coerce.number().int().min(256).max(65_536).default(1536),
  /**
   * LibreOffice's `soffice`, which draws PowerPoint slides (converted to PDF). Unset: looked up on PATH
   * and in the usual places; `off`: PowerPoint decks are shown as text only.
   */
  SOFFICE_PATH: z.string().optional(),
  OCR_ENABLED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  RATE_LIMIT_ENABLED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Trust X-Forwarded-* from: 'false' (default), 'true' (any proxy) or the proxies' addresses, comma-separated. */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v): boolean | string => (v === 'true' ? true : v === 'false' ? false : v)),
  /** Concurrent HTTP connections from one client address (0: no cap). A browser opens ~6 per site. */
  MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(0).max(100_000).default(100),
  /** Seconds a deck link's download may take, redirects and every byte included (issue #31). */
  LINK_DOWNLOAD_TIME_LIMIT_SECONDS: z.coerce.number().int().min(5).max(3600).default(120),
  /**
   * Tests only: deck links may lead to this machine's loopback and private addresses (a test's own file
   * server). Refused at start-up outside NODE_ENV=test: in production a link never reaches the network inside.
   */
  LINK_INTAKE_ALLOW_PRIVATE_NETWORK: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * Tests only: seconds before a failed job of a queue with a fixed retry delay (uploads, deep analyses,
   * email intake; not the backoffs of webhooks, mail and the model) is retried, in place of its own 2–60 s,
   * which tests of retries would otherwise sit out. Refused at start-up outside NODE_ENV=test.
   */
  JOB_RETRY_DELAY_SECONDS: emptyAsUnset(z.coerce.number().int().min(0).max(60)),
  /**
   * Email intake (ADR 0050): the domain of the workspaces' intake addresses (`<token>@INTAKE_DOMAIN`),
   * whose MX record points at this server. Unset: no intake address is shown and no mail is received.
   */
  INTAKE_DOMAIN: emptyAsUnset(
    z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'must be a domain, e.g. decks.example.com'),
  ),
  /** The port the intake mail server listens on (25 behind an MX record). Unset: no mail server is started. */
  INTAKE_SMTP_PORT: emptyAsUnset(z.coerce.number().int().min(0).max(65535)),
  /** The address the intake mail server binds to. */
  INTAKE_SMTP_HOST: z.string().default('0.0.0.0'),
  /** PEM files of a certificate for the intake mail server: with both set, it offers STARTTLS. */
  INTAKE_TLS_CERT: emptyAsUnset(z.string()),
  INTAKE_TLS_KEY: emptyAsUnset(z.string()),
  /**
   * Whether the intake mail server checks each message's SPF, DKIM and DMARC (ADR 0050, amendment): on, a
   * message its sender's domain disowns is refused with 550. Off: nothing is checked (a relay that checks).
   */
  INTAKE_SENDER_AUTH: z.enum(['on', 'off']).default('on'),
  /** Seconds an intake receipt waits before it looks again at the message's decks still being read. */
  INTAKE_RECEIPT_RECHECK_SECONDS: z.coerce.number().int().min(1).max(600).default(INTAKE_RECEIPT_RECHECK_SECONDS),
  /** Attempts of one webhook delivery (the first and its retries) before it is logged as failed (ADR 0021). */
  WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(8),
  /** Base of a webhook's exponential backoff: the n-th retry waits between base × 2^(n-1) and base × 2^n seconds. */
  WEBHOOK_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Seconds a webhook endpoint has to answer one delivery. */
  WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(60).default(10),
  /**
   * The mail server invitations are sent through: smtp://user:pass@host:587 (STARTTLS when offered) or
   * smtps://user:pass@host:465 (TLS from the start). Mail is sent only when MAIL_FROM is set too.
   */
  SMTP_URL: emptyAsUnset(
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example.com:587' }),
  ),
  /** The sender of Pitchscope's emails: `invites@example.com` or `Pitchscope <invites@example.com>`. */
  MAIL_FROM: emptyAsUnset(
    z
      .string()
      .trim()
      .regex(/^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, 'must be an address, e.g. Pitchscope <invites@example.com>'),
  ),
  /** Attempts of one email (the first and its retries) before it is recorded as not sent. */
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(4),
  /** Base of an email's exponential backoff: the n-th retry waits between base × 2^(n-1) and base × 2^n seconds. */
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** When the weekly digest goes out: a cron expression in UTC (five fields); Mondays at 08:00 by default. */
  WEEKLY_DIGEST_CRON: z
    .string()
    .trim()
    .regex(/^\S+(?:\s+\S+){4}$/, 'must be a cron expression of five fields, e.g. 0 8 * * 1')
    .default('0 8 * * 1'),
  /**
   * A weights file for the local engine's learned decisions, written by `npm run engine:fit`. Unset: the
   * weights built into the server (fitted on the corpus). A file that is not valid stops start-up.
   */
  ENGINE_WEIGHTS: emptyAsUnset(z.string()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  dataDir: string;
  authSecret: string;
  googleEnabled: boolean;
  storageDriver: 'disk' | 's3';
  analysisProvider: 'local' | 'gemini' | 'openai-compatible';
  appUrl: string;
  /** Origins allowed to make state-changing calls (auth and app routes): APP_URL plus TRUSTED_ORIGINS. */
  trustedOrigins: string[];
  /** Invitations are emailed only when both SMTP_URL and MAIL_FROM are set. */
  mailEnabled: boolean;
  /** WORKSPACE_UPLOAD_CONCURRENCY, or its default. */
  workspaceUploadConcurrency: number;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const storageDriver = env.STORAGE_DRIVER ?? (env.S3_BUCKET ? 's3' : 'disk');
  if (storageDriver === 's3' && !env.S3_BUCKET) throw new Error('Invalid environment:\n  - S3_BUCKET: required for s3');
  const analysisProvider =
    env.ANALYSIS_PROVIDER ?? (env.GEMINI_API_KEY ? 'gemini' : env.OPENAI_BASE_URL ? 'openai-compatible' : 'local');
  if (analysisProvider === 'gemini' && !env.GEMINI_API_KEY) {
    throw new Error('Invalid environment:\n  - GEMINI_API_KEY: required when ANALYSIS_PROVIDER=gemini');
  }
  if (analysisProvider === 'openai-compatible' && !env.OPENAI_BASE_URL) {
    throw new Error('Invalid environment:\n  - OPENAI_BASE_URL: required when ANALYSIS_PROVIDER=openai-compatible');
  }
  if (analysisProvider === 'openai-compatible' && !env.ANALYSIS_MODEL) {
    throw new Error('Invalid environment:\n  - ANALYSIS_MODEL: required when ANALYSIS_PROVIDER=openai-compatible');
  }
  if (env.JOB_RETRY_DELAY_SECONDS !== undefined && env.NODE_ENV !== 'test') {
    throw new Error('Invalid environment:\n  - JOB_RETRY_DELAY_SECONDS: only for tests (NODE_ENV=test)');
  }
  if (env.LINK_INTAKE_ALLOW_PRIVATE_NETWORK && env.NODE_ENV !== 'test') {
    throw new Error('Invalid environment:\n  - LINK_INTAKE_ALLOW_PRIVATE_NETWORK: only for tests (NODE_ENV=test)');
  }
  if (env.INTAKE_SMTP_PORT !== undefined && !env.INTAKE_DOMAIN) {
    throw new Error('Invalid environment:\n  - INTAKE_DOMAIN: required when INTAKE_SMTP_PORT is set');
  }
  if (Boolean(env.INTAKE_TLS_CERT) !== Boolean(env.INTAKE_TLS_KEY)) {
    throw new Error('Invalid environment:\n  - INTAKE_TLS_CERT and INTAKE_TLS_KEY: set both or neither');
  }
  const appUrl = env.APP_URL ?? `http://localhost:${env.PORT}`;
  return {
    ...env,
    dataDir,
    authSecret: env.BETTER_AUTH_SECRET ?? loadOrCreateSecret(dataDir),
    googleEnabled: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
    storageDriver,
    analysisProvider,
    appUrl,
    trustedOrigins: [appUrl, ...(env.TRUSTED_ORIGINS?.split(',') ?? [])].map(toOrigin).filter(Boolean),
    mailEnabled: Boolean(env.SMTP_URL && env.MAIL_FROM),
    workspaceUploadConcurrency: env.WORKSPACE_UPLOAD_CONCURRENCY ?? Math.max(1, env.WORKER_CONCURRENCY - 1),
  };
}

/** `https://app.example.com/` and `https://app.example.com` are one origin: compare them as the browser sends it. */
function toOrigin(value: string): string {
  const trimmed = value.trim();
  try {
    return new URL(trimmed).origin;
  } catch {
    return trimmed; // a pattern Better Auth understands (e.g. a wildcard): kept as written
  }
}

/** A newcomer needs no configuration: the auth secret is generated once and kept in the data folder. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
