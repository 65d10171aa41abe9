import { describe, expect, it } from 'vitest';
import { withDeaCheckDigit } from '../licences/dea-number.ts';
import { signupSchema } from './signup-schema.ts';

const TODAY = '2026-06-01';
const valid = () => ({
  email: 'new@pharmacy.test',
  dea_number: withDeaCheckDigit('FN123456'),
  federal_tax_id: '12-3456789',
  password: 'Str0ng-Passw0rd!',
  password_confirmation: 'Str0ng-Passw0rd!',
  first_name: 'Nora',
  last_name: 'Quinn',
  mobile: '(512) 555-0100',
  dob: '04-12-1980',
  business_legal_name: 'Quinn Family Pharmacy LLC',
  business_type: 'independent',
  ncpdp_number: '4512345',
  dea_expiry: '06-01-2028',
  address: '1200 Main St',
  city: 'Austin',
  state_id: 44,
  zip: '78701',
  phone: '(512) 555-0101',
  gln_number: '',
  part_of_a_gpo: 'No',
  licences: [
    {
      number: 'TX-1',
      state_id: 44,
      issue_month: '1',
      issue_day: '2',
      issue_year: '2024',
      expiry_month: '6',
      expiry_day: '20',
      expiry_year: '2026',
    },
  ],
  terms: true,
});
const fieldsOf = (input: unknown) => {
  const result = signupSchema(TODAY).safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
};

describe('signup schema', () => {
  it('accepts a complete signup', () => expect(fieldsOf(valid())).toEqual([]));
  it('refuses a DEA number whose check digit is wrong', () => {
    const good = withDeaCheckDigit('FN123456');
    const bad = good.slice(0, 8) + String((Number(good[8]) + 1) % 10);
    expect(fieldsOf({ ...valid(), dea_number: bad })).toEqual(['dea_number']);
  });
  it('refuses a DEA number of the wrong format', () =>
    expect(fieldsOf({ ...valid(), dea_number: '123' })).toEqual(['dea_number']));
  it('refuses a DEA expiry that is not in the future', () =>
    expect(fieldsOf({ ...valid(), dea_expiry: '06-01-2026' })).toEqual(['dea_expiry']));
  it('refuses a licence expiry that is not in the future', () => {
    const licences = [{ ...valid().licences[0]!, expiry_year: '2025' }];
    expect(fieldsOf({ ...valid(), licences })).toEqual(['licences.0.expiry_year']);
  });
  it('refuses licence date parts that are not a calendar date', () => {
    const licences = [{ ...valid().licences[0]!, issue_month: '2', issue_day: '30' }];
    expect(fieldsOf({ ...valid(), licences })).toEqual(['licences.0.issue_year']);
  });
  it('accepts up to 60 licence groups and refuses more (issue 22: the cap is real-world)', () => {
    const group = valid().licences[0]!;
    expect(fieldsOf({ ...valid(), licences: Array(60).fill(group) })).toEqual([]);
    expect(fieldsOf({ ...valid(), licences: Array(61).fill(group) })).toEqual(['licences']);
  });
  it('requires the GPO name only when part of a GPO is Yes', () => {
    expect(fieldsOf({ ...valid(), part_of_a_gpo: 'Yes' })).toEqual(['gpo_name']);
    expect(fieldsOf({ ...valid(), part_of_a_gpo: 'Yes', gpo_name: 'Vizient' })).toEqual([]);
  });
  it('refuses a phone outside the mask (999) 999-9999', () =>
    expect(fieldsOf({ ...valid(), mobile: '512-555-0100' })).toEqual(['mobile']));
  it('refuses a tax id outside the mask 99-9999999', () =>
    expect(fieldsOf({ ...valid(), federal_tax_id: '123456789' })).toEqual(['federal_tax_id']));
  it('refuses a GLN that is not 13 digits', () =>
    expect(fieldsOf({ ...valid(), gln_number: '12345' })).toEqual(['gln_number']));
  it('refuses a date of birth more than 100 years back', () =>
    expect(fieldsOf({ ...valid(), dob: '05-31-1926' })).toEqual(['dob']));
  it('refuses a weak password', () =>
    expect(fieldsOf({ ...valid(), password: 'password1', password_confirmation: 'password1' })).toEqual([
      'password',
    ]));
  it('refuses a confirmation that does not match', () =>
    expect(fieldsOf({ ...valid(), password_confirmation: 'Other-Passw0rd!' })).toEqual([
      'password_confirmation',
    ]));
  it('requires the terms checkbox', () => expect(fieldsOf({ ...valid(), terms: false })).toEqual(['terms']));
});
