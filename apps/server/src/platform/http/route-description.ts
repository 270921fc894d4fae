import { z } from 'zod';

/**
 * What a route tells the API reference about itself (ADR 15, ADR 0045): written once, on the route, as
 * `schema: describeRoute({...})` beside its `config: { access }`. Request schemas are the zod schemas the
 * handler parses with, so the document cannot drift from what the server accepts; every answer has a
 * schema (the test app holds each JSON answer to it: answer-check.ts). @fastify/swagger collects them from
 * the registered routes (api-docs module). `typedRoutes` (typed-route.ts) also types the handler from them.
 */
interface RouteDescriptionParts {
  summary: string;
  tag: string;
  description?: string;
  /** Longer notes on input and answer, printed after the description. */
  notes?: string;
  /** Path parameters beyond "a string" (each `:name` of the path is documented as one otherwise). */
  params?: Record<string, { description: string; schema?: z.ZodType }>;
  query?: z.ZodObject;
  /** A JSON body, or 'multipart' for a file upload. */
  body?: z.ZodType | 'multipart';
  /** Status of a successful answer (200 unless given). */
  status?: number;
  /** The answer in words, beside its schema. */
  responseDescription?: string;
}

/**
 * Every route says what it answers (ADR 0045): a JSON answer's zod schema, a file's media types, or
 * nothing with status 204.
 */
export type RouteDescription = RouteDescriptionParts &
  (
    | { /** The JSON answer. */ response: z.ZodType; produces?: undefined }
    | { /** A non-JSON answer (a file, a page): its media types. */ produces: string[]; response?: undefined }
    | { status: 204; response?: undefined; produces?: undefined }
  );

/**
 * Where a route's description travels in its Fastify schema (read back by the OpenAPI transform). Not in
 * Fastify's own keys (body, querystring, params, response): Fastify then neither validates nor serializes
 * with the zod schemas. Handlers validate with `parseInput` after the access check, so a visitor's bad
 * body still answers 401, and every validation message stays the one the spec gives.
 */
export const ROUTE_DESCRIPTION = 'x-route-description';

export interface DescribedRouteSchema {
  summary: string;
  tags: string[];
  [ROUTE_DESCRIPTION]: RouteDescription;
}

/** A route's Fastify `schema`: its summary and tag, and its description for the OpenAPI document. */
export function describeRoute(description: RouteDescription): DescribedRouteSchema {
  return { summary: description.summary, tags: [description.tag], [ROUTE_DESCRIPTION]: description };
}

export const describedRoute = (schema: unknown): RouteDescription | undefined =>
  (schema as Partial<DescribedRouteSchema> | undefined)?.[ROUTE_DESCRIPTION];

/** Tags of the API reference, one per area. */
export const API_TAGS = {
  meta: 'Service',
  account: 'Account',
  keys: 'API keys',
  webhooks: 'Webhooks',
  decks: 'Decks',
  uploads: 'Uploads',
  deep: 'Deep analysis',
  analysis: 'Analysis (admin)',
  admin: 'Admin',
  legal: 'Legal documents',
  auth: 'Sign-in (Better Auth)',
  docs: 'API reference',
  pipeline: 'Pipeline',
  share: 'Share links',
  workspaces: 'Workspaces',
  dealFlow: 'Deal flow',
  portfolio: 'Portfolio',
} as const;

export const okResponse = z.object({ ok: z.literal(true) });
/** Ids in paths: at most 100 characters (longer is a 400, not a lookup). */
export const pathIdSchema = z.string().min(1).max(100);
export const deckIdParam = { id: { description: 'The deck id', schema: pathIdSchema } };
export const uploadIdParam = { id: { description: 'The upload id', schema: pathIdSchema } };
export const deckAnswer = 'The deck (see the Deck type in packages/domain/src/contracts/decks.ts).';
export const uploadAnswer =
  'The upload item: id, fileName, status, progress, currentStep, error, deckId, duplicateInfo, refusal, queuePosition (its place in the document queue while it waits, 1 = next; null once it is read), attemptCount (under Not added: the refused uploads of the same file one row stands for) and modelWait (`{since,retryAt,reason}` while it waits for the analysis model, else null).';
export const analysisBodyDescription =
  'The spec analysis API request (deep-analysis-admin §7.1); answered in the spec envelope.';
