import { isApiErrorBody, type ErrorCode } from '@pitchscope/domain/errors';
import { takeEarlyRequest } from '@/lib/early-requests';

/** Base path of the HTTP API; every request path below is relative to it (e.g. `/decks`). */
export const API_BASE = '/api';

/**
 * The API's codes, the client's own (no error body came back) and, under /api/auth, Better Auth's
 * codes such as USER_ALREADY_EXISTS (kept open as `string & {}` so the known ones still autocomplete).
 */
export type ClientErrorCode = ErrorCode | 'NETWORK_ERROR' | 'HTTP_ERROR' | (string & {});

/** An error answer of the API (`{error:{code,message,details}}`) or a transport failure. */
export class ApiError extends Error {
  readonly code: ClientErrorCode;
  readonly status: number;
  readonly details?: unknown;

  constructor(code: ClientErrorCode, status: number, message: string, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.details = details;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The user-facing message of any thrown value, with a fallback for non-errors. */
export function errorMessage(error: unknown, fallback = 'An unexpected error occurred. Please try again.'): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

function url(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  if (path.startsWith(`${API_BASE}/`)) return path;
  return `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/** Turns a non-2xx answer into an ApiError, reading the shared error body when there is one. */
export function toApiError(status: number, body: unknown, statusText = ''): ApiError {
  if (isApiErrorBody(body)) {
    return new ApiError(body.error.code, status, body.error.message, body.error.details);
  }
  // Better Auth answers `{code, message}` without the `error` wrapper.
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { code, message } = body as { code?: unknown; message?: unknown };
    return new ApiError(
      typeof code === 'string' ? code : 'HTTP_ERROR',
      status,
      typeof message === 'string' && message ? message : `Request failed with status ${status}`,
      body,
    );
  }
  const text = typeof body === 'string' && body.length < 300 ? body : statusText;
  return new ApiError('HTTP_ERROR', status, text || `Request failed with status ${status}`);
}

export interface RequestOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

async function request<T>(method: Method, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const init: RequestInit = { method, credentials: 'include', headers, signal: options.signal };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  } else if (method !== 'GET' && method !== 'DELETE') {
    // Better Auth and Fastify expect a JSON body on POST even when there is nothing to send.
    headers['Content-Type'] = 'application/json';
    init.body = '{}';
  }
  // Only a plain GET: the early request was sent with no headers of the caller's and cannot be aborted.
  const early = method === 'GET' && !options.headers && !options.signal ? takeEarlyRequest(url(path)) : undefined;
  let response: Response;
  try {
    response = await (early ?? fetch(url(path), init));
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError('NETWORK_ERROR', 0, 'A network error occurred. Please check your internet connection and try again.');
  }
  const payload = await readBody(response);
  if (!response.ok) throw toApiError(response.status, payload, response.statusText);
  return payload as T;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
};

/**
 * Multipart upload of one file (field `file`) with upload progress (0–100). Uses XMLHttpRequest because
 * fetch has no upload progress events.
 */
export function uploadFile<T>(
  path: string,
  file: File,
  onProgress?: (percent: number) => void,
  options: { signal?: AbortSignal; fieldName?: string } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url(path));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let payload: unknown = xhr.responseText;
      try {
        payload = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        /* keep the text */
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(payload as T);
      else reject(toApiError(xhr.status, payload, xhr.statusText));
    };
    xhr.onerror = () =>
      reject(new ApiError('NETWORK_ERROR', 0, 'A network error occurred. Please check your internet connection and try again.'));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append(options.fieldName ?? 'file', file, file.name);
    xhr.send(form);
  });
}
