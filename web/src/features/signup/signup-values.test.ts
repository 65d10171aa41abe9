import { describe, expect, it } from 'vitest';
import { draftOf, INITIAL_VALUES, stepErrors, valuesFromDraft } from './signup-values.ts';

describe('signup values', () => {
  it('never keeps the password in a draft', () => {
    const draft = draftOf({ ...INITIAL_VALUES, password: 'Secret-1!', first_name: 'Nora' }, [
      'first_name',
      'password',
      'password_confirmation',
    ]);
    expect(draft).toEqual({ first_name: 'Nora' });
  });
  it('resumes a draft with its licence groups', () => {
    const values = valuesFromDraft({
      city: 'Austin',
      'licences.0.number': 'TX-1',
      'licences.0.state_id': '48',
    });
    expect(values.city).toBe('Austin');
    expect(values.licences[0]).toMatchObject({ number: 'TX-1', state_id: '48' });
    expect(values.password).toBe('');
  });
});

describe('signup steps', () => {
  it('requires the GPO name on the pharmacy step only when part of a GPO is Yes', () => {
    const values = { ...INITIAL_VALUES, part_of_a_gpo: 'Yes' };
    expect(stepErrors(values, 1, '2026-06-01').gpo_name).toBe(
      'Please enter the name of your group purchasing organisation',
    );
    expect(stepErrors({ ...values, part_of_a_gpo: 'No' }, 1, '2026-06-01').gpo_name).toBeUndefined();
  });
  it('names only the account step’s fields on the first step', () => {
    expect(Object.keys(stepErrors(INITIAL_VALUES, 0, '2026-06-01')).sort()).toEqual([
      'dea_number',
      'email',
      'federal_tax_id',
    ]);
  });
});
