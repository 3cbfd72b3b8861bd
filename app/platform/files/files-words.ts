import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./files.messages.json";

/** The words of uploaded files (videos, PDFs, attachments) for guests and staff, in English and Chichewa: answers, refusals and field messages. */
export const filesWords = defineCatalog(source);
