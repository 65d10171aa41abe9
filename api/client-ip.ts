import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from './context.ts';

/**
 * The client's address, as login throttling counts it (ASVS v5 4.1.3, issue 10). The socket's
 * address, unless it is a configured trusted proxy (`TRUSTED_PROXIES`): then X-Forwarded-For is
 * read from the right, past every trusted proxy, and the first address no proxy of ours vouches
 * for is the client. A caller cannot pick its bucket by sending the header itself, and behind a
 * proxy every client is not counted as the proxy.
 */
export function clientIp(c: Context<AppEnv>): string {
  const socket = socketAddress(c);
  const { trustedProxies } = c.get('deps').env;
  if (trustedProxies.length === 0) return socket;
  return clientAddress(socket, c.req.header('x-forwarded-for'), trustedProxyList(trustedProxies));
}

/** The client address behind a chain of proxies, given the socket's and the forwarded-for list. */
export function clientAddress(
  socket: string,
  forwardedFor: string | undefined,
  trusted: { check(address: string, family: 'ipv4' | 'ipv6'): boolean },
): string {
  const isTrusted = (address: string) => {
    const family = isIP(address);
    return family !== 0 && trusted.check(address, family === 4 ? 'ipv4' : 'ipv6');
  };
  let client = normalise(socket);
  if (!isTrusted(client)) return client;
  const hops = (forwardedFor ?? '').split(',').map((hop) => normalise(hop.trim()));
  for (const hop of hops.reverse()) {
    // Whatever stands left of garbage was written by nobody we trust: stop at the last good hop.
    if (isIP(hop) === 0) return client;
    client = hop;
    if (!isTrusted(hop)) return hop;
  }
  return client;
}

/** The configured proxies as a BlockList, built once per configuration. */
const lists = new WeakMap<string[], BlockList>();
export function trustedProxyList(entries: string[]): BlockList {
  let list = lists.get(entries);
  if (list) return list;
  list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  lists.set(entries, list);
  return list;
}

/** `::ffff:10.0.0.1` (IPv4 on a dual-stack socket) is `10.0.0.1`. */
function normalise(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
