import type { FastifyInstance } from 'fastify';
import swaggerUi from '@fastify/swagger-ui';
import { z } from 'zod';
import { API_TAGS, describeRoute } from '../../platform/http/route-description.ts';
import { typedRoutes } from '../../platform/http/typed-route.ts';
import type { OpenApiDocument } from './openapi.ts';

const REFERENCE_PAGE = '/api/docs';
const CONTRAST_CSS = [
  '.swagger-ui .info .title small.version-stamp { background-color: #2e6b0a; }',
  '.swagger-ui .info .title small pre { color: #ffffff; }',
  '.swagger-ui .info .url, .swagger-ui .info a.link { color: #1e3a8a; }',
  '.swagger-ui .btn.authorize { color: #14532d; border-color: #14532d; }',
  '.swagger-ui .btn.authorize span { color: #14532d; }',
  '.swagger-ui .btn.authorize svg { fill: #14532d; }',
  '.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1d4ed8; }',
  '.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #166534; }',
  '.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #9a3412; }',
  '.swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #0f766e; }',
  '.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #b91c1c; }',
  '.swagger-ui .json-schema-2020-12-expand-deep-button { color: #374151; }',
].join('\n');
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
  typedRoutes(app).get(
    '/api/openapi.json',
    { access: 'public' },
    {
      tag: API_TAGS.docs,
      summary: 'This OpenAPI document',
      response: z.looseObject({
        openapi: z.string(),
        info: z.looseObject({ title: z.string(), version: z.string() }),
        paths: z.record(z.string(), z.record(z.string(), z.unknown())),
      }),
      responseDescription: 'OpenAPI 3.1 document',
    },
    // @fastify/swagger types its document as OpenAPI 2 or 3; this server makes the 3.1 one (openapi.ts).
    (_input, _request, reply) => reply.header('cache-control', 'no-cache').send(app.swagger() as OpenApiDocument),
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
      // Accessible under axe (e2e/api-keys): no top bar (an unlabelled URL field and a logo without alt
      // text), no deep links (a link inside each operation's button), and no server picker (an unlabelled
      // select) in the UI's copy of the document; /api/openapi.json keeps its servers.
      uiConfig: { layout: 'BaseLayout', deepLinking: false },
      transformSpecification: (document) => ({ ...document, servers: undefined }),
      // swagger-ui's light greens and greys are below WCAG AA contrast on white.
      theme: { css: [{ filename: 'contrast.css', content: CONTRAST_CSS }] },
    });
  });
}
