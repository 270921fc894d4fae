/**
 * The WHATWG URL, a global on every runtime the domain runs in (Node and browsers). The domain compiles
 * without Node's or the DOM's types (it may use neither), so the part of URL it reads is declared here;
 * the apps compile the same files against their full declarations.
 */
declare class URLSearchParams {
  get(name: string): string | null;
  set(name: string, value: string): void;
  delete(name: string): void;
}

declare class URL {
  constructor(input: string, base?: string | URL);
  readonly protocol: string;
  hostname: string;
  pathname: string;
  readonly searchParams: URLSearchParams;
  toString(): string;
}
