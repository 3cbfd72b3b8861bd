import type { Hono } from "hono";
import { searchAvailability } from "~/features/reservations/availability.server";
import { AvailabilitySchema, StaySearchSchema } from "~/features/reservations/schema";
import { type ApiEnv, type ApiRegistry, defineRoute } from "./api-route";
import { parseFields } from "./request-input";

/**
 * Reservations (DECISIONS §9): anyone may ask what is free and request a stay; confirming,
 * declining and reading requests is for staff; a guest cancels through the link emailed to them.
 */
export function mountReservationsApi(app: Hono<ApiEnv>, registry: ApiRegistry): void {
  const tag = "Reservations";

  defineRoute(app, registry, {
    method: "get", path: "/availability", tag, access: "public",
    summary: "Rooms free and the price of a stay (`?arrival=YYYY-MM-DD&departure=YYYY-MM-DD&adults=N&children=N[&roomType=ID]`); a signed-in VIP member's discount is applied and named",
    responses: { 200: { description: "Each room type on sale, or the one asked for", schema: AvailabilitySchema } },
  }, async (c) => {
    const stay = parseFields(StaySearchSchema, c.req.query());
    return c.json(await searchAvailability(c.var.services.db, stay, c.var.viewer));
  });
}
