/**
 * Pages with no record of their own to picture, headed by a gallery picture staff choose on
 * the Media Gallery screen (docs/decisions/034-page-pictures-from-the-gallery.md). The names
 * are the pages' titles, as staff pick them from the list; "" is no page.
 */
export const HERO_PAGES = ["Who We Are", "Presidential VIP Club", "Contact Us"] as const;
export type HeroPage = (typeof HERO_PAGES)[number];
