/**
 * PRIMARIES_ALLOWED_ADDRESSES: the servers the FTP primaries check may reach although their address
 * is not public (domain/primaries/address-class.ts). The tests list their own FTP and SFTP servers
 * by exact address and port, so 127.0.0.1 on any other port is still refused.
 */
import { addressInEntry, parseIPv4, parseIPv6 } from '../domain/primaries/address-class.ts';

/** An address or CIDR block, and the one port it is allowed on (any port when absent). */
export type AllowedTarget = { block: string; port?: number };

function isBlock(text: string): boolean {
  const [address = '', bits, ...rest] = text.split('/');
  if (rest.length > 0) return false;
  const width = parseIPv4(address) !== null ? 32 : parseIPv6(address) !== null ? 128 : 0;
  return width > 0 && (bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= width));
}

/** `127.0.0.1:2121,[::1]:2222,10.0.0.0/8` → the targets; throws naming an entry it cannot read. */
export function parseAllowedTargets(text: string): AllowedTarget[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const withPort = /^\[([^\]]+)\]:(\d{1,5})$/.exec(entry) ?? /^([^:]+):(\d{1,5})$/.exec(entry);
      const block = withPort ? withPort[1]! : entry.replace(/^\[|\]$/g, '');
      const port = withPort ? Number(withPort[2]) : undefined;
      if (!isBlock(block) || (port !== undefined && (port < 1 || port > 65535)))
        throw new Error(`'${entry}' is not an address, a CIDR block or address:port`);
      return port === undefined ? { block } : { block, port };
    });
}

/** Whether the check may connect to `address` on `port` although the address is not public. */
export function isAllowedTarget(targets: readonly AllowedTarget[], address: string, port: number): boolean {
  return targets.some(
    (target) => (target.port === undefined || target.port === port) && addressInEntry(address, target.block),
  );
}
