import http from 'node:http';
import https from 'node:https';
import { Transform, type TransformCallback } from 'node:stream';
import { OUTBOUND_MESSAGES } from '@pitchscope/domain/messages';
import { pinnedLookup, type PublicTarget } from './outbound-address.ts';
import { connectionFailure, followRedirects, OutboundRequestFailed, type Hop, type PublicFetch } from './outbound-request.ts';

/**
 * A file fetched from a user's link (issue #31: link intake), streamed on rather than held: every
 * redirect hop is checked by the outbound policy (followRedirects), the whole transfer has one time
 * budget, and a file over `maxBytes` is cut off where it passes the limit — the stream then ends with
 * `truncated` set, as a multipart upload's does, so the upload path refuses it with its own message.
 */
export interface PublicDownload {
  status: number;
  /** The URL that answered, after the redirects. */
  url: URL;
  /** The file's name: its Content-Disposition, else the last part of the URL's path; null when neither says. */
  fileName: string | null;
  contentType: string | null;
  /** The body, at most `maxBytes + 1` bytes; errors with OutboundRequestFailed('timedOut') past the budget. */
  stream: LimitedStream;
}

export type DownloadOptions = Pick<PublicFetch, 'policy' | 'resolve' | 'maxRedirects' | 'headers'> & {
  /** For the whole download: connecting, redirects and every byte. */
  timeoutMs: number;
  maxBytes: number;
};

/** A non-2xx final answer: a user is told "answered N" (OUTBOUND_MESSAGES). */
export class DownloadRefusedByServer extends Error {
  constructor(readonly status: number) {
    super(OUTBOUND_MESSAGES.answered(status));
  }
}

export async function openPublicDownload(raw: string | URL, options: DownloadOptions): Promise<PublicDownload> {
  const deadline = Date.now() + options.timeoutMs;
  const answer = await followRedirects(raw, { ...options, method: 'GET' }, openPinned, (redirect) => redirect.response.destroy());
  const { response } = answer;
  if (answer.status < 200 || answer.status >= 300) {
    response.destroy();
    throw new DownloadRefusedByServer(answer.status);
  }
  const declared = Number(response.headers['content-length']);
  const stream = new LimitedStream(options.maxBytes);
  if (Number.isFinite(declared) && declared > options.maxBytes) {
    // Said too large up front: nothing is read.
    response.destroy();
    stream.truncated = true;
    stream.end();
  } else {
    const timer = setTimeout(
      () => stream.destroy(new OutboundRequestFailed('timedOut', new Error(`download not finished within ${options.timeoutMs} ms`))),
      Math.max(0, deadline - Date.now()),
    );
    stream.once('close', () => {
      clearTimeout(timer);
      response.destroy();
    });
    stream.once('limit', () => response.destroy());
    response.on('error', (error) => stream.destroy(connectionFailure(error)));
    response.pipe(stream);
  }
  return {
    status: answer.status,
    url: answer.url,
    fileName: fileNameOf(response.headers['content-disposition'], answer.url),
    contentType: response.headers['content-type']?.split(';')[0]?.trim().toLowerCase() || null,
    stream,
  };
}

/** Passes bytes on up to `maxBytes`; at the first byte past it, ends the stream marked `truncated`. */
export class LimitedStream extends Transform {
  truncated = false;
  private passed = 0;

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    if (this.truncated) return done();
    const room = this.maxBytes - this.passed;
    if (chunk.length <= room) {
      this.passed += chunk.length;
      return done(null, chunk);
    }
    // One byte past the limit goes on, so whoever counts what arrived sees the file was larger.
    this.push(chunk.subarray(0, room + 1));
    this.passed = this.maxBytes + 1;
    this.truncated = true;
    this.emit('limit');
    this.end();
    done();
  }
}

/** One request to the checked address of `target`, answered with the response still streaming. */
function openPinned(target: PublicTarget, hop: Hop): Promise<{ status: number; headers: http.IncomingHttpHeaders; response: http.IncomingMessage }> {
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(
      target.url,
      { method: hop.method, lookup: pinnedLookup(target), headers: hop.headers, agent: false },
      (response) => {
        clearTimeout(timer);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, response });
      },
    );
    const timer = setTimeout(() => {
      outgoing.destroy();
      reject(new OutboundRequestFailed('timedOut', new Error(`no answer within ${hop.timeoutMs} ms`)));
    }, hop.timeoutMs);
    outgoing.on('error', (error) => {
      clearTimeout(timer);
      reject(connectionFailure(error));
    });
    outgoing.end(hop.body);
  });
}

/** RFC 6266: `filename*` (UTF-8, percent-encoded) before `filename`; else the URL path's last segment. */
export function fileNameOf(disposition: string | undefined, url: URL): string | null {
  if (disposition) {
    const extended = disposition.match(/filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/);
    if (extended) {
      try {
        return decodeURIComponent(extended[1]!.trim());
      } catch {
        // A malformed encoding: fall through to the plain name.
      }
    }
    const plain = disposition.match(/filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/);
    if (plain) return (plain[1] ?? plain[2]!).replace(/\\(.)/g, '$1');
  }
  const last = url.pathname.split('/').filter(Boolean).at(-1);
  if (!last) return null;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
