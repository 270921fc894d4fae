import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_FAILURES } from '@pitchscope/domain/messages';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { AppError } from '../errors.ts';
import { registerErrorHandler } from './errors.ts';
import { ROUTE_FAILURES } from './service-failures.ts';

describe("the spec's service-failure messages", () => {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.get('/api/decks', async () => {
    throw new Error('connection terminated');
  });
  app.patch('/api/decks/:id', async () => {
    throw new Error('deadlock detected');
  });
  app.get('/api/decks/:id', async () => {
    throw new AppError('DECK_NOT_FOUND', 'Deck d1 not found in database');
  });
  app.get('/api/other', async () => {
    throw new Error('boom');
  });
  afterAll(() => app.close());

  const failure = async (method: 'GET' | 'PATCH', url: string, payload?: object) => {
    const response = await app.inject({ method, url, ...(payload ? { payload } : {}) });
    return { status: response.statusCode, ...response.json().error };
  };

  it('answers a failure of ours with its operation\'s message, never the cause', async () => {
    expect(await failure('GET', '/api/decks')).toEqual({ status: 500, code: 'INTERNAL', message: SERVICE_FAILURES.getDecks });
    expect((await failure('PATCH', '/api/decks/d1', { isArchived: true })).message).toBe('Failed to archive deck');
    expect((await failure('PATCH', '/api/decks/d1', { isArchived: false })).message).toBe('Failed to unarchive deck');
    expect((await failure('PATCH', '/api/decks/d1', { starred: true })).message).toBe('Failed to update pitch deck');
    expect((await failure('GET', '/api/other')).message).toBe('An unexpected error occurred. Please try again.');
  });

  it('leaves a refusal its own code and message', async () => {
    expect(await failure('GET', '/api/decks/d1')).toEqual({ status: 404, code: 'DECK_NOT_FOUND', message: 'Deck d1 not found in database' });
  });
});

describe('the route table of service failures', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('names only routes the API has', () => {
    const routes = new Set(t.routes.map((route) => `${route.method} ${route.url}`));
    expect(Object.keys(ROUTE_FAILURES).filter((route) => !routes.has(route))).toEqual([]);
  });
});
