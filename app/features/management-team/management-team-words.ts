import { defineCatalog } from "~/platform/i18n/catalog";
import staffSource from "./management-team-staff.messages.json";

/** The words of the management team for staff only, in English (the back-office's language, DECISIONS §10). */
export const managementTeamStaffWords = defineCatalog(staffSource);
