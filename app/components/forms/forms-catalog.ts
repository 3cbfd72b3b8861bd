import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./forms.messages.json";

/** The words forms share on the site and in the back-office: "(optional)", wizard steps, file fields, confirm dialogs (an upload's progress has its own, upload-progress.tsx). */
export const formWords = defineCatalog(source);
