import { describe, expect, it } from 'vitest';
import {
  assertLicencesValid,
  dueLicenceNotice,
  expiredLicence,
  type WatchedLicence,
} from './licence-watch.ts';

const dea = (expiresOn: string): WatchedLicence => ({
  kind: 'dea',
  number: 'AB1234563',
  stateCode: null,
  expiresOn,
});

describe('dueLicenceNotice', () => {
  it('warns 30 days before a licence expires', () => {
    expect(dueLicenceNotice('2026-03-31', '2026-03-01')).toBe('warn_30');
    expect(dueLicenceNotice('2026-04-01', '2026-03-01')).toBeNull();
  });

  it('warns again 7 days before a licence expires', () => {
    expect(dueLicenceNotice('2026-03-08', '2026-03-01')).toBe('warn_7');
    expect(dueLicenceNotice('2026-03-09', '2026-03-01')).toBe('warn_30');
  });

  it('holds the account the day after the expiry date, not on it', () => {
    expect(dueLicenceNotice('2026-03-01', '2026-03-01')).toBe('warn_7');
    expect(dueLicenceNotice('2026-02-28', '2026-03-01')).toBe('held');
  });
});

describe('assertLicencesValid', () => {
  it('refuses checkout when a licence is past its expiry', () => {
    expect(() => assertLicencesValid([dea('2026-12-31'), dea('2026-02-28')], '2026-03-01')).toThrow(
      'Your DEA registration AB1234563 expired on 2026-02-28. Please upload the renewed licence; you can order again once support approves it.',
    );
  });

  it('lets an account whose licences are all valid order', () => {
    expect(() => assertLicencesValid([dea('2026-03-01')], '2026-03-01')).not.toThrow();
    expect(expiredLicence([], '2026-03-01')).toBeNull();
  });
});
