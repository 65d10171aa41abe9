/**
 * Typed calls of the audit pages (issue 11; supplier-side §7 audit calls): the pharmacy's list,
 * form and proofs modal, the wholesaler's answers and support's queue.
 */
import { queryOptions } from '@tanstack/react-query';
import { apiClient, data } from '../../api/client.ts';
import type { RequestBody, Schema } from '../../api/contract.ts';

export type Audit = Schema<'Audit'>;
export type AuditDocument = Schema<'AuditDocument'>;
export type AuditNotice = Schema<'AuditSupportNotice'>;
export type NewAuditBody = RequestBody<'/api/v1/wholesalers/audits', 'post'>;
export type AuditSide = 'pharmacy' | 'supplier';

export const auditsKey = ['audits'] as const;
const byId = (id: string) => ({ params: { path: { id } } });

export const pharmacyAuditsQueryOptions = () =>
  queryOptions({
    queryKey: [...auditsKey, 'pharmacy'],
    queryFn: ({ signal }) => data(apiClient.GET('/api/v1/wholesalers/audits', { signal })),
  });

export const auditorsQueryOptions = () =>
  queryOptions({
    queryKey: [...auditsKey, 'auditors'],
    queryFn: ({ signal }) => data(apiClient.GET('/api/v1/wholesalers/audits/auditors', { signal })),
  });

export const auditWholesalersQueryOptions = () =>
  queryOptions({
    queryKey: [...auditsKey, 'wholesalers'],
    queryFn: ({ signal }) => data(apiClient.GET('/api/v1/wholesalers/audits/wholesalers', { signal })),
  });

/** The proofs download modal's content (GET …/show_download_pop_modal). */
export const proofsModalQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...auditsKey, 'proofs', id],
    queryFn: ({ signal }) =>
      data(apiClient.GET('/api/v1/wholesalers/audits/{id}/show_download_pop_modal', { ...byId(id), signal })),
  });

export const createAudit = (body: NewAuditBody) =>
  data(apiClient.POST('/api/v1/wholesalers/audits', { body }));

export const notifySupport = (id: string, userComment: string) =>
  data(
    apiClient.POST('/api/v1/wholesalers/audits/{id}/notify_support', {
      ...byId(id),
      body: { user_comment: userComment },
    }),
  );

/** The wholesaler's audits, all or one customer's (its supplier_customers id). */
export const supplierAuditsQueryOptions = (customerId?: string) =>
  queryOptions({
    queryKey: [...auditsKey, 'supplier', customerId ?? 'all'],
    queryFn: ({ signal }) =>
      data(
        apiClient.GET('/api/v1/customers/audits', {
          params: { query: customerId ? { customer_id: customerId } : {} },
          signal,
        }),
      ),
  });

export const supplierAuditQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...auditsKey, 'supplier-detail', id],
    queryFn: ({ signal }) => data(apiClient.GET('/api/v1/customers/audits/{id}', { ...byId(id), signal })),
  });

/** Uploads one document as multipart (the browser sets the boundary). */
export function uploadAuditDocument(id: string, file: File) {
  const form = new FormData();
  form.set('file', file);
  // The part is documented in the contract; the form itself is the body sent.
  return data(
    apiClient.POST('/api/v1/customers/audits/{id}/documents', {
      ...byId(id),
      body: {} as never,
      bodySerializer: () => form,
    }),
  );
}

export const sendRequiredDetails = (id: string) =>
  data(
    apiClient.PATCH('/api/v1/customers/audits/{id}/update_status', {
      ...byId(id),
      body: { status: 'required_details_sent' },
    }),
  );

export const markAuditComplete = (id: string) =>
  data(
    apiClient.PATCH('/api/v1/customers/audits/{id}/mark_complete', {
      ...byId(id),
      body: { status: 'completed' },
    }),
  );

export const auditNoticesQueryOptions = () =>
  queryOptions({
    queryKey: [...auditsKey, 'support-notices'],
    queryFn: ({ signal }) => data(apiClient.GET('/api/v1/support/audit_notices', { signal })),
  });

/** Where one of the audit's files downloads from, on the caller's side. */
export function auditDocumentPath(side: AuditSide, auditId: string, documentId: string): string {
  const area = side === 'pharmacy' ? 'wholesalers' : 'customers';
  return `/api/v1/${area}/audits/${auditId}/documents/${documentId}`;
}
