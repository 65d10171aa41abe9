/** Payment-method calls (api/routes/payments/): saved cards and bank accounts of the caller. */
import { queryOptions } from '@tanstack/react-query';
import { apiClient, data } from '../../api/client.ts';
import type { RequestBody, Schema } from '../../api/contract.ts';

export type BankAccount = Schema<'BankAccount'>;
export type PaymentMethods = Schema<'PaymentMethods'>;

export const paymentMethodsQueryKey = ['payment-methods'] as const;

export const paymentMethodsQueryOptions = () =>
  queryOptions({
    queryKey: paymentMethodsQueryKey,
    queryFn: ({ signal }) => data(apiClient.GET('/api/v1/payment_methods', { signal })),
  });

export type NewCard = RequestBody<'/api/v1/payment_methods/cards', 'post'>;

/** The number and security code go to the server once, to be tokenised by the card processor, and are not kept here. */
export const addCard = (card: NewCard) =>
  data(apiClient.POST('/api/v1/payment_methods/cards', { body: card }));

export const removeCard = (id: string) =>
  data(apiClient.DELETE('/api/v1/payment_methods/cards/{id}', { params: { path: { id } } }));

export const verifyBankAccount = (id: string, amounts: [number, number]) =>
  data(
    apiClient.POST('/api/v1/payment_methods/bank_accounts/{id}/verify', {
      params: { path: { id } },
      body: { amounts },
    }),
  );
