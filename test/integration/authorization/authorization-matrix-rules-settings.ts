/**
 * The authorization matrix's rules for the settings area and the team (issue 23). Team writes are
 * an admin's; a role change or a removal names a fresh user of the caller's account (or of the
 * other account's, which answers 404), so the demo users are never touched.
 */
import { randomUUID } from 'node:crypto';
import { newFileKey } from '../../../activities/ports/file-store.ts';
import { issuePasswordLink } from '../../../db/provisioning/password-links.ts';
import { accountLogos, userProfiles, users } from '../../../db/schema/index.ts';
import { blankPng } from '../../harness/image-headers.ts';
import { imageForm } from '../account-settings/image-form.ts';
import {
  accountIdOf,
  demoOf,
  KIND,
  ROLE_EMAIL,
  userIdOf,
  whose,
  type Role,
  type Scope,
} from './authorization-matrix-fixtures.ts';
import { t, type RouteRule } from './authorization-matrix-context.ts';

const access: ['pharmacy', 'supplier'] = ['pharmacy', 'supplier'];
const isSettingsKind = (role: Role) => KIND[role] === 'pharmacy' || KIND[role] === 'supplier';

/** A fresh member of `role`'s account (a random id for a support caller, refused before any lookup). */
async function teamUserOf(role: Role): Promise<string> {
  if (!isSettingsKind(role)) return randomUUID();
  const [row] = await t.db
    .insert(users)
    .values({
      accountId: accountIdOf(role),
      email: `matrix-team-${randomUUID()}@example.com`,
      passwordHash: 'x',
      firstName: 'Matrix',
      lastName: 'Teammate',
    })
    .returning({ id: users.id });
  return row!.id;
}

const teamUser = async (role: Role, scope: Scope) => ({ id: await teamUserOf(whose(role, scope)) });

/** A fresh member who has not set a password yet (an unused one-time link), so it can be re-sent. */
async function invitedTeamUser(role: Role, scope: Scope) {
  const owner = whose(role, scope);
  const id = await teamUserOf(owner);
  if (isSettingsKind(owner)) await issuePasswordLink(t.db, { userId: id, now: new Date() });
  return { id };
}

async function storedPng(folder: string) {
  const bytes = blankPng(4, 4);
  const fileKey = newFileKey(folder, 'png');
  return { fileKey, sizeBytes: await t.ports.files.put(fileKey, bytes) };
}

/** The role's user has an avatar, so reading it answers 200. */
async function withAvatar(role: Role) {
  if (!isSettingsKind(role)) return {};
  const { fileKey, sizeBytes } = await storedPng('avatars');
  const avatar = { avatarFileKey: fileKey, avatarContentType: 'image/png', avatarSizeBytes: sizeBytes };
  await t.db
    .insert(userProfiles)
    .values({ userId: userIdOf(role), ...avatar })
    .onConflictDoUpdate({ target: userProfiles.userId, set: avatar });
  return {};
}

/** The role's account has a logo, so reading it answers 200. */
async function withLogo(role: Role) {
  if (!isSettingsKind(role)) return {};
  const { fileKey, sizeBytes } = await storedPng('logos');
  const logo = { fileKey, contentType: 'image/png', sizeBytes, updatedAt: new Date() };
  await t.db
    .insert(accountLogos)
    .values({ accountId: accountIdOf(role), ...logo })
    .onConflictDoUpdate({ target: accountLogos.accountId, set: logo });
  return {};
}

/** The caller's own name, so saving the profile changes nothing other rules read. */
function ownProfile(role: Role) {
  const account = demoOf(role);
  const user =
    [account.user, ...(account.members ?? [])].find((u) => u.email === ROLE_EMAIL[role]) ?? account.user;
  return { body: { first_name: user.firstName, last_name: user.lastName, phone: '(512) 555-0100' } };
}

export const SETTINGS_RULES: Record<string, RouteRule> = {
  'GET /api/v1/settings/account': { access },
  'PATCH /api/v1/settings/account/profile': { access, sample: ownProfile },
  'PATCH /api/v1/settings/account/update_video_tutorials_setting': { access, body: { enabled: true } },
  'POST /api/v1/settings/account/avatar': { access, sample: () => ({ body: imageForm(blankPng(4, 4)) }) },
  'POST /api/v1/settings/account/logo': {
    access,
    role: 'admin',
    sample: () => ({ body: imageForm(blankPng(4, 4)) }),
  },
  'GET /api/v1/settings/account/avatar': { access, sample: withAvatar },
  'GET /api/v1/settings/account/logo': { access, sample: withLogo },
  'GET /api/v1/settings/users': { access },
  'POST /api/v1/settings/users': {
    access,
    role: 'admin',
    sample: () => ({
      body: {
        email: `matrix-invite-${randomUUID()}@example.com`,
        first_name: 'M',
        last_name: 'X',
        role: 'member',
      },
    }),
  },
  'PATCH /api/v1/settings/users/:id': {
    access,
    role: 'admin',
    scoped: true,
    params: teamUser,
    body: { role: 'member' },
  },
  'POST /api/v1/settings/users/:id/resend_invitation': {
    access,
    role: 'admin',
    scoped: true,
    params: invitedTeamUser,
  },
  'DELETE /api/v1/settings/users/:id': { access, role: 'admin', scoped: true, params: teamUser },
};
