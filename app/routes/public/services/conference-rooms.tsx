import type { Route } from "./+types/conference-rooms";
import { FigurePanel } from "~/components/public/figure-panel";
import { PageHero } from "~/components/public/page-hero";
import { ReadMore } from "~/components/public/read-more";
import { RecordCards } from "~/components/public/record-cards";
import { SectionHead } from "~/components/public/section-head";
import { CapacityChart, type CapacityRow } from "~/features/conference-rooms/components/capacity-chart";
import { EventKeyFigures } from "~/features/conference-rooms/components/event-key-figures";
import { CONVENTION_CENTRE as CENTRE, eventRoomCount, figure } from "~/features/conference-rooms/convention-centre";
import { eventSpaces, LAYOUTS, type LayoutKey, spaceName, spaceNameIn } from "~/features/conference-rooms/conference-room-choices";
import { textIn } from "~/platform/records/translations";
import { Translated } from "~/components/public/translated";
import { recordStoreOf } from "~/platform/records/record-store.server";
import { CONFERENCE_ROOM_TYPE } from "~/features/conference-rooms/conference-room.type";
import { conferenceCatalog, layoutKey } from "~/features/conference-rooms/components/conference-catalog";
import { loadSection } from "~/platform/runtime/load-section.server";
import { pageMeta } from "~/components/page-meta";
import { languageOfPath, type Language } from "~/platform/i18n/language";
import { Link } from "~/platform/i18n/localised-links";
import { useLanguage, useT } from "~/platform/i18n/use-t";
import { useSiteData } from "~/components/use-site-data";
import { eventVenueListing } from "~/features/search-listing/hotel-listing.server";
import { getSiteSettings } from "~/platform/settings/get-site-settings.server";
import { trustedOrigin } from "~/platform/runtime/public-origin.server";
import { recordsWords } from "~/platform/records/records-words";

const BANQUETING_HALL = "Banqueting Hall";

/** SPEC §2's banqueting hall, for the static layout shown when the conference records cannot be read. */
const BANQUETING_HALL_FIGURES: readonly { layout: LayoutKey; value: number }[] = [
  { layout: "cinema", value: 1500 },
  { layout: "classroom", value: 600 },
  { layout: "u_shape", value: 750 },
  { layout: "banquet", value: 900 },
  { layout: "cocktail", value: 1200 },
];

/** SPEC §2's room cards, named in the static layout. */
const ROOM_NAMES = ["Main Foyer", "SparrowHawk", "Ibis", "Sandpiper", "Pelican", "Heron"];

/** The audio-visual and supplies list, by catalogue key (conference.messages.json). */
const AV_AND_SUPPLIES = ["av.pa", "av.streaming", "av.projectors", "av.stage", "av.interpretation", "av.wifi", "av.flipCharts", "av.notepads", "av.water"] as const;

const people = new Intl.NumberFormat("en-GB");

/** The centre's figures as the messages name them; the rooms counted from the records (eventRoomCount). */
const centreFigures = (eventRooms: number) => ({
  rooms: eventRooms,
  area: figure(CENTRE.eventSpaceSquareMetres),
  seats: figure(CENTRE.largestRoomGuests),
  breakout: CENTRE.breakoutRooms,
});

const venueDescription = (language: Language, eventRooms: number) => conferenceCatalog.t(language, "venueDescription", centreFigures(eventRooms));

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
    loadSection(context, "conference rooms", () => recordStoreOf(CONFERENCE_ROOM_TYPE).list(context.db, null, language)),
  ]);
  const spaces = eventSpaces(list.items);
  // The figure counts the chart's rows: one source, so "13 event rooms" cannot sit over a chart of 12.
  const eventRooms = eventRoomCount(list.failed ? null : list.items);
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
    name: conferenceCatalog.t(language, "venueName", { hotel: settings.hotelName }),
    language,
    siteUrl: trustedOrigin(request, context.env),
    // Each room's name as the page shows it: its Chichewa one where staff gave it.
    spaces: spaces.map((s) => ({ name: spaceNameIn(s, language).text, most: mostGuests(s) })),
    fallbackCapacity: CENTRE.largestRoomGuests,
    description: venueDescription(language, eventRooms),
    amenities: AV_AND_SUPPLIES.map((key) => conferenceCatalog.t(language, key)),
    image: intro?.picture?.src ?? null,
  });
  return {
    listing,
    eventRooms,
    failed: list.failed,
    introPicture: intro?.picture ?? null,
    rows,
    hall: hall ? { id: hall.id, text: textIn(hall, "capacity", language), picture: hall.picture, layouts: rows.find((r) => r.id === hall.id)!.capacities } : null,
    rooms: spaces
      .filter((s) => s !== hall)
      .map((s) => ({ id: s.id, title: spaceNameIn(s, language), text: textIn(s, "capacity", language), picture: s.picture, most: mostGuests(s) })),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const language = languageOfPath(location.pathname);
  return pageMeta(matches, {
    title: conferenceCatalog.t(language, "metaTitle"),
    description: conferenceCatalog.t(language, "metaDescription", centreFigures(loaderData?.eventRooms ?? eventRoomCount(null))),
    path: "/ConferenceService",
    image: loaderData?.introPicture?.src ?? null,
    jsonLd: loaderData?.listing,
  });
};

export default function ConferencePage({ loaderData }: Route.ComponentProps) {
  const { failed, rows, hall, rooms, eventRooms } = loaderData;
  // The tour's calls to action only while the settings give a tour address.
  const { settings } = useSiteData();
  const language = useLanguage();
  const t = useT(conferenceCatalog);
  return (
    <>
      <PageHero eyebrow={t("eyebrow")} title={t("title")} picture={loaderData.introPicture}>
        <Link to="/EventPlan" className="btn btn-gold">
          {t("planEvent")}
        </Link>
        {settings.virtualTourUrl ? (
          <Link to="/virtualTourP" className="btn btn-ghost">
            {t("virtualTour")}
          </Link>
        ) : null}
      </PageHero>

      <section className="section" aria-labelledby="intro-title">
        <div className="wrap">
          <SectionHead eyebrow={t("introEyebrow")} id="intro-title" title={t("introTitle")} />
          <div className="prose">
            <p>{t("intro")}</p>
            <ReadMore>
              <p>{t("introMore1", centreFigures(eventRooms))}</p>
              <p>{t("introMore2")}</p>
            </ReadMore>
          </div>
        </div>
      </section>

      <section className="section section-dark" aria-labelledby="figures-title">
        <div className="wrap">
          <h2 id="figures-title" className="visually-hidden">
            {t("keyFigures")}
          </h2>
          <EventKeyFigures eventRooms={eventRooms} />
        </div>
      </section>

      {failed ? (
        <StaticVenues />
      ) : (
        <>
          <section className="section" aria-labelledby="chart-title">
            <div className="wrap">
              <SectionHead eyebrow={t("chartEyebrow")} id="chart-title" title={t("chartTitle")} />
              {rows.length === 0 ? (
                <p className="empty">{recordsWords.t(language, "comingSoon")}</p>
              ) : (
                <details className="collapsible" open>
                  <summary className="collapsible-toggle">{t("chartToggle")}</summary>
                  <CapacityChart rows={rows} />
                </details>
              )}
            </div>
          </section>

          <section className="section section-tint" aria-labelledby="hall-title">
            <div className="wrap split">
              <div>
                <SectionHead eyebrow="480 m²" id="hall-title" title={t("hallTitle")}>
                  {hall?.text ? <Translated value={hall.text} /> : t("hallFallback")}
                </SectionHead>
                <ul className="benefits" role="list">
                  {(hall
                    ? LAYOUTS.flatMap((l) => (hall.layouts[l.key] === null ? [] : [{ layout: l.key, value: hall.layouts[l.key]! }]))
                    : BANQUETING_HALL_FIGURES
                  ).map((f) => (
                    <li key={f.layout}>{t("layoutPeople", { layout: t(layoutKey(f.layout)), people: people.format(f.value) })}</li>
                  ))}
                </ul>
              </div>
              <FigurePanel picture={hall?.picture} alt={t("hallTitle")} figure={figure(CENTRE.largestRoomGuests)} caption={t("seatsCaption")} />
            </div>
          </section>

          <section className="section" aria-labelledby="rooms-title">
            <div className="wrap">
              <SectionHead eyebrow={t("roomsEyebrow")} id="rooms-title" title={t("roomsTitle")} />
              <RecordCards
                empty={recordsWords.t(language, "comingSoon")}
                items={rooms.map((room) => ({
                  ...room,
                  details: room.most !== null ? <p className="record-card-fact">{t("upTo", { people: people.format(room.most) })}</p> : null,
                }))}
              />
            </div>
          </section>
        </>
      )}

      <section className="section section-tint" aria-labelledby="av-title">
        <div className="wrap">
          <SectionHead eyebrow={t("avEyebrow")} id="av-title" title={t("avTitle")} />
          <details className="collapsible">
            <summary className="collapsible-toggle">{t("avToggle")}</summary>
            <ul className="check-list">
              {AV_AND_SUPPLIES.map((item) => (
                <li key={item}>{t(item)}</li>
              ))}
            </ul>
          </details>
          <p className="actions">
            <Link to="/EventPlan" className="btn btn-teal">
              {t("requestQuote")}
            </Link>
            {settings.virtualTourUrl ? (
              <Link to="/virtualTourP" className="link-arrow">
                {t("takeTour")}
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
  const t = useT(conferenceCatalog);
  const list = BANQUETING_HALL_FIGURES.map((f) => `${t(layoutKey(f.layout)).toLowerCase()} ${people.format(f.value)}`).join(", ");
  return (
    <section className="section" aria-labelledby="venues-title" data-static-layout="">
      <div className="wrap prose">
        <SectionHead eyebrow={t("venuesEyebrow")} id="venues-title" title={t("venuesTitle")} />
        <h3>{t("hallTitle")}</h3>
        <p>{t("staticHall", { list })}</p>
        <h3>{t("staticAuditorium")}</h3>
        <p>{t("staticSeating", { seats: figure(CENTRE.largestRoomGuests) })}</p>
        <h3>{t("staticRooms")}</h3>
        <p>{t("staticRoomsText", { names: ROOM_NAMES.join(", ") })}</p>
      </div>
    </section>
  );
}
