import { describe, expect, it } from 'vitest';
import { createLogger, REDACTED, scrub } from './logger.ts';

describe('scrub', () => {
  it('redacts sensitive keys at any depth and keeps the rest', () => {
    const value = {
      email: 'a@example.com',
      password: 'Secret-1!',
      nested: { csrf_token: 't', cookie: 'sid=x', list: [{ card_number: '4242' }] },
      headers: { authorization: 'Bearer pmk_x' },
    };
    expect(scrub(value)).toEqual({
      email: 'a@example.com',
      password: REDACTED,
      nested: { csrf_token: REDACTED, cookie: REDACTED, list: [{ card_number: REDACTED }] },
      headers: { authorization: REDACTED },
    });
  });

  it('survives cycles', () => {
    const a: Record<string, unknown> = { name: 'a' };
    a.self = a;
    expect(scrub(a)).toEqual({ name: 'a', self: '[truncated]' });
  });
});

describe('createLogger', () => {
  it('writes one JSON line per event, escaping newlines so a user cannot forge a line', () => {
    const lines: string[] = [];
    const logger = createLogger({ write: (l) => lines.push(l) }).child({ requestId: 'r1' });
    logger.info('login', { email: 'evil@example.com\n{"level":"error"}', password: 'x' });
    logger.debug('hidden');
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('\n');
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 'info',
      msg: 'login',
      requestId: 'r1',
      password: REDACTED,
    });
  });
});
