/**
 * The hotel's editable site settings (DECISIONS §4). Isomorphic and dependency-free: the
 * root loader sends them to every public page, and the header and footer read them.
 */
export interface SiteSettings {
  hotelName: string;
  /** The 24-hour reservations line, shown in the header and footer. */
  phone24h: string;
  email: string;
  address: string;
  /** Number of presidential villas; the only source of that figure on every page. */
  villaCount: number;
  /** External booking-engine URL; empty when none is configured. */
  bookingUrl: string;
}

/** Used until an admin saves settings, and by error pages when settings cannot be read. */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  hotelName: "Umodzi Park Hotel & Convention Centre",
  phone24h: "+265 1 000 000",
  email: "reservations@umodzipark.example",
  address: "Presidential Way, City Centre, Lilongwe, Malawi",
  villaCount: 16,
  bookingUrl: "",
};
