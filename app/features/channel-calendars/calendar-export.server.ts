import { createHash, randomBytes } from "node:crypto";
import { gzipSync } from "node:zlib";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import { AppError } from "~/lib/errors";
import { hotelDate } from "~/lib/dates";
import { isAdmin, type Viewer } from "~/platform/auth/roles";
import { parseForm } from "~/platform/forms/form-action.server";
import { authStaffWords } from "~/platform/auth/auth-staff-words";
import { recordAudit } from "~/platform/audit/audit-log.server";
import { getSiteSettings } from "~/platform/settings/get-site-settings.server";
import { addDays, MAX_NIGHTS, nightOf, nightsOf } from "~/features/reservations/stay-rules";
import { OCCUPYING_STATUSES } from "~/features/reservations/stay-statuses";
import { nightFactsOf } from "~/features/reservations/availability.server";
import { compareRoomNumbers } from "~/features/hotel-rooms/room-choice";
import { calendarExportStaffWords as words } from "~/features/channel-calendars/calendar-export-staff-words";
import { type BusyKind, calendarFeedText, type CalendarFeedContent, feedStretches } from "~/features/channel-calendars/calendar-export-feed";
import { type CalendarExport, type CalendarExportKind, calendarFeedPath, CalendarExportRenewSchema } from "~/features/channel-calendars/calendar-export-schema";

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

/** How far back a feed reaches: an agency reconciling last month still sees it. */
const FEED_DAYS_BACK = 30;

/** A new address's token: 24 random bytes (192 bits), base64url, 32 characters. */
const newToken = () => randomBytes(24).toString("base64url");

const sha256 = (text: string) => createHash("sha256").update(text).digest("base64url");

/**
 * Gives every room and room type without an address one (rooms added since migration 0390,
 * types made by the demo seed): called before addresses are listed, so an administrator never
 * sees a room without one. Two callers at once insert one each; the unique subject keeps one.
 */
export async function ensureCalendarExports(db: Db | Trx): Promise<void> {
  const [rooms, types] = await Promise.all([
    db.selectFrom("hotel_rooms").leftJoin("calendar_exports", "calendar_exports.hotel_room_id", "hotel_rooms.id").select("hotel_rooms.id").where("calendar_exports.id", "is", null).execute(),
    db.selectFrom("rooms").leftJoin("calendar_exports", "calendar_exports.room_type_id", "rooms.id").select("rooms.id").where("calendar_exports.id", "is", null).execute(),
  ]);
  const now = new Date().toISOString();
  const rows = [
    ...rooms.map((room) => ({ hotel_room_id: room.id, room_type_id: null, token: newToken(), created_at: now, updated_at: now })),
    ...types.map((type) => ({ hotel_room_id: null, room_type_id: type.id, token: newToken(), created_at: now, updated_at: now })),
  ];
  for (const row of rows) await db.insertInto("calendar_exports").values(row).onConflict((oc) => oc.doNothing()).execute();
}

/**
 * The export addresses of every room and room type (or of one type and its rooms), each type
 * followed by its rooms. `origin` is the site's trusted public origin (null: no full address).
 * Administrators only: the caller checks.
 */
export async function listCalendarExports(db: Db, origin: string | null, filter: { roomType?: number } = {}): Promise<CalendarExport[]> {
  await ensureCalendarExports(db);
  let types = db
    .selectFrom("calendar_exports")
    .innerJoin("rooms", "rooms.id", "calendar_exports.room_type_id")
    .select(["rooms.id", "rooms.name", "rooms.fee", "calendar_exports.token"]);
  let rooms = db
    .selectFrom("calendar_exports")
    .innerJoin("hotel_rooms", "hotel_rooms.id", "calendar_exports.hotel_room_id")
    .innerJoin("rooms", "rooms.id", "hotel_rooms.room_type_id")
    .select(["hotel_rooms.id", "hotel_rooms.number", "hotel_rooms.floor", "hotel_rooms.room_type_id", "rooms.name as room_type_name", "calendar_exports.token"]);
  if (filter.roomType !== undefined) {
    types = types.where("rooms.id", "=", filter.roomType);
    rooms = rooms.where("hotel_rooms.room_type_id", "=", filter.roomType);
  }
  const [typeRows, roomRows] = await Promise.all([types.orderBy("rooms.fee").orderBy("rooms.name").execute(), rooms.execute()]);
  const address = (token: string) => ({ token, path: calendarFeedPath(token), url: origin ? origin + calendarFeedPath(token) : null });
  return typeRows.flatMap((type) => [
    { kind: "type" as const, id: type.id, roomTypeId: type.id, name: words.msg("typeCalendarName", { roomType: type.name }), ...address(type.token) },
    ...roomRows
      .filter((room) => room.room_type_id === type.id)
      .sort((a, b) => (a.floor ?? Number.MAX_SAFE_INTEGER) - (b.floor ?? Number.MAX_SAFE_INTEGER) || compareRoomNumbers(a.number, b.number))
      .map((room) => ({ kind: "room" as const, id: room.id, roomTypeId: room.room_type_id, name: words.msg("roomCalendarName", { number: room.number, roomType: room.room_type_name }), ...address(room.token) })),
  ]);
}

const subjectColumn = (kind: CalendarExportKind) => (kind === "room" ? "hotel_room_id" : "room_type_id");

/**
 * An administrator gives a room's or type's calendar a new address: the old one answers 404 from
 * this commit on (agencies must be given the new one). Logged in the activity log.
 */
export async function renewCalendarAddress(db: Db, kind: CalendarExportKind, id: number, origin: string | null, actor: Viewer): Promise<CalendarExport> {
  await db.transaction().execute(async (trx) => {
    await ensureCalendarExports(trx);
    const now = new Date().toISOString();
    const row = await trx.updateTable("calendar_exports").set({ token: newToken(), updated_at: now }).where(subjectColumn(kind), "=", id).returning("id").executeTakeFirst();
    if (!row) throw new AppError("not_found", words.msg("exportUnknown"));
    const [label] = (await listCalendarExportsIn(trx, kind, id)).map((item) => item.name);
    await recordAudit(trx, { actor, action: "calendar-address-renewed", subjectType: "calendar_exports", subjectId: row.id, subjectLabel: label ?? `${kind} ${id}` });
  });
  const renewed = (await listCalendarExports(db, origin)).find((item) => item.kind === kind && item.id === id);
  if (!renewed) throw new AppError("not_found", words.msg("exportUnknown"));
  return renewed;
}

/**
 * The Room numbers screen's "New address" form (`kind`, `id`): administrators only, refused (403)
 * to other staff before anything is read.
 */
export async function renewCalendarAddressByForm(db: Db, fields: Record<string, string>, origin: string | null, actor: Viewer): Promise<{ message: string; renewed: CalendarExport }> {
  if (!isAdmin(actor)) throw new AppError("forbidden", authStaffWords.msg("adminOnly"));
  const { kind, id } = parseForm(CalendarExportRenewSchema, fields);
  const renewed = await renewCalendarAddress(db, kind, id, origin, actor);
  return { message: words.msg("addressRenewed", { name: renewed.name }), renewed };
}

/** The name of one subject's calendar, inside a transaction. */
async function listCalendarExportsIn(trx: Trx, kind: CalendarExportKind, id: number): Promise<{ name: string }[]> {
  if (kind === "type") {
    const type = await trx.selectFrom("rooms").select("name").where("id", "=", id).executeTakeFirst();
    return type ? [{ name: words.msg("typeCalendarName", { roomType: type.name }) }] : [];
  }
  const room = await trx.selectFrom("hotel_rooms").innerJoin("rooms", "rooms.id", "hotel_rooms.room_type_id").select(["hotel_rooms.number", "rooms.name"]).where("hotel_rooms.id", "=", id).executeTakeFirst();
  return room ? [{ name: words.msg("roomCalendarName", { number: room.number, roomType: room.name }) }] : [];
}

/** The nights a feed covers: a month back, to the last night a stay starting at the booking horizon may hold. */
export async function calendarFeedWindow(db: Db, today = hotelDate()): Promise<{ from: string; to: string }> {
  const { bookingHorizonDays } = await getSiteSettings(db);
  return { from: addDays(today, -FEED_DAYS_BACK), to: addDays(today, bookingHorizonDays + MAX_NIGHTS) };
}

/** A room's busy nights from `from` to `to` (exclusive): held by an occupying stay, or out of order or its type closed. */
export async function roomBusyNights(db: Db, room: { id: number; roomTypeId: number }, from: string, to: string): Promise<Record<"stay" | "closed", Set<string>>> {
  const [held, outOfOrder, closures] = await Promise.all([
    db
      .selectFrom("room_nights")
      .innerJoin("reservations", "reservations.id", "room_nights.reservation_id")
      .select("room_nights.night")
      .where("room_nights.hotel_room_id", "=", room.id)
      .where("room_nights.night", ">=", from)
      .where("room_nights.night", "<", to)
      .where("reservations.status", "in", [...OCCUPYING_STATUSES])
      .execute(),
    db.selectFrom("room_out_of_order").select(["start_date", "end_date"]).where("hotel_room_id", "=", room.id).where("start_date", "<", to).where("end_date", ">", from).execute(),
    db.selectFrom("room_closures").select(["start_date", "end_date"]).where("room_id", "=", room.roomTypeId).where("start_date", "<", to).where("end_date", ">", from).execute(),
  ]);
  const closed = new Set<string>();
  for (const period of [...outOfOrder, ...closures]) for (const night of nightsOf(period.start_date > from ? period.start_date : from, period.end_date < to ? period.end_date : to)) closed.add(night);
  return { stay: new Set(held.map((row) => row.night)), closed };
}

/**
 * A room type's busy nights: those the booking page would sell none of, as availability counts
 * them (`nightFactsOf`, `nightOf`): `closed` when the type is closed, else `full`.
 */
export async function roomTypeBusyNights(db: Db, type: { id: number; inventory: number; fee: number }, from: string, to: string): Promise<Record<"full" | "closed", Set<string>>> {
  const facts = (await nightFactsOf(db, [type.id], from, to)).get(type.id) ?? { rates: [], closures: [], confirmed: [] };
  const busy = { full: new Set<string>(), closed: new Set<string>() };
  for (const date of nightsOf(from, to)) {
    const night = nightOf(type, facts, date);
    if (night.closed) busy.closed.add(date);
    else if (night.roomsFree === 0) busy.full.add(date);
  }
  return busy;
}

/** A feed ready to send: its text, a strong ETag of it, and when it last said something new. */
export interface CalendarFeed {
  text: string;
  etag: string;
  lastModified: Date;
}

const BUSY_SUMMARIES: () => Record<BusyKind, string> = () => ({ stay: words.msg("busySummary"), full: words.msg("busySummary"), closed: words.msg("closedSummary") });

/** What the calendar named by `token` says now, or null when no calendar has that address. */
async function feedContentOf(db: Db, token: string): Promise<{ exportId: number; contentHash: string | null; changedAt: string | null; content: CalendarFeedContent } | null> {
  const row = await db.selectFrom("calendar_exports").select(["id", "hotel_room_id", "room_type_id", "content_hash", "changed_at"]).where("token", "=", token).executeTakeFirst();
  if (!row) return null;
  const base = { exportId: row.id, contentHash: row.content_hash, changedAt: row.changed_at };
  const { from, to } = await calendarFeedWindow(db);
  if (row.hotel_room_id !== null) {
    const room = await db
      .selectFrom("hotel_rooms")
      .innerJoin("rooms", "rooms.id", "hotel_rooms.room_type_id")
      .select(["hotel_rooms.number", "hotel_rooms.room_type_id", "rooms.name"])
      .where("hotel_rooms.id", "=", row.hotel_room_id)
      .executeTakeFirst();
    if (!room) return null;
    const nights = await roomBusyNights(db, { id: row.hotel_room_id, roomTypeId: room.room_type_id }, from, to);
    return { ...base, content: { subject: { kind: "room", id: row.hotel_room_id }, name: words.msg("roomCalendarName", { number: room.number, roomType: room.name }), stretches: feedStretches(nights) } };
  }
  const type = row.room_type_id === null ? undefined : await db.selectFrom("rooms").select(["id", "name", "inventory", "fee"]).where("id", "=", row.room_type_id).executeTakeFirst();
  if (!type) return null;
  const nights = await roomTypeBusyNights(db, type, from, to);
  return { ...base, content: { subject: { kind: "type", id: type.id }, name: words.msg("typeCalendarName", { roomType: type.name }), stretches: feedStretches(nights) } };
}

/**
 * The feed at `/calendars/<token>.ics`, or null (404) for an address no calendar has (never
 * given, or renewed since). `host` names the site in the events' UIDs. When what it says differs
 * from what it said last, that moment is remembered as its last change: so an unchanged feed is
 * the same text, ETag and Last-Modified on every poll, on every server.
 */
export async function readCalendarFeed(db: Db, token: string, host: string): Promise<CalendarFeed | null> {
  const found = await feedContentOf(db, token);
  if (!found) return null;
  const hash = sha256(JSON.stringify(found.content));
  let changedAt = found.changedAt;
  if (found.contentHash !== hash || changedAt === null) {
    // A second past the last change at least, so a poller asking If-Modified-Since the last one sees this one.
    const now = new Date(Math.max(Date.now(), changedAt === null ? 0 : Math.floor(Date.parse(changedAt) / 1000) * 1000 + 1000)).toISOString();
    // Only if no other server recorded this same change first, so all of them tell one time.
    await db
      .updateTable("calendar_exports")
      .set({ content_hash: hash, changed_at: now })
      .where("id", "=", found.exportId)
      .where((eb) => eb.or([eb("content_hash", "is", null), eb("content_hash", "!=", hash), eb("changed_at", "is", null)]))
      .execute();
    const row = await db.selectFrom("calendar_exports").select("changed_at").where("id", "=", found.exportId).executeTakeFirst();
    changedAt = row?.changed_at ?? now;
  }
  const lastModified = new Date(Math.floor(Date.parse(changedAt) / 1000) * 1000);
  const text = calendarFeedText(found.content, { host, stamp: lastModified, summaries: BUSY_SUMMARIES() });
  return { text, etag: `"${sha256(text)}"`, lastModified };
}

/** Whether a request takes gzip (`Accept-Encoding`, a q of 0 refusing it). */
function takesGzip(request: Request): boolean {
  return (request.headers.get("accept-encoding") ?? "").split(",").some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    return (name === "gzip" || name === "x-gzip") && (q === undefined || Number(q) > 0);
  });
}

/** Whether a request's validators say its copy is current (RFC 9110 §13.2.2: If-None-Match first, either encoding's tag). */
function notModified(feed: CalendarFeed, tags: readonly string[], request: Request): boolean {
  const ifNoneMatch = request.headers.get("if-none-match");
  if (ifNoneMatch !== null) return ifNoneMatch.trim() === "*" || ifNoneMatch.split(",").some((tag) => tags.includes(tag.trim().replace(/^W\//, "")));
  const since = Date.parse(request.headers.get("if-modified-since") ?? "");
  return !Number.isNaN(since) && feed.lastModified.getTime() <= since;
}

/**
 * The HTTP answer for a feed: text/calendar, gzipped here when the poller takes it (each encoding
 * with its own strong ETag: the site's compression would make it weak), or 304 without a body
 * when the poller's copy is current. `private, no-cache`: pollers keep it and ask again each
 * time, and no shared cache keeps an address that works as a password.
 */
export function calendarFeedResponse(feed: CalendarFeed | null, request: Request): Response {
  const common = { "Cache-Control": "private, no-cache", "X-Robots-Tag": "noindex, nofollow", Vary: "Accept-Encoding" };
  if (!feed) return new Response("Not found\n", { status: 404, headers: { ...common, "Cache-Control": "private, no-store", "Content-Type": "text/plain; charset=utf-8" } });
  const gzip = takesGzip(request);
  const gzipTag = feed.etag.replace(/"$/, '-gzip"');
  const headers = { ...common, ETag: gzip ? gzipTag : feed.etag, "Last-Modified": feed.lastModified.toUTCString() };
  if (notModified(feed, [feed.etag, gzipTag], request)) return new Response(null, { status: 304, headers });
  const typed = { ...headers, "Content-Type": "text/calendar; charset=utf-8" };
  if (request.method === "HEAD") return new Response(null, { status: 200, headers: gzip ? { ...typed, "Content-Encoding": "gzip" } : typed });
  if (!gzip) return new Response(feed.text, { status: 200, headers: typed });
  return new Response(gzipSync(feed.text), { status: 200, headers: { ...typed, "Content-Encoding": "gzip" } });
}
