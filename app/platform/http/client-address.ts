import type { BlockList } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { AppServices } from "~/platform/app-context";
import type { TrustProxy } from "~/platform/runtime/env.server";
import { addressList, inRanges } from "~/platform/http/outbound-address";

/**
 * The visitor's network address, for throttles and logs. Without TRUST_PROXY only the TCP
 * peer counts (a forged X-Forwarded-For changes nothing). Behind proxies, X-Forwarded-For is
 * read from the right, skipping only the proxies we trust: `hops` of them, or those whose
 * address falls in the configured ranges. Whatever a client wrote further left is ignored.
 */
export function clientAddress(c: Context): string {
  const services = c.get("services") as AppServices | undefined;
  return addressBehindProxies(c, services?.env.TRUST_PROXY);
}

function addressBehindProxies(c: Context, trust: TrustProxy | undefined): string {
  let peer: string;
  try {
    peer = getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
  return resolveClientAddress(peer, c.req.header("x-forwarded-for"), trust);
}

/** The visitor's address from the TCP peer and the X-Forwarded-For header, believing only trusted proxies. */
export function resolveClientAddress(peerAddress: string, forwardedFor: string | undefined, trust: TrustProxy | undefined): string {
  const peer = normalise(peerAddress);
  if (!trust) return peer;
  const forwarded = (forwardedFor ?? "")
    .split(",")
    .map((part) => normalise(part.trim()))
    .filter(Boolean);
  // The chain as the last proxy saw it: the client first, the peer (nearest proxy) last.
  const chain = [...forwarded, peer];
  if ("hops" in trust) return chain[Math.max(0, chain.length - 1 - trust.hops)] ?? peer;
  const trusted = blockListOf(trust);
  for (let i = chain.length - 1; i >= 0; i--) {
    const address = chain[i] ?? "";
    if (i === 0 || !inRanges(trusted, address)) return address;
  }
  return peer;
}

const lists = new WeakMap<TrustProxy, BlockList>();

function blockListOf(trust: Extract<TrustProxy, { ranges: unknown }>): BlockList {
  let list = lists.get(trust);
  if (!list) {
    list = addressList(trust.ranges);
    lists.set(trust, list);
  }
  return list;
}

/** `::ffff:10.0.0.1` is the IPv4 peer 10.0.0.1 on a dual-stack socket. */
function normalise(address: string): string {
  return address.startsWith("::ffff:") && address.includes(".") ? address.slice(7) : address;
}
