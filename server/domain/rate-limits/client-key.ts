import { isIPv4, isIPv6 } from "node:net";

/**
 * Who a request is counted against: an IPv4 address as it is, an IPv6 address by its /64 network. One household or
 * server is given a whole /64 (RFC 6177), so counting single IPv6 addresses would let one client pick a new
 * address for every request. An IPv4 address written as IPv6 (`::ffff:192.0.2.1`, as a dual-stack socket reports
 * it) counts as that IPv4 address. Anything else (no address could be read) is one subject as it is.
 */
export function clientSubject(address: string): string {
  const plain = address.trim().toLowerCase().replace(/%.*$/, "");
  if (isIPv4(plain)) return plain;
  if (!isIPv6(plain)) return plain;
  const groups = ipv6Groups(plain);
  if (isIpv4Mapped(groups)) return ipv4From(groups[6]!, groups[7]!);
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, with '::' filled in and a trailing dotted IPv4 part converted. */
function ipv6Groups(address: string): number[] {
  const [head = "", tail] = address.split("::");
  const parse = (part: string) => (part === "" ? [] : part.split(":").flatMap(groupValues));
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

function groupValues(group: string): number[] {
  if (!group.includes(".")) return [parseInt(group, 16)];
  const [a = 0, b = 0, c = 0, d = 0] = group.split(".").map(Number);
  return [(a << 8) | b, (c << 8) | d];
}

function isIpv4Mapped(groups: number[]): boolean {
  return groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
}

function ipv4From(high: number, low: number): string {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
}
