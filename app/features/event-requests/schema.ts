import { z } from "zod";
import { hotelDate } from "~/lib/dates";
import { emailAddress, lineText, multilineText, personName, phoneNumberText, requiredWholeNumber, wholeNumber } from "~/platform/forms/schema-fields";
import { StoredFileSchema } from "~/platform/files/stored-file";
import { ADDITIONAL_INFO_MAX, NO_SERVICE, EVENT_TYPES, SERVICE_TYPES, SPACE_CONFIGURATIONS } from "~/features/event-requests/choices";
import { EVENT_REQUEST_STATUS_VALUES } from "~/features/event-requests/staff-labels";
import { eventRequestsWords } from "~/features/event-requests/event-requests-words";
import { eventRequestsStaffWords } from "~/features/event-requests/event-requests-staff-words";
import { fieldWords } from "~/platform/forms/field-words";

/**
 * The event quotation wizard (SPEC §2, §5, §7 `POST /bookEvent`; DECISIONS §6). One schema for
 * the wizard's client checks (step by step), the page action and the API. Field names keep
 * SPEC's spelling (`eventDatesS`, `Attendees`). Isomorphic: no server imports.
 */

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * A calendar date `YYYY-MM-DD`. SPEC §7's client sent ISO instants ("dates ISO"); those are read
 * as the hotel's date at that instant, so midnight in Lilongwe (22:00Z the day before) is
 * the right day.
 */
function calendarDate(value: string): string | null {
  if (DATE_ONLY.test(value)) {
    const parsed = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value ? value : null;
  }
  if (DATE_TIME.test(value)) {
    const parsed = new Date(value);
    return Number.isNaN(parsed.getTime()) ? null : hotelDate(parsed);
  }
  return null;
}

function eventDate(required: string, rule?: (date: string) => string | null) {
  return z.string({ error: required }).transform((raw, ctx) => {
    const value = raw.trim();
    if (value === "") {
      ctx.addIssue({ code: "custom", message: required });
      return z.NEVER;
    }
    const date = calendarDate(value);
    const problem = date === null ? eventRequestsWords.msg("eventDateInvalid") : (rule?.(date) ?? null);
    if (problem || date === null) {
      ctx.addIssue({ code: "custom", message: problem ?? eventRequestsWords.msg("eventDateInvalid") });
      return z.NEVER;
    }
    return date;
  });
}

/** Blank or absent (the form's empty choice, an old client leaving it out) reads as "not chosen". */
const choice = <T extends readonly [string, ...string[]]>(values: T, required: string) =>
  z.preprocess((v) => (v === "" ? undefined : v), z.enum(values, { error: required }));

const step1 = {
  eventName: lineText({ required: eventRequestsWords.msg("eventNameRequired"), max: 150 }),
  // Checked against the hotel's today on the server; the browser's check is only early feedback.
  eventDatesS: eventDate(eventRequestsWords.msg("eventStartRequired"), (date) => (date < hotelDate() ? eventRequestsWords.msg("eventStartInPast") : null)),
  eventDatesE: eventDate(eventRequestsWords.msg("eventEndRequired")),
  eventType: choice(EVENT_TYPES, eventRequestsWords.msg("eventTypeRequired")),
  numRooms: wholeNumber({ message: eventRequestsWords.msg("numRoomsInvalid"), min: 1, max: 10_000 }),
  Attendees: requiredWholeNumber({ required: eventRequestsWords.msg("attendeesRequired"), message: eventRequestsWords.msg("attendeesInvalid"), min: 1, max: 100_000 }),
  other: multilineText({ max: 500 }).optional().default(""),
};

/**
 * The extra services: one (SPEC's clients send a single value) or several, as a JSON array or
 * as a form's ticked boxes (one per line, platform/forms' textFields). Each must be offered;
 * "No" beside a service means the services; none at all is SPEC's "Please select ServiceType from Us."
 */
const services = z.preprocess(
  (v) => {
    const list = (Array.isArray(v) ? v : typeof v === "string" ? v.split("\n") : []).map((item) => (typeof item === "string" ? item.trim() : item)).filter((item) => item !== "");
    const unique = [...new Set(list)];
    return unique.length > 1 ? unique.filter((item) => item !== NO_SERVICE) : unique;
  },
  z.array(z.enum(SERVICE_TYPES, { error: eventRequestsWords.msg("serviceTypeRequired") })).min(1, { error: eventRequestsWords.msg("serviceTypeRequired") }),
);

const step2 = {
  serviceType: services,
  space: choice(SPACE_CONFIGURATIONS, eventRequestsWords.msg("spaceRequired")),
};

const step3 = {
  firstName: personName({ required: eventRequestsWords.msg("eventFirstNameRequired") }),
  lastName: personName({ required: eventRequestsWords.msg("eventLastNameRequired") }),
  contactEmail: emailAddress({ required: eventRequestsWords.msg("eventEmailRequired"), invalid: fieldWords.msg("emailInvalid") }),
  phoneNumber: phoneNumberText({ required: eventRequestsWords.msg("eventPhoneRequired"), invalid: fieldWords.msg("phoneInvalid") }),
  additionalInfo: multilineText({ max: ADDITIONAL_INFO_MAX, tooLong: eventRequestsWords.msg("additionalInfoTooLong") }).optional().default(""),
};

/** A random key per draft (the wizard's hidden field, or an `Idempotency-Key` header): a retried Finish stores one request. */
const IdempotencyKeySchema = z.preprocess(
  (v) => (v === "" || v === null ? undefined : v),
  z.string().regex(/^[A-Za-z0-9_-]{16,100}$/, "The idempotency key must be 16 to 100 letters, digits, - or _").optional(),
);

/** DECISIONS §6: the end may be the start day, never before it. Reported under the end date. */
function endNotBeforeStart<T extends z.ZodType<{ eventDatesS: string; eventDatesE: string }>>(schema: T) {
  return schema.superRefine((value, ctx) => {
    if (value.eventDatesE < value.eventDatesS) ctx.addIssue({ code: "custom", path: ["eventDatesE"], message: eventRequestsWords.msg("eventEndBeforeStart") });
  });
}

/** The three steps' schemas, in the order of EVENT_PLAN_STEP_FIELDS, each checked before Next (SPEC §4: forward only when valid). */
export const EVENT_PLAN_STEP_SCHEMAS = [endNotBeforeStart(z.object(step1)), z.object(step2), z.object(step3)] as const;

/** Everything `POST /api/bookEvent` and the /EventPlan action take (the attachment travels beside it as `eventFile`). */
export const EventRequestInputSchema = endNotBeforeStart(z.object({ ...step1, ...step2, ...step3, idempotencyKey: IdempotencyKeySchema }));
export type EventRequestInput = z.output<typeof EventRequestInputSchema>;

/** Staff move a request on and keep notes (DECISIONS §7). */
export const EventRequestUpdateSchema = z
  .object({
    status: z.enum(EVENT_REQUEST_STATUS_VALUES, { error: eventRequestsStaffWords.msg("eventStatusInvalid") }).optional(),
    notes: multilineText({ max: 2000, tooLong: eventRequestsStaffWords.msg("eventNotesTooLong") }).optional(),
  })
  .refine((v) => v.status !== undefined || v.notes !== undefined, { message: eventRequestsStaffWords.msg("eventRequestNoChange"), path: ["status"] });
export type EventRequestUpdate = z.output<typeof EventRequestUpdateSchema>;

/** A request as staff read it: SPEC's field names plus what the inbox adds. */
export const EventRequestSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  eventName: z.string(),
  eventDatesS: z.string(),
  eventDatesE: z.string(),
  eventType: z.string(),
  numRooms: z.number().int().nullable(),
  Attendees: z.number().int(),
  other: z.string(),
  serviceType: z.string(),
  space: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  contactEmail: z.string(),
  phoneNumber: z.string(),
  additionalInfo: z.string(),
  status: z.string(),
  notes: z.string(),
  /** `withheld`: the guest's address had had its hour's acknowledgements, so none was emailed (decision 052). */
  acknowledgement: z.enum(["sent", "withheld"]),
  /** The staff-only attachment (`/staff-files/...`), or null. */
  eventFile: StoredFileSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  updated_by: z.string().nullable(),
});
export type EventRequest = z.infer<typeof EventRequestSchema>;

/** What the guest gets back: SPEC §8's message and the reference to quote. */
export const EventRequestCreatedSchema = z.object({ message: z.string(), reference: z.string() });
