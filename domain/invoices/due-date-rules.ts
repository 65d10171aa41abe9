/**
 * Which terms set an invoice's due date (issue 11: supplier preferences "drive invoice due dates and
 * statements"; supplier-side §3 Supplier preference and Supplier-customer, §4 Invoice due day).
 * Decision recorded in docs/decisions.md "Supplier preferences (issue 11)":
 *  1. the supplier pays by statement: the invoice is due on its statement's due date;
 *  2. otherwise the customer's own end-of-month terms win;
 *  3. otherwise the supplier's end-of-month preference applies after the customer's net days;
 *  4. otherwise the customer's net days alone.
 */
import { invoiceDueDate } from './net-terms.ts';

/** An end-of-month choice: the month's last day, or a due day 1–31 (null: none chosen). */
export type EndOfMonth = { invoicesDueOnLastDay: boolean; invoicesDueDay: number | null };

export type CustomerTermsForDueDate = EndOfMonth & { netDays: number | null };
export type SupplierPreferencesForDueDate = EndOfMonth & { payByStatement: boolean };

/** Whether an end-of-month choice was made (a due day of 0 is none, supplier-side §5). */
export function hasEndOfMonth(eom: EndOfMonth): boolean {
  return eom.invoicesDueOnLastDay || (eom.invoicesDueDay ?? 0) > 0;
}

const daysInMonth = (year: number, monthIndex: number) =>
  new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();

/**
 * A statement's due date: the supplier's end-of-month choice applied to the month after the one the
 * invoice was issued in — its last day, or its due day (a day past its end means its last day).
 * Without a choice, the last day.
 */
export function statementDueDate(invoicedOn: string, eom: EndOfMonth): string {
  const [year, month] = invoicedOn.split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(year, month, 1));
  const [y, m] = [next.getUTCFullYear(), next.getUTCMonth()];
  const last = daysInMonth(y, m);
  const day = hasEndOfMonth(eom) && !eom.invoicesDueOnLastDay ? Math.min(eom.invoicesDueDay!, last) : last;
  return new Date(Date.UTC(y, m, day)).toISOString().slice(0, 10);
}

export type DueDateDecision = { dueOn: string; payByStatement: boolean };

/** The due date of an invoice issued on `invoicedOn`, and whether it is paid by statement. */
export function decideInvoiceDueDate(input: {
  invoicedOn: string;
  customer: CustomerTermsForDueDate | null;
  supplier: SupplierPreferencesForDueDate | null;
}): DueDateDecision {
  const { invoicedOn, customer, supplier } = input;
  if (supplier?.payByStatement)
    return { dueOn: statementDueDate(invoicedOn, supplier), payByStatement: true };
  const netDays = customer?.netDays ?? null;
  const eom =
    customer && hasEndOfMonth(customer)
      ? customer
      : supplier && hasEndOfMonth(supplier)
        ? supplier
        : { invoicesDueOnLastDay: false, invoicesDueDay: null };
  return {
    dueOn: invoiceDueDate({
      invoicedOn,
      netDays,
      invoicesDueOnLastDay: eom.invoicesDueOnLastDay,
      invoicesDueDay: eom.invoicesDueDay,
    }),
    payByStatement: false,
  };
}
