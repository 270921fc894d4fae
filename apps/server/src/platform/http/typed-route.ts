import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { describeRoute, type RouteDescription } from './route-description.ts';
import { parseInput } from './validation.ts';

type ParamDocs = NonNullable<RouteDescription['params']>;

/** The path parameters as parsed: each by its schema in the description, a string where it gives none. */
export type RouteParams<D extends RouteDescription> = D['params'] extends infer P extends ParamDocs
  ? { [K in keyof P]: P[K] extends { schema: infer S extends z.ZodType } ? z.output<S> : string }
  : Record<string, never>;
export type RouteQuery<D extends RouteDescription> = D['query'] extends z.ZodType ? z.output<D['query']> : undefined;
export type RouteBody<D extends RouteDescription> = D['body'] extends z.ZodType ? z.output<D['body']> : undefined;
/**
 * A schema's input type without the `[key: string]: unknown` of its loose objects and `anyObject` records.
 * An interface has no implicit index signature, so a value typed by one (a stored `ExtractionResult`, an
 * `AdminUserRow`) could never be answered through such a part, though the schema accepts it at run time.
 * The named keys stay typed; the test app's answer check still holds the whole answer to the schema.
 */
export type AnswerShape<T> = T extends readonly (infer Item)[]
  ? AnswerShape<Item>[]
  : T extends object
    ? { [K in keyof T as string extends K ? (unknown extends T[K] ? never : K) : K]: AnswerShape<T[K]> }
    : T;

/** What the handler may answer: a value its response schema accepts; a file's bytes or stream; nothing for a 204. */
export type RouteAnswer<D extends RouteDescription> = D['response'] extends z.ZodType
  ? AnswerShape<z.input<D['response']>>
  : D['produces'] extends string[]
    ? unknown
    : undefined;

export interface RouteInput<D extends RouteDescription> {
  params: RouteParams<D>;
  query: RouteQuery<D>;
  body: RouteBody<D>;
}

/** The reply of a typed route: `send` takes only what the response schema accepts. */
export type TypedReply<D extends RouteDescription> = FastifyReply<{ Reply: RouteAnswer<D> }>;

/** A handler with nothing to answer (a 204) may be an `async` function that returns nothing (`void`). */
type HandlerResult<D extends RouteDescription> = RouteAnswer<D> extends undefined ? void : RouteAnswer<D>;

export type TypedHandler<D extends RouteDescription> = (
  input: RouteInput<D>,
  request: FastifyRequest,
  reply: TypedReply<D>,
) => HandlerResult<D> | FastifyReply | Promise<HandlerResult<D> | FastifyReply>;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A route's input schemas, made once when the route is registered. Each part is parsed when the handler
 * first reads it: a handler whose service checks access before it validates the body (webhooks: session,
 * then owner, then body) passes `request.body` on and keeps that order. Destructuring `({ body })` in the
 * handler's parameters reads the body at once.
 */
function inputParser(description: RouteDescription) {
  const params = z.object(
    Object.fromEntries(
      Object.entries(description.params ?? {}).map(([name, doc]) => [name, doc.schema ?? z.string()]),
    ),
  );
  const { query } = description;
  const body = description.body === 'multipart' ? undefined : description.body;
  return (request: FastifyRequest) => {
    const parsed: Partial<Record<'params' | 'query' | 'body', unknown>> = {};
    const once = (part: 'params' | 'query' | 'body', parse: () => unknown) => {
      if (!(part in parsed)) parsed[part] = parse();
      return parsed[part];
    };
    return {
      get params() {
        return once('params', () => parseInput(params, request.params, 'params'));
      },
      get query() {
        return once('query', () => (query ? parseInput(query, request.query, 'query') : undefined));
      },
      get body() {
        return once('body', () => (body ? parseInput(body, request.body, 'body') : undefined));
      },
    };
  };
}

/**
 * Routes typed from their description (ADR 0045): one `describeRoute` description is the route's API
 * reference entry, its input parsing and its handler's types. The handler gets the params, query and
 * body parsed by the description's zod schemas (in the handler, so after the access check: a visitor's
 * bad body still answers 401; each when first read), and may answer only what the response schema
 * accepts.
 *
 *   const route = typedRoutes(app);
 *   route.get('/api/decks/:id/notes', { access: 'user' }, { tag, summary, params: deckIdParam,
 *     response: deckTimelineResponseSchema }, ({ params }, request) => getTimeline(actorOf(request), params.id));
 */
export function typedRoutes(app: FastifyInstance) {
  const add =
    (method: Method) =>
    <const D extends RouteDescription>(
      url: string,
      config: FastifyContextConfig,
      description: D,
      handler: TypedHandler<D>,
    ) => {
      const parse = inputParser(description);
      app.route({
        method,
        url,
        config,
        schema: describeRoute(description),
        handler: async (request, reply) => {
          // The description's status is the one a success answers (an error sets its own).
          if (description.status) reply.code(description.status);
          const answer = await handler(parse(request) as RouteInput<D>, request, reply as unknown as TypedReply<D>);
          // A 204's handler answers nothing: the empty answer is sent for it.
          if (answer === undefined && !reply.sent) return reply.send();
          return answer;
        },
      });
    };
  return { get: add('GET'), post: add('POST'), put: add('PUT'), patch: add('PATCH'), delete: add('DELETE') };
}
