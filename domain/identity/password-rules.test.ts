import { describe, expect, it } from 'vitest';
import { checkPassword, isStrongPassword, PASSWORD_MESSAGES } from './password-rules.ts';

const never = () => false;

describe('isStrongPassword (spec pharmacy-side §5: lower, upper, digit, special, 8 or more)', () => {
  it.each([
    ['Abcdef1!', true],
    ['Demo-Password-1!', true],
    ['Ünïcödé-Pässwörd-9', true],
    ['abcdef1!', false],
    ['ABCDEF1!', false],
    ['Abcdefg!', false],
    ['Abcdefg1', false],
    ['Abc1!', false],
  ])('%s is strong: %s', (password, expected) => {
    expect(isStrongPassword(password)).toBe(expected);
  });
});

describe('checkPassword', () => {
  it('answers no errors for an acceptable password with a matching confirmation', () => {
    expect(checkPassword({ password: 'Abcdef1!', confirmation: 'Abcdef1!', isCommon: never })).toEqual({});
  });

  it('asks for at least 8 characters before anything else', () => {
    expect(checkPassword({ password: 'Ab1!', isCommon: never })).toEqual({
      password: [PASSWORD_MESSAGES.tooShort],
    });
  });

  it("answers the spec's 'Invalid password.' when the composition rule fails or it equals the current one", () => {
    expect(checkPassword({ password: 'abcdefgh', isCommon: never }).password).toEqual(['Invalid password.']);
    expect(
      checkPassword({ password: 'Abcdef1!', currentPassword: 'Abcdef1!', isCommon: never }).password,
    ).toEqual(['Invalid password.']);
  });

  it('refuses a password the common list knows', () => {
    expect(checkPassword({ password: 'Abcdef1!', isCommon: () => true }).password).toEqual([
      PASSWORD_MESSAGES.common,
    ]);
  });

  it('reports a confirmation mismatch on its own field', () => {
    expect(checkPassword({ password: 'Abcdef1!', confirmation: 'Abcdef1?', isCommon: never })).toEqual({
      password_confirmation: [PASSWORD_MESSAGES.confirmationMismatch],
    });
  });

  it('accepts a 128-character passphrase and refuses a longer one', () => {
    const long = 'Aa1!'.repeat(32);
    expect(checkPassword({ password: long, isCommon: never })).toEqual({});
    expect(checkPassword({ password: long + 'x', isCommon: never }).password).toEqual([
      PASSWORD_MESSAGES.tooLong,
    ]);
  });
});
