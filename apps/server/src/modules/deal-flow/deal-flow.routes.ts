import type { FastifyInstance } from 'fastify';
import { dealFlowQuerySchema, dealFlowResponseSchema } from '@pitchscope/domain/contracts/deal-flow';
import type { AppContext } from '../../platform/context.ts';
import { actorOf } from '../../platform/http/access.ts';
import { parseInput } from '../../platform/http/validation.ts';
import { API_TAGS, describeRoute } from '../../platform/http/route-description.ts';
import { getDealFlow } from './deal-flow.service.ts';

/** Deal-flow analytics (issue #37, ADR 0053). */
export async function dealFlowRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get(
    '/api/deal-flow',
    {
      config: { access: 'user' as const },
      schema: describeRoute({
        tag: API_TAGS.dealFlow,
        summary: "The deal-flow charts of your workspace: weekly intake, breakdowns, the funnel, pass reasons, fit by outcome",
        query: dealFlowQuerySchema,
        response: dealFlowResponseSchema,
      }),
    },
    (request) => getDealFlow(ctx, actorOf(request), parseInput(dealFlowQuerySchema, request.query, 'query')),
  );
}
