/** Who is calling, as every route and activity sees it after authentication. */
export type AccountKind = 'pharmacy' | 'supplier' | 'support';
export type UserRole = 'admin' | 'member' | 'operator';

export type Caller = {
  user: { id: string; email: string; firstName: string; lastName: string; role: UserRole };
  account: {
    id: string;
    kind: AccountKind;
    name: string;
    masterAccountId: string | null;
    /** The IANA time zone its days are read in (date-range filters). */
    timeZone: string;
  };
  /**
   * How the caller proved who they are: a browser session (its CSRF token, to hand to the page, and
   * the digest the session keeps, to check a write against) or a personal access token.
   */
  via:
    | { kind: 'session'; sessionId: string; csrfToken: string; csrfTokenHash: string }
    | { kind: 'token'; tokenId: string };
};
