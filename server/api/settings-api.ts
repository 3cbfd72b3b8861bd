import type { Hono } from "hono";
import { z } from "zod";
import { staffMessages } from "~/lib/staff-messages";
import { getPublicSiteSettings } from "~/platform/settings/get-site-settings.server";
import { parseSettingsChange, saveSiteSettings } from "~/platform/settings/save-site-settings.server";
import { AllSiteSettingsSchema, PublicSiteSettingsSchema, SiteSettingsInputSchema } from "~/platform/settings/schema";
import { SETTINGS_FORM } from "~/platform/records/upload-allowance";
import { type ApiEnv, type ApiRegistry, defineRoute } from "./api-route";
import { readBody } from "./request-input";

/** Site settings (DECISIONS §4): anyone reads the public ones; only an administrator changes them. */
export function mountSettingsApi(app: Hono<ApiEnv>, registry: ApiRegistry): void {
  const tag = "Site settings";

  defineRoute(app, registry, {
    method: "get", path: "/settings", tag, access: "public", summary: "The public site settings and legal texts",
    responses: { 200: { description: "Settings", schema: z.object({ data: PublicSiteSettingsSchema }) } },
  }, async (c) => c.json({ data: PublicSiteSettingsSchema.parse(await getPublicSiteSettings(c.var.services.db)) }));

  defineRoute(app, registry, {
    method: "put", path: "/settings", tag, access: "admin", summary: "Change site settings (fields left out keep their value)",
    body: { schema: SiteSettingsInputSchema.partial(), encodings: ["json", "multipart"], upload: SETTINGS_FORM },
    responses: { 200: { description: "Saved", schema: z.object({ message: z.string(), data: AllSiteSettingsSchema }) } },
  }, async (c) => {
    const db = c.var.services.db;
    const input = await parseSettingsChange(db, await readBody(c));
    if (!c.var.viewer) throw new Error("admin route without a viewer");
    return c.json({ message: staffMessages.settingsSaved, data: AllSiteSettingsSchema.parse(await saveSiteSettings(db, input, c.var.viewer)) });
  });
}
