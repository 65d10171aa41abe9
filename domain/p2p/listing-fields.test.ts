import { describe, expect, it } from 'vitest';
import { P2P_LISTING_MESSAGES } from './listing-form.ts';
import { P2pListingFieldsSchema } from './listing-fields.ts';

const fields = {
  price: '12.50',
  stock: '3',
  lot: 'L-1',
  expiry_date: '2027-01-31',
  p2p_max_qty: '',
  purchased_from: 'Keystone',
  quality_identifier: '',
  quality_description: '',
};

const errorsOf = (over: Partial<typeof fields>) => {
  const parsed = P2pListingFieldsSchema.safeParse({ ...fields, ...over });
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('P2pListingFieldsSchema', () => {
  it('accepts the form’s text fields as typed', () => {
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({ expiry_date: '01-31-2027', p2p_max_qty: '5' })).toEqual({});
  });

  it('bounds every field and reads price, stock, date and p2p max quantity as the rules do', () => {
    expect(Object.keys(errorsOf({ price: '12.345' }))).toEqual(['price']);
    expect(Object.keys(errorsOf({ stock: '1.5' }))).toEqual(['stock']);
    expect(Object.keys(errorsOf({ expiry_date: '2027-13-45' }))).toEqual(['expiry_date']);
    expect(errorsOf({ p2p_max_qty: '1234567' })).toEqual({ p2p_max_qty: P2P_LISTING_MESSAGES.p2pMaxQty });
    expect(Object.keys(errorsOf({ purchased_from: 'x'.repeat(201) }))).toEqual(['purchased_from']);
    expect(Object.keys(errorsOf({ quality_description: 'x'.repeat(1001) }))).toEqual(['quality_description']);
  });
});
