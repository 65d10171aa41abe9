import { describe, expect, it } from 'vitest';
import { isOutcomeFlag, OUTCOME_FLAGS, outcomeMessage } from './outcome-flag.ts';

describe('outcome-flag', () => {
  it('has a message for every fl value the spec lists that offers use (§2 fl, §4 Offers)', () => {
    for (const flag of OUTCOME_FLAGS) expect(outcomeMessage(flag)).toMatch(/\.$/);
    expect(outcomeMessage('counter')).toBe('Your counter offer was sent.');
  });

  it('ignores an unknown fl when the link is bad', () => {
    expect(isOutcomeFlag('accepted')).toBe(true);
    expect(isOutcomeFlag('account_created')).toBe(false);
    expect(isOutcomeFlag(undefined)).toBe(false);
  });
});
