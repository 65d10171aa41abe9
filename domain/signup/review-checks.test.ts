import { describe, expect, it } from 'vitest';
import { withDeaCheckDigit } from '../licences/dea-number.ts';
import { ageOn, documentsRequired, dobProblem, SIGNUP_MESSAGES } from './field-rules.ts';
import {
  deaCheck,
  expiryCheck,
  ncpdpMatchCheck,
  ownerAgeCheck,
  showWholesalersCount,
} from './review-checks.ts';

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

describe('the owner is an adult (issue 21: signup took an owner aged 11)', () => {
  it.each([
    ['2015-06-01', SIGNUP_MESSAGES.dobAdult, 'aged 11'],
    ['2008-06-02', SIGNUP_MESSAGES.dobAdult, 'one day short of 18'],
    ['2008-06-01', null, '18 today'],
    ['1980-04-12', null, 'aged 46'],
    ['1926-06-01', null, '100 today, the window’s edge'],
    ['1926-05-31', SIGNUP_MESSAGES.dobWindow, 'over 100 years back'],
  ] as [string, string | null, string][])('%s on 2026-06-01 answers %s (%s)', (dob, expected) => {
    expect(dobProblem(dob, '2026-06-01')).toBe(expected);
  });

  it('counts whole years, a birthday later in the year not yet reached', () => {
    expect(ageOn('2000-12-31', '2026-12-30')).toBe(25);
    expect(ageOn('2000-12-31', '2026-12-31')).toBe(26);
  });

  it("flags the review: a minor's date fails, an owner over 90 warns, an ordinary one passes", () => {
    expect(ownerAgeCheck('2015-06-01', '2026-06-01')).toMatchObject({ outcome: 'fail' });
    expect(ownerAgeCheck('1930-01-01', '2026-06-01')).toMatchObject({ outcome: 'warn' });
    expect(ownerAgeCheck('1980-04-12', '2026-06-01')).toEqual({
      name: 'Owner date of birth',
      outcome: 'pass',
      detail: '1980-04-12: aged 46',
    });
  });
});
