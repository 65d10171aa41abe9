/**
 * Request contracts of the settings area (issue 23), shared by the API and the web app's forms:
 * one's profile, the video tutorials switch, and the account's team. Strict: unknown fields are
 * refused.
 */
import { z } from 'zod';
import { normalizeUsPhone, PHONE_MESSAGE } from '../addresses/address-rules.ts';

const personName = (what: string) => z.string().trim().min(1, `${what} is required`).max(100);

/** A US phone number (pharmacy-side §5), kept as its ten digits; empty clears it. */
const phone = z
  .string()
  .trim()
  .max(32, PHONE_MESSAGE)
  .transform((text, ctx) => {
    if (text === '') return null;
    const digits = normalizeUsPhone(text);
    if (!digits) ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE });
    return digits;
  });

/** `PATCH /settings/account/profile`: one's name and phone. */
export const ProfileUpdateSchema = z.strictObject({
  first_name: personName('First name'),
  last_name: personName('Last name'),
  phone,
});
export type ProfileUpdateInput = z.infer<typeof ProfileUpdateSchema>;

/** `PATCH /settings/account/update_video_tutorials_setting` (pharmacy-side §7). */
export const VideoTutorialsSettingSchema = z.strictObject({
  enabled: z.boolean('Please say whether the video tutorials show (true or false).'),
});

/** The roles an admin hands out inside a pharmacy or supplier account. */
export const TEAM_ROLES = ['admin', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
const role = z.enum(TEAM_ROLES, 'Please choose a role: admin or member.');

/** `POST /settings/users`: who to invite and with which role. */
export const InviteTeamUserSchema = z.strictObject({
  email: z.string().trim().toLowerCase().max(254).email('Please enter a valid email address.'),
  first_name: personName('First name'),
  last_name: personName('Last name'),
  role,
});
export type InviteTeamUserInput = z.infer<typeof InviteTeamUserSchema>;

/** `PATCH /settings/users/{id}`: the user's new role. */
export const ChangeTeamRoleSchema = z.strictObject({ role });
