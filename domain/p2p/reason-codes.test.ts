import { describe, expect, it } from 'vitest';
import {
  isP2pReasonCode,
  listP2pReasons,
  P2P_REASON_CODES,
  P2P_REPLENISHMENT_WARNING,
} from './reason-codes.ts';

describe('p2p reason codes', () => {
  it('accepts each listed code when it is one of the exempt-purchase reasons', () => {
    for (const code of P2P_REASON_CODES) expect(isP2pReasonCode(code)).toBe(true);
    expect(P2P_REASON_CODES).toContain('specific_patient_need');
  });

  it('refuses free text when it is not a code (never patient data)', () => {
    expect(isP2pReasonCode('John Doe, DOB 1970-01-01')).toBe(false);
    expect(isP2pReasonCode('')).toBe(false);
    expect(isP2pReasonCode('stock_replenishment')).toBe(false);
  });

  it('labels every code when listing them for the select', () => {
    const reasons = listP2pReasons();
    expect(reasons.map((r) => r.code)).toEqual([...P2P_REASON_CODES]);
    for (const r of reasons) expect(r.label.length).toBeGreaterThan(10);
  });

  it('warns that replenishing stock may need wholesale licensure when buying p2p', () => {
    expect(P2P_REPLENISHMENT_WARNING).toMatch(/wholesale licensure/);
  });
});
