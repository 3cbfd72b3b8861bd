import { Link } from "react-router";
import type { Route } from "./+types/accommodation";
import { BookNowLink } from "~/components/public/book-now-link";
import { PageHero } from "~/components/public/page-hero";
import { PictureImage } from "~/components/public/picture-image";
import { RecordCards } from "~/components/public/record-cards";
import { SectionHead } from "~/components/public/section-head";
import { telHref } from "~/components/site-nav";
import { usePriceText, useSiteData } from "~/components/use-site-data";
import { listTeamCards } from "~/features/management-team/list-team.server";
import { HOUSEKEEPING_TEAM } from "~/features/management-team/positions";
import { ROOM_FALLBACK_DESCRIPTIONS } from "~/features/rooms/components/room-descriptions";
import { roomItems, rooms } from "~/features/rooms/rooms.server";
import { BookingBar } from "~/features/booking/components/booking-bar";
import { bookingBarProps } from "~/features/booking/booking-bar-options";
import { hotelDate } from "~/lib/hotel-date";
import { loadSection } from "~/lib/load-section.server";
import { messages } from "~/lib/messages";
import { pageMeta } from "~/components/page-meta";
import type { PageHandle } from "~/lib/page-handle";
import { languageOfPath } from "~/platform/i18n/language";
import { plainText, type TextIn, textIn } from "~/platform/records/translations";
import { langOf, Translated } from "~/components/public/translated";

/** SPEC §2's room cards on this page, in its order (the home page's filter matches "Executive Suite"). */
const ROOM_CARDS = ["Executive Suite", "Classic Twin", "Classic King"] as const;
const SUITE = "Presidential Suite";

/**
 * "Room material" (SPEC §2): each room type's items, room types in the order staff added them.
 * Items find their room by its English name; both show in the page's language.
 */
function groupItemsByRoom(items: readonly { name: string; itemName: TextIn }[], roomTitle: (name: string) => TextIn) {
  const groups = new Map<string, TextIn[]>();
  for (const item of items) groups.set(item.name, [...(groups.get(item.name) ?? []), item.itemName]);
  return [...groups].map(([room, list]) => ({ key: room, room: roomTitle(room), items: list }));
}

/** The query parameters this page reads (app/lib/page-handle.ts): the booking bar's problem after a search that did not add up. */
export const handle: PageHandle = { query: ["booking"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  // Rooms and items in the page's language (a Chichewa page under /ny/), English where staff gave none.
  const language = languageOfPath(new URL(request.url).pathname);
  const [roomList, items, team] = await Promise.all([
    loadSection(context, "rooms", () => rooms.list(context.db, null, language)),
    loadSection(context, "room items", () => roomItems.list(context.db, null, language)),
    loadSection(context, "housekeeping team", () => listTeamCards(context.db, HOUSEKEEPING_TEAM)),
  ]);
  const suite = roomList.items.find((room) => room.name === SUITE) ?? null;
  const english = (text: string): TextIn => (language === "en" ? { text } : { text, lang: "en" });
  const nameOf = (room: (typeof roomList.items)[number]) => textIn(room, "name", language) ?? english(room.name);
  const roomTitle = (name: string) => {
    const room = roomList.items.find((r) => r.name === name);
    return room ? nameOf(room) : english(name);
  };
  const itemNameOf = (item: (typeof items.items)[number]) => textIn(item, "itemName", language) ?? english(item.itemName);
  const cards = ROOM_CARDS.flatMap((name) => {
    const room = roomList.items.find((r) => r.name === name);
    if (!room) return [];
    const fallback = ROOM_FALLBACK_DESCRIPTIONS[room.name];
    // The fee is hidden unless staff set one (SPEC §3: default 0, hidden).
    return [{ id: room.id, title: nameOf(room), text: textIn(room, "description", language) ?? (fallback ? english(fallback) : null), picture: room.picture, fee: room.fee }];
  });
  return {
    failed: roomList.failed,
    suite: suite ? { name: nameOf(suite), description: textIn(suite, "description", language), picture: suite.picture } : null,
    // The carousel: the suite itself, then what it holds (its room items' pictures).
    slides: [
      ...(suite?.picture ? [{ id: `suite-${suite.id}`, caption: nameOf(suite), picture: suite.picture }] : []),
      ...items.items.filter((item) => item.name === SUITE && item.picture).map((item) => ({ id: `item-${item.id}`, caption: itemNameOf(item), picture: item.picture! })),
    ],
    materials: groupItemsByRoom(items.items.map((item) => ({ name: item.name, itemName: itemNameOf(item) })), roomTitle),
    materialsFailed: items.failed,
    cards: cards.map(({ fee, ...card }) => ({ ...card, from: fee > 0 ? fee : null })),
    team: team.items,
    booking: bookingBarProps("/accomodationService", roomList.items.map((room) => room.name), new URL(request.url), hotelDate()),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: "Accommodation",
    description:
      "130 rooms in Lilongwe's business district, with 10 presidential suites, Executive Suites, Classic King and Classic Twin rooms, presidential villas and long-lease offers.",
    path: "/accomodationService",
    image: loaderData?.suite?.picture?.src ?? null,
  });

export default function AccommodationPage({ loaderData }: Route.ComponentProps) {
  const { settings } = useSiteData();
  const price = usePriceText();
  const { suite, slides, materials, cards, team } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Accommodation"
        title="Rooms & Suites"
        lead="130 rooms in the heart of Lilongwe's business district, among them 10 presidential suites, each with the service of a five-star hotel."
        picture={suite?.picture}
      >
        <BookNowLink fallback="/booking" />
        <Link to="/villa" className="btn btn-ghost">
          Presidential Villas
        </Link>
      </PageHero>

      {/* Dates and party first: the answer (free rooms and prices) is one press away. */}
      <div className="booking-band">
        <div className="wrap">
          <BookingBar {...loaderData.booking} />
        </div>
      </div>

      <section className="section" aria-labelledby="suites-title">
        <div className="wrap">
          <SectionHead eyebrow="Presidential Suites" id="suites-title" title="Ten presidential suites">
            {suite?.description ? <Translated value={suite.description} /> : "70 m² with one king-size bed and two three-quarter beds, for up to four adults and two children."}
          </SectionHead>
          {slides.length > 0 ? (
            <ul className="carousel" role="list" aria-label="Presidential suite pictures" tabIndex={0}>
              {slides.map((slide) => (
                <li key={slide.id} className="carousel-slide">
                  <figure>
                    <PictureImage picture={slide.picture} alt={plainText(slide.caption)} sizes="(min-width: 64rem) 36rem, 85vw" />
                    <figcaption lang={langOf(slide.caption)}>{slide.caption.text}</figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          ) : null}
          <p className="section-link">
            Looking for a home of your own? <Link to="/villa" className="link-arrow">Discover the {settings.villaCount} presidential villas</Link>
          </p>
        </div>
      </section>

      <section className="section section-tint" aria-labelledby="rooms-title">
        <div className="wrap">
          <SectionHead eyebrow="Rooms" id="rooms-title" title="Suites and classic rooms" />
          {loaderData.failed ? (
            <p className="empty">{messages.roomDataUnavailable}</p>
          ) : (
            <RecordCards
              empty={messages.comingSoon}
              items={cards.map((card) => ({
                ...card,
                details: card.from !== null ? <p className="record-card-fact">From {price(card.from)} per night</p> : null,
              }))}
            />
          )}
        </div>
      </section>

      <section className="section" aria-labelledby="materials-title">
        <div className="wrap">
          <SectionHead eyebrow="In every room" id="materials-title" title="What your room holds" />
          {loaderData.materialsFailed ? (
            <p className="empty">{messages.roomDataUnavailable}</p>
          ) : materials.length === 0 ? (
            <p className="empty">{messages.comingSoon}</p>
          ) : (
            <div className="material-lists">
              {materials.map((group) => (
                <div key={group.key} className="material-list">
                  <h3 lang={langOf(group.room)}>{group.room.text}</h3>
                  <ul>
                    {group.items.map((item, index) => (
                      <li key={index} lang={langOf(item)}>
                        {item.text}
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          )}
          <p className="reservations-line">
            Reservations and enquiries: call <a href={telHref(settings.phone24h)}>{settings.phone24h}</a> (24 hours) or write to{" "}
            <a href={`mailto:${settings.email}`}>{settings.email}</a>.
          </p>
        </div>
      </section>

      <section className="section section-dark" aria-labelledby="vip-title">
        <div className="wrap split">
          <SectionHead eyebrow="Loyalty" id="vip-title" title="Presidential VIP Club">
            Members save {settings.vipBestRateDiscountPercent}% on the best available daily rate and earn {settings.vipAccommodationEarnPercent}% of
            what they spend on accommodation.
          </SectionHead>
          <p>
            <Link to="/VIPClub" className="btn btn-gold">
              Join the VIP Club
            </Link>
          </p>
        </div>
      </section>

      <section className="section" aria-labelledby="lease-title">
        <div className="wrap split">
          <SectionHead eyebrow="Extended stays" id="lease-title" title="Long Lease Offer">
            Staying for months rather than nights? Embassies, project teams and relocating families can make the hotel their home on a long
            lease, with housekeeping, security and every facility of the hotel included. Ask us for a quotation.
          </SectionHead>
          <p>
            <Link to="/ContactUs" className="btn btn-teal">
              Ask about a long lease
            </Link>
          </p>
        </div>
      </section>

      <section className="section section-tint" aria-labelledby="housekeeping-title">
        <div className="wrap">
          <SectionHead eyebrow="Our people" id="housekeeping-title" title="House Keeping Team">
            The team that keeps every room immaculate, day after day.
          </SectionHead>
          <RecordCards items={team} empty={messages.comingSoon} className="team-cards" />
        </div>
      </section>
    </>
  );
}
