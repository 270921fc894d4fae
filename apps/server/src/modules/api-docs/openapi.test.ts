import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ROUTE_DOCS, ROUTE_NOTES } from './route-docs.ts';
import { toOpenApiPath, type OpenApiDocument } from './openapi.ts';

describe('OpenAPI document and reference page', () => {
  let t: TestApp;
  let doc: OpenApiDocument;

  beforeAll(async () => {
    t = await createTestApp();
    const response = await t.request({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    doc = response.json();
  });
  afterAll(() => t?.close());

  it('lists every registered /api route, each documented in ROUTE_DOCS, and nothing else', () => {
    expect(t.routes.length).toBeGreaterThan(50);
    const missing: string[] = [];
    const undocumented: string[] = [];
    for (const route of t.routes) {
      const op = doc.paths[toOpenApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!op) missing.push(`${route.method} ${route.url}`);
      else if (op['x-undocumented'] || !(`${route.method} ${route.url}` in ROUTE_DOCS))
        undocumented.push(`${route.method} ${route.url}`);
    }
    expect(missing, 'routes missing from /api/openapi.json').toEqual([]);
    expect(undocumented, 'routes without an entry in route-docs.ts (add one)').toEqual([]);
    const registered = new Set(t.routes.map((route) => `${route.method} ${route.url}`));
    expect(
      Object.keys(ROUTE_DOCS).filter((key) => !registered.has(key)),
      'ROUTE_DOCS rows of routes that do not exist',
    ).toEqual([]);
    expect(
      Object.keys(ROUTE_NOTES).filter((key) => !registered.has(key)),
      'ROUTE_NOTES of routes that do not exist',
    ).toEqual([]);
    const operations = Object.values(doc.paths).flatMap((methods) => Object.keys(methods));
    expect(operations.length).toBe(registered.size);
  });

  it('is a well-formed OpenAPI 3.1 document: unique operation ids, every path parameter declared', () => {
    expect(doc.openapi).toBe('3.1.0');
    const ids = new Set<string>();
    for (const [path, methods] of Object.entries(doc.paths)) {
      expect(path.startsWith('/api/')).toBe(true);
      for (const [method, op] of Object.entries(methods)) {
        expect(['get', 'post', 'put', 'patch', 'delete']).toContain(method);
        expect(ids.has(op.operationId), op.operationId).toBe(false);
        ids.add(op.operationId);
        expect(op.summary.length).toBeGreaterThan(0);
        const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
        const declared = op.parameters.filter((p) => p.in === 'path').map((p) => p.name);
        expect(declared.sort(), `${method} ${path}`).toEqual(templated.sort());
        for (const response of Object.values(op.responses))
          expect(response.description.length).toBeGreaterThan(0);
        for (const { schema } of Object.values(op.requestBody?.content ?? {}))
          expect(schema).toBeTypeOf('object');
      }
    }
  });

  it('takes request and answer schemas from the zod contracts, and states who may call each route', () => {
    const create = doc.paths['/api/me/api-keys']!.post!;
    expect(create.requestBody!.content['application/json']!.schema).toMatchObject({
      type: 'object',
      properties: { name: { type: 'string', minLength: 1, maxLength: 100 } },
      required: ['name'],
      additionalProperties: false,
    });
    expect(create.responses['201']!.content!['application/json']!.schema).toMatchObject({
      properties: { key: { type: 'string' }, prefix: { type: 'string' } },
    });
    const list = doc.paths['/api/me/api-keys']!.get!;
    const item = (
      list.responses['200']!.content!['application/json']!.schema as { items: { properties: object } }
    ).items;
    expect(Object.keys(item.properties)).not.toContain('key');
    expect(
      doc.paths['/api/decks/{id}']!.patch!.requestBody!.content['application/json']!.schema,
    ).toMatchObject({
      properties: { starred: { type: 'boolean' } },
    });
    expect(doc.paths['/api/decks/export']!.get!.parameters).toContainEqual(
      expect.objectContaining({
        name: 'format',
        in: 'query',
        schema: expect.objectContaining({ enum: ['csv', 'xlsx'] }),
      }),
    );
    expect(doc.paths['/api/health']!.get!).toMatchObject({ 'x-access': 'public', security: [] });
    expect(doc.paths['/api/decks']!.get!).toMatchObject({
      'x-access': 'user',
      security: [{ apiKey: [] }, { session: [] }],
    });
    expect(doc.paths['/api/admin/users']!.get!['x-access']).toBe('admin');
    expect(doc.components).toMatchObject({ securitySchemes: { apiKey: { type: 'http', scheme: 'bearer' } } });
  });

  it('serves a reference page at /api/docs, without script, listing every operation', async () => {
    const response = await t.request({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.body).not.toMatch(/<script/i);
    expect(response.body).toContain('<h1>');
    expect(response.body).toContain('prefers-color-scheme: dark');
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const op of Object.values(methods)) {
        expect(response.body).toContain(`id="${op.operationId}"`);
      }
      expect(response.body).toContain(path.replace(/&/g, '&amp;'));
    }
  });
});
