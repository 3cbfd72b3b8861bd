import { defineCatalog } from "~/platform/i18n/catalog";
import staffSource from "./room-chart-staff.messages.json";

/** The room chart's words, for staff only, in English (the back-office's language, DECISIONS §10). */
export const roomChartStaffWords = defineCatalog(staffSource);

export type RoomChartStaffKey = Parameters<typeof roomChartStaffWords.t>[1];
