import type { ReactNode } from "react";
import { Link } from "react-router";
import type { StaffOverviewData } from "~/features/dashboard/staff-overview.server";

/** "Monday 23 November 2026": the hotel's date as staff read it (the date is already the hotel's). */
function longDay(date: string): string {
  const [y, m, d] = date.split("-").map(Number);
  if (!y || !m || !d) return date;
  return new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", weekday: "long", day: "numeric", month: "long", year: "numeric" }).format(new Date(Date.UTC(y, m - 1, d)));
}

function TodayBlock({ id, title, to, linkLabel, empty, count, children }: { id: string; title: string; to: string; linkLabel: string; empty: string; count: number; children: ReactNode }) {
  return (
    <section className="staff-today-block" aria-labelledby={id}>
      <h3 id={id}>
        {title} <span className="staff-count">{count}</span>
      </h3>
      {count === 0 ? <p className="staff-empty">{empty}</p> : <ul role="list">{children}</ul>}
      <Link to={to} className="staff-today-link">
        {linkLabel}
      </Link>
    </section>
  );
}

/**
 * Staff's /dashboard (DECISIONS §7): what visitors started and staff still have to finish,
 * each count a link to its screen, then what happens on the hotel's today.
 */
export function StaffOverview({ data, name }: { data: StaffOverviewData; name: string }) {
  const inboxes = [
    { label: "Reservation requests to answer", value: data.requestedReservations, to: "/reservations?status=requested" },
    { label: "Arrivals to check in today", value: data.arrivalsToday, to: "/front-desk" },
    { label: "Departures to check out today", value: data.departuresToday, to: "/front-desk" },
    { label: "New event requests", value: data.newEventRequests, to: "/eventRequests?status=new" },
    { label: "Contact messages to answer", value: data.openContactMessages, to: "/Contacts" },
    { label: "VIP applications to review", value: data.pendingVipApplications, to: "/vipApplications" },
    { label: "VIP renewals to review", value: data.pendingVipRenewals, to: "/vipApplications?status=renewal" },
  ];
  const waiting = inboxes.reduce((sum, i) => sum + i.value, 0);
  return (
    <section className="staff-overview" aria-labelledby="staff-overview-title">
      <div className="wrap">
        <p className="eyebrow">Back-office</p>
        <h1 id="staff-overview-title">Welcome {name}</h1>
        <p className="staff-overview-lead">
          {waiting === 0 ? "Nothing is waiting for an answer: every inbox is clear." : `${waiting} ${waiting === 1 ? "item is" : "items are"} waiting for the team.`}{" "}
          <Link to="/room">Open the back-office</Link>
        </p>

        <h2 className="staff-overview-heading" id="staff-waiting-title">Waiting for the team</h2>
        <ul className="staff-inboxes" role="list" aria-labelledby="staff-waiting-title">
          {inboxes.map((item) => (
            <li key={item.label}>
              <Link to={item.to} className="staff-inbox" data-empty={item.value === 0 ? "" : undefined}>
                <strong className="staff-inbox-count">{item.value}</strong>
                <span className="staff-inbox-label">{item.label}</span>
              </Link>
            </li>
          ))}
        </ul>

        <h2 className="staff-overview-heading" id="staff-today-title">
          Today <time dateTime={data.today}>{longDay(data.today)}</time>
        </h2>
        <div className="staff-today">
          <TodayBlock
            id="staff-today-events"
            title="Confirmed events starting today"
            count={data.eventsStartingToday.length}
            empty="No confirmed event starts today."
            to="/eventRequests?status=confirmed"
            linkLabel="Confirmed event requests"
          >
            {data.eventsStartingToday.map((e) => (
              <li key={e.id}>
                <strong>{e.eventName}</strong> <span className="staff-muted">{e.reference} · {e.guest} · {e.attendees} {e.attendees === 1 ? "person" : "people"}</span>
              </li>
            ))}
          </TodayBlock>
          <TodayBlock
            id="staff-today-vacancies"
            title="Vacancies closing today"
            count={data.vacanciesClosingToday.length}
            empty="No vacancy closes today."
            to="/vacancy"
            linkLabel="Vacancies"
          >
            {data.vacanciesClosingToday.map((v) => (
              <li key={v.id}>{v.name}</li>
            ))}
          </TodayBlock>
          <TodayBlock
            id="staff-today-adverts"
            title="Adverts ending today"
            count={data.advertsEndingToday.length}
            empty="No advert ends today."
            to="/advert"
            linkLabel="Adverts"
          >
            {data.advertsEndingToday.map((a) => (
              <li key={a.id}>{a.title}</li>
            ))}
          </TodayBlock>
          <TodayBlock
            id="staff-today-memberships"
            title="Memberships expiring within 30 days"
            count={data.membershipsExpiringCount}
            empty="No membership expires in the next 30 days."
            to="/vipApplications?status=approved"
            linkLabel="Approved memberships"
          >
            {data.membershipsExpiring.map((m) => (
              <li key={m.id}>
                {m.name}{" "}
                <span className="staff-muted">
                  expires <time dateTime={m.expires}>{m.expires}</time>
                  {m.renewalRequested ? " · renewal requested" : ""}
                </span>
              </li>
            ))}
            {data.membershipsExpiringCount > data.membershipsExpiring.length ? (
              <li className="staff-muted">and {data.membershipsExpiringCount - data.membershipsExpiring.length} more</li>
            ) : null}
          </TodayBlock>
        </div>
      </div>
    </section>
  );
}
