import type { Kysely } from "kysely";
import type { Language } from "~/platform/i18n/language";
import type { Database } from "~/platform/db/db-schema";
import { cachedRead } from "~/platform/db/cached-read.server";
import { declaredSettingsMap } from "~/platform/settings/declared-settings";
import {
  type AllSiteSettings,
  DEFAULT_ALL_SITE_SETTINGS,
  type FeatureSettings,
  type PublicSiteSettings,
  type SiteSettings,
} from "~/platform/settings/site-settings";

/** The settings table's keys of the hotel's details (the first six predate this list and keep their keys). */
const HOTEL_DETAIL_KEYS = {
  hotelName: "hotel_name",
  phone24h: "phone_24h",
  email: "email",
  address: "address",
  villaCount: "villa_count",
  bookingUrl: "booking_url",
  otherPhones: "other_phones",
  mapEmbedUrl: "map_embed_url",
  virtualTourUrl: "virtual_tour_url",
  facebookUrl: "facebook_url",
  instagramUrl: "instagram_url",
  xUrl: "x_url",
  linkedinUrl: "linkedin_url",
  tripadvisorUrl: "tripadvisor_url",
  whatsappNumber: "whatsapp_number",
  openingHours: "opening_hours",
} as const satisfies Partial<Record<keyof AllSiteSettings, string>>;

/** The rest of the site's own: its rules, legal texts and private settings. */
const SITE_KEYS = {
  exchangeRateMwkPerUsd: "exchange_rate_mwk_per_usd",
  exchangeRateSetOn: "exchange_rate_set_on",
  bookingHorizonDays: "booking_horizon_days",
  termsText: "terms_text",
  disclaimerText: "disclaimer_text",
  termsText_ny: "terms_text_ny",
  disclaimerText_ny: "disclaimer_text_ny",
  openingHours_ny: "opening_hours_ny",
  salesEmail: "sales_email",
  hrEmail: "hr_email",
  requireStaffTwoStep: "require_staff_two_step",
} as const satisfies Record<Exclude<keyof AllSiteSettings, keyof typeof HOTEL_DETAIL_KEYS | keyof FeatureSettings>, string>;

/** The site's own settings (those no feature declares), by name: their keys in the settings table. */
export const OWN_SETTING_KEYS: Readonly<Record<string, string>> = { ...HOTEL_DETAIL_KEYS, ...SITE_KEYS };

/**
 * Keys in the settings table for each site setting, in the settings' order (site-settings.ts):
 * the features' as they declare them (`stored`).
 */
export const SETTING_KEYS: Readonly<Record<keyof AllSiteSettings, string>> = {
  ...HOTEL_DETAIL_KEYS,
  ...(declaredSettingsMap((setting) => setting.stored) as Record<keyof FeatureSettings, string>),
  ...SITE_KEYS,
};

type SettingName = keyof AllSiteSettings;

/** Settings every page shows: a blank stored value would leave a hole, so the default stands in. */
const NEVER_BLANK = new Set<SettingName>(["hotelName", "phone24h", "email", "address"]);

function decode(stored: Map<string, string>): AllSiteSettings {
  const result: Record<string, string | number | boolean | null> = {};
  for (const [name, key] of Object.entries(SETTING_KEYS) as [SettingName, string][]) {
    const fallback = DEFAULT_ALL_SITE_SETTINGS[name];
    const value = stored.get(key);
    if (name === "exchangeRateMwkPerUsd") {
      // Stored as typed ("1734.5"), "" for none; anything else reads as no rate rather than a wrong price.
      const rate = value !== undefined && /^\d{1,7}(\.\d{1,2})?$/.test(value) ? Number(value) : 0;
      result[name] = rate > 0 ? rate : null;
    } else if (typeof fallback === "boolean") {
      result[name] = value === undefined ? fallback : value === "true";
    } else if (typeof fallback === "number") {
      // Hand-edited or damaged rows fall back rather than put NaN on a page.
      const parsed = value !== undefined && /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
      result[name] = Number.isSafeInteger(parsed) ? parsed : fallback;
    } else {
      result[name] = value === undefined || (value === "" && NEVER_BLANK.has(name)) ? fallback : value;
    }
  }
  return result as unknown as AllSiteSettings;
}

const ALL_SETTINGS = Symbol("site settings");

/**
 * Every setting, read once and kept until the settings table is written
 * (docs/decisions/026-cached-reads.md): every page's root loader asks for them.
 */
function allSettings(db: Kysely<Database>): Promise<AllSiteSettings> {
  return cachedRead(db, ALL_SETTINGS, { tables: ["settings"], dated: false }, async () => {
    const rows = await db.selectFrom("settings").select(["key", "value"]).where("key", "in", Object.values(SETTING_KEYS)).execute();
    return decode(new Map(rows.map((r) => [r.key, r.value])));
  });
}

async function readSettings(db: Kysely<Database>, names: readonly SettingName[]): Promise<AllSiteSettings> {
  const all = await allSettings(db);
  // A copy: the kept settings are shared by every request (and frozen).
  return names.length === Object.keys(SETTING_KEYS).length ? { ...all } : (pick(all, names) as AllSiteSettings);
}

const SITE_TEXT_NAMES = ["termsText", "disclaimerText", "termsText_ny", "disclaimerText_ny", "openingHours_ny"] as const;
const NOT_ON_EVERY_PAGE = new Set<string>([...SITE_TEXT_NAMES, "openingHours_ny", "salesEmail", "hrEmail", "requireStaffTwoStep"]);
const SITE_NAMES = Object.keys(SETTING_KEYS).filter((n) => !NOT_ON_EVERY_PAGE.has(n)) as SettingName[];

function pick<K extends SettingName>(all: AllSiteSettings, names: readonly K[]): Pick<AllSiteSettings, K> {
  return Object.fromEntries(names.map((n) => [n, all[n]])) as Pick<AllSiteSettings, K>;
}

/**
 * The short public settings every page shows (root loader, header, footer, CSP frames); for a
 * Chichewa page the opening hours are their Chichewa version, when staff gave one.
 */
export async function getSiteSettings(db: Kysely<Database>, language: Language = "en"): Promise<SiteSettings> {
  const all = await allSettings(db);
  const settings = pick(all, SITE_NAMES as (keyof SiteSettings)[]);
  if (language !== "en" && all.openingHours_ny.trim()) settings.openingHours = all.openingHours_ny;
  return settings;
}

/** What visitors and `GET /api/settings` may read: the public settings and the legal texts. */
export async function getPublicSiteSettings(db: Kysely<Database>): Promise<PublicSiteSettings> {
  const names = [...SITE_NAMES, ...SITE_TEXT_NAMES] as (keyof PublicSiteSettings)[];
  return pick(await readSettings(db, names), names);
}

/** Whether every staff account must sign in with an authenticator app (DECISIONS §3). */
export async function staffTwoStepRequired(db: Kysely<Database>): Promise<boolean> {
  return (await readSettings(db, ["requireStaffTwoStep"])).requireStaffTwoStep;
}

/** Everything, including internal addresses: for the admin screen and server-side mail. */
export async function getAllSiteSettings(db: Kysely<Database>): Promise<AllSiteSettings> {
  return readSettings(db, Object.keys(SETTING_KEYS) as SettingName[]);
}
