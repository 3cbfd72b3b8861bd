import { frontDeskStaffWords } from "~/features/reservations/front-desk-staff-words";
import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import { AppError } from "~/lib/errors";
import { hotelDate } from "~/lib/dates";
import type { Viewer } from "~/platform/auth/roles";
import { recordAudit } from "~/platform/audit/audit-log.server";
import { fieldWords } from "~/platform/forms/field-words";
import type { FrontDeskLists, Reservation } from "~/features/reservations/schema";
import { toReservation } from "~/features/reservations/reservations.server";
import { releaseRooms } from "~/features/hotel-rooms/room-assignment.server";
import { departureOnCheckOut, FRONT_DESK_MOVES, type FrontDeskMove, frontDeskRefusal } from "~/features/reservations/front-desk-rules";
import { staffStatusText } from "~/features/reservations/stay-status-labels";

type Db = Kysely<Database>;

/** The most stays one list of the day shows (a 130-room hotel turns over far fewer). */
const FRONT_DESK_LIST_LIMIT = 300;

/** The message refusing a move from the wrong status, per move. */
const WRONG_STATUS = { checkIn: "checkInNeedsConfirmed", checkOut: "checkOutNeedsCheckedIn", noShow: "noShowNeedsConfirmed" } as const;

/** The activity log's action per move (reservations.feature.ts). */
const AUDIT_ACTION = { checkIn: "checkIn", checkOut: "checkOut", noShow: "noShow" } as const;

/** What a move did, in a sentence for the member of staff who made it. */
function moveDoneMessage(move: FrontDeskMove, stay: Reservation): string {
  const values = { reference: stay.reference, guest: stay.name };
  if (move === "checkIn") return frontDeskStaffWords.msg("checkedIn", values);
  if (move === "noShow") return frontDeskStaffWords.msg("markedNoShow", values);
  return stay.bookedDeparture ? frontDeskStaffWords.msg("checkedOutEarly", { ...values, from: stay.departure }) : frontDeskStaffWords.msg("checkedOut", values);
}

/**
 * The Today screen's notice after a move it redirected from (post/redirect/get): the message of
 * `move` when the stay `id` is in the status that move leads to, else none (a link shared or
 * opened later says nothing stale).
 */
export async function movedNotice(db: Db, move: FrontDeskMove, id: number): Promise<string | null> {
  const row = await db.selectFrom("reservations").selectAll().where("id", "=", id).executeTakeFirst();
  return row && row.status === FRONT_DESK_MOVES[move].to ? moveDoneMessage(move, toReservation(row)) : null;
}

export interface FrontDeskResult {
  message: string;
  data: Reservation;
}

/**
 * One move at the desk (check in, check out, no-show; DECISIONS §11). The status it starts from
 * is part of the update's own WHERE, so of two members of staff pressing at once, or a press on
 * a list that was stale, one changes the stay and the other is told what it is now (409): no
 * read-then-write window on either engine. The day rules (arrival day reached, stay not over)
 * use the hotel's today (Africa/Blantyre) and are checked in the same WHERE.
 */
export async function moveStay(db: Db, id: number, move: FrontDeskMove, actor: Viewer): Promise<FrontDeskResult> {
  const today = hotelDate();
  const now = new Date().toISOString();
  const { from, to } = FRONT_DESK_MOVES[move];
  return db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom("reservations").selectAll().where("id", "=", id).executeTakeFirst();
    if (!before) throw new AppError("not_found", fieldWords.msg("notFound"));
    const values = { reference: before.reference, status: staffStatusText(before.status) };
    if (before.status !== from) throw new AppError("conflict", frontDeskStaffWords.msg(WRONG_STATUS[move], values));
    const refusal = frontDeskRefusal(move, before, today);
    if (refusal === "beforeArrival") throw new AppError("conflict", frontDeskStaffWords.msg("beforeArrival", { reference: before.reference, arrival: before.arrival }));
    if (refusal === "afterDeparture") throw new AppError("conflict", frontDeskStaffWords.msg("afterDeparture", { reference: before.reference, departure: before.departure }));

    const departure = move === "checkOut" ? departureOnCheckOut(before, today) : before.departure;
    let update = trx
      .updateTable("reservations")
      .set({
        status: to,
        updated_by: actor.id,
        updated_at: now,
        ...(move === "checkIn" ? { checked_in_at: now } : {}),
        ...(move === "checkOut" ? { checked_out_at: now, departure, booked_departure: departure === before.departure ? null : before.departure } : {}),
      })
      .where("id", "=", id)
      .where("status", "=", from);
    // The day rules again, in the statement that writes: nothing read above is trusted to still hold.
    if (move !== "checkOut") update = update.where("arrival", "<=", today);
    if (move === "checkIn") update = update.where("departure", ">", today);
    // An early check-out changes the nights; the departure read above must still be the stay's.
    if (move === "checkOut") update = update.where("departure", "=", before.departure);
    const updated = await update.returningAll().executeTakeFirst();
    if (!updated) {
      const current = await trx.selectFrom("reservations").select("status").where("id", "=", id).executeTakeFirst();
      throw new AppError("conflict", frontDeskStaffWords.msg("statusChanged", { reference: before.reference, status: staffStatusText(current?.status ?? "gone") }));
    }
    // The nights the guest will not sleep go back to the rooms (decision 058): every night of a
    // no-show, and those from the day of an early check-out on.
    if (move === "noShow") await releaseRooms(trx, id);
    if (move === "checkOut" && departure !== before.departure) await releaseRooms(trx, id, departure);
    await recordAudit(trx, { actor, action: AUDIT_ACTION[move], subjectType: "reservations", subjectId: id, subjectLabel: `${updated.reference} ${updated.guest_name}` });
    const data = toReservation(updated);
    return { message: moveDoneMessage(move, data), data };
  });
}

/**
 * The front desk's lists for one of the hotel's days: confirmed stays arriving that day,
 * guests checked in whose stay ends that day (on today's list also those whose departure has
 * passed and who were never checked out, so nobody is forgotten), and guests checked in who
 * stay that night. Statuses are as they are now, so another day's lists are a plan (arrivals)
 * or what is left of it, not a history.
 */
export async function frontDeskDay(db: Db, date: string = hotelDate()): Promise<FrontDeskLists> {
  const today = hotelDate();
  const base = () => db.selectFrom("reservations").selectAll();
  const [arrivals, departures, inHouse] = await Promise.all([
    base().where("status", "=", "confirmed").where("arrival", "=", date).orderBy("guest_name").orderBy("id").limit(FRONT_DESK_LIST_LIMIT).execute(),
    base()
      .where("status", "=", "checked_in")
      .where((eb) => (date === today ? eb("departure", "<=", date) : eb("departure", "=", date)))
      .orderBy("departure")
      .orderBy("guest_name")
      .orderBy("id")
      .limit(FRONT_DESK_LIST_LIMIT)
      .execute(),
    base().where("status", "=", "checked_in").where("arrival", "<=", date).where("departure", ">", date).orderBy("room_name").orderBy("guest_name").orderBy("id").limit(FRONT_DESK_LIST_LIMIT).execute(),
  ]);
  return { date, today, arrivals: arrivals.map(toReservation), departures: departures.map(toReservation), inHouse: inHouse.map(toReservation) };
}

/** Today's arrivals still to come and departures still to check out, for the staff dashboard's counts. */
export async function frontDeskCounts(db: Db, today: string = hotelDate()): Promise<{ arrivals: number; departures: number }> {
  const count = (n: string | number | bigint | undefined) => Number(n ?? 0);
  const [arrivals, departures] = await Promise.all([
    db.selectFrom("reservations").select((eb) => eb.fn.countAll<number>().as("n")).where("status", "=", "confirmed").where("arrival", "=", today).executeTakeFirst(),
    db.selectFrom("reservations").select((eb) => eb.fn.countAll<number>().as("n")).where("status", "=", "checked_in").where("departure", "<=", today).executeTakeFirst(),
  ]);
  return { arrivals: count(arrivals?.n), departures: count(departures?.n) };
}
