import { describe, expect, it } from 'vitest';
import { assertTeamChangeAllowed, leavesNoAdmin, TEAM_MESSAGES } from './team-rules.ts';

describe('leavesNoAdmin', () => {
  it('is true when the last admin is demoted or removed', () => {
    expect(leavesNoAdmin(['a'], 'a', { kind: 'role', role: 'member' })).toBe(true);
    expect(leavesNoAdmin(['a'], 'a', { kind: 'remove' })).toBe(true);
  });

  it('is false while another admin stays, for members, and when the role stays admin', () => {
    expect(leavesNoAdmin(['a', 'b'], 'a', { kind: 'remove' })).toBe(false);
    expect(leavesNoAdmin(['a'], 'm', { kind: 'remove' })).toBe(false);
    expect(leavesNoAdmin(['a'], 'a', { kind: 'role', role: 'admin' })).toBe(false);
  });
});

describe('assertTeamChangeAllowed', () => {
  it('refuses to demote the last admin', () => {
    expect(() =>
      assertTeamChangeAllowed({
        activeAdminIds: ['a'],
        callerId: 'a',
        userId: 'a',
        change: { kind: 'role', role: 'member' },
      }),
    ).toThrow(TEAM_MESSAGES.lastAdmin);
  });

  it('refuses an admin removing themself', () => {
    expect(() =>
      assertTeamChangeAllowed({
        activeAdminIds: ['a', 'b'],
        callerId: 'a',
        userId: 'a',
        change: { kind: 'remove' },
      }),
    ).toThrow(TEAM_MESSAGES.notYourself);
  });

  it('allows removing another admin while one stays', () => {
    expect(() =>
      assertTeamChangeAllowed({
        activeAdminIds: ['a', 'b'],
        callerId: 'a',
        userId: 'b',
        change: { kind: 'remove' },
      }),
    ).not.toThrow();
  });
});
