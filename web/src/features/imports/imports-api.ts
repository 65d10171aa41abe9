/** The supplier's imports over the API: upload, jobs, row errors (supplier-side §2, §4, §7). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, data } from '../../api/client.ts';
import type { Schema } from '../../api/contract.ts';
import { IMPORT_KINDS, type ImportKind } from '../../../../domain/catalog/import-rows.ts';

export { IMPORT_KINDS, type ImportKind };
export type ImportJob = Schema<'ImportJob'>;
export type ImportStatus = ImportJob['status'];
export type RowError = Schema<'ImportRowErrorsPage'>['data'][number];

export const KIND_LABELS: Record<ImportKind, string> = {
  inventory: 'Inventory',
  non_returnable_products: 'Non-returnable products',
  special_discount_products: 'Special discount products',
  specific_shipping_rules: 'Specific shipping rules',
};

/** The columns each file needs (optional ones in brackets), shown beside the upload form. */
export const KIND_COLUMNS: Record<ImportKind, string> = {
  inventory: 'ndc, sku, price, stock [, expiry_date, lot, min_qty, max_qty]',
  non_returnable_products: 'ndc',
  special_discount_products: 'ndc, discount_percent',
  specific_shipping_rules: 'ndc, shipping_methods (ground; two_day; overnight)',
};

/** The spec's three import pages post to their own paths; inventory uses the generic one. */
const UPLOAD_PATHS = {
  inventory: '/api/v1/imports',
  non_returnable_products: '/api/v1/suppliers/non_returnable_products_import',
  special_discount_products: '/api/v1/suppliers/special_discount_products_import',
  specific_shipping_rules: '/api/v1/suppliers/specific_shipping_rules_import',
} as const satisfies Record<ImportKind, string>;

export const isFinished = (status: ImportStatus) => status === 'completed' || status === 'failed';

export const importJobsKey = ['imports'] as const;
export const importJobKey = (id: string) => ['imports', id] as const;

export const importJobsQueryOptions = (page: number, perPage: number) =>
  queryOptions({
    queryKey: [...importJobsKey, 'list', page, perPage],
    queryFn: ({ signal }) =>
      data(apiClient.GET('/api/v1/imports', { params: { query: { page, per_page: perPage } }, signal })),
    placeholderData: keepPreviousData,
  });

/** A job; polled every 3 s while it runs, as a fallback when the live channel is down. */
export const importJobQueryOptions = (id: string) =>
  queryOptions({
    queryKey: importJobKey(id),
    queryFn: ({ signal }) =>
      data(apiClient.GET('/api/v1/imports/{id}', { params: { path: { id } }, signal })),
    refetchInterval: (query) => (query.state.data && isFinished(query.state.data.status) ? false : 3000),
  });

export const rowErrorsQueryOptions = (id: string, page: number, perPage: number) =>
  queryOptions({
    queryKey: [...importJobKey(id), 'errors', page, perPage],
    queryFn: ({ signal }) =>
      data(
        apiClient.GET('/api/v1/imports/{id}/errors', {
          params: { path: { id }, query: { page, per_page: perPage } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

export const errorsReportUrl = (id: string) => `/api/v1/imports/${id}/errors.csv`;

/** Uploads the file as multipart (the browser sets the boundary); a refusal is thrown as an ApiError. */
export function uploadImport(kind: ImportKind, file: File): Promise<Schema<'ImportStarted'>> {
  const form = new FormData();
  if (kind === 'inventory') form.set('kind', kind);
  form.set('file', file);
  // The parts are documented in the contract; the form itself is the body sent.
  const multipart = { body: {} as never, bodySerializer: () => form };
  return data(apiClient.POST(UPLOAD_PATHS[kind], multipart));
}
