/**
 * The settings area's routes as the contract declares them (issue 23; pharmacy-side §7
 * `settings/account`, avatar or logo upload): one's profile and switches, the pictures, and the
 * account's team. Pharmacy and supplier accounts alike; writes to the team are for admins.
 */
import {
  ChangeTeamRoleSchema,
  InviteTeamUserSchema,
  ProfileUpdateSchema,
  VideoTutorialsSettingSchema,
} from '../../../domain/account-settings/schemas.ts';
import { PROFILE_IMAGE_TYPES } from '../../../domain/account-settings/profile-images.ts';
import { MessageSchema } from '../../contract/common-schemas.ts';
import { defineRoute, fileContent, jsonContent } from '../../contract/route.ts';
import {
  AccountSettingsSchema,
  IdParam,
  ProfileImageAnswerSchema,
  TeamMemberSchema,
  TeamSchema,
  VideoTutorialsAnswerSchema,
} from './schemas.ts';

const area = 'account-settings';
const access = ['pharmacy', 'supplier'] as const;

export const readSettings = defineRoute({
  method: 'get',
  path: '/settings/account',
  area,
  access,
  summary: 'One’s settings: name, phone, switches, avatar and logo urls',
  responses: { 200: jsonContent(AccountSettingsSchema, 'The settings') },
});

export const updateProfile = defineRoute({
  method: 'patch',
  path: '/settings/account/profile',
  area,
  access,
  summary: 'Change one’s name and phone',
  request: { body: ProfileUpdateSchema },
  responses: { 200: jsonContent(AccountSettingsSchema, 'Saved') },
});

export const updateVideoTutorials = defineRoute({
  method: 'patch',
  path: '/settings/account/update_video_tutorials_setting',
  area,
  access,
  summary: 'Turn one’s video tutorials on or off',
  request: { body: VideoTutorialsSettingSchema },
  responses: { 200: jsonContent(VideoTutorialsAnswerSchema, 'Saved') },
});

const imageUpload = {
  file: {
    type: 'file',
    description: 'A PNG, JPEG or GIF image (by its content), at most 2 MB and 4 megapixels',
  },
} as const;

export const uploadAvatar = defineRoute({
  method: 'post',
  path: '/settings/account/avatar',
  rateLimit: 'documents',
  area,
  access,
  summary: 'Upload one’s avatar (replaces the previous one)',
  request: { upload: imageUpload },
  responses: { 201: jsonContent(ProfileImageAnswerSchema, 'Kept; `url` serves it') },
});

export const uploadLogo = defineRoute({
  method: 'post',
  path: '/settings/account/logo',
  rateLimit: 'documents',
  area,
  access,
  role: 'admin',
  summary: 'Upload the account’s logo (replaces the previous one)',
  request: { upload: imageUpload },
  responses: { 201: jsonContent(ProfileImageAnswerSchema, 'Kept; `url` serves it') },
});

export const avatar = defineRoute({
  method: 'get',
  path: '/settings/account/avatar',
  area,
  access,
  summary: 'One’s avatar image',
  responses: { 200: fileContent(PROFILE_IMAGE_TYPES, 'The image') },
  problems: [404],
});

export const logo = defineRoute({
  method: 'get',
  path: '/settings/account/logo',
  area,
  access,
  summary: 'The account’s logo image',
  responses: { 200: fileContent(PROFILE_IMAGE_TYPES, 'The image') },
  problems: [404],
});

export const listTeam = defineRoute({
  method: 'get',
  path: '/settings/users',
  area,
  access,
  summary: 'The account’s users and their roles',
  responses: { 200: jsonContent(TeamSchema, 'The users, admins first') },
});

export const inviteUser = defineRoute({
  method: 'post',
  path: '/settings/users',
  area,
  access,
  role: 'admin',
  summary: 'Invite a user by email (a one-time link to set a password is mailed)',
  request: { body: InviteTeamUserSchema },
  responses: { 201: jsonContent(TeamMemberSchema, 'Invited') },
  // 409: the email belongs to a user already (on `email`).
  problems: [409],
});

export const resendInvitation = defineRoute({
  method: 'post',
  path: '/settings/users/{id}/resend_invitation',
  area,
  access,
  role: 'admin',
  summary: 'Mail an invited user a new one-time link (their earlier links stop working)',
  request: { params: IdParam },
  responses: { 200: jsonContent(TeamMemberSchema, 'Sent') },
  // 409: the user has already set a password (TEAM_CHANGE_REFUSED).
  problems: [404, 409],
});

export const changeRole = defineRoute({
  method: 'patch',
  path: '/settings/users/{id}',
  area,
  access,
  role: 'admin',
  summary: 'Change a user’s role',
  request: { params: IdParam, body: ChangeTeamRoleSchema },
  responses: { 200: jsonContent(TeamMemberSchema, 'Changed') },
  // 409: the account’s last admin cannot be demoted (TEAM_CHANGE_REFUSED).
  problems: [404, 409],
});

export const removeUser = defineRoute({
  method: 'delete',
  path: '/settings/users/{id}',
  area,
  access,
  role: 'admin',
  summary: 'Remove a user from the account (their sessions and tokens end at once)',
  request: { params: IdParam },
  responses: { 200: jsonContent(MessageSchema, 'Removed') },
  // 409: the last admin cannot be removed, nor can an admin remove themself (TEAM_CHANGE_REFUSED).
  problems: [404, 409],
});
