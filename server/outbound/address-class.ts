import { isIP } from 'node:net';

/** What kind of network an address belongs to; only `public` may be reached by a redirect off a source's own origin. */
export type AddressClass = 'public' | 'loopback' | 'private' | 'link-local' | 'unique-local' | 'shared (CGNAT)' | 'multicast' | 'unspecified' | 'reserved';

/** IPv4 ranges that are not the public internet (IANA's special-purpose registry), first match wins. */
const V4_RANGES: [string, number, AddressClass][] = [
  ['0.0.0.0', 8, 'unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'shared (CGNAT)'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'],
  ['192.0.2.0', 24, 'reserved'],
  ['192.88.99.0', 24, 'reserved'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'reserved'],
  ['198.51.100.0', 24, 'reserved'],
  ['203.0.113.0', 24, 'reserved'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'],
];

const v4Number = (address: string) => address.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);

function classifyV4(address: string): AddressClass {
  const value = v4Number(address);
  for (const [base, bits, kind] of V4_RANGES) {
    const size = 2 ** (32 - bits);
    if (Math.floor(value / size) === Math.floor(v4Number(base) / size)) return kind;
  }
  return 'public';
}

/** The eight 16-bit groups of an IPv6 address, a dotted IPv4 tail included. */
function v6Groups(address: string): number[] {
  let text = address;
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const v4 = v4Number(tail[1]!);
    text = `${text.slice(0, -tail[1]!.length)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const front = parse(head);
  const back = rest === undefined ? [] : parse(rest);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

const embeddedV4 = (high: number, low: number) => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;

function classifyV6(address: string): AddressClass {
  const g = v6Groups(address);
  const zeros = (count: number) => g.slice(0, count).every((group) => group === 0);
  if (zeros(8)) return 'unspecified';
  if (zeros(7) && g[7] === 1) return 'loopback';
  // IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d), NAT64 (64:ff9b::a.b.c.d) and 6to4
  // (2002:AABB:CCDD::) reach an IPv4 address: it decides.
  if (zeros(5) && (g[5] === 0xffff || g[5] === 0)) return classifyV4(embeddedV4(g[6]!, g[7]!));
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((group) => group === 0)) return classifyV4(embeddedV4(g[6]!, g[7]!));
  if (g[0] === 0x2002) return classifyV4(embeddedV4(g[1]!, g[2]!));
  const first = g[0]!;
  if (first === 0x64 && g[1] === 0xff9b && g[2] === 1) return 'private';
  if ((first & 0xfe00) === 0xfc00) return 'unique-local';
  if ((first & 0xffc0) === 0xfe80) return 'link-local';
  if ((first & 0xffc0) === 0xfec0) return 'private';
  if ((first & 0xff00) === 0xff00) return 'multicast';
  // Teredo tunnels to anywhere; documentation and discard prefixes lead nowhere public.
  if (first === 0x2001 && (g[1] === 0 || g[1] === 0xdb8)) return 'reserved';
  if (first === 0x100 && zeros(4)) return 'reserved';
  // Global unicast is 2000::/3; the rest is unassigned.
  return (first & 0xe000) === 0x2000 ? 'public' : 'reserved';
}

/** The class of a literal IPv4 or IPv6 address (a zone id like `%eth0` ignored); throws on anything else. */
export function classifyAddress(address: string): AddressClass {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const version = isIP(bare);
  if (version === 4) return classifyV4(bare);
  if (version === 6) return classifyV6(bare.toLowerCase());
  throw new Error(`not an IP address: ${address}`);
}
