import type { Config } from '../config/env.ts';
import type { Database, Db } from './db/database.ts';
import type { Auth, PasswordHasher } from './auth.ts';
import type { SessionCache } from './cache/session-cache.ts';
import type { Storage } from './storage.ts';
import type { Queue } from './queue.ts';
import type { WebhookPublisher } from './webhooks.ts';
import type { Mailer } from './mail.ts';
import type { DocumentSandbox } from './extraction/sandbox/document-sandbox.ts';
import type { SofficeDetection } from './extraction/office-to-pdf.ts';

/**
 * The platform's services, built once per process by the composition root (compose.ts): what a route, a
 * service or a job needs from the outside world. Only types live here, and only platform ones; a module
 * that needs another module's long-lived service (the analysis providers, the library cache) asks for it
 * by intersecting its own small interface (`AppContext & AnalysisServices`), which compose.ts fills.
 */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  auth: Auth;
  /** Sessions resolved by Better Auth, kept until a database trigger says they changed (ADR 0023). */
  sessions: SessionCache;
  storage: Storage;
  queue: Queue;
  /** Emits webhook events (ADR 0021): services call it in the transaction that makes the change. */
  webhooks: WebhookPublisher;
  /** Sends invitation emails; null when SMTP_URL or MAIL_FROM is not set (links are shared by hand). */
  mailer: Mailer | null;
  /** Reads and draws untrusted documents in child processes, under time and memory budgets. */
  documents: DocumentSandbox;
  /** LibreOffice, found at start-up: PowerPoint slides are drawn from a PDF it converts (ADR 0014). */
  soffice: SofficeDetection;
  clock: () => Date;
  passwordHasher: () => Promise<PasswordHasher>;
}
