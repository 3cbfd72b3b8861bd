import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./forms.messages.json";
import staffSource from "./forms-staff.messages.json";

/** The words forms share on the site and in the back-office: "(optional)", wizard steps, file fields, confirm dialogs (an upload's progress has its own, upload-progress.tsx). */
export const formWords = defineCatalog(source);

/** The words of every form's fields for staff only, in English (the back-office's language, DECISIONS §10). */
export const formStaffWords = defineCatalog(staffSource);
