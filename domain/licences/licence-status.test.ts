import { describe, expect, it } from 'vitest';
import { EXPIRING_SOON_DAYS, licenceStatus } from './licence-status.ts';

describe('licence status', () => {
  it('is valid through the expiry date and expired the day after', () => {
    expect(licenceStatus('2027-03-31', '2026-11-26')).toBe('valid');
    expect(licenceStatus('2026-11-26', '2026-11-26')).toBe('expiring');
    expect(licenceStatus('2026-11-25', '2026-11-26')).toBe('expired');
  });

  it(`is expiring within ${EXPIRING_SOON_DAYS} days of the expiry, counted in calendar days across months`, () => {
    expect(licenceStatus('2026-12-26', '2026-11-26')).toBe('expiring');
    expect(licenceStatus('2026-12-27', '2026-11-26')).toBe('valid');
    expect(licenceStatus('2025-03-01', '2025-01-30')).toBe('expiring');
  });

  it('refuses a date that is not ISO', () => {
    expect(() => licenceStatus('03/31/2027', '2026-11-26')).toThrow(RangeError);
  });
});
