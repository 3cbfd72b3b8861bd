import type { Kysely } from "kysely";
import type { Database } from "~/platform/db/db-schema";
import { hotelDate } from "~/lib/dates";
import { addDays } from "~/features/vip/vip-review.server";
import { VIP_REMINDER_DAYS } from "~/features/vip/expiry-reminders.server";
import { frontDeskCounts } from "~/features/reservations/front-desk.server";

/** The most names a "Today" block lists; the count and the link cover the rest. */
const OVERVIEW_LIST_LIMIT = 8;

/** What waits for staff on /dashboard: the counts behind each inbox, and what happens on the hotel's today. */
export interface StaffOverviewData {
  /** The hotel's date (Africa/Blantyre), YYYY-MM-DD. */
  today: string;
  /** Room reservation requests waiting for staff to confirm or decline (status requested). */
  requestedReservations: number;
  /** Confirmed stays arriving today, not yet checked in; guests checked in due to leave today (or overdue), not yet checked out. */
  arrivalsToday: number;
  departuresToday: number;
  newEventRequests: number;
  openContactMessages: number;
  pendingVipApplications: number;
  pendingVipRenewals: number;
  /** Confirmed event requests whose first day is today. */
  eventsStartingToday: { id: number; reference: string; eventName: string; guest: string; attendees: number }[];
  vacanciesClosingToday: { id: number; name: string }[];
  /** Adverts whose stop date is today (shown to visitors for the last day). */
  advertsEndingToday: { id: number; title: string }[];
  /** Approved memberships ending between today and 30 days on, soonest first (at most OVERVIEW_LIST_LIMIT). */
  membershipsExpiring: { id: number; name: string; expires: string; renewalRequested: boolean }[];
  membershipsExpiringCount: number;
}

const count = (n: string | number | bigint | undefined) => Number(n ?? 0);

export async function loadStaffOverview(db: Kysely<Database>, today: string = hotelDate()): Promise<StaffOverviewData> {
  const until = addDays(today, VIP_REMINDER_DAYS);
  const expiring = db
    .selectFrom("vip_applications")
    .where("status", "=", "approved")
    .where("expires", ">=", today)
    .where("expires", "<=", until);
  const [reservations, events, contacts, vip, renewals, eventsToday, vacancies, adverts, memberships, membershipCount, desk] = await Promise.all([
    db.selectFrom("reservations").select((eb) => eb.fn.countAll<number>().as("n")).where("status", "=", "requested").executeTakeFirst(),
    db.selectFrom("event_requests").select((eb) => eb.fn.countAll<number>().as("n")).where("status", "=", "new").executeTakeFirst(),
    db.selectFrom("contact_messages").select((eb) => eb.fn.countAll<number>().as("n")).where("handled_at", "is", null).executeTakeFirst(),
    db.selectFrom("vip_applications").select((eb) => eb.fn.countAll<number>().as("n")).where("status", "=", "pending").executeTakeFirst(),
    db.selectFrom("vip_applications").select((eb) => eb.fn.countAll<number>().as("n")).where("renewal_status", "=", "pending").executeTakeFirst(),
    db
      .selectFrom("event_requests")
      .select(["id", "reference", "event_name", "first_name", "last_name", "attendees"])
      .where("status", "=", "confirmed")
      .where("start_date", "=", today)
      .orderBy("id")
      .limit(OVERVIEW_LIST_LIMIT)
      .execute(),
    db.selectFrom("vacancies").select(["id", "name"]).where("closing_date", "=", today).orderBy("name").limit(OVERVIEW_LIST_LIMIT).execute(),
    db.selectFrom("adverts").select(["id", "title"]).where("period", "=", today).orderBy("title").limit(OVERVIEW_LIST_LIMIT).execute(),
    expiring
      .select(["id", "title", "first_name", "last_name", "expires", "renewal_status"])
      .orderBy("expires")
      .orderBy("id")
      .limit(OVERVIEW_LIST_LIMIT)
      .execute(),
    expiring.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst(),
    frontDeskCounts(db, today),
  ]);
  return {
    today,
    requestedReservations: count(reservations?.n),
    arrivalsToday: desk.arrivals,
    departuresToday: desk.departures,
    newEventRequests: count(events?.n),
    openContactMessages: count(contacts?.n),
    pendingVipApplications: count(vip?.n),
    pendingVipRenewals: count(renewals?.n),
    eventsStartingToday: eventsToday.map((e) => ({
      id: e.id,
      reference: e.reference ?? `#${e.id}`,
      eventName: e.event_name,
      guest: `${e.first_name} ${e.last_name}`,
      attendees: e.attendees,
    })),
    vacanciesClosingToday: vacancies,
    advertsEndingToday: adverts.map((a) => ({ id: a.id, title: a.title || "Untitled advert" })),
    membershipsExpiring: memberships.map((m) => ({
      id: m.id,
      name: `${m.title} ${m.first_name} ${m.last_name}`,
      expires: m.expires ?? "",
      renewalRequested: m.renewal_status === "pending",
    })),
    membershipsExpiringCount: count(membershipCount?.n),
  };
}
