/**
 * Typed calls of the supplier settings that checkout reads (supplier-side §2, §3, §7): order
 * minimums, shipping settings with holidays, vacation times, card-processing taxes.
 */
import { queryOptions } from '@tanstack/react-query';
import { apiClient, data } from '../../api/client.ts';
import type { RequestBody, Schema } from '../../api/contract.ts';
import { monthDayToHoliday } from '../../../../domain/shipping/holidays.ts';

export type Minimums = Schema<'Minimums'>;
export type ShippingSettings = Schema<'ShippingSettings'>;
export type VacationTime = Schema<'VacationTime'>;
export type VacationDraft = RequestBody<'/api/v1/suppliers/settings/vacation_times', 'post'>;
export type CardTaxes = Schema<'CardTaxes'>;
export type CardTaxStateRow = CardTaxes['states'][number];
/** The card tax form: the page's settings without the state table. */
export type CardTaxForm = Omit<CardTaxes, 'states'>;

/** A form row: saved rows carry their id, new ones have none yet. */
type Row<T extends { id: string }> = Omit<T, 'id'> & { id?: string };
export type ShippingMethod = Row<ShippingSettings['shipping_methods'][number]>;
export type Holiday = Row<ShippingSettings['holidays'][number]>;
export type CutoffKey = Extract<keyof ShippingSettings, `supplier_shipping_setting_${string}_cutoff`>;
export type ShippingForm = Omit<ShippingSettings, 'shipping_methods' | 'holidays' | 'vacation_times'> & {
  shipping_methods: ShippingMethod[];
  holidays: Holiday[];
};

export const minimumsQueryKey = ['supplier-settings', 'minimums'] as const;
export const shippingQueryKey = ['supplier-settings', 'shipping'] as const;
export const cardTaxesQueryKey = ['supplier-settings', 'card-taxes'] as const;

export const minimumsQueryOptions = () =>
  queryOptions({
    queryKey: minimumsQueryKey,
    queryFn: ({ signal }) => data(apiClient.GET('/api/v1/suppliers/settings/minimums', { signal })),
  });

export const shippingQueryOptions = () =>
  queryOptions({
    queryKey: shippingQueryKey,
    queryFn: ({ signal }) => data(apiClient.GET('/api/v1/suppliers/settings/shipping', { signal })),
  });

export const cardTaxesQueryOptions = () =>
  queryOptions({
    queryKey: cardTaxesQueryKey,
    queryFn: ({ signal }) => data(apiClient.GET('/api/v1/suppliers/cc_payment_taxes', { signal })),
  });

export const saveMinimums = (body: Minimums) =>
  data(apiClient.PUT('/api/v1/suppliers/settings/minimums', { body }));

/**
 * Rows are sent without their ids: methods are matched by service type and holidays replaced whole.
 * The form holds holidays as the picker's 'MM-DD'; the API takes 'Month DD'.
 */
export const saveShipping = (form: ShippingForm) => {
  const body = {
    ...form,
    shipping_methods: form.shipping_methods.map(({ id: _id, ...method }) => method),
    holidays: form.holidays.map(({ name, month_day }) => ({ name, month_day: monthDayToHoliday(month_day) })),
  };
  return data(apiClient.PUT('/api/v1/suppliers/settings/shipping', { body }));
};

const vacation = (id: string) => ({ params: { path: { id } } });

export const createVacationTime = (body: VacationDraft) =>
  data(apiClient.POST('/api/v1/suppliers/settings/vacation_times', { body }));

export const updateVacationTime = (id: string, body: VacationDraft) =>
  data(apiClient.PUT('/api/v1/suppliers/settings/vacation_times/{id}', { ...vacation(id), body }));

export const deleteVacationTime = (id: string) =>
  data(apiClient.DELETE('/api/v1/suppliers/settings/vacation_times/{id}', vacation(id)));

/** Saves every card tax setting at once; blank per-state rates are left out. */
export const saveCardTaxes = (form: CardTaxForm) => {
  const body = {
    ...form,
    individual_tax: Object.fromEntries(
      Object.entries(form.individual_tax).filter(([, v]) => v.trim() !== ''),
    ),
    accepted_states: form.accept_cards === 'by_state' ? form.accepted_states : [],
  };
  return data(apiClient.PUT('/api/v1/suppliers/cc_payment_processing_taxes/taxes_all_states', { body }));
};

export type SupplierPreferences = Schema<'SupplierPreferences'>;
export const preferencesQueryKey = ['supplier-settings', 'preferences'] as const;

export const preferencesQueryOptions = () =>
  queryOptions({
    queryKey: preferencesQueryKey,
    queryFn: ({ signal }) => data(apiClient.GET('/api/v1/supplier/settings/prefs', { signal })),
  });

export const savePreferences = (body: SupplierPreferences) =>
  data(apiClient.PATCH('/api/v1/supplier/settings/prefs', { body }));
