import { BlockList, isIP } from 'node:net';
import { lookup } from 'node:dns/promises';

/**
 * Where a webhook may be sent (ADR 0021). A user's endpoint URL must not become a way to make the server
 * call its own network: loopback, private ranges, link-local (cloud metadata at 169.254.169.254 and
 * fd00:ec2::254), carrier-grade NAT, multicast and reserved ranges are refused, for an IP literal and for
 * every address a host name resolves to. The check runs at registration and again at every delivery, after
 * resolution, and the request then connects to the address that was checked (no second lookup a DNS
 * rebinding could answer differently).
 */
const FORBIDDEN = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT (also Alibaba's metadata, 100.100.100.200)
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  FORBIDDEN.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b:1::', 48], // local-use NAT64
  ['fc00::', 7], // unique local (fd00:ec2::254 is EC2's metadata)
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  FORBIDDEN.addSubnet(network, prefix, 'ipv6');
}

/** An IPv4 address embedded in the well-known NAT64 prefix (64:ff9b::a.b.c.d), or null. */
function nat64Embedded(address: string): string | null {
  const match = /^64:ff9b::([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!match) return null;
  const high = parseInt(match[1]!, 16);
  const low = parseInt(match[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** True when the address is not on the public internet (see FORBIDDEN). */
export function isNonPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return FORBIDDEN.check(address, 'ipv4');
  if (family === 6) {
    // IPv4-mapped (::ffff:a.b.c.d) spells an IPv4 address around the IPv4 rules: never a target. (Not a
    // BlockList subnet: Node's BlockList matches every IPv4 address against a ::ffff:0:0/96 rule.)
    if (/^::ffff:/i.test(address)) return true;
    const embedded = nat64Embedded(address.toLowerCase());
    if (embedded) return FORBIDDEN.check(embedded, 'ipv4');
    return FORBIDDEN.check(address, 'ipv6');
  }
  return true; // not an address at all: never a target
}

export const WEBHOOK_TARGET_MESSAGES = {
  invalidUrl: 'Enter a valid URL, such as https://example.com/webhooks/pitchscope.',
  httpsRequired: 'The endpoint must use https.',
  credentials: 'The URL must not contain a user name or password.',
  unresolvable: (host: string) => `The host ${host} could not be resolved.`,
  nonPublic: (host: string) =>
    `The host ${host} is a private, loopback or link-local address; webhooks are sent to public addresses only.`,
} as const;

export class WebhookTargetRefused extends Error {}

export interface ResolvedTarget {
  url: URL;
  /** The checked address the request connects to. */
  address: string;
  family: 4 | 6;
}

export type Resolver = (host: string) => Promise<{ address: string; family: number }[]>;

const systemResolver: Resolver = (host) => lookup(host, { all: true, verbatim: true });

/** Parses the URL and checks its form: https (http too when private targets are allowed), no credentials. */
export function parseWebhookUrl(raw: string, allowPrivate: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new WebhookTargetRefused(WEBHOOK_TARGET_MESSAGES.invalidUrl);
  }
  const schemes = allowPrivate ? ['https:', 'http:'] : ['https:'];
  if (!['https:', 'http:'].includes(url.protocol)) throw new WebhookTargetRefused(WEBHOOK_TARGET_MESSAGES.invalidUrl);
  if (!schemes.includes(url.protocol)) throw new WebhookTargetRefused(WEBHOOK_TARGET_MESSAGES.httpsRequired);
  if (url.username || url.password) throw new WebhookTargetRefused(WEBHOOK_TARGET_MESSAGES.credentials);
  if (!url.hostname) throw new WebhookTargetRefused(WEBHOOK_TARGET_MESSAGES.invalidUrl);
  return url;
}

/**
 * Resolves the URL's host and checks every address it has (an attacker's name may list a public and a
 * private one). Returns the address to connect to. Throws WebhookTargetRefused with a message for the user.
 */
export async function resolveWebhookTarget(
  raw: string,
  options: { allowPrivate: boolean; resolve?: Resolver },
): Promise<ResolvedTarget> {
  const url = parseWebhookUrl(raw, options.allowPrivate);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const literal = isIP(host);
  let addresses: { address: string; family: number }[];
  if (literal) addresses = [{ address: host, family: literal }];
  else {
    try {
      addresses = await (options.resolve ?? systemResolver)(host);
    } catch {
      addresses = [];
    }
    if (addresses.length === 0) throw new WebhookTargetRefused(WEBHOOK_TARGET_MESSAGES.unresolvable(url.hostname));
  }
  if (!options.allowPrivate && addresses.some((entry) => isNonPublicAddress(entry.address))) {
    throw new WebhookTargetRefused(WEBHOOK_TARGET_MESSAGES.nonPublic(url.hostname));
  }
  const chosen = addresses[0]!;
  return { url, address: chosen.address, family: chosen.family === 6 ? 6 : 4 };
}
