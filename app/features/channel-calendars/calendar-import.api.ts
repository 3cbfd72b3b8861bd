import type { Hono } from "hono";
import { z } from "zod";
import type { Viewer } from "~/platform/auth/roles";
import { type ApiEnv, type ApiRegistry, defineRoute } from "~/platform/http/api-route";
import { parseFields, readBody, readIdParam } from "~/platform/http/request-input";
import { addChannelFeed, getChannelFeed, listChannelFeeds, openChannelConflicts, removeChannelFeed, resolveChannelConflict, syncChannelFeed, syncMessage } from "./calendar-import.server";
import { ChannelConflictSchema, ChannelFeedFilterSchema, ChannelFeedInputSchema, ChannelFeedSchema, ConflictMoveSchema, SyncResultSchema } from "./calendar-import-schema";
import { calendarImportStaffWords as words } from "./calendar-import-staff-words";

function signedIn(viewer: Viewer | null): Viewer {
  if (!viewer) throw new Error("signed-in route without a viewer");
  return viewer;
}

/**
 * Agencies' calendars imported per room (DECISIONS §11, docs/decisions/062-calendar-import.md),
 * for staff: the feeds, adding and removing one, reading one now, and the clashes with stays
 * already in a room with the move that settles each.
 */
export default function mountCalendarImportApi(app: Hono<ApiEnv>, registry: ApiRegistry): void {
  const tag = "Agency calendars";

  defineRoute(app, registry, {
    method: "get", path: "/channel-feeds", tag, access: "staff", summary: "The agencies' iCalendar feeds imported per room (`?hotelRoomId=ID` for one room's), with when each was last read and why it failed",
    responses: { 200: { description: "Feeds", schema: z.object({ data: z.array(ChannelFeedSchema) }) } },
  }, async (c) => c.json({ data: await listChannelFeeds(c.var.services.db, parseFields(ChannelFeedFilterSchema, c.req.query())) }));

  defineRoute(app, registry, {
    method: "post", path: "/channel-feeds", tag, access: "staff",
    summary: "Import an agency's calendar (the iCalendar address its extranet gives) for one room: each event becomes a confirmed stay of that agency's channel holding the room's nights; read on the poller's next turn or with `/sync`",
    body: { schema: ChannelFeedInputSchema, encodings: ["json", "multipart"], example: { hotelRoomId: 12, agency: "Booking.com", url: "https://admin.booking.com/hotel/hoteladmin/ical.html?t=…" } },
    responses: { 201: { description: "Added", schema: z.object({ message: z.string(), data: ChannelFeedSchema }) } },
  }, async (c) => {
    const data = await addChannelFeed(c.var.services.db, parseFields(ChannelFeedInputSchema, await readBody(c)), signedIn(c.var.viewer));
    return c.json({ message: words.msg("feedAdded", { agency: data.agency, number: data.roomNumber }), data }, 201);
  });

  defineRoute(app, registry, {
    method: "delete", path: "/channel-feeds/:id", tag, access: "staff", summary: "Stop importing a feed: its stays still to come are cancelled and their nights freed",
    responses: { 200: { description: "Removed", schema: z.object({ message: z.string() }) } },
  }, async (c) => {
    const feed = await removeChannelFeed(c.var.services.db, readIdParam(c), signedIn(c.var.viewer));
    return c.json({ message: words.msg("feedRemoved", { agency: feed.agency, number: feed.roomNumber }) });
  });

  defineRoute(app, registry, {
    method: "post", path: "/channel-feeds/:id/sync", tag, access: "staff",
    summary: "Read a feed now (conditionally: a 304 changes nothing). A failure (HTTP error, timeout, not iCalendar, over 1 MB, or empty where it had events) keeps the last good import and answers 200 with `outcome: failed`",
    responses: { 200: { description: "Read", schema: z.object({ message: z.string(), result: SyncResultSchema, data: ChannelFeedSchema }) } },
  }, async (c) => {
    const id = readIdParam(c);
    const result = await syncChannelFeed(c.var.services.db, id);
    const data = await getChannelFeed(c.var.services.db, id);
    return c.json({ message: syncMessage(data, result), result, data });
  });

  defineRoute(app, registry, {
    method: "get", path: "/channel-conflicts", tag, access: "staff",
    summary: "Imported stays' nights another stay already holds in the room, not over yet: the room, the nights, the agency, the stay in the way and a room of its type free on all its nights to move it to",
    responses: { 200: { description: "Conflicts", schema: z.object({ data: z.array(ChannelConflictSchema) }) } },
  }, async (c) => c.json({ data: await openChannelConflicts(c.var.services.db) }));

  defineRoute(app, registry, {
    method: "post", path: "/channel-conflicts/move", tag, access: "staff",
    summary: "Settle a conflict: move the stay in the way (`reservationId`) from the conflict's room (`from`) to a free room (`to`), then give the agency's stay its nights there; 409 when `to` is taken meanwhile",
    body: { schema: ConflictMoveSchema, encodings: ["json", "multipart"], example: { reservationId: 41, from: 12, to: 14 } },
    responses: { 200: { description: "Moved", schema: z.object({ message: z.string(), data: z.array(ChannelConflictSchema) }) } },
  }, async (c) => {
    const { message } = await resolveChannelConflict(c.var.services.db, parseFields(ConflictMoveSchema, await readBody(c)), signedIn(c.var.viewer));
    return c.json({ message, data: await openChannelConflicts(c.var.services.db) });
  });
}
