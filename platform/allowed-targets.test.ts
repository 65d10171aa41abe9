import { describe, expect, it } from 'vitest';
import { isAllowedTarget, parseAllowedTargets } from './allowed-targets.ts';

describe('PRIMARIES_ALLOWED_ADDRESSES (issue 23: the tests’ servers, nothing else)', () => {
  it('reads addresses, blocks and address:port entries', () => {
    expect(parseAllowedTargets('127.0.0.1:2121, [::1]:2222,10.0.0.0/8,fd00::/8')).toEqual([
      { block: '127.0.0.1', port: 2121 },
      { block: '::1', port: 2222 },
      { block: '10.0.0.0/8' },
      { block: 'fd00::/8' },
    ]);
    expect(parseAllowedTargets('')).toEqual([]);
  });

  it.each(['localhost', '127.0.0.1:0', '127.0.0.1:70000', '10.0.0.0/33', 'fd00::/129'])(
    'refuses %s',
    (entry) => {
      expect(() => parseAllowedTargets(entry)).toThrow(entry);
    },
  );

  it('allows a listed address on its port only', () => {
    const targets = parseAllowedTargets('127.0.0.1:2121,10.0.0.0/8');
    expect(isAllowedTarget(targets, '127.0.0.1', 2121)).toBe(true);
    expect(isAllowedTarget(targets, '127.0.0.1', 21)).toBe(false);
    expect(isAllowedTarget(targets, '10.9.8.7', 22)).toBe(true);
    expect(isAllowedTarget(targets, '192.168.0.1', 2121)).toBe(false);
  });
});
