import { createHmac } from 'node:crypto';
import { WEBHOOK_SIGNATURE_HEADER } from '@pitchscope/domain/constants';
import { describeOutboundFailure, OutboundRequestFailed, requestPinned } from '../../platform/outbound/outbound-request.ts';
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
  /** What the user sees: "could not connect", "timed out" or "answered N" (OUTBOUND_MESSAGES); null on success. */
  error: string | null;
  /** The raw error or the start of the answer, for the server log only (it would map the receiver's network). */
  detail: string | null;
}

/** Characters of a failing answer's body kept for the log (enough to read an error message). */
const LOGGED_BODY_MAX = 200;

/**
 * POSTs one signed delivery to the checked address (the platform's pinned request: no second DNS lookup,
 * TLS still verifies the certificate for the URL's host name). Redirects are not followed: a 3xx is a
 * failure, "answered 3xx" (following one would need the address check again, and a receiver has no reason
 * to move). An answer or its absence is a result; it throws only for a fault of our own.
 */
export async function sendWebhook(
  target: ResolvedTarget,
  request: { body: string; secret: string; timestamp: number; headers: Record<string, string>; timeoutMs: number },
): Promise<SendResult> {
  try {
    const response = await requestPinned(target, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Pitchscope-Webhooks/1',
        [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(request.secret, request.timestamp, request.body),
        ...request.headers,
        'content-length': Buffer.byteLength(request.body),
      },
      body: request.body,
      timeoutMs: request.timeoutMs,
      maxResponseBytes: LOGGED_BODY_MAX,
    });
    const ok = response.status >= 200 && response.status < 300;
    if (ok) return { statusCode: response.status, ok, error: null, detail: null };
    const text = response.body.toString('utf8');
    return {
      statusCode: response.status,
      ok,
      error: describeOutboundFailure(response),
      detail: `HTTP ${response.status}${text ? `: ${text}` : ''}`,
    };
  } catch (error) {
    if (!(error instanceof OutboundRequestFailed)) throw error;
    return { statusCode: null, ok: false, error: describeOutboundFailure(error), detail: String(error.cause) };
  }
}
