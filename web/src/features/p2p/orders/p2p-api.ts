/** Typed calls of the p2p order pages (issue 13, part C): the seller's sales and payouts, the buyer's panel, support's disputes. */
import { queryOptions } from '@tanstack/react-query';
import { apiClient, data } from '../../../api/client.ts';
import type { PackageForm } from '../../orders/index.ts';

export const p2pKey = ['p2p-orders'] as const;

export const salesQueryOptions = (page: number, perPage: number) =>
  queryOptions({
    queryKey: [...p2pKey, 'sales', page, perPage],
    queryFn: ({ signal }) =>
      data(
        apiClient.GET('/api/v1/pharmacy/p2p/sales', {
          params: { query: { page, per_page: perPage } },
          signal,
        }),
      ),
  });

export const saleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...p2pKey, 'sale', id],
    queryFn: ({ signal }) =>
      data(apiClient.GET('/api/v1/pharmacy/p2p/sales/{id}', { params: { path: { id } }, signal })),
  });

export type P2pSale = Awaited<ReturnType<NonNullable<ReturnType<typeof saleQueryOptions>['queryFn']>>>;
export type P2pLine = P2pSale['lines'][number];

export const payoutsQueryOptions = (page: number, perPage: number) =>
  queryOptions({
    queryKey: [...p2pKey, 'payouts', page, perPage],
    queryFn: ({ signal }) =>
      data(
        apiClient.GET('/api/v1/pharmacy/p2p/payouts', {
          params: { query: { page, per_page: perPage } },
          signal,
        }),
      ),
  });

export const buyerP2pQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...p2pKey, 'purchase', id],
    queryFn: ({ signal }) =>
      data(apiClient.GET('/api/v1/orders/{id}/p2p', { params: { path: { id } }, signal })),
    retry: false,
  });

export const disputesQueryOptions = () =>
  queryOptions({
    queryKey: [...p2pKey, 'disputes'],
    queryFn: ({ signal }) => data(apiClient.GET('/api/v1/support/p2p_disputes', { signal })),
  });

export const confirmLot = (id: string, body: { line_item_id: string; lot: string; exp_date: string }) =>
  data(apiClient.PATCH('/api/v1/pharmacy/p2p/sales/{id}/lots', { params: { path: { id } }, body }));

export type { PackageForm };

export const createLabel = (id: string, packages: PackageForm[]) =>
  data(
    apiClient.POST('/api/v1/pharmacy/p2p/sales/{id}/label', { params: { path: { id } }, body: { packages } }),
  );

export const cancelSale = (id: string) =>
  data(apiClient.POST('/api/v1/pharmacy/p2p/sales/{id}/cancel', { params: { path: { id } }, body: {} }));

export const cancelPurchase = (id: string) =>
  data(apiClient.POST('/api/v1/orders/{id}/p2p/cancel', { params: { path: { id } }, body: {} }));

export const confirmReceipt = (id: string) =>
  data(apiClient.POST('/api/v1/orders/{id}/confirm_receipt', { params: { path: { id } }, body: {} }));

export const openDispute = (id: string, message: string) =>
  data(apiClient.POST('/api/v1/orders/{id}/dispute', { params: { path: { id } }, body: { message } }));

export const rateSeller = (sellerId: string, body: { order_id: string; rating: number; message?: string }) =>
  data(apiClient.POST('/api/v1/users/{id}/rate', { params: { path: { id: sellerId } }, body }));

export const decideDispute = (orderId: string, decision: 'release' | 'refund', note: string) =>
  data(
    apiClient.POST('/api/v1/support/p2p_disputes/{orderId}/decide', {
      params: { path: { orderId } },
      body: { decision, note },
    }),
  );
