import { describe, expect, it } from 'vitest';
import type { Caller } from '../../domain/identity/caller.ts';
import { createRegistry } from './registry.ts';

const caller = (session: string, user: string, account: string): Caller => ({
  user: { id: user, email: 'u@example.com', firstName: 'U', lastName: 'V', role: 'member' },
  account: { id: account, kind: 'pharmacy', name: 'A', masterAccountId: null, timeZone: 'UTC' },
  via: { kind: 'session', sessionId: session, csrfToken: 'c', csrfTokenHash: 'h' },
});

describe('registry', () => {
  it('finds the sockets of a session, of a user and of an account', () => {
    const registry = createRegistry<string>();
    registry.add('tab1', caller('s1', 'u1', 'a1'));
    registry.add('tab2', caller('s1', 'u1', 'a1'));
    registry.add('phone', caller('s2', 'u1', 'a1'));
    registry.add('colleague', caller('s3', 'u2', 'a1'));
    registry.add('stranger', caller('s4', 'u3', 'a2'));
    expect(registry.matching({ session: 's1' }).sort()).toEqual(['tab1', 'tab2']);
    expect(registry.matching({ user: 'u1' }).sort()).toEqual(['phone', 'tab1', 'tab2']);
    expect(registry.matching({ account: 'a1' })).toHaveLength(4);
    expect(registry.sessionIds().sort()).toEqual(['s1', 's2', 's3', 's4']);
  });

  it('forgets a closed socket, and lists no anonymous or token socket', () => {
    const registry = createRegistry<string>();
    registry.add('tab', caller('s1', 'u1', 'a1'));
    registry.add('anonymous', null);
    registry.add('script', { ...caller('x', 'u1', 'a1'), via: { kind: 'token', tokenId: 't' } });
    registry.remove('tab');
    registry.remove('never-added');
    expect(registry.matching({ user: 'u1' })).toEqual([]);
    expect(registry.sessionIds()).toEqual([]);
  });
});
