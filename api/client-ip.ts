/**
 * The client's address as the API counts it, for login throttling and rate limits alike (ASVS v5
 * 4.1.3, issue 10): the socket's peer, or behind our trusted proxies (`TRUSTED_PROXIES`) the first
 * address of X-Forwarded-For, read from the right, that no proxy of ours vouches for
 * (platform/client-address.ts). A caller cannot pick its bucket by sending the header itself.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { resolveClientAddress, trustedProxiesOf } from '../platform/client-address.ts';
import type { AppEnv } from './context.ts';

/** The socket's peer, or undefined for a request without one (app.request() in tests). */
function peerOf(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** The client's address through the trusted proxies; undefined without a socket. */
export function clientAddressOf(c: Context<AppEnv>): string | undefined {
  const trusted = trustedProxiesOf(c.get('deps').env.trustedProxies);
  return resolveClientAddress(peerOf(c), c.req.header('x-forwarded-for'), trusted);
}

/** The same, as login throttling keys it: 'unknown' for a request without a socket. */
export function clientIp(c: Context<AppEnv>): string {
  return clientAddressOf(c) ?? 'unknown';
}
