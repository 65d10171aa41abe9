/** The balance dropdown's calls (pharmacy-side §2, §3 User stats, §7) and paying an invoice. */
import { queryOptions } from '@tanstack/react-query';
import { api, request } from '../../api/client.ts';

export type BalanceFilter = 'overall' | 'month';

export type Stats = {
  outstanding_invoices_count: number;
  outstanding_invoices_total: string;
  outstanding_invoices_total_cents: number;
};

export type Invoice = {
  id: string;
  number: number;
  order_id: string;
  order_number: number;
  supplier: { id: string; name: string };
  status: 'open' | 'paid' | 'overdue';
  amount: string;
  remaining_cents: number;
  remaining: string;
  issued_on: string;
  due_on: string;
  overdue: boolean;
};

export type Statement = {
  id: string;
  period: string;
  invoiced: string;
  paid: string;
  open: string;
  open_invoice_count: number;
  invoices: Invoice[];
};

export type Balance = {
  filter: BalanceFilter;
  invoices: Invoice[];
  totals: Stats & { overdue_count: number };
  statements: Statement[];
};

export type PaymentMethods = {
  card_processor: string;
  cards: {
    id: string;
    brand: string;
    last4: string;
    exp_month: number;
    exp_year: number;
    expired: boolean;
  }[];
  bank_accounts: { id: string; bank_name: string; last4: string; verified: boolean }[];
};

export const balanceKey = ['balance'] as const;

export const statsQueryOptions = () =>
  queryOptions({
    queryKey: [...balanceKey, 'stats'],
    queryFn: ({ signal }) => api.get<Stats>('/api/v1/users/me/stats', { signal }),
    retry: false,
  });

export const balanceQueryOptions = (filter: BalanceFilter) =>
  queryOptions({
    queryKey: [...balanceKey, 'owned', filter],
    queryFn: ({ signal }) =>
      api.get<Balance>('/api/v1/pharmacy/balance_owned', { query: { filter }, signal }),
    retry: false,
  });

/** The checkout area's saved methods (GET /api/v1/payment_methods). */
export const paymentMethodsQueryOptions = () =>
  queryOptions({
    queryKey: ['payment-methods'],
    queryFn: ({ signal }) => api.get<PaymentMethods>('/api/v1/payment_methods', { signal }),
  });

export type PayBody =
  | { payment_method: 'card'; payment_card_id: string }
  | { payment_method: 'bank_transfer'; bank_account_id: string };

/**
 * POST /api/v1/invoices/{id}/pay with an Idempotency-Key: the caller keeps one key per attempt,
 * so a network retry of the same attempt is answered, not charged, twice.
 */
export async function payInvoice(
  invoiceId: string,
  body: PayBody,
  idempotencyKey: string,
): Promise<{ message: string }> {
  const path = `/api/v1/invoices/${encodeURIComponent(invoiceId)}/pay`;
  const answer = await request<{ message: string } | undefined>('POST', path, { body, idempotencyKey });
  return answer ?? { message: 'Invoice paid.' };
}
