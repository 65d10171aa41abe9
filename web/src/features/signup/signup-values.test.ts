import { describe, expect, it } from 'vitest';
import { draftOf, INITIAL_VALUES, valuesFromDraft } from './signup-values.ts';

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
