import { describe, expect, it } from 'vitest';
import { clientAddress, trustedProxyList } from './client-ip.ts';

const proxies = trustedProxyList(['10.0.0.0/8', '192.0.2.10', 'fd00::/8']);

describe('clientAddress', () => {
  it('ignores X-Forwarded-For from a socket that is not a trusted proxy: a caller cannot pick its bucket', () => {
    expect(clientAddress('203.0.113.9', '198.51.100.1', proxies)).toBe('203.0.113.9');
    expect(clientAddress('203.0.113.9', undefined, proxies)).toBe('203.0.113.9');
  });

  it('believes a trusted proxy, reading past every trusted hop from the right', () => {
    expect(clientAddress('10.0.0.5', '198.51.100.7', proxies)).toBe('198.51.100.7');
    expect(clientAddress('10.0.0.5', '198.51.100.7, 192.0.2.10', proxies)).toBe('198.51.100.7');
    // What the client wrote itself stands left of what our proxy appended: it is not believed.
    expect(clientAddress('10.0.0.5', '1.2.3.4, 198.51.100.7', proxies)).toBe('198.51.100.7');
  });

  it('stops at garbage, and falls back to the proxy when nothing is forwarded', () => {
    expect(clientAddress('10.0.0.5', 'not-an-ip, 10.1.1.1', proxies)).toBe('10.1.1.1');
    expect(clientAddress('10.0.0.5', undefined, proxies)).toBe('10.0.0.5');
  });

  it('reads IPv4 on a dual-stack socket as IPv4, and matches IPv6 blocks', () => {
    expect(clientAddress('::ffff:10.0.0.5', '198.51.100.7', proxies)).toBe('198.51.100.7');
    expect(clientAddress('fd00::1', '2001:db8::7', proxies)).toBe('2001:db8::7');
  });
});
