/** Typed calls of the approved-wholesalers and tax-documents pages (pharmacy-side §2, §7). */
import { queryOptions } from '@tanstack/react-query';
import { apiClient, data } from '../../api/client.ts';
import type { Schema } from '../../api/contract.ts';

export type ApprovedWholesaler = Schema<'ApprovedWholesaler'>;
export type TaxDocument = Schema<'TaxDocument'>;
export const documentsKey = ['pharmacy-documents'] as const;

export const approvedWholesalersQueryOptions = () =>
  queryOptions({
    queryKey: [...documentsKey, 'approved'],
    queryFn: ({ signal }) => data(apiClient.GET('/api/v1/pharmacy/wholesalers/approved', { signal })),
  });

export const taxDocumentsQueryOptions = () =>
  queryOptions({
    queryKey: [...documentsKey, 'tax'],
    queryFn: ({ signal }) => data(apiClient.GET('/api/v1/pharmacy/tax_documents', { signal })),
  });

export const taxDocumentFormQueryOptions = () =>
  queryOptions({
    queryKey: [...documentsKey, 'tax-form'],
    queryFn: ({ signal }) => data(apiClient.GET('/api/v1/pharmacy/documents/load_document_form', { signal })),
    staleTime: Infinity,
  });

export const acknowledgeLocationChange = (customerId: string) =>
  data(
    apiClient.PATCH('/api/v1/wholesalers/location_changed_ack/{id}/update', {
      params: { path: { id: customerId } },
      body: {},
    }),
  );

export const recordExternalFormOpened = (supplierId: string) =>
  data(
    apiClient.POST('/api/v1/wholesalers/{id}/accessed_external_form', {
      params: { path: { id: supplierId } },
      body: {},
    }),
  );

/** Uploads a certificate (multipart: kind, optional state, the file). */
export function uploadTaxDocument(kind: string, stateCode: string, file: File) {
  const form = new FormData();
  form.set('kind', kind);
  if (stateCode) form.set('state_code', stateCode);
  form.set('file', file);
  return data(
    apiClient.POST('/api/v1/pharmacy/tax_documents', { body: {} as never, bodySerializer: () => form }),
  );
}

export const deleteTaxDocument = (id: string) =>
  data(apiClient.DELETE('/api/v1/pharmacy/tax_documents/{id}', { params: { path: { id } } }));
