import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../errors.ts';
import { registerErrorHandler } from './errors.ts';
import { typedRoutes } from './typed-route.ts';

async function appWithNoteRoute() {
  const app = Fastify();
  registerErrorHandler(app);
  const route = typedRoutes(app);
  route.post(
    '/api/decks/:id/notes',
    { access: 'user' },
    {
      tag: 'T',
      summary: 'Add a note',
      params: { id: { description: 'The deck id', schema: z.string().max(5) } },
      query: z.object({ pin: z.enum(['true', 'false']).transform((value) => value === 'true').optional() }),
      body: z.strictObject({ text: z.string().trim().min(1) }),
      status: 201,
      response: z.object({ deckId: z.string(), text: z.string(), pinned: z.boolean() }),
    },
    // The input arrives parsed (trimmed, transformed) and typed; the answer is typed by the response schema.
    ({ params, query, body }) => ({ deckId: params.id, text: body.text, pinned: query.pin ?? false }),
  );
  await app.ready();
  return app;
}

describe('typedRoutes', () => {
  it('hands the handler its params, query and body parsed by the description, and answers its status', async () => {
    const app = await appWithNoteRoute();
    const response = await app.inject({
      method: 'POST',
      url: '/api/decks/d1/notes?pin=true',
      payload: { text: '  Call the founder  ' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ deckId: 'd1', text: 'Call the founder', pinned: true });
  });

  it('answers an empty 204 for a handler that answers nothing', async () => {
    const app = Fastify();
    typedRoutes(app).delete('/api/things/:id', { access: 'user' }, { tag: 'T', summary: 'Forget', status: 204 }, () => undefined);
    await app.ready();
    const response = await app.inject({ method: 'DELETE', url: '/api/things/1' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });

  it('answers 400 with the field when a param, the query or the body fails its schema', async () => {
    const app = await appWithNoteRoute();
    const longId = await app.inject({ method: 'POST', url: '/api/decks/toolong/notes', payload: { text: 'x' } });
    expect(longId.statusCode).toBe(400);
    expect(longId.json().error.message).toMatch(/^id:/);
    const badQuery = await app.inject({ method: 'POST', url: '/api/decks/d1/notes?pin=maybe', payload: { text: 'x' } });
    expect(badQuery.statusCode).toBe(400);
    expect(badQuery.json().error.message).toMatch(/^pin:/);
    const extraField = await app.inject({ method: 'POST', url: '/api/decks/d1/notes', payload: { text: 'x', colour: 1 } });
    expect(extraField.statusCode).toBe(400);
  });

  it('parses each part when the handler first reads it, so a service can check access before the body', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    typedRoutes(app).post(
      '/api/things',
      { access: 'user' },
      { tag: 'T', summary: 'Checked first', body: z.object({ n: z.number() }), response: z.object({ n: z.number() }) },
      // Not destructured: destructuring `{ body }` reads (and parses) it at once.
      (input, request) => {
        if (request.headers['x-owner'] !== 'yes') throw new AppError('NOT_FOUND', 'Not found');
        return { n: input.body.n };
      },
    );
    await app.ready();
    const notOwner = await app.inject({ method: 'POST', url: '/api/things', payload: { n: 'x' } });
    expect(notOwner.statusCode).toBe(404);
    const owner = await app.inject({ method: 'POST', url: '/api/things', headers: { 'x-owner': 'yes' }, payload: { n: 'x' } });
    expect(owner.statusCode).toBe(400);
  });

  it('types the handler from the description (checked by tsc, which runs over the tests)', () => {
    const route = typedRoutes(Fastify());
    const description = {
      tag: 'T',
      summary: 'Typed',
      params: { id: { description: 'An id' } },
      response: z.object({ id: z.string() }),
    };
    route.get('/api/typed/:id', { access: 'user' }, description, ({ params }) => ({ id: params.id }));
    // @ts-expect-error a field the response schema does not have the type of
    route.get('/api/typed-wrong/:id', { access: 'user' }, description, () => ({ id: 1 }));
    // @ts-expect-error a parameter the description does not declare
    route.get('/api/typed-param/:id', { access: 'user' }, description, ({ params }) => ({ id: params.other }));
    route.get('/api/typed-reply/:id', { access: 'user' }, description, (_input, _request, reply) =>
      // @ts-expect-error reply.send takes only what the response schema accepts
      reply.send({ name: 'x' }),
    );
    // A file route sends its bytes through the reply; a 204 answers nothing.
    route.get('/api/typed-file', { access: 'user' }, { tag: 'T', summary: 'A file', produces: ['application/pdf'] }, (_input, _request, reply) =>
      reply.header('content-type', 'application/pdf').send(Buffer.from('%PDF')),
    );
    route.delete('/api/typed-empty', { access: 'user' }, { tag: 'T', summary: 'Nothing', status: 204 }, () => undefined);
    // A route without a response, file types or 204 is not a description at all.
    // @ts-expect-error no `response`, `produces` or `status: 204`
    route.get('/api/untyped', { access: 'user' }, { tag: 'T', summary: 'No answer' }, () => undefined as never);
    expect(route.get).toBeTypeOf('function');
  });
});
