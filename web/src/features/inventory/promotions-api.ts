/** Typed calls of the promotions (supplier-side §2, §7 bulk promotion status with product_ids). */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import type { InventoryPage } from './inventory-api.ts';

export type PromotionSwitch = 'activate' | 'deactivate';
export const promotionsQueryKey = ['promotions'] as const;

export const promotionsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...promotionsQueryKey, page],
    queryFn: ({ signal }) =>
      api.get<InventoryPage>('/api/v1/suppliers/promotions', { query: { page, per_page: 25 }, signal }),
    placeholderData: keepPreviousData,
  });

/** The text of show_activate_confirm_modal / show_deactivate_confirm_modal. */
export const promotionConfirm = (action: PromotionSwitch, ids: string[]) =>
  api.get<{ title: string; message: string }>(`/api/v1/suppliers/promotions/show_${action}_confirm_modal`, {
    query: { product_ids: ids.join(',') },
  });

export const switchPromotions = (action: PromotionSwitch, ids: string[]) =>
  api.post<{ message: string }>(`/api/v1/suppliers/promotions/${action}`, { product_ids: ids });
