/**
 * The bank as refunds see it: a transfer the pharmacy sent can be reversed, in part or whole. The
 * sandbox bank (activities/payments/sandbox-bank.ts) is the local implementation.
 */
export type ReversalRequest = {
  /** The transfer's reference, as recorded on the payment. */
  transferRef: string;
  amountCents: number;
  /** A reversal repeated with the same key answers the first result and moves no more money. */
  idempotencyKey: string;
};

export type BankRails = {
  reverse(request: ReversalRequest): Promise<{ ref: string }>;
};
