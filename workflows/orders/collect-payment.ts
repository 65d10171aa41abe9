/**
 * Waiting for an invoice to be paid (issue 4: paid or overdue, with reminders): a reminder a few
 * days before the due date, overdue from the day after it, then a reminder every few days up to a
 * cap, and paid whenever the 'invoicePaid' signal arrives. Days are `durations.dayMs` long.
 */
import { condition, proxyActivities } from '@temporalio/workflow';
import type { Activities } from '../../activities/index.ts';
import { daysBetween } from '../../domain/dates.ts';
import { orderDurations } from './durations.ts';
import type { OrderDurations, OrderState } from './messages.ts';
import { CLOCK_ACTIVITY_OPTIONS } from '../shared/activity-options.ts';

const acts = proxyActivities<Activities>(CLOCK_ACTIVITY_OPTIONS);

/** Waits until `isPaid()` or until `at` (epoch ms of workflow time); true when paid. */
async function paidBy(isPaid: () => boolean, at: number): Promise<boolean> {
  const wait = at - Date.now();
  if (wait > 0) await condition(isPaid, wait);
  return isPaid();
}

/** Reminds and escalates until the invoice is paid, then records the order paid. */
export async function collectPayment(
  state: OrderState,
  invoice: { issuedOn: string; dueOn: string },
  given: OrderDurations | undefined,
  isPaid: () => boolean,
): Promise<void> {
  const d = orderDurations(given);
  const start = Date.now();
  const dueAt = start + Math.max(0, daysBetween(invoice.issuedOn, invoice.dueOn)) * d.dayMs;
  const reminderAt = dueAt - d.reminderDaysBeforeDue * d.dayMs;
  if (reminderAt > start && !(await paidBy(isPaid, reminderAt))) {
    await acts.remindInvoice(state.orderId, { kind: 'due_soon', n: 0 });
    state.remindersSent += 1;
  }
  // Overdue from the day after the due date (domain/invoices/net-terms.ts isOverdue).
  if (!(await paidBy(isPaid, dueAt + d.dayMs))) {
    await acts.markOrderOverdue(state.orderId);
    state.status = 'overdue';
    for (let n = 1; n <= d.overdueReminderCap; n++) {
      if (await paidBy(isPaid, Date.now() + d.overdueReminderEveryDays * d.dayMs)) break;
      await acts.remindInvoice(state.orderId, { kind: 'overdue', n });
      state.remindersSent += 1;
    }
    await condition(isPaid);
  }
  await acts.markOrderPaid(state.orderId);
  state.status = 'paid';
}
