/**
 * Typed calls of the supplier settings that checkout reads (supplier-side §2, §3, §7): order
 * minimums, shipping settings with holidays, vacation times, card-processing taxes.
 */
import { queryOptions } from '@tanstack/react-query';
import { api, request } from '../../api/client.ts';

export type Minimums = {
  minimum_order_total: string;
  brands_minimum_order_total: string;
  brands_minimum_mandatory: boolean;
  generics_minimum_order_total: string;
  generics_minimum_mandatory: boolean;
};

export type ShippingMethod = {
  id?: string;
  service_type: string;
  name: string;
  transit_business_days: number;
  fee: string;
};
export type Holiday = { id?: string; name: string; month_day: string };
export type VacationTime = {
  id: string;
  name: string;
  start_date: string;
  end_date: string;
  notes: string | null;
};
export type VacationDraft = Omit<VacationTime, 'id'>;

export type CutoffKey =
  | 'supplier_shipping_setting_all_days_cutoff'
  | 'supplier_shipping_setting_monday_cutoff'
  | 'supplier_shipping_setting_tuesday_cutoff'
  | 'supplier_shipping_setting_wednesday_cutoff'
  | 'supplier_shipping_setting_thursday_cutoff'
  | 'supplier_shipping_setting_friday_cutoff'
  | 'supplier_shipping_setting_saturday_cutoff';

export type ShippingForm = {
  time_zone: string;
  free_shipping_minimum: string | null;
  overnight_preselected: boolean;
  same_cutoff_for_all_days: boolean;
  shipping_methods: ShippingMethod[];
  holidays: Holiday[];
} & Record<CutoffKey, string | null>;

export type ShippingSettings = ShippingForm & { vacation_times: VacationTime[] };

export type CardTaxStateRow = {
  code: string;
  name: string;
  accepted: boolean;
  individual_tax: string | null;
};
export type CardTaxForm = {
  cc_payment_processing_tax: boolean;
  accept_cards: 'all_states' | 'by_state';
  tax_mode: 'global' | 'individual';
  global_tax: string | null;
  individual_tax: Record<string, string>;
  accepted_states: string[];
  ach_payment_discount: string;
};
export type CardTaxes = CardTaxForm & { states: CardTaxStateRow[] };

type Saved = { message: string };

export const minimumsQueryKey = ['supplier-settings', 'minimums'] as const;
export const shippingQueryKey = ['supplier-settings', 'shipping'] as const;
export const cardTaxesQueryKey = ['supplier-settings', 'card-taxes'] as const;

export const minimumsQueryOptions = () =>
  queryOptions({
    queryKey: minimumsQueryKey,
    queryFn: ({ signal }) => api.get<Minimums>('/api/v1/suppliers/settings/minimums', { signal }),
  });

export const shippingQueryOptions = () =>
  queryOptions({
    queryKey: shippingQueryKey,
    queryFn: ({ signal }) => api.get<ShippingSettings>('/api/v1/suppliers/settings/shipping', { signal }),
  });

export const cardTaxesQueryOptions = () =>
  queryOptions({
    queryKey: cardTaxesQueryKey,
    queryFn: ({ signal }) => api.get<CardTaxes>('/api/v1/suppliers/cc_payment_taxes', { signal }),
  });

export const saveMinimums = (body: Minimums) =>
  request<Minimums & Saved>('PUT', '/api/v1/suppliers/settings/minimums', { body });

/** Rows are sent without their ids: methods are matched by service type and holidays replaced whole. */
export const saveShipping = (form: ShippingForm) => {
  const body = {
    ...form,
    shipping_methods: form.shipping_methods.map(({ id: _id, ...method }) => method),
    holidays: form.holidays.map(({ id: _id, ...holiday }) => holiday),
  };
  return request<ShippingSettings & Saved>('PUT', '/api/v1/suppliers/settings/shipping', { body });
};

export const createVacationTime = (body: VacationDraft) =>
  api.post<VacationTime & Saved>('/api/v1/suppliers/settings/vacation_times', body);

export const updateVacationTime = (id: string, body: VacationDraft) =>
  request<VacationTime & Saved>('PUT', `/api/v1/suppliers/settings/vacation_times/${id}`, { body });

export const deleteVacationTime = (id: string) =>
  api.delete<Saved>(`/api/v1/suppliers/settings/vacation_times/${id}`);

/** Saves every card tax setting at once; blank per-state rates are left out. */
export const saveCardTaxes = (form: CardTaxForm) => {
  const body = {
    ...form,
    individual_tax: Object.fromEntries(
      Object.entries(form.individual_tax).filter(([, v]) => v.trim() !== ''),
    ),
    accepted_states: form.accept_cards === 'by_state' ? form.accepted_states : [],
  };
  return request<CardTaxes & Saved>('PUT', '/api/v1/suppliers/cc_payment_processing_taxes/taxes_all_states', {
    body,
  });
};
