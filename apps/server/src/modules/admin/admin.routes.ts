import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';

export async function adminRoutes(_app: FastifyInstance, _ctx: AppContext) {}
