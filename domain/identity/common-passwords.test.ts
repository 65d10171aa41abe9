import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.ts';

describe('isCommonPassword', () => {
  it.each(['password', 'Password1!', 'qwerty123', '!!Welcome2024', 'iloveyou'])(
    '%s is common',
    (candidate) => {
      expect(isCommonPassword(candidate)).toBe(true);
    },
  );

  it.each(['Demo-Password-1!', 'Tr0ub4dor&3-horse', 'Correct horse battery staple 42!'])(
    '%s is not',
    (candidate) => {
      expect(isCommonPassword(candidate)).toBe(false);
    },
  );
});
