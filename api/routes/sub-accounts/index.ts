/** Sub-accounts, spend limits and purchase approvals (issue 23): a master pharmacy runs its group. */
import type { Context } from 'hono';
import { listPurchaseApprovals, listSubAccounts } from '../../../db/queries/sub-accounts.ts';
import { notFound } from '../../../domain/errors.ts';
import {
  APPROVAL_MESSAGES,
  type PurchaseApprovalDecision,
} from '../../../domain/sub-accounts/purchase-approval.ts';
import { SUB_ACCOUNT_MESSAGES, subAccountSchema } from '../../../domain/sub-accounts/sub-account-schema.ts';
import { isoDateIn } from '../../../domain/zoned-dates.ts';
import { decidePurchase } from '../../../platform/temporal/purchase-approvals.ts';
import { createSubAccount } from '../../../services/sub-accounts/create-sub-account.ts';
import { linkLocationToSubAccount } from '../../../services/sub-accounts/link-location.ts';
import { assertMasterAdmin } from '../../../services/sub-accounts/master-guard.ts';
import { setSpendLimit } from '../../../services/sub-accounts/set-spend-limit.ts';
import { parseWith } from '../../contract/request-invalid.ts';
import { addRoute, createRouter } from '../../contract/router.ts';
import type { AppEnv } from '../../context.ts';
import { updateIdOf } from '../../middleware/update-id.ts';
import * as routes from './routes.ts';
import { serializePurchaseApproval, serializeSubAccount } from './serializers.ts';

export const subAccountRoutes = createRouter();

addRoute(subAccountRoutes, routes.listSubAccounts, async (c) => {
  const caller = c.get('caller');
  assertMasterAdmin(caller);
  const rows = await listSubAccounts(c.get('deps').db, caller.account.id);
  return c.json({ data: rows.map(serializeSubAccount) }, 200);
});

addRoute(subAccountRoutes, routes.createSubAccount, async (c) => {
  const { db, env, ports, now } = c.get('deps');
  const caller = c.get('caller');
  const at = now();
  const input = parseWith(subAccountSchema(isoDateIn(at, caller.account.timeZone)), c.req.valid('json'));
  const created = await createSubAccount(
    { db, mail: ports.mail, appUrl: env.appUrl, now: at },
    caller,
    input,
  );
  const sub_account = {
    account_id: created.accountId,
    user_id: created.userId,
    email: created.email,
    business_legal_name: created.name,
  };
  return c.json({ message: SUB_ACCOUNT_MESSAGES.created, sub_account }, 201);
});

addRoute(subAccountRoutes, routes.linkAccount, async (c) => {
  const linked = await linkLocationToSubAccount(
    c.get('deps').db,
    c.get('caller'),
    c.req.valid('param').id,
    c.req.valid('json').sub_user_id,
  );
  const answer = {
    message: SUB_ACCOUNT_MESSAGES.linked,
    location_id: linked.locationId,
    account_id: linked.accountId,
  };
  return c.json(answer, 200);
});

addRoute(subAccountRoutes, routes.setSpendLimit, async (c) => {
  const { db, now } = c.get('deps');
  const userId = c.req.valid('param').user_id;
  const saved = await setSpendLimit(db, c.get('caller'), userId, c.req.valid('json'), now());
  return c.json({ message: 'Spend limits saved.', user_id: userId, ...saved }, 200);
});

addRoute(subAccountRoutes, routes.listPurchaseApprovals, async (c) => {
  const caller = c.get('caller');
  assertMasterAdmin(caller);
  const rows = await listPurchaseApprovals(c.get('deps').db, caller.account.id, c.req.valid('query').status);
  return c.json({ data: rows.map(serializePurchaseApproval) }, 200);
});

/** The master's own approval or 404 before Temporal is asked; the workflow validates again. */
async function decide(
  c: Context<AppEnv>,
  orderId: string,
  verdict: PurchaseApprovalDecision['decision'],
  reason?: string,
) {
  const { db, temporal } = c.get('deps');
  const caller = c.get('caller');
  assertMasterAdmin(caller);
  const mine = await listPurchaseApprovals(db, caller.account.id);
  if (!mine.some((a) => a.orderId === orderId)) throw notFound('Purchase approval');
  const decision = { masterAccountId: caller.account.id, userId: caller.user.id, decision: verdict, reason };
  const state = await decidePurchase(temporal, orderId, decision, {
    updateId: updateIdOf(c, `decide-purchase:${orderId}`),
  });
  const message =
    state.status === 'declined'
      ? APPROVAL_MESSAGES.declined
      : state.orderStatus === 'cancelled'
        ? APPROVAL_MESSAGES.cardRefused
        : APPROVAL_MESSAGES.approved;
  return c.json({ message, status: state.status, order_status: state.orderStatus }, 200);
}

addRoute(subAccountRoutes, routes.approvePurchase, (c) =>
  decide(c, c.req.valid('param').order_id, 'approved'),
);

addRoute(subAccountRoutes, routes.declinePurchase, (c) =>
  decide(c, c.req.valid('param').order_id, 'declined', c.req.valid('json').reason),
);
