import { z } from 'zod';
import { ERROR_STATUS } from '@pitchscope/domain/errors';
import type { Access, RouteAccessEntry } from '../../platform/http/access.ts';
import { ROUTE_DOCS, ROUTE_NOTES, type RouteDoc } from './route-docs.ts';

/** The OpenAPI 3.1 document of the API (ADR 15), made from the registered routes and ROUTE_DOCS. */
export type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: Record<string, unknown>;
};

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  parameters: OpenApiParameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
  security: Record<string, string[]>[];
  'x-access': Access | 'undeclared';
  'x-undocumented'?: true;
}

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

type JsonSchema = Record<string, unknown>;

const STATUS_TEXT: Record<number, string> = { 200: 'OK', 201: 'Created', 202: 'Accepted' };

const ERROR_RESPONSES: Record<Access, number[]> = {
  public: [400, 429],
  user: [400, 401, 404, 429],
  admin: [400, 401, 403, 429],
};
const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid input',
  401: 'No session or API key, or an invalid or revoked key',
  403: 'Not allowed (an admin route, or an action a key may not do)',
  404: 'Not found (also for another user’s resource)',
  429: 'Too many requests',
};

/** Fastify's path (`/api/decks/:id`, `/api/auth/*`) as an OpenAPI path template. */
export function toOpenApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\*$/, '{path}');
}

const pathParamNames = (url: string) => [
  ...[...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!),
  ...(url.endsWith('*') ? ['*'] : []),
];

/** A zod schema as JSON Schema (2020-12, which OpenAPI 3.1 uses), without the `$schema` line. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function operationId(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split(/[/-]/)
    .filter(Boolean)
    .map((part) =>
      part === '*' ? 'Any' : part.startsWith(':') ? `By${capitalize(part.slice(1))}` : capitalize(part),
    );
  return method.toLowerCase() + words.join('');
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function operation(
  route: RouteAccessEntry,
  doc: RouteDoc | undefined,
  notes: string | undefined,
): OpenApiOperation {
  const access = route.access;
  const parameters: OpenApiParameter[] = pathParamNames(route.url).map((name) => {
    const given = doc?.params?.[name];
    return {
      name: name === '*' ? 'path' : name,
      in: 'path',
      required: true,
      ...(given ? { description: given.description } : {}),
      schema: given?.schema ? jsonSchema(given.schema, 'input') : { type: 'string' },
    };
  });
  if (doc?.query) {
    const query = jsonSchema(doc.query, 'input') as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    for (const [name, schema] of Object.entries(query.properties ?? {})) {
      parameters.push({ name, in: 'query', required: query.required?.includes(name) ?? false, schema });
    }
  }

  const status = doc?.status ?? 200;
  const success: OpenApiOperation['responses'][string] = {
    description: doc?.responseDescription ?? STATUS_TEXT[status] ?? 'Success',
  };
  if (doc?.response) success.content = { 'application/json': { schema: jsonSchema(doc.response, 'output') } };
  else if (doc?.produces)
    success.content = Object.fromEntries(
      doc.produces.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
    );
  const responses: OpenApiOperation['responses'] = { [String(status)]: success };
  for (const code of ERROR_RESPONSES[access ?? 'admin']) {
    responses[String(code)] = {
      description: ERROR_TEXT[code]!,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
  }

  const op: OpenApiOperation = {
    operationId: operationId(route.method, route.url),
    summary: doc?.summary ?? `${route.method} ${route.url}`,
    tags: [doc?.tag ?? 'Other'],
    parameters,
    responses,
    // Public routes need no credential; the others take a session cookie or an API key.
    security: access === 'public' ? [] : [{ apiKey: [] }, { session: [] }],
    'x-access': access ?? 'undeclared',
  };
  const description = [doc?.description, notes, access === 'admin' ? 'Admins only.' : undefined]
    .filter(Boolean)
    .join(' ');
  if (description) op.description = description;
  if (doc?.body === 'multipart') {
    op.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { file: { type: 'string', format: 'binary' } },
            required: ['file'],
          },
        },
      },
    };
  } else if (doc?.body) {
    op.requestBody = {
      required: true,
      content: { 'application/json': { schema: jsonSchema(doc.body, 'input') } },
    };
  }
  if (!doc) op['x-undocumented'] = true;
  return op;
}

export function buildOpenApiDocument(routes: readonly RouteAccessEntry[], appUrl: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const tags = new Set<string>();
  const seen = new Set<string>();
  for (const route of routes) {
    const key = `${route.method} ${route.url}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const op = operation(route, ROUTE_DOCS[key], ROUTE_NOTES[key]);
    op.tags.forEach((tag) => tags.add(tag));
    (paths[toOpenApiPath(route.url)] ??= {})[route.method.toLowerCase()] = op;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Pitchscope API',
      version: '1',
      description:
        'The REST API the Pitchscope web app uses. Authenticate with an API key (`Authorization: Bearer psk_…`, ' +
        'created in Settings → API keys) or a browser session. A key has its user’s access: the same decks, the ' +
        'same admin rights. Errors answer `{ "error": { "code", "message", "details"? } }`. A guide with examples is ' +
        'in docs/api.md.',
    },
    servers: [{ url: appUrl }],
    tags: [...tags].sort().map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          description: 'A personal API key (psk_…), from Settings → API keys.',
        },
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'pitchscope.session_token',
          description: 'The browser session.',
        },
      },
      schemas: {
        Error: {
          type: 'object',
          required: ['error'],
          properties: {
            error: {
              type: 'object',
              required: ['code', 'message'],
              properties: {
                code: {
                  type: 'string',
                  enum: Object.keys(ERROR_STATUS),
                  description: 'Stable, one per kind of error; each always answers the same HTTP status (ADR 38).',
                },
                message: { type: 'string', description: "The spec's text for the user, or the operation's service-failure message on a 500." },
                details: {},
              },
            },
          },
        },
      },
    },
  };
}
