/**
 * The hotel's editable site settings (DECISIONS §4). Isomorphic and dependency-free: the
 * root loader sends `SiteSettings` to every public page, and the header and footer read them.
 *
 * Three groups, by who may read them and how often they are needed:
 * - `SiteSettings`: short public facts every page may show (name, phones, links, figures).
 * - `SiteTexts`: the long Terms & Conditions and Disclaimer texts, read only by their pages,
 *   so they do not travel with every page over paid mobile data.
 * - `PrivateSettings`: internal addresses (the sales inbox) and staff rules (two-step sign-in),
 *   never sent to visitors.
 */
import type { Language } from "~/platform/i18n/language";
import { type TextIn, textIn } from "~/platform/records/translations";

/**
 * The settings features declare (`app/features/<x>/<x>.settings.ts`, setting-declaration.ts),
 * each joined here by its file's `declare module` block.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the features' settings declarations
export interface FeatureSettings {}

/** The hotel's own details: its name, how to reach it, its links and figures. */
interface HotelDetails {
  hotelName: string;
  /** The 24-hour reservations line, shown in the header and footer. */
  phone24h: string;
  /** Further numbers as staff want them shown, e.g. "+265 1 000 001, +265 999 000 000". */
  otherPhones: string;
  /** The reservations email shown to guests. */
  email: string;
  address: string;
  /** A map provider's embed address for the Contact Us page; empty for none. */
  mapEmbedUrl: string;
  /** External booking-engine URL; empty when none is configured. */
  bookingUrl: string;
  /** External 360° tour; empty when none is configured. */
  virtualTourUrl: string;
  facebookUrl: string;
  instagramUrl: string;
  xUrl: string;
  linkedinUrl: string;
  tripadvisorUrl: string;
  whatsappNumber: string;
  /** Free text, e.g. "Reception 24 hours, 7 days". */
  openingHours: string;
  /** Number of presidential villas; the only source of that figure on every page. */
  villaCount: number;
}

/** What the whole site follows: the dollar rate and how far ahead stays may be asked for. */
interface SiteRules {
  /** Kwacha per US dollar (DECISIONS §10); null while staff have set none, and then no USD is shown. */
  exchangeRateMwkPerUsd: number | null;
  /** The hotel's date (YYYY-MM-DD) the rate was last changed, stored on saving a new rate; "" without one. */
  exchangeRateSetOn: string;
  /** How many days ahead of the hotel's today a stay may start (DECISIONS §9, decision 052). */
  bookingHorizonDays: number;
}

/**
 * In this order everywhere (the API's answers, the stored keys, the activity log's list of
 * changes): the hotel's details, the features' settings, the site's rules.
 */
export interface SiteSettings extends HotelDetails, FeatureSettings, SiteRules {}

interface SiteTexts {
  termsText: string;
  disclaimerText: string;
  /**
   * Their Chichewa versions for the /ny/ pages, "" for none (then the English text shows,
   * marked as English). Named as a record's version is (`<field>_ny`, decision 043).
   */
  termsText_ny: string;
  disclaimerText_ny: string;
  /**
   * The opening hours' Chichewa version: the root loader puts it in `openingHours`'s place on
   * /ny/ pages (getSiteSettings), so it never travels with an English page.
   */
  openingHours_ny: string;
}

/**
 * A legal text as a page in `language` shows it: the Chichewa version on a Chichewa page, else
 * the English text (marked `lang: "en"` there); null when staff wrote neither. The same rule
 * as a record's field (`textIn`, platform/records/translations.ts).
 */
export function siteTextIn(texts: SiteTexts, field: TranslatedSiteText, language: Language): TextIn | null {
  const translation = language === "en" ? undefined : { language, texts: { [field]: texts[`${field}_ny`].trim() }, untranslated: [] };
  return textIn({ [field]: texts[field].trim(), translation }, field, language);
}

/** The legal texts staff may also give in Chichewa. */
export const TRANSLATED_SITE_TEXTS = ["termsText", "disclaimerText"] as const;
export type TranslatedSiteText = (typeof TRANSLATED_SITE_TEXTS)[number];

interface PrivateSettings {
  /** Where event quotation requests are sent (DECISIONS §7); not shown to visitors. */
  salesEmail: string;
  /** Where job applications from the Careers pages are sent, with a staff-only link to the CV; not shown to visitors. */
  hrEmail: string;
  /** DECISIONS §3: every staff account must use an authenticator app (two-step sign-in). */
  requireStaffTwoStep: boolean;
}

export type PublicSiteSettings = SiteSettings & SiteTexts;
export type AllSiteSettings = SiteSettings & SiteTexts & PrivateSettings;

/**
 * The features' declared defaults (`app/features/<x>/<x>.settings.ts`), by name, in the
 * declarations' order, written out here: every public page carries this module, and reading them
 * from the declarations would bring every declaration's labels, hints and staff messages along
 * (about 2 KB of gzip on each page). `site-settings.test.ts` fails when one differs from its
 * declaration or is missing; the type fails when a declared setting has no default here.
 */
export const FEATURE_DEFAULTS: FeatureSettings = {
  channelPollMinutes: 15,
  depositPolicy: 0,
  depositPercent: 30,
  depositPayWithinHours: 48,
  depositAfterDeadline: 0,
  depositRefundableDays: 7,
  refundPaidWithinDays: 14,
  checkInHour: 14,
  checkOutHour: 11,
  freeCancellationDays: 2,
  vipAccommodationEarnPercent: 10,
  vipDiningEarnPercent: 10,
  vipBestRateDiscountPercent: 10,
  vipSpecialsDiscountPercent: 5,
  vipPointsPer10000Mwk: 1,
  vipDiningDiscountAlonePercent: 25,
  vipDiningDiscountTwoPercent: 35,
  vipDiningDiscountThreePercent: 30,
  vipDiningDiscountGroupPercent: 25,
};

/** Used until an admin saves settings, and by error pages when settings cannot be read. */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  hotelName: "Umodzi Park Hotel & Convention Centre",
  phone24h: "+265 1 774 000",
  otherPhones: "",
  email: "reservations@umodzipark.mw",
  address: "Presidential Way, City Centre, P.O. Box 31010, Lilongwe 3, Malawi",
  mapEmbedUrl: "",
  bookingUrl: "",
  virtualTourUrl: "",
  facebookUrl: "",
  instagramUrl: "",
  xUrl: "",
  linkedinUrl: "",
  tripadvisorUrl: "",
  // The sales team's WhatsApp line: the event wizard's "Continue on WhatsApp" link uses it.
  whatsappNumber: "+265 999 000 000",
  openingHours: "Reception and reservations: 24 hours, 7 days a week",
  villaCount: 16,
  ...FEATURE_DEFAULTS,
  exchangeRateMwkPerUsd: null,
  exchangeRateSetOn: "",
  // 18 months (DECISIONS §9): 548 days covers any 18 calendar months, leap year or not.
  bookingHorizonDays: 548,
};

const DEFAULT_SITE_TEXTS: SiteTexts = {
  termsText: "",
  disclaimerText: "",
  termsText_ny: "",
  disclaimerText_ny: "",
  openingHours_ny: "Kulandira alendo ndi kusungitsa malo: maola 24, masiku 7 pa sabata",
};

const DEFAULT_PRIVATE_SETTINGS: PrivateSettings = { salesEmail: "", hrEmail: "careers@umodzipark.mw", requireStaffTwoStep: false };

export const DEFAULT_ALL_SITE_SETTINGS: AllSiteSettings = { ...DEFAULT_SITE_SETTINGS, ...DEFAULT_SITE_TEXTS, ...DEFAULT_PRIVATE_SETTINGS };
