/**
 * The authorization matrix's rules for sub-accounts, spend limits and purchase approvals (issue
 * 23): every route is a master pharmacy admin's. A caller's own objects hang off a sub-account of
 * its account, made fresh for each call; another account's are the other pharmacy's. The own
 * approval of a decision route has its `purchase-approval:<orderId>` workflow on the matrix's worker.
 */
import { randomUUID } from 'node:crypto';
import { accounts, locations, purchaseApprovals, users } from '../../../db/schema/index.ts';
import { startPurchaseApproval } from '../../../platform/temporal/purchase-approvals.ts';
import { insertOrder } from '../orders/orders-pharmacy-fixtures.ts';
import { subAccountPayload } from '../sub-accounts/sub-account-fixtures.ts';
import {
  accountIdOf,
  demoOf,
  MEMBERS,
  userIdOf,
  whose,
  type Role,
  type Scope,
} from './authorization-matrix-fixtures.ts';
import { t, type RouteRule } from './authorization-matrix-context.ts';

/** A sub-account of `owner`'s account with one user: the user's and the account's ids. */
async function aSubAccountOf(owner: Role) {
  const [account] = await t.db
    .insert(accounts)
    .values({
      kind: 'pharmacy',
      name: `Matrix branch ${randomUUID().slice(0, 6)}`,
      masterAccountId: accountIdOf(owner),
    })
    .returning({ id: accounts.id });
  const [user] = await t.db
    .insert(users)
    .values({
      accountId: account!.id,
      email: `matrix-branch-${randomUUID().slice(0, 8)}@example.com`,
      passwordHash: 'x',
      firstName: 'Matrix',
      lastName: 'Branch',
      role: 'admin',
    })
    .returning({ id: users.id });
  return { accountId: account!.id, userId: user!.id };
}

/** A fresh store of `owner`'s account (linking moves it, so never a demo location). */
async function aStoreOf(owner: Role) {
  const [row] = await t.db
    .insert(locations)
    .values({
      accountId: accountIdOf(owner),
      name: 'Matrix store',
      address1: '1 Matrix Way',
      city: 'Austin',
      stateId: 48,
      zipcode: '78701',
    })
    .returning({ id: locations.id });
  return row!.id;
}

/** An order of a sub-account of `owner` awaiting its approval; with `live`, its workflow runs. */
async function anApprovalOf(owner: Role, live: boolean) {
  const sub = await aSubAccountOf(owner);
  const order = await insertOrder(t.db, {
    pharmacy: demoOf(owner),
    overrides: { pharmacyAccountId: sub.accountId, placedByUserId: sub.userId, status: 'awaiting_approval' },
  });
  await t.db.insert(purchaseApprovals).values({
    orderId: order.id,
    masterAccountId: accountIdOf(owner),
    requestedByUserId: sub.userId,
    reason: 'per_order',
    limitCents: 100,
    expiresAt: new Date(Date.now() + 3_600_000),
    workflowStartedAt: live ? new Date() : null,
  });
  if (live)
    await startPurchaseApproval(
      t.temporal.client,
      t.env.temporal.taskQueue,
      { orderId: order.id, masterAccountId: accountIdOf(owner), pharmacyAccountId: sub.accountId },
      {},
    );
  return order.id;
}

const isPharmacy = (role: Role) => ['pharmacy', 'pharmacyMember', 'seller'].includes(role);

/**
 * The caller's own approval runs its workflow, whose opening step writes (a notice, the deadline):
 * not for a member, whose refusal is checked to change nothing while the rows are fingerprinted.
 */
const approvalParam = async (role: Role, scope: Scope) => ({
  order_id: isPharmacy(role)
    ? await anApprovalOf(whose(role, scope), scope === 'own' && !MEMBERS.has(role))
    : randomUUID(),
});

export const SUB_ACCOUNT_RULES: Record<string, RouteRule> = {
  'GET /api/v1/accounts/sub_accounts': { access: ['pharmacy'], role: 'admin' },
  'POST /api/v1/accounts/sub_accounts': {
    access: ['pharmacy'],
    role: 'admin',
    sample: (role) => ({ body: subAccountPayload({ master_user_id: userIdOf(role) }) }),
  },
  'PATCH /api/v1/locations/:id/account_link': {
    access: ['pharmacy'],
    role: 'admin',
    scoped: true,
    sample: async (role, scope) => {
      if (!isPharmacy(role)) return { params: { id: randomUUID() }, body: { sub_user_id: randomUUID() } };
      const sub = await aSubAccountOf(whose(role, 'own'));
      return { params: { id: await aStoreOf(whose(role, scope)) }, body: { sub_user_id: sub.userId } };
    },
  },
  'PUT /api/v1/accounts/sub_accounts/users/:user_id/spend_limit': {
    access: ['pharmacy'],
    role: 'admin',
    scoped: true,
    params: async (role, scope) => ({
      user_id: isPharmacy(role) ? (await aSubAccountOf(whose(role, scope))).userId : randomUUID(),
    }),
    body: { per_order_cents: 50_000, per_month_cents: null },
  },
  'GET /api/v1/purchase_approvals': { access: ['pharmacy'], role: 'admin' },
  'POST /api/v1/purchase_approvals/:order_id/approve': {
    access: ['pharmacy'],
    role: 'admin',
    scoped: true,
    params: approvalParam,
  },
  'POST /api/v1/purchase_approvals/:order_id/decline': {
    access: ['pharmacy'],
    role: 'admin',
    scoped: true,
    params: approvalParam,
    body: {},
  },
};
