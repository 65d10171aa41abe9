/**
 * The operator's first users on a fresh database (issue 22): a support user, and a supplier account
 * with its admin. Each is created without a password and handed a one-time link to set one.
 */
import { z } from 'zod';
import { isValidTimeZone } from '../supplier-settings/shipping-rules.ts';

const email = z.string().trim().toLowerCase().max(254).email('Please enter a valid email address.');
const personName = (what: string) => z.string().trim().min(1, `${what} is required`).max(100);

export const SupportUserSchema = z.strictObject({
  email,
  first_name: personName('First name'),
  last_name: personName('Last name'),
});
export type SupportUserInput = z.infer<typeof SupportUserSchema>;

/** A new link for an existing user: only the email. */
export const PasswordLinkRequestSchema = SupportUserSchema.pick({ email: true });

export const SupplierInvitationSchema = SupportUserSchema.extend({
  name: z.string().trim().min(2, 'The supplier’s name needs at least 2 characters').max(200),
  /** Where the supplier's days and cut-offs are read (changeable later in its settings). */
  time_zone: z
    .string()
    .trim()
    .default('America/New_York')
    .refine(isValidTimeZone, 'Please choose a valid IANA time zone (America/Chicago).'),
});
export type SupplierInvitationInput = z.infer<typeof SupplierInvitationSchema>;

export const INVITATION_MESSAGES = {
  emailTaken: 'A user with this email already exists.',
  supplierNameTaken: 'A supplier with this name already exists.',
  noSuchUser: 'No user has this email.',
} as const;
