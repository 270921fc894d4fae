import { describe, expect, it } from 'vitest';
import { ALLOWED_OUTBOUND_TARGETS, REFUSED_OUTBOUND_TARGETS } from './outbound-attacks.ts';
import {
  addressRange,
  assertPublicUrl,
  checkOutboundAddress,
  outboundPolicy,
  OutboundTargetRefused,
  PUBLIC_HTTPS_ONLY,
  resolvePublicTarget,
  type Resolver,
} from './outbound-address.ts';

/** The DNS answers the attack lines name, as a resolver (a name it does not know does not resolve). */
const attackResolver: Resolver = async (host) => {
  const line = [...REFUSED_OUTBOUND_TARGETS, ...ALLOWED_OUTBOUND_TARGETS].find((entry) => new URL(entry.url).hostname === host);
  if (!line?.resolvesTo) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  return line.resolvesTo.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

const refusalOf = (url: string, policy = PUBLIC_HTTPS_ONLY) =>
  resolvePublicTarget(url, policy, attackResolver).then(
    () => null,
    (error: unknown) => {
      if (!(error instanceof OutboundTargetRefused)) throw error;
      return error;
    },
  );

describe('outbound address policy (issue #29 item 3)', () => {
  it.each([
    ['8.8.8.8', 'unicast'],
    ['93.184.215.14', 'unicast'],
    ['172.32.0.1', 'unicast'],
    ['2606:4700:4700::1111', 'unicast'],
    ['192.0.2.1', 'reserved'], // TEST-NET-1 (ipaddr.js files the documentation ranges under reserved)
    ['198.51.100.7', 'reserved'],
    ['203.0.113.9', 'reserved'],
    ['198.18.0.1', 'reserved'], // benchmarking
    ['240.0.0.1', 'reserved'],
    ['2001:db8::1', 'reserved'],
    ['2001:2::1', 'benchmarking'],
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.10', 'private'],
    ['100.100.100.200', 'carrierGradeNat'],
    ['169.254.169.254', 'linkLocal'],
    ['0.0.0.0', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['224.0.0.1', 'multicast'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'linkLocal'],
    ['fd00:ec2::254', 'uniqueLocal'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'ipv4Mapped'],
    ['::ffff:8.8.8.8', 'ipv4Mapped'],
    ['::7f00:1', 'ipv4Compatible'], // ::127.0.0.1
    ['::808:808', 'ipv4Compatible'],
    ['2002:7f00:1::', '6to4'],
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', 'teredo'],
    ['64:ff9b::7f00:1', 'rfc6052'], // NAT64 of 127.0.0.1
    ['64:ff9b:1::7f00:1', 'rfc6052'],
    ['64:ff9b::808:808', 'rfc6052'],
    ['fec0::1', 'deprecatedSiteLocal'],
    ['4000::1', 'notGlobalUnicast'],
    ['not an address', 'notAnAddress'],
    ['0x7f.1', 'notAnAddress'], // only canonical literals are addresses; URLs are normalized before
  ])('%s is in the range %s', (address, range) => {
    expect(addressRange(address)).toBe(range);
    expect(checkOutboundAddress(address)).toEqual({ allowed: range === 'unicast', range });
  });

  it.each(REFUSED_OUTBOUND_TARGETS.map((line) => [line.url, line.why]))('refuses %s (%s)', async (url) => {
    const refusal = await refusalOf(url);
    expect(refusal?.reason).toBe('nonPublic');
    expect(refusal?.host).toBe(new URL(url).hostname);
  });

  it.each(ALLOWED_OUTBOUND_TARGETS.map((line) => [line.url, line.why]))('accepts %s (%s)', async (url) => {
    expect(await refusalOf(url)).toBeNull();
  });

  it('checks every address a name resolves to, and answers the first to connect to', async () => {
    const refusal = await refusalOf('https://mixed.attack.test/hook');
    expect(refusal?.detail).toBe('10.0.0.7 is private');
    const target = await resolvePublicTarget('https://hooks.example.com/hook', PUBLIC_HTTPS_ONLY, attackResolver);
    expect(target).toMatchObject({ address: '93.184.215.14', family: 4 });
    expect(target.url.toString()).toBe('https://hooks.example.com/hook');
    expect((await assertPublicUrl('https://hooks.example.com/x', PUBLIC_HTTPS_ONLY, attackResolver)).toString()).toBe(
      'https://hooks.example.com/x',
    );
  });

  it('refuses other schemes, http by default, credentials, and names that do not resolve', async () => {
    expect((await refusalOf('http://hooks.example.com/hook'))?.reason).toBe('scheme');
    expect((await refusalOf('ftp://hooks.example.com/'))?.reason).toBe('invalidUrl');
    expect((await refusalOf('file:///etc/passwd'))?.reason).toBe('invalidUrl');
    expect((await refusalOf('not a url'))?.reason).toBe('invalidUrl');
    expect((await refusalOf('https://user:pw@hooks.example.com/'))?.reason).toBe('credentials');
    expect((await refusalOf('https://nowhere.attack.test/'))?.reason).toBe('unresolvable');
  });

  it('the private-network allowance opens loopback, RFC 1918, unique local and CGNAT, and http; nothing else', async () => {
    const allowance = outboundPolicy(true);
    for (const address of ['127.0.0.1', '::1', '10.0.0.1', '172.16.5.4', '192.168.1.1', 'fd12::1', '100.64.0.1', '8.8.8.8']) {
      expect(checkOutboundAddress(address, allowance).allowed, address).toBe(true);
    }
    for (const address of [
      '169.254.169.254',
      'fe80::1',
      '192.0.2.1',
      '198.51.100.7',
      '203.0.113.9',
      '0.0.0.0',
      '::',
      '224.0.0.1',
      '::ffff:127.0.0.1',
      '::7f00:1',
      '2002:7f00:1::',
      '2001:0:4136:e378:8000:63bf:80ff:fffe',
      '64:ff9b::7f00:1',
    ]) {
      expect(checkOutboundAddress(address, allowance).allowed, address).toBe(false);
    }
    expect(await refusalOf('http://localhost:8080/hook', allowance)).toBeNull();
    expect(checkOutboundAddress('127.0.0.1', outboundPolicy(false)).allowed).toBe(false);
  });
});
