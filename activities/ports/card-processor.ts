/**
 * The card processor as checkout, invoices and the payment-methods API see it (a port, so a real
 * provider's hosted fields and API can replace the sandbox without touching checkout). The full
 * card number and security code go to `tokenize` only and are never stored or logged by this
 * product: it keeps the token, the brand, the last four digits and the expiry.
 *
 * Money moves in three steps (authorise → commit → capture): an authorisation holds the amount on
 * the card, the order or invoice commits in the database, then the authorisation is captured. An
 * authorisation whose order never committed is voided, so no money moves without a record of why.
 */
export type CardDetails = { number: string; expMonth: number; expYear: number; cvc: string };

export type TokenizedCard = {
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
};

export type AuthorizeRequest = {
  token: string;
  amountCents: number;
  /** An authorisation repeated with the same key answers the first result and holds no more money. */
  idempotencyKey: string;
};

export type AuthorizeResult = { ok: true; ref: string } | { ok: false; message: string };

export type RefundRequest = {
  /** The captured charge's reference. */
  ref: string;
  amountCents: number;
  /** A refund repeated with the same key answers the first result and moves no more money. */
  idempotencyKey: string;
};

export type RefundResult = { ok: true; ref: string } | { ok: false; message: string };

/** What became of the authorisation made under a key, after `voidAuthorization`. */
export type VoidOutcome = 'voided' | 'captured' | 'none';

export type CardProcessor = {
  /** Checks the card (pharmacy-side §5 Card) and exchanges it for a token; throws field errors when invalid. */
  tokenize(card: CardDetails): Promise<TokenizedCard>;
  /** Holds exactly `amountCents` on a tokenised card; nothing is paid until it is captured. */
  authorize(request: AuthorizeRequest): Promise<AuthorizeResult>;
  /** Captures an authorisation in full; capturing a captured one does nothing. Throws when it cannot. */
  capture(ref: string): Promise<void>;
  /**
   * Voids the authorisation made under `idempotencyKey` unless it was captured; `none` when no
   * authorisation was made under that key (the call never reached the processor).
   */
  voidAuthorization(idempotencyKey: string): Promise<VoidOutcome>;
  /** Gives back part or all of a captured charge; a voided authorisation has nothing to refund. */
  refund(request: RefundRequest): Promise<RefundResult>;
};
