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

export type NewBankAccount = RequestBody<'/api/v1/payment_methods/bank_accounts', 'post'>;

/** The account and routing numbers go to the server once; only the last four are kept and shown. */
export const addBankAccount = (account: NewBankAccount) =>
  data(apiClient.POST('/api/v1/payment_methods/bank_accounts', { body: account }));

export const removeBankAccount = (id: string) =>
  data(apiClient.DELETE('/api/v1/payment_methods/bank_accounts/{id}', { params: { path: { id } } }));

/** The SANDBOX bank's inbox: what it deposited to and debited from the caller's accounts. */
export const sandboxBankInboxQueryOptions = () =>
  queryOptions({
    queryKey: ['sandbox-bank-inbox'] as const,
    queryFn: ({ signal }) => data(apiClient.GET('/api/v1/sandbox/bank/inbox', { signal })),
  });

/** The SANDBOX bank's clearing run: pending debits settle (or return R01 from the test routing number). */
export const clearSandboxBank = () => data(apiClient.POST('/api/v1/sandbox/bank/clear', {}));
