import { describe, expect, it } from 'vitest';
import { assertAnswerable, assertReviewDecidable, statusAfter } from './account-review.ts';

const by = { userId: 'u' };
describe('account review', () => {
  it('refuses a decision on an application already decided', () => {
    expect(() => assertReviewDecidable('approved', { decision: 'approve', ...by })).toThrow(
      /already been decided/,
    );
    expect(() => assertReviewDecidable('rejected', { decision: 'approve', ...by })).toThrow(
      /already been decided/,
    );
  });
  it('requires a reason to reject and a message to ask for more', () => {
    expect(() => assertReviewDecidable('pending', { decision: 'reject', reason: ' ', ...by })).toThrow(
      /reason/,
    );
    expect(() => assertReviewDecidable('pending', { decision: 'request_info', message: '', ...by })).toThrow(
      /pharmacy must send/,
    );
  });
  it('lets support decide while more information is pending', () =>
    expect(() => assertReviewDecidable('more_info_requested', { decision: 'approve', ...by })).not.toThrow());
  it('takes an answer only while more information is asked', () => {
    expect(() => assertAnswerable('pending')).toThrow();
    expect(() => assertAnswerable('more_info_requested')).not.toThrow();
  });
  it('moves the review to the decision’s status', () =>
    expect(statusAfter({ decision: 'request_info', message: 'm', ...by })).toBe('more_info_requested'));
});
