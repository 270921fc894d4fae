import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CREDENTIAL_ATTEMPTS_PER_MINUTE } from '@pitchscope/domain/constants';
import { changesCredentials, checkoutSchema, updateMeSchema } from '@pitchscope/domain/contracts/accounts';
import { actorOf } from '../../platform/http/access.ts';
import { parseInput } from '../../platform/http/validation.ts';
import * as accounts from './accounts.service.ts';
import { listUserTransactions } from '../tokens/tokens.service.ts';
import { getAppSettings } from '../admin/app-settings.service.ts';
import { analysisModelReport } from '../analysis/model-health.ts';
import type { AnalysisAppContext } from '../analysis/analysis.service.ts';

export async function accountsRoutes(app: FastifyInstance, ctx: AnalysisAppContext) {
  // Public, so the details say only whether PowerPoint slides can be drawn and whether the analysis model
  // answers (its state, never its address or error); the admin sees the path and the last error. The
  // server itself is up whatever the model does: status stays 'ok', uploads wait for the model.
  app.get('/api/health', { config: { access: 'public', rateLimit: false } }, async () => ({
    status: 'ok',
    details: {
      slideRendering: ctx.soffice.path ? 'available' : 'unavailable',
      analysisModel: (await analysisModelReport(ctx)).state,
    },
  }));

  app.get('/api/auth-config', { config: { access: 'public' } }, async () => ({ googleEnabled: ctx.config.googleEnabled }));

  app.get('/api/app-config', { config: { access: 'public' } }, async () => {
    const settings = await getAppSettings(ctx.db);
    return {
      googleEnabled: ctx.config.googleEnabled,
      maxUploadSizeMB: settings.maxUploadSizeMB,
      mailEnabled: ctx.mailer !== null,
      readOfflineWhenModelDown: settings.readOfflineWhenModelDown,
    };
  });

  app.get('/api/me', { config: { access: 'user' } }, (request) => accounts.getMe(ctx.db, actorOf(request)));

  // Email and password changes check the current password: limited per user like sign-in, so the current
  // password cannot be guessed nor addresses probed at speed. Profile auto-saves are not counted.
  const credentialChangeLimit = {
    max: CREDENTIAL_ATTEMPTS_PER_MINUTE,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => request.actor?.userId ?? request.ip,
    allowList: (request: FastifyRequest) => !changesCredentials((request.body ?? {}) as Record<string, unknown>),
  };
  const patchMeConfig = { access: 'user' as const, rateLimit: ctx.config.RATE_LIMIT_ENABLED ? credentialChangeLimit : false };
  app.patch('/api/me', { config: patchMeConfig }, async (request) => {
    const input = parseInput(updateMeSchema, request.body);
    return accounts.updateMe(ctx.db, await ctx.passwordHasher(), actorOf(request), input);
  });

  app.get('/api/me/transactions', { config: { access: 'user' } }, (request) =>
    listUserTransactions(ctx.db, actorOf(request).userId),
  );

  app.post('/api/checkout', { config: { access: 'user' } }, (request) => {
    const { plan } = parseInput(checkoutSchema, request.body);
    return accounts.activatePlan(ctx.db, actorOf(request), plan, ctx.clock());
  });
}
