/** The wholesaler details calls (api/routes/wholesalers/): who it is and what it offers now. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, data } from '../../api/client.ts';

const path = (id: string) => ({ path: { id } });

export const wholesalerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['wholesaler', id],
    queryFn: ({ signal }) => data(apiClient.GET('/api/v1/wholesalers/{id}', { params: path(id), signal })),
  });

export const wholesalerProductsQueryOptions = (id: string, keywords: string | undefined, page: number) =>
  queryOptions({
    queryKey: ['wholesaler', id, 'products', keywords, page],
    queryFn: ({ signal }) =>
      data(
        apiClient.GET('/api/v1/wholesalers/{id}/products', {
          params: { ...path(id), query: { keywords, page } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
