import type { FastifyInstance } from 'fastify';
import { describedRoute } from './route-description.ts';

/**
 * Holds every JSON answer of a route to the response schema its description gives (ADR 0045), in the test
 * app only: the schemas are documentation, nothing serializes with them, so without this a schema could
 * say one thing while the handler sends another. An answer that fails its schema, or carries a field the
 * schema does not name, becomes a 500 naming the route and the difference, so the route's own tests fail.
 */
export function registerAnswerCheck(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const schema = describedRoute(request.routeOptions.schema)?.response;
    if (!schema || reply.statusCode < 200 || reply.statusCode > 299 || typeof payload !== 'string') return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    const route = `${request.method} ${request.routeOptions.url}`;
    const answer: unknown = JSON.parse(payload);
    const result = schema.safeParse(answer);
    const problem = result.success
      ? firstUndescribedField(answer, result.data, '')
      : result.error.issues
          .slice(0, 3)
          .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
          .join('; ');
    if (problem === null) return payload;
    const message = `The answer of ${route} does not match its response schema: ${problem}`;
    request.log.error(message);
    reply.code(500);
    return JSON.stringify({ error: { code: 'INTERNAL', message } });
  });
}

/** The path of a field the answer has and the parsed answer lost (a field the schema does not name). */
function firstUndescribedField(sent: unknown, kept: unknown, path: string): string | null {
  if (Array.isArray(sent) && Array.isArray(kept)) {
    for (let index = 0; index < sent.length; index++) {
      const found = firstUndescribedField(sent[index], kept[index], `${path}[${index}]`);
      if (found !== null) return found;
    }
    return null;
  }
  if (sent && typeof sent === 'object' && kept && typeof kept === 'object') {
    for (const [key, value] of Object.entries(sent)) {
      const field = path ? `${path}.${key}` : key;
      if (!(key in kept)) return `${field} is sent but not in the schema`;
      const found = firstUndescribedField(value, (kept as Record<string, unknown>)[key], field);
      if (found !== null) return found;
    }
  }
  return null;
}
