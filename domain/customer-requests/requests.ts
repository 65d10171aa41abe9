/**
 * Customer requests (supplier-side §3 credit increase, account type change, end-of-month change; §4
 * "pending to approved or declined, decided by the supplier"; issue 11): what a pharmacy asks of a
 * supplier it buys from, the decisions the supplier may make, and the clock a request runs on.
 * Pure: the workflow validates decisions with these rules before anything is written.
 */
import { DomainError } from '../errors.ts';
import { formatCents, parseDollarsToCents } from '../money.ts';
import type { ApplicationAccountType } from '../wholesaler-applications/applications.ts';

/** The three kinds, named as their API paths name them. */
export const CUSTOMER_REQUEST_KINDS = ['credit_increase', 'payment_account_change', 'eom_change'] as const;
export type CustomerRequestKind = (typeof CUSTOMER_REQUEST_KINDS)[number];

export const CUSTOMER_REQUEST_STATUSES = ['pending', 'approved', 'declined', 'expired', 'withdrawn'] as const;
export type CustomerRequestStatus = (typeof CUSTOMER_REQUEST_STATUSES)[number];

/** A supplier's customer terms as a request asks for them or a decision sets them (cents, days). */
export type CustomerTerms = {
  creditAllocatedCents?: number | undefined;
  netDays?: number | undefined;
  invoicesDueOnLastDay?: boolean | undefined;
  invoicesDueDay?: number | null | undefined;
  /** How the customer pays: an approved account-type change makes it a net-terms account. */
  accountType?: ApplicationAccountType | undefined;
};

/** The supplier's decision as the workflow receives it; `terms` are what approval writes. */
export type CustomerRequestDecision = {
  supplierAccountId: string;
  userId: string;
  decision: 'approved' | 'declined';
  /** A credit increase: the boxes ticked (none ticked already turned into both). */
  boxes?: { credit: boolean; terms: boolean } | undefined;
  /** An account-type or end-of-month change: the terms the supplier's form gives. */
  terms?: CustomerTerms | undefined;
  /** A decline: why, shown to the pharmacy (required to decline a credit increase; issue 21). */
  reason?: string | undefined;
};

/** The pharmacy takes back its own pending request (issue 21). */
export type CustomerRequestWithdrawal = { pharmacyAccountId: string; userId: string };

/**
 * The clock: a request nobody decides expires `expiryMs` after it was made (14 days), and the
 * supplier is reminded `reminderMs` after it was made (3 days) while it is still pending.
 */
export type CustomerRequestDurations = { expiryMs?: number; reminderMs?: number };
const DAY = 24 * 60 * 60 * 1000;
export const DEFAULT_REQUEST_EXPIRY_MS = 14 * DAY;
export const DEFAULT_REQUEST_REMINDER_MS = 3 * DAY;

/** The waits of one request: the reminder falls before the expiry or not at all. */
export function requestTimings(durations: CustomerRequestDurations | undefined) {
  const expiryMs = durations?.expiryMs ?? DEFAULT_REQUEST_EXPIRY_MS;
  const reminderMs = durations?.reminderMs ?? Math.min(DEFAULT_REQUEST_REMINDER_MS, Math.floor(expiryMs / 2));
  return { expiryMs, reminderMs };
}

export const REQUEST_MESSAGES = {
  decided: (status: CustomerRequestStatus) => `This request was already ${status}.`,
  expired: 'This request has expired and can no longer be decided.',
  notFound: 'Customer request not found',
  dueDay: 'Invoices due day is required unless due on last day is chosen.',
  netDays: 'Credit terms must be digits, at least 1.',
  nothingAsked: 'Tick a credit increase, a terms increase or both.',
  pendingExists: 'A request of this kind is already pending with this wholesaler.',
  notCustomer: 'You can send requests only to wholesalers that approved you as a customer.',
  /** Ours (docs/decisions.md): a "raise" that is none is refused on its field. */
  creditNotRaised: (current: number) => `Ask for more than your current credit of ${formatCents(current)}.`,
  termsNotRaised: (current: number) => `Ask for longer terms than your current net ${current} days.`,
  reasonRequired: 'Please give a reason for declining.',
  withdrawn: 'Request withdrawn.',
} as const;

/**
 * A credit increase must ask for more than the customer has: a credit above its current line, terms
 * longer than its current net days (issue 21: a "raise" below or at today's terms was taken). 422
 * naming the field otherwise.
 */
export function assertRaise(
  current: { creditAllocatedCents: number; netDays: number },
  asked: {
    creditIncrease: boolean;
    termsIncrease: boolean;
    askedCreditCents: number | null;
    askedNetDays: number | null;
  },
): void {
  if (
    asked.creditIncrease &&
    asked.askedCreditCents !== null &&
    asked.askedCreditCents <= current.creditAllocatedCents
  ) {
    const message = REQUEST_MESSAGES.creditNotRaised(current.creditAllocatedCents);
    throw new DomainError('CUSTOMER_REQUEST_INVALID', message, { fields: { credit_allocated: [message] } });
  }
  if (asked.termsIncrease && asked.askedNetDays !== null && asked.askedNetDays <= current.netDays) {
    const message = REQUEST_MESSAGES.termsNotRaised(current.netDays);
    throw new DomainError('CUSTOMER_REQUEST_INVALID', message, { fields: { net_days: [message] } });
  }
}

/** What the workflow knows of a request when a decision arrives. */
export type DecidableRequest = {
  kind: CustomerRequestKind;
  status: CustomerRequestStatus;
  supplierAccountId: string;
  /** ISO instant after which nobody may decide it. */
  expiresAt: string;
};

/** A request that is no longer pending is a conflict (409) with the message of what it became. */
export function assertPending(status: CustomerRequestStatus): void {
  if (status === 'expired') throw new DomainError('RESOURCE_CONFLICT', REQUEST_MESSAGES.expired);
  if (status !== 'pending') throw new DomainError('RESOURCE_CONFLICT', REQUEST_MESSAGES.decided(status));
}

/** A request still open to a decision or a withdrawal: pending and not past its expiry (409 otherwise). */
function assertOpen(request: Pick<DecidableRequest, 'status' | 'expiresAt'>, nowMs: number) {
  assertPending(request.status);
  if (nowMs >= Date.parse(request.expiresAt))
    throw new DomainError('RESOURCE_CONFLICT', REQUEST_MESSAGES.expired);
}

/**
 * Refuses a decision the request cannot take: another supplier's request is not found (404), a
 * decided or expired one is a conflict (409), a credit increase declined without a reason is 422
 * on `reason`. Nothing is written when this throws.
 */
export function assertDecidable(request: DecidableRequest, decision: CustomerRequestDecision, nowMs: number) {
  if (decision.supplierAccountId !== request.supplierAccountId)
    throw new DomainError('RESOURCE_NOT_FOUND', REQUEST_MESSAGES.notFound);
  assertOpen(request, nowMs);
  if (
    decision.decision === 'declined' &&
    request.kind === 'credit_increase' &&
    (decision.reason ?? '').trim() === ''
  )
    throw new DomainError('CUSTOMER_REQUEST_INVALID', REQUEST_MESSAGES.reasonRequired, {
      fields: { reason: [REQUEST_MESSAGES.reasonRequired] },
    });
}

/**
 * The pharmacy may withdraw only its own request (another's is not found, 404) while it is still
 * open; a decided, expired or withdrawn one is a conflict (409). Nothing is written when this throws.
 */
export function assertWithdrawable(
  request: Pick<DecidableRequest, 'status' | 'expiresAt'> & { pharmacyAccountId: string },
  withdrawal: CustomerRequestWithdrawal,
  nowMs: number,
) {
  if (withdrawal.pharmacyAccountId !== request.pharmacyAccountId)
    throw new DomainError('RESOURCE_NOT_FOUND', REQUEST_MESSAGES.notFound);
  assertOpen(request, nowMs);
}

/** supplier-side §4: approving with neither box ticked ticks both. */
export function creditBoxesOf(ticked: {
  credit_increase?: boolean | undefined;
  terms_increase?: boolean | undefined;
}) {
  const credit = ticked.credit_increase === true;
  const terms = ticked.terms_increase === true;
  return credit || terms ? { credit, terms } : { credit: true, terms: true };
}

/** supplier-side §5: credit terms are digits, at least 1 (and a smallint in the table). */
export function assertNetDays(netDays: number, field = 'net_days'): number {
  if (!Number.isInteger(netDays) || netDays < 1 || netDays > 365)
    throw new DomainError('CUSTOMER_REQUEST_INVALID', REQUEST_MESSAGES.netDays, {
      fields: { [field]: [REQUEST_MESSAGES.netDays] },
    });
  return netDays;
}

/**
 * supplier-side §5: the invoices due day is required unless due on last day is chosen; a due day
 * is sent only when greater than 0, and due on the last day clears it.
 */
export function dueDayOf(onLastDay: boolean, dueDay: number | null | undefined): number | null {
  if (onLastDay) return null;
  if (dueDay === undefined || dueDay === null || dueDay <= 0)
    throw new DomainError('CUSTOMER_REQUEST_INVALID', REQUEST_MESSAGES.dueDay, {
      fields: { invoices_due_day: [REQUEST_MESSAGES.dueDay] },
    });
  return dueDay;
}

/** A credit amount as the forms send it (dollars, text or number) in cents; 422 naming the field otherwise. */
export function creditCentsOf(value: string | number, field = 'credit_allocated'): number {
  const cents = parseDollarsToCents(String(value));
  if (cents === null)
    throw new DomainError('CUSTOMER_REQUEST_INVALID', 'Enter a credit amount in dollars.', {
      fields: { [field]: ['Enter a credit amount in dollars.'] },
    });
  return cents;
}

/** The stored request whose decision is being written: what it asked. */
export type AskedRequest = {
  kind: CustomerRequestKind;
  creditIncrease: boolean;
  termsIncrease: boolean;
  askedCreditCents: number | null;
  askedNetDays: number | null;
  askedDueOnLastDay: boolean | null;
  askedDueDay: number | null;
};

/** Which credit/terms boxes the supplier ticked (none ticked means both; creditBoxesOf). */
export type CreditBoxes = { credit: boolean; terms: boolean };

/**
 * The terms an approval writes to the customer: a credit increase grants the ticked parts of what
 * was asked; an account-type change switches the account to net terms (what it asks for) with the
 * supplier's form (or the asked terms), so checkout then allows terms; an end-of-month
 * change the given net days (or the asked ones), invoices then falling due on the month's last day.
 */
export function approvedTermsOf(
  asked: AskedRequest,
  given: { boxes?: CreditBoxes | undefined; terms?: CustomerTerms | undefined },
): CustomerTerms {
  const terms = given.terms ?? {};
  switch (asked.kind) {
    case 'credit_increase': {
      const boxes = given.boxes ?? { credit: true, terms: true };
      return {
        ...(boxes.credit && asked.askedCreditCents !== null
          ? { creditAllocatedCents: asked.askedCreditCents }
          : {}),
        ...(boxes.terms && asked.askedNetDays !== null ? { netDays: asked.askedNetDays } : {}),
      };
    }
    case 'payment_account_change': {
      const onLastDay = terms.invoicesDueOnLastDay ?? asked.askedDueOnLastDay ?? false;
      return {
        accountType: 'net_terms',
        creditAllocatedCents: terms.creditAllocatedCents ?? asked.askedCreditCents ?? 0,
        netDays: terms.netDays ?? asked.askedNetDays ?? 30,
        invoicesDueOnLastDay: onLastDay,
        invoicesDueDay: onLastDay ? null : (terms.invoicesDueDay ?? asked.askedDueDay),
      };
    }
    case 'eom_change':
      return {
        netDays: terms.netDays ?? asked.askedNetDays ?? 30,
        invoicesDueOnLastDay: true,
        invoicesDueDay: null,
      };
  }
}
