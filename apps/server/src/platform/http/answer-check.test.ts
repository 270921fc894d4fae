import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerAnswerCheck } from './answer-check.ts';
import { describeRoute } from './route-description.ts';

async function appAnswering(answer: unknown, status = 200) {
  const app = Fastify();
  registerAnswerCheck(app);
  const response = z.object({ id: z.string(), tags: z.array(z.object({ name: z.string() })) });
  app.get('/api/thing', { schema: describeRoute({ tag: 'T', summary: 'A thing', response }) }, (_request, reply) =>
    reply.code(status).send(answer),
  );
  await app.ready();
  return app.inject({ method: 'GET', url: '/api/thing' });
}

describe('answer check (test app only)', () => {
  it('lets an answer that matches its response schema through unchanged', async () => {
    const answer = { id: 'a', tags: [{ name: 'x' }] };
    const response = await appAnswering(answer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(answer);
  });

  it('turns an answer missing a field of its schema into a 500 naming the route and the field', async () => {
    const response = await appAnswering({ tags: [] });
    expect(response.statusCode).toBe(500);
    expect(response.json().error.message).toMatch(/GET \/api\/thing .*id:/);
  });

  it('turns an answer with a field its schema does not name, however deep, into a 500', async () => {
    const response = await appAnswering({ id: 'a', tags: [{ name: 'x', colour: 'red' }] });
    expect(response.statusCode).toBe(500);
    expect(response.json().error.message).toContain('tags[0].colour is sent but not in the schema');
  });

  it('leaves error answers alone: they have the Error shape, not the success schema', async () => {
    const response = await appAnswering({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
    expect(response.statusCode).toBe(404);
  });
});
