/** Typed calls of the licence pages (issue 12 "Licences that stay valid"). */
import { queryOptions } from '@tanstack/react-query';
import { apiClient, data } from '../../api/client.ts';
import type { Schema } from '../../api/contract.ts';

export type PharmacyLicence = Schema<'PharmacyLicence'>;
export type LicenceUpdate = NonNullable<Schema<'LicenceUpdate'>>;
export const licencesKey = ['licences'] as const;

export const licencesQueryOptions = () =>
  queryOptions({
    queryKey: [...licencesKey, 'own'],
    queryFn: ({ signal }) => data(apiClient.GET('/api/v1/pharmacy/licences', { signal })),
  });

export const licenceUpdatesQueryOptions = () =>
  queryOptions({
    queryKey: [...licencesKey, 'queue'],
    queryFn: ({ signal }) => data(apiClient.GET('/api/v1/support/licence_updates', { signal })),
  });

/** Uploads the renewed licence (multipart: the file and its new expiry). */
export function uploadRenewedLicence(id: string, file: File, expiresOn: string) {
  const form = new FormData();
  form.set('expires_on', expiresOn);
  form.set('file', file);
  return data(
    apiClient.POST('/api/v1/pharmacy/licences/{id}/updates', {
      params: { path: { id } },
      body: {} as never,
      bodySerializer: () => form,
    }),
  );
}

export const decideLicenceUpdate = (id: string, decision: 'approve' | 'reject', reason?: string) =>
  data(
    apiClient.POST('/api/v1/support/licence_updates/{id}/decision', {
      params: { path: { id } },
      body: { decision, ...(reason ? { reason } : {}) },
    }),
  );
