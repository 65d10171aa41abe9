/**
 * Password rules of the spec (pharmacy-side section 5): at least 8 characters with a lower-case
 * letter, an upper-case letter, a digit and a special character, different from the current one,
 * and a confirmation that matches. On top of the spec (ASVS v5 6.2.4, 6.2.9): common or breached
 * passwords are refused and passphrases up to 128 characters are accepted without truncation.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  tooShort: `Please enter at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `Please enter no more than ${PASSWORD_MAX_LENGTH} characters.`,
  weak: 'Invalid password.',
  sameAsCurrent: 'Invalid password.',
  common: 'This password is too common. Please choose a less predictable one.',
  confirmationMismatch: 'Please enter the same value again.',
} as const;

export type PasswordCheck = {
  password: string;
  confirmation?: string;
  /** Supplied by the caller after verifying it; the rule only compares. */
  currentPassword?: string;
  isCommon: (candidate: string) => boolean;
};

/** Answers the first failing rule's message per field, or an empty object when the password is acceptable. */
export function checkPassword(input: PasswordCheck): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const { password } = input;
  const fail = (field: string, message: string) => {
    errors[field] = [message];
  };
  if (password.length < PASSWORD_MIN_LENGTH) fail('password', PASSWORD_MESSAGES.tooShort);
  else if (password.length > PASSWORD_MAX_LENGTH) fail('password', PASSWORD_MESSAGES.tooLong);
  else if (!isStrongPassword(password)) fail('password', PASSWORD_MESSAGES.weak);
  else if (input.currentPassword !== undefined && input.currentPassword === password)
    fail('password', PASSWORD_MESSAGES.sameAsCurrent);
  else if (input.isCommon(password)) fail('password', PASSWORD_MESSAGES.common);
  if (input.confirmation !== undefined && input.confirmation !== password)
    fail('password_confirmation', PASSWORD_MESSAGES.confirmationMismatch);
  return errors;
}

/** The spec's strong-password rule: lower, upper, digit and special character, 8 or more. */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    /\p{Ll}/u.test(password) &&
    /\p{Lu}/u.test(password) &&
    /\p{Nd}/u.test(password) &&
    /[^\p{L}\p{Nd}]/u.test(password)
  );
}
