import { z } from "zod";
import { calendarDate, lineText, parseRecordId } from "~/platform/forms/schema-fields";
import { EmailSchema } from "~/platform/auth/schema";
import { FileOutputFields } from "~/platform/files/stored-file";
import { tendersStaffWords } from "~/features/tenders/tenders-staff-words";
import { fieldWords } from "~/platform/forms/field-words";
import { fieldStaffWords } from "~/platform/forms/fields-staff-words";

const closingDate = calendarDate({ required: fieldStaffWords.msg("closingDateRequired"), invalid: fieldStaffWords.msg("closingDateInvalid") });

/** When a closing date comes without a time (older clients), the tender is open through that day, as before. */
export const DEFAULT_CLOSING_TIME = "23:59";

/** `HH:MM` on a 24-hour clock in Lilongwe; blank or absent means DEFAULT_CLOSING_TIME. */
const closingTime = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : typeof value === "string" ? value.trim() : value),
  z
    .string({ error: tendersStaffWords.msg("closingTimeInvalid") })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, tendersStaffWords.msg("closingTimeInvalid"))
    .optional(),
);

/**
 * A tender notice (SPEC §3 "tender": id, name, document): a PDF with its closing date and
 * time in Lilongwe (Africa/Blantyre).
 */
export const TenderInputSchema = z.object({
  name: lineText({ required: fieldWords.msg("nameRequired"), max: 120 }),
  closingDate,
  closingTime,
});
export type TenderInput = z.infer<typeof TenderInputSchema>;

export const TenderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The closing day in Lilongwe, `YYYY-MM-DD`. */
  closingDate: z.string(),
  /** The closing time there, `HH:MM`. */
  closingTime: z.string(),
  /** The same moment as an ISO-8601 UTC instant: closed from then on. */
  closesAt: z.string(),
  document: z.string().nullable(),
  ...FileOutputFields,
});
export type PublicTender = z.infer<typeof TenderSchema>;

/** The tender an addendum belongs to: from the API's path or the back-office form's hidden field. */
const tenderId = z.preprocess(
  (value) => (typeof value === "number" ? value : parseRecordId(typeof value === "string" ? value.trim() : null) ?? Number.NaN),
  z.number({ error: fieldWords.msg("notFound") }).int().positive(fieldWords.msg("notFound")),
);

/** An addendum staff attach to a tender: a title and a PDF (the date posted is when it is saved). */
export const AddendumInputSchema = z.object({
  tenderId,
  title: lineText({ required: tendersStaffWords.msg("addendumTitleRequired"), max: 160 }),
});
export type AddendumInput = z.infer<typeof AddendumInputSchema> & { postedAt?: string };

export const AddendumSchema = z.object({
  id: z.number().int(),
  tenderId: z.number().int(),
  title: z.string(),
  /** When it was posted (ISO-8601 UTC). */
  postedAt: z.string(),
  ...FileOutputFields,
});
export type PublicAddendum = z.infer<typeof AddendumSchema>;

/** A bidder asks for a tender's news by email. */
export const TenderFollowSchema = z.object({ email: EmailSchema });

/** Where the links in tender emails lead (pages with a button, so a mail scanner following links changes nothing). */
export const TENDER_FOLLOW_CONFIRM_PATH = "/tender-updates/confirm";
export const TENDER_FOLLOW_UNSUBSCRIBE_PATH = "/tender-updates/unsubscribe";
