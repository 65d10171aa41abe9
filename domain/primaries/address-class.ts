/**
 * Which addresses a pharmacy's primary connection may reach (issue 23, FTP primaries): the check
 * connects to a server the user names, so without a guard it is a way into the product's own
 * network (SSRF, OWASP A10). Every address a name resolves to is classed here; anything but a
 * public unicast address is refused. Pure: addresses are parsed by hand, no Node built-ins.
 */

/** Why an address is not reachable by the check; `public` is the only one allowed. */
export type AddressClass =
  | 'public'
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'cgnat'
  | 'multicast'
  | 'metadata'
  | 'reserved';

type Block = { first: bigint; bits: number; width: 32 | 128; class: Exclude<AddressClass, 'public'> };

/** 'a.b.c.d' → its 32-bit value; null when it is not four decimal octets (no leading zeros: 010 is ambiguous). */
export function parseIPv4(text: string): bigint | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0n;
  for (const part of parts) {
    if (!/^(0|[1-9]\d{0,2})$/.test(part) || Number(part) > 255) return null;
    value = (value << 8n) | BigInt(part);
  }
  return value;
}

/** An IPv6 text (with `::` and a trailing dotted quad, without a zone) → its 128-bit value, or null. */
export function parseIPv6(text: string): bigint | null {
  if (!/^[0-9a-f:.]+$/i.test(text) || text.split('::').length > 2) return null;
  let groups = text;
  let tail: string[] = [];
  const dotted = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const v4 = parseIPv4(dotted[2]!);
    if (v4 === null) return null;
    groups = dotted[1]!.endsWith('::') ? dotted[1]! : dotted[1]!.slice(0, -1);
    tail = [(v4 >> 16n).toString(16), (v4 & 0xffffn).toString(16)];
  }
  const [head = '', rest] = groups.split('::');
  const split = (s: string) => (s === '' ? [] : s.split(':'));
  const left = split(head);
  const right = [...(rest === undefined ? [] : split(rest)), ...tail];
  const all = rest === undefined ? [...left, ...tail] : left;
  const missing = 8 - left.length - right.length;
  if (rest === undefined ? all.length !== 8 : missing < 1) return null;
  const hextets = rest === undefined ? all : [...left, ...Array<string>(missing).fill('0'), ...right];
  let value = 0n;
  for (const h of hextets) {
    if (!/^[0-9a-f]{1,4}$/i.test(h)) return null;
    value = (value << 16n) | BigInt(`0x${h}`);
  }
  return value;
}

function v4(cidr: string, cls: Block['class']): Block {
  const [address, bits] = cidr.split('/');
  return { first: parseIPv4(address!)!, bits: Number(bits), width: 32, class: cls };
}
function v6(cidr: string, cls: Block['class']): Block {
  const [address, bits] = cidr.split('/');
  return { first: parseIPv6(address!)!, bits: Number(bits), width: 128, class: cls };
}

/**
 * The refused IPv4 blocks (RFC 6890 special-purpose registry), the cloud metadata addresses first so
 * they are named as such: AWS/GCP/Azure/OpenStack 169.254.169.254, Alibaba 100.100.100.200, Azure's
 * wire server 168.63.129.16 (a public-looking address every Azure VM reaches).
 */
const IPV4_BLOCKS: Block[] = [
  v4('169.254.169.254/32', 'metadata'),
  v4('100.100.100.200/32', 'metadata'),
  v4('168.63.129.16/32', 'metadata'),
  v4('0.0.0.0/8', 'unspecified'),
  v4('127.0.0.0/8', 'loopback'),
  v4('10.0.0.0/8', 'private'),
  v4('172.16.0.0/12', 'private'),
  v4('192.168.0.0/16', 'private'),
  v4('169.254.0.0/16', 'link-local'),
  v4('100.64.0.0/10', 'cgnat'),
  v4('224.0.0.0/4', 'multicast'),
  v4('192.0.0.0/24', 'reserved'),
  v4('192.0.2.0/24', 'reserved'),
  v4('198.18.0.0/15', 'reserved'),
  v4('198.51.100.0/24', 'reserved'),
  v4('203.0.113.0/24', 'reserved'),
  v4('240.0.0.0/4', 'reserved'),
];

/** The refused IPv6 blocks; IPv4 carried inside IPv6 (mapped, NAT64, 6to4) is judged as IPv4 below. */
const IPV6_BLOCKS: Block[] = [
  v6('fd00:ec2::254/128', 'metadata'),
  v6('::/128', 'unspecified'),
  v6('::1/128', 'loopback'),
  v6('fc00::/7', 'private'),
  v6('fec0::/10', 'private'),
  v6('fe80::/10', 'link-local'),
  v6('ff00::/8', 'multicast'),
  v6('::/96', 'reserved'),
  v6('100::/64', 'reserved'),
  v6('2001:db8::/32', 'reserved'),
  v6('2001::/23', 'reserved'),
];

function inBlock(value: bigint, block: Block): boolean {
  const shift = BigInt(block.width - block.bits);
  return value >> shift === block.first >> shift;
}

/** The IPv4 address an IPv6 address carries: ::ffff:a.b.c.d, 64:ff9b::a.b.c.d (NAT64), 2002:AABB:CCDD:: (6to4). */
function embeddedIPv4(value: bigint): bigint | null {
  if (value >> 32n === 0xffffn) return value & 0xffffffffn;
  if (value >> 32n === 0x64ff9b0000000000000000n) return value & 0xffffffffn;
  if (value >> 112n === 0x2002n) return (value >> 80n) & 0xffffffffn;
  return null;
}

function classOf(value: bigint, blocks: Block[]): AddressClass {
  return blocks.find((block) => inBlock(value, block))?.class ?? 'public';
}

/** The class of an IP address text; null when it is not an IP address (a name still to resolve). */
export function classifyAddress(text: string): AddressClass | null {
  const four = parseIPv4(text);
  if (four !== null) return classOf(four, IPV4_BLOCKS);
  const six = parseIPv6(text.replace(/^\[|\]$/g, ''));
  if (six === null) return null;
  const carried = embeddedIPv4(six);
  return carried === null ? classOf(six, IPV6_BLOCKS) : classOf(carried, IPV4_BLOCKS);
}

/** Whether `address` lies in the CIDR block (or equals the address) `entry`, both of one family. */
export function addressInEntry(address: string, entry: string): boolean {
  const [base = '', bits] = entry.split('/');
  const four = [parseIPv4(address), parseIPv4(base)] as const;
  if (four[0] !== null && four[1] !== null)
    return inBlock(four[0], { first: four[1], bits: bits ? Number(bits) : 32, width: 32, class: 'private' });
  const six = [parseIPv6(address), parseIPv6(base)] as const;
  if (six[0] === null || six[1] === null) return false;
  return inBlock(six[0], { first: six[1], bits: bits ? Number(bits) : 128, width: 128, class: 'private' });
}

/** What the user reads when an address is refused (the 400 names `server_address`). */
export function refusalMessage(cls: Exclude<AddressClass, 'public'>): string {
  const words: Record<typeof cls, string> = {
    unspecified: 'an unspecified address',
    loopback: 'a loopback address',
    private: 'a private network address',
    'link-local': 'a link-local address',
    cgnat: 'a carrier-grade NAT address',
    multicast: 'a multicast address',
    metadata: 'a cloud metadata address',
    reserved: 'a reserved address',
  };
  return `resolves to ${words[cls]}; only servers on the public internet can be reached`;
}
