/** The supplier's imports over the API: upload, jobs, row errors (supplier-side §2, §4, §7). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, ApiError, getCsrfToken, type Problem } from '../../api/client.ts';

export const IMPORT_KINDS = [
  'inventory',
  'non_returnable_products',
  'special_discount_products',
  'specific_shipping_rules',
] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export type ImportStatus = 'queued' | 'running' | 'completed' | 'failed';

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
const UPLOAD_PATHS: Record<ImportKind, string> = {
  inventory: '/api/v1/imports',
  non_returnable_products: '/api/v1/suppliers/non_returnable_products_import',
  special_discount_products: '/api/v1/suppliers/special_discount_products_import',
  specific_shipping_rules: '/api/v1/suppliers/specific_shipping_rules_import',
};

export type ImportJob = {
  id: string;
  kind: ImportKind;
  status: ImportStatus;
  file_name: string;
  total_rows: number | null;
  processed_rows: number;
  imported_rows: number;
  failed_rows: number;
  failure: string | null;
  created_at: string | null;
  finished_at: string | null;
};
export type RowError = { line_number: number; reasons: string[] };
type Page<T> = { data: T[]; page: number; per_page: number; total: number };

export const isFinished = (status: ImportStatus) => status === 'completed' || status === 'failed';

export const importJobsKey = ['imports'] as const;
export const importJobKey = (id: string) => ['imports', id] as const;

export const importJobsQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: [...importJobsKey, 'list', page],
    queryFn: () => api.get<Page<ImportJob>>('/api/v1/imports', { query: { page, per_page: 10 } }),
    placeholderData: keepPreviousData,
  });

/** A job; polled every 3 s while it runs, as a fallback when the live channel is down. */
export const importJobQueryOptions = (id: string) =>
  queryOptions({
    queryKey: importJobKey(id),
    queryFn: () => api.get<ImportJob>(`/api/v1/imports/${id}`),
    refetchInterval: (query) => (query.state.data && isFinished(query.state.data.status) ? false : 3000),
  });

export const rowErrorsQueryOptions = (id: string, page: number) =>
  queryOptions({
    queryKey: [...importJobKey(id), 'errors', page],
    queryFn: () => api.get<Page<RowError>>(`/api/v1/imports/${id}/errors`, { query: { page, per_page: 20 } }),
    placeholderData: keepPreviousData,
  });

export const errorsReportUrl = (id: string) => `/api/v1/imports/${id}/errors.csv`;

/** Uploads the file as multipart; an error carries the server's `msg` (supplier-side §8). */
export async function uploadImport(
  kind: ImportKind,
  file: File,
): Promise<{ id: string; status: ImportStatus; message: string }> {
  const form = new FormData();
  if (kind === 'inventory') form.set('kind', kind);
  form.set('file', file);
  const response = await fetch(UPLOAD_PATHS[kind], {
    method: 'POST',
    headers: { Authorization: 'Web', Accept: 'application/json', 'X-CSRF-Token': getCsrfToken() },
    credentials: 'same-origin',
    body: form,
  });
  if (!response.ok) {
    let problem: (Problem & { msg?: string }) | undefined;
    try {
      problem = (await response.json()) as Problem & { msg?: string };
    } catch {
      problem = undefined;
    }
    throw new ApiError(
      response.status,
      response.statusText,
      problem && { ...problem, message: problem.msg ?? problem.message },
    );
  }
  return (await response.json()) as { id: string; status: ImportStatus; message: string };
}
