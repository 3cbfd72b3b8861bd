import { useLocation, useNavigation } from "react-router";
import type { PageHandle } from "~/lib/page-handle";
import type { Route } from "./+types/home";
import { SectionHead } from "~/components/public/section-head";
import { usePriceText, useSiteData } from "~/components/use-site-data";
import { splitHotelName } from "~/components/wordmark";
import { recordStoreOf } from "~/platform/records/record-store.server";
import { ROOM_TYPE } from "~/features/rooms/room.type";
import { RoomCard, type RoomCardData } from "~/features/rooms/components/room-card";
import { roomFallbackDescription } from "~/features/rooms/room-fallbacks";
import { textIn } from "~/platform/records/translations";
import { publicRoomRate } from "~/features/rooms/room-rate";
import { RoomFilters } from "~/features/rooms/components/room-filters";
import { type RoomFilter, roomFiltersOf } from "~/features/rooms/room-filters";
import { roomCardsCatalog } from "~/features/rooms/components/room-cards-catalog";
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from "~/platform/settings/site-settings";
import { ReservationBar } from "~/features/reservations/components/reservation-bar";
import { barRoomTypes, reservationBarProps } from "~/features/reservations/reservation-bar-options";
import { EventKeyFigures } from "~/features/conference-rooms/components/event-key-figures";
import { CONVENTION_CENTRE, eventRoomCount, figure } from "~/features/conference-rooms/convention-centre";
import { CONFERENCE_ROOM_TYPE } from "~/features/conference-rooms/conference-room.type";
import { GALLERY_TYPE } from "~/features/gallery/picture.type";
import { ACTIVITY_TYPE } from "~/features/offers/activity.type";
import { FESTIVAL_TYPE } from "~/features/offers/festival.type";
import { PROMOTION_TYPE } from "~/features/offers/promotion.type";
import type { Picture } from "~/platform/media/picture";
import { HeroVideo } from "~/features/videos/components/hero-video";
import { VIDEO_TYPE } from "~/features/videos/video.type";
import { PARTNER_TYPE } from "~/features/partners/partner.type";
import { FigurePanel } from "~/components/public/figure-panel";
import { PictureImage } from "~/components/public/picture-image";
import { hotelDate } from "~/lib/dates";
import { loadSection } from "~/platform/runtime/load-section.server";
import { pageMeta } from "~/components/page-meta";
import { useRichT } from "~/components/public/rich-message";
import type { MessageValues } from "~/platform/i18n/catalog";
import { languageOfPath } from "~/platform/i18n/language";
import { Link } from "~/platform/i18n/localised-links";
import { useLanguage, useT } from "~/platform/i18n/use-t";
import { homeWords } from "./home-catalog";
import { homeMetaWords } from "./home-meta.server";
import { hotelListing } from "~/features/search-listing/hotel-listing.server";
import { getSiteSettings } from "~/platform/settings/get-site-settings.server";
import { trustedOrigin } from "~/platform/runtime/public-origin.server";
import { roomsWords } from "~/features/rooms/rooms-words";
import { recordsWords } from "~/platform/records/records-words";
import { TrustSection } from "./home-trust";
import { loadTrust } from "./home-trust.server";

/** The query parameters this page reads (app/lib/page-handle.ts). `?room=` filters the rooms; `?booking=` is the reservation bar's problem, sent back by /booking-search. */
export const handle: PageHandle = { query: ["room", "booking"] };

interface RoomsData {
  /** The chips, one per room type (room-filters.ts), and the one chosen. */
  filters: RoomFilter[];
  filter: string;
  rooms: RoomCardData[];
  /** Listing failed: the section says so and the rest of the page still renders. */
  failed: boolean;
}

interface HeroData {
  /** The first gallery picture, shown at once; the video (if any) plays over it. */
  poster: Picture | null;
  video: { src: string; type: string } | null;
}

function videoType(src: string): string {
  return src.toLowerCase().endsWith(".webm") ? "video/webm" : "video/mp4";
}

/** `?room=<slug>` picks a room type's chip; the filtering happens here, so it needs no JS. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The rooms' names and descriptions in the page's language (the Chichewa home page is /ny).
  const language = languageOfPath(url.pathname);
  const slug = url.searchParams.get("room");
  // Each section read may fail on its own: the section says so (or stays empty), the rest of
  // the page still renders, and the page is for this visitor only (loadSection).
  const [settings, roomList, pictures, videoList, activityList, promotionList, festiveList, partnerList, conferenceList, trust] = await Promise.all([
    getSiteSettings(context.db),
    loadSection(context, "home rooms", () => recordStoreOf(ROOM_TYPE).list(context.db, null, language)),
    loadSection(context, "home gallery", () => recordStoreOf(GALLERY_TYPE).list(context.db, null)).then((s) => s.items),
    loadSection(context, "home videos", () => recordStoreOf(VIDEO_TYPE).list(context.db, null)).then((s) => s.items),
    loadSection(context, "home activities", () => recordStoreOf(ACTIVITY_TYPE).list(context.db, null)).then((s) => s.items),
    loadSection(context, "home promotions", () => recordStoreOf(PROMOTION_TYPE).list(context.db, null)).then((s) => s.items),
    loadSection(context, "home festive offers", () => recordStoreOf(FESTIVAL_TYPE).list(context.db, null)).then((s) => s.items),
    loadSection(context, "home partner logos", () => recordStoreOf(PARTNER_TYPE).list(context.db, null)).then((s) => s.items),
    // The events section's room count is the Events page's: the rooms its capacity chart lists.
    loadSection(context, "home event rooms", () => recordStoreOf(CONFERENCE_ROOM_TYPE).list(context.db, null)),
    loadTrust(context, language),
  ]);
  const allRooms = roomList.failed ? null : roomList.items;
  // The lowest rate staff gave in each group of offers; none when every rate is 0 (not given).
  const lowestRate = (list: { fee: number }[]) => {
    const rates = list.map((o) => o.fee).filter((fee) => fee > 0);
    return rates.length ? Math.min(...rates) : null;
  };
  const offerPrices = { activities: lowestRate(activityList), promotions: lowestRate(promotionList), festive: lowestRate(festiveList) };
  // Each room type named once per language: its chip, card and the bar's list say the same.
  const named = (allRooms ?? []).map((room) => ({ name: room.name, title: textIn(room, "name", language) ?? { text: room.name, ...(language === "en" ? {} : { lang: "en" as const }) } }));
  const filters = roomFiltersOf(named, roomCardsCatalog.t(language, "allRooms"));
  const filter = filters.find((f) => f.slug === slug) ?? filters[0]!;
  const shown = (allRooms ?? []).filter((room) => filter.matches === null || room.name === filter.matches);
  // Only what a card shows is sent; a rate appears as "from MWK" only where staff gave one.
  const cards: RoomCardData[] = shown.map((room) => {
    const { id, name, description, picture, fee } = room;
    // No description at all: SPEC's words for the room type, in the page's language, written here so they never travel in the page's scripts.
    const fallback = roomFallbackDescription(name, language);
    return {
      id,
      name,
      description,
      picture,
      fromPrice: publicRoomRate(fee),
      title: textIn(room, "name", language) ?? { text: name, ...(language === "en" ? {} : { lang: "en" as const }) },
      text: textIn(room, "description", language) ?? (fallback ? { text: fallback } : null),
    };
  });
  const rooms: RoomsData = { filters, filter: filter.slug, rooms: cards, failed: allRooms === null };

  const firstVideo = videoList.find((v) => v.video);
  const hero: HeroData = {
    poster: pictures.find((p) => p.picture)?.picture ?? null,
    video: firstVideo?.video ? { src: firstVideo.video, type: videoType(firstVideo.video) } : null,
  };

  // The villas' panel shows the Presidential Villa's own picture when staff have given one.
  const villaPicture = allRooms?.find((room) => room.name === "Presidential Villa")?.picture ?? null;
  return {
    ...rooms,
    hero,
    villaPicture,
    offerPrices,
    eventRooms: eventRoomCount(conferenceList.failed ? null : conferenceList.items),
    trust,
    // Only logos with a picture, and only what the slider shows.
    partners: partnerList.flatMap(({ id, name, link, picture }) => (picture ? [{ id, name, link, picture }] : [])),
    reservationBar: reservationBarProps("/", barRoomTypes(named), url, hotelDate()),
    // The hotel as search engines list it: built here so none of its code reaches the browser.
    listing: hotelListing({
      settings,
      siteUrl: trustedOrigin(request, context.env),
      rooms: allRooms,
      image: hero.poster?.src ?? null,
      description: homeMetaWords.t(language, "metaDescription", { name: settings.hotelName }),
    }),
    meta: { title: homeMetaWords.t(language, "metaTitle", { name: settings.hotelName }), description: homeMetaWords.t(language, "metaDescription", { name: settings.hotelName }) },
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const name = matches[0]?.loaderData?.settings.hotelName ?? DEFAULT_SITE_SETTINGS.hotelName;
  // The loader wrote them in the page's language (home-meta.server.ts).
  return pageMeta(matches, {
    title: loaderData?.meta.title ?? name,
    titleNamesHotel: true,
    description: loaderData?.meta.description ?? "",
    path: "/",
    image: loaderData?.hero.poster?.src ?? null,
    jsonLd: loaderData?.listing,
  });
};

type HomeT = (key: Parameters<typeof homeWords.t>[1], values?: MessageValues) => string;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { settings, light } = useSiteData();
  const t = useT(homeWords);
  const [heroName, heroTagline] = splitHotelName(settings.hotelName);
  const { hero, reservationBar, offerPrices } = loaderData;

  return (
    <>
      <section className={hero.poster ? "hero hero-photo" : "hero"} aria-labelledby="hero-title">
        {hero.poster && (
          <div className="hero-backdrop" aria-hidden="true">
            <PictureImage picture={hero.poster} alt="" sizes="100vw" className="hero-media" priority />
            {/* Light mode: the poster alone (docs/decisions/044-light-mode.md). */}
            {hero.video && !light && <HeroVideo src={hero.video.src} type={hero.video.type} />}
          </div>
        )}
        <div className="wrap hero-inner">
          <p className="eyebrow">
            <span className="stars" aria-hidden="true">
              ★★★★★
            </span>{" "}
            {t("place")}
          </p>
          <h1 id="hero-title">
            <span className="hero-name">{heroName}</span>
            {heroTagline && (
              <>
                {" "}
                <span className="hero-tagline">{heroTagline}</span>
              </>
            )}
          </h1>
          <p className="lead">{t("lead", { guests: figure(CONVENTION_CENTRE.largestRoomGuests), villas: settings.villaCount })}</p>
          <p className="actions">
            <Link to="/booking" className="btn btn-gold">
              {t("bookNow")}
            </Link>
            {settings.virtualTourUrl ? (
              <Link to="/virtualTour" className="btn btn-ghost">
                {t("takeVirtualTour")}
              </Link>
            ) : null}
          </p>
          <ReservationBar {...reservationBar} />
        </div>
      </section>

      <RoomsSection {...loaderData} />

      {/* Beside the rooms a guest is weighing: other guests' words, the awards, the stay's times. */}
      <TrustSection {...loaderData.trust} />

      <section className="section" aria-labelledby="amenities-title">
        <div className="wrap">
          <SectionHead eyebrow={t("amenities")} id="amenities-title" title={t("amenitiesTitle")}>
            {t("amenitiesLead")}
          </SectionHead>
          <ul className="feature-grid" role="list">
            <li className="feature">
              <h3>{t("spa")}</h3>
              <p>{t("spaText")}</p>
            </li>
            <li className="feature">
              <h3>{t("pool")}</h3>
              <p>{t("poolText")}</p>
            </li>
            <li className="feature">
              <h3>{t("play")}</h3>
              <p>{t("playText")}</p>
            </li>
            <li className="feature">
              <h3>{t("bars")}</h3>
              <p>{t("barsText")}</p>
            </li>
          </ul>
          <p className="section-link">
            <Link to="/experience" className="link-arrow">
              {t("allExperiences")}
            </Link>
          </p>
        </div>
      </section>

      <section className="section section-tint" aria-labelledby="villas-title">
        <div className="wrap split">
          <FigurePanel
            picture={loaderData.villaPicture}
            alt={t("villaAlt")}
            figure={settings.villaCount.toLocaleString("en-GB")}
            caption={t("villasCaption")}
          />
          <div>
            <SectionHead eyebrow={t("villasEyebrow")} id="villas-title" title={t("villasTitle")}>
              {t("villasLead", { count: settings.villaCount })}
            </SectionHead>
            <p>
              <Link to="/villa" className="btn btn-teal">
                {t("discoverVillas")}
              </Link>
            </p>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="offers-title">
        <div className="wrap">
          <SectionHead eyebrow={t("offers")} id="offers-title" title={t("offersTitle")} />
          <ul className="card-grid" role="list">
            <OfferCard to="/leisure-activities" title={t("offer.activities")} tone="a" fromPrice={offerPrices.activities}>
              {t("offer.activitiesText")}
            </OfferCard>
            <OfferCard to="/promotions" title={t("offer.promotion")} tone="b" fromPrice={offerPrices.promotions}>
              {t("offer.promotionText")}
            </OfferCard>
            <OfferCard to="/festive" title={t("offer.festive")} tone="c" fromPrice={offerPrices.festive}>
              {t("offer.festiveText")}
            </OfferCard>
          </ul>
        </div>
      </section>

      <section className="section section-dark" aria-labelledby="events-title">
        <div className="wrap">
          <SectionHead eyebrow={t("events")} id="events-title" title={t("eventsTitle")}>
            {t("eventsLead")}
          </SectionHead>
          <EventKeyFigures eventRooms={loaderData.eventRooms} />
          <p className="actions">
            <Link to="/ConferenceService" className="btn btn-gold">
              {t("exploreVenues")}
            </Link>
            <Link to="/EventPlan" className="btn btn-ghost">
              {t("planEvent")}
            </Link>
          </p>
        </div>
      </section>

      <section className="section" aria-labelledby="vip-title">
        <div className="wrap split">
          <div>
            <SectionHead eyebrow={t("loyalty")} id="vip-title" title="Presidential VIP Club">
              {t("vipLead")}
            </SectionHead>
            <p>
              <Link to="/VIPClub" className="btn btn-teal">
                {t("joinVip")}
              </Link>
            </p>
          </div>
          <ul className="benefits" role="list" data-testid="vip-benefits">
            {vipBenefits(settings, t).map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section-tint" aria-labelledby="dining-title">
        <div className="wrap duo">
          <article className="duo-item">
            <SectionHead eyebrow={t("dining")} id="dining-title" title={t("diningTitle")} />
            <p>{t("diningText")}</p>
            <p>
              <Link to="/RestrauntService" className="link-arrow">
                {t("exploreDining")}
              </Link>
            </p>
          </article>
          <article className="duo-item" aria-labelledby="gym-title">
            <SectionHead eyebrow={t("fitness")} id="gym-title" title={t("gymTitle")} />
            <p>{t("gymText")}</p>
            <p>
              <Link to="/Health%26Wellness" className="link-arrow">
                {t("wellness")}
              </Link>
            </p>
          </article>
        </div>
      </section>

      {/* Only while the settings give a tour address: no call to action leads to an empty page. */}
      {settings.virtualTourUrl ? (
        <section className="section section-dark tour" aria-labelledby="tour-title">
          <div className="wrap tour-inner">
            <SectionHead eyebrow={t("tour")} id="tour-title" title={t("tourTitle")}>
              {t("tourLead")}
            </SectionHead>
            <p>
              <Link to="/virtualTour" className="btn btn-gold">
                {t("takeTour")}
              </Link>
            </p>
          </div>
        </section>
      ) : null}

      <LogoSlider partners={loaderData.partners} />
    </>
  );
}

/** SPEC §1's VIP benefits, every figure from the settings staff keep (DECISIONS §4). Percentages as staff wrote them (`String`, never regrouped). */
function vipBenefits(s: SiteSettings, t: HomeT): string[] {
  const earn =
    s.vipAccommodationEarnPercent === s.vipDiningEarnPercent
      ? t("vip.earnBoth", { percent: String(s.vipAccommodationEarnPercent) })
      : t("vip.earnEach", { accommodation: String(s.vipAccommodationEarnPercent), dining: String(s.vipDiningEarnPercent) });
  const diningTop = Math.max(s.vipDiningDiscountAlonePercent, s.vipDiningDiscountTwoPercent, s.vipDiningDiscountThreePercent, s.vipDiningDiscountGroupPercent);
  return [
    earn,
    t("vip.bestRate", { percent: String(s.vipBestRateDiscountPercent) }),
    t("vip.specials", { percent: String(s.vipSpecialsDiscountPercent) }),
    t("vip.dining", {
      top: String(diningTop),
      alone: String(s.vipDiningDiscountAlonePercent),
      two: String(s.vipDiningDiscountTwoPercent),
      three: String(s.vipDiningDiscountThreePercent),
      group: String(s.vipDiningDiscountGroupPercent),
    }),
    t("vip.points", { points: s.vipPointsPer10000Mwk }),
  ];
}

function RoomsSection({ rooms, filters, filter, failed }: RoomsData) {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // While a filter click is refetching, dim the current cards rather than blank them.
  const busy = navigation.state === "loading" && navigation.location.pathname === pathname;
  const activeLabel = filters.find((f) => f.slug === filter)?.label.text ?? "";
  const t = useT(homeWords);
  const language = useLanguage();

  return (
    <section className="section" id="rooms" aria-labelledby="rooms-title">
      <div className="wrap">
        <SectionHead eyebrow={t("stay")} id="rooms-title" title={t("roomsTitle")}>
          {t("roomsLead")}
        </SectionHead>
        <p id="room-filter-label" className="visually-hidden">
          {t("roomFilterLabel")}
        </p>
        <RoomFilters filters={filters} active={filter} labelledBy="room-filter-label" />
        <p className="visually-hidden" role="status">
          {failed ? "" : t("roomsShown", { label: activeLabel, count: rooms.length })}
        </p>
        {failed ? (
          <p className="empty">{roomsWords.t(language, "roomDataUnavailable")}</p>
        ) : rooms.length === 0 ? (
          <p className="empty">{recordsWords.t(language, "comingSoon")}</p>
        ) : (
          <ul className="card-grid" role="list" aria-busy={busy || undefined} data-busy={busy || undefined}>
            {rooms.map((room, index) => (
              <li key={room.id}>
                <RoomCard room={room} priority={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function OfferCard(props: { to: string; title: string; tone: "a" | "b" | "c"; fromPrice: number | null; children: string | string[] }) {
  const price = usePriceText();
  const t = useT(homeWords);
  const rich = useRichT(homeWords);
  return (
    <li>
      <article className={`card offer-card tone-${props.tone}`}>
        <div className="card-body">
          <h3 className="card-title">
            <Link to={props.to} className="card-link">
              {props.title}
            </Link>
          </h3>
          <p>{props.children}</p>
          {props.fromPrice !== null && (
            <p className="card-price">{rich("offer.from", { price: <strong>{price(props.fromPrice)}</strong> })}</p>
          )}
          <p className="card-more" aria-hidden="true">
            {t("offer.discover")}
          </p>
        </div>
      </article>
    </li>
  );
}

/**
 * SPEC §2's logo slider: partners' logos in a row that scrolls sideways (swipe, trackpad or
 * keyboard), snapping logo by logo. It never moves by itself, so nobody has to stop it
 * (WCAG 2.2.2); the logos load lazily, below the fold.
 */
function LogoSlider({ partners }: { partners: { id: number; name: string; link: string; picture: Picture }[] }) {
  const t = useT(homeWords);
  if (partners.length === 0) return null;
  return (
    <section className="section partners" aria-labelledby="partners-title">
      <div className="wrap">
        <h2 id="partners-title" className="partners-title">
          {t("partners")}
        </h2>
        {/* Focusable, so a keyboard can scroll the row even where no logo is a link. */}
        <ul className="logo-slider" role="list" tabIndex={0} aria-label={t("partnerLogos")}>
          {partners.map((p) => (
            <li key={p.id}>
              {p.link ? (
                <a href={p.link} rel="noopener noreferrer" target="_blank">
                  <PictureImage picture={p.picture} alt={t("partnerSite", { name: p.name })} sizes="10rem" />
                </a>
              ) : (
                <PictureImage picture={p.picture} alt={p.name} sizes="10rem" />
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
