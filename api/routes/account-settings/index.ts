/**
 * The settings area (issue 23): one's profile, the video tutorials switch, the avatar and the
 * account's logo, and the account's team (invite, change role, remove). Every handler is scoped
 * to the caller and the caller's account.
 */
import type { ProfileImageKind } from '../../../domain/account-settings/profile-images.ts';
import { notFound } from '../../../domain/errors.ts';
import { findProfileImage, saveProfileImage } from '../../../services/account-settings/profile-images.ts';
import {
  readAccountSettings,
  setVideoTutorials,
  updateProfile,
} from '../../../services/account-settings/profile.ts';
import {
  changeTeamRole,
  inviteTeamUser,
  resendTeamInvitation,
  listTeam,
  removeTeamUser,
} from '../../../services/account-settings/team.ts';
import type { Context } from 'hono';
import type { AppEnv } from '../../context.ts';
import { addRoute, createRouter } from '../../contract/router.ts';
import { discardUploads } from '../../uploads/read-form.ts';
import { sendStoredFile } from '../../uploads/send-stored-file.ts';
import * as routes from './routes.ts';
import {
  AVATAR_PATH,
  LOGO_PATH,
  profileImageUrl,
  serializeAccountSettings,
  serializeTeamMember,
} from './schemas.ts';
import { receiveProfileImage } from './upload.ts';

/** The routes that read a multipart upload (app.ts lets their bodies past the JSON limit). */
export const PROFILE_IMAGE_UPLOAD_PATHS = [AVATAR_PATH, LOGO_PATH];

export const accountSettingsRoutes = createRouter();

addRoute(accountSettingsRoutes, routes.readSettings, async (c) => {
  const settings = await readAccountSettings(c.get('deps').db, c.get('caller'));
  return c.json(serializeAccountSettings(settings), 200);
});

addRoute(accountSettingsRoutes, routes.updateProfile, async (c) => {
  const { db, now } = c.get('deps');
  await updateProfile(db, c.get('caller'), { ...c.req.valid('json'), now: now() });
  return c.json(serializeAccountSettings(await readAccountSettings(db, c.get('caller'))), 200);
});

addRoute(accountSettingsRoutes, routes.updateVideoTutorials, async (c) => {
  const { db, now } = c.get('deps');
  const { enabled } = c.req.valid('json');
  await setVideoTutorials(db, c.get('caller'), { enabled, now: now() });
  const message = enabled ? 'Video tutorials are on.' : 'Video tutorials are off.';
  return c.json({ message, enabled }, 200);
});

async function uploadImage(c: Context<AppEnv>, kind: ProfileImageKind) {
  const { db, now, ports } = c.get('deps');
  const { file, form } = await receiveProfileImage(c, ports.files, kind);
  const at = now();
  try {
    await saveProfileImage({ db, files: ports.files }, c.get('caller'), { kind, file, now: at });
  } catch (error) {
    await discardUploads(ports.files, form);
    throw error;
  }
  const message = kind === 'avatar' ? 'Your avatar was updated.' : 'Your account’s logo was updated.';
  return { message, url: profileImageUrl(kind, at) };
}

addRoute(accountSettingsRoutes, routes.uploadAvatar, async (c) =>
  c.json(await uploadImage(c, 'avatar'), 201),
);
addRoute(accountSettingsRoutes, routes.uploadLogo, async (c) => c.json(await uploadImage(c, 'logo'), 201));

addRoute(accountSettingsRoutes, routes.avatar, async (c) => {
  const image = await findProfileImage(c.get('deps').db, c.get('caller'), 'avatar');
  if (!image) throw notFound('Avatar');
  return sendStoredFile(c, { ...image, fileName: 'avatar' });
});

addRoute(accountSettingsRoutes, routes.logo, async (c) => {
  const image = await findProfileImage(c.get('deps').db, c.get('caller'), 'logo');
  if (!image) throw notFound('Logo');
  return sendStoredFile(c, { ...image, fileName: 'logo' });
});

addRoute(accountSettingsRoutes, routes.listTeam, async (c) => {
  const team = await listTeam(c.get('deps').db, c.get('caller').account.id);
  return c.json({ data: team.map(serializeTeamMember) }, 200);
});

addRoute(accountSettingsRoutes, routes.inviteUser, async (c) => {
  const { db, env, now, ports } = c.get('deps');
  const member = await inviteTeamUser({ db, mail: ports.mail, appUrl: env.appUrl }, c.get('caller'), {
    ...c.req.valid('json'),
    now: now(),
  });
  return c.json(serializeTeamMember(member), 201);
});

addRoute(accountSettingsRoutes, routes.resendInvitation, async (c) => {
  const { db, env, now, ports } = c.get('deps');
  const member = await resendTeamInvitation({ db, mail: ports.mail, appUrl: env.appUrl }, c.get('caller'), {
    userId: c.req.valid('param').id,
    now: now(),
  });
  return c.json(serializeTeamMember(member), 200);
});

addRoute(accountSettingsRoutes, routes.changeRole, async (c) => {
  const member = await changeTeamRole(c.get('deps').db, c.get('caller'), {
    userId: c.req.valid('param').id,
    role: c.req.valid('json').role,
  });
  return c.json(serializeTeamMember(member), 200);
});

addRoute(accountSettingsRoutes, routes.removeUser, async (c) => {
  const { db, now } = c.get('deps');
  await removeTeamUser(db, c.get('caller'), { userId: c.req.valid('param').id, now: now() });
  return c.json({ message: 'The user was removed from your account.' }, 200);
});
