import { describe, expect, it } from 'vitest';
import { assertRegistrationDecidable, registrationTimings } from './registration-review.ts';

describe('assertRegistrationDecidable', () => {
  it('refuses a decision before the seller agreement is signed', () => {
    expect(() =>
      assertRegistrationDecidable('awaiting_signature', { decision: 'approve', byUserId: 'u' }),
    ).toThrow('The seller agreement is not signed yet.');
  });

  it('refuses a second decision', () => {
    for (const status of ['approved', 'declined'] as const)
      expect(() => assertRegistrationDecidable(status, { decision: 'approve', byUserId: 'u' })).toThrow(
        'This seller registration was already decided.',
      );
  });

  it('requires a reason to decline', () => {
    expect(() =>
      assertRegistrationDecidable('in_review', { decision: 'decline', reason: '  ', byUserId: 'u' }),
    ).toThrow('Please give the reason for declining.');
  });

  it('lets support approve or decline a signed registration', () => {
    expect(() =>
      assertRegistrationDecidable('in_review', { decision: 'approve', byUserId: 'u' }),
    ).not.toThrow();
    expect(() =>
      assertRegistrationDecidable('in_review', {
        decision: 'decline',
        reason: 'Licence photo unreadable',
        byUserId: 'u',
      }),
    ).not.toThrow();
  });
});

describe('registrationTimings', () => {
  it('takes the waits from the input with production defaults', () => {
    expect(registrationTimings()).toEqual({
      signatureReminderMs: 259_200_000,
      reviewReminderMs: 172_800_000,
      signatureRecheckMs: 600_000,
    });
    expect(registrationTimings({ reviewReminderMs: 5 }).reviewReminderMs).toBe(5);
  });
});
