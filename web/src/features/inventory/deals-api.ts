/** The deals calls (supplier-side §2 deal_modal, undeal_modal, bulk_deals, destroy_all). */
import { apiClient, data } from '../../api/client.ts';
import type { RequestBody } from '../../api/contract.ts';

/** A deal's price and dates as the modal sends them (the price as decimal text). */
export type DealSettings = Exclude<
  RequestBody<'/api/v1/suppliers/deal_modal/{id}', 'post'>,
  Record<string, never>
>;

const listing = (id: string) => ({ params: { path: { id } } });

export const markDeal = (id: string, settings: DealSettings | Record<string, never>) =>
  data(apiClient.POST('/api/v1/suppliers/deal_modal/{id}', { ...listing(id), body: settings }));
export const undeal = (id: string) =>
  data(apiClient.POST('/api/v1/suppliers/undeal_modal/{id}', listing(id)));
export const bulkDeals = (ids: string[], deals: Record<string, DealSettings>) =>
  data(apiClient.POST('/api/v1/suppliers/bulk_deals', { body: { ids, deals } }));
export const destroyAllDeals = () => data(apiClient.DELETE('/api/v1/suppliers/bulk_deals/destroy_all'));
