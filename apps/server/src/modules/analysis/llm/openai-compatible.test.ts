import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ANALYSIS_CALL_ERRORS } from '@pitchscope/domain/messages';
import { createLlmProvider } from './llm-provider.ts';
import { DECK, context, fakeLocal, memoryRecorder } from './test-helpers.ts';
import { logger } from '../../../platform/logger.ts';

/**
 * The provider against a real HTTP server speaking the OpenAI chat-completions protocol (what Ollama,
 * vLLM and LM Studio expose), to prove the wire format: a json_schema response_format goes out and the
 * JSON answer comes back parsed and validated.
 */

interface ChatRequest {
  model: string;
  messages: Array<{ role: string; content: string }>;
  response_format?: unknown;
}

interface Seen {
  path: string;
  authorization: string | undefined;
  body: ChatRequest;
}

const seen: Seen[] = [];
let nextAnswers: Array<{ status: number; content: string }> = [];
let server: Server;
let baseURL: string;

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = JSON.parse(await readBody(request)) as ChatRequest;
    seen.push({ path: request.url ?? '', authorization: request.headers.authorization, body });
    const answer = nextAnswers.shift() ?? { status: 500, content: 'no answer queued' };
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    if (answer.status !== 200) {
      response.end(JSON.stringify({ error: { message: answer.content, type: 'server_error' } }));
      return;
    }
    response.end(
      JSON.stringify({
        id: 'chatcmpl-1',
        object: 'chat.completion',
        created: 1_750_000_000,
        model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content: answer.content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 321, completion_tokens: 45, total_tokens: 366 },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
});

function provider() {
  const recorder = memoryRecorder();
  const llm = createLlmProvider(
    { analysisProvider: 'openai-compatible', OPENAI_BASE_URL: baseURL, OPENAI_API_KEY: 'sk-local', ANALYSIS_MODEL: 'qwen2.5:7b' },
    recorder,
    fakeLocal(),
    { maxRetries: 0 },
  );
  return { llm, recorder };
}

describe('OpenAI-compatible server', () => {
  it('sends a json_schema response_format and parses the structured answer', async () => {
    seen.length = 0;
    nextAnswers = [{ status: 200, content: JSON.stringify({ isValid: true, reasoning: 'Problem, solution, team and ask are present.' }) }];
    const { llm, recorder } = provider();
    expect(llm).toMatchObject({ name: 'openai-compatible', model: 'qwen2.5:7b' });

    await expect(llm.validatePitchDeck(DECK, context())).resolves.toEqual({
      isValid: true,
      reasoning: 'Problem, solution, team and ask are present.',
    });

    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request!.path).toBe('/v1/chat/completions');
    expect(request!.authorization).toBe('Bearer sk-local');
    expect(request!.body.model).toBe('qwen2.5:7b');
    expect(request!.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: {
        name: 'validatePitchDeck',
        schema: {
          type: 'object',
          properties: { isValid: { type: 'boolean' }, reasoning: { type: 'string' } },
          required: ['isValid', 'reasoning'],
        },
      },
    });
    const messages = request!.body.messages;
    expect(messages[0]).toMatchObject({ role: 'system' });
    expect(messages[0]!.content).toContain('untrusted DATA');
    expect(messages[1]!.role).toBe('user');
    expect(messages[1]!.content).toContain('<pitch_deck_data>\nFile name: acme-pitch-deck.pdf');

    expect(recorder.calls).toEqual([
      expect.objectContaining({ provider: 'openai-compatible', model: 'qwen2.5:7b', operation: 'validatePitchDeck', inputTokens: 321, outputTokens: 45 }),
    ]);
  });

  it('retries an answer that breaks the schema, then fails with the spec message', async () => {
    seen.length = 0;
    nextAnswers = [
      { status: 200, content: '{"isValid": "yes"}' },
      { status: 200, content: 'VALIDATION_RESULT: yes' },
    ];
    const { llm, recorder } = provider();
    const errors = vi.spyOn(logger, 'error').mockImplementation(() => {});
    await expect(llm.validatePitchDeck(DECK, context())).rejects.toMatchObject({
      code: 'PROVIDER_ERROR',
      message: ANALYSIS_CALL_ERRORS.validate,
    });
    errors.mockRestore();
    expect(seen).toHaveLength(2);
    expect(recorder.calls).toHaveLength(2);
  });

  it('reports a server error with the spec message', async () => {
    seen.length = 0;
    nextAnswers = [{ status: 500, content: 'model not loaded' }];
    const { llm, recorder } = provider();
    const errors = vi.spyOn(logger, 'error').mockImplementation(() => {});
    await expect(llm.generateContent({ prompt: 'hello' }, context())).rejects.toMatchObject({
      code: 'PROVIDER_ERROR',
      message: ANALYSIS_CALL_ERRORS.generateContent,
    });
    expect(errors.mock.calls.flat().join(' ')).toContain('model not loaded');
    errors.mockRestore();
    expect(seen).toHaveLength(1);
    expect(recorder.calls).toEqual([expect.objectContaining({ operation: 'generateContent', inputTokens: 0 })]);
  });
});
