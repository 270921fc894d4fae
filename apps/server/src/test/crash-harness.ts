/**
 * A server process for the kill-and-restart tests. Mode `deep-analysis`: starts a deep analysis whose
 * research never finishes. Mode `upload`: uploads a deck into a slowed-down pipeline. Either way it prints
 * READY with the ids and waits to be killed with SIGKILL mid-run.
 */
import { loadConfig } from '../config/env.ts';
import { createContext } from '../compose.ts';
import { buildApp } from '../app.ts';
import { startWorkers } from '../workers.ts';
import { createFakeAnalysis } from './fake-analysis.ts';
import { insertAnalyzedDeck, multipartBody, pitchDeckSlides } from './factories.ts';
import { makePdf } from './fixtures/documents.ts';
import { cookieFrom } from './test-app.ts';
import { migratedDatabaseTemplate } from './database-template.ts';
import { findActiveRun } from '../modules/deep-analysis/deep-analysis.repository.ts';

const dataDir = process.argv[2];
const mode = process.argv[3] ?? 'deep-analysis';
const databaseUrl = process.argv[4]; // PostgreSQL; unset: PGlite in dataDir
const config = loadConfig({
  DATA_DIR: dataDir,
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  LOG_LEVEL: 'silent',
  RATE_LIMIT_ENABLED: 'false',
  BETTER_AUTH_SECRET: 'crash-secret-crash-secret-crash-secret-0123',
});
const fake = createFakeAnalysis({ deepResearch: 'hang', stepDelayMs: mode === 'upload' ? 400 : 0 });
// A new PGlite data folder starts migrated (initdb and migrations on disk took most of the harness's start).
const pgliteTemplate = databaseUrl ? undefined : await migratedDatabaseTemplate();
const ctx = await createContext(config, { analysis: fake.service, pgliteTemplate });
await ctx.queue.start();
await startWorkers(ctx);
const { app } = await buildApp(ctx);

const signUp = await app.inject({
  method: 'POST',
  url: '/api/auth/sign-up/email',
  headers: { 'content-type': 'application/json', origin: config.appUrl },
  payload: JSON.stringify({ name: 'Crash Test', email: 'crash@example.com', password: 'secret-password' }),
});
const userId = signUp.json().user.id as string;
if (mode === 'upload') {
  const { payload, contentType } = multipartBody(
    'crashco.pdf',
    await makePdf(pitchDeckSlides({ company: 'Crashco', story: 1 })),
  );
  const upload = await app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { cookie: cookieFrom(signUp), origin: config.appUrl, 'content-type': contentType },
    payload,
  });
  process.stdout.write(`READY ${JSON.stringify({ userId, uploadId: upload.json().id })}\n`);
  await new Promise(() => undefined);
}
const deckId = await insertAnalyzedDeck(ctx, userId);
const start = await app.inject({
  method: 'POST',
  url: `/api/decks/${deckId}/deep-analysis`,
  headers: { cookie: cookieFrom(signUp), origin: config.appUrl },
});
const { analysisId } = start.json();
// Wait until a worker has picked the job up, so the kill lands mid-run.
while (fake.calls() === 0) await new Promise((resolve) => setTimeout(resolve, 50));
const run = await findActiveRun(ctx.db, deckId);
process.stdout.write(`READY ${JSON.stringify({ userId, deckId, analysisId, attempts: run?.attempts })}\n`);
await new Promise(() => undefined);
