/**
 * The first users of a production database (issue 22), created by an operator on the server host:
 * a support user (into the support desk's account, made on first use) and a supplier account with
 * its admin. Nobody chooses their password here: each gets a one-time link to set it, and until
 * then the stored hash is of a random secret nobody knows, so the account cannot be logged into.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { DomainError } from '../../domain/errors.ts';
import {
  INVITATION_MESSAGES,
  type SupplierInvitationInput,
  type SupportUserInput,
} from '../../domain/identity/invitations.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { generateSecret } from '../../platform/secrets.ts';
import type { Database } from '../client.ts';
import { accounts, auditEvents, supplierSettings, users } from '../schema/index.ts';
import { issuePasswordLink, type IssuedPasswordLink } from './password-links.ts';

export type ProvisionedUser = {
  accountId: string;
  accountName: string;
  userId: string;
  email: string;
  link: IssuedPasswordLink;
};

const SUPPORT_ACCOUNT_NAME = 'Marketplace Support';

/** A support user (role operator) with a one-time link; the support account is made if there is none. */
export async function createSupportUser(
  db: Database,
  input: SupportUserInput & { now: Date },
): Promise<ProvisionedUser> {
  return db.transaction(async (tx) => {
    await assertEmailFree(tx, input.email);
    const [existing] = await tx
      .select({ id: accounts.id, name: accounts.name })
      .from(accounts)
      .where(eq(accounts.kind, 'support'))
      .orderBy(asc(accounts.createdAt))
      .limit(1);
    const account =
      existing ??
      (
        await tx
          .insert(accounts)
          .values({ kind: 'support', name: SUPPORT_ACCOUNT_NAME })
          .returning({ id: accounts.id, name: accounts.name })
      )[0]!;
    return addUser(tx, account, { ...input, role: 'operator' }, 'operator.support_user_created');
  });
}

/** A supplier account, its default settings and its admin user with a one-time link. */
export async function inviteSupplier(
  db: Database,
  input: SupplierInvitationInput & { now: Date },
): Promise<ProvisionedUser> {
  return db.transaction(async (tx) => {
    await assertEmailFree(tx, input.email);
    const [taken] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.kind, 'supplier'), eq(sql`lower(${accounts.name})`, input.name.toLowerCase())));
    if (taken)
      throw new DomainError('RESOURCE_CONFLICT', INVITATION_MESSAGES.supplierNameTaken, {
        fields: { name: [INVITATION_MESSAGES.supplierNameTaken] },
      });
    const [account] = await tx
      .insert(accounts)
      .values({ kind: 'supplier', name: input.name, timeZone: input.time_zone })
      .returning({ id: accounts.id, name: accounts.name });
    await tx.insert(supplierSettings).values({ supplierAccountId: account!.id, timeZone: input.time_zone });
    return addUser(tx, account!, { ...input, role: 'admin' }, 'operator.supplier_invited');
  });
}

/**
 * A new one-time link for an existing user (a lost or expired one); the user's unused links stop
 * working. The current password keeps working until the link is used.
 */
export async function reissuePasswordLink(
  db: Database,
  input: { email: string; now: Date },
): Promise<ProvisionedUser> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, accountId: accounts.id, accountName: accounts.name })
      .from(users)
      .innerJoin(accounts, eq(accounts.id, users.accountId))
      .where(eq(sql`lower(${users.email})`, input.email.toLowerCase()));
    if (!user)
      throw new DomainError('RESOURCE_NOT_FOUND', INVITATION_MESSAGES.noSuchUser, {
        fields: { email: [INVITATION_MESSAGES.noSuchUser] },
      });
    const link = await issuePasswordLink(tx, { userId: user.id, now: input.now });
    await recordOperatorAction(tx, 'operator.password_link_issued', user.email, user.accountId);
    return {
      accountId: user.accountId,
      accountName: user.accountName,
      userId: user.id,
      email: user.email,
      link,
    };
  });
}

async function assertEmailFree(db: Pick<Database, 'select'>, email: string): Promise<void> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (user)
    throw new DomainError('RESOURCE_CONFLICT', INVITATION_MESSAGES.emailTaken, {
      fields: { email: [INVITATION_MESSAGES.emailTaken] },
    });
}

async function addUser(
  db: Pick<Database, 'insert' | 'delete'>,
  account: { id: string; name: string },
  input: SupportUserInput & { role: 'admin' | 'operator'; now: Date },
  action: string,
): Promise<ProvisionedUser> {
  const [user] = await db
    .insert(users)
    .values({
      accountId: account.id,
      email: input.email,
      firstName: input.first_name,
      lastName: input.last_name,
      role: input.role,
      // Unusable until the link is used: nobody knows this secret, not even the operator.
      passwordHash: await hashPassword(generateSecret()),
    })
    .returning({ id: users.id, email: users.email });
  const link = await issuePasswordLink(db, { userId: user!.id, now: input.now });
  await recordOperatorAction(db, action, user!.email, account.id);
  return { accountId: account.id, accountName: account.name, userId: user!.id, email: user!.email, link };
}

/** The audit trail's line: no actor, an operator on the server host outside any session. */
async function recordOperatorAction(
  db: Pick<Database, 'insert'>,
  action: string,
  email: string,
  accountId: string,
): Promise<void> {
  await db
    .insert(auditEvents)
    .values({ action, target: email, details: { account_id: accountId, via: 'cli' } });
}
