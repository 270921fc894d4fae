import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import type { RouteAccessEntry } from '../../platform/http/access.ts';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi.ts';
import { renderReferencePage } from './reference-page.ts';

/**
 * GET /api/openapi.json and GET /api/docs (ADR 15). Both are made once, on first request, from the routes
 * the app registered (all are registered by then).
 */
export async function apiDocsRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  routes: readonly RouteAccessEntry[],
) {
  let document: OpenApiDocument | undefined;
  let page: string | undefined;
  const openApi = () => (document ??= buildOpenApiDocument(routes, ctx.config.appUrl));
  const publicDocs = { config: { access: 'public' as const } };

  app.get('/api/openapi.json', publicDocs, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(openApi()),
  );

  app.get('/api/docs', publicDocs, async (_request, reply) =>
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send((page ??= renderReferencePage(openApi()))),
  );
}
