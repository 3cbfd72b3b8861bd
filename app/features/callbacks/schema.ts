import { z } from "zod";
import { MAX_PERSON_NAME } from "~/lib/person-name";
import { emailAddress, lineText, looksLikeLink, phoneNumberText } from "~/platform/forms/schema-fields";
import type { MessageValues } from "~/platform/i18n/catalog";
import type { CallbackKey } from "./callback-words";

/** The furthest ahead a guest may ask to be called. */
export const CALLBACK_HORIZON_DAYS = 30;

/** A message of the feature's catalogue in the asker's language. */
export type CallbackWords = (key: CallbackKey, values?: MessageValues) => string;

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

/**
 * A `datetime-local` value (`2026-12-02T14:30`) as a date and a time, when it is one: a real
 * day and a clock time. The instant it stands for is Lilongwe's (`hotelInstant`).
 */
export function readCallAt(value: string): { date: string; time: string } | null {
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match) return null;
  const [, date = "", time = ""] = match;
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== date) return null;
  const [hours = 99, minutes = 99] = time.split(":").map(Number);
  return hours < 24 && minutes < 60 ? { date, time } : null;
}

/**
 * The "Call me back" form, written in the asker's language from the start: the browser checks
 * with the page's words, the server with the request's (the API's `?lang=` or
 * `Accept-Language`, a page's own language), so no answer is translated afterwards. `now`
 * and `toInstant` let the server and the browser read the chosen time on Lilongwe's clock.
 */
export function callbackRequestSchema(t: CallbackWords, clock: { now: () => number; toInstant: (date: string, time: string) => string }) {
  return z.object({
    name: lineText({ required: t("nameRequired"), max: MAX_PERSON_NAME, tooLong: t("nameTooLong", { max: MAX_PERSON_NAME }) }).refine((v) => !looksLikeLink(v), t("nameHasLink")),
    phone: phoneNumberText({ required: t("phoneRequired"), invalid: t("phoneInvalid") }),
    email: emailAddress({ required: t("emailRequired"), invalid: t("emailInvalid") }),
    callAt: z
      .string({ error: t("callAtRequired") })
      .trim()
      .min(1, { message: t("callAtRequired"), abort: true })
      .transform((value, context) => {
        const chosen = readCallAt(value);
        if (!chosen) {
          context.addIssue({ code: "custom", message: t("callAtInvalid") });
          return z.NEVER;
        }
        const instant = clock.toInstant(chosen.date, chosen.time);
        const at = Date.parse(instant);
        if (at < clock.now()) context.addIssue({ code: "custom", message: t("callAtPast") });
        else if (at > clock.now() + CALLBACK_HORIZON_DAYS * 86_400_000) context.addIssue({ code: "custom", message: t("callAtTooFar", { days: CALLBACK_HORIZON_DAYS }) });
        return instant;
      }),
  });
}

export type CallbackRequestInput = z.output<ReturnType<typeof callbackRequestSchema>>;

/** A request as staff see it. */
export const CallbackRequestSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  callAt: z.string(),
  language: z.string(),
  acknowledgement: z.string(),
  createdAt: z.string(),
  doneAt: z.string().nullable(),
  doneBy: z.string().nullable(),
});
export type CallbackRequest = z.infer<typeof CallbackRequestSchema>;

/** Staff mark a request done, or open it again. */
export const CallbackDoneSchema = z.object({ done: z.boolean({ error: "done must be true or false" }) });
