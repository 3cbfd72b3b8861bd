import { BlockList, isIP } from "node:net";
import type { AddressRange } from "~/platform/runtime/env.server";

/**
 * Addresses that are not on the public internet: this machine, the private networks behind
 * it, link-local ones (a cloud's instance metadata lives at 169.254.169.254), carrier NAT,
 * documentation, benchmarking, multicast and reserved ranges (IANA's special-purpose
 * registries). The server reads an address staff typed only when it lies outside all of them
 * (docs/decisions/070-outbound-addresses.md).
 */
const NOT_PUBLIC = new BlockList();
for (const [address, prefix] of [
  ["0.0.0.0", 8], ["10.0.0.0", 8], ["100.64.0.0", 10], ["127.0.0.0", 8], ["169.254.0.0", 16], ["172.16.0.0", 12],
  ["192.0.0.0", 24], ["192.0.2.0", 24], ["192.88.99.0", 24], ["192.168.0.0", 16], ["198.18.0.0", 15], ["198.51.100.0", 24],
  ["203.0.113.0", 24], ["224.0.0.0", 4], ["240.0.0.0", 4],
] as const) NOT_PUBLIC.addSubnet(address, prefix, "ipv4");
for (const [address, prefix] of [
  ["::", 128], ["::1", 128], ["100::", 64], ["2001::", 23], ["2001:db8::", 32], ["fc00::", 7], ["fe80::", 10], ["fec0::", 10], ["ff00::", 8],
] as const) NOT_PUBLIC.addSubnet(address, prefix, "ipv6");

/** `::ffff:10.0.0.1` and `64:ff9b::a00:1` carry an IPv4 address, judged as that address. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1]!;
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex) return null;
  const high = parseInt(hex[1]!, 16);
  const low = parseInt(hex[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/** The address, without an IPv6 zone or brackets, as BlockList reads it; null when it is not an IP address. */
function plain(address: string): { address: string; family: "ipv4" | "ipv6" } | null {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const version = isIP(bare);
  if (version === 0) return null;
  if (version === 6) {
    const v4 = embeddedIpv4(bare);
    if (v4) return { address: v4, family: "ipv4" };
  }
  return { address: bare, family: version === 4 ? "ipv4" : "ipv6" };
}

/** True only for an IP address on the public internet; anything else (a name, a private address) is false. */
export function isPublicAddress(address: string): boolean {
  const ip = plain(address);
  return ip !== null && !NOT_PUBLIC.check(ip.address, ip.family);
}

/** The IP address a URL names as its host (brackets off), or null when it names a host by name. */
export function ipHost(url: URL): string | null {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  return isIP(host) === 0 ? null : host;
}

/** A BlockList of the ranges an operator listed (TRUST_PROXY, CALENDAR_FEED_PRIVATE_RANGES). */
export function addressList(ranges: readonly AddressRange[]): BlockList {
  const list = new BlockList();
  for (const range of ranges) list.addSubnet(range.address, range.prefix, range.family);
  return list;
}

/** Whether `address` falls in one of `ranges` (a BlockList of addresses an operator allowed). */
export function inRanges(ranges: BlockList, address: string): boolean {
  const ip = plain(address);
  if (!ip) return false;
  try {
    return ranges.check(ip.address, ip.family);
  } catch {
    return false;
  }
}
