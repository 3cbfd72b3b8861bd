import { defineCatalog } from "~/platform/i18n/catalog";
import source from "./job-applications.messages.json";

/** Everything the Apply form, its answers and the applicant's email say, in English and Chichewa. */
export const jobApplicationWords = defineCatalog(source);

export type JobApplicationKey = Parameters<typeof jobApplicationWords.t>[1];
