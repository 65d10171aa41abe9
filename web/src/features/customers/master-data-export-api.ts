/** The master-data export over the API (issue 11): start it, read its state, download the file. */
import { queryOptions } from '@tanstack/react-query';
import { apiClient, data } from '../../api/client.ts';
import type { Schema } from '../../api/contract.ts';
import { downloadFile } from '../../api/download.ts';

export type CustomerExport = Schema<'CustomerExport'>;

export const startMasterDataExport = () =>
  data(apiClient.POST('/api/v1/suppliers/customers/export/master_data', { body: {} }));

/** The export's state, polled every 2 s until it is ready or failed. */
export const customerExportQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['customer-exports', id],
    queryFn: ({ signal }) =>
      data(apiClient.GET('/api/v1/suppliers/customers/exports/{id}', { params: { path: { id } }, signal })),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'ready' || status === 'failed' ? false : 2000;
    },
  });

/** Saves the ready CSV under the name the server gives it a date in. */
export const downloadMasterDataExport = (e: CustomerExport) =>
  downloadFile(
    `/api/v1/suppliers/customers/exports/${e.id}/download`,
    `customers-master-data-${e.created_at.slice(0, 10)}.csv`,
  );
