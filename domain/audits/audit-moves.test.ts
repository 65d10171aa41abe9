import { describe, expect, it } from 'vitest';
import { assertAuditMove, assertCanNotifySupport, hasOpenActions } from './audit-moves.ts';

describe('assertAuditMove (supplier-side §4 Audit)', () => {
  it('sends the required details of a requested audit', () => {
    expect(assertAuditMove('requested', 'sendRequiredDetails')).toBe('required_details_sent');
  });
  it('completes an audit whether or not its details were sent', () => {
    expect(assertAuditMove('requested', 'markComplete')).toBe('completed');
    expect(assertAuditMove('required_details_sent', 'markComplete')).toBe('completed');
  });
  it('refuses sending the details twice with 409', () => {
    expect(() => assertAuditMove('required_details_sent', 'sendRequiredDetails')).toThrow(
      expect.objectContaining({ code: 'RESOURCE_CONFLICT' }),
    );
  });
  it('refuses any move on a completed audit', () => {
    expect(() => assertAuditMove('completed', 'markComplete')).toThrow('already completed');
    expect(() => assertAuditMove('completed', 'sendRequiredDetails')).toThrow('already completed');
  });
  it('hides the audit actions once required_details_sent', () => {
    expect(hasOpenActions('requested')).toBe(true);
    expect(hasOpenActions('required_details_sent')).toBe(false);
  });
  it('lets the pharmacy notify support only after the proofs were sent', () => {
    expect(() => assertCanNotifySupport('requested')).toThrow('not sent');
    expect(() => assertCanNotifySupport('required_details_sent')).not.toThrow();
  });
});
