import { describe, expect, it } from 'vitest';
import type { Caller } from '../../domain/identity/caller.ts';
import { authoriseSubscription } from './channels.ts';

const caller: Caller = {
  user: { id: 'u1', email: 'u1@example.com', firstName: 'U', lastName: 'One', role: 'member' },
  account: {
    id: 'a1',
    kind: 'pharmacy',
    name: 'Main Street Pharmacy',
    masterAccountId: null,
    timeZone: 'America/New_York',
  },
  via: { kind: 'token', tokenId: 't1' },
};

// Spec §4 (real-time channel): subscribe is confirmed or rejected; only own streams are readable.
describe('authoriseSubscription', () => {
  it('streams the caller’s user stream when subscribing to UserChannel', () => {
    expect(authoriseSubscription({ channel: 'UserChannel' }, caller)).toBe('user:u1');
  });

  it('ignores a user id in the identifier, always streaming the caller’s own', () => {
    expect(authoriseSubscription({ channel: 'UserChannel', user_id: 'u2' }, caller)).toBe('user:u1');
  });

  it('streams the account when AccountChannel names the caller’s own account', () => {
    expect(authoriseSubscription({ channel: 'AccountChannel', account_id: 'a1' }, caller)).toBe('account:a1');
  });

  it('rejects AccountChannel for a foreign account', () => {
    expect(authoriseSubscription({ channel: 'AccountChannel', account_id: 'a2' }, caller)).toBeNull();
  });

  it('rejects AccountChannel without an account id', () => {
    expect(authoriseSubscription({ channel: 'AccountChannel' }, caller)).toBeNull();
  });

  it('rejects an unknown channel', () => {
    expect(authoriseSubscription({ channel: 'AdminChannel' }, caller)).toBeNull();
  });

  it('rejects every channel when the connection is anonymous', () => {
    expect(authoriseSubscription({ channel: 'UserChannel' }, null)).toBeNull();
    expect(authoriseSubscription({ channel: 'AccountChannel', account_id: 'a1' }, null)).toBeNull();
  });
});
