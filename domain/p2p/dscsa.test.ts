import { describe, expect, it } from 'vitest';
import {
  DSCSA_ATTESTATIONS,
  isPastDscsaRetention,
  lastPurgeableTransactionDate,
  transactionStatement,
} from './dscsa.ts';

describe('DSCSA retention: 6 years from the transaction date', () => {
  const at = new Date('2032-06-15T03:00:00Z');
  it('keeps a record of 5 years 364 days and of exactly 6 years, purges 6 years and 1 day', () => {
    expect(isPastDscsaRetention('2026-06-17', at)).toBe(false);
    expect(isPastDscsaRetention('2026-06-15', at)).toBe(false);
    expect(isPastDscsaRetention('2026-06-14', at)).toBe(true);
    expect(lastPurgeableTransactionDate(at)).toBe('2026-06-14');
  });
  it('handles a leap day', () => {
    expect(lastPurgeableTransactionDate(new Date('2030-03-01T00:00:00Z'))).toBe('2024-02-29');
  });
});

describe('DSCSA transaction statement has the six attestations', () => {
  it('names the seller and lists six numbered attestations', () => {
    const text = transactionStatement('Main Street Pharmacy');
    expect(text).toContain('Main Street Pharmacy');
    expect(DSCSA_ATTESTATIONS).toHaveLength(6);
    for (let i = 1; i <= 6; i++) expect(text).toContain(`(${i}) `);
  });
});
