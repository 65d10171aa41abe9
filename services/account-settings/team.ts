/**
 * The account's team (issue 23): its users and roles, an invitation by email with a one-time link
 * to set a password (the password links of issue 22), a role change and a removal. Every query is
 * scoped to the caller's account, so another account's user is not found. The account's active
 * admins are locked before a role change or a removal, so two admins demoting each other at once
 * cannot leave the account without one.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { issuePasswordLink, passwordLinkUrl } from '../../db/provisioning/password-links.ts';
import { passwordLinks, users } from '../../db/schema/index.ts';
import { recordAuditEvent } from '../../activities/audit.ts';
import { revokeUserSessions } from '../../activities/identity/sessions.ts';
import type { Mailer } from '../../activities/ports/mail.ts';
import type { InviteTeamUserInput, TeamRole } from '../../domain/account-settings/schemas.ts';
import {
  assertTeamChangeAllowed,
  TEAM_MESSAGES,
  type TeamChange,
} from '../../domain/account-settings/team-rules.ts';
import { DomainError, notFound } from '../../domain/errors.ts';
import { PASSWORD_LINK_LIFETIME_HOURS } from '../../domain/identity/password-links.ts';
import type { Caller } from '../../domain/identity/caller.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { generateSecret } from '../../platform/secrets.ts';
import { revokeUserAccessTokens } from '../identity/access-tokens.ts';

/** The account's active users, admins first; `invited` while the one-time link is still unused. */
export async function listTeam(db: Database, accountId: string) {
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      createdAt: users.createdAt,
      // Spelled out: inside a select list drizzle leaves columns unqualified, and a bare "id" here
      // would be the link's own.
      invited: sql<boolean>`exists (select 1 from "password_links" pl where pl."user_id" = "users"."id" and pl."used_at" is null)`,
    })
    .from(users)
    .where(and(eq(users.accountId, accountId), isNull(users.disabledAt), eq(users.reserved, true)))
    .orderBy(asc(users.role), asc(users.lastName), asc(users.firstName));
}

export type TeamMember = Awaited<ReturnType<typeof listTeam>>[number];

/**
 * Adds a user to the caller's account with no usable password and mails a one-time link to set
 * one; answers the new user. The email must be free across the product.
 */
export async function inviteTeamUser(
  deps: { db: Database; mail: Mailer; appUrl: string },
  caller: Caller,
  input: InviteTeamUserInput & { now: Date },
): Promise<TeamMember> {
  const passwordHash = await hashPassword(generateSecret());
  const { user, token } = await deps.db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, input.email), eq(users.reserved, true)));
    if (taken) throw emailTaken();
    const [created] = await tx
      .insert(users)
      .values({
        accountId: caller.account.id,
        email: input.email,
        passwordHash,
        firstName: input.first_name,
        lastName: input.last_name,
        role: input.role,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) throw emailTaken();
    const link = await issuePasswordLink(tx, { userId: created.id, now: input.now });
    await recordAuditEvent(tx, {
      action: 'team.user_invited',
      actorUserId: caller.user.id,
      actorAccountId: caller.account.id,
      target: created.email,
      details: { role: input.role },
    });
    return { user: created, token: link.token };
  });
  await mailInvitation(deps, caller, user.email, token);
  return { ...pick(user), invited: true };
}

/**
 * Mails an invited user a new one-time link; their earlier unused links stop working. Only a user
 * of the caller's account who has not set a password yet (an unused link and none used) qualifies:
 * anyone else is refused, another account's user is not found.
 */
export async function resendTeamInvitation(
  deps: { db: Database; mail: Mailer; appUrl: string },
  caller: Caller,
  input: { userId: string; now: Date },
): Promise<TeamMember> {
  const { user, token } = await deps.db.transaction(async (tx) => {
    const [user] = await tx
      .select()
      .from(users)
      .where(
        and(
          eq(users.id, input.userId),
          eq(users.accountId, caller.account.id),
          isNull(users.disabledAt),
          eq(users.reserved, true),
        ),
      )
      .for('update');
    if (!user) throw notFound('User');
    const links = await tx
      .select({ usedAt: passwordLinks.usedAt })
      .from(passwordLinks)
      .where(eq(passwordLinks.userId, user.id));
    if (links.length === 0 || links.some((link) => link.usedAt !== null))
      throw new DomainError('TEAM_CHANGE_REFUSED', TEAM_MESSAGES.notInvited);
    const link = await issuePasswordLink(tx, { userId: user.id, now: input.now });
    await recordAuditEvent(tx, {
      action: 'team.invitation_resent',
      actorUserId: caller.user.id,
      actorAccountId: caller.account.id,
      target: user.email,
    });
    return { user, token: link.token };
  });
  await mailInvitation(deps, caller, user.email, token);
  return { ...pick(user), invited: true };
}

async function mailInvitation(
  deps: { mail: Mailer; appUrl: string },
  caller: Caller,
  email: string,
  token: string,
) {
  await deps.mail.send({
    to: email,
    subject: `You are invited to ${caller.account.name} on Pharmacy Marketplace`,
    text: [
      `${caller.user.firstName} ${caller.user.lastName} invited you to ${caller.account.name}.`,
      `Set your password here within ${PASSWORD_LINK_LIFETIME_HOURS} hours: ${passwordLinkUrl(deps.appUrl, token)}`,
      'Then sign in with your email and that password.',
    ].join('\n\n'),
  });
}

/** Changes a user's role; the last admin cannot be demoted. Answers the user. */
export async function changeTeamRole(
  db: Database,
  caller: Caller,
  input: { userId: string; role: TeamRole },
): Promise<TeamMember> {
  return db.transaction(async (tx) => {
    await lockAndCheck(tx, caller, input.userId, { kind: 'role', role: input.role });
    const [user] = await tx
      .update(users)
      .set({ role: input.role })
      .where(eq(users.id, input.userId))
      .returning();
    await recordAuditEvent(tx, {
      action: 'team.role_changed',
      actorUserId: caller.user.id,
      actorAccountId: caller.account.id,
      target: user!.email,
      details: { role: input.role },
    });
    const [invited] = await tx
      .select({ id: passwordLinks.id })
      .from(passwordLinks)
      .where(and(eq(passwordLinks.userId, input.userId), isNull(passwordLinks.usedAt)));
    return { ...pick(user!), invited: !!invited };
  });
}

/**
 * Removes a user from the account: disabled (their orders and history keep their name), their
 * sessions and access tokens ended and their unused links deleted at once, their email freed for
 * a later invitation. The last admin cannot be removed, nor can an admin remove themself.
 */
export async function removeTeamUser(
  db: Database,
  caller: Caller,
  input: { userId: string; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAndCheck(tx, caller, input.userId, { kind: 'remove' });
    const [user] = await tx
      .update(users)
      .set({ disabledAt: input.now, reserved: false })
      .where(eq(users.id, input.userId))
      .returning({ email: users.email });
    await revokeUserSessions(tx, input.userId, input.now);
    await revokeUserAccessTokens(tx, input.userId, input.now);
    await tx
      .delete(passwordLinks)
      .where(and(eq(passwordLinks.userId, input.userId), isNull(passwordLinks.usedAt)));
    await recordAuditEvent(tx, {
      action: 'team.user_removed',
      actorUserId: caller.user.id,
      actorAccountId: caller.account.id,
      target: user!.email,
    });
  });
}

/** Locks the account's active users, finds the target among them (else 404) and checks the change. */
async function lockAndCheck(
  tx: Pick<Database, 'select'>,
  caller: Caller,
  userId: string,
  change: TeamChange,
) {
  const team = await tx
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.accountId, caller.account.id), isNull(users.disabledAt), eq(users.reserved, true)))
    .orderBy(asc(users.id))
    .for('update');
  if (!team.some((user) => user.id === userId)) throw notFound('User');
  const activeAdminIds = team.filter((user) => user.role === 'admin').map((user) => user.id);
  assertTeamChangeAllowed({ activeAdminIds, callerId: caller.user.id, userId, change });
}

function pick(user: typeof users.$inferSelect) {
  const { id, email, firstName, lastName, role, createdAt } = user;
  return { id, email, firstName, lastName, role, createdAt };
}

function emailTaken() {
  return new DomainError('RESOURCE_CONFLICT', TEAM_MESSAGES.emailTaken, {
    fields: { email: [TEAM_MESSAGES.emailTaken] },
  });
}
