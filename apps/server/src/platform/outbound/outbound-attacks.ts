/**
 * The attack lines of issue #29 item 3, as data: URLs a user may give (a webhook endpoint, later a link to
 * fetch) that must never make the server call its own network. The tests replay them against the policy
 * and the webhook API; a red-team script can replay them the same way (register each, print held/broken).
 * `resolvesTo` is the DNS answer a test resolver gives for a host name (literals need none).
 */
export interface OutboundAttack {
  url: string;
  why: string;
  resolvesTo?: readonly string[];
}

export const REFUSED_OUTBOUND_TARGETS: readonly OutboundAttack[] = [
  { url: 'https://192.0.2.1/hook', why: 'TEST-NET-1 documentation range (reached our own listener on the test machine)' },
  { url: 'https://198.51.100.7/hook', why: 'TEST-NET-2 documentation range' },
  { url: 'https://203.0.113.9/hook', why: 'TEST-NET-3 documentation range' },
  { url: 'https://[2001:db8::1]/hook', why: 'IPv6 documentation range' },
  { url: 'https://198.18.0.1/hook', why: 'benchmarking range' },
  { url: 'https://[2001:2::1]/hook', why: 'IPv6 benchmarking range' },
  { url: 'https://240.0.0.1/hook', why: 'reserved (class E)' },
  { url: 'https://255.255.255.255/hook', why: 'broadcast' },
  { url: 'https://0.0.0.0/hook', why: '"this host": reaches local listeners on Linux' },
  { url: 'https://224.0.0.1/hook', why: 'multicast' },
  { url: 'https://127.0.0.1/hook', why: 'loopback' },
  { url: 'https://2130706433/hook', why: 'loopback spelt as one decimal number' },
  { url: 'https://0x7f.1/hook', why: 'loopback spelt in hex, short form' },
  { url: 'https://10.0.0.1/hook', why: 'private (RFC 1918)' },
  { url: 'https://172.16.0.1/hook', why: 'private (RFC 1918)' },
  { url: 'https://192.168.1.1/hook', why: 'private (RFC 1918)' },
  { url: 'https://100.100.100.200/hook', why: 'carrier-grade NAT (Alibaba Cloud metadata)' },
  { url: 'https://169.254.169.254/latest/meta-data/', why: 'link-local: cloud metadata' },
  { url: 'https://[::1]/hook', why: 'IPv6 loopback' },
  { url: 'https://[::]/hook', why: 'IPv6 unspecified' },
  { url: 'https://[fe80::1]/hook', why: 'IPv6 link-local' },
  { url: 'https://[fd00:ec2::254]/hook', why: 'unique local: EC2 metadata over IPv6' },
  { url: 'https://[ff02::1]/hook', why: 'IPv6 multicast' },
  { url: 'https://[::ffff:127.0.0.1]/hook', why: 'IPv4-mapped loopback' },
  { url: 'https://[::ffff:8.8.8.8]/hook', why: 'IPv4-mapped: any IPv4 spelt as IPv6 is refused' },
  { url: 'https://[::127.0.0.1]/hook', why: 'IPv4-compatible (deprecated) loopback' },
  { url: 'https://[::a00:1]/hook', why: 'IPv4-compatible 10.0.0.1' },
  { url: 'https://[2002:7f00:1::]/hook', why: '6to4 embedding 127.0.0.1' },
  { url: 'https://[2002:808:808::1]/hook', why: '6to4 embedding a public address: 6to4 is refused as a whole' },
  { url: 'https://[2001:0:4136:e378:8000:63bf:80ff:fffe]/hook', why: 'Teredo whose client is 127.0.0.1' },
  { url: 'https://[64:ff9b::7f00:1]/hook', why: 'NAT64 (well-known prefix) embedding 127.0.0.1' },
  { url: 'https://[64:ff9b:1::7f00:1]/hook', why: 'NAT64 (local-use prefix) embedding 127.0.0.1' },
  { url: 'https://[64:ff9b::808:808]/hook', why: 'NAT64 embedding a public address: NAT64 is refused as a whole' },
  { url: 'https://[fec0::1]/hook', why: 'deprecated site-local' },
  { url: 'https://[4000::1]/hook', why: 'IPv6 outside global unicast (2000::/3)' },
  {
    url: 'https://mixed.attack.test/hook',
    why: 'a host name resolving to one public and one private address',
    resolvesTo: ['93.184.215.14', '10.0.0.7'],
  },
  { url: 'https://localhost/hook', why: 'localhost', resolvesTo: ['127.0.0.1', '::1'] },
  {
    url: 'https://rebind.attack.test/hook',
    why: 'a host name whose answer is IPv4-compatible IPv6',
    resolvesTo: ['93.184.215.14', '::7f00:1'],
  },
];

/** Public targets the policy must keep accepting (so a red-team run also notices over-blocking). */
export const ALLOWED_OUTBOUND_TARGETS: readonly OutboundAttack[] = [
  { url: 'https://8.8.8.8/hook', why: 'public IPv4' },
  { url: 'https://172.32.0.1/hook', why: 'public IPv4 just outside 172.16/12' },
  { url: 'https://[2606:4700:4700::1111]/hook', why: 'public IPv6' },
  { url: 'https://hooks.example.com/hook', why: 'a name with public addresses only', resolvesTo: ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'] },
];
