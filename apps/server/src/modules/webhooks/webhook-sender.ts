import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { WEBHOOK_SIGNATURE_HEADER } from '@pitchscope/domain/constants';
import type { ResolvedTarget } from './webhook-target.ts';

/** The hex HMAC-SHA256 of `${timestamp}.${body}` with the endpoint's secret (what `v1=` carries). */
export function signWebhookBody(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
}

/** The `Pitchscope-Signature` header value: `t=<unix seconds>,v1=<hex>`. */
export const signatureHeader = (secret: string, timestamp: number, body: string) =>
  `t=${timestamp},v1=${signWebhookBody(secret, timestamp, body)}`;

export interface SendResult {
  /** The answer's status; null when there was none (timeout, connection error). */
  statusCode: number | null;
  ok: boolean;
  error: string | null;
}

/** Characters of a failing answer's body kept in the log (enough to read an error message). */
const ERROR_BODY_MAX = 200;

/**
 * POSTs one signed delivery to the checked address: the custom lookup hands Node the address the target
 * check resolved, so the connection cannot go anywhere else (DNS rebinding), while TLS still verifies the
 * certificate for the URL's host name. Redirects are not followed (a 3xx is a failure). Never throws.
 */
export function sendWebhook(
  target: ResolvedTarget,
  request: { body: string; secret: string; timestamp: number; headers: Record<string, string>; timeoutMs: number },
): Promise<SendResult> {
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise<SendResult>((resolve) => {
    let settled = false;
    const settle = (result: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const outgoing = client.request(
      target.url,
      {
        method: 'POST',
        lookup: pinned,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Pitchscope-Webhooks/1',
          [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(request.secret, request.timestamp, request.body),
          ...request.headers,
          'content-length': Buffer.byteLength(request.body),
        },
      },
      (response) => {
        const statusCode = response.statusCode ?? 0;
        const ok = statusCode >= 200 && statusCode < 300;
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          if (text.length < ERROR_BODY_MAX) text += chunk;
        });
        response.on('end', () =>
          settle({ statusCode, ok, error: ok ? null : `HTTP ${statusCode}${text ? `: ${text.slice(0, ERROR_BODY_MAX)}` : ''}` }),
        );
        response.on('error', (error) => settle({ statusCode, ok, error: ok ? null : error.message }));
      },
    );
    const timer = setTimeout(() => {
      outgoing.destroy();
      settle({ statusCode: null, ok: false, error: `No answer within ${request.timeoutMs} ms` });
    }, request.timeoutMs);
    outgoing.on('error', (error) => settle({ statusCode: null, ok: false, error: error.message }));
    outgoing.end(request.body);
  });
}
