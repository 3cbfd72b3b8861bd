import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import type { Viewer } from "~/platform/auth/roles";
import { recordAudit } from "~/platform/audit/audit-log.server";
import { isTwoStepEnabled } from "~/platform/auth/two-step.server";
import { fieldError } from "~/lib/errors";
import { parseForm } from "~/platform/forms/form-action.server";
import { hotelDate } from "~/lib/dates";
import { type AllSiteSettings, DEFAULT_ALL_SITE_SETTINGS } from "~/platform/settings/site-settings";
import { getAllSiteSettings, SETTING_KEYS } from "~/platform/settings/get-site-settings.server";
import { type SiteSettingsInput, SiteSettingsInputSchema } from "~/platform/settings/schema";
import { settingsStaffWords } from "~/platform/settings/settings-words";
import { DECLARED_SETTINGS } from "~/platform/settings/declared-settings";

/**
 * Validates `fields` laid over the current settings, so a client that sends only what it
 * changes keeps the rest, while the admin form (which sends every field) can also clear one.
 * Throws the 422 AppError with a message per field.
 */
export async function parseSettingsChange(db: Kysely<Database>, fields: Record<string, unknown>): Promise<SiteSettingsInput> {
  const current = await getAllSiteSettings(db);
  const known = Object.fromEntries(Object.keys(SETTING_KEYS).filter((name) => Object.hasOwn(fields, name)).map((name) => [name, fields[name]]));
  return parseForm(SiteSettingsInputSchema, { ...current, ...known });
}

/**
 * Stores every setting in one transaction, so a page never reads half an edit, and logs
 * which settings changed (names only: the values may be long legal texts) in the same one.
 */
export async function saveSiteSettings(
  db: Kysely<Database>,
  input: SiteSettingsInput,
  actor: Viewer,
  env: Readonly<Record<string, unknown>>,
): Promise<AllSiteSettings> {
  const before = await getAllSiteSettings(db);
  // A setting that needs a secret from the environment (online deposits need PayChangu's) stays off without it.
  for (const [name, setting] of DECLARED_SETTINGS) {
    const value = (input as Record<string, unknown>)[name];
    const missing = (setting.requiresEnv ?? []).filter((variable) => env[variable] === undefined || env[variable] === "");
    if (missing.length > 0 && value !== 0 && value !== undefined) throw fieldError(name, setting.unavailableMessage ?? setting.message);
  }
  // Requiring two-step sign-in from an administrator without it would close the back-office to them at once.
  if (input.requireStaffTwoStep && !before.requireStaffTwoStep && !(await isTwoStepEnabled(db, actor.id))) {
    throw fieldError("requireStaffTwoStep", settingsStaffWords.msg("twoStepEnrolYourselfFirst"));
  }
  // The rate's date is the day it changed, not the day the form was last saved.
  const rateChanged = input.exchangeRateMwkPerUsd !== before.exchangeRateMwkPerUsd;
  const next: Partial<Record<keyof AllSiteSettings, unknown>> = {
    ...input,
    exchangeRateSetOn: input.exchangeRateMwkPerUsd === null ? "" : rateChanged ? hotelDate() : before.exchangeRateSetOn,
  };
  await db.transaction().execute(async (trx) => {
    const changed: string[] = [];
    for (const [name, key] of Object.entries(SETTING_KEYS) as [keyof AllSiteSettings, string][]) {
      const value = String(next[name] ?? DEFAULT_ALL_SITE_SETTINGS[name] ?? "");
      if (value !== String(before[name] ?? "")) changed.push(name);
      await trx
        .insertInto("settings")
        .values({ key, value })
        .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
        .execute();
    }
    if (changed.length > 0) {
      await recordAudit(trx, { actor, action: "update", subjectType: "settings", subjectId: null, subjectLabel: changed.join(", ") });
    }
  });
  return getAllSiteSettings(db);
}
