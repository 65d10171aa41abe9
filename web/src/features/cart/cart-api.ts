/**
 * The cart calls (api/routes/cart.ts) and their react-query options. Every amount arrives in
 * cents computed by the server; the client never sends a price.
 */
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

export type CartLine = {
  id: string;
  listing_id: string;
  product_id: string;
  supplier_id: string;
  ndc: string;
  name: string;
  generic_name: string;
  strength: string;
  package_size: string;
  sku: string;
  quantity: number;
  min_qty: number;
  max_qty: number | null;
  p2p_max_qty: number | null;
  original_price_cents: number;
  pack_price_cents: number;
  item_total_cents: number;
  /** Set on a line from an accepted offer: its agreed price holds until agreed_until. */
  offer_id: string | null;
  bundle_offer_id: string | null;
  agreed_until: string | null;
  allow_modify: boolean;
  promo_item: boolean;
  promo_modifiers: { triggering_quantity: number; promo_pack_price_cents: number; end_date: string } | null;
  volume_discount: { min_quantity: number; discount_bp: number } | null;
  is_brand: boolean;
  is_generic: boolean;
  dea_schedule: string | null;
  stock: number;
  expiration_date: string | null;
  available: boolean;
};

export type SupplierCart = {
  supplier_id: string;
  supplier_name: string;
  customer_approved: boolean;
  lines: CartLine[];
  item_count: number;
  subtotal_cents: number;
  brand_subtotal_cents: number;
  generic_subtotal_cents: number;
  minimum: { met: boolean; message: string | null; failures: ('order' | 'brand' | 'generic')[] };
};

export type SavedGroup = { supplier_id: string; supplier_name: string; items: CartLine[] };
export type Carts = { carts: SupplierCart[]; saved: SavedGroup[]; count: number; total_cents: number };

export type MiniCart = {
  count: number;
  total_cents: number;
  suppliers: { supplier_id: string; supplier_name: string; count: number; subtotal_cents: number }[];
  lines: {
    id: string;
    product_id: string;
    name: string;
    supplier_name: string;
    quantity: number;
    item_total_cents: number;
  }[];
};

type LineAnswer = { message: string; item: CartLine };

export const cartQueryOptions = () =>
  queryOptions({
    queryKey: ['cart', 'carts'],
    queryFn: ({ signal }) => api.get<Carts>('/api/v1/cart', { signal }),
  });

export const miniCartQueryOptions = () =>
  queryOptions({
    queryKey: ['cart', 'mini'],
    queryFn: ({ signal }) => api.get<MiniCart>('/api/v1/orders/render_mini_cart', { signal }),
  });

const item = (id: string) => `/api/v1/cart/items/${encodeURIComponent(id)}`;

export const cartApi = {
  add: (listingId: string, quantity: number) =>
    api.post<LineAnswer>('/api/v1/cart/items', { listing_id: listingId, quantity }),
  setQuantity: (id: string, quantity: number) => api.patch<LineAnswer>(item(id), { quantity }),
  remove: (id: string) => api.delete<{ message: string }>(item(id)),
  save: (id: string) => api.post<LineAnswer>(`${item(id)}/save`),
  restore: (id: string) => api.post<LineAnswer>(`${item(id)}/restore`),
  deleteSaved: (supplierId: string, id: string) =>
    api.delete<{ message: string }>(
      `/api/v1/cart/${encodeURIComponent(supplierId)}/saved/${encodeURIComponent(id)}`,
    ),
};

/** Refreshes the cart page and the header's mini cart after any cart write. */
export function useRefreshCart() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['cart'] });
}
