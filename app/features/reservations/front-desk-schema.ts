import { z } from "zod";
import { calendarDate } from "~/platform/forms/schema-fields";
import { frontDeskStaffWords } from "~/features/reservations/front-desk-staff-words";

/** The day the Today screen and `GET /api/front-desk` show: a date, or none for the hotel's today. */
export const FrontDeskDaySchema = z.object({
  date: z.union([z.literal("").transform(() => undefined), calendarDate({ required: frontDeskStaffWords.msg("frontDeskDateInvalid"), invalid: frontDeskStaffWords.msg("frontDeskDateInvalid") })]).optional(),
});
