import { loadConfig } from './config/env.ts';
import { createContext } from './compose.ts';
import { buildApp } from './app.ts';
import { startWorkers } from './workers.ts';
import { startEmailIntake } from './modules/email-intake/email-intake.service.ts';
import { logger, setLogLevel } from './platform/logger.ts';

/** Starts the roles chosen by ROLE: the HTTP API, the background workers, or both (the default). */
async function main() {
  const config = loadConfig();
  setLogLevel(config.LOG_LEVEL);
  const ctx = await createContext(config);
  await ctx.queue.start();
  const stopWorkers = config.ROLE === 'api' ? null : await startWorkers(ctx);

  const built = config.ROLE === 'worker' ? null : await buildApp(ctx, { serveWeb: true });
  if (built) {
    await built.app.listen({ port: config.PORT, host: config.HOST });
  } else {
    logger.info(`[pitchscope] worker started (${config.DATABASE_URL ? 'postgres' : 'pglite'})`);
  }

  // The intake mail server runs with the API (ADR 0050): it only stores and queues, the workers read.
  const mailIntake = config.ROLE === 'worker' ? null : await startEmailIntake(ctx);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`[pitchscope] ${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await mailIntake?.close();
      await built?.app.close();
      await stopWorkers?.();
      await ctx.queue.stop({ graceful: true });
      await ctx.documents.close();
      await ctx.database.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  logger.fatal(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
