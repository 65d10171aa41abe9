import { describe, expect, it } from 'vitest';
import { describeSuspension, SUSPENSION_MESSAGES, SuspensionRequestSchema } from './suspension-request.ts';

const issues = (body: unknown) => {
  const parsed = SuspensionRequestSchema.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('suspension request', () => {
  it('needs at least one reason', () => {
    expect(issues({ reasons: [] })).toEqual([`reasons: ${SUSPENSION_MESSAGES.reasonRequired}`]);
  });
  it('refuses the two reasons together', () => {
    expect(issues({ reasons: ['customer_license_expired', 'other'], memo: 'x' })).toContain(
      `reasons: ${SUSPENSION_MESSAGES.reasonsExclusive}`,
    );
  });
  it('requires the memo for reason Other', () => {
    expect(issues({ reasons: ['other'], memo: '  ' })).toEqual([`memo: ${SUSPENSION_MESSAGES.memoRequired}`]);
    expect(issues({ reasons: ['other'], memo: 'Returned checks' })).toEqual([]);
  });
  it('refuses a memo when the licence expired', () => {
    expect(issues({ reasons: ['customer_license_expired'], memo: 'x' })).toEqual([
      `memo: ${SUSPENSION_MESSAGES.memoNotAllowed}`,
    ]);
    expect(issues({ reasons: ['customer_license_expired'], message: 'Please renew' })).toEqual([]);
  });
  it('describes the suspension with its reason, memo and message', () => {
    expect(describeSuspension({ reasons: ['other'], memo: 'Returned checks', message: null })).toBe(
      'Other — Returned checks',
    );
  });
});
