import { describe, expect, it } from 'vitest';
import { decodeSessionEnd } from './session-ends.ts';

describe('decodeSessionEnd', () => {
  it('reads what the triggers send: a session, a user or an account', () => {
    expect(decodeSessionEnd('{"session":"s1"}')).toEqual({ session: 's1' });
    expect(decodeSessionEnd('{"user":"u1"}')).toEqual({ user: 'u1' });
    expect(decodeSessionEnd('{"account":"a1"}')).toEqual({ account: 'a1' });
  });

  it('ignores anything else', () => {
    for (const payload of ['', 'not json', 'null', '[]', '{"session":""}', '{"session":1}', '{"stream":"x"}'])
      expect(decodeSessionEnd(payload), payload).toBeNull();
  });
});
