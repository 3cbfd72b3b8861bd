import type { Hono } from "hono";
import { z } from "zod";
import { type Language, languageOfRequest } from "~/platform/i18n/language";
import { getPublicSiteSettings } from "~/platform/settings/get-site-settings.server";
import { parseSettingsChange, saveSiteSettings } from "~/platform/settings/save-site-settings.server";
import { AllSiteSettingsSchema, PublicSiteSettingsSchema, SiteSettingsInputSchema } from "~/platform/settings/schema";
import { SETTINGS_FORM } from "~/platform/records/upload-allowance";
import { type ApiEnv, type ApiRegistry, defineRoute } from "~/platform/http/api-route";
import { readBody } from "~/platform/http/request-input";
import { settingsStaffWords } from "~/platform/settings/settings-words";

const TRANSLATED_TEXTS = ["termsText", "disclaimerText", "openingHours"] as const;

const SettingsInLanguageSchema = PublicSiteSettingsSchema.extend({
  untranslated: z.array(z.enum(TRANSLATED_TEXTS)).optional().describe("In Chichewa: the texts shown in English, having no Chichewa version."),
});

/**
 * The settings as a reader in `language` gets them, as the records' API answers
 * (docs/decisions/043-translated-record-fields.md): in Chichewa, each text's Chichewa
 * version in place of the English where staff gave one, and `untranslated` naming those that
 * stay English. The `_ny` fields are kept as they are for clients that show both.
 */
function legalTextsIn(settings: z.output<typeof PublicSiteSettingsSchema>, language: Language): z.output<typeof SettingsInLanguageSchema> {
  if (language === "en") return settings;
  const untranslated = TRANSLATED_TEXTS.filter((name) => !settings[`${name}_ny`].trim());
  const inChichewa = (name: (typeof TRANSLATED_TEXTS)[number]) => (settings[`${name}_ny`].trim() ? settings[`${name}_ny`] : settings[name]);
  return {
    ...settings,
    termsText: inChichewa("termsText"),
    disclaimerText: inChichewa("disclaimerText"),
    openingHours: inChichewa("openingHours"),
    ...(untranslated.length > 0 ? { untranslated } : {}),
  };
}

/** Site settings (DECISIONS §4): anyone reads the public ones; only an administrator changes them. */
export default function mountSettingsApi(app: Hono<ApiEnv>, registry: ApiRegistry): void {
  const tag = "Site settings";

  defineRoute(app, registry, {
    method: "get", path: "/settings", tag, access: "public",
    summary: "The public site settings and legal texts; in Chichewa (`?lang=ny` or `Accept-Language: ny`) the Chichewa versions of the legal texts and opening hours in place",
    responses: { 200: { description: "Settings", schema: z.object({ data: SettingsInLanguageSchema }) } },
  }, async (c) => {
    const settings = PublicSiteSettingsSchema.parse(await getPublicSiteSettings(c.var.services.db));
    c.header("Vary", "Accept-Language", { append: true });
    return c.json({ data: legalTextsIn(settings, languageOfRequest(c.req.raw)) });
  });

  defineRoute(app, registry, {
    method: "put", path: "/settings", tag, access: "admin", summary: "Change site settings (fields left out keep their value)",
    body: { schema: SiteSettingsInputSchema.partial(), encodings: ["json", "multipart"], upload: SETTINGS_FORM },
    responses: { 200: { description: "Saved", schema: z.object({ message: z.string(), data: AllSiteSettingsSchema }) } },
  }, async (c) => {
    const db = c.var.services.db;
    const input = await parseSettingsChange(db, await readBody(c));
    if (!c.var.viewer) throw new Error("admin route without a viewer");
    return c.json({ message: settingsStaffWords.msg("settingsSaved"), data: AllSiteSettingsSchema.parse(await saveSiteSettings(db, input, c.var.viewer, c.var.services.env)) });
  });
}
