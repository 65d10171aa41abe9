import { describe, expect, it } from 'vitest';
import {
  normalizeAddress,
  rateLimitAddressKey,
  resolveClientAddress,
  trustedProxiesOf,
} from './client-address.ts';

const proxies = trustedProxiesOf(['172.30.0.10', '10.0.0.0/8', 'fd00::/8']);

describe('resolveClientAddress', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(resolveClientAddress('203.0.113.9', '198.51.100.1', trustedProxiesOf([]))).toBe('203.0.113.9');
  });

  it('is the peer when the peer is not a trusted proxy', () => {
    expect(resolveClientAddress('203.0.113.9', '198.51.100.1', proxies)).toBe('203.0.113.9');
  });

  it('is the address the trusted proxy appended, not what the client wrote before it', () => {
    expect(resolveClientAddress('172.30.0.10', '6.6.6.6, 198.51.100.1', proxies)).toBe('198.51.100.1');
  });

  it('skips every trusted hop from the right', () => {
    expect(resolveClientAddress('172.30.0.10', '6.6.6.6, 198.51.100.1, 10.1.2.3', proxies)).toBe(
      '198.51.100.1',
    );
    expect(resolveClientAddress('::ffff:172.30.0.10', '2001:db8::1, fd12::1', proxies)).toBe('2001:db8::1');
  });

  it('stops at the last believed hop when an entry is not an address', () => {
    expect(resolveClientAddress('172.30.0.10', 'unknown, 10.0.0.5', proxies)).toBe('10.0.0.5');
    expect(resolveClientAddress('172.30.0.10', 'garbage', proxies)).toBe('172.30.0.10');
  });

  it('is the proxy itself without a header, and nothing without a socket', () => {
    expect(resolveClientAddress('172.30.0.10', undefined, proxies)).toBe('172.30.0.10');
    expect(resolveClientAddress(undefined, '198.51.100.1', proxies)).toBeUndefined();
  });
});

describe('normalizeAddress', () => {
  it('unwraps IPv4-mapped IPv6 and brackets, and lowers the case', () => {
    expect(normalizeAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(normalizeAddress(' [2001:DB8::1] ')).toBe('2001:db8::1');
  });
});

describe('rateLimitAddressKey', () => {
  it('keeps an IPv4 address whole', () => {
    expect(rateLimitAddressKey('203.0.113.9')).toBe('203.0.113.9');
  });

  it('counts every address of one IPv6 /64 as one (issue 22)', () => {
    const keys = ['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0db8:0001:0002:0:0:0:9'].map(
      rateLimitAddressKey,
    );
    expect(new Set(keys)).toEqual(new Set(['2001:db8:1:2::/64']));
  });

  it('keeps neighbouring /64s apart, :: and an IPv4 tail included', () => {
    expect(rateLimitAddressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(rateLimitAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitAddressKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });
});
