import type { Hono } from "hono";
import { z } from "zod";
import type { Viewer } from "~/platform/auth/roles";
import { AppError } from "~/lib/errors";
import { fieldWords } from "~/platform/forms/field-words";
import { trustedOrigin } from "~/platform/runtime/public-origin.server";
import { type ApiEnv, type ApiRegistry, defineRoute } from "~/platform/http/api-route";
import { listCalendarExports, renewCalendarAddress } from "~/features/channel-calendars/calendar-export.server";
import { CalendarExportRenewSchema, CalendarExportSchema } from "~/features/channel-calendars/calendar-export-schema";
import { calendarExportStaffWords as words } from "~/features/channel-calendars/calendar-export-staff-words";

/** The signed-in caller of a route whose access check already required one. */
function signedIn(viewer: Viewer | null): Viewer {
  if (!viewer) throw new Error("signed-in route without a viewer");
  return viewer;
}

/** Channel calendars, export side (DECISIONS §11, decision 061): the addresses, for administrators only. */
export default function mountCalendarExportApi(app: Hono<ApiEnv>, registry: ApiRegistry): void {
  const tag = "Channel calendars";

  defineRoute(app, registry, {
    method: "get", path: "/calendar-exports", tag, access: "admin",
    summary: "Every room type's and room's calendar export address (iCalendar, `/calendars/<token>.ics`), each type followed by its rooms",
    responses: { 200: { description: "Addresses", schema: z.object({ data: z.array(CalendarExportSchema) }) } },
  }, async (c) => c.json({ data: await listCalendarExports(c.var.services.db, trustedOrigin(c.req.raw, c.var.services.env)) }));

  defineRoute(app, registry, {
    method: "post", path: "/calendar-exports/:kind/:id/rotate", tag, access: "admin",
    summary: "Give a room's (`room`) or room type's (`type`) calendar a new address: the old one answers 404 at once",
    responses: { 200: { description: "The new address", schema: z.object({ message: z.string(), data: CalendarExportSchema }) } },
  }, async (c) => {
    const parsed = CalendarExportRenewSchema.safeParse(c.req.param());
    if (!parsed.success) throw new AppError("not_found", fieldWords.msg("notFound"));
    const { kind, id } = parsed.data;
    const data = await renewCalendarAddress(c.var.services.db, kind, id, trustedOrigin(c.req.raw, c.var.services.env), signedIn(c.var.viewer));
    return c.json({ message: words.msg("addressRenewed", { name: data.name }), data });
  });
}
