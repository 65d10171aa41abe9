/**
 * The address of the client that sent a request, for limits keyed by address (rate limits, login
 * throttling). Without trusted proxies it is the socket's peer. Behind our own TLS proxy the peer is
 * the proxy, so X-Forwarded-For is read, but only when the peer is one of TRUSTED_PROXIES and only
 * from the right: each hop a trusted proxy appended is skipped, and the first address that is not a
 * trusted proxy is the client's. Entries left of it were written by the client and never believed,
 * or anyone could pick a fresh address per request (ASVS v5 4.1.3; RFC 7239 §7.4).
 */
import { BlockList, isIP } from 'node:net';

export type TrustedProxies = { has(address: string): boolean };

const built = new WeakMap<readonly string[], TrustedProxies>();

/** The trusted proxies of a list of addresses and CIDR blocks (built once per list). */
export function trustedProxiesOf(entries: readonly string[]): TrustedProxies {
  const known = built.get(entries);
  if (known) return known;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  const proxies = {
    has: (address: string) => {
      const family = isIP(address);
      return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
    },
  };
  built.set(entries, proxies);
  return proxies;
}

/** `::ffff:10.0.0.1` (an IPv4 peer of a dual-stack socket) → `10.0.0.1`; brackets and zones removed. */
export function normalizeAddress(raw: string): string {
  let address = raw.trim();
  if (address.startsWith('[') && address.includes(']')) address = address.slice(1, address.indexOf(']'));
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return (mapped ? mapped[1]! : address).toLowerCase();
}

/**
 * The client's address: the socket's `peer`, or, when the peer is a trusted proxy, the rightmost
 * address of `forwardedFor` that is not one. An entry that is not an address stops the walk at the
 * last hop believed. Undefined when there is no socket (an in-process request).
 */
export function resolveClientAddress(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trusted: TrustedProxies,
): string | undefined {
  if (!peer) return undefined;
  let client = normalizeAddress(peer);
  if (!forwardedFor || !trusted.has(client)) return client;
  const hops = forwardedFor.split(',').map(normalizeAddress).reverse();
  for (const hop of hops) {
    if (!isIP(hop)) return client;
    client = hop;
    if (!trusted.has(hop)) return client;
  }
  return client;
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded, an embedded IPv4 tail as two groups). */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const parse = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The key an address is counted by in rate limits (issue 22): an IPv4 address as it is, an IPv6
 * address by its /64 prefix, the smallest block one subscriber is routed (RFC 6177), so that
 * walking the 2^64 addresses of one's own network earns no fresh allowance.
 */
export function rateLimitAddressKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const prefix = ipv6Groups(address.split('%')[0]!).slice(0, 4);
  return `${prefix.map((g) => g.toString(16)).join(':')}::/64`;
}
