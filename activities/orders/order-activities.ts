/**
 * The order-fulfilment workflow's activities (registered by activities/index.ts). Each is one
 * idempotent transaction keyed by the order and the step; refusals are typed failures.
 */
import { log } from '@temporalio/activity';
import type { Database } from '../../db/client.ts';
import type {
  AnswerEditProposalInput,
  CancelOrderInput,
  DeliveredBy,
  ModifyOrderInput,
  ShipOrderInput,
} from '../../workflows/orders/messages.ts';
import { acceptOrder } from './accept-order.ts';
import { answerEditProposal } from './answer-edit-proposal.ts';
import { refusing } from '../../platform/temporal/failure-codec.ts';
import { cancelOrder } from './cancel-order.ts';
import { markOrderOverdue, markOrderPaid, remindInvoice, type ReminderKind } from './collect-invoice.ts';
import { markOrderDelivered } from './deliver-order.ts';
import { invoiceOrder } from './invoice-order.ts';
import { loadOrderForWorkflow } from './load-order.ts';
import { modifyOrder } from './modify-order.ts';
import { shipOrder } from './ship-order.ts';
import { sendRefunds } from '../payments/refunds.ts';
import type { Ports } from '../ports/index.ts';

type Deps = { db: Database; now: () => Date; ports: Pick<Ports, 'cards' | 'bank'> };

export function createOrderActivities({ db, now, ports }: Deps) {
  /** Sends what the edit or cancellation queued back to the payer; what fails waits for the reconciler. */
  const sendOrderRefunds = (orderId: string) =>
    sendRefunds({ db, cards: ports.cards, bank: ports.bank, logger: log, now: now() }, { orderId });
  return {
    /** Reads the order for its workflow and marks the workflow started. */
    loadOrderForWorkflow: (orderId: string) => refusing(() => loadOrderForWorkflow(db, orderId, now())),
    /** placed/modified → accepted; tells the pharmacy. */
    acceptOrder: (orderId: string) => refusing(() => acceptOrder(db, orderId, now())),
    /** The `seq`-th edit: quantities, shipping, fee switches, totals, stock; tells the other party. */
    modifyOrder: (orderId: string, seq: number, input: ModifyOrderInput) =>
      refusing(async () => {
        const result = await modifyOrder(db, orderId, seq, input, now());
        await sendOrderRefunds(orderId);
        return result;
      }),
    /** The pharmacy accepts (applied as the `seq`-th edit) or declines the supplier's proposed change. */
    answerEditProposal: (orderId: string, seq: number, answer: AnswerEditProposalInput) =>
      refusing(async () => {
        const result = await answerEditProposal(db, orderId, seq, answer, now());
        await sendOrderRefunds(orderId);
        return result;
      }),
    /** Records the shipment and its packages; the order ships; tells the pharmacy. */
    shipOrder: (orderId: string, input: ShipOrderInput) =>
      refusing(() => shipOrder(db, orderId, input, now())),
    /** Before shipment: gives the stock back, refunds a payment taken at placement (sent now); tells the other party. */
    cancelOrder: (orderId: string, input: CancelOrderInput) =>
      refusing(async () => {
        const result = await cancelOrder(db, orderId, input, now());
        await sendOrderRefunds(orderId);
        return result;
      }),
    /** shipped → delivered, recording who said so. */
    markOrderDelivered: (orderId: string, by: DeliveredBy) =>
      refusing(() => markOrderDelivered(db, orderId, by, now())),
    /** Creates the invoice with its due date from the customer's net terms. */
    invoiceOrder: (orderId: string) => refusing(() => invoiceOrder(db, orderId, now())),
    /** A payment reminder (before due, or the n-th overdue one). */
    remindInvoice: (orderId: string, reminder: { kind: ReminderKind; n: number }) =>
      refusing(() => remindInvoice(db, orderId, reminder, now())),
    /** Past due: invoice and order overdue. */
    markOrderOverdue: (orderId: string) => refusing(() => markOrderOverdue(db, orderId, now())),
    /** Paid: the order (and its invoice) paid; tells the supplier. */
    markOrderPaid: (orderId: string) => refusing(() => markOrderPaid(db, orderId, now())),
  };
}
