import { describe, expect, it } from 'vitest';
import { draftOf, expiryForInput, isLineConfirmed, isoFromExpiry, lotButtonLabel } from './lot-state.ts';

const confirmed = { lot: 'A1', exp_date: '2027-07-31', confirmed: true };

describe('lot confirmation button', () => {
  it("reads 'Confirmed' when the saved line is unchanged (§4 Lot number confirmation)", () => {
    expect(lotButtonLabel(confirmed, draftOf(confirmed))).toBe('Confirmed');
  });

  it("reads 'Confirm' when the lot or expiry is edited", () => {
    expect(lotButtonLabel(confirmed, { lot: 'A2', exp: '07-31-2027' })).toBe('Confirm');
    expect(lotButtonLabel(confirmed, { lot: 'A1', exp: '08-31-2027' })).toBe('Confirm');
  });

  it("reads 'Confirmed' again when an edit is undone", () => {
    expect(lotButtonLabel(confirmed, { lot: ' A1 ', exp: '07-31-2027' })).toBe('Confirmed');
  });

  it("reads 'Confirm' when the line was never confirmed", () => {
    const line = { lot: 'S-9', exp_date: '2027-01-01', confirmed: false };
    expect(lotButtonLabel(line, draftOf(line))).toBe('Confirm');
    expect(isLineConfirmed(line, draftOf(line))).toBe(false);
  });
});

describe('expiryForInput', () => {
  it('shows an ISO date as MM-DD-YYYY (§5 input mask) and blank for none', () => {
    expect(expiryForInput('2027-07-31')).toBe('07-31-2027');
    expect(expiryForInput(null)).toBe('');
  });

  it('reads the MM-DD-YYYY mask (or an ISO date) back as ISO, and nothing else', () => {
    expect(isoFromExpiry(expiryForInput('2027-07-31'))).toBe('2027-07-31');
    expect(isoFromExpiry(' 2028-06-30 ')).toBe('2028-06-30');
    expect(isoFromExpiry('7/31/2027')).toBeNull();
  });
});
