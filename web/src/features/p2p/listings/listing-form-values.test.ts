import { describe, expect, it } from 'vitest';
import { checkValues, formDataOf, formPathOf, initialValues } from './listing-form-values.ts';

const SAVED_ID = '0b6b1c2e-3f4a-4b5c-8d6e-7f8091a2b3c4';
const file = (name: string) => new File(['x'], name);

describe('formDataOf (image removal)', () => {
  it('marks a saved image removed (primary_image <id>:1) and never sends a new image removed before save', () => {
    const values = {
      ...initialValues(),
      product_id: 'p',
      image: [file('kept.png')],
      removed_images: [SAVED_ID],
      primary: 'new:0',
    };
    const form = formDataOf(values, undefined);
    expect(form.getAll('primary_image[]')).toEqual([`${SAVED_ID}:1`]);
    expect((form.getAll('image[]') as File[]).map((f) => f.name)).toEqual(['kept.png']);
    expect(form.get('primary')).toBe('new:0');
  });

  it('does not send a primary choice naming a saved image being removed', () => {
    const values = { ...initialValues(), removed_images: [SAVED_ID], primary: `saved:${SAVED_ID}` };
    expect(formDataOf(values, undefined).get('primary')).toBeNull();
  });

  it('sends quality files only with a quality identifier (otherwise it is cleared)', () => {
    const values = { ...initialValues(), quality_identifier: '', quality_identifier_file: [file('q.png')] };
    expect(formDataOf(values, undefined).getAll('quality_identifier_file')).toEqual([]);
  });
});

describe('checkValues', () => {
  it('shows the p2p requirements on the form fields, each with its own message', () => {
    const errors = checkValues(
      { ...initialValues(), product_id: 'p', price: '10', lot: 'L1', expiry_date: '2030-01-01' },
      undefined,
      '2026-11-26',
    );
    expect(Object.keys(errors).sort()).toEqual(['pedigree_documents', 'proof_of_purchase', 'purchased_from']);
  });

  it('maps the server’s certificate fields onto the form’s list paths', () => {
    expect(formPathOf('tax_exempt_description.2')).toBe('tax_exempt.2.description');
    expect(formPathOf('tax_exempt_certificate.0')).toBe('tax_exempt.0.file');
    expect(formPathOf('image[]')).toBe('image');
  });
});
