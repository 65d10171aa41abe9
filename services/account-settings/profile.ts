/**
 * One's own settings (issue 23): the profile (name and phone), the video tutorials switch, and
 * what the header shows (the avatar and the account's logo). A user without a profile row has
 * the defaults: no phone, tutorials on, no pictures.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accountLogos, userProfiles, users } from '../../db/schema/index.ts';
import type { ProfileUpdateInput } from '../../domain/account-settings/schemas.ts';
import type { Caller } from '../../domain/identity/caller.ts';

export type AccountSettings = {
  user: { firstName: string; lastName: string; email: string; role: string };
  phone: string | null;
  videoTutorialsEnabled: boolean;
  avatarVersion: Date | null;
  logoVersion: Date | null;
};

/** The caller's settings as the settings area and the header read them. */
export async function readAccountSettings(db: Database, caller: Caller): Promise<AccountSettings> {
  const [row] = await db
    .select({ user: users, profile: userProfiles })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, caller.user.id));
  const [logo] = await db
    .select({ updatedAt: accountLogos.updatedAt })
    .from(accountLogos)
    .where(eq(accountLogos.accountId, caller.account.id));
  const { user, profile } = row!;
  return {
    user: { firstName: user.firstName, lastName: user.lastName, email: user.email, role: user.role },
    phone: profile?.phone ?? null,
    videoTutorialsEnabled: profile?.videoTutorialsEnabled ?? true,
    avatarVersion: profile?.avatarFileKey ? profile.updatedAt : null,
    logoVersion: logo?.updatedAt ?? null,
  };
}

/** Saves the caller's name and phone. */
export async function updateProfile(db: Database, caller: Caller, input: ProfileUpdateInput & { now: Date }) {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ firstName: input.first_name, lastName: input.last_name })
      .where(eq(users.id, caller.user.id));
    await tx
      .insert(userProfiles)
      .values({ userId: caller.user.id, phone: input.phone, updatedAt: input.now })
      .onConflictDoUpdate({ target: userProfiles.userId, set: { phone: input.phone, updatedAt: input.now } });
  });
}

/** Turns the caller's video tutorials on or off (pharmacy-side §7). */
export async function setVideoTutorials(
  db: Database,
  caller: Caller,
  input: { enabled: boolean; now: Date },
) {
  await db
    .insert(userProfiles)
    .values({ userId: caller.user.id, videoTutorialsEnabled: input.enabled, updatedAt: input.now })
    .onConflictDoUpdate({
      target: userProfiles.userId,
      set: { videoTutorialsEnabled: input.enabled, updatedAt: input.now },
    });
}
