import { z } from "zod";
import { MAX_PERSON_NAME } from "~/lib/person-name";
import { emailAddress, lineText, looksLikeLink, multilineText, phoneNumberText } from "~/platform/forms/schema-fields";
import type { MessageValues } from "~/platform/i18n/catalog";
import type { JobApplicationKey } from "./job-application-words";
import { MAX_COVER_NOTE } from "./limits";

/** A message of the feature's catalogue in the applicant's language. */
export type JobApplicationWords = (key: JobApplicationKey, values?: MessageValues) => string;

/**
 * The Apply form's text fields, written in the applicant's language from the start (the page's
 * in the browser, the request's on the server), so no answer is translated afterwards. The CV
 * is judged apart, by its bytes (platform/files/prepare-file.server.ts).
 */
export function jobApplicationSchema(t: JobApplicationWords) {
  return z.object({
    name: lineText({ required: t("nameRequired"), max: MAX_PERSON_NAME, tooLong: t("nameTooLong", { max: MAX_PERSON_NAME }) }).refine((v) => !looksLikeLink(v), t("nameHasLink")),
    email: emailAddress({ required: t("emailRequired"), invalid: t("emailInvalid") }),
    phone: phoneNumberText({ required: t("phoneRequired"), invalid: t("phoneInvalid") }),
    coverNote: multilineText({ max: MAX_COVER_NOTE, tooLong: t("coverNoteTooLong", { max: MAX_COVER_NOTE }) }).optional(),
  });
}

export type JobApplicationInput = z.output<ReturnType<typeof jobApplicationSchema>>;

/** An application as staff see it. */
export const JobApplicationSchema = z.object({
  id: z.number().int(),
  vacancyId: z.number().int().nullable(),
  vacancyName: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  coverNote: z.string(),
  language: z.string(),
  acknowledgement: z.string(),
  createdAt: z.string(),
  /** `/staff-files/…`: staff must be signed in to download it. Null once the file is gone. */
  cv: z.object({ url: z.string(), downloadName: z.string(), byteSize: z.number().int(), mime: z.string() }).nullable(),
});
export type JobApplication = z.infer<typeof JobApplicationSchema>;
