/**
 * The closed set of error codes the product raises on purpose, with the HTTP status each maps to.
 * Codes are UPPER_SNAKE with the area first; they travel through Temporal failures as their type.
 */
export const ERROR_STATUS = {
  AUTH_REQUIRED: 401,
  AUTH_INVALID_CREDENTIALS: 401,
  AUTH_ACCOUNT_NOT_APPROVED: 403,
  AUTH_THROTTLED: 429,
  AUTH_FORBIDDEN: 403,
  CSRF_TOKEN_INVALID: 403,
  ORIGIN_NOT_ALLOWED: 403,
  REQUEST_INVALID: 400,
  REQUEST_TOO_LARGE: 413,
  REQUEST_UNSUPPORTED_MEDIA_TYPE: 415,
  REQUEST_RATE_LIMITED: 429,
  RESOURCE_NOT_FOUND: 404,
  RESOURCE_CONFLICT: 409,
  SERVICE_UNAVAILABLE: 503,
  IDEMPOTENCY_KEY_REUSED: 422,
  SIGNUP_FIELD_TAKEN: 422,
  SIGNUP_EMAIL_CODE_INVALID: 422,
  PASSWORD_INVALID: 422,
  PASSWORD_INCORRECT: 422,
  PASSWORD_LINK_INVALID: 422,
  LICENCE_EXPIRED: 422,
  LICENCE_MISSING: 422,
  APPLICATION_DECISION_INCOMPLETE: 422,
  CUSTOMER_REQUEST_INVALID: 422,
  SUPPLIER_SETTINGS_INVALID: 422,
  PRIMARY_CONNECTION_INVALID: 422,
  /** The FTP primaries check's server resolves to an address it may not reach (issue 23, SSRF guard). */
  PRIMARY_SERVER_ADDRESS_REFUSED: 400,
  CHECKOUT_NOT_A_CUSTOMER: 422,
  CHECKOUT_CERTIFICATION_REQUIRED: 422,
  CHECKOUT_TOTAL_CHANGED: 422,
  CART_EMPTY: 422,
  PRODUCT_UNAVAILABLE: 422,
  OWN_LISTING: 422,
  ORDER_QUANTITY_NOT_ALLOWED: 422,
  ORDER_BELOW_SUPPLIER_MINIMUM: 422,
  ORDER_EMPTY: 422,
  ORDER_EDIT_NO_CHANGE: 422,
  ORDER_EDIT_CARD_RAISE: 422,
  CREDIT_HOLD: 422,
  CREDIT_LIMIT_EXCEEDED: 422,
  CREDIT_NOT_GRANTED: 422,
  PAYMENT_METHOD_NOT_ALLOWED: 422,
  PAYMENT_METHOD_REQUIRED: 422,
  PAYMENT_HOLD_REFUSED: 422,
  CARD_INVALID: 422,
  CARD_EXPIRED: 422,
  CARD_NOT_ACCEPTED: 422,
  BANK_WEEKLY_LIMIT_EXCEEDED: 422,
  REWARD_POINTS_INSUFFICIENT: 422,
  BANK_VERIFICATION_FAILED: 422,
  BANK_VERIFICATION_LOCKED: 422,
  BANK_VERIFICATION_NOT_STARTED: 422,
  BANK_ACCOUNT_INVALID: 422,
  BANK_TRANSFERS_HELD: 422,
  BANK_TRANSFER_UNSETTLED: 409,
  SHIPPING_METHOD_UNAVAILABLE: 422,
  SHIPPING_DESTINATION_UNKNOWN: 422,
  SHIPPING_NO_DAY_AVAILABLE: 422,
  SHIPMENT_INVALID: 422,
  LISTING_INVALID: 422,
  LISTING_CONTROLLED_NOT_ALLOWED: 422,
  PROMOTION_UNAVAILABLE: 422,
  IMPORT_QUOTA_EXCEEDED: 422,
  SUPPORT_SIGNAL_NOT_ALLOWED: 422,
  SUPPORT_CANCEL_NOT_ALLOWED: 422,
  DSCSA_RECORD_SUPERSEDED: 409,
  AUDIT_INVALID: 422,
  AUDIT_WRONG_PARTY: 422,
  P2P_NOT_A_SELLER: 422,
  P2P_CHECKOUT_INCOMPLETE: 422,
  P2P_CART_MIXED: 422,
  P2P_LOT_LINE_UNKNOWN: 422,
  P2P_DISPUTE_MESSAGE_REQUIRED: 422,
  RATING_MESSAGE_REQUIRED: 422,
  ORDER_INVALID_TRANSITION: 409,
  ORDER_CONTROLLED_SUBSTANCE: 422,
  OFFER_INVALID_MOVE: 409,
  OFFER_WRONG_PARTY: 422,
  OFFER_INVALID: 422,
  OFFER_PRICE_ABOVE_CAP: 422,
  OFFER_NOT_ACTIONABLE: 422,
  TEAM_CHANGE_REFUSED: 409,
  SUB_ACCOUNT_FIELD_TAKEN: 422,
  SUB_ACCOUNT_MASTER_ONLY: 403,
  PURCHASE_APPROVAL_DECIDED: 409,
} as const;

/** Every code, for the contract's enum on the problem schema. */
export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

export type ErrorCode = keyof typeof ERROR_STATUS;
export type FieldErrors = Record<string, string[]>;

/**
 * An expected failure: `message` is for developers and logs, `detail` is what a user may read
 * (the SPA toasts it), `fields` names the offending inputs.
 */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly detail: string;
  readonly fields: FieldErrors | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    detail: string,
    options: { message?: string; fields?: FieldErrors; retryAfterSeconds?: number } = {},
  ) {
    super(options.message ?? detail);
    this.name = 'DomainError';
    this.code = code;
    this.detail = detail;
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** The resource does not exist for this caller: also what a foreign account's id answers. */
export function notFound(what: string): DomainError {
  return new DomainError('RESOURCE_NOT_FOUND', `${what} not found`);
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
