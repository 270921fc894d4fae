import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { registerErrorHandler } from './errors.ts';

function appLoggingTo(lines: string[]) {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = Fastify({ logger: { level: 'error', stream } });
  registerErrorHandler(app);
  return app;
}

describe('error handler', () => {
  it('logs a failed query with its SQL but without its parameters (the user’s whole profile), and answers 500 without either', async () => {
    const lines: string[] = [];
    const app = appLoggingTo(lines);
    const profile = JSON.stringify({ investmentThesis: 'Private thesis of the investor' });
    app.patch('/api/me', async () => {
      throw new DrizzleQueryError('update "user_profiles" set "investor_profile" = $1', [profile], new Error('invalid input'));
    });
    const response = await app.inject({ method: 'PATCH', url: '/api/me' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toMatch(/Failed query|user_profiles|Private thesis/);
    const log = lines.join('');
    expect(log).toContain('update \\"user_profiles\\"');
    expect(log).toContain('params: [omitted]');
    expect(log).not.toContain('Private thesis');
    await app.close();
  });

  it('never passes a non-Fastify 4xx error’s own message to the client', async () => {
    const app = appLoggingTo([]);
    app.get('/api/x', async () => {
      throw Object.assign(new Error('Failed query: select secret from users'), { statusCode: 400 });
    });
    const response = await app.inject({ method: 'GET', url: '/api/x' });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toMatch(/Failed query|secret/);
    await app.close();
  });
});
