/**
 * The SSRF guard of the FTP primaries check (issue 23): the server's name is resolved here, once;
 * every address it resolves to must be public (domain/primaries/address-class.ts) or allow-listed
 * (PRIMARIES_ALLOWED_ADDRESSES), else the check is refused with a 400 naming `server_address`
 * before any connection. The first address is then PINNED: the clients dial that IP, never the name
 * again, so a DNS answer that changes between this check and the connection (DNS rebinding) is not
 * followed. Refusing when ANY answer is internal also defeats a name that lists a public address
 * beside an internal one.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import { classifyAddress, refusalMessage } from '../../domain/primaries/address-class.ts';
import { DomainError } from '../../domain/errors.ts';
import { isAllowedTarget, type AllowedTarget } from '../../platform/allowed-targets.ts';

/** Where the check connects: the pinned address, and the name for TLS (SNI, certificate check). */
export type PinnedTarget = { address: string; family: 4 | 6; port: number; serverName: string };

export type Lookup = (name: string) => Promise<{ address: string; family: number }[]>;

const systemLookup: Lookup = (name) => dnsLookup(name, { all: true, verbatim: true });

function refused(message: string): DomainError {
  return new DomainError('PRIMARY_SERVER_ADDRESS_REFUSED', `server_address ${message}`, {
    fields: { server_address: [message] },
  });
}

/** Resolves `serverAddress` and pins one allowed address, or throws the 400 naming server_address. */
export async function resolvePinnedTarget(
  serverAddress: string,
  port: number,
  allowed: readonly AllowedTarget[],
  lookup: Lookup = systemLookup,
): Promise<PinnedTarget> {
  const name = serverAddress.replace(/^\[|\]$/g, '').replace(/\.$/, '');
  let answers: { address: string; family: number }[];
  try {
    answers =
      classifyAddress(name) === null
        ? await lookup(name)
        : [{ address: name, family: name.includes(':') ? 6 : 4 }];
  } catch {
    throw refused('could not be resolved');
  }
  if (answers.length === 0) throw refused('could not be resolved');
  for (const answer of answers) {
    const cls = classifyAddress(answer.address) ?? 'reserved';
    if (cls !== 'public' && !isAllowedTarget(allowed, answer.address, port))
      throw refused(refusalMessage(cls));
  }
  const pinned = answers[0]!;
  return { address: pinned.address, family: pinned.family === 6 ? 6 : 4, port, serverName: name };
}
