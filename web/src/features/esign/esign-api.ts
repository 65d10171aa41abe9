/** Typed calls of the signing page (issue 12, pharmacy-side §7 e-signature). */
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiClient, data, type Problem } from '../../api/client.ts';
import type { RequestBody, Schema } from '../../api/contract.ts';

export type SigningPage = Schema<'SigningPage'>;
export type SignBody = RequestBody<'/api/v1/ajax/signature_requests/{id}/sign', 'post'>;

export const signingPageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['esign', id],
    queryFn: ({ signal }) =>
      data(apiClient.GET('/api/v1/ajax/signature_requests/{id}', { params: { path: { id } }, signal })),
  });

/** Opens a signing request for documents: the signing page's url. */
export const openSignatureRequest = (documentIds: string[]) =>
  data(apiClient.POST('/api/v1/ajax/signature_requests', { body: { document_ids: documentIds } }));

export const signDocuments = (id: string, body: SignBody) =>
  data(apiClient.POST('/api/v1/ajax/signature_requests/{id}/sign', { params: { path: { id } }, body }));

/** Opens a verified PDF in a new tab (fetched with the session: a plain link cannot authenticate). */
export async function openPdf(path: string): Promise<void> {
  const tab = window.open('', '_blank');
  const response = await fetch(path, { headers: { Authorization: 'Web' }, credentials: 'same-origin' });
  if (!response.ok) {
    tab?.close();
    const problem = (await response.json().catch(() => undefined)) as Problem | undefined;
    throw new ApiError(response.status, response.statusText, problem);
  }
  const url = URL.createObjectURL(await response.blob());
  if (tab) tab.location.href = url;
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
