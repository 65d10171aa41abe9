import type { PaymentMethod } from './totals.ts';

/** What each payment method is called (pharmacy-side §3 Payment methods): orders pages, checkout and the orders export. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  pay_offline: 'Pay offline',
  card: 'Card',
  bank_transfer: 'Bank transfer',
};
