import { Link } from "react-router";
import type { Route } from "./+types/conference-rooms";
import { FigurePanel } from "~/components/public/figure-panel";
import { PageHero } from "~/components/public/page-hero";
import { ReadMore } from "~/components/public/read-more";
import { RecordCards } from "~/components/public/record-cards";
import { SectionHead } from "~/components/public/section-head";
import { CapacityChart, type CapacityRow } from "~/features/conference-rooms/components/capacity-chart";
import { EventKeyFigures } from "~/features/conference-rooms/components/event-key-figures";
import { CONVENTION_CENTRE as CENTRE, figure } from "~/features/conference-rooms/convention-centre";
import { LAYOUTS, type LayoutKey, spaceName, spaceNameIn } from "~/features/conference-rooms/conference-room-choices";
import { languageOfPath } from "~/platform/i18n/language";
import { textIn } from "~/platform/records/translations";
import { Translated } from "~/components/public/translated";
import { conferenceRooms } from "~/features/conference-rooms/conference-rooms.server";
import { loadSection } from "~/lib/load-section.server";
import { messages } from "~/lib/messages";
import { pageMeta } from "~/components/page-meta";
import { useSiteData } from "~/components/use-site-data";
import { eventVenueListing } from "~/features/search-listing/hotel-listing.server";
import { getSiteSettings } from "~/platform/settings/get-site-settings.server";
import { trustedOrigin } from "~/lib/public-origin.server";

const BANQUETING_HALL = "Banqueting Hall";

/** SPEC §2's banqueting hall, for the static layout shown when the conference records cannot be read. */
const BANQUETING_HALL_FIGURES = [
  { label: "Cinema", value: 1500 },
  { label: "Classroom", value: 600 },
  { label: "U-shape", value: 750 },
  { label: "Banquet", value: 900 },
  { label: "Cocktail", value: 1200 },
];

/** SPEC §2's room cards, named in the static layout. */
const ROOM_NAMES = ["Main Foyer", "SparrowHawk", "Ibis", "Sandpiper", "Pelican", "Heron"];

const AV_AND_SUPPLIES = [
  "PA system with wired and wireless microphones",
  "Live streaming of your sessions",
  "Projectors and large screens",
  "Stage, podium and lectern",
  "Simultaneous interpretation booths on request",
  "High-speed Wi-Fi throughout the convention centre",
  "Flip charts, whiteboards and markers",
  "Notepads, pens and mints for every delegate",
  "Still water and refreshments at every seat",
];

const people = new Intl.NumberFormat("en-GB");

const VENUE_DESCRIPTION = `Convention centre with ${CENTRE.eventRooms} event rooms, ${figure(CENTRE.eventSpaceSquareMetres)} m² of event space and ${CENTRE.breakoutRooms} breakout rooms.`;

/** The most guests any of a space's layouts seats; null when staff gave no figures. */
function mostGuests(space: Record<LayoutKey, number | null>): number | null {
  const most = Math.max(0, ...LAYOUTS.map((l) => space[l.key] ?? 0));
  return most > 0 ? most : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  // Halls, rooms and capacities in the page's language (a Chichewa page under /ny/), English where staff gave none.
  const language = languageOfPath(new URL(request.url).pathname);
  const [settings, list] = await Promise.all([
    getSiteSettings(context.db),
    loadSection(context, "conference rooms", () => conferenceRooms.list(context.db, null, language)),
  ]);
  const spaces = list.items.filter((s) => s.name !== "main");
  const rows: CapacityRow[] = spaces.map((s) => ({
    id: s.id,
    name: spaceName(s),
    title: spaceNameIn(s, language),
    capacities: { cinema: s.cinema, classroom: s.classroom, u_shape: s.u_shape, boardroom: s.boardroom, banquet: s.banquet, cocktail: s.cocktail },
  }));
  const hall = spaces.find((s) => s.name === BANQUETING_HALL && s.fee === "main");
  const intro = list.items.find((s) => s.name === "main");
  // The venue as search engines list it, from the same records; built here so its code stays on the server.
  const listing = eventVenueListing({
    settings,
    siteUrl: trustedOrigin(request, context.env),
    spaces: spaces.map((s) => ({ name: spaceName(s), most: mostGuests(s) })),
    fallbackCapacity: CENTRE.largestRoomGuests,
    description: VENUE_DESCRIPTION,
    amenities: AV_AND_SUPPLIES,
    image: intro?.picture?.src ?? null,
  });
  return {
    listing,
    failed: list.failed,
    introPicture: intro?.picture ?? null,
    rows,
    hall: hall ? { id: hall.id, text: textIn(hall, "capacity", language), picture: hall.picture, layouts: rows.find((r) => r.id === hall.id)!.capacities } : null,
    rooms: spaces
      .filter((s) => s !== hall)
      .map((s) => ({ id: s.id, title: spaceNameIn(s, language), text: textIn(s, "capacity", language), picture: s.picture, most: mostGuests(s) })),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: "Events & Meetings",
    description: `${CENTRE.eventRooms} event rooms and ${figure(CENTRE.eventSpaceSquareMetres)} m² of space in Lilongwe: a ${figure(CENTRE.largestRoomGuests)}-seat auditorium, a 480 m² banqueting hall and ${CENTRE.breakoutRooms} breakout rooms, with audio-visual support.`,
    path: "/ConferenceService",
    image: loaderData?.introPicture?.src ?? null,
    jsonLd: loaderData?.listing,
  });

export default function ConferencePage({ loaderData }: Route.ComponentProps) {
  const { failed, rows, hall, rooms } = loaderData;
  // The tour's calls to action only while the settings give a tour address.
  const { settings } = useSiteData();
  return (
    <>
      <PageHero eyebrow="Events & Meetings" title="A convention centre built for occasions" picture={loaderData.introPicture}>
        <Link to="/EventPlan" className="btn btn-gold">
          Plan your event
        </Link>
        {settings.virtualTourUrl ? (
          <Link to="/virtualTourP" className="btn btn-ghost">
            Virtual tour
          </Link>
        ) : null}
      </PageHero>

      <section className="section" aria-labelledby="intro-title">
        <div className="wrap">
          <SectionHead eyebrow="The convention centre" id="intro-title" title="Summits, conferences, banquets and weddings" />
          <div className="prose">
            <p>
              From a board meeting of twelve to a summit of fifteen hundred, the convention centre gives every gathering a room that fits, with
              the hotel's kitchens, rooms and service a few steps away.
            </p>
            <ReadMore>
              <p>
                The auditorium seats {figure(CENTRE.largestRoomGuests)} people, the Banqueting Hall spreads over 480 m² for gala dinners and
                receptions, and {CENTRE.breakoutRooms} breakout rooms take committee sessions, workshops and interviews. The Main Foyer welcomes delegates for registration, exhibitions and
                cocktails.
              </p>
              <p>
                Our events team plans every detail with you: seating layouts, audio-visual support, live streaming, catering from coffee
                breaks to banquets, and rooms for your delegates.
              </p>
            </ReadMore>
          </div>
        </div>
      </section>

      <section className="section section-dark" aria-labelledby="figures-title">
        <div className="wrap">
          <h2 id="figures-title" className="visually-hidden">
            Key figures
          </h2>
          <EventKeyFigures />
        </div>
      </section>

      {failed ? (
        <StaticVenues />
      ) : (
        <>
          <section className="section" aria-labelledby="chart-title">
            <div className="wrap">
              <SectionHead eyebrow="Capacities" id="chart-title" title="Capacity chart" />
              {rows.length === 0 ? (
                <p className="empty">{messages.comingSoon}</p>
              ) : (
                <details className="collapsible" open>
                  <summary className="collapsible-toggle">Show or hide the capacity chart</summary>
                  <CapacityChart rows={rows} />
                </details>
              )}
            </div>
          </section>

          <section className="section section-tint" aria-labelledby="hall-title">
            <div className="wrap split">
              <div>
                <SectionHead eyebrow="480 m²" id="hall-title" title="The Banqueting Hall">
                  {hall?.text ? <Translated value={hall.text} /> : "480 m² for conferences, banquets and receptions."}
                </SectionHead>
                <ul className="benefits" role="list">
                  {hall
                    ? LAYOUTS.flatMap((l) => (hall.layouts[l.key] === null ? [] : [<li key={l.key}>{`${l.label}: ${people.format(hall.layouts[l.key]!)} people`}</li>]))
                    : BANQUETING_HALL_FIGURES.map((f) => <li key={f.label}>{`${f.label}: ${people.format(f.value)} people`}</li>)}
                </ul>
              </div>
              <FigurePanel picture={hall?.picture} alt="The Banqueting Hall" figure={figure(CENTRE.largestRoomGuests)} caption="seats in the auditorium" />
            </div>
          </section>

          <section className="section" aria-labelledby="rooms-title">
            <div className="wrap">
              <SectionHead eyebrow="Rooms" id="rooms-title" title="Halls and breakout rooms" />
              <RecordCards
                empty={messages.comingSoon}
                items={rooms.map((room) => ({
                  ...room,
                  details: room.most !== null ? <p className="record-card-fact">Up to {people.format(room.most)} people</p> : null,
                }))}
              />
            </div>
          </section>
        </>
      )}

      <section className="section section-tint" aria-labelledby="av-title">
        <div className="wrap">
          <SectionHead eyebrow="Equipment" id="av-title" title="Audio-visual and supplies" />
          <details className="collapsible">
            <summary className="collapsible-toggle">Show the audio-visual and supplies list</summary>
            <ul className="check-list">
              {AV_AND_SUPPLIES.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </details>
          <p className="actions">
            <Link to="/EventPlan" className="btn btn-teal">
              Request a quotation
            </Link>
            {settings.virtualTourUrl ? (
              <Link to="/virtualTourP" className="link-arrow">
                Take the virtual tour
              </Link>
            ) : null}
          </p>
        </div>
      </section>
    </>
  );
}

/** SPEC §4: when the conference records cannot be read, the page keeps SPEC's facts as plain text. */
function StaticVenues() {
  return (
    <section className="section" aria-labelledby="venues-title" data-static-layout="">
      <div className="wrap prose">
        <SectionHead eyebrow="Venues" id="venues-title" title="Our venues" />
        <h3>The Banqueting Hall</h3>
        <p>
          480 m²: {BANQUETING_HALL_FIGURES.map((f) => `${f.label.toLowerCase()} ${people.format(f.value)}`).join(", ")}.
        </p>
        <h3>The auditorium</h3>
        <p>{`Seating for ${figure(CENTRE.largestRoomGuests)} people.`}</p>
        <h3>Rooms</h3>
        <p>{ROOM_NAMES.join(", ")} and more breakout rooms: ask our events team for the capacities of each.</p>
      </div>
    </section>
  );
}
