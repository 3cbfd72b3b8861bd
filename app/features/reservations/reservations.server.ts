import { hourText } from "~/features/reservations/stay-terms";
import { type Expression, type ExpressionBuilder, type Kysely, type Selectable, type SqlBool, type Transaction } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import { AppError, fieldError } from "~/lib/errors";
import { parseForm } from "~/platform/forms/form-action.server";
import { hotelDate, hotelDateTime } from "~/lib/dates";
import { formatKwacha } from "~/lib/money";
import { stayPriceText } from "~/features/reservations/stay-text";
import type { AppServices } from "~/platform/app-context";
import type { Viewer } from "~/platform/auth/roles";
import type { VisitorCurrency } from "~/platform/currency/visitor-currency.server";
import { hashToken, newToken } from "~/platform/auth/tokens.server";
import { recordAudit } from "~/platform/audit/audit-log.server";
import { emailHotel, emailLink, storedLanguage } from "~/platform/email/email-layout";
import { jpegUpTo, toPicture } from "~/platform/media/picture";
import {
  type ReservationEmailFacts,
  reservationCancelledForStaffEmail,
  reservationForStaffEmail,
  reservationRequestedEmail,
  reservationStatusEmail,
  depositOnCancellationText,
} from "~/features/reservations/reservations.emails";
import { DEFAULT_LANGUAGE, type Language } from "~/platform/i18n/language";
import { enqueueEmail } from "~/platform/email/outbox.server";
import { getSiteSettings } from "~/platform/settings/get-site-settings.server";
import { availabilityOf, nightFactsOf, requireArrivalWithinHorizon, vipDiscountFor } from "~/features/reservations/availability.server";
import { type Reservation, type ReservationFilter, type ReservationRequest, ReservationRequestSchema, type ReservationStatus } from "~/features/reservations/schema";
import { nightsBetween } from "~/features/reservations/stay-rules";
import { withAcknowledgementTurn } from "~/platform/email/recipient-budget.server";
import { reservationsWords } from "~/features/reservations/reservations-words";
import { reservationsStaffWords } from "~/features/reservations/reservations-staff-words";
import { fieldWords } from "~/platform/forms/field-words";
import { CANCELLABLE_STATUSES } from "~/features/reservations/stay-statuses";
import { staffStatusText } from "~/features/reservations/stay-status-labels";
import { assignRooms, releaseRooms } from "~/features/hotel-rooms/room-assignment.server";
import { depositDue, firstNightOf } from "~/features/payments/deposit-amounts";
import { depositOnCancellationOf, settleDepositOnCancellation } from "~/features/payments/refunds.server";
import { isPostgres } from "~/platform/db/dialect";

type Db = Kysely<Database>;
export type ReservationRow = Selectable<Database["reservations"]>;
type Row = ReservationRow;

/** Where a guest cancels: `/booking/cancel/<token>` (the token is stored only as its hash). */
export const RESERVATION_CANCEL_PATH = "/booking/cancel";

/** The cancel page in the guest's language (`/ny/booking/cancel/…` for a Chichewa guest). */
const cancelLink = (origin: string | null, token: string, language: Language) => emailLink(origin, `${RESERVATION_CANCEL_PATH}/${token}`, language);

/**
 * A new link to a stay's page (where the deposit is paid) for an email sent later, as the deposit
 * reminder (features/payments): the link goes out, its hash is stored in
 * `deposit_reminder_token_hash` by the caller.
 */
export function newStayPageLink(origin: string | null, language: Language): { link: string; hash: string } {
  const token = newToken();
  return { link: cancelLink(origin, token, language), hash: hashToken(token) };
}

/** Any email's link finds the stay: the first email's, the confirmation's, or the deposit reminder's. */
function byCancelToken(token: string) {
  const hash = hashToken(token);
  return (eb: ExpressionBuilder<Database, "reservations">) =>
    eb.or([eb("cancel_token_hash", "=", hash), eb("confirmation_cancel_token_hash", "=", hash), eb("deposit_reminder_token_hash", "=", hash)]);
}

/**
 * Once a stay is declined, no link of either email finds it any more. A cancelled stay keeps its
 * links' hashes: they cancel nothing (only a request or a confirmed stay is cancelled), but a
 * link opened again can say when it was cancelled.
 */
const NO_CANCEL_LINKS = { cancel_token_hash: null, confirmation_cancel_token_hash: null, deposit_reminder_token_hash: null } as const;

/** The stay itself, as the staff screens and the guest's emails both put it: dates, nights and who comes. */
function stayOf(row: Row) {
  return {
    arrival: row.arrival,
    departure: row.departure,
    nights: nightsBetween(row.arrival, row.departure),
    adults: row.adults,
    children: row.children,
    rooms: row.rooms,
  };
}

export function toReservation(row: Row): Reservation {
  return {
    id: row.id,
    reference: row.reference,
    roomTypeId: row.room_id,
    roomName: row.room_name,
    ...stayOf(row),
    name: row.guest_name,
    email: row.email,
    phone: row.phone,
    specialRequests: row.special_requests,
    status: row.status as ReservationStatus,
    total: row.total,
    discountPercent: row.discount_percent,
    declineReason: row.decline_reason,
    notes: row.notes,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    checkedInAt: row.checked_in_at,
    checkedOutAt: row.checked_out_at,
    bookedDeparture: row.booked_departure,
    acknowledgement: row.acknowledgement === "withheld" ? "withheld" : "sent",
  };
}

/**
 * The rate for a guest's email: the one staff have set now, if the guest asked in dollars
 * (stored with the stay), so each email adds the approximation beside the kwacha total as
 * the site did; none once staff clear the rate (DECISIONS §10: no USD without a rate).
 */
const guestUsdRate = (row: Pick<Row, "currency">, settings: { exchangeRateMwkPerUsd: number | null }) => (row.currency === "USD" ? settings.exchangeRateMwkPerUsd : null);

/** `usdRate`: the guest chose dollars, so their email adds the approximation beside the kwacha total. */
/** The settings' check-in and check-out hours as the guest's emails state them. */
function stayTimes(settings: { checkInHour: number; checkOutHour: number }): ReservationEmailFacts["times"] {
  return { checkIn: hourText(settings.checkInHour), checkOut: hourText(settings.checkOutHour) };
}

function emailFacts(row: Row, usdRate: number | null = null): ReservationEmailFacts {
  return {
    reference: row.reference,
    guestName: row.guest_name,
    email: row.email,
    phone: row.phone,
    roomName: row.room_name,
    ...stayOf(row),
    total: stayPriceText(row.total, undefined, usdRate),
    discountPercent: row.discount_percent,
    specialRequests: row.special_requests,
  };
}

/** The widest JPEG a guest's email asks for: its 600 px column, twice over for sharp phone screens. */
const EMAIL_PICTURE_WIDTH = 1200;

/**
 * The room type's picture for a guest's email, at an absolute address on the site's own origin
 * (where /media/ is served); none without a picture or without a trusted origin, since a mail
 * client cannot resolve a path.
 */
async function emailPictureOf(db: Db | Transaction<Database>, roomId: number | null, origin: string | null): Promise<ReservationEmailFacts["picture"]> {
  if (roomId === null || !origin) return null;
  const media = await db
    .selectFrom("rooms")
    .innerJoin("media", "media.id", "rooms.image_id")
    .select(["media.width", "media.height", "media.variants"])
    .where("rooms.id", "=", roomId)
    .executeTakeFirst();
  if (!media) return null;
  const picture = toPicture(media);
  const src = jpegUpTo(picture, EMAIL_PICTURE_WIDTH);
  return src ? { src: `${origin}${src}`, width: picture.width, height: picture.height } : null;
}


/**
 * The next RS-<year>-<NNNN> of the hotel's year, inside the inserting transaction: the year's
 * counter row is created if missing, then raised by one and read back in the same statement.
 * PostgreSQL locks that row until the transaction ends and SQLite writes one transaction at a
 * time, so two requests never get the same number, and a refused insert gives its number back.
 */
export async function nextReference(trx: Transaction<Database>): Promise<string> {
  const year = Number(hotelDate().slice(0, 4));
  await trx.insertInto("reservation_numbers").values({ year, last_number: 0 }).onConflict((oc) => oc.column("year").doNothing()).execute();
  const row = await trx
    .updateTable("reservation_numbers")
    .set((eb) => ({ last_number: eb("last_number", "+", 1) }))
    .where("year", "=", year)
    .returning("last_number")
    .executeTakeFirstOrThrow();
  return `RS-${year}-${String(row.last_number).padStart(4, "0")}`;
}

/**
 * The room type as it stands, locked for the rest of the transaction on PostgreSQL (FOR UPDATE):
 * whoever confirms a stay of this type next waits until this one is committed or rolled back, so
 * both read the confirmed stays as they really are. SQLite runs one write transaction at a time.
 */
async function lockRoomType(trx: Transaction<Database>, roomId: number) {
  let query = trx.selectFrom("rooms").select(["id", "name", "fee", "inventory", "max_guests"]).where("id", "=", roomId);
  if (isPostgres(trx)) query = query.forUpdate();
  return query.executeTakeFirst();
}

/**
 * A guest's request (DECISIONS §9): checked against what is free now (it holds nothing until
 * staff confirm it), stored as `requested` with its reference, and emailed to the guest, with a
 * link to cancel, and to the reservations address, all in one transaction. `language` is the
 * guest's: their emails, this one and those staff's answers send later, are written in it.
 */
export async function requestReservation(
  services: Pick<AppServices, "db" | "rateLimits">,
  fields: Record<string, unknown>,
  options: { address: string | null; viewer: Viewer | null; origin: string | null; currency?: VisitorCurrency; language?: Language },
): Promise<{ message: string; reference: string; data: Reservation; cancelToken: string }> {
  const request = async () => {
    const input: ReservationRequest = parseForm(ReservationRequestSchema, fields);
    const { db } = services;
    const settings = await getSiteSettings(db);
    const discountPercent = await vipDiscountFor(db, options.viewer);
    const token = newToken();
    const language = options.language ?? DEFAULT_LANGUAGE;
    await requireArrivalWithinHorizon(db, input.arrival);
    // Whoever sends it, one address gets only so many acknowledgements an hour (decision 052).
    return withAcknowledgementTurn(services.rateLimits.acknowledgementRecipient, input.email, (acknowledgement) => db.transaction().execute(async (trx) => {
      const room = await trx.selectFrom("rooms").select(["id", "name", "fee", "inventory", "max_guests"]).where("id", "=", input.roomType).executeTakeFirst();
      if (!room || room.inventory === 0) throw fieldError("roomType", reservationsWords.msg("roomTypeUnknown"));
      if (input.rooms * room.max_guests < input.adults + input.children) throw fieldError("rooms", reservationsWords.msg("reservationTooManyGuests", { perRoom: room.max_guests }));
      const facts = (await nightFactsOf(trx, [room.id], input.arrival, input.departure)).get(room.id);
      const quote = availabilityOf(room, facts ?? { rates: [], closures: [], confirmed: [] }, { ...input, roomType: room.id }, discountPercent, input.rooms);
      if (!quote.available) throw new AppError("conflict", reservationsWords.msg("reservationUnavailable", { roomName: room.name }), { errors: { roomType: [reservationsWords.msg("reservationUnavailable", { roomName: room.name })] } });
      const now = new Date().toISOString();
      const inserted = await trx
        .insertInto("reservations")
        .values({
          reference: await nextReference(trx),
          room_id: room.id,
          room_name: room.name,
          arrival: input.arrival,
          departure: input.departure,
          adults: input.adults,
          children: input.children,
          rooms: input.rooms,
          guest_name: input.name,
          email: input.email,
          phone: input.phone,
          special_requests: input.specialRequests ?? "",
          status: "requested",
          total: quote.total,
          // As /booking stated it under the result (DECISIONS §12); 0 without a deposit policy.
          deposit_due: depositDue(settings, { total: quote.total, firstNight: firstNightOf({ nights: quote.nights, rooms: input.rooms, discountPercent }) }),
          discount_percent: discountPercent,
          user_id: options.viewer?.id ?? null,
          language,
          currency: options.currency ?? "MWK",
          acknowledgement,
          cancel_token_hash: hashToken(token),
          decline_reason: null,
          notes: "",
          updated_by: null,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const facts2 = emailFacts(inserted);
      if (acknowledgement === "sent") {
        const guestFacts = { ...emailFacts(inserted, guestUsdRate(inserted, settings)), picture: await emailPictureOf(trx, room.id, options.origin), times: stayTimes(settings) };
        await enqueueEmail(
          trx,
          reservationRequestedEmail({
            facts: guestFacts,
            language,
            hotel: emailHotel(settings),
            cancelLink: cancelLink(options.origin, token, language),
            deposit: inserted.deposit_due > 0 ? { amount: formatKwacha(inserted.deposit_due) } : undefined,
          }),
        );
      }
      await enqueueEmail(trx, reservationForStaffEmail({ facts: facts2, to: settings.email, hotelName: settings.hotelName, acknowledgementWithheld: acknowledgement === "withheld" }));
      return { ...inserted, token };
    }));
  };
  // The turn is taken before the work, so requests sent at once are held to the limit; a refused one gives it back.
  const row = options.address ? await services.rateLimits.publicForms.spend(options.address, request) : await request();
  return { message: reservationsWords.msg("reservationReceived", { reference: row.reference }), reference: row.reference, data: toReservation(row), cancelToken: row.token };
}

async function requireRequested(trx: Transaction<Database>, id: number): Promise<Row> {
  const row = await trx.selectFrom("reservations").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw new AppError("not_found", fieldWords.msg("notFound"));
  if (row.status !== "requested") throw new AppError("conflict", reservationsStaffWords.msg("reservationNotRequested", { status: row.status }));
  return row;
}

/**
 * Staff confirm a request: in one transaction that locks the room type, the stay is checked
 * again against the confirmed stays and closures, so of two staff confirming the last room at
 * once one succeeds and the other is told it is gone (409). The guest is emailed, with a cancel
 * link of its own (the first email's keeps working too: only hashes are stored, so the first
 * link cannot be sent again).
 */
export async function confirmReservation(db: Db, id: number, actor: Viewer, origin: string | null): Promise<Reservation> {
  const settings = await getSiteSettings(db);
  const token = newToken();
  const row = await db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom("reservations").select(["room_id", "room_name"]).where("id", "=", id).executeTakeFirst();
    if (!current) throw new AppError("not_found", fieldWords.msg("notFound"));
    const room = current.room_id === null ? undefined : await lockRoomType(trx, current.room_id);
    // Read after the lock: another confirmation may have committed while this one waited.
    const request = await requireRequested(trx, id);
    if (!room) throw new AppError("conflict", reservationsStaffWords.msg("reservationLastRoomTaken", { roomName: request.room_name }));
    const facts = (await nightFactsOf(trx, [room.id], request.arrival, request.departure)).get(room.id);
    const stay = { arrival: request.arrival, departure: request.departure, adults: request.adults, children: request.children, roomType: room.id };
    if (!availabilityOf(room, facts ?? { rates: [], closures: [], confirmed: [] }, stay, 0, request.rooms).available) {
      throw new AppError("conflict", reservationsStaffWords.msg("reservationLastRoomTaken", { roomName: room.name }));
    }
    const updated = await trx
      .updateTable("reservations")
      .set({ status: "confirmed", confirmation_cancel_token_hash: hashToken(token), updated_by: actor.id, updated_at: new Date().toISOString() })
      .where("id", "=", id)
      .where("status", "=", "requested")
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw new AppError("conflict", reservationsStaffWords.msg("reservationNotRequested", { status: "no longer a request" }));
    if (updated.deposit_due > 0) {
      // The time to pay runs from the confirmation (the settings' hours).
      updated.deposit_due_by = new Date(Date.now() + settings.depositPayWithinHours * 3_600_000).toISOString();
      // The deposit reminder, sent with no request to hand, links to the site the stay was confirmed on.
      await trx.updateTable("reservations").set({ deposit_due_by: updated.deposit_due_by, deposit_link_origin: origin }).where("id", "=", id).execute();
    }
    // Still under the room type's lock: the stay gets its rooms (decision 058).
    await assignRooms(trx, { id, room_id: room.id, arrival: updated.arrival, departure: updated.departure, rooms: updated.rooms }, () => new AppError("conflict", reservationsStaffWords.msg("reservationLastRoomTaken", { roomName: room.name })));
    await recordAudit(trx, { actor, action: "confirm", subjectType: "reservations", subjectId: id, subjectLabel: `${updated.reference} ${updated.guest_name}` });
    await enqueueEmail(
      trx,
      reservationStatusEmail({
        facts: { ...emailFacts(updated, guestUsdRate(updated, settings)), picture: await emailPictureOf(trx, updated.room_id, origin), times: stayTimes(settings) },
        language: storedLanguage(updated.language),
        hotel: emailHotel(settings),
        status: "confirmed",
        cancelLink: cancelLink(origin, token, storedLanguage(updated.language)),
        // The stay's page is where the deposit is paid (features/payments).
        deposit:
          updated.deposit_due > 0 && updated.deposit_due_by
            ? {
                amount: formatKwacha(updated.deposit_due),
                dueBy: hotelDateTime(updated.deposit_due_by, storedLanguage(updated.language)),
                payLink: cancelLink(origin, token, storedLanguage(updated.language)),
              }
            : undefined,
      }),
    );
    return updated;
  });
  return toReservation(row);
}

/** Staff decline a request with a reason the guest is sent. */
export async function declineReservation(db: Db, id: number, reason: string, actor: Viewer): Promise<Reservation> {
  const settings = await getSiteSettings(db);
  const row = await db.transaction().execute(async (trx) => {
    await requireRequested(trx, id);
    const updated = await trx
      .updateTable("reservations")
      .set({ status: "declined", decline_reason: reason, ...NO_CANCEL_LINKS, updated_by: actor.id, updated_at: new Date().toISOString() })
      .where("id", "=", id)
      .where("status", "=", "requested")
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw new AppError("conflict", reservationsStaffWords.msg("reservationNotRequested", { status: "no longer a request" }));
    await recordAudit(trx, { actor, action: "decline", subjectType: "reservations", subjectId: id, subjectLabel: `${updated.reference} ${updated.guest_name}` });
    await enqueueEmail(trx, reservationStatusEmail({ facts: emailFacts(updated, guestUsdRate(updated, settings)), language: storedLanguage(updated.language), hotel: emailHotel(settings), status: "declined", reason }));
    return updated;
  });
  return toReservation(row);
}

/** Staff notes on a reservation (never shown to the guest). */
export async function saveReservationNotes(db: Db, id: number, notes: string, actor: Viewer): Promise<Reservation> {
  const row = await db.transaction().execute(async (trx) => {
    const updated = await trx.updateTable("reservations").set({ notes, updated_by: actor.id, updated_at: new Date().toISOString() }).where("id", "=", id).returningAll().executeTakeFirst();
    if (!updated) throw new AppError("not_found", fieldWords.msg("notFound"));
    await recordAudit(trx, { actor, action: "update", subjectType: "reservations", subjectId: id, subjectLabel: `${updated.reference} ${updated.guest_name}` });
    return updated;
  });
  return toReservation(row);
}

/**
 * What a cancel link shows: the stay, with its status (a guest in the house, gone, or a no-show
 * still sees their stay's page, without the cancel button), or null when the link is unknown or
 * its stay was cancelled (then `getCancellationByCancelToken` says when).
 */
export async function getReservationByCancelToken(db: Db, token: string): Promise<Reservation | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const row = await db.selectFrom("reservations").selectAll().where(byCancelToken(token)).executeTakeFirst();
  return row && row.status !== "cancelled" && row.status !== "declined" ? toReservation(row) : null;
}

/** A cancel link opened after its stay was cancelled: which stay, and when (an instant). */
export async function getCancellationByCancelToken(db: Db, token: string, language: Language = DEFAULT_LANGUAGE): Promise<{ reference: string; cancelledAt: string; depositText: string | null } | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const row = await db.selectFrom("reservations").select(["id", "reference", "status", "cancelled_at"]).where(byCancelToken(token)).executeTakeFirst();
  if (row?.status !== "cancelled" || !row.cancelled_at) return null;
  return { reference: row.reference, cancelledAt: row.cancelled_at, depositText: await cancelledDepositText(db, row.id, language) };
}

/** What became of a cancelled stay's paid deposit, in the guest's words (docs/decisions/067-deposit-refunds.md); null without one. */
export async function cancelledDepositText(db: Db, reservationId: number, language: Language): Promise<string | null> {
  const outcome = await depositOnCancellationOf(db, reservationId, await getSiteSettings(db));
  return outcome ? depositOnCancellationText(language, outcome) : null;
}

/**
 * Cancels the one stay `which` picks while it is still a request or a confirmed stay: its rooms
 * are freed, neither email's link cancels anything any more (each now says when it was), the
 * activity log (saying `by` whom) and the guest are told. When the guest cancelled it themselves
 * (`by` is "by the guest"), the reservations address is told too; staff who cancel for a guest
 * know already. Nothing picked (unknown, someone else's, already over) throws `refusal`.
 */
async function cancelStay(
  db: Db,
  which: (eb: ExpressionBuilder<Database, "reservations">) => Expression<SqlBool>,
  actor: Viewer | null,
  refusal: AppError,
  by: "by the guest" | "by staff at the guest's request" = "by the guest",
): Promise<Reservation> {
  const settings = await getSiteSettings(db);
  const now = new Date().toISOString();
  const row = await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom("reservations").select(["id", "status"]).where(which).executeTakeFirst();
    const updated = await trx
      .updateTable("reservations")
      .set({ status: "cancelled", cancelled_at: now, updated_at: now })
      .where(which)
      .where("status", "in", CANCELLABLE_STATUSES)
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw refusal;
    await releaseRooms(trx, updated.id);
    await recordAudit(trx, { actor, action: "update", subjectType: "reservations", subjectId: updated.id, subjectLabel: `${updated.reference} cancelled ${by}` });
    // A deposit paid online is owed back within the refund terms, or kept (docs/decisions/067-deposit-refunds.md).
    const depositOnCancellation = await settleDepositOnCancellation(trx, updated, settings, actor);
    // A stay imported from an agency's calendar has no guest address: the agency tells its guest.
    if (updated.email !== "") {
      await enqueueEmail(
        trx,
        reservationStatusEmail({ facts: emailFacts(updated, guestUsdRate(updated, settings)), language: storedLanguage(updated.language), hotel: emailHotel(settings), status: "cancelled", depositOnCancellation }),
      );
    }
    if (by === "by the guest") {
      await enqueueEmail(trx, reservationCancelledForStaffEmail({ facts: emailFacts(updated), to: settings.email, hotelName: settings.hotelName, wasConfirmed: before?.status === "confirmed" }));
    }
    return updated;
  });
  return toReservation(row);
}

/**
 * A confirmed stay whose deposit was not paid in time is cancelled by the site (features/payments
 * deposit-deadlines): the update itself claims it (still confirmed, and whatever `which` adds,
 * such as "still unpaid"), so of several instances one cancels it. Its rooms are freed as any
 * cancellation frees them, `cancel_reason` says why, and `tell` queues the emails in the same
 * transaction. Null when the stay was no longer there to release.
 */
export async function releaseUnpaidStay(
  db: Db,
  which: (eb: ExpressionBuilder<Database, "reservations">) => Expression<SqlBool>,
  tell: (trx: Transaction<Database>, stay: Row) => Promise<void>,
): Promise<Reservation | null> {
  const now = new Date().toISOString();
  const row = await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("reservations")
      .set({ status: "cancelled", cancelled_at: now, updated_at: now, cancel_reason: "deposit-unpaid" })
      .where(which)
      .where("status", "=", "confirmed")
      .returningAll()
      .executeTakeFirst();
    if (!updated) return null;
    await releaseRooms(trx, updated.id);
    await recordAudit(trx, { actor: null, action: "update", subjectType: "reservations", subjectId: updated.id, subjectLabel: `${updated.reference} cancelled: deposit not paid in time` });
    await tell(trx, updated);
    return updated;
  });
  return row ? toReservation(row) : null;
}

/** The guest cancels through their link: the stay frees its rooms, the link stops working, they are emailed. */
export async function cancelReservationByToken(db: Db, token: string): Promise<Reservation> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw new AppError("not_found", reservationsWords.msg("reservationCancelLinkInvalid"));
  return cancelStay(db, byCancelToken(token), null, new AppError("not_found", reservationsWords.msg("reservationCancelLinkInvalid")));
}

/**
 * A signed-in guest cancels one of their own stays (made while signed in), a request or a
 * confirmed one, from /dashboard or the API. Someone else's reservation, an unknown one and
 * one already over are all "not found": the answer says nothing about other guests' stays.
 */
export async function cancelOwnReservation(db: Db, viewer: Viewer, id: number): Promise<Reservation> {
  return cancelStay(db, (eb) => eb.and([eb("id", "=", id), ownStay(eb, viewer.id)]), viewer, new AppError("not_found", reservationsStaffWords.msg("reservationNotYours")));
}

/**
 * A member's own stays: those booked signed in to the account, and, once the account's email is
 * known to be the owner's (users.email_verified_at, migration 0380), those booked with that
 * address by no account (before it existed, or signed out). Anyone can register any address,
 * so an unverified one shows nothing more.
 */
function ownStay(eb: ExpressionBuilder<Database, "reservations">, userId: number) {
  const verifiedEmail = eb.selectFrom("users").select("users.email").where("users.id", "=", userId).where("users.email_verified_at", "is not", null);
  return eb.or([eb("reservations.user_id", "=", userId), eb.and([eb("reservations.user_id", "is", null), eb("reservations.email", "=", verifiedEmail)])]);
}

/**
 * Staff cancel a request or a confirmed stay at the guest's request (a call to the front desk,
 * a letter): as if the guest had used their link, with the member of staff in the activity
 * log. A stay already declined, cancelled, checked in or out or a no-show is refused (409) naming its status.
 */
export async function cancelReservationForGuest(db: Db, id: number, actor: Viewer): Promise<Reservation> {
  const current = await db.selectFrom("reservations").select("status").where("id", "=", id).executeTakeFirst();
  if (!current) throw new AppError("not_found", fieldWords.msg("notFound"));
  // Read again by the update itself: a cancellation that lands in between is refused the same way.
  const refusal = new AppError("conflict", reservationsStaffWords.msg("reservationNotCancellable", { status: current.status === "requested" || current.status === "confirmed" ? "cancelled" : staffStatusText(current.status) }));
  return cancelStay(db, (eb) => eb("id", "=", id), actor, refusal, "by staff at the guest's request");
}

/** The most stays one API answer lists; the CSV takes up to EXPORT_LIMIT. */
export const INBOX_LIMIT = 500;
const EXPORT_LIMIT = 50_000;

function filtered(db: Db, filter: ReservationFilter) {
  let query = db.selectFrom("reservations");
  if (filter.status) query = query.where("status", "=", filter.status);
  if (filter.arrivalFrom) query = query.where("arrival", ">=", filter.arrivalFrom);
  if (filter.arrivalTo) query = query.where("arrival", "<=", filter.arrivalTo);
  return query;
}

/**
 * The staff inbox within the filters. From a first arrival date, the arrivals from it in order
 * (what is coming next); without one, the latest arrivals first. So where the list is cut at
 * `limit`, what is cut is the far future or the far past, never the newest requests.
 */
export async function listReservations(db: Db, filter: ReservationFilter, limit = INBOX_LIMIT, offset = 0): Promise<Reservation[]> {
  const direction = filter.arrivalFrom ? "asc" : "desc";
  const rows = await filtered(db, filter).selectAll().orderBy("arrival", direction).orderBy("id", direction).limit(limit).offset(offset).execute();
  return rows.map(toReservation);
}

/** How many stays the filters match, for "the first 500 of 1,240". */
export async function countReservations(db: Db, filter: ReservationFilter): Promise<number> {
  const row = await filtered(db, filter).select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every stay the filters match, for the CSV (bounded only against a runaway export). */
export function exportReservations(db: Db, filter: ReservationFilter): Promise<Reservation[]> {
  return listReservations(db, filter, EXPORT_LIMIT);
}

/** A member's own reservations (ownStay), for /dashboard and `GET /api/reservations/mine`. */
export async function listReservationsOf(db: Db, userId: number): Promise<Reservation[]> {
  const rows = await db.selectFrom("reservations").selectAll().where((eb) => ownStay(eb, userId)).orderBy("arrival", "desc").orderBy("id", "desc").limit(50).execute();
  return rows.map(toReservation);
}
