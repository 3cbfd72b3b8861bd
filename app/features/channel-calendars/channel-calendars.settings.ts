import { defineSettings, type SettingsOf } from "~/platform/settings/setting-declaration";
import { defineCatalog } from "~/platform/i18n/catalog";
import settingsSource from "./calendar-import-settings-staff.messages.json";

/** The setting's own staff message: every page carries the settings' declarations, so they travel without the feature's catalogue. */
const calendarSettingsWords = defineCatalog(settingsSource);

/** How often the agencies' calendars are read (docs/decisions/062-calendar-import.md); 0 reads them only on "Sync now". */
const channelCalendarSettings = defineSettings({
  key: "channel-calendars",
  title: "Agency calendars",
  fields: {
    channelPollMinutes: { stored: "channel_poll_minutes", default: 15, max: 1440, message: calendarSettingsWords.msg("pollMinutesInvalid"), label: "Read agencies' calendars every (minutes)", hint: "0: only when staff press Sync now." },
  },
});
export default channelCalendarSettings;

declare module "~/platform/settings/site-settings" {
  interface FeatureSettings extends SettingsOf<typeof channelCalendarSettings> {}
}
