/**
 * The bank as the product sees it (issue 23 "Bank debits, deposits and returns go through the bank
 * port"): two micro-deposits to prove an account, a debit that settles later or comes back with an
 * ACH return code, and the reversal of a transfer the pharmacy sent (refunds). The sandbox bank
 * (activities/payments/sandbox-bank.ts) is the local implementation.
 */
export type ReversalRequest = {
  /** The transfer's reference, as recorded on the payment. */
  transferRef: string;
  amountCents: number;
  /** A reversal repeated with the same key answers the first result and moves no more money. */
  idempotencyKey: string;
};

export type MicroDepositRequest = {
  bankAccountId: string;
  routingNumber: string;
  /** Sending again with the same key answers the first two amounts and sends nothing more. */
  idempotencyKey: string;
};

export type DebitRequest = {
  bankAccountId: string;
  routingNumber: string;
  amountCents: number;
  /** A debit repeated with the same key answers the first reference and takes no more money. */
  idempotencyKey: string;
};

/** Where a debit stands at the bank: still on its way, settled, or returned with its ACH code. */
export type TransferOutcome =
  { status: 'pending' } | { status: 'settled' } | { status: 'returned'; returnCode: string; reason: string };

export type BankRails = {
  reverse(request: ReversalRequest): Promise<{ ref: string }>;
  /** Sends two deposits under $1; answers their amounts in cents (kept to compare, never shown). */
  sendMicroDeposits(request: MicroDepositRequest): Promise<{ amountsCents: [number, number] }>;
  /** Starts a debit; it settles or comes back later (transferOutcome). */
  debit(request: DebitRequest): Promise<{ ref: string }>;
  transferOutcome(ref: string): Promise<TransferOutcome>;
};
