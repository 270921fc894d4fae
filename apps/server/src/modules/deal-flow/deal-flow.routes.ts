import type { FastifyInstance } from 'fastify';
import { dealFlowQuerySchema, dealFlowResponseSchema } from '@pitchscope/domain/contracts/deal-flow';
import type { AppContext } from '../../platform/context.ts';
import { actorOf } from '../../platform/http/access.ts';
import { API_TAGS } from '../../platform/http/route-description.ts';
import { typedRoutes } from '../../platform/http/typed-route.ts';
import { getDealFlow } from './deal-flow.service.ts';

/** Deal-flow analytics (issue #37, ADR 0053). */
export async function dealFlowRoutes(app: FastifyInstance, ctx: AppContext) {
  typedRoutes(app).get(
    '/api/deal-flow',
    { access: 'user' },
    {
      tag: API_TAGS.dealFlow,
      summary: "The deal-flow charts of your workspace: weekly intake, breakdowns, the funnel, pass reasons, fit by outcome",
      query: dealFlowQuerySchema,
      response: dealFlowResponseSchema,
    },
    ({ query }, request) => getDealFlow(ctx, actorOf(request), query),
  );
}
