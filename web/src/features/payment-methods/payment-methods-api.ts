/** Payment-method calls (api/routes/payment-methods.ts): saved cards and bank accounts of the caller. */
import { queryOptions } from '@tanstack/react-query';
import { api, request } from '../../api/client.ts';
import type { SavedCard } from '../checkout/checkout-api.ts';

export type BankAccount = {
  id: string;
  bank_name: string;
  last4: string;
  verified: boolean;
  verify_attempts_left: number | null;
};
export type PaymentMethods = { card_processor: string; cards: SavedCard[]; bank_accounts: BankAccount[] };

export const paymentMethodsQueryKey = ['payment-methods'] as const;

export const paymentMethodsQueryOptions = () =>
  queryOptions({
    queryKey: paymentMethodsQueryKey,
    queryFn: ({ signal }) => api.get<PaymentMethods>('/api/v1/payment_methods', { signal }),
  });

export type NewCard = {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
  holder_name: string;
  location_id?: string;
};

/** The number and security code go to the server once, to be tokenised by the card processor, and are not kept here. */
export const addCard = (card: NewCard) =>
  api.post<{ message: string; card: SavedCard }>('/api/v1/payment_methods/cards', card);

export const removeCard = (id: string) =>
  request<{ message: string }>('DELETE', `/api/v1/payment_methods/cards/${encodeURIComponent(id)}`);

export const verifyBankAccount = (id: string, amounts: [number, number]) =>
  api.post<{ message: string; verified: boolean }>(
    `/api/v1/payment_methods/bank_accounts/${encodeURIComponent(id)}/verify`,
    { amounts },
  );
