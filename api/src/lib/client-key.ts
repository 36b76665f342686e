import { isIPv4, isIPv6 } from 'node:net';

/**
 * The key a per-address limit counts a client under. An IPv4 address is one client; an IPv6 host
 * is usually given a whole /64 and can pick a new address in it for every request, so IPv6 clients
 * are counted by their /64 (`2001:db8:1:2::/64`). An IPv4 address written as IPv6 (`::ffff:a.b.c.d`)
 * is the IPv4 address. Anything else (a socket without an address) is kept as it is.
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  const address = ip.replace(/%.*$/, '');
  if (!isIPv6(address)) return ip;
  return `${expandIPv6(address).slice(0, 4).join(':')}::/64`;
}

/** The eight hextets of an IPv6 address, without leading zeros (an embedded IPv4 part turned into two). */
function expandIPv6(address: string): string[] {
  let text = address.toLowerCase();
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((h) => parseInt(h, 16).toString(16));
}
