import { BlockList, isIP } from "node:net";

/**
 * What "this machine" means, once, for every rule that keeps a test or development aid off a public site
 * (server/safe-defaults.ts) and for the dev mailbox, which answers only clients on this machine: the loopback
 * addresses 127.0.0.0/8 and ::1 (BlockList also matches them written IPv4-mapped, as ::ffff:127.0.0.1).
 */
const LOOPBACK = new BlockList();
LOOPBACK.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK.addAddress("::1", "ipv6");

/** Whether an IP address, such as the client address Express resolved (`req.ip`), is a loopback address. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const family = isIP(address);
  return family !== 0 && LOOPBACK.check(address, family === 6 ? "ipv6" : "ipv4");
}

/** Whether a host name or address (as in a URL or HOST; IPv6 with or without brackets) is this machine. */
export function isLoopbackHost(host: string): boolean {
  const bare = host
    .toLowerCase()
    .replace(/^\[(.*)\]$/, "$1")
    .replace(/\.$/, "");
  return bare === "localhost" || isLoopbackAddress(bare);
}

/** Whether a URL's host is this machine, such as http://localhost:3000 or http://127.0.0.1:41234. */
export function isLoopbackUrl(url: string): boolean {
  return isLoopbackHost(new URL(url).hostname);
}
