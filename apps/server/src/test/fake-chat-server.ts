import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * Tests: an OpenAI-compatible server (what Ollama, vLLM and LM Studio expose) whose behaviour the test
 * switches: answering, failing with a status (and retry-after), hanging, answering malformed JSON, or
 * not listening at all (connection refused) — on the same port throughout, as a laptop's model would.
 */
export type FakeChatMode =
  | { kind: 'answer' }
  | { kind: 'status'; status: number; retryAfter?: string }
  | { kind: 'hang' }
  | { kind: 'malformed' }
  | { kind: 'down' };

/** What the server answers a structured call, by the call's json_schema name (the provider's operation). */
export type ChatAnswers = Record<string, unknown>;

export interface FakeChatServer {
  baseURL: string;
  /** The answers by operation; a test may change one. */
  answers: ChatAnswers;
  setMode(mode: FakeChatMode): Promise<void>;
  /** Chat-completion requests received, by operation (model-list requests are not counted). */
  calls: string[];
  modelListRequests: number;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeChatServer(initialAnswers: ChatAnswers): Promise<FakeChatServer> {
  const answers: ChatAnswers = { ...initialAnswers };
  let mode: FakeChatMode = { kind: 'answer' };
  const calls: string[] = [];
  let modelListRequests = 0;
  const sockets = new Set<Socket>();
  const hanging = new Set<ServerResponse>();

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const body = await readBody(request);
    if (request.method === 'GET' && request.url?.endsWith('/models')) {
      modelListRequests += 1;
      if (mode.kind === 'status') {
        response.writeHead(mode.status, mode.retryAfter ? { 'retry-after': mode.retryAfter } : {});
        response.end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ object: 'list', data: [{ id: 'test-model', object: 'model' }] }));
      return;
    }
    const parsed = JSON.parse(body) as { model: string; response_format?: { json_schema?: { name?: string } } };
    const operation = parsed.response_format?.json_schema?.name ?? 'text';
    calls.push(operation);
    if (mode.kind === 'hang') {
      hanging.add(response);
      return;
    }
    if (mode.kind === 'status') {
      response.writeHead(mode.status, { 'content-type': 'application/json', ...(mode.retryAfter ? { 'retry-after': mode.retryAfter } : {}) });
      response.end(JSON.stringify({ error: { message: `test server answers ${mode.status}`, type: 'server_error' } }));
      return;
    }
    const content = mode.kind === 'malformed' ? '{"this is": not json' : JSON.stringify(answers[operation] ?? 'answer');
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        id: 'chatcmpl-test',
        object: 'chat.completion',
        created: 1_750_000_000,
        model: parsed.model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
      }),
    );
  };

  let server: Server | null = null;
  let port = 0;
  const listen = async () => {
    server = createServer((request, response) => void handle(request, response));
    server.on('connection', (socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  };
  const stop = async () => {
    if (!server) return;
    const closing = server;
    server = null;
    for (const response of hanging) response.destroy();
    hanging.clear();
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => closing.close(() => resolve()));
  };
  await listen();

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    answers,
    calls,
    get modelListRequests() {
      return modelListRequests;
    },
    async setMode(next) {
      for (const response of hanging) response.destroy();
      hanging.clear();
      mode = next;
      if (next.kind === 'down') await stop();
      else if (!server) await listen();
    },
    close: stop,
  };
}

const stated = (value: string, slides: number[] = [1]) => ({ value, status: 'stated', slides, unsure: false });
const NOT_FOUND = { value: 'Not specified', status: 'not_found', slides: [], unsure: false };

/**
 * A model's answers to the upload pipeline's calls (validation, metadata, fit) for one deck. A test sets
 * what it tells apart, e.g. a product line the local engine would not write.
 */
export function uploadAnswers(deck: { company: string; product: string; industry: string; geography?: string }): ChatAnswers {
  return {
    validatePitchDeck: { isValid: true, reasoning: 'Problem, solution, traction, team and ask are present.' },
    extractMetadata: {
      companyName: stated(deck.company),
      product: stated(deck.product),
      industry: stated(deck.industry),
      stage: stated('Seed', [8]),
      roundSize: stated('€1.5M', [8]),
      geography: deck.geography ? stated(deck.geography) : NOT_FOUND,
      website: NOT_FOUND,
      keyPeople: NOT_FOUND,
      shortDescription: stated(deck.product),
      executiveSummary: stated(`${deck.company}: ${deck.product}.`),
      teamSize: 'Not specified',
      revenue: 'Not specified',
      foundedYear: 'Not specified',
      keyMetrics: [],
      competitorsListed: [],
    },
    investorFit: {
      investorFit: {
        overallMatch: 'Yellow',
        stageFit: 'Green',
        checkSizeFit: 'Yellow',
        sectorAlignment: 'Yellow',
        geographyFit: 'Green',
        rationale: { stageFitReason: 'Seed.', checkSizeReason: 'In range.', sectorReason: 'Adjacent.', geographyReason: 'Europe.' },
      },
      overallPriority: 'MEDIUM',
      thesisAlignment: 'Adjacent to the thesis.',
    },
  };
}
