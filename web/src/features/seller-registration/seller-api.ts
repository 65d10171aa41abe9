/** Typed calls of seller registration (issue 12; supplier-side §7 PUT /pharmacy/become_seller). */
import { queryOptions } from '@tanstack/react-query';
import { apiClient, data } from '../../api/client.ts';
import type { Schema } from '../../api/contract.ts';

export type SellerRegistration = NonNullable<Schema<'SellerRegistration'>>;
export const sellerKey = ['seller-registration'] as const;

export const ownRegistrationQueryOptions = () =>
  queryOptions({
    queryKey: [...sellerKey, 'own'],
    queryFn: ({ signal }) => data(apiClient.GET('/api/v1/pharmacy/become_seller', { signal })),
  });

export const registrationQueueQueryOptions = () =>
  queryOptions({
    queryKey: [...sellerKey, 'queue'],
    queryFn: ({ signal }) => data(apiClient.GET('/api/v1/support/seller_registrations', { signal })),
  });

/** Sends the become-seller form as multipart: its text fields and the driver licence files. */
export function submitBecomeSeller(fields: Record<string, string>, files: File[]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (const file of files) form.append('driver_license_photo[]', file);
  return data(
    apiClient.PUT('/api/v1/pharmacy/become_seller', { body: {} as never, bodySerializer: () => form }),
  );
}

/** Opens a signature request for the agreement; answers the signing page's URL. */
export const requestSignature = (documentId: string) =>
  data(apiClient.POST('/api/v1/ajax/signature_requests', { body: { document_ids: [documentId] } }));

export const decideRegistration = (id: string, decision: 'approve' | 'decline', reason?: string) =>
  data(
    apiClient.POST('/api/v1/support/seller_registrations/{id}/decision', {
      params: { path: { id } },
      body: { decision, ...(reason ? { reason } : {}) },
    }),
  );
