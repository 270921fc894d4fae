import { loadConfig } from './config/env.ts';
import { createContext } from './context.ts';
import { buildApp } from './app.ts';
import { startWorkers } from './workers.ts';

/** Starts the roles chosen by ROLE: the HTTP API, the background workers, or both (the default). */
async function main() {
  const config = loadConfig();
  const ctx = await createContext(config);
  await ctx.queue.start();
  const stopWorkers = config.ROLE === 'api' ? null : await startWorkers(ctx);

  const built = config.ROLE === 'worker' ? null : await buildApp(ctx, { serveWeb: true });
  if (built) {
    await built.app.listen({ port: config.PORT, host: config.HOST });
  } else {
    console.log(`[pitchscope] worker started (${config.DATABASE_URL ? 'postgres' : 'pglite'})`);
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[pitchscope] ${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
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
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
