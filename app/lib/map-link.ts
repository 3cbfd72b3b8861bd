const MAPS_SEARCH = "https://www.google.com/maps/search/?api=1&query=";

/**
 * A link that opens the hotel's address in the guest's maps app or browser (the settings keep a
 * map to embed on Contact Us, not one to open): for emails and the stay's page.
 */
export function mapLinkFor(address: string): string {
  return `${MAPS_SEARCH}${encodeURIComponent(address)}`;
}
