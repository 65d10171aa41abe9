import { describe, expect, it } from 'vitest';
import { approvalTimings, assertDecidable } from './purchase-approval.ts';

const state = { status: 'pending' as const, masterAccountId: 'm', expiresAtMs: 1_000 };
const decision = { masterAccountId: 'm', userId: 'u', decision: 'approved' as const };

describe('assertDecidable', () => {
  it('lets the master decide a pending approval before its expiry', () => {
    expect(() => assertDecidable(state, decision, 999)).not.toThrow();
  });

  it('hides the approval from another account (404)', () => {
    expect(() => assertDecidable(state, { ...decision, masterAccountId: 'x' }, 0)).toThrow(
      expect.objectContaining({ code: 'RESOURCE_NOT_FOUND' }),
    );
  });

  it('refuses a second decision and a decision after the expiry', () => {
    expect(() => assertDecidable({ ...state, status: 'declined' }, decision, 0)).toThrow(
      expect.objectContaining({ code: 'PURCHASE_APPROVAL_DECIDED' }),
    );
    expect(() => assertDecidable(state, decision, 1_000)).toThrow(
      expect.objectContaining({ code: 'PURCHASE_APPROVAL_DECIDED' }),
    );
  });
});

describe('approvalTimings', () => {
  it('reminds half-way when the expiry is short', () => {
    expect(approvalTimings({ expiryMs: 4_000 })).toEqual({ expiryMs: 4_000, reminderMs: 2_000 });
  });
});
