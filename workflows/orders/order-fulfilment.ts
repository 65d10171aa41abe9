/**
 * An order from placement to payment (issue 4 "Order fulfilment"): the supplier accepts or
 * modifies it (or either side cancels it before shipment), ships it, it is delivered (by tracking
 * or by the pharmacy, whichever first), invoiced on the customer's net terms, and paid. An order
 * paid at checkout is invoiced as paid and completes at delivery.
 */
import { allHandlersFinished, condition, proxyActivities, setHandler } from '@temporalio/workflow';
import type { Activities } from '../../activities/index.ts';
import { assertOrderTransition, type OrderStatus } from '../../domain/orders/order-state.ts';
import { collectPayment } from './collect-payment.ts';
import { handleOrderCommands } from './commands.ts';
import { guard } from '../shared/failures/refusals.ts';
import {
  invoicePaidSignal,
  markDeliveredSignal,
  markDeliveredUpdate,
  orderStateQuery,
  type DeliveredBy,
  type MarkDeliveredInput,
  type OrderFulfilmentInput,
  type OrderState,
} from './messages.ts';
import { trackUntilDelivered } from './track-until-delivered.ts';
import { CLOCK_ACTIVITY_OPTIONS } from '../shared/activity-options.ts';

const acts = proxyActivities<Activities>(CLOCK_ACTIVITY_OPTIONS);

const BEFORE_SHIPMENT: readonly OrderStatus[] = ['placed', 'accepted', 'modified'];
const AFTER_DELIVERY: readonly OrderStatus[] = ['delivered', 'invoiced', 'overdue', 'paid'];

/** The order workflow, id `order:<orderId>`, started by checkout once the order row is committed. */
export async function orderFulfilmentWorkflow(input: OrderFulfilmentInput): Promise<OrderState> {
  const state: OrderState = {
    orderId: input.orderId,
    status: 'placed',
    shipmentId: null,
    trackingOutcome: null,
    deliveredBy: null,
    invoiceId: null,
    dueOn: null,
    remindersSent: 0,
    cancelledBy: null,
    modifications: 0,
    editProposalId: null,
  };
  let lineIds: ReadonlySet<string> | null = null;
  let deliveredSignal: DeliveredBy | null = null;
  // Kept by invoice id: a payment can be signalled before this workflow has seen its invoice.
  const paidInvoices = new Set<string>();
  // Every handler is set before the first await: a message that finds no handler is refused.
  setHandler(orderStateQuery, () => state);
  setHandler(markDeliveredSignal, ({ by }) => {
    if (state.status === 'shipped') deliveredSignal ??= by;
  });
  // Delivered already (tracking came first) is an answer, not a refusal; before shipment it is.
  const checkDelivery = () => {
    if (state.status !== 'shipped' && !AFTER_DELIVERY.includes(state.status))
      assertOrderTransition(state.status, 'delivered');
  };
  setHandler(
    markDeliveredUpdate,
    async ({ by }) => {
      // Checked again, as every command's handler does: the validator is not the only guard.
      guard(checkDelivery);
      if (state.status === 'shipped') deliveredSignal ??= by;
      await condition(() => state.status !== 'shipped');
      return state;
    },
    { validator: (_input: MarkDeliveredInput) => guard(checkDelivery) },
  );
  setHandler(invoicePaidSignal, ({ invoiceId }) => void paidInvoices.add(invoiceId));
  handleOrderCommands(state, () => lineIds);

  const order = await acts.loadOrderForWorkflow(input.orderId);
  Object.assign(state, {
    status: order.status,
    shipmentId: order.shipmentId,
    invoiceId: order.invoiceId,
    dueOn: order.dueOn,
  });
  lineIds = new Set(order.lineIds);

  // Accept, modify, ship and cancel arrive as updates (orders/commands.ts).
  await condition(() => !BEFORE_SHIPMENT.includes(state.status) && allHandlersFinished());
  if (state.status === 'shipped')
    await trackUntilDelivered(state, input.durations?.tracking, () => deliveredSignal);
  if (state.status === 'delivered' || state.status === 'invoiced' || state.status === 'overdue') {
    const invoice = await acts.invoiceOrder(state.orderId);
    state.invoiceId = invoice.invoiceId;
    state.dueOn = invoice.dueOn;
    if (invoice.status === 'paid') state.status = 'paid';
    else {
      if (state.status === 'delivered') state.status = 'invoiced';
      await collectPayment(state, invoice, input.durations, () => paidInvoices.has(invoice.invoiceId));
    }
  }
  await condition(allHandlersFinished);
  return state;
}
