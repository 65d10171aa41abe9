import { describe, expect, it } from 'vitest';
import { withDeaCheckDigit } from '../licences/dea-number.ts';
import { documentsRequired, dobProblem } from './field-rules.ts';
import { deaCheck, expiryCheck, ncpdpMatchCheck, showWholesalersCount } from './review-checks.ts';

const entry = {
  name: 'Quinn Pharmacy',
  address1: '1 Main St',
  city: 'Austin',
  zipcode: '78701',
  stateId: 44,
};

describe('review checks', () => {
  it('passes a DEA number whose check digit is right and fails a wrong one', () => {
    expect(deaCheck(withDeaCheckDigit('FN123456')).outcome).toBe('pass');
    const good = withDeaCheckDigit('FN123456');
    expect(deaCheck(good.slice(0, 8) + String((Number(good[8]) + 1) % 10)).outcome).toBe('fail');
  });
  it('warns of a licence that expires within 30 days', () =>
    expect(expiryCheck('TX licence', '2026-06-20', '2026-06-01').outcome).toBe('warn'));
  it('fails an expired licence and passes a later one', () => {
    expect(expiryCheck('DEA', '2026-05-01', '2026-06-01').outcome).toBe('fail');
    expect(expiryCheck('DEA', '2027-06-01', '2026-06-01').outcome).toBe('pass');
  });
  it('matches the NCPDP directory case-insensitively and names the fields that differ', () => {
    expect(ncpdpMatchCheck({ ...entry, name: 'QUINN pharmacy', ncpdpNumber: '1234567' }, entry).outcome).toBe(
      'pass',
    );
    const off = ncpdpMatchCheck({ ...entry, city: 'Dallas', ncpdpNumber: '1234567' }, entry);
    expect(off).toMatchObject({ outcome: 'warn', detail: 'Differs from the directory in: city' });
    expect(ncpdpMatchCheck({ ...entry, ncpdpNumber: '1234567' }, null).outcome).toBe('fail');
  });
  it('shows the wholesalers count only when more than 10 are licensed in the state', () => {
    expect(showWholesalersCount(10)).toBe(false);
    expect(showWholesalersCount(11)).toBe(true);
  });
  it('does not require licence documents when the faxed option is ticked', () => {
    expect(documentsRequired(true)).toBe(false);
    expect(documentsRequired(false)).toBe(true);
  });
  it('refuses a date of birth in the future', () =>
    expect(dobProblem('2030-01-01', '2026-06-01')).not.toBeNull());
});
