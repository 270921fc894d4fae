import { lookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Where the server may send a request on a user's behalf (issue #29 item 3, ADR 0021): the one policy for
 * webhook deliveries and every later fetch of a URL a user gives. A user's URL must not become a way to make
 * the server call its own network (server-side request forgery: cloud metadata, an admin panel on 10.x, a
 * database on localhost, Pitchscope's own listener).
 *
 * An address is allowed only when ipaddr.js (a maintained table of the IANA special-purpose registries)
 * calls its range `unicast`, and for IPv6 only inside global unicast (2000::/3). Everything else is
 * refused, among them documentation (TEST-NET 192.0.2/24, 198.51.100/24, 203.0.113/24, 2001:db8::/32),
 * benchmarking, reserved, "this network", broadcast, multicast, and every IPv6 form that carries an IPv4
 * address: IPv4-mapped (::ffff:0:0/96), IPv4-compatible (::/96, outside 2000::/3), 6to4 (2002::/16),
 * Teredo (2001::/32) and NAT64 (64:ff9b::/96, 64:ff9b:1::/48). The translated forms are refused as a whole
 * rather than by their embedded IPv4 address: a relay or translator decides where they go, a legitimate
 * receiver publishes a native address, and one rule is easier to keep right than a decoder per format.
 * (A server on an IPv6-only network behind DNS64 therefore cannot reach IPv4-only receivers.)
 */

/** Ranges the operator may open with the private-network allowance (a receiver on their own network). */
const PRIVATE_NETWORK_RANGES: ReadonlySet<string> = new Set(['loopback', 'private', 'uniqueLocal', 'carrierGradeNat']);

const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');
const IPV4_COMPATIBLE_V6 = ipaddr.IPv6.parseCIDR('::/96');

export interface OutboundPolicy {
  /** The URL schemes allowed: https only, unless the operator allows a private network. */
  schemes: readonly string[];
  /**
   * The operator's allowance (Admin → Settings → Allow private webhook targets, default off): loopback,
   * RFC 1918, unique local (fc00::/7) and carrier-grade NAT become allowed too. Never link-local (cloud
   * metadata), documentation, reserved, multicast or the IPv6 forms carrying IPv4.
   */
  allowPrivateNetwork: boolean;
}

/** The default: https to public addresses only. */
export const PUBLIC_HTTPS_ONLY: OutboundPolicy = { schemes: ['https:'], allowPrivateNetwork: false };

/** The policy with the operator's private-network allowance on or off (which also allows http). */
export const outboundPolicy = (allowPrivateNetwork: boolean): OutboundPolicy =>
  allowPrivateNetwork ? { schemes: ['https:', 'http:'], allowPrivateNetwork: true } : PUBLIC_HTTPS_ONLY;

export interface AddressVerdict {
  allowed: boolean;
  /** ipaddr.js's name of the range (`unicast`, `reserved`, `6to4`…), `ipv4Compatible`, `notGlobalUnicast` or `notAnAddress`. */
  range: string;
}

/** The range an address belongs to, as the policy names it. Only canonical literals (what DNS answers) count as addresses. */
export function addressRange(address: string): string {
  if (!isIP(address)) return 'notAnAddress';
  const parsed = ipaddr.parse(address);
  const range: string = parsed.range();
  if (parsed.kind() === 'ipv4' || range !== 'unicast') return range;
  if (parsed.match(IPV4_COMPATIBLE_V6)) return 'ipv4Compatible';
  if (!parsed.match(GLOBAL_UNICAST_V6)) return 'notGlobalUnicast';
  return range;
}

/** Whether the policy lets a request go to this address, and the range that decided it. */
export function checkOutboundAddress(address: string, policy: OutboundPolicy = PUBLIC_HTTPS_ONLY): AddressVerdict {
  const range = addressRange(address);
  const allowed = range === 'unicast' || (policy.allowPrivateNetwork && PRIVATE_NETWORK_RANGES.has(range));
  return { allowed, range };
}

export type OutboundRefusalReason = 'invalidUrl' | 'scheme' | 'credentials' | 'unresolvable' | 'nonPublic';

/** A URL the policy refuses. `reason` picks the caller's message for the user; `detail` is for the log only. */
export class OutboundTargetRefused extends Error {
  constructor(
    readonly reason: OutboundRefusalReason,
    /** The URL's host as written in it (IPv6 in brackets), or the raw text when it is no URL. */
    readonly host: string,
    readonly detail: string = reason,
  ) {
    super(`Outbound request refused (${reason}): ${detail}`);
  }
}

export type Resolver = (host: string) => Promise<{ address: string; family: number }[]>;

/** Every address of a name (A and AAAA, /etc/hosts included), in the system resolver's order. */
const systemResolver: Resolver = (host) => lookup(host, { all: true, verbatim: true });

export interface PublicTarget {
  url: URL;
  /** The checked address the request must connect to (see pinnedLookup). */
  address: string;
  family: 4 | 6;
}

/** Parses the URL and checks its form: an allowed scheme, a host, no user name or password. */
export function parseOutboundUrl(raw: string | URL, policy: OutboundPolicy = PUBLIC_HTTPS_ONLY): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundTargetRefused('invalidUrl', String(raw));
  }
  if (!['https:', 'http:'].includes(url.protocol) || !url.hostname) throw new OutboundTargetRefused('invalidUrl', url.hostname);
  if (!policy.schemes.includes(url.protocol)) throw new OutboundTargetRefused('scheme', url.hostname, url.protocol);
  if (url.username || url.password) throw new OutboundTargetRefused('credentials', url.hostname);
  return url;
}

/**
 * Checks a URL and every address its host resolves to (a name may list a public and a private one: all
 * must be allowed), and answers the address to connect to. Run it at registration, before every request
 * and on every redirect hop; then connect with `pinnedLookup` so no second lookup (DNS rebinding) decides
 * where the request goes. Throws OutboundTargetRefused.
 */
export async function resolvePublicTarget(
  raw: string | URL,
  policy: OutboundPolicy = PUBLIC_HTTPS_ONLY,
  resolve: Resolver = systemResolver,
): Promise<PublicTarget> {
  const url = parseOutboundUrl(raw, policy);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: { address: string; family: number }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await resolve(host);
    } catch (error) {
      throw new OutboundTargetRefused('unresolvable', url.hostname, String(error));
    }
    if (addresses.length === 0) throw new OutboundTargetRefused('unresolvable', url.hostname);
  }
  for (const { address } of addresses) {
    const verdict = checkOutboundAddress(address, policy);
    if (!verdict.allowed) throw new OutboundTargetRefused('nonPublic', url.hostname, `${address} is ${verdict.range}`);
  }
  const chosen = addresses[0]!;
  return { url, address: chosen.address, family: chosen.family === 6 ? 6 : 4 };
}

/** Resolves and checks the URL (see resolvePublicTarget), answering only the URL: for a check at registration. */
export async function assertPublicUrl(raw: string | URL, policy: OutboundPolicy = PUBLIC_HTTPS_ONLY, resolve?: Resolver): Promise<URL> {
  return (await resolvePublicTarget(raw, policy, resolve)).url;
}

/**
 * A `lookup` for http(s).request that answers the checked address whatever name Node asks for: the
 * connection cannot go anywhere else, while TLS still verifies the certificate for the URL's host name.
 */
export function pinnedLookup(target: Pick<PublicTarget, 'address' | 'family'>): LookupFunction {
  return (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
}
