/** Typed calls of the deals (supplier-side §2 deal_modal, undeal_modal, bulk_deals, destroy_all). */
import { api, request } from '../../api/client.ts';

export type DealSettings = {
  deal_price: string;
  start_date: string;
  end_date: string;
  triggering_quantity?: number;
};
type Message = { message: string };

export const markDeal = (id: string, settings: DealSettings | Record<string, never>) =>
  api.post<Message>(`/api/v1/suppliers/deal_modal/${encodeURIComponent(id)}`, settings);
export const undeal = (id: string) =>
  api.post<Message>(`/api/v1/suppliers/undeal_modal/${encodeURIComponent(id)}`, {});
export const bulkDeals = (ids: string[], deals: Record<string, DealSettings>) =>
  api.post<Message>('/api/v1/suppliers/bulk_deals', { ids, deals });
export const destroyAllDeals = () => request<Message>('DELETE', '/api/v1/suppliers/bulk_deals/destroy_all');
