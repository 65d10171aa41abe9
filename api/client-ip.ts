import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The client's address from the socket. X-Forwarded-For is ignored: a caller could set it to
 * dodge per-address throttling (ASVS v5 4.1.3); a trusted proxy setup would read it here.
 */
export function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
