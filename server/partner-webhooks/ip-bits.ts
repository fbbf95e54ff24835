import net from 'node:net';

/** An IPv4 address as a number (0 … 2^32 − 1), or null when it is not one. */
export function ipv4Bits(address: string): number | null {
  if (!net.isIPv4(address)) return null;
  return address.split('.').reduce((bits, part) => bits * 256 + Number(part), 0);
}

export const ipv4Text = (bits: number): string =>
  [24, 16, 8, 0].map((shift) => Math.floor(bits / 2 ** shift) % 256).join('.');

/** The sixteen-bit groups a text part of an IPv6 address stands for (a trailing dotted quad is two). */
function groupsOf(part: string): number[] {
  if (part === '') return [];
  return part.split(':').flatMap((group) => {
    const quad = ipv4Bits(group);
    if (quad !== null) return [Math.floor(quad / 65536), quad % 65536];
    return [Number.parseInt(group, 16)];
  });
}

/** An IPv6 address as a 128-bit number, or null when it is not one; a zone (`%eth0`) is ignored. */
export function ipv6Bits(address: string): bigint | null {
  const bare = address.replace(/%.*$/, '');
  if (!net.isIPv6(bare)) return null;
  const [head = '', tail] = bare.split('::');
  const front = groupsOf(head);
  const back = tail === undefined ? [] : groupsOf(tail);
  const groups = [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
  return groups.reduce((bits, group) => (bits << 16n) | BigInt(group), 0n);
}

/** Whether the top `length` bits of `bits` are those of `prefix` (an IPv6 address). */
export function inIPv6Prefix(bits: bigint, prefix: string, length: number): boolean {
  const start = ipv6Bits(prefix);
  if (start === null) throw new Error(`${prefix} is not an IPv6 address`);
  const shift = BigInt(128 - length);
  return bits >> shift === start >> shift;
}
