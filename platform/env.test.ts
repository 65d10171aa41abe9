import { describe, expect, it } from 'vitest';
import { readEnv } from './env.ts';

describe('readEnv TRUSTED_PROXIES', () => {
  it('reads a comma list of addresses and CIDR blocks, empty by default', () => {
    expect(readEnv({}).trustedProxies).toEqual([]);
    expect(readEnv({ TRUSTED_PROXIES: ' 10.0.0.0/8, 192.0.2.10 ,fd00::/8' }).trustedProxies).toEqual([
      '10.0.0.0/8',
      '192.0.2.10',
      'fd00::/8',
    ]);
  });

  it('stops the process naming the variable and the bad entry', () => {
    expect(() => readEnv({ TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(
      "Invalid environment: TRUSTED_PROXIES: '10.0.0.0/33' is not an IP address or CIDR block",
    );
    expect(() => readEnv({ TRUSTED_PROXIES: 'proxy.internal' })).toThrow(/TRUSTED_PROXIES/);
  });
});
