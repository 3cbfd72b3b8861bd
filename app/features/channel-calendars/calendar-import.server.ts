import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import { AppError, fieldError } from "~/lib/errors";
import { hotelDate } from "~/lib/dates";
import type { Viewer } from "~/platform/auth/roles";
import { recordAudit } from "~/platform/audit/audit-log.server";
import { isUniqueViolation } from "~/platform/db/db-errors";
import { enqueueEmail } from "~/platform/email/outbox.server";
import { fieldWords } from "~/platform/forms/field-words";
import { getSiteSettings } from "~/platform/settings/get-site-settings.server";
import { log } from "~/platform/runtime/log.server";
import { lockRoomTypes } from "~/features/hotel-rooms/hotel-rooms.server";
import { moveStay, releaseRooms } from "~/features/hotel-rooms/room-assignment.server";
import { compareRoomNumbers } from "~/features/hotel-rooms/room-choice";
import { nextReference } from "~/features/reservations/reservations.server";
import { addDays, nightsOf } from "~/features/reservations/stay-rules";
import { OCCUPYING_STATUSES } from "~/features/reservations/stay-statuses";
import { CalendarFormatError, type CalendarStay, importWindow, parseCalendar } from "./calendar-import-parse";
import { mayReadFeedFrom, unreachableFeedAddress } from "./calendar-feed-reach.server";
import { FeedFetchError, fetchFeed } from "./calendar-import-fetch.server";
import { type ChannelConflict, type ChannelFeed, type ChannelFeedInput, type ConflictMove, KNOWN_AGENCIES, type SyncResult } from "./calendar-import-schema";
import { feedFailingEmail, conflictsFoundEmail } from "./calendar-import.emails";
import { calendarImportStaffWords as words } from "./calendar-import-staff-words";

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

/** The address on staff screens where feeds are managed (the emails link to it). */
export const CHANNEL_FEEDS_PATH = "/channel-feeds";

/** An imported stay's status the sync may still change or cancel: once the guest is in the house it is the front desk's. */
const SYNCED_STATUSES = ["confirmed"] as const;

const nowIso = () => new Date().toISOString();

// ---------------------------------------------------------------------------------------------
// Feeds

function feedQuery(db: Db | Trx) {
  return db
    .selectFrom("channel_feeds")
    .innerJoin("hotel_rooms", "hotel_rooms.id", "channel_feeds.hotel_room_id")
    .innerJoin("rooms", "rooms.id", "hotel_rooms.room_type_id")
    .select([
      "channel_feeds.id",
      "channel_feeds.hotel_room_id",
      "hotel_rooms.number as room_number",
      "hotel_rooms.room_type_id",
      "rooms.name as room_type_name",
      "channel_feeds.agency",
      "channel_feeds.url",
      "channel_feeds.etag",
      "channel_feeds.last_modified",
      "channel_feeds.last_polled_at",
      "channel_feeds.last_success_at",
      "channel_feeds.last_error",
      "channel_feeds.failing_since",
      "channel_feeds.failure_notified_at",
      "channel_feeds.events_count",
      "channel_feeds.created_at",
    ]);
}
type FeedRow = Awaited<ReturnType<ReturnType<typeof feedQuery>["executeTakeFirstOrThrow"]>>;

function toFeed(row: FeedRow): ChannelFeed {
  return {
    id: row.id,
    hotelRoomId: row.hotel_room_id,
    roomNumber: row.room_number,
    roomTypeName: row.room_type_name,
    agency: row.agency,
    url: row.url,
    lastPolledAt: row.last_polled_at,
    lastSuccessAt: row.last_success_at,
    lastError: row.last_error,
    failingSince: row.failing_since,
    eventsCount: Number(row.events_count),
    createdAt: row.created_at,
  };
}

/** Every feed (or one room's), by room type, room and agency. */
export async function listChannelFeeds(db: Db | Trx, filter: { hotelRoomId?: number | undefined } = {}): Promise<ChannelFeed[]> {
  let query = feedQuery(db);
  if (filter.hotelRoomId !== undefined) query = query.where("channel_feeds.hotel_room_id", "=", filter.hotelRoomId);
  const rows = await query.execute();
  return rows
    .map(toFeed)
    .sort((a, b) => a.roomTypeName.localeCompare(b.roomTypeName) || compareRoomNumbers(a.roomNumber, b.roomNumber) || a.agency.localeCompare(b.agency) || a.id - b.id);
}

export async function getChannelFeed(db: Db | Trx, id: number): Promise<ChannelFeed> {
  const row = await feedQuery(db).where("channel_feeds.id", "=", id).executeTakeFirst();
  if (!row) throw new AppError("not_found", fieldWords.msg("notFound"));
  return toFeed(row);
}

const tidy = (name: string) => name.trim().replace(/\s+/g, " ");
const agencyKey = (name: string) => tidy(name).toLowerCase();

/**
 * The spelling an agency already has here, so "booking.com" typed on one room and "Booking.com"
 * on another are one channel in the Reports: the one its feeds or stays already use, else the
 * known name, else as typed (spaces tidied).
 */
async function agencySpelling(trx: Trx, typed: string): Promise<string> {
  const key = agencyKey(typed);
  const feeds = await trx.selectFrom("channel_feeds").select("agency").orderBy("id").execute();
  const stays = await trx.selectFrom("reservations").select("channel").distinct().where("channel", "<>", "direct").execute();
  const used = [...feeds.map((row) => row.agency), ...stays.map((row) => row.channel)].find((name) => agencyKey(name) === key);
  return used ?? KNOWN_AGENCIES.find((name) => agencyKey(name) === key) ?? tidy(typed);
}

/** Staff add an agency's calendar to a room; the poller reads it on its next turn (or "Sync now"). */
export async function addChannelFeed(db: Db, input: ChannelFeedInput, actor: Viewer): Promise<ChannelFeed> {
  // Checked again at every read (a name may change what it leads to); here staff learn it at once.
  const unreachable = await unreachableFeedAddress(input.url);
  if (unreachable) throw fieldError("url", words.msg("urlNotPublic", { address: unreachable }));
  const id = await db.transaction().execute(async (trx) => {
    const room = await trx.selectFrom("hotel_rooms").select(["id", "number"]).where("id", "=", input.hotelRoomId).executeTakeFirst();
    if (!room) throw fieldError("hotelRoomId", words.msg("roomRequired"));
    const same = await trx.selectFrom("channel_feeds").select("id").where("hotel_room_id", "=", room.id).where("url", "=", input.url).executeTakeFirst();
    if (same) throw fieldError("url", words.msg("feedExists"));
    const agency = await agencySpelling(trx, input.agency);
    const now = nowIso();
    const row = await trx
      .insertInto("channel_feeds")
      .values({ hotel_room_id: room.id, agency, url: input.url, etag: null, last_modified: null, last_polled_at: null, last_success_at: null, last_error: null, failing_since: null, failure_notified_at: null, created_by: actor.id, created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordAudit(trx, { actor, action: "create", subjectType: "channel_feeds", subjectId: row.id, subjectLabel: `${agency} calendar of room ${room.number}` });
    return row.id;
  });
  return getChannelFeed(db, id);
}

/** Cancels imported stays not yet begun or in progress (status confirmed) and frees their nights: a removed feed or events gone from it. */
async function cancelImported(trx: Trx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const now = nowIso();
  await trx.updateTable("reservations").set({ status: "cancelled", cancelled_at: now, updated_at: now }).where("id", "in", ids).where("status", "in", SYNCED_STATUSES).execute();
  for (const id of ids) await releaseRooms(trx, id);
  await trx.deleteFrom("channel_conflicts").where("reservation_id", "in", ids).execute();
}

/** Staff remove a feed: its stays still to come are cancelled (their nights freed); stays over or in the house stay as they are. */
export async function removeChannelFeed(db: Db, id: number, actor: Viewer): Promise<ChannelFeed> {
  const feed = await getChannelFeed(db, id);
  await db.transaction().execute(async (trx) => {
    const room = await trx.selectFrom("hotel_rooms").select("room_type_id").where("id", "=", feed.hotelRoomId).executeTakeFirstOrThrow();
    await lockRoomTypes(trx, [room.room_type_id]);
    const coming = await trx.selectFrom("reservations").select("id").where("channel_feed_id", "=", id).where("status", "in", SYNCED_STATUSES).where("departure", ">", hotelDate()).execute();
    await cancelImported(trx, coming.map((row) => row.id));
    await trx.deleteFrom("channel_feeds").where("id", "=", id).execute();
    await recordAudit(trx, { actor, action: "delete", subjectType: "channel_feeds", subjectId: id, subjectLabel: `${feed.agency} calendar of room ${feed.roomNumber}` });
  });
  return feed;
}

// ---------------------------------------------------------------------------------------------
// Sync

/**
 * Places an imported stay's nights in its room: each night free there becomes its `room_nights`
 * row; a night another stay holds becomes a conflict (kept until that stay moves or goes).
 * Called under the room type's lock. Returns the nights newly found in conflict.
 */
async function placeNights(trx: Trx, stay: { id: number; arrival: string; departure: string }, roomId: number): Promise<number> {
  const nights = nightsOf(stay.arrival, stay.departure);
  if (nights.length === 0) return 0;
  const [held, placed, known] = await Promise.all([
    trx.selectFrom("room_nights").select(["night", "reservation_id"]).where("hotel_room_id", "=", roomId).where("night", ">=", stay.arrival).where("night", "<", stay.departure).execute(),
    trx.selectFrom("room_nights").select("night").where("reservation_id", "=", stay.id).execute(),
    trx.selectFrom("channel_conflicts").select(["night", "blocking_reservation_id"]).where("reservation_id", "=", stay.id).execute(),
  ]);
  const holder = new Map(held.map((row) => [row.night, row.reservation_id]));
  const mine = new Set(placed.map((row) => row.night));
  const conflicted = new Map(known.map((row) => [row.night, row.blocking_reservation_id]));
  const free: string[] = [];
  let found = 0;
  for (const night of nights) {
    if (mine.has(night)) continue;
    const other = holder.get(night);
    if (other === undefined) {
      free.push(night);
      continue;
    }
    if (!conflicted.has(night)) {
      await trx.insertInto("channel_conflicts").values({ reservation_id: stay.id, night, hotel_room_id: roomId, blocking_reservation_id: other, created_at: nowIso() }).execute();
      found += 1;
    } else if (conflicted.get(night) !== other) {
      await trx.updateTable("channel_conflicts").set({ blocking_reservation_id: other }).where("reservation_id", "=", stay.id).where("night", "=", night).execute();
    }
  }
  if (free.length > 0) {
    await trx.insertInto("room_nights").values(free.map((night) => ({ hotel_room_id: roomId, night, reservation_id: stay.id }))).execute();
    await trx.deleteFrom("channel_conflicts").where("reservation_id", "=", stay.id).where("night", "in", free).execute();
  }
  return found;
}

interface FeedForSync {
  id: number;
  hotel_room_id: number;
  room_number: string;
  room_type_id: number;
  room_type_name: string;
  agency: string;
}

/**
 * Replaces the feed's stays with the calendar's, in one transaction under the room type's lock
 * (the lock confirmations and moves take, decision 058): new events become confirmed stays with
 * their nights in the feed's room, changed dates move them, events gone from the calendar
 * cancel their stays (those not over yet) and free the nights. Returns the counts and the
 * conflicts found, and queues one email to the reservations address when there are new ones.
 */
async function importStays(db: Db, feed: FeedForSync, stays: CalendarStay[], validators: { etag: string | null; lastModified: string | null }): Promise<SyncResult> {
  const settings = await getSiteSettings(db);
  return db.transaction().execute(async (trx) => {
    await lockRoomTypes(trx, [feed.room_type_id]);
    const today = hotelDate();
    const existing = await trx
      .selectFrom("reservations")
      .select(["id", "reference", "external_uid", "arrival", "departure", "status", "guest_name"])
      .where("channel_feed_id", "=", feed.id)
      .execute();
    const byUid = new Map(existing.map((row) => [row.external_uid ?? "", row]));
    const wanted = new Set(stays.map((stay) => stay.uid));
    const result = { outcome: "imported" as const, added: 0, changed: 0, cancelled: 0, conflicts: 0, error: null };
    const newConflicts: { reference: string; nights: string[] }[] = [];
    const now = nowIso();
    for (const stay of stays) {
      const before = byUid.get(stay.uid);
      let id: number;
      let reference: string;
      if (!before) {
        const inserted = await trx
          .insertInto("reservations")
          .values({
            reference: await nextReference(trx),
            room_id: feed.room_type_id,
            room_name: feed.room_type_name,
            arrival: stay.arrival,
            departure: stay.departure,
            adults: 1,
            children: 0,
            rooms: 1,
            guest_name: stay.summary,
            email: "",
            phone: "",
            special_requests: "",
            status: "confirmed",
            total: 0,
            discount_percent: 0,
            user_id: null,
            cancel_token_hash: null,
            confirmation_cancel_token_hash: null,
            decline_reason: null,
            notes: `Imported from the ${feed.agency} calendar of room ${feed.room_number}.`,
            updated_by: null,
            created_at: now,
            updated_at: now,
            channel: feed.agency,
            channel_feed_id: feed.id,
            external_uid: stay.uid,
          })
          .returning(["id", "reference"])
          .executeTakeFirstOrThrow();
        ({ id, reference } = inserted);
        result.added += 1;
      } else if (before.status === "cancelled" || before.arrival !== stay.arrival || before.departure !== stay.departure || before.guest_name !== stay.summary) {
        // Only a stay the sync still owns changes: once checked in, the front desk has it.
        if (before.status !== "cancelled" && !SYNCED_STATUSES.includes(before.status as "confirmed")) continue;
        const datesMoved = before.status === "cancelled" || before.arrival !== stay.arrival || before.departure !== stay.departure;
        await trx
          .updateTable("reservations")
          .set({ arrival: stay.arrival, departure: stay.departure, guest_name: stay.summary, status: "confirmed", cancelled_at: null, channel: feed.agency, updated_at: now })
          .where("id", "=", before.id)
          .execute();
        if (datesMoved) {
          await releaseRooms(trx, before.id);
          await trx.deleteFrom("channel_conflicts").where("reservation_id", "=", before.id).execute();
          result.changed += 1;
        }
        ({ id, reference } = before);
      } else {
        if (!SYNCED_STATUSES.includes(before.status as "confirmed")) continue;
        ({ id, reference } = before);
      }
      // Every round: nights a direct stay has since let go are placed; new clashes are found.
      const found = await placeNights(trx, { id, arrival: stay.arrival, departure: stay.departure }, feed.hotel_room_id);
      if (found > 0) {
        result.conflicts += found;
        const nights = await trx.selectFrom("channel_conflicts").select("night").where("reservation_id", "=", id).orderBy("night").execute();
        newConflicts.push({ reference, nights: nights.map((row) => row.night) });
      }
    }
    const gone = existing.filter((row) => !wanted.has(row.external_uid ?? "") && SYNCED_STATUSES.includes(row.status as "confirmed") && row.departure > today);
    await cancelImported(trx, gone.map((row) => row.id));
    result.cancelled = gone.length;
    await trx
      .updateTable("channel_feeds")
      .set({ etag: validators.etag, last_modified: validators.lastModified, last_success_at: now, last_error: null, failing_since: null, failure_notified_at: null, events_count: stays.length, updated_at: now })
      .where("id", "=", feed.id)
      .execute();
    const label = `${feed.agency} calendar of room ${feed.room_number}`;
    if (result.added + result.changed + result.cancelled > 0) {
      await recordAudit(trx, { actor: null, action: "sync", subjectType: "channel_feeds", subjectId: feed.id, subjectLabel: `${label}: ${result.added} new, ${result.changed} changed, ${result.cancelled} cancelled` });
    }
    if (newConflicts.length > 0) {
      await recordAudit(trx, { actor: null, action: "channel-conflict", subjectType: "channel_feeds", subjectId: feed.id, subjectLabel: `${label}: ${newConflicts.map((c) => c.reference).join(", ")} clash with stays already in the room` });
      const detailed = await conflictsOf(trx, { feedId: feed.id });
      await enqueueEmail(trx, conflictsFoundEmail({ to: settings.email, hotelName: settings.hotelName, agency: feed.agency, roomNumber: feed.room_number, conflicts: detailed.filter((c) => newConflicts.some((n) => n.reference === c.reference)) }));
    }
    return result;
  });
}

/**
 * A poll that failed: the last good import stays exactly as it is. The feed records why and
 * since when; the first failure of a streak is logged and emailed to the reservations address
 * (once: `failure_notified_at` is cleared only by a good poll).
 */
async function recordFailure(db: Db, feed: FeedForSync, error: string): Promise<SyncResult> {
  const settings = await getSiteSettings(db);
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    await trx
      .updateTable("channel_feeds")
      .set((eb) => ({ last_error: error.slice(0, 500), failing_since: eb.fn.coalesce("failing_since", eb.val(now)), updated_at: now }))
      .where("id", "=", feed.id)
      .execute();
    // Claimed by the update itself: of two pollers failing at once, one tells staff.
    const first = await trx.updateTable("channel_feeds").set({ failure_notified_at: now }).where("id", "=", feed.id).where("failure_notified_at", "is", null).executeTakeFirst();
    if (Number(first.numUpdatedRows) !== 1) return;
    const label = `${feed.agency} calendar of room ${feed.room_number}`;
    await recordAudit(trx, { actor: null, action: "feed-failing", subjectType: "channel_feeds", subjectId: feed.id, subjectLabel: `${label}: ${error}` });
    await enqueueEmail(trx, feedFailingEmail({ to: settings.email, hotelName: settings.hotelName, agency: feed.agency, roomNumber: feed.room_number, error }));
  });
  log.warn("agency calendar failed", { feed: feed.id, agency: feed.agency, error });
  return { outcome: "failed", added: 0, changed: 0, cancelled: 0, conflicts: 0, error };
}

/**
 * Reads one feed now and applies it (docs/decisions/062-calendar-import.md). Never throws for
 * the agency's faults: an HTTP error, a timeout, an answer too big or not iCalendar, or an
 * empty calendar where the last good import had events are recorded as a failure and the
 * last good import is kept.
 */
export async function syncChannelFeed(db: Db, id: number): Promise<SyncResult> {
  const row = await feedQuery(db).where("channel_feeds.id", "=", id).executeTakeFirst();
  if (!row) throw new AppError("not_found", fieldWords.msg("notFound"));
  await db.updateTable("channel_feeds").set({ last_polled_at: nowIso() }).where("id", "=", id).execute();
  return syncClaimed(db, row);
}

async function syncClaimed(db: Db, row: FeedRow): Promise<SyncResult> {
  const feed: FeedForSync = row;
  let stays: CalendarStay[];
  let validators: { etag: string | null; lastModified: string | null };
  try {
    const answer = await fetchFeed(row.url, { etag: row.etag, lastModified: row.last_modified }, { mayReach: mayReadFeedFrom });
    if (answer.kind === "not-modified") {
      // Nothing changed at the agency: still a good poll, which ends a failure streak.
      const now = nowIso();
      await db.updateTable("channel_feeds").set({ last_success_at: now, last_error: null, failing_since: null, failure_notified_at: null, updated_at: now }).where("id", "=", row.id).execute();
      return { outcome: "not-modified", added: 0, changed: 0, cancelled: 0, conflicts: 0, error: null };
    }
    const settings = await getSiteSettings(db);
    stays = parseCalendar(answer.text, importWindow(hotelDate(), settings.bookingHorizonDays));
    if (stays.length === 0 && Number(row.events_count) > 0) {
      throw new CalendarFormatError(`The calendar came back empty where the last good import had ${Number(row.events_count)} events; the last good import is kept until the agency shows events again`);
    }
    validators = { etag: answer.etag, lastModified: answer.lastModified };
  } catch (error) {
    if (error instanceof FeedFetchError || error instanceof CalendarFormatError) return recordFailure(db, feed, error.message);
    throw error;
  }
  try {
    return await importStays(db, feed, stays, validators);
  } catch (error) {
    // Two syncs of one feed at once (a click on "Sync now" during a poll): the second's insert meets the first's row.
    if (isUniqueViolation(error)) return importStays(db, feed, stays, validators);
    throw error;
  }
}

/** What staff are told after a sync, from its result. */
export function syncMessage(feed: { agency: string; roomNumber: string }, result: SyncResult): string {
  const names = { agency: feed.agency, number: feed.roomNumber };
  if (result.outcome === "failed") return words.msg("feedFailed", { ...names, error: result.error ?? "" });
  if (result.outcome === "not-modified") return words.msg("feedNotModified", names);
  const counts = { ...names, added: result.added, changed: result.changed, cancelled: result.cancelled };
  return result.conflicts > 0 ? words.msg("feedSyncedWithConflicts", { ...counts, conflicts: result.conflicts }) : words.msg("feedSynced", counts);
}

// ---------------------------------------------------------------------------------------------
// Poller

/**
 * Takes a feed for this instance if it is due (never read, or last taken `intervalMs` ago or
 * more): one conditional update, so of several instances polling one database exactly one
 * takes each feed each round, on PostgreSQL and on SQLite alike (decision 062).
 */
async function claimFeed(db: Db, id: number, dueBefore: string): Promise<boolean> {
  const claimed = await db
    .updateTable("channel_feeds")
    .set({ last_polled_at: nowIso() })
    .where("id", "=", id)
    .where((eb) => eb.or([eb("last_polled_at", "is", null), eb("last_polled_at", "<=", dueBefore)]))
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** One round: every due feed this instance manages to claim, one after another. Returns how many it read. */
export async function pollDueFeeds(db: Db, intervalMs: number): Promise<number> {
  const dueBefore = new Date(Date.now() - intervalMs).toISOString();
  const due = await feedQuery(db)
    .where((eb) => eb.or([eb("channel_feeds.last_polled_at", "is", null), eb("channel_feeds.last_polled_at", "<=", dueBefore)]))
    .orderBy("channel_feeds.id")
    .execute();
  let read = 0;
  for (const row of due) {
    if (!(await claimFeed(db, row.id, dueBefore))) continue;
    read += 1;
    try {
      await syncClaimed(db, row);
    } catch (error) {
      log.error("agency calendar sync failed", { feed: row.id, error });
    }
  }
  return read;
}

/**
 * Reads the agencies' calendars in the server process every `channelPollMinutes` of the
 * settings (or `everyMs`, CHANNEL_POLL_SECONDS), looking for due feeds a few times per interval
 * so a new feed is read soon. The timer is unref'd and one round never overlaps the next.
 */
export function startChannelFeedPoller(services: { db: Db }, options: { everyMs?: number | undefined } = {}): () => void {
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const intervalMs = async () => options.everyMs ?? (await getSiteSettings(services.db)).channelPollMinutes * 60_000;
  const round = async () => {
    let wait = 60_000;
    if (!running) {
      running = true;
      try {
        const interval = await intervalMs();
        if (interval > 0) {
          wait = Math.max(1_000, Math.min(interval / 4, 60_000));
          const read = await pollDueFeeds(services.db, interval);
          if (read > 0) log.debug("agency calendars read", { feeds: read });
        }
      } catch (error) {
        log.error("agency calendars round failed", { error });
      } finally {
        running = false;
      }
    }
    if (stopped) return;
    timer = setTimeout(() => void round(), wait);
    timer.unref();
  };
  void round();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}

// ---------------------------------------------------------------------------------------------
// Conflicts

/** Rooms of a type free (no stay, not out of order) on every one of `nights`, lowest floor then number first. */
async function freeRoomFor(db: Db | Trx, roomTypeId: number, exceptRoom: number, nights: string[]): Promise<{ hotelRoomId: number; number: string } | null> {
  if (nights.length === 0) return null;
  const first = nights[0] as string;
  const end = addDays(nights.at(-1) as string, 1);
  const rooms = await db.selectFrom("hotel_rooms").select(["id", "number", "floor"]).where("room_type_id", "=", roomTypeId).where("id", "!=", exceptRoom).execute();
  if (rooms.length === 0) return null;
  const ids = rooms.map((room) => room.id);
  const [held, closed] = await Promise.all([
    db.selectFrom("room_nights").select(["hotel_room_id", "night"]).where("hotel_room_id", "in", ids).where("night", ">=", first).where("night", "<", end).execute(),
    db.selectFrom("room_out_of_order").select(["hotel_room_id", "start_date", "end_date"]).where("hotel_room_id", "in", ids).where("start_date", "<", end).where("end_date", ">", first).execute(),
  ]);
  const wanted = new Set(nights);
  const busy = new Set<number>();
  for (const row of held) if (wanted.has(row.night)) busy.add(row.hotel_room_id);
  for (const period of closed) if (nights.some((night) => period.start_date <= night && night < period.end_date)) busy.add(period.hotel_room_id);
  const free = rooms
    .filter((room) => !busy.has(room.id))
    .sort((a, b) => (a.floor ?? Number.MAX_SAFE_INTEGER) - (b.floor ?? Number.MAX_SAFE_INTEGER) || compareRoomNumbers(a.number, b.number));
  return free[0] ? { hotelRoomId: free[0].id, number: free[0].number } : null;
}

async function conflictsOf(db: Db | Trx, filter: { feedId?: number } = {}): Promise<ChannelConflict[]> {
  let query = db
    .selectFrom("channel_conflicts")
    .innerJoin("reservations as imported", "imported.id", "channel_conflicts.reservation_id")
    .innerJoin("hotel_rooms", "hotel_rooms.id", "channel_conflicts.hotel_room_id")
    .leftJoin("reservations as blocking", "blocking.id", "channel_conflicts.blocking_reservation_id")
    .select([
      "channel_conflicts.reservation_id",
      "channel_conflicts.night",
      "channel_conflicts.hotel_room_id",
      "hotel_rooms.number as room_number",
      "imported.reference",
      "imported.channel as agency",
      "blocking.id as blocking_id",
      "blocking.reference as blocking_reference",
      "blocking.guest_name as blocking_guest",
      "blocking.channel as blocking_channel",
      "blocking.room_id as blocking_type",
      "blocking.status as blocking_status",
    ])
    .where("imported.status", "in", [...OCCUPYING_STATUSES])
    .where("imported.departure", ">", hotelDate());
  if (filter.feedId !== undefined) query = query.where("imported.channel_feed_id", "=", filter.feedId);
  const rows = await query.orderBy("channel_conflicts.night").execute();
  const groups = new Map<string, { row: (typeof rows)[number]; nights: string[] }>();
  for (const row of rows) {
    const key = `${row.reservation_id} ${row.blocking_id ?? ""}`;
    const group = groups.get(key) ?? { row, nights: [] };
    group.nights.push(row.night);
    groups.set(key, group);
  }
  const conflicts: ChannelConflict[] = [];
  for (const { row, nights } of groups.values()) {
    const blocking = row.blocking_id !== null && row.blocking_reference !== null ? { reservationId: row.blocking_id, reference: row.blocking_reference, guestName: row.blocking_guest ?? "", channel: row.blocking_channel ?? "direct" } : null;
    let moveTo: ChannelConflict["moveTo"] = null;
    if (blocking && row.blocking_type !== null && OCCUPYING_STATUSES.includes(row.blocking_status as never)) {
      // The move takes all the blocking stay's nights in this room, so the room must be free on all of them.
      const its = await db.selectFrom("room_nights").select("night").where("reservation_id", "=", blocking.reservationId).where("hotel_room_id", "=", row.hotel_room_id).orderBy("night").execute();
      moveTo = await freeRoomFor(db, row.blocking_type, row.hotel_room_id, its.map((r) => r.night));
    }
    conflicts.push({ reservationId: row.reservation_id, reference: row.reference, agency: row.agency, hotelRoomId: row.hotel_room_id, roomNumber: row.room_number, nights, blocking, moveTo });
  }
  return conflicts.sort((a, b) => (a.nights[0] ?? "").localeCompare(b.nights[0] ?? "") || a.reference.localeCompare(b.reference));
}

/**
 * The imported stays' nights still held by another stay, not over yet, grouped by imported stay
 * and the stay in the way, with the free room to move that one to. For any staff screen (the
 * front desk, room numbers, a room chart) to show with `ChannelConflictsBanner`.
 */
export async function openChannelConflicts(db: Db | Trx): Promise<ChannelConflict[]> {
  return conflictsOf(db);
}

/**
 * The banner's one click: moves the stay in the way to the free room with the same rules and
 * refusals as any move (decision 058), then gives the imported stay its nights in the room, in
 * a second transaction under the same lock (a stay confirmed in between would make it a
 * conflict again, flagged the same way).
 */
export async function resolveChannelConflict(db: Db, input: ConflictMove, actor: Viewer): Promise<{ message: string }> {
  const conflict = await db
    .selectFrom("channel_conflicts")
    .innerJoin("reservations", "reservations.id", "channel_conflicts.reservation_id")
    .select(["channel_conflicts.reservation_id", "reservations.channel"])
    .where("channel_conflicts.blocking_reservation_id", "=", input.reservationId)
    .where("channel_conflicts.hotel_room_id", "=", input.from)
    .executeTakeFirst();
  if (!conflict) throw new AppError("not_found", fieldWords.msg("notFound"));
  await moveStay(db, input.reservationId, { from: input.from, to: input.to }, actor);
  const [blocking, from, to] = await Promise.all([
    db.selectFrom("reservations").select("reference").where("id", "=", input.reservationId).executeTakeFirstOrThrow(),
    db.selectFrom("hotel_rooms").select(["number", "room_type_id"]).where("id", "=", input.from).executeTakeFirstOrThrow(),
    db.selectFrom("hotel_rooms").select("number").where("id", "=", input.to).executeTakeFirstOrThrow(),
  ]);
  await placeConflictedStays(db, from.room_type_id, input.from);
  return { message: words.msg("conflictMoved", { reference: blocking.reference, from: from.number, to: to.number, agency: conflict.channel }) };
}

/** Places every conflicted imported night in `roomId` that is free now. */
async function placeConflictedStays(db: Db, roomTypeId: number, roomId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockRoomTypes(trx, [roomTypeId]);
    const stays = await trx
      .selectFrom("channel_conflicts")
      .innerJoin("reservations", "reservations.id", "channel_conflicts.reservation_id")
      .select(["reservations.id", "reservations.arrival", "reservations.departure"])
      .distinct()
      .where("channel_conflicts.hotel_room_id", "=", roomId)
      .where("reservations.status", "in", SYNCED_STATUSES)
      .execute();
    for (const stay of stays) await placeNights(trx, stay, roomId);
  });
}
