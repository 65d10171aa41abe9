/** The promotions calls (supplier-side §2, §7 bulk promotion status with product_ids). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient, data } from '../../api/client.ts';

export type PromotionSwitch = 'activate' | 'deactivate';
export const promotionsQueryKey = ['promotions'] as const;

export const promotionsQueryOptions = (page: number, perPage: number) =>
  queryOptions({
    queryKey: [...promotionsQueryKey, page, perPage],
    queryFn: ({ signal }) =>
      data(
        apiClient.GET('/api/v1/suppliers/promotions', {
          params: { query: { page, per_page: perPage } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });

/** The text of show_activate_confirm_modal / show_deactivate_confirm_modal. */
export const promotionConfirm = (action: PromotionSwitch, ids: string[]) => {
  const query = { product_ids: ids.join(',') };
  return action === 'activate'
    ? data(apiClient.GET('/api/v1/suppliers/promotions/show_activate_confirm_modal', { params: { query } }))
    : data(
        apiClient.GET('/api/v1/suppliers/promotions/show_deactivate_confirm_modal', { params: { query } }),
      );
};

export const switchPromotions = (action: PromotionSwitch, ids: string[]) => {
  const body = { product_ids: ids };
  return action === 'activate'
    ? data(apiClient.POST('/api/v1/suppliers/promotions/activate', { body }))
    : data(apiClient.POST('/api/v1/suppliers/promotions/deactivate', { body }));
};
