import type { Hono } from "hono";
import { z } from "zod";
import { trustedOrigin } from "~/platform/runtime/public-origin.server";
import { isStaff, type Viewer } from "~/platform/auth/roles";
import { searchAvailability } from "~/features/reservations/availability.server";
import {
  cancelOwnReservation,
  cancelReservationForGuest,
  confirmReservation,
  declineReservation,
  listReservations,
  listReservationsOf,
  requestReservation,
  saveReservationNotes,
} from "~/features/reservations/reservations.server";
import { languageOfRequest } from "~/platform/i18n/language";
import { visitorCurrency } from "~/platform/currency/visitor-currency.server";
import {
  AvailabilitySchema,
  DeclineSchema,
  NotesSchema,
  ReservationFilterSchema,
  ReservationRequestSchema,
  ReservationSchema,
  StaySearchSchema,
} from "~/features/reservations/schema";
import { clientAddress } from "~/platform/http/client-address";
import { type ApiEnv, type ApiRegistry, defineRoute } from "~/platform/http/api-route";
import { parseFields, readBody, readIdParam } from "~/platform/http/request-input";
import { reservationsWords } from "~/features/reservations/reservations-words";
import { reservationsStaffWords } from "~/features/reservations/reservations-staff-words";

/** The signed-in caller of a route whose access check already required one. */
function signedIn(viewer: Viewer | null): Viewer {
  if (!viewer) throw new Error("signed-in route without a viewer");
  return viewer;
}

/**
 * Reservations (DECISIONS §9): anyone may ask what is free and request a stay; confirming,
 * declining and reading requests is for staff; a guest cancels through the link emailed to them.
 */
export default function mountReservationsApi(app: Hono<ApiEnv>, registry: ApiRegistry): void {
  const tag = "Reservations";

  defineRoute(app, registry, {
    method: "get", path: "/availability", tag, access: "public",
    summary: "Rooms free and the price of a stay (`?arrival=YYYY-MM-DD&departure=YYYY-MM-DD&adults=N&children=N[&roomType=ID]`); a signed-in VIP member's discount is applied and named",
    responses: { 200: { description: "Each room type on sale, or the one asked for", schema: AvailabilitySchema } },
  }, async (c) => {
    const stay = parseFields(StaySearchSchema, c.req.query());
    return c.json(await searchAvailability(c.var.services.db, stay, c.var.viewer));
  });

  defineRoute(app, registry, {
    method: "post", path: "/reservations", tag, access: "public",
    summary: "Request a stay (JSON or form): checked against what is free now, stored as `requested` with its RS-<year>-<NNNN> reference; holds nothing until staff confirm it. No payment is taken. With `?currency=USD` (or the site's `currency` cookie) and a rate set, the guest's emails add dollars.",
    body: { schema: ReservationRequestSchema, encodings: ["json", "multipart"], example: { arrival: "2099-06-01", departure: "2099-06-03", adults: 2, children: 0, roomType: 1, rooms: 1, name: "Tiwonge Phiri", email: "tiwonge@example.com", phone: "+265 991 234 567", specialRequests: "A quiet room, please." } },
    responses: { 201: { description: "Stored; the guest and the reservations address are emailed", schema: z.object({ message: z.string(), reference: z.string(), data: ReservationSchema }) } },
  }, async (c) => {
    // Staff typing in a request taken by phone are not a spam risk.
    const address = isStaff(c.var.viewer) ? null : clientAddress(c);
    const result = await requestReservation(c.var.services, await readBody(c), {
      address,
      viewer: c.var.viewer,
      origin: trustedOrigin(c.req.raw, c.var.services.env),
      language: languageOfRequest(c.req.raw),
      currency: visitorCurrency(c.req.raw),
    });
    return c.json(result, 201);
  });

  defineRoute(app, registry, {
    method: "get", path: "/reservations/mine", tag, access: "user", summary: "My reservations: those I requested while signed in, and once my email is confirmed those booked with it signed out; newest arrival first",
    responses: { 200: { description: "The caller's reservations", schema: z.object({ data: z.array(ReservationSchema) }) } },
  }, async (c) => c.json({ data: await listReservationsOf(c.var.services.db, signedIn(c.var.viewer).id) }));

  defineRoute(app, registry, {
    method: "post", path: "/reservations/:id/cancel", tag, access: "user",
    summary:
      "Cancel a request or a confirmed stay. A guest: one of their own, made while signed in (anyone else's answers 404). Staff: any, at the guest's request (409 once declined or cancelled). The guest is emailed.",
    responses: { 200: { description: "Cancelled; its rooms are free again", schema: z.object({ message: z.string(), data: ReservationSchema }) } },
  }, async (c) => {
    const viewer = signedIn(c.var.viewer);
    if (isStaff(viewer)) {
      const data = await cancelReservationForGuest(c.var.services.db, readIdParam(c), viewer);
      return c.json({ message: reservationsStaffWords.msg("reservationCancelledForGuest"), data });
    }
    const data = await cancelOwnReservation(c.var.services.db, viewer, readIdParam(c));
    return c.json({ message: reservationsWords.msg("reservationCancelled", { reference: data.reference }), data });
  });

  defineRoute(app, registry, {
    method: "get", path: "/reservations", tag, access: "staff", summary: "Reservations by arrival (`?status=requested|confirmed|declined|cancelled|checked_in|checked_out|no_show&arrivalFrom=YYYY-MM-DD&arrivalTo=YYYY-MM-DD`): with `arrivalFrom`, the arrivals from that day in order; without it, the latest arrivals first; at most 500",
    responses: { 200: { description: "Reservations", schema: z.object({ data: z.array(ReservationSchema) }) } },
  }, async (c) => c.json({ data: await listReservations(c.var.services.db, parseFields(ReservationFilterSchema, c.req.query())) }));

  defineRoute(app, registry, {
    method: "post", path: "/reservations/:id/confirm", tag, access: "staff",
    summary: "Confirm a request: checked again under a lock on its room type; 409 when its rooms are no longer free",
    responses: { 200: { description: "Confirmed; the guest is emailed", schema: z.object({ message: z.string(), data: ReservationSchema }) } },
  }, async (c) => {
    const data = await confirmReservation(c.var.services.db, readIdParam(c), signedIn(c.var.viewer), trustedOrigin(c.req.raw, c.var.services.env));
    return c.json({ message: reservationsStaffWords.msg("reservationConfirmed"), data });
  });

  defineRoute(app, registry, {
    method: "post", path: "/reservations/:id/decline", tag, access: "staff", summary: "Decline a request, with the reason the guest is sent",
    body: { schema: DeclineSchema, encodings: ["json", "multipart"] },
    responses: { 200: { description: "Declined; the guest is emailed", schema: z.object({ message: z.string(), data: ReservationSchema }) } },
  }, async (c) => {
    const id = readIdParam(c);
    const { reason } = parseFields(DeclineSchema, await readBody(c));
    const data = await declineReservation(c.var.services.db, id, reason, signedIn(c.var.viewer));
    return c.json({ message: reservationsStaffWords.msg("reservationDeclined"), data });
  });

  defineRoute(app, registry, {
    method: "put", path: "/reservations/:id/notes", tag, access: "staff", summary: "Staff notes on a reservation (never shown to the guest)",
    body: { schema: NotesSchema, encodings: ["json", "multipart"] },
    responses: { 200: { description: "Saved", schema: z.object({ message: z.string(), data: ReservationSchema }) } },
  }, async (c) => {
    const id = readIdParam(c);
    const { notes } = parseFields(NotesSchema, await readBody(c));
    const data = await saveReservationNotes(c.var.services.db, id, notes, signedIn(c.var.viewer));
    return c.json({ message: reservationsStaffWords.msg("reservationNotesSaved"), data });
  });
}
