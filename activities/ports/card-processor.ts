/**
 * The card processor as checkout and the payment-methods API see it (a port, so a real provider's
 * hosted fields and API can replace the sandbox without touching checkout). The full card number
 * and security code go to `tokenize` only and are never stored or logged by this product: it keeps
 * the token, the brand, the last four digits and the expiry.
 */
export type CardDetails = { number: string; expMonth: number; expYear: number; cvc: string };

export type TokenizedCard = {
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
};

export type ChargeRequest = {
  token: string;
  amountCents: number;
  /** A charge repeated with the same key answers the first result and moves no more money. */
  idempotencyKey: string;
};

export type ChargeResult = { ok: true; ref: string } | { ok: false; message: string };

export type CardProcessor = {
  /** Checks the card (pharmacy-side §5 Card) and exchanges it for a token; throws field errors when invalid. */
  tokenize(card: CardDetails): Promise<TokenizedCard>;
  /** Charges a tokenised card exactly `amountCents`. */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Gives back a successful charge in full (used when the order it paid for could not be saved). */
  refund(ref: string): Promise<void>;
};
