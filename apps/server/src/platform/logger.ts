import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/**
 * The server's one logger: Fastify's request log and every module's messages go through it, so
 * LOG_LEVEL decides for all of them (the configuration sets the level at start-up; until then, and in
 * the document sandbox's child processes, the LOG_LEVEL of the environment).
 */
export const logger: FastifyBaseLogger = pino({ level: readLevel(process.env.LOG_LEVEL) });

export function setLogLevel(level: Level): void {
  logger.level = level;
}

function readLevel(value: string | undefined): Level {
  const levels: Level[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
  return levels.find((level) => level === value) ?? 'info';
}
