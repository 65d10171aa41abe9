/**
 * Net terms of a supplier's customer (supplier-side §3 Supplier-customer: credit_allocated,
 * net_days, credit_hold, invoices_due_on_last_day, invoices_due_day; §5 and §9: default net_days 30,
 * credit_allocated 0). Dates are ISO calendar dates (YYYY-MM-DD) computed in UTC.
 */
import type { ApplicationAccountType } from '../wholesaler-applications/applications.ts';

export const DEFAULT_NET_DAYS = 30;
export const DEFAULT_CREDIT_ALLOCATED_CENTS = 0;

export type NetTerms = {
  invoicedOn: string;
  /** null (blank) means the default, 30 days. */
  netDays: number | null;
  invoicesDueOnLastDay: boolean;
  /** 1–31; null or 0 means no due day (supplier-side §5: "sent only when greater than 0"). */
  invoicesDueDay: number | null;
};

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseIso(date: string): Date {
  const m = ISO.exec(date);
  const parsed = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
  if (!parsed || parsed.toISOString().slice(0, 10) !== date) throw new RangeError(`not an ISO date: ${date}`);
  return parsed;
}

const toIso = (d: Date) => d.toISOString().slice(0, 10);
const utc = (year: number, monthIndex: number, day: number) => new Date(Date.UTC(year, monthIndex, day));
const daysInMonth = (year: number, monthIndex: number) => utc(year, monthIndex + 1, 0).getUTCDate();

/**
 * When an invoice is due (supplier-side §4 Invoice due day, §5): net days after the invoice date;
 * then, when due on the last day, the last day of that month; or, with a due day, the first such day
 * on or after it (a day past the month's end means the month's last day).
 */
export function invoiceDueDate(terms: NetTerms): string {
  const netDays = terms.netDays ?? DEFAULT_NET_DAYS;
  if (!Number.isInteger(netDays) || netDays < 0)
    throw new RangeError(`net_days must be a whole number ≥ 0, got ${netDays}`);
  const dueDay = terms.invoicesDueDay ?? 0;
  if (!Number.isInteger(dueDay) || dueDay < 0 || dueDay > 31)
    throw new RangeError(`invoices_due_day must be 1–31, got ${dueDay}`);
  const invoiced = parseIso(terms.invoicedOn);
  const net = utc(invoiced.getUTCFullYear(), invoiced.getUTCMonth(), invoiced.getUTCDate() + netDays);
  const [year, month] = [net.getUTCFullYear(), net.getUTCMonth()];
  if (terms.invoicesDueOnLastDay) return toIso(utc(year, month, daysInMonth(year, month)));
  if (dueDay === 0) return toIso(net);
  const sameMonth = Math.min(dueDay, daysInMonth(year, month));
  if (sameMonth >= net.getUTCDate()) return toIso(utc(year, month, sameMonth));
  return toIso(utc(year, month + 1, Math.min(dueDay, daysInMonth(year, month + 1))));
}

/** An invoice is overdue from the day after its due date (both ISO dates). */
export function isOverdue(dueDate: string, today: string): boolean {
  return today > dueDate;
}

export type CreditCheck = {
  /** Only a net-terms account buys on terms; cash on delivery and card accounts pay when they order. */
  accountType: ApplicationAccountType;
  creditAllocatedCents: number;
  outstandingCents: number;
  orderTotalCents: number;
  creditHold: boolean;
};

/** Why an order may not go on the customer's terms, most fundamental first. */
export type TermsRefusal = 'not_net_terms' | 'credit_hold' | 'no_credit' | 'credit_exceeded';

/**
 * Whether an order may go on the customer's terms (pharmacy-side §4 Checkout: "credit is not
 * exceeded"), and if not, why. Decision (issue 22, Trust round 3): terms are opened by the supplier
 * and by nothing else, so an account of another type (cash on delivery, card) has none, a customer
 * on credit hold may not use them, and credit_allocated 0 (the default of a blank field) means no
 * credit was given, not an unlimited line; above 0, outstanding plus this order must fit in it.
 */
export function termsRefusalOf(check: CreditCheck): TermsRefusal | null {
  if (check.accountType !== 'net_terms') return 'not_net_terms';
  if (check.creditHold) return 'credit_hold';
  if (check.creditAllocatedCents <= 0) return 'no_credit';
  if (check.outstandingCents + check.orderTotalCents > check.creditAllocatedCents) return 'credit_exceeded';
  return null;
}

export function canPlaceOnCredit(check: CreditCheck): boolean {
  return termsRefusalOf(check) === null;
}
