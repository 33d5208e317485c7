/**
 * Which kind of address an IP literal is, for the outbound-fetch guard (outbound-fetch.server.ts,
 * docs/decisions/0044). Only `public` addresses may be reached from a URL that came from settings.
 *
 * The parsers accept every spelling a URL or a resolver may hand us — IPv4 in the WHATWG/inet_aton
 * forms (`2130706433`, `0x7f.1`, `0177.0.0.1`), IPv6 with `::`, an embedded dotted quad, brackets
 * and a zone — so that no spelling of a private address passes for a host name. IPv6 addresses that
 * carry an IPv4 address (mapped, compatible, NAT64, 6to4) are judged by the address they carry.
 */
export type AddressKind = 'public' | 'loopback' | 'private' | 'link_local' | 'unspecified' | 'multicast' | 'reserved';

/** IPv4 blocks that are not public unicast (RFC 6890 and later). They do not overlap. */
const ipv4Blocks: readonly (readonly [base: number, bits: number, kind: AddressKind])[] = [
  [0x00000000, 8, 'unspecified'], // 0.0.0.0/8 "this network"; Linux connects 0.0.0.0 to the local host
  [0x0a000000, 8, 'private'], // 10.0.0.0/8
  [0x64400000, 10, 'private'], // 100.64.0.0/10 carrier-grade NAT, inside some provider's network
  [0x7f000000, 8, 'loopback'], // 127.0.0.0/8
  [0xa9fe0000, 16, 'link_local'], // 169.254.0.0/16, cloud metadata at 169.254.169.254
  [0xac100000, 12, 'private'], // 172.16.0.0/12
  [0xc0000000, 24, 'reserved'], // 192.0.0.0/24 IETF protocol assignments
  [0xc0000200, 24, 'reserved'], // 192.0.2.0/24 documentation
  [0xc0586300, 24, 'reserved'], // 192.88.99.0/24 6to4 relay anycast
  [0xc0a80000, 16, 'private'], // 192.168.0.0/16
  [0xc6120000, 15, 'reserved'], // 198.18.0.0/15 benchmarking
  [0xc6336400, 24, 'reserved'], // 198.51.100.0/24 documentation
  [0xcb007100, 24, 'reserved'], // 203.0.113.0/24 documentation
  [0xe0000000, 4, 'multicast'], // 224.0.0.0/4
  [0xf0000000, 4, 'reserved'], // 240.0.0.0/4 and the broadcast address 255.255.255.255
];

export function classifyIPv4(value: number): AddressKind {
  for (const [base, bits, kind] of ipv4Blocks) {
    const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
    if ((value & mask) >>> 0 === base) return kind;
  }
  return 'public';
}

/** One IPv4 number part as the WHATWG URL parser reads it: 0x… hex, 0… octal, else decimal. */
function ipv4Part(part: string): number | null {
  let digits = part;
  let radix = 10;
  if (/^0x/i.test(digits)) {
    digits = digits.slice(2);
    radix = 16;
    if (digits === '') return 0;
  } else if (digits.length > 1 && digits.startsWith('0')) {
    digits = digits.slice(1);
    radix = 8;
  }
  const valid = radix === 16 ? /^[0-9a-f]+$/i : radix === 8 ? /^[0-7]+$/ : /^[0-9]+$/;
  if (!valid.test(digits)) return null;
  return parseInt(digits, radix);
}

/**
 * An IPv4 literal in any form the WHATWG host parser (and inet_aton) accepts, as a 32-bit number;
 * null when the text is not one. One trailing dot is allowed (`127.0.0.1.`).
 */
export function parseIPv4(text: string): number | null {
  const parts = text.split('.');
  if (parts.length > 1 && parts.at(-1) === '') parts.pop();
  if (parts.length === 0 || parts.length > 4) return null;
  const numbers: number[] = [];
  for (const part of parts) {
    if (part === '') return null;
    const n = ipv4Part(part);
    if (n === null || !Number.isFinite(n)) return null;
    numbers.push(n);
  }
  const last = numbers.pop()!;
  if (numbers.some((n) => n > 255)) return null;
  if (last >= 256 ** (4 - numbers.length)) return null;
  let value = last;
  numbers.forEach((n, i) => (value += n * 256 ** (3 - i)));
  return value >>> 0;
}

/** Strict dotted quad (inside IPv6): four decimal parts 0–255 without leading zeros. */
function parseDottedQuad(text: string): number | null {
  const parts = text.split('.');
  if (parts.length !== 4 || parts.some((p) => !/^(0|[1-9][0-9]{0,2})$/.test(p) || Number(p) > 255)) return null;
  return parts.reduce((value, p) => value * 256 + Number(p), 0) >>> 0;
}

/**
 * An IPv6 literal as its eight 16-bit words; brackets and a zone (`%eth0`) are allowed and the zone
 * ignored. Null when the text is not one.
 */
export function parseIPv6(text: string): number[] | null {
  let s = text;
  if (s.startsWith('[') || s.endsWith(']')) {
    if (!(s.startsWith('[') && s.endsWith(']'))) return null;
    s = s.slice(1, -1);
  }
  const zone = s.indexOf('%');
  if (zone >= 0) {
    if (zone === s.length - 1) return null;
    s = s.slice(0, zone);
  }
  if (!s.includes(':')) return null;
  const lastColon = s.lastIndexOf(':');
  const tail = s.slice(lastColon + 1);
  if (tail.includes('.')) {
    const v4 = parseDottedQuad(tail);
    if (v4 === null) return null;
    s = `${s.slice(0, lastColon + 1)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const halves = s.split('::');
  if (halves.length > 2) return null;
  const words = (part: string) => (part === '' ? [] : part.split(':').map((w) => (/^[0-9a-f]{1,4}$/i.test(w) ? parseInt(w, 16) : NaN)));
  const head = words(halves[0]!);
  const rest = halves.length === 2 ? words(halves[1]!) : [];
  if ([...head, ...rest].some(Number.isNaN)) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  if (head.length + rest.length > 7) return null;
  return [...head, ...Array<number>(8 - head.length - rest.length).fill(0), ...rest];
}

const embedded = (w: number[], at: number) => ((w[at]! << 16) | w[at + 1]!) >>> 0;
/** The IPv4 address a tunnel or translation prefix carries, judged as such; public ones stay public. */
const judgeEmbedded = (v4: number, otherwise: AddressKind): AddressKind => {
  const kind = classifyIPv4(v4);
  return kind === 'public' ? otherwise : kind;
};

export function classifyIPv6(w: number[]): AddressKind {
  const zeroUpTo = (n: number) => w.slice(0, n).every((x) => x === 0);
  if (zeroUpTo(8)) return 'unspecified';
  if (zeroUpTo(7) && w[7] === 1) return 'loopback';
  // ::ffff:a.b.c.d (mapped): the socket connects to the IPv4 address itself.
  if (zeroUpTo(5) && w[5] === 0xffff) return classifyIPv4(embedded(w, 6));
  // ::a.b.c.d (deprecated compatible) and ::ffff:0:a.b.c.d (SIIT): never a public destination.
  if (zeroUpTo(6) || (zeroUpTo(4) && w[4] === 0xffff && w[5] === 0)) return judgeEmbedded(embedded(w, 6), 'reserved');
  // 64:ff9b::/96 NAT64 reaches the IPv4 address it carries.
  if (w[0] === 0x64 && w[1] === 0xff9b && w.slice(2, 6).every((x) => x === 0)) return judgeEmbedded(embedded(w, 6), 'public');
  if (w[0] === 0x64 && w[1] === 0xff9b && w[2] === 1) return 'private'; // 64:ff9b:1::/48 local-use NAT64
  if (w[0] === 0x2002) return judgeEmbedded(embedded(w, 1), 'public'); // 6to4 carries its IPv4 address
  if ((w[0]! & 0xfe00) === 0xfc00) return 'private'; // fc00::/7 unique local
  if ((w[0]! & 0xffc0) === 0xfe80) return 'link_local'; // fe80::/10
  if ((w[0]! & 0xffc0) === 0xfec0) return 'private'; // fec0::/10 site-local (deprecated)
  if ((w[0]! & 0xff00) === 0xff00) return 'multicast'; // ff00::/8
  if (w[0] === 0x2001 && w[1]! < 0x200) return 'reserved'; // 2001::/23 IETF assignments (Teredo, ORCHID, benchmarking)
  if (w[0] === 0x2001 && w[1] === 0xdb8) return 'reserved'; // 2001:db8::/32 documentation
  if (w[0] === 0x3fff && w[1]! < 0x1000) return 'reserved'; // 3fff::/20 documentation
  if ((w[0]! & 0xe000) !== 0x2000) return 'reserved'; // outside 2000::/3, the only global unicast
  return 'public';
}

/**
 * The kind of an IP literal (IPv4 in any WHATWG form, IPv6 with or without brackets), or null
 * when the text is not an IP literal — a host name, to be resolved and judged address by address.
 */
export function classifyIp(text: string): AddressKind | null {
  const v4 = parseIPv4(text);
  if (v4 !== null) return classifyIPv4(v4);
  const v6 = parseIPv6(text);
  return v6 ? classifyIPv6(v6) : null;
}

/** `localhost` and `*.localhost` (RFC 6761) resolve to the machine itself whatever DNS says. */
export function isLocalhostName(host: string): boolean {
  const name = host.toLowerCase().replace(/\.+$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

/** The dotted-decimal form of a 32-bit IPv4 number. */
export function formatIPv4(value: number): string {
  return [24, 16, 8, 0].map((shift) => (value >>> shift) & 0xff).join('.');
}
