/** The settings area's answers (issue 23): one's settings, a picture's url, the team. */
import { z } from 'zod';
import type { AccountSettings } from '../../../services/account-settings/profile.ts';
import type { TeamMember } from '../../../services/account-settings/team.ts';

export const IdParam = z.strictObject({ id: z.uuid('not a valid id') });

export const AccountSettingsSchema = z
  .strictObject({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    role: z.enum(['admin', 'member', 'operator']),
    /** Ten digits, or null. */
    phone: z.string().nullable(),
    video_tutorials_enabled: z.boolean(),
    /** Where the caller's avatar is served (it changes with the picture), or null. */
    avatar_url: z.string().nullable(),
    /** Where the account's logo is served, or null. */
    logo_url: z.string().nullable(),
  })
  .meta({ id: 'AccountSettings' });

export const ProfileImageAnswerSchema = z
  .strictObject({ message: z.string(), url: z.string() })
  .meta({ id: 'ProfileImageAnswer' });

export const VideoTutorialsAnswerSchema = z.strictObject({ message: z.string(), enabled: z.boolean() });

export const TeamMemberSchema = z
  .strictObject({
    id: z.uuid(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    role: z.enum(['admin', 'member', 'operator']),
    /** Invited and not yet set a password from the link. */
    invited: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'TeamMember' });

export const TeamSchema = z.strictObject({ data: z.array(TeamMemberSchema) });

export const AVATAR_PATH = '/api/v1/settings/account/avatar';
export const LOGO_PATH = '/api/v1/settings/account/logo';

/** A picture's url, versioned by when it was set so a browser never shows the old one. */
const imageUrl = (path: string, version: Date | null) => (version ? `${path}?v=${version.getTime()}` : null);

export function serializeAccountSettings(settings: AccountSettings): z.input<typeof AccountSettingsSchema> {
  return {
    first_name: settings.user.firstName,
    last_name: settings.user.lastName,
    email: settings.user.email,
    role: settings.user.role as 'admin' | 'member' | 'operator',
    phone: settings.phone,
    video_tutorials_enabled: settings.videoTutorialsEnabled,
    avatar_url: imageUrl(AVATAR_PATH, settings.avatarVersion),
    logo_url: imageUrl(LOGO_PATH, settings.logoVersion),
  };
}

export function profileImageUrl(kind: 'avatar' | 'logo', version: Date): string {
  return imageUrl(kind === 'avatar' ? AVATAR_PATH : LOGO_PATH, version)!;
}

export function serializeTeamMember(member: TeamMember): z.input<typeof TeamMemberSchema> {
  return {
    id: member.id,
    email: member.email,
    first_name: member.firstName,
    last_name: member.lastName,
    role: member.role,
    invited: member.invited,
    created_at: member.createdAt.toISOString(),
  };
}
