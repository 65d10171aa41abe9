import { describe, expect, it } from 'vitest';
import { marketplaceFeeCents, payoutAmounts } from './payout.ts';

describe('p2p marketplace fee: 5 % rounded half-up in cents', () => {
  it('rounds half a cent up and less than half down', () => {
    expect(marketplaceFeeCents(10)).toBe(1);
    expect(marketplaceFeeCents(9)).toBe(0);
    expect(marketplaceFeeCents(1999)).toBe(100);
    expect(marketplaceFeeCents(10_000)).toBe(500);
    expect(marketplaceFeeCents(0)).toBe(0);
  });

  it('refuses a negative or fractional gross', () => {
    expect(() => marketplaceFeeCents(-1)).toThrow(RangeError);
    expect(() => marketplaceFeeCents(1.5)).toThrow(RangeError);
  });
});

describe('p2p payout keeps every cent: gross = fee + net', () => {
  it('holds for every gross up to 100 000 cents', () => {
    for (let gross = 0; gross <= 100_000; gross += 7) {
      const p = payoutAmounts(gross);
      expect(p.feeCents + p.netCents).toBe(gross);
      expect(p.netCents).toBeGreaterThanOrEqual(0);
    }
  });
});
