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
import { roomFallbackDescription } from "~/features/rooms/room-fallbacks";
import { recordStoreOf } from "~/platform/records/record-store.server";
import { ROOM_ITEM_TYPE } from "~/features/rooms/room-item.type";
import { ROOM_TYPE } from "~/features/rooms/room.type";
import { ReservationBar } from "~/features/reservations/components/reservation-bar";
import { barRoomTypes, reservationBarProps } from "~/features/reservations/reservation-bar-options";
import { hotelDate } from "~/lib/dates";
import { loadSection } from "~/platform/runtime/load-section.server";
import { pageMeta } from "~/components/page-meta";
import type { PageHandle } from "~/lib/page-handle";
import { defineCatalog } from "~/platform/i18n/catalog";
import { languageOfPath } from "~/platform/i18n/language";
import { Link } from "~/platform/i18n/localised-links";
import { useRichT } from "~/components/public/rich-message";
import { useLanguage, useT } from "~/platform/i18n/use-t";
import { type TextIn, textIn } from "~/platform/records/translations";
import { langOf, Translated } from "~/components/public/translated";
import source from "./accommodation.messages.json";
import { roomsWords } from "~/features/rooms/rooms-words";
import { recordsWords } from "~/platform/records/records-words";

const catalog = defineCatalog(source);

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

/** The query parameters this page reads (app/lib/page-handle.ts): the reservation bar's problem after a search that did not add up. */
export const handle: PageHandle = { query: ["booking"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  // Rooms and items in the page's language (a Chichewa page under /ny/), English where staff gave none.
  const language = languageOfPath(new URL(request.url).pathname);
  const [roomList, items, team] = await Promise.all([
    loadSection(context, "rooms", () => recordStoreOf(ROOM_TYPE).list(context.db, null, language)),
    loadSection(context, "room items", () => recordStoreOf(ROOM_ITEM_TYPE).list(context.db, null, language)),
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
    // No description at all: SPEC's words for the room type, from the catalogue in the page's language.
    const fallback = roomFallbackDescription(room.name, language);
    // The fee is hidden unless staff set one (SPEC §3: default 0, hidden).
    return [{ id: room.id, title: nameOf(room), text: textIn(room, "description", language) ?? (fallback ? { text: fallback } : null), picture: room.picture, fee: room.fee }];
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
    reservationBar: reservationBarProps("/accomodationService", barRoomTypes(roomList.items.map((room) => ({ name: room.name, title: nameOf(room) }))), new URL(request.url), hotelDate()),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const language = languageOfPath(location.pathname);
  return pageMeta(matches, {
    title: catalog.t(language, "metaTitle"),
    description: catalog.t(language, "metaDescription"),
    path: "/accomodationService",
    image: loaderData?.suite?.picture?.src ?? null,
  });
};

export default function AccommodationPage({ loaderData }: Route.ComponentProps) {
  const { settings } = useSiteData();
  const price = usePriceText();
  const { suite, slides, materials, cards, team } = loaderData;
  const language = useLanguage();
  const t = useT(catalog);
  const rich = useRichT(catalog);
  return (
    <>
      <PageHero eyebrow={t("eyebrow")} title={t("title")} lead={t("lead")} picture={suite?.picture}>
        <BookNowLink fallback="/booking" />
        <Link to="/villa" className="btn btn-ghost">
          {t("villas")}
        </Link>
      </PageHero>

      {/* Dates and party first: the answer (free rooms and prices) is one press away. */}
      <div className="booking-band">
        <div className="wrap">
          <ReservationBar {...loaderData.reservationBar} />
        </div>
      </div>

      <section className="section" aria-labelledby="suites-title">
        <div className="wrap">
          <SectionHead eyebrow={t("suitesEyebrow")} id="suites-title" title={t("suitesTitle")}>
            {suite?.description ? <Translated value={suite.description} /> : t("suitesFallback")}
          </SectionHead>
          {slides.length > 0 ? (
            <ul className="carousel" role="list" aria-label={t("suitePictures")} tabIndex={0}>
              {slides.map((slide) => (
                <li key={slide.id} className="carousel-slide">
                  <figure>
                    <PictureImage picture={slide.picture} alt={slide.caption} sizes="(min-width: 64rem) 36rem, 85vw" />
                    <figcaption lang={langOf(slide.caption)}>{slide.caption.text}</figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          ) : null}
          <p className="section-link">
            {rich("villaLine", {
              link: (
                <Link to="/villa" className="link-arrow">
                  {t("villaLink", { count: settings.villaCount })}
                </Link>
              ),
            })}
          </p>
        </div>
      </section>

      <section className="section section-tint" aria-labelledby="rooms-title">
        <div className="wrap">
          <SectionHead eyebrow={t("roomsEyebrow")} id="rooms-title" title={t("roomsTitle")} />
          {loaderData.failed ? (
            <p className="empty">{roomsWords.t(language, "roomDataUnavailable")}</p>
          ) : (
            <RecordCards
              empty={recordsWords.t(language, "comingSoon")}
              items={cards.map((card) => ({
                ...card,
                details: card.from !== null ? <p className="record-card-fact">{t("fromPerNight", { price: price(card.from) })}</p> : null,
              }))}
            />
          )}
        </div>
      </section>

      <section className="section" aria-labelledby="materials-title">
        <div className="wrap">
          <SectionHead eyebrow={t("materialsEyebrow")} id="materials-title" title={t("materialsTitle")} />
          {loaderData.materialsFailed ? (
            <p className="empty">{roomsWords.t(language, "roomDataUnavailable")}</p>
          ) : materials.length === 0 ? (
            <p className="empty">{recordsWords.t(language, "comingSoon")}</p>
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
            {rich("reservationsLine", {
              phone: <a href={telHref(settings.phone24h)}>{settings.phone24h}</a>,
              email: <a href={`mailto:${settings.email}`}>{settings.email}</a>,
            })}
          </p>
        </div>
      </section>

      <section className="section section-dark" aria-labelledby="vip-title">
        <div className="wrap split">
          <SectionHead eyebrow={t("vipEyebrow")} id="vip-title" title={t("vipTitle")}>
            {t("vipText", { discount: settings.vipBestRateDiscountPercent, earn: settings.vipAccommodationEarnPercent })}
          </SectionHead>
          <p>
            <Link to="/VIPClub" className="btn btn-gold">
              {t("joinVip")}
            </Link>
          </p>
        </div>
      </section>

      <section className="section" aria-labelledby="lease-title">
        <div className="wrap split">
          <SectionHead eyebrow={t("leaseEyebrow")} id="lease-title" title={t("leaseTitle")}>
            {t("leaseText")}
          </SectionHead>
          <p>
            <Link to="/ContactUs" className="btn btn-teal">
              {t("leaseButton")}
            </Link>
          </p>
        </div>
      </section>

      <section className="section section-tint" aria-labelledby="housekeeping-title">
        <div className="wrap">
          <SectionHead eyebrow={t("teamEyebrow")} id="housekeeping-title" title={t("teamTitle")}>
            {t("teamText")}
          </SectionHead>
          <RecordCards items={team} empty={recordsWords.t(language, "comingSoon")} className="team-cards" />
        </div>
      </section>
    </>
  );
}
