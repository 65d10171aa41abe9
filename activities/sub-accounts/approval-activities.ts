/** The purchase-approval workflow's activities (registered by activities/index.ts); refusals are typed failures. */
import type { Database } from '../../db/client.ts';
import type { PurchaseApprovalDecision } from '../../domain/sub-accounts/purchase-approval.ts';
import type { Logger } from '../../platform/logger.ts';
import { refusing } from '../../platform/temporal/failure-codec.ts';
import type { CardProcessor } from '../ports/card-processor.ts';
import {
  expirePurchaseApproval,
  openPurchaseApproval,
  recordDecline,
  remindPurchaseApproval,
} from './approval-steps.ts';
import { approvePurchase } from './approve-order.ts';

type Deps = { db: Database; cards: CardProcessor; logger: Pick<Logger, 'error'>; now: () => Date };

export function createPurchaseApprovalActivities({ db, cards, logger, now }: Deps) {
  return {
    /** Reads the approval for its workflow (null when gone), sets its deadline and tells the master once. */
    openPurchaseApproval: (orderId: string, expiryMs: number) =>
      refusing(() => openPurchaseApproval(db, orderId, expiryMs)),
    /** Reminds the master of an approval still pending. */
    remindPurchaseApproval: (orderId: string) => refusing(() => remindPurchaseApproval(db, orderId, now())),
    /** pending → expired: the order cancelled, its stock released, nothing charged. */
    expirePurchaseApproval: (orderId: string) => refusing(() => expirePurchaseApproval(db, orderId, now())),
    /** A master admin's decision: approved (paid, placed) or declined (cancelled, stock released). */
    recordPurchaseDecision: (orderId: string, decision: PurchaseApprovalDecision) =>
      refusing(() =>
        decision.decision === 'approved'
          ? approvePurchase({ db, cards, logger, now: now() }, orderId, decision)
          : recordDecline(db, orderId, decision, now()),
      ),
  };
}
