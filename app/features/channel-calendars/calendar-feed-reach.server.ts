import { lookup } from "node:dns/promises";
import type { BlockList } from "node:net";
import { addressList, inRanges, ipHost, isPublicAddress } from "~/platform/http/outbound-address";
import type { AddressRange } from "~/platform/runtime/env.server";

/** Where the embedded demo serves its agency's calendar from the site itself (decision 062). */
export const DEMO_AGENCY_CALENDAR_PATH = "/demo/agency-calendar.ics";

/**
 * Where a feed may be read from (docs/decisions/070-outbound-addresses.md): the public internet,
 * the private ranges the operator listed in CALENDAR_FEED_PRIVATE_RANGES, and the site's own
 * demo calendar at the addresses this server answers on. Set once at start (configureFeedReach);
 * until then only public addresses are read.
 */
const reach: { ranges: BlockList | null; ownOrigins: Set<string> } = { ranges: null, ownOrigins: new Set() };

export function configureFeedReach(options: { privateRanges?: readonly AddressRange[]; ownOrigins?: readonly string[] }): void {
  if (options.privateRanges) reach.ranges = addressList(options.privateRanges);
  for (const origin of options.ownOrigins ?? []) reach.ownOrigins.add(new URL(origin).origin);
}

/** Whether a feed at `url` may be read from `address`, one of the addresses its host resolved to. */
export function mayReadFeedFrom(address: string, url: URL): boolean {
  if (isPublicAddress(address)) return true;
  if (reach.ranges && inRanges(reach.ranges, address)) return true;
  // The site's own demo calendar: a fixed path this server answers itself, nothing else on it.
  return reach.ownOrigins.has(url.origin) && url.pathname === DEMO_AGENCY_CALENDAR_PATH;
}

/**
 * The first address a feed's host leads to that may not be read, when staff add it; null when
 * all may (or when the name does not resolve now: the read reports that, and checks again).
 */
export async function unreachableFeedAddress(text: string): Promise<string | null> {
  const url = new URL(text);
  const literal = ipHost(url);
  let addresses: string[];
  if (literal) addresses = [literal];
  else {
    try {
      addresses = (await lookup(url.hostname, { all: true })).map((a) => a.address);
    } catch {
      return null;
    }
  }
  return addresses.find((address) => !mayReadFeedFrom(address, url)) ?? null;
}
