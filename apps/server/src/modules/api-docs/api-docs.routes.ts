import type { FastifyInstance } from 'fastify';
import swaggerUi from '@fastify/swagger-ui';
import { API_TAGS, describeRoute } from '../../platform/http/route-description.ts';

const REFERENCE_PAGE = '/api/docs';
const REFERENCE_PAGE_SCHEMA = describeRoute({
  tag: API_TAGS.docs,
  summary: 'The API reference page (HTML)',
  produces: ['text/html'],
});

/**
 * GET /api/openapi.json and the reference UI at /api/docs (ADR 15, ADR 0045): the document @fastify/swagger
 * made from the registered routes (made once, on first request, when all are registered), shown by
 * swagger-ui. The UI's own files are public and hidden from the document; its page loads them from this
 * origin only, so it runs under the app's Content-Security-Policy (`script-src 'self'`).
 */
export async function apiDocsRoutes(app: FastifyInstance) {
  const publicDocs = { config: { access: 'public' as const } };

  app.get(
    '/api/openapi.json',
    {
      ...publicDocs,
      schema: describeRoute({
        tag: API_TAGS.docs,
        summary: 'This OpenAPI document',
        responseDescription: 'OpenAPI 3.1 document',
      }),
    },
    async (_request, reply) => reply.header('cache-control', 'no-cache').send(app.swagger()),
  );

  await app.register(async (scope) => {
    // swagger-ui's routes take no access rule of their own: its files and page are public. Its page is
    // the one operation of them the document lists (the rest is hidden files).
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: 'public' };
      if (route.url === REFERENCE_PAGE && route.method === 'GET') route.schema = REFERENCE_PAGE_SCHEMA;
    });
    await scope.register(swaggerUi, {
      routePrefix: REFERENCE_PAGE,
    });
  });
}
