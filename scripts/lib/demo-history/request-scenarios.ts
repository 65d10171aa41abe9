/**
 * Customer requests in every state (issue 11 "Demo data"): the demo pharmacy's credit increase,
 * account-type change and end-of-month change, pending, approved, declined and expired, each sent
 * and decided through the request routes and the `customer-request:<id>` workflow. Keystone's
 * terms move only by the approved credit increase, upward ($25,000 to $30,000), so the demo's
 * checkout keeps working; the other pending and approved requests go to Bluegrass, and Keystone's
 * pending one comes from Riverside Drug, so the demo pharmacy can still send Keystone a request of
 * any kind (one pending per kind; docs/decisions.md, "Demo requests and audits").
 */
import { eq } from 'drizzle-orm';
import {
  createCustomerRequest,
  markCustomerRequestsStarted,
} from '../../../activities/customer-requests/create-request.ts';
import { customerRequests } from '../../../db/schema/index.ts';
import { askedTermsOf } from '../../../domain/customer-requests/new-request.ts';
import { centsToDecimal } from '../../../domain/money.ts';
import type {
  CustomerRequestKind,
  CustomerRequestStatus,
} from '../../../domain/customer-requests/requests.ts';
import { startCustomerRequest } from '../../../platform/temporal/customer-requests.ts';
import type { DemoSession } from './api.ts';
import { DEMO_EXPIRY_MS } from './offer-scenarios.ts';
import { DEMO_SUPPLIER, DEMO_SUPPLIER2, waitFor, type DemoWorld } from './world.ts';

export type RequestScenario = {
  name: string;
  kind: CustomerRequestKind;
  status: CustomerRequestStatus;
  play: (w: DemoWorld, made: (id: string) => Promise<void>) => Promise<void>;
};

/**
 * The credit line Keystone grants the demo pharmacy (from the seed's $25,000.00): the one value the
 * approved request asks, is decided at, and writes to the customer row.
 */
export const DEMO_KEYSTONE_CREDIT_CENTS = 3_000_000;

const KEYSTONE = DEMO_SUPPLIER.id;
const BLUEGRASS = DEMO_SUPPLIER2.id;

/** Bluegrass's net terms for the demo pharmacy: net 45, invoices due on the 15th. */
const BLUEGRASS_TERMS = {
  credit_allocated: '25000.00',
  net_days: 45,
  invoices_due_on_last_day: false,
  invoices_due_day: 15,
};

/** Sends a request to a wholesaler as `as` (POST /wholesalers/{id}/customer_requests); answers its id. */
async function ask(
  w: DemoWorld,
  as: DemoSession,
  wholesalerId: string,
  body: Record<string, unknown>,
  made: (id: string) => Promise<void>,
): Promise<string> {
  const { request } = await w.api.call<{ request: { id: string } }>(
    as,
    'POST',
    `/api/v1/wholesalers/${wholesalerId}/customer_requests`,
    body,
  );
  await made(request.id);
  return request.id;
}

/** The supplier's decision on the request's own path (`credit_increase`, `payment_account_change`, …). */
const decide = (
  w: DemoWorld,
  as: DemoSession,
  path: string,
  id: string,
  verdict: 'approve' | 'decline',
  body?: unknown,
) => w.api.call(as, 'PATCH', `/api/v1/customers/${path}/${id}/${verdict}`, body);

/**
 * A request nobody decides: written by the activity the request route calls and its workflow
 * started with a two-second expiry (as CUSTOMER_REQUEST_* settings would for a deployment) and no
 * reminder before it, so it expires while the history runs.
 */
async function askToExpire(
  w: DemoWorld,
  wholesalerId: string,
  form: Parameters<typeof askedTermsOf>[0],
  made: (id: string) => Promise<void>,
) {
  const durations = { expiryMs: DEMO_EXPIRY_MS, reminderMs: DEMO_EXPIRY_MS };
  const row = await createCustomerRequest(w.db, {
    caller: w.pharmacyCaller,
    supplierAccountId: wholesalerId,
    request: askedTermsOf(form),
    now: new Date(),
    durations,
  });
  await made(row.id);
  await startCustomerRequest(w.temporal, w.temporalSettings.taskQueue, row, durations);
  await markCustomerRequestsStarted(w.db, [row.id], new Date());
  await waitFor('the expiring customer request', () => requestStatus(w, row.id), 'expired');
}

async function requestStatus(w: DemoWorld, id: string) {
  const [row] = await w.db
    .select({ status: customerRequests.status })
    .from(customerRequests)
    .where(eq(customerRequests.id, id));
  return row!.status;
}

export const REQUEST_SCENARIOS: RequestScenario[] = [
  {
    name: 'request:credit-increase-approved',
    kind: 'credit_increase',
    status: 'approved',
    async play(w, made) {
      const body = {
        kind: 'credit_increase',
        credit_increase: true,
        credit_allocated: centsToDecimal(DEMO_KEYSTONE_CREDIT_CENTS),
        note: 'Adding a second store; our monthly Keystone volume is growing.',
      };
      const id = await ask(w, w.pharmacy, KEYSTONE, body, made);
      await decide(w, w.supplier, 'credit_increase', id, 'approve', { credit_increase: true });
    },
  },
  {
    name: 'request:eom-change-declined',
    kind: 'eom_change',
    status: 'declined',
    async play(w, made) {
      const body = { kind: 'eom_change', net_days: 60, note: 'We would like to pay once a month.' };
      const id = await ask(w, w.pharmacy, KEYSTONE, body, made);
      await decide(w, w.supplier, 'request_eom_changes', id, 'decline');
    },
  },
  {
    name: 'request:account-type-change-declined',
    kind: 'payment_account_change',
    status: 'declined',
    async play(w, made) {
      const body = {
        kind: 'payment_account_change',
        credit_allocated: '40000.00',
        net_days: 60,
        invoices_due_on_last_day: true,
        note: 'Asking for net 60 with invoices due at month end.',
      };
      const id = await ask(w, w.pharmacy, KEYSTONE, body, made);
      await decide(w, w.supplier, 'payment_account_change', id, 'decline', {});
    },
  },
  {
    name: 'request:account-type-change-approved',
    kind: 'payment_account_change',
    status: 'approved',
    async play(w, made) {
      const body = { kind: 'payment_account_change', ...BLUEGRASS_TERMS, note: 'Net 45, due on the 15th?' };
      const id = await ask(w, w.pharmacy, BLUEGRASS, body, made);
      await decide(w, w.supplier2, 'payment_account_change', id, 'approve', BLUEGRASS_TERMS);
    },
  },
  {
    name: 'request:credit-increase-expired',
    kind: 'credit_increase',
    status: 'expired',
    play: (w, made) =>
      askToExpire(
        w,
        BLUEGRASS,
        {
          kind: 'credit_increase',
          credit_increase: true,
          credit_allocated: '35000.00',
          note: 'For the holiday season.',
        },
        made,
      ),
  },
  {
    name: 'request:eom-change-pending',
    kind: 'eom_change',
    status: 'pending',
    async play(w, made) {
      const body = { kind: 'eom_change', net_days: 30, note: 'One statement a month would help us.' };
      await ask(w, w.pharmacy, BLUEGRASS, body, made);
    },
  },
  {
    name: 'request:credit-increase-pending',
    kind: 'credit_increase',
    status: 'pending',
    async play(w, made) {
      const body = {
        kind: 'credit_increase',
        credit_increase: true,
        credit_allocated: '32000.00',
        terms_increase: true,
        net_days: 45,
        note: 'Riverside is opening a clinic pharmacy next month.',
      };
      await ask(w, w.otherPharmacy, KEYSTONE, body, made);
    },
  },
];
