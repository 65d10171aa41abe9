/** Request contracts of identity, shared by the API and the web app. Strict: unknown fields are refused. */
import { z } from 'zod';
import { ACCESS_TOKEN_LIFETIME_DAYS } from './access-token-lifetime.ts';
import { PASSWORD_MAX_LENGTH } from './password-rules.ts';

export const LoginSchema = z.strictObject({
  email: z.string().trim().min(1, 'Email is required').max(254).email('Please enter a valid email address.'),
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
});
export type LoginInput = z.infer<typeof LoginSchema>;

export const ChangePasswordSchema = z.strictObject({
  current_password: z.string().min(1, 'Current password is required').max(PASSWORD_MAX_LENGTH),
  password: z.string().max(PASSWORD_MAX_LENGTH + 1),
  password_confirmation: z.string(),
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordSchema>;

const { default: DEFAULT_DAYS, max: MAX_DAYS } = ACCESS_TOKEN_LIFETIME_DAYS;
const LIFETIME_MESSAGE = `Please enter a whole number of days from 1 to ${MAX_DAYS}.`;

/**
 * A new personal access token: its name, the maker's current password (a stolen session alone
 * cannot mint a lasting credential) and its lifetime in days, 90 unless given, 365 at most.
 */
export const CreateAccessTokenSchema = z.strictObject({
  name: z.string().trim().min(1, 'Name is required').max(100),
  current_password: z.string().min(1, 'Current password is required').max(PASSWORD_MAX_LENGTH),
  expires_in_days: z
    .number(LIFETIME_MESSAGE)
    .int(LIFETIME_MESSAGE)
    .min(1, LIFETIME_MESSAGE)
    .max(MAX_DAYS, LIFETIME_MESSAGE)
    .default(DEFAULT_DAYS),
});
export type CreateAccessTokenInput = z.infer<typeof CreateAccessTokenSchema>;
