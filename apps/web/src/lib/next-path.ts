/**
 * Where to go after signing in or up when a page sent the visitor away to do so (`?next=/invite/<token>`).
 * Only the invitation page asks for it, and only a same-site path under it is followed (no open redirect).
 */
export const NEXT_PARAM = 'next';
const ALLOWED_PREFIX = '/invite/';

export function readNextPath(params: URLSearchParams): string | null {
  const next = params.get(NEXT_PARAM);
  return next && next.startsWith(ALLOWED_PREFIX) && !next.includes('//') ? next : null;
}

export function withNext(path: string, next: string): string {
  return `${path}?${NEXT_PARAM}=${encodeURIComponent(next)}`;
}
