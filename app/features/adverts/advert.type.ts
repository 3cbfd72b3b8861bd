import type { z } from "zod";
import { defineContentType } from "~/platform/records/content-type";
import { ADVERT_SCREEN } from "~/features/adverts/components/advert-fields";
import { ADVERT_FILE_FIELD, type AdvertInput, AdvertInputSchema, AdvertSchema, AdvertUpdateSchema } from "~/features/adverts/schema";

/** Only the values given: on add the table's defaults fill the rest, on edit the rest stays. */
function given<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/**
 * Adverts for the home page popup and `/api/adverts`. Visitors get only current ones: no stop
 * date, or a stop date on or after today's hotel date (Africa/Blantyre); staff get them all.
 */
export const ADVERT_TYPE = defineContentType({
  key: "advert",
  noun: "advert",
  plural: "adverts",
  table: "adverts",
  columns: ["title", "user_id", "description", "period", "tag", "rates"],
  input: AdvertInputSchema,
  updateInput: AdvertUpdateSchema satisfies z.ZodType<AdvertInput, unknown>,
  output: AdvertSchema,
  translatable: ["title", "description"],
  picture: "required",
  fileField: ADVERT_FILE_FIELD,
  createdBy: "user_id",
  publicWhen: { column: "period", onOrAfterToday: true, orNull: true },
  write: (input: AdvertInput) =>
    given({ title: input.title, description: input.description, period: input.period, tag: input.tag, rates: input.rates }),
  read: (row) => ({
    id: row.id,
    title: row.title,
    user_id: row.user_id,
    description: row.description,
    period: row.period,
    tag: row.tag,
    rates: row.rates,
    media: row.picture?.src ?? null,
    picture: row.picture,
  }),
  auditLabel: "Adverts",
  api: { path: "/adverts", tag: "Adverts" },
  screen: { path: "/advert", title: "Manage Advert", menu: { group: "Offers", label: "Adverts", order: 40 }, view: ADVERT_SCREEN },
  example: { title: "Spa days", description: "Half-price massages", period: "2099-12-31", tag: "spa", rates: "2" },
});

export default ADVERT_TYPE;
