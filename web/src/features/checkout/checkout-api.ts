/**
 * Checkout calls (api/routes/checkout.ts) and their react-query options. Every amount arrives in
 * cents computed by the server; placing an order sends choices only, never a price or a total.
 */
import { queryOptions } from '@tanstack/react-query';
import { api, request } from '../../api/client.ts';
import type { PaymentMethod } from '../../../../domain/checkout/totals.ts';

export type { PaymentMethod };

export type Totals = {
  item_total_cents: number;
  shipping_cents: number;
  card_fee_cents: number;
  ach_discount_cents: number;
  tax_cents: number;
  total_cents: number;
  total: string;
};

export type TransitOption = {
  delivery_date: string;
  delivery_time: string;
  service_type: string;
  name: string;
  label: string;
  fee: number;
  preselected: boolean;
};

export type Address = {
  id: string;
  name: string;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zipcode: string;
  phone: string | null;
  default: boolean;
  default_billing: boolean;
  has_po_box: boolean;
};

export type SavedCard = {
  id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  holder_name: string;
  location_id: string | null;
  expired: boolean;
};

export type CheckoutLine = {
  id: string;
  product_id: string;
  ndc: string;
  name: string;
  strength: string;
  package_size: string;
  is_brand: boolean;
  quantity: number;
  unit_cents: number;
  original_unit_cents: number;
  total_cents: number;
  promo_applied: boolean;
  available: boolean;
};

export type VacationTime = { name: string; start_date: string; end_date: string; notes: string | null };

export type CheckoutSummary = {
  supplier: { id: string; name: string };
  approved: boolean;
  approval_message: string | null;
  lines: CheckoutLine[];
  subtotal_cents: number;
  minimums: { met: boolean; message: string; failures: string[] };
  addresses: Address[];
  po_box_notice: string;
  ship_location_id: string | null;
  bill_location_id: string | null;
  shipping: {
    method: string | null;
    options: TransitOption[];
    fee: { shipping_costs: number; message: string };
    allowed_methods: string[] | null;
    warning: string | null;
    cutoff: { cutoff_message: string; cutoff_past: boolean };
  };
  payment_methods: {
    pay_offline: {
      available: boolean;
      credit: {
        can_place: boolean;
        credit_hold: boolean;
        credit_allocated_cents: number;
        outstanding_cents: number;
        message: string | null;
      } | null;
    };
    card: { accepted: boolean; fee_bp: number | null; message: string | null; cards: SavedCard[] };
    bank_transfer: {
      visible: boolean;
      verified: boolean;
      weekly_limit_cents: number;
      remaining_allowance_cents: number | null;
      ach_discount_bp: number;
      accounts: { id: string; bank_name: string; last4: string; verified: boolean }[];
      warning: string | null;
      verify_link: string | null;
    };
  };
  totals: Record<PaymentMethod, Totals>;
  info: {
    terms: string | null;
    laws: string | null;
    fees: string | null;
    faq: string | null;
    additional: string | null;
  };
  vacation_times: VacationTime[];
  prefs: { payment_method: PaymentMethod | null; shipping_method: string | null };
};

export const checkoutQueryKey = (supplierId: string) => ['checkout', supplierId] as const;

/** The checkout page's data for a ship-to and a shipping method (both optional: the server picks defaults). */
export const checkoutQueryOptions = (
  supplierId: string,
  choice: { shipLocationId?: string | undefined; shippingMethod?: string | undefined } = {},
) =>
  queryOptions({
    queryKey: [...checkoutQueryKey(supplierId), choice.shipLocationId ?? null, choice.shippingMethod ?? null],
    queryFn: ({ signal }) =>
      api.get<CheckoutSummary>(`/api/v1/checkout/${encodeURIComponent(supplierId)}`, {
        query: { ship_location_id: choice.shipLocationId, shipping_method: choice.shippingMethod },
        signal,
      }),
    placeholderData: (previous) => previous,
  });

export type PlaceOrderBody = {
  ship_location_id: string;
  bill_location_id: string;
  payment_method: PaymentMethod;
  payment_card_id?: string;
  bank_account_id?: string;
  shipping_method: string;
  certification: boolean;
  memo?: string;
};

export type PlacedOrder = { message: string; order: { id: string; number: number; status: string } & Totals };

/**
 * POST /api/v1/checkout/{supplier} with the page visit's Idempotency-Key: a double click or a
 * retry after a lost answer gets the same order back instead of a second one.
 */
export function placeOrder(
  supplierId: string,
  body: PlaceOrderBody,
  idempotencyKey: string,
): Promise<PlacedOrder> {
  const path = `/api/v1/checkout/${encodeURIComponent(supplierId)}`;
  return request<PlacedOrder>('POST', path, { body, idempotencyKey });
}

/** PUT /api/v1/users/prefs: the instant-checkout defaults for one supplier. */
export const saveCheckoutPrefs = (
  supplierId: string,
  prefs: { payment_method: PaymentMethod | null; shipping_method: string | null },
) =>
  request<{ message: string }>('PUT', '/api/v1/users/prefs', {
    body: { supplier_id: supplierId, supplier_prefs: prefs },
  });
