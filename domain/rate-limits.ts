/**
 * How often one account, and one client address, may call the routes that cost the most or invite
 * abuse (issue 10, Limits): catalog search, import uploads, exports, offer creation and card
 * tokenisation (card testing, ASVS v5 2.4.1), and document uploads (issue 22). Counted in fixed windows aligned to the epoch, per
 * account and per address apart, so a shared office address gets more room than one account, and
 * one account cannot escape its limit by changing address. Over either limit the request is refused
 * with 429 and Retry-After: the seconds left in the window.
 */
export type RateLimit = {
  /** Requests one account may make in a window. */
  perAccount: number;
  /** Requests one client address may make in a window, whichever accounts it uses. */
  perAddress: number;
  windowSeconds: number;
};

export const RATE_LIMITS = {
  /** Suggestions as one types, and the marketplace's search pages. */
  search: { perAccount: 120, perAddress: 600, windowSeconds: 60 },
  /** CSV imports of up to 50 MB each. */
  uploads: { perAccount: 20, perAddress: 60, windowSeconds: 3600 },
  /**
   * Document uploads (listing files, tax documents, licence renewals, the seller registration, the
   * voided cheque): each stores up to 50 MB and counts against the account's storage quota.
   */
  documents: { perAccount: 60, perAddress: 180, windowSeconds: 3600 },
  /** Order exports (PDF or CSV of up to 10,000 orders) and import error reports. */
  exports: { perAccount: 60, perAddress: 240, windowSeconds: 3600 },
  /** New offers and bundle offers: each starts a workflow and notifies the other party. */
  offers: { perAccount: 100, perAddress: 300, windowSeconds: 3600 },
  /** Saving a card sends the number to the processor: a card tester's tool. */
  cards: { perAccount: 10, perAddress: 30, windowSeconds: 3600 },
  /** The public signup calls (checks, NCPDP lookup, funnel, drafts, submit): strangers, per address. */
  signup: { perAccount: 300, perAddress: 300, windowSeconds: 3600 },
  /**
   * Submitting a signup (issue 22): each creates an account, stores up to 50 MB of documents and
   * mails a code, so a handful an hour per address (an IPv6 /64 counts as one address).
   */
  signupSubmit: { perAccount: 10, perAddress: 10, windowSeconds: 3600 },
  /**
   * The FTP primaries check (issue 23): each opens a connection to a server the user names and may
   * hold it 10 seconds, so the product is not a port scanner for hire.
   */
  primaryChecks: { perAccount: 30, perAddress: 60, windowSeconds: 3600 },
} as const satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof RATE_LIMITS;
export const RATE_LIMIT_NAMES = Object.keys(RATE_LIMITS) as RateLimitName[];

/** The window `now` falls in: windows start at whole multiples of their length since the epoch. */
export function rateLimitWindow(limit: RateLimit, now: Date): { start: Date; end: Date } {
  const length = limit.windowSeconds * 1000;
  const start = Math.floor(now.getTime() / length) * length;
  return { start: new Date(start), end: new Date(start + length) };
}

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Whether a request may proceed, given the hits counted in its window with it included (no account
 * for an anonymous caller, no address when none is known) and when the window ends.
 */
export function decideRateLimit(
  limit: RateLimit,
  hits: { account?: number | undefined; address?: number | undefined },
  windowEnd: Date,
  now: Date,
): RateLimitDecision {
  const over =
    (hits.account !== undefined && hits.account > limit.perAccount) ||
    (hits.address !== undefined && hits.address > limit.perAddress);
  if (!over) return { allowed: true };
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((windowEnd.getTime() - now.getTime()) / 1000)),
  };
}

/** 'in 42 seconds', 'in 7 minutes': when the caller may try again. */
export function retryAfterText(seconds: number): string {
  if (seconds < 90) return `in ${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes} minutes`;
}
