/**
 * Stream names: the keys that fan-out is addressed by. A channel subscription streams from exactly
 * one of these, and `publish` sends to one of them.
 */
export const streams = {
  user: (id: string): string => `user:${id}`,
  account: (id: string): string => `account:${id}`,
};
