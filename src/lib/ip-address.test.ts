import { isIPv6 } from 'node:net';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyIPv4, classifyIp, formatIPv4, isLocalhostName, parseIPv4, parseIPv6, type AddressKind } from './ip-address';

const uint32 = fc.integer({ min: 0, max: 0xffffffff });

/** A part in one of the radixes the URL parser reads: decimal, 0-prefixed octal, 0x hex (either case). */
const spell = (value: number, radix: 8 | 10 | 16, upper: boolean): string => {
  if (radix === 10) return String(value);
  if (radix === 8) return `0${value.toString(8)}`;
  const hex = `0x${value.toString(16)}`;
  return upper ? hex.toUpperCase() : hex;
};

/** Any WHATWG/inet_aton spelling of an IPv4 number: 1–4 parts, mixed radixes, an optional trailing dot. */
const ipv4Spelling = (n: number) =>
  fc
    .record({
      parts: fc.integer({ min: 1, max: 4 }),
      radixes: fc.array(fc.constantFrom<8 | 10 | 16>(8, 10, 16), { minLength: 4, maxLength: 4 }),
      upper: fc.boolean(),
      trailingDot: fc.boolean(),
    })
    .map(({ parts, radixes, upper, trailingDot }) => {
      const bytes = [24, 16, 8, 0].map((shift) => (n >>> shift) & 0xff);
      const lead = bytes.slice(0, parts - 1);
      const lastBits = 8 * (5 - parts);
      const last = lastBits === 32 ? n : n % 2 ** lastBits;
      const text = [...lead, last].map((value, i) => spell(value, radixes[i]!, upper)).join('.');
      return trailingDot ? `${text}.` : text;
    });

const hexWords = (n: number) => `${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;

/** IPv6 spellings that carry the IPv4 address n and connect to it (mapped, in every notation). */
const mappedSpellings = (n: number) => [
  `::ffff:${formatIPv4(n)}`,
  `[::ffff:${formatIPv4(n)}]`,
  `::ffff:${hexWords(n)}`,
  `0:0:0:0:0:ffff:${hexWords(n)}`,
  `0000:0000:0000:0000:0000:FFFF:${formatIPv4(n)}`,
  new URL(`http://[::ffff:${formatIPv4(n)}]/`).hostname,
];

const blocks: [base: string, bits: number, kind: AddressKind][] = [
  ['127.0.0.0', 8, 'loopback'],
  ['10.0.0.0', 8, 'private'],
  ['172.16.0.0', 12, 'private'],
  ['192.168.0.0', 16, 'private'],
  ['100.64.0.0', 10, 'private'],
  ['169.254.0.0', 16, 'link_local'],
  ['0.0.0.0', 8, 'unspecified'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'],
];

describe('IPv4 spellings (property)', () => {
  it('every spelling parses to the same number, as the WHATWG URL parser reads it', () => {
    fc.assert(
      fc.property(
        uint32.chain((n) => fc.tuple(fc.constant(n), ipv4Spelling(n))),
        ([n, text]) => {
          expect(parseIPv4(text)).toBe(n);
          expect(new URL(`http://${text}/`).hostname).toBe(formatIPv4(n));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('agrees with the URL parser on fast-check’s extended IPv4 forms', () => {
    fc.assert(
      fc.property(fc.ipV4Extended(), (text) => {
        expect(formatIPv4(parseIPv4(text)!)).toBe(new URL(`http://${text}/`).hostname);
      }),
      { numRuns: 500 },
    );
  });

  it.each(blocks)('%s/%i is %s in every spelling, bare or IPv4-mapped in IPv6', (base, bits, kind) => {
    const start = parseIPv4(base)!;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** (32 - bits) - 1 }).chain((offset) => {
          const n = (start + offset) >>> 0;
          return fc.tuple(fc.constant(n), ipv4Spelling(n));
        }),
        ([n, text]) => {
          expect(classifyIp(text)).toBe(kind);
          expect(classifyIp(new URL(`http://${text}/`).hostname)).toBe(kind);
          for (const mapped of mappedSpellings(n)) expect(classifyIp(mapped), mapped).toBe(kind);
          // Carried by NAT64, 6to4 or the old compatible form it is refused all the same.
          expect(classifyIp(`64:ff9b::${hexWords(n)}`)).toBe(kind);
          expect(classifyIp(`2002:${hexWords(n)}::1`)).toBe(kind);
          expect(classifyIp(`::${formatIPv4(n)}`)).not.toBe('public');
        },
      ),
      { numRuns: 200 },
    );
  });

  it('11.0.0.0 – 99.255.255.255 is public in every spelling, and so are its mapped, NAT64 and 6to4 forms', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: parseIPv4('11.0.0.0')!, max: parseIPv4('99.255.255.255')! })
          .chain((n) => fc.tuple(fc.constant(n), ipv4Spelling(n))),
        ([n, text]) => {
          expect(classifyIp(text)).toBe('public');
          for (const mapped of mappedSpellings(n)) expect(classifyIp(mapped)).toBe('public');
          expect(classifyIp(`64:ff9b::${formatIPv4(n)}`)).toBe('public');
          expect(classifyIp(`2002:${hexWords(n)}::1`)).toBe('public');
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('IPv6 spellings (property)', () => {
  it('every address fast-check writes parses, to the words the URL parser keeps', () => {
    fc.assert(
      fc.property(fc.ipV6(), (text) => {
        expect(isIPv6(text)).toBe(true);
        const canonical = new URL(`http://[${text}]/`).hostname;
        expect(parseIPv6(text)).toEqual(parseIPv6(canonical));
        expect(parseIPv6(text)).toHaveLength(8);
      }),
      { numRuns: 500 },
    );
  });

  it('nothing outside 2000::/3 is public', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 0xffff }), { minLength: 8, maxLength: 8 }), (words) => {
        const text = words.map((w) => w.toString(16)).join(':');
        const kind = classifyIp(text);
        if ((words[0]! & 0xe000) !== 0x2000 && !(words[0] === 0x64 && words[1] === 0xff9b)) expect(kind).not.toBe('public');
      }),
      { numRuns: 500 },
    );
  });
});

describe('addresses an attacker would try', () => {
  it.each<[string, AddressKind]>([
    ['127.0.0.1', 'loopback'],
    ['127.1', 'loopback'],
    ['0x7f.1', 'loopback'],
    ['0x7f000001', 'loopback'],
    ['2130706433', 'loopback'],
    ['017700000001', 'loopback'],
    ['0177.0.0.01', 'loopback'],
    ['127.0.0.1.', 'loopback'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['[::ffff:127.0.0.1]', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::127.0.0.1', 'loopback'],
    ['2002:7f00:1::', 'loopback'],
    ['169.254.169.254', 'link_local'],
    ['0xa9fea9fe', 'link_local'],
    ['2852039166', 'link_local'],
    ['[::ffff:169.254.169.254]', 'link_local'],
    ['fe80::1', 'link_local'],
    ['[fe80::1%25eth0]', 'link_local'],
    ['fe80::1%eth0', 'link_local'],
    ['10.0.0.1', 'private'],
    ['10.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['fc00::1', 'private'],
    ['fd12:3456::1', 'private'],
    ['64:ff9b::10.0.0.1', 'private'],
    ['64:ff9b:1::1', 'private'],
    ['0.0.0.0', 'unspecified'],
    ['0', 'unspecified'],
    ['::', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['2001:db8::1', 'reserved'],
    ['2001::1', 'reserved'],
    ['::2', 'unspecified'], // ::0.0.0.2
    ['::8.8.8.8', 'reserved'],
    ['8.8.8.8', 'public'],
    ['172.15.255.255', 'public'],
    ['172.32.0.0', 'public'],
    ['100.63.255.255', 'public'],
    ['2606:4700:4700::1111', 'public'],
    ['::ffff:8.8.8.8', 'public'],
    ['64:ff9b::8.8.8.8', 'public'],
  ])('%s is %s', (text, kind) => {
    expect(classifyIp(text)).toBe(kind);
  });

  it.each([
    'example.jp',
    'localhost',
    'localhost.',
    '1.2.3.4.5',
    '256.1.1.1',
    '1.256.1.1',
    '0x100000000',
    '4294967296',
    '09.1.1.1',
    '1..1',
    '',
  ])('%j is not an IPv4 literal', (text) => {
    expect(parseIPv4(text)).toBeNull();
  });

  it.each([
    '::ffff:127.0.0.01',
    '1:2:3:4:5:6:7:8:9',
    '1::2::3',
    '[::1',
    '::1]',
    ':1:2:3:4:5:6:7',
    '12345::1',
    'fe80::1%',
    'g::1',
    '1:2:3:4:5:6:7',
  ])('%j is not an IPv6 literal', (text) => {
    expect(parseIPv6(text)).toBeNull();
  });

  it('knows localhost and its sub-domains with or without the root dot', () => {
    for (const name of ['localhost', 'localhost.', 'LOCALHOST', 'api.localhost', 'a.b.localhost..'])
      expect(isLocalhostName(name)).toBe(true);
    for (const name of ['localhost.example.jp', 'mylocalhost', 'example.jp']) expect(isLocalhostName(name)).toBe(false);
  });

  it('classifies numbers at the edges of each block', () => {
    expect(classifyIPv4(parseIPv4('126.255.255.255')!)).toBe('public');
    expect(classifyIPv4(parseIPv4('128.0.0.0')!)).toBe('public');
    expect(classifyIPv4(parseIPv4('169.253.255.255')!)).toBe('public');
    expect(classifyIPv4(parseIPv4('169.255.0.0')!)).toBe('public');
    expect(classifyIPv4(parseIPv4('223.255.255.255')!)).toBe('public');
  });
});
