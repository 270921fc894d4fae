import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { toOpenApiPath, type OpenApiDocument } from './openapi.ts';
import operationsBefore from './openapi-operations.before.json' with { type: 'json' };
import { TAKES_BODY } from './openapi-coverage.ts';

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

  it('lists every registered /api route, each described on the route itself, and nothing else', () => {
    expect(t.routes.length).toBeGreaterThan(50);
    const missing: string[] = [];
    const undocumented: string[] = [];
    for (const route of t.routes) {
      const op = doc.paths[toOpenApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!op) missing.push(`${route.method} ${route.url}`);
      else if (op['x-undocumented']) undocumented.push(`${route.method} ${route.url}`);
    }
    expect(missing, 'routes missing from /api/openapi.json').toEqual([]);
    expect(undocumented, 'routes without `schema: describeRoute(...)` (add one)').toEqual([]);
    const operations = Object.values(doc.paths).flatMap((methods) => Object.keys(methods));
    expect(operations.length).toBe(new Set(t.routes.map((route) => `${route.method} ${route.url}`)).size);
  });

  it('keeps every operation documented before the descriptions moved onto the routes (ADR 0045)', () => {
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operationsBefore.length).toBe(111);
    expect(operationsBefore.filter((operation) => !operations.includes(operation))).toEqual([]);
  });

  it('gives every operation a request schema where it takes input, and an answer schema', () => {
    const withoutAnswerSchema: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const label = `${method.toUpperCase()} ${path}`;
        // Every path parameter and query parameter has a schema; a body-taking method has a body schema.
        for (const parameter of op.parameters ?? []) expect(parameter.schema, label).toBeTypeOf('object');
        if (TAKES_BODY.has(label)) expect(Object.keys(op.requestBody?.content ?? {}), label).not.toEqual([]);
        for (const { schema } of Object.values(op.requestBody?.content ?? {}))
          expect(schema, label).toBeTypeOf('object');
        const success = Object.entries(op.responses).find(([status]) => status.startsWith('2'));
        expect(success, label).toBeDefined();
        const [status, answer] = success!;
        // A 204 has no body to describe; every other success names its media types, each with a schema.
        if (status === '204') continue;
        const media = Object.values(answer.content ?? {});
        if (media.length === 0 || media.some((type) => typeof type.schema !== 'object')) withoutAnswerSchema.push(label);
        for (const [code, response] of Object.entries(op.responses))
          if (!code.startsWith('2')) expect(response.content?.['application/json']?.schema, label).toBeDefined();
      }
    }
    expect(withoutAnswerSchema, 'give these routes `response` (JSON) or `produces` (a file) in describeRoute').toEqual([]);
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
        const declared = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
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

  it("serves the reference UI at /api/docs from this origin only, under the app's Content-Security-Policy", async () => {
    const response = await t.request({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    // No inline script (the policy would block it): each script is a file of this origin, and it answers.
    const scripts = [...response.body.matchAll(/<script([^>]*)>/gi)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) {
      const src = /src="([^"]+)"/.exec(attributes)?.[1];
      expect(src, attributes).toBeDefined();
      expect(src).not.toMatch(/^(https?:)?\/\//);
      const file = await t.request({
        method: 'GET',
        url: new URL(src!, 'http://localhost/api/docs/').pathname,
      });
      expect(file.statusCode, src).toBe(200);
    }
    const json = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(Object.keys(json.json().paths)).toEqual(Object.keys(doc.paths));
  });
});
