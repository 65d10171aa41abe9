/** Request contracts of identity, shared by the API and the web app. Strict: unknown fields are refused. */
import { z } from 'zod';
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

export const CreateAccessTokenSchema = z.strictObject({
  name: z.string().trim().min(1, 'Name is required').max(100),
  expires_in_days: z.number().int().min(1).max(365).optional(),
});
export type CreateAccessTokenInput = z.infer<typeof CreateAccessTokenSchema>;
