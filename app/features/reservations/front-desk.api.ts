import type { Hono } from "hono";
import { z } from "zod";
import type { Viewer } from "~/platform/auth/roles";
import { type ApiEnv, type ApiRegistry, defineRoute } from "~/platform/http/api-route";
import { parseFields, readIdParam } from "~/platform/http/request-input";
import { frontDeskDay, moveStay } from "~/features/reservations/front-desk.server";
import type { FrontDeskMove } from "~/features/reservations/front-desk-rules";
import { FrontDeskListsSchema, ReservationSchema } from "~/features/reservations/schema";
import { FrontDeskDaySchema } from "~/features/reservations/front-desk-schema";

/** The signed-in caller of a route whose access check already required one. */
function signedIn(viewer: Viewer | null): Viewer {
  if (!viewer) throw new Error("signed-in route without a viewer");
  return viewer;
}

/** The three moves at the desk, each a POST on the stay (docs/decisions/059-front-desk-statuses.md). */
const MOVES: { path: string; move: FrontDeskMove; summary: string }[] = [
  {
    path: "check-in",
    move: "checkIn",
    summary: "Check a guest in: a confirmed stay, from its arrival day (the hotel's, Africa/Blantyre) until its last night. 409 with the reason when the stay is not confirmed (any more) or the day is wrong; of two calls at once, one wins.",
  },
  {
    path: "check-out",
    move: "checkOut",
    summary: "Check a guest out: a stay that is checked in. Leaving before the booked departure ends the stay on the day they leave (the nights not slept are free again; `bookedDeparture` keeps the booked one). 409 when the stay is not checked in.",
  },
  {
    path: "no-show",
    move: "noShow",
    summary: "Mark a confirmed stay as a no-show, from its arrival day: all its nights are free again. 409 when the stay is not confirmed (any more) or before its arrival day.",
  },
];

/** The front desk's day (DECISIONS §11): today's lists and the moves at the desk, for staff. */
export default function mountFrontDeskApi(app: Hono<ApiEnv>, registry: ApiRegistry): void {
  const tag = "Reservations";

  defineRoute(app, registry, {
    method: "get", path: "/front-desk", tag, access: "staff",
    summary: "The front desk's lists for a day (`?date=YYYY-MM-DD`, the hotel's today when left out): confirmed arrivals, departures of guests checked in (today's also lists those past their departure), and guests in the house that night",
    responses: { 200: { description: "Arrivals, departures and in-house guests", schema: FrontDeskListsSchema } },
  }, async (c) => {
    const { date } = parseFields(FrontDeskDaySchema, c.req.query());
    return c.json(await frontDeskDay(c.var.services.db, date));
  });

  for (const { path, move, summary } of MOVES) {
    defineRoute(app, registry, {
      method: "post", path: `/reservations/:id/${path}`, tag, access: "staff", summary,
      responses: { 200: { description: "Done; the activity log names who did it", schema: z.object({ message: z.string(), data: ReservationSchema }) } },
    }, async (c) => c.json(await moveStay(c.var.services.db, readIdParam(c), move, signedIn(c.var.viewer))));
  }
}
