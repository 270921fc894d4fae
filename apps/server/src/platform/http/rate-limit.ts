import type { FastifyRequest } from 'fastify';

/**
 * Rate limits run at preHandler, after the access hook has resolved `request.actor` (at onRequest, the
 * plugin's default, the actor does not exist yet and every limit fell back to the IP: users behind one
 * office NAT shared one budget, and one user with many IPs had many).
 */
export const RATE_LIMIT_HOOK = 'preHandler' as const;

/** Signed-in callers are limited per account, everyone else per client IP. */
export const rateLimitKey = (request: FastifyRequest) =>
  request.actor ? `user:${request.actor.userId}` : `ip:${request.ip}`;

/** Credential endpoints are limited per IP whatever session the caller holds (guessing passwords from one IP). */
export const rateLimitKeyByIp = (request: FastifyRequest) => `ip:${request.ip}`;

/** A route's limit per signed-in user (per IP for visitors) and minute; `false` when limits are off. */
export function perUserPerMinute(enabled: boolean, max: number) {
  return enabled ? { max, timeWindow: '1 minute', keyGenerator: rateLimitKey } : (false as const);
}
