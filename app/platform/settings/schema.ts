import { z } from "zod";
import { lineText, multilineText, webAddress, wholeNumber } from "~/platform/forms/schema-fields";
import { DECLARED_SETTINGS, declaredSettingsMap } from "~/platform/settings/declared-settings";
import type { FeatureSettings } from "~/platform/settings/site-settings";
import { fieldWords } from "~/platform/forms/field-words";
import { settingsStaffWords } from "~/platform/settings/settings-words";

/** Digits, spaces, +, - and brackets (as on the Contact Us form). */
const PHONE = /^[+()\-\s\d]*$/;

const optionalEmail = () =>
  z
    .string({ error: fieldWords.msg("emailInvalid") })
    .trim()
    .toLowerCase()
    .max(254, fieldWords.msg("emailInvalid"))
    .refine((v) => v === "" || z.email().safeParse(v).success, fieldWords.msg("emailInvalid"));

const requiredEmail = () =>
  z.string({ error: fieldWords.msg("emailRequired") }).trim().toLowerCase().min(1, fieldWords.msg("emailRequired")).max(254, fieldWords.msg("emailInvalid")).pipe(z.email(fieldWords.msg("emailInvalid")));

const phone = (required: string | undefined) =>
  (required ? lineText({ required, max: 40, tooLong: fieldWords.msg("phoneInvalid") }) : optionalLine(40)).refine((v) => PHONE.test(v), fieldWords.msg("phoneInvalid"));

/** One line that may be left empty. */
function optionalLine(max: number) {
  return multilineText({ max }).refine((v) => !/[\r\n\t]/.test(v), "Please keep this to one line");
}

/** A whole number that must be given (wholeNumber alone lets a blank through as "not set"). */
const figure = (message: string, max: number, min = 0) => wholeNumber({ message, min, max }).refine((v) => v !== undefined, message);

/**
 * Kwacha per US dollar (DECISIONS §10): a positive number, up to two decimals ("1750", "1,734.50");
 * blank or null means no rate, and then no dollars are shown anywhere.
 */
const exchangeRate = () =>
  z.preprocess(
    (value) => {
      if (value === undefined || value === null) return null;
      if (typeof value === "string") {
        const plain = value.trim().replace(/,/g, "");
        if (plain === "") return null;
        return /^\d{1,7}(\.\d{1,2})?$/.test(plain) ? Number(plain) : Number.NaN;
      }
      return value;
    },
    z
      .number({ error: settingsStaffWords.msg("exchangeRateInvalid") })
      .gt(0, settingsStaffWords.msg("exchangeRateInvalid"))
      .max(1_000_000, settingsStaffWords.msg("exchangeRateInvalid"))
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, settingsStaffWords.msg("exchangeRateInvalid"))
      .nullable(),
  );

/** Forms send "true"/"false"; JSON clients send booleans. */
const onOff = () =>
  z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")], { error: "Please choose yes or no" });

/** The features' declared settings (declared-settings.ts), each a whole number it must be given. */
const featureInputs = declaredSettingsMap((setting) => figure(setting.message, setting.max, setting.min)) as { [K in keyof FeatureSettings]: ReturnType<typeof figure> };

/** Every editable setting (DECISIONS §4), as the admin form and `PUT /api/settings` send them. */
export const SiteSettingsInputSchema = z.object({
  hotelName: lineText({ required: settingsStaffWords.msg("hotelNameRequired"), max: 120 }),
  phone24h: phone(settingsStaffWords.msg("phone24hRequired")),
  otherPhones: optionalLine(200),
  email: requiredEmail(),
  salesEmail: optionalEmail(),
  hrEmail: optionalEmail(),
  address: lineText({ required: "Address is required", max: 300 }),
  openingHours: multilineText({ max: 1000 }),
  whatsappNumber: phone(undefined),
  mapEmbedUrl: webAddress(),
  bookingUrl: webAddress(),
  virtualTourUrl: webAddress(),
  facebookUrl: webAddress(),
  instagramUrl: webAddress(),
  xUrl: webAddress(),
  linkedinUrl: webAddress(),
  tripadvisorUrl: webAddress(),
  villaCount: figure(settingsStaffWords.msg("villaCountInvalid"), 1000),
  ...featureInputs,
  exchangeRateMwkPerUsd: exchangeRate(),
  bookingHorizonDays: wholeNumber({ message: settingsStaffWords.msg("bookingHorizonInvalid"), min: 1, max: 3650 }).refine((v) => v !== undefined, settingsStaffWords.msg("bookingHorizonInvalid")),
  termsText: multilineText({ max: 20_000 }),
  disclaimerText: multilineText({ max: 20_000 }),
  // Their Chichewa versions: the same limits, empty for none.
  termsText_ny: multilineText({ max: 20_000 }),
  disclaimerText_ny: multilineText({ max: 20_000 }),
  openingHours_ny: multilineText({ max: 1000 }),
  requireStaffTwoStep: onOff(),
});
export type SiteSettingsInput = z.infer<typeof SiteSettingsInputSchema>;

/** The whole numbers the schema requires, although `wholeNumber` on its own lets a blank through (the screen marks them required). */
export const REQUIRED_WHOLE_NUMBERS: readonly string[] = ["villaCount", ...DECLARED_SETTINGS.map(([name]) => name), "bookingHorizonDays"];

const text = z.string();
const count = z.number().int();
const featureAnswers = declaredSettingsMap(() => count) as { [K in keyof FeatureSettings]: typeof count };

/** What `GET /api/settings` answers: the public settings and legal texts, never the sales inbox. */
export const PublicSiteSettingsSchema = z.object({
  hotelName: text, phone24h: text, otherPhones: text, email: text, address: text, openingHours: text, whatsappNumber: text,
  mapEmbedUrl: text, bookingUrl: text, virtualTourUrl: text,
  facebookUrl: text, instagramUrl: text, xUrl: text, linkedinUrl: text, tripadvisorUrl: text,
  villaCount: count,
  ...featureAnswers,
  exchangeRateMwkPerUsd: z.number().nullable().describe("Kwacha per US dollar set by staff; null: prices in MWK only"),
  exchangeRateSetOn: text.describe("The hotel's date (YYYY-MM-DD) the exchange rate was last changed; empty without a rate"),
  bookingHorizonDays: count.describe("How many days ahead of the hotel's today a stay may start"),
  termsText: text, disclaimerText: text,
  termsText_ny: text.describe("The Chichewa Terms & Conditions for the /ny/ pages; empty: the English text shows"),
  disclaimerText_ny: text.describe("The Chichewa Disclaimer for the /ny/ pages; empty: the English text shows"),
  openingHours_ny: text.describe("The opening hours in Chichewa for the /ny/ pages; empty: the English text shows"),
});

/** What an admin reads back after saving: everything, including the sales inbox. */
export const AllSiteSettingsSchema = PublicSiteSettingsSchema.extend({
  salesEmail: text,
  hrEmail: text.describe("Where job applications are sent; empty: the reservations address"),
  requireStaffTwoStep: z.boolean().describe("Every staff account must sign in with an authenticator app"),
});
