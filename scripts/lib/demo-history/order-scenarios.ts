/**
 * The demo pharmacy's order history with Keystone: one order in every status the product keeps
 * (placed, accepted, modified, shipped, invoiced, paid, overdue, cancelled), placed over the last
 * three months. Delivered is a status the product passes through, not one it rests in: the order
 * workflow issues the invoice the moment an order is delivered, so every invoiced, paid and overdue
 * demo order was delivered first (its delivered date and timeline show it; docs/decisions.md).
 */
import type { OrderStatus } from '../../../domain/orders/order-state.ts';
import type { OrderDurations } from '../../../workflows/orders/messages.ts';
import { backdateOrder, type OrderDates } from './backdate.ts';
import {
  accept,
  cancel,
  checkout,
  checkoutWithDurations,
  deliver,
  modify,
  payInvoice,
  ship,
  statusOf,
} from './order-steps.ts';
import { waitFor, type DemoWorld } from './world.ts';

/**
 * Net-terms days of a tenth of a second for the overdue order: its 30-day invoice is due in
 * 3 s and overdue 0.1 s later; one overdue reminder, then it waits for the payment like any other.
 */
export const OVERDUE_DURATIONS: OrderDurations = {
  dayMs: 100,
  reminderDaysBeforeDue: 3,
  overdueReminderEveryDays: 1,
  overdueReminderCap: 1,
};

export type OrderScenario = {
  /** The marker's name: `order:<what it shows>`. */
  name: string;
  /** The status the order is left in. */
  status: OrderStatus;
  dates: OrderDates;
  play: (w: DemoWorld, made: (id: string) => Promise<void>) => Promise<void>;
};

const memo = (what: string) => `Demo history: ${what}`;

export const ORDER_SCENARIOS: OrderScenario[] = [
  {
    name: 'order:paid',
    status: 'paid',
    dates: { placedDaysAgo: 84, paidAfterDays: 21 },
    async play(w, made) {
      const order = await checkout(w, this.name, 'pay_offline', memo('net 30, paid by card'));
      await made(order.id);
      await accept(w, order);
      await ship(w, order);
      await deliver(w, order, 'invoiced');
      await payInvoice(w, order);
    },
  },
  {
    name: 'order:paid-at-checkout',
    status: 'paid',
    dates: { placedDaysAgo: 58 },
    async play(w, made) {
      const order = await checkout(w, this.name, 'card', memo('paid by card at checkout'));
      await made(order.id);
      await accept(w, order);
      await ship(w, order);
      // Paid at placement: the invoice is issued paid and the order is paid on delivery.
      await deliver(w, order, 'paid');
    },
  },
  {
    name: 'order:overdue',
    status: 'overdue',
    dates: { placedDaysAgo: 50 },
    async play(w, made) {
      const order = await checkoutWithDurations(w, memo('net 30, not paid yet'), OVERDUE_DURATIONS);
      await made(order.id);
      await accept(w, order);
      await ship(w, order);
      await deliver(w, order, 'invoiced');
      await waitFor(`order #${order.number}`, () => statusOf(w, order), 'overdue');
    },
  },
  {
    name: 'order:cancelled',
    status: 'cancelled',
    dates: { placedDaysAgo: 33 },
    async play(w, made) {
      const order = await checkout(w, this.name, 'pay_offline', memo('cancelled before acceptance'));
      await made(order.id);
      await cancel(w, order, 'Ordered from the wrong location.');
    },
  },
  {
    name: 'order:invoiced',
    status: 'invoiced',
    // Its workflow counts the 30 days from today; its dates say 4 days ago (docs/decisions.md).
    dates: { placedDaysAgo: 9 },
    async play(w, made) {
      const order = await checkout(w, this.name, 'pay_offline', memo('net 30, invoice open'));
      await made(order.id);
      await accept(w, order);
      await ship(w, order);
      await deliver(w, order, 'invoiced');
    },
  },
  {
    name: 'order:shipped',
    status: 'shipped',
    dates: { placedDaysAgo: 3 },
    async play(w, made) {
      const order = await checkout(w, this.name, 'pay_offline', memo('on its way (UPS)'));
      await made(order.id);
      await accept(w, order);
      await ship(w, order);
    },
  },
  {
    name: 'order:modified',
    status: 'modified',
    dates: { placedDaysAgo: 2 },
    async play(w, made) {
      const order = await checkout(w, this.name, 'pay_offline', memo('upgraded to 2nd Day Air'));
      await made(order.id);
      await modify(w, order);
    },
  },
  {
    name: 'order:accepted',
    status: 'accepted',
    dates: { placedDaysAgo: 1 },
    async play(w, made) {
      const order = await checkout(w, this.name, 'pay_offline', memo('accepted, not shipped yet'));
      await made(order.id);
      await accept(w, order);
    },
  },
  {
    name: 'order:placed',
    status: 'placed',
    dates: { placedDaysAgo: 0 },
    async play(w, made) {
      const order = await checkout(w, this.name, 'pay_offline', memo('waiting for Keystone'));
      await made(order.id);
    },
  },
];

/** Plays a scenario and then moves its order's dates back. */
export async function playOrderScenario(
  w: DemoWorld,
  scenario: OrderScenario,
  made: (id: string) => Promise<void>,
) {
  let orderId: string | null = null;
  await scenario.play(w, async (id) => {
    orderId = id;
    await made(id);
  });
  if (orderId) await backdateOrder(w.db, orderId, scenario.dates);
}
