import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CREDENTIAL_ATTEMPTS_PER_MINUTE } from '@pitchscope/domain/constants';
import { changesCredentials, checkoutSchema, updateMeSchema } from '@pitchscope/domain/contracts/accounts';
import { actorOf } from '../../platform/http/access.ts';
import * as accounts from './accounts.service.ts';
import { listUserTransactions } from '../tokens/tokens.service.ts';
import { getAppSettings } from '../admin/app-settings.service.ts';
import { analysisModelReport } from '../analysis/model-health.ts';
import type { AnalysisAppContext } from '../analysis/analysis.service.ts';
import { API_TAGS } from '../../platform/http/route-description.ts';
import { typedRoutes } from '../../platform/http/typed-route.ts';
import { z } from 'zod';
import { MODEL_STATES } from '@pitchscope/domain/model-availability';
import {
  appConfigSchema,
  authConfigSchema,
  meSchema,
  tokenTransactionSchema,
} from '@pitchscope/domain/contracts/accounts';

export async function accountsRoutes(app: FastifyInstance, ctx: AnalysisAppContext) {
  const route = typedRoutes(app);
  // Public, so the details say only whether PowerPoint slides can be drawn and whether the analysis model
  // answers (its state, never its address or error); the admin sees the path and the last error. The
  // server itself is up whatever the model does: status stays 'ok', uploads wait for the model.
  route.get(
    '/api/health',
    { access: 'public', rateLimit: false },
    {
      tag: API_TAGS.meta,
      summary: 'Health check',
      response: z.object({
        status: z.literal('ok'),
        details: z.object({
          slideRendering: z.enum(['available', 'unavailable']),
          analysisModel: z.enum(MODEL_STATES),
        }),
      }),
      notes:
        "Answer: `{status:'ok', details:{slideRendering:'available'|'unavailable', analysisModel:'ok'|'unreachable'|'rate-limited'}}` (LibreOffice for PowerPoint slide images; the analysis model's state, checked at most once a minute by listing its models, never spending tokens).",
    },
    async () => ({
      status: 'ok' as const,
      details: {
        slideRendering: ctx.soffice.path ? ('available' as const) : ('unavailable' as const),
        analysisModel: (await analysisModelReport(ctx)).state,
      },
    }),
  );

  route.get(
    '/api/auth-config',
    { access: 'public' },
    {
      tag: API_TAGS.meta,
      summary: 'Sign-in options (is Google sign-in on)',
      response: authConfigSchema,
      notes: 'Answer: `AuthConfig {googleEnabled}`.',
    },
    async () => ({ googleEnabled: ctx.config.googleEnabled }),
  );

  route.get(
    '/api/app-config',
    { access: 'public' },
    {
      tag: API_TAGS.meta,
      summary: 'Public app settings (upload size limit, Google sign-in)',
      response: appConfigSchema,
      notes:
        'Answer: `AppConfig {googleEnabled, maxUploadSizeMB, mailEnabled, readOfflineWhenModelDown}` (the last: while the analysis model is down, uploads are read by the local engine rather than waiting).',
    },
    async () => {
      const settings = await getAppSettings(ctx.db);
      return {
        googleEnabled: ctx.config.googleEnabled,
        maxUploadSizeMB: settings.maxUploadSizeMB,
        mailEnabled: ctx.mailer !== null,
        readOfflineWhenModelDown: settings.readOfflineWhenModelDown,
      };
    },
  );

  route.get(
    '/api/me',
    { access: 'user' },
    {
      tag: API_TAGS.account,
      summary: 'The signed-in user',
      response: meSchema,
      notes: 'Answer: `Me`.',
    },
    (_input, request) => accounts.getMe(ctx.db, actorOf(request)),
  );

  // Email and password changes check the current password: limited per user like sign-in, so the current
  // password cannot be guessed nor addresses probed at speed. Profile auto-saves are not counted.
  const credentialChangeLimit = {
    max: CREDENTIAL_ATTEMPTS_PER_MINUTE,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => request.actor?.userId ?? request.ip,
    allowList: (request: FastifyRequest) =>
      !changesCredentials((request.body ?? {}) as Record<string, unknown>),
  };
  const patchMeConfig = {
    access: 'user' as const,
    rateLimit: ctx.config.RATE_LIMIT_ENABLED ? credentialChangeLimit : (false as const),
  };
  route.patch(
    '/api/me',
    patchMeConfig,
    {
      tag: API_TAGS.account,
      summary: 'Update the profile, investor profile, email or password',
      description:
        'Changing the email or password needs `currentPassword`. A refusal about one field names it in `error.details` (`[{path, message}]`).',
      body: updateMeSchema,
      response: meSchema,
      notes:
        "Input: `UpdateMeInput` (`currentPassword` required with `email` or `password`; 10 such attempts a minute per user). Answer: `Me`; a new password ends the user's other sessions; an email already registered is not taken but answered like a free one (ADR 6). A refusal about one field names it in `error.details` (`[{path, message}]`: `password` for the password policy, `currentPassword` for a wrong current password, `email`, `displayName`). `investorProfile.rangesSetByUser` lists the ranges the user set, counted by the completeness score (ADR 32).",
    },
    async ({ body }, request) => accounts.updateMe(ctx.db, await ctx.passwordHasher(), actorOf(request), body),
  );

  route.get(
    '/api/me/transactions',
    { access: 'user' },
    {
      tag: API_TAGS.account,
      summary: 'Token ledger of the user',
      response: z.array(tokenTransactionSchema),
      notes:
        "Answer: `TokenTransaction[]` newest first; a deep analysis's escrow (`spent`) carries its `outcome` (`held` while the run works, then `charged` or `refunded`) and a `reason` that says so.",
    },
    (_input, request) => listUserTransactions(ctx.db, actorOf(request).userId),
  );

  route.post(
    '/api/checkout',
    { access: 'user' },
    {
      tag: API_TAGS.account,
      summary: 'Activate a plan',
      body: checkoutSchema,
      response: meSchema,
      notes: "Input: `{plan:'payg'|'subscription'}`. Answer: `Me`.",
    },
    ({ body }, request) => accounts.activatePlan(ctx.db, actorOf(request), body.plan, ctx.clock()),
  );
}
