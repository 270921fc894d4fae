import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { BlockList, isIP, type Socket } from 'node:net';

/**
 * How long the server waits on a client. A stalled client is cut off; a slow one is not: a 100 MB
 * upload over a slow link keeps sending, so no idle timer fires, and it has an hour to finish. A
 * request waiting on the server itself (an LLM call, a page render, an SSE stream between events) is
 * never cut off for being quiet.
 */
export interface HttpLimits {
  /** A socket on which nothing moves for this long is closed, unless the server owes it an answer. */
  idleTimeoutMs: number;
  /** Time to receive a request's headers. */
  headersTimeoutMs: number;
  /** Time to receive a whole request, body included (100 MB in an hour is 0.23 Mbit/s). */
  requestTimeoutMs: number;
  /** An idle kept-alive connection is closed after this long (above common proxies' 60 s). */
  keepAliveTimeoutMs: number;
  /** Concurrent connections from one address (0: no cap); trusted proxies are not counted. */
  maxConnectionsPerIp: number;
}

export const DEFAULT_HTTP_LIMITS: Omit<HttpLimits, 'maxConnectionsPerIp'> = {
  idleTimeoutMs: 30_000,
  headersTimeoutMs: 20_000,
  requestTimeoutMs: 60 * 60_000,
  keepAliveTimeoutMs: 72_000,
};

const TOO_MANY_BODY = 'Too many connections from your address';
const TOO_MANY_CONNECTIONS = `HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(TOO_MANY_BODY)}\r\n\r\n${TOO_MANY_BODY}`;

/**
 * Guards the HTTP server's sockets (Fastify's `connectionTimeout` arms the idle timer; this decides what
 * a timeout means): closes stalled sockets (no request, headers or body stalled, an answer the client
 * stopped reading), and refuses a connection beyond the per-address cap with 429.
 */
export function guardConnections(server: Server, limits: HttpLimits, trustProxy: boolean | string) {
  server.headersTimeout = limits.headersTimeoutMs;
  const inFlight = new WeakMap<Socket, { req: IncomingMessage; res: ServerResponse }>();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    inFlight.set(req.socket, { req, res });
    res.once('close', () => {
      if (inFlight.get(req.socket)?.res === res) inFlight.delete(req.socket);
    });
  });
  // With a listener here, Node no longer destroys a timed-out socket by itself: this does, unless a whole
  // request was received and its answer is pending with nothing queued for the client (the server is busy).
  server.on('timeout', (socket: Socket) => {
    const current = inFlight.get(socket);
    const serverIsWorking = current && current.req.complete && !current.res.writableEnded && socket.writableLength === 0;
    if (!serverIsWorking) socket.destroy();
  });

  const trusted = trustedProxies(trustProxy);
  if (limits.maxConnectionsPerIp <= 0 || trusted === 'all') return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = normalizeAddress(socket.remoteAddress);
    if (!address || isTrusted(trusted, address)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > limits.maxConnectionsPerIp) {
      socket.end(TOO_MANY_CONNECTIONS);
      setTimeout(() => socket.destroy(), 1000).unref();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

/** `::ffff:10.0.0.1` is the IPv4 address 10.0.0.1 on a dual-stack socket. */
function normalizeAddress(address: string | undefined): string | undefined {
  return address?.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** The proxies of TRUST_PROXY (addresses, CIDR ranges or proxy-addr's names): their clients are counted there. */
function trustedProxies(trustProxy: boolean | string): BlockList | 'all' | null {
  if (trustProxy === true) return 'all';
  if (!trustProxy) return null;
  const list = new BlockList();
  for (const entry of trustProxy.split(',').flatMap((item) => NAMED_RANGES[item.trim()] ?? [item.trim()])) {
    const [address, prefix] = entry.split('/');
    const family = isIP(address ?? '');
    if (!family) continue;
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address!, type);
    else list.addSubnet(address!, Number(prefix), type);
  }
  return list;
}

function isTrusted(trusted: BlockList | null, address: string): boolean {
  const family = isIP(address);
  return Boolean(trusted && family && trusted.check(address, family === 4 ? 'ipv4' : 'ipv6'));
}
