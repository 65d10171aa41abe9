/** The balance dropdown's calls (pharmacy-side §2, §3 User stats, §7) and paying an invoice. */
import { queryOptions } from '@tanstack/react-query';
import { apiClient, data } from '../../api/client.ts';
import { downloadFile } from '../../api/download.ts';
import type { RequestBody, Schema } from '../../api/contract.ts';
import { paymentMethodsQueryOptions } from '../payment-methods/index.ts';

export type BalanceFilter = 'overall' | 'month';
export type Stats = Schema<'UserStats'>;
export type Invoice = Schema<'InvoiceRow'>;
export type Statement = Schema<'Statement'>;
export type Balance = Schema<'Balance'>;
export type PaymentMethods = Schema<'PaymentMethods'>;
export type PayBody = RequestBody<'/api/v1/invoices/{id}/pay', 'post'>;
export type InvoiceDocument = Schema<'InvoiceDocument'>;

/** The payment methods area's saved cards and bank accounts. */
export { paymentMethodsQueryOptions };

export const balanceKey = ['balance'] as const;

export const statsQueryOptions = () =>
  queryOptions({
    queryKey: [...balanceKey, 'stats'],
    queryFn: ({ signal }) => data(apiClient.GET('/api/v1/users/me/stats', { signal })),
    retry: false,
  });

/** A master's balance covers its group; locationId narrows it to one store (issue 23). */
export const balanceQueryOptions = (filter: BalanceFilter, locationId?: string) =>
  queryOptions({
    queryKey: [...balanceKey, 'owned', filter, locationId ?? 'all'],
    queryFn: ({ signal }) =>
      data(
        apiClient.GET('/api/v1/pharmacy/balance_owned', {
          params: { query: { filter, location_id: locationId } },
          signal,
        }),
      ),
    retry: false,
  });

/**
 * POST /api/v1/invoices/{id}/pay with an Idempotency-Key: the caller keeps one key per attempt,
 * so a network retry of the same attempt is answered, not charged, twice.
 */
export function payInvoice(invoiceId: string, body: PayBody, idempotencyKey: string) {
  return data(
    apiClient.POST('/api/v1/invoices/{id}/pay', {
      params: { path: { id: invoiceId }, header: { 'idempotency-key': idempotencyKey } },
      body,
    }),
  );
}

/** GET /api/v1/invoices/{id}: one invoice as a document (number, dates, lines, totals, paid, remaining). */
export const invoiceDocumentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...balanceKey, 'invoice', id],
    queryFn: ({ signal }) =>
      data(apiClient.GET('/api/v1/invoices/{id}', { params: { path: { id } }, signal })),
  });

/** GET /api/v1/invoices/{id}/pdf, saved as invoice-<number>.pdf. */
export const downloadInvoicePdf = (id: string, number: number) =>
  downloadFile(`/api/v1/invoices/${id}/pdf`, `invoice-${number}.pdf`);
