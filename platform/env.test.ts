import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../domain/rate-limits.ts';
import { readEnv } from './env.ts';

describe('readEnv', () => {
  it('reads trusted proxies as addresses and CIDR blocks, and refuses anything else', () => {
    expect(readEnv({ TRUSTED_PROXIES: '172.30.0.10, 10.0.0.0/8,fd00::/8' }).trustedProxies).toEqual([
      '172.30.0.10',
      '10.0.0.0/8',
      'fd00::/8',
    ]);
    expect(readEnv({}).trustedProxies).toEqual([]);
    expect(() => readEnv({ TRUSTED_PROXIES: 'caddy' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => readEnv({ TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(/TRUSTED_PROXIES/);
  });

  it('keeps the named rate limits unless overridden by name', () => {
    const env = readEnv({ RATE_LIMITS: 'search=3/5/60, cards=1/2/3600' });
    expect(env.rateLimits.search).toEqual({ perAccount: 3, perAddress: 5, windowSeconds: 60 });
    expect(env.rateLimits.cards).toEqual({ perAccount: 1, perAddress: 2, windowSeconds: 3600 });
    expect(env.rateLimits.uploads).toEqual(RATE_LIMITS.uploads);
    expect(() => readEnv({ RATE_LIMITS: 'everything=1/1/1' })).toThrow(/RATE_LIMITS/);
  });
});
