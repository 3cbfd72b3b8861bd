import { defineSettings, type SettingsOf } from "~/platform/settings/setting-declaration";
import { defineCatalog } from "~/platform/i18n/catalog";
import settingsSource from "./reservations-settings-staff.messages.json";

/**
 * The settings' own staff words: every page carries the settings' declarations (their defaults),
 * so these two messages travel alone rather than with the whole reservations staff catalogue.
 */
export const reservationSettingsWords = defineCatalog(settingsSource);

/**
 * The stay's times and terms a guest reads before asking for a room: under each room type on
 * /booking, on the stay's own page and in the reservation emails. Whole hours on the hotel's
 * clock (14 reads "14:00"); the free cancellation ends this many days before arrival.
 */
const reservationSettings = defineSettings({
  key: "reservations",
  title: "Stays: times and terms",
  fields: {
    checkInHour: { stored: "check_in_hour", default: 14, max: 23, message: reservationSettingsWords.msg("hourInvalid"), label: "Check-in from (hour, 0–23)" },
    checkOutHour: { stored: "check_out_hour", default: 11, max: 23, message: reservationSettingsWords.msg("hourInvalid"), label: "Check-out by (hour, 0–23)" },
    freeCancellationDays: {
      stored: "free_cancellation_days",
      default: 2,
      max: 60,
      message: reservationSettingsWords.msg("cancellationDaysInvalid"),
      label: "Free cancellation until (days before arrival)",
      hint: "0: free until the day of arrival.",
    },
  },
});
export default reservationSettings;

declare module "~/platform/settings/site-settings" {
  interface FeatureSettings extends SettingsOf<typeof reservationSettings> {}
}
