import type { Kysely } from "kysely";
import type { Database } from "~/lib/db-schema";
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from "~/features/settings/site-settings";

/** Keys in the settings table for each site setting. */
const KEYS = {
  hotelName: "hotel_name",
  phone24h: "phone_24h",
  email: "email",
  address: "address",
  villaCount: "villa_count",
  bookingUrl: "booking_url",
} as const satisfies Record<keyof SiteSettings, string>;

export async function getSiteSettings(db: Kysely<Database>): Promise<SiteSettings> {
  const rows = await db.selectFrom("settings").select(["key", "value"]).where("key", "in", Object.values(KEYS)).execute();
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  const villaCount = Number.parseInt(stored.get(KEYS.villaCount) ?? "", 10);
  return {
    hotelName: stored.get(KEYS.hotelName) || DEFAULT_SITE_SETTINGS.hotelName,
    phone24h: stored.get(KEYS.phone24h) || DEFAULT_SITE_SETTINGS.phone24h,
    email: stored.get(KEYS.email) || DEFAULT_SITE_SETTINGS.email,
    address: stored.get(KEYS.address) || DEFAULT_SITE_SETTINGS.address,
    villaCount: Number.isFinite(villaCount) && villaCount >= 0 ? villaCount : DEFAULT_SITE_SETTINGS.villaCount,
    bookingUrl: stored.get(KEYS.bookingUrl) || DEFAULT_SITE_SETTINGS.bookingUrl,
  };
}
