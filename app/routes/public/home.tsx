import { Link, useLocation, useNavigation } from "react-router";
import type { PageHandle } from "~/lib/page-handle";
import type { Route } from "./+types/home";
import { SectionHead } from "~/components/public/section-head";
import { usePriceText, useSiteData } from "~/components/use-site-data";
import { splitHotelName } from "~/components/wordmark";
import { rooms as roomStore } from "~/features/rooms/rooms.server";
import { RoomCard, type RoomCardData } from "~/features/rooms/components/room-card";
import { ROOM_FALLBACK_DESCRIPTIONS } from "~/features/rooms/components/room-descriptions";
import { languageOfPath } from "~/platform/i18n/language";
import { textIn } from "~/platform/records/translations";
import { publicRoomRate } from "~/features/rooms/room-rate";
import { RoomFilters } from "~/features/rooms/components/room-filters";
import { ROOM_FILTERS, type RoomFilterSlug } from "~/features/rooms/room-types";
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from "~/platform/settings/site-settings";
import { BookingBar } from "~/features/booking/components/booking-bar";
import { bookingBarProps } from "~/features/booking/booking-bar-options";
import { EventKeyFigures } from "~/features/conference-rooms/components/event-key-figures";
import { CONVENTION_CENTRE, figure } from "~/features/conference-rooms/convention-centre";
import { gallery } from "~/features/gallery/gallery.server";
import { activities, festivals, promotions } from "~/features/offers/offers.server";
import type { Picture } from "~/platform/media/picture";
import { HeroVideo } from "~/features/videos/components/hero-video";
import { videos } from "~/features/videos/videos.server";
import { partners as partnerStore } from "~/features/partners/partners.server";
import { FigurePanel } from "~/components/public/figure-panel";
import { PictureImage } from "~/components/public/picture-image";
import { hotelDate } from "~/lib/hotel-date";
import { loadSection } from "~/lib/load-section.server";
import { messages } from "~/lib/messages";
import { pageMeta } from "~/components/page-meta";
import { hotelListing } from "~/features/search-listing/hotel-listing.server";
import { getSiteSettings } from "~/platform/settings/get-site-settings.server";
import { trustedOrigin } from "~/lib/public-origin.server";

/** The query parameters this page reads (app/lib/page-handle.ts). `?room=` filters the rooms; `?booking=` is the booking bar's problem, sent back by /booking-search. */
export const handle: PageHandle = { query: ["room", "booking"] };

interface RoomsData {
  filter: RoomFilterSlug;
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

/** `?room=<slug>` picks a ROOM_FILTERS entry; the filtering happens here, so it needs no JS. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The rooms' names and descriptions in the page's language (the Chichewa home page is /ny).
  const language = languageOfPath(url.pathname);
  const slug = url.searchParams.get("room");
  const filter = ROOM_FILTERS.find((f) => f.slug === slug) ?? ROOM_FILTERS[0];
  // Each section read may fail on its own: the section says so (or stays empty), the rest of
  // the page still renders, and the page is for this visitor only (loadSection).
  const [settings, roomList, pictures, videoList, activityList, promotionList, festiveList, partnerList] = await Promise.all([
    getSiteSettings(context.db),
    loadSection(context, "home rooms", () => roomStore.list(context.db, null, language)),
    loadSection(context, "home gallery", () => gallery.list(context.db, null)).then((s) => s.items),
    loadSection(context, "home videos", () => videos.list(context.db, null)).then((s) => s.items),
    loadSection(context, "home activities", () => activities.list(context.db, null)).then((s) => s.items),
    loadSection(context, "home promotions", () => promotions.list(context.db, null)).then((s) => s.items),
    loadSection(context, "home festive offers", () => festivals.list(context.db, null)).then((s) => s.items),
    loadSection(context, "home partner logos", () => partnerStore.list(context.db, null)).then((s) => s.items),
  ]);
  const allRooms = roomList.failed ? null : roomList.items;
  // The lowest rate staff gave in each group of offers; none when every rate is 0 (not given).
  const lowestRate = (list: { fee: number }[]) => {
    const rates = list.map((o) => o.fee).filter((fee) => fee > 0);
    return rates.length ? Math.min(...rates) : null;
  };
  const offerPrices = { activities: lowestRate(activityList), promotions: lowestRate(promotionList), festive: lowestRate(festiveList) };
  const shown = (allRooms ?? []).filter((room) => filter.matches === null || room.name === filter.matches);
  // Only what a card shows is sent; a rate appears as "from MWK" only where staff gave one.
  const cards: RoomCardData[] = shown.map((room) => {
    const { id, name, description, picture, fee } = room;
    const card: RoomCardData = { id, name, description, picture, fromPrice: publicRoomRate(fee) };
    if (language === "en") return card;
    const fallback = description?.trim() || ROOM_FALLBACK_DESCRIPTIONS[name];
    return { ...card, title: textIn(room, "name", language) ?? { text: name, lang: "en" }, text: textIn(room, "description", language) ?? (fallback ? { text: fallback, lang: "en" } : null) };
  });
  const rooms: RoomsData = { filter: filter.slug, rooms: cards, failed: allRooms === null };

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
    // Only logos with a picture, and only what the slider shows.
    partners: partnerList.flatMap(({ id, name, link, picture }) => (picture ? [{ id, name, link, picture }] : [])),
    booking: bookingBarProps("/", (allRooms ?? []).map((r) => r.name), url, hotelDate()),
    // The hotel as search engines list it: built here so none of its code reaches the browser.
    listing: hotelListing({ settings, siteUrl: trustedOrigin(request, context.env), rooms: allRooms, image: hero.poster?.src ?? null }),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const name = matches[0]?.loaderData?.settings.hotelName ?? DEFAULT_SITE_SETTINGS.hotelName;
  return pageMeta(matches, {
    title: `${name} | Five-star hotel in Lilongwe, Malawi`,
    titleNamesHotel: true,
    description: `${name}: a five-star hotel in Lilongwe's business district with rooms, presidential suites and villas, restaurants, a spa and a convention centre.`,
    path: "/",
    image: loaderData?.hero.poster?.src ?? null,
    jsonLd: loaderData?.listing,
  });
};

function plural(count: number, one: string, many: string) {
  return `${count.toLocaleString("en-GB")} ${count === 1 ? one : many}`;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { settings } = useSiteData();
  const villas = plural(settings.villaCount, "presidential villa", "presidential villas");
  const [heroName, heroTagline] = splitHotelName(settings.hotelName);
  const { hero, booking, offerPrices } = loaderData;
  const largest = ` for gatherings of up to ${figure(CONVENTION_CENTRE.largestRoomGuests)} guests`;

  return (
    <>
      <section className={hero.poster ? "hero hero-photo" : "hero"} aria-labelledby="hero-title">
        {hero.poster && (
          <div className="hero-backdrop" aria-hidden="true">
            <PictureImage picture={hero.poster} alt="" sizes="100vw" className="hero-media" priority />
            {hero.video && <HeroVideo src={hero.video.src} type={hero.video.type} />}
          </div>
        )}
        <div className="wrap hero-inner">
          <p className="eyebrow">
            <span className="stars" aria-hidden="true">
              ★★★★★
            </span>{" "}
            Lilongwe, Malawi
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
          <p className="lead">
            Welcome to a five-star hotel in the heart of Lilongwe’s business district: rooms and presidential suites, a
            convention centre{largest}, and {villas}.
          </p>
          <p className="actions">
            <Link to="/booking" className="btn btn-gold">
              Book Now
            </Link>
            {settings.virtualTourUrl ? (
              <Link to="/virtualTour" className="btn btn-ghost">
                Take a virtual tour
              </Link>
            ) : null}
          </p>
          <BookingBar {...booking} />
        </div>
      </section>

      <RoomsSection {...loaderData} />

      <section className="section" aria-labelledby="amenities-title">
        <div className="wrap">
          <SectionHead eyebrow="Amenities" id="amenities-title" title="Everything within the grounds">
            Unwind between meetings or make a weekend of it, without leaving the hotel.
          </SectionHead>
          <ul className="feature-grid" role="list">
            <li className="feature">
              <h3>Spa</h3>
              <p>Massages and treatments, open daily from 7:00 to 21:00.</p>
            </li>
            <li className="feature">
              <h3>Swimming pool</h3>
              <p>A heated outdoor pool with a lifeguard and towels provided, open every day from 7:00 to 16:00.</p>
            </li>
            <li className="feature">
              <h3>Play centre &amp; go-carts</h3>
              <p>Activities for children and families, with go-carts and aerobics classes through the week.</p>
            </li>
            <li className="feature">
              <h3>Bars &amp; terraces</h3>
              <p>The Afroma Terrace, the Bush Bar and the Wild Orchid, with happy hours and live entertainment.</p>
            </li>
          </ul>
          <p className="section-link">
            <Link to="/experience" className="link-arrow">
              All experiences
            </Link>
          </p>
        </div>
      </section>

      <section className="section section-tint" aria-labelledby="villas-title">
        <div className="wrap split">
          <FigurePanel
            picture={loaderData.villaPicture}
            alt="A presidential villa"
            figure={settings.villaCount.toLocaleString("en-GB")}
            caption="presidential villas"
          />
          <div>
            <SectionHead eyebrow="Presidential Villas" id="villas-title" title="A residence of your own">
              {`${villas.charAt(0).toUpperCase()}${villas.slice(1)}: private residences within the resort for guests who want a home of their own, with the spa and the hotel's restaurants and bars close at hand.`}
            </SectionHead>
            <p>
              <Link to="/villa" className="btn btn-teal">
                Discover the villas
              </Link>
            </p>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="offers-title">
        <div className="wrap">
          <SectionHead eyebrow="Offers" id="offers-title" title="Activities, promotions and festive offers" />
          <ul className="card-grid" role="list">
            <OfferCard to="/leisure-activities" title="Activities" tone="a" fromPrice={offerPrices.activities}>
              Go-carts, aerobics and the play centre. Mon–Fri 9:00–22:00, Sat 10:00–22:00, Sun 12:00–22:00.
            </OfferCard>
            <OfferCard to="/promotions" title="Promotion" tone="b" fromPrice={offerPrices.promotions}>
              Seasonal rates and weekend specials on rooms, dining and more.
            </OfferCard>
            <OfferCard to="/festive" title="Festive" tone="c" fromPrice={offerPrices.festive}>
              Celebrate Christmas, New Year and Easter with us.
            </OfferCard>
          </ul>
        </div>
      </section>

      <section className="section section-dark" aria-labelledby="events-title">
        <div className="wrap">
          <SectionHead eyebrow="Events & Meetings" id="events-title" title="A convention centre built for occasions">
            Summits, conferences, banquets and weddings: an auditorium, a banqueting hall and rooms for every size of
            meeting, with audio-visual support on hand.
          </SectionHead>
          <EventKeyFigures />
          <p className="actions">
            <Link to="/ConferenceService" className="btn btn-gold">
              Explore venues
            </Link>
            <Link to="/EventPlan" className="btn btn-ghost">
              Plan your event
            </Link>
          </p>
        </div>
      </section>

      <section className="section" aria-labelledby="vip-title">
        <div className="wrap split">
          <div>
            <SectionHead eyebrow="Loyalty" id="vip-title" title="Presidential VIP Club">
              Membership rewards every stay and every meal.
            </SectionHead>
            <p>
              <Link to="/VIPClub" className="btn btn-teal">
                Join the VIP Club
              </Link>
            </p>
          </div>
          <ul className="benefits" role="list" data-testid="vip-benefits">
            {vipBenefits(settings).map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section section-tint" aria-labelledby="dining-title">
        <div className="wrap duo">
          <article className="duo-item">
            <SectionHead eyebrow="Dining" id="dining-title" title="Restaurants & bars" />
            <p>
              From breakfast to a late supper, and sundowners on the Afroma Terrace, where happy hour runs from 17:00 to
              19:00 with two drinks for the price of one.
            </p>
            <p>
              <Link to="/RestrauntService" className="link-arrow">
                Explore dining
              </Link>
            </p>
          </article>
          <article className="duo-item" aria-labelledby="gym-title">
            <SectionHead eyebrow="Fitness" id="gym-title" title="Gym, open 24 hours" />
            <p>Train on your own schedule: the gym is open 24 hours a day, 7 days a week, on the second floor.</p>
            <p>
              <Link to="/Health%26Wellness" className="link-arrow">
                Health &amp; Wellness
              </Link>
            </p>
          </article>
        </div>
      </section>

      {/* Only while the settings give a tour address: no call to action leads to an empty page. */}
      {settings.virtualTourUrl ? (
        <section className="section section-dark tour" aria-labelledby="tour-title">
          <div className="wrap tour-inner">
            <SectionHead eyebrow="Virtual tour" id="tour-title" title="Look around before you arrive">
              Walk through the rooms, the convention centre and the grounds in 360°.
            </SectionHead>
            <p>
              <Link to="/virtualTour" className="btn btn-gold">
                Take a tour
              </Link>
            </p>
          </div>
        </section>
      ) : null}

      <LogoSlider partners={loaderData.partners} />
    </>
  );
}

/** SPEC §1's VIP benefits, every figure from the settings staff keep (DECISIONS §4). */
function vipBenefits(s: SiteSettings): string[] {
  const earn =
    s.vipAccommodationEarnPercent === s.vipDiningEarnPercent
      ? `Earn ${s.vipAccommodationEarnPercent}% of your accommodation and dining spend`
      : `Earn ${s.vipAccommodationEarnPercent}% of your accommodation spend and ${s.vipDiningEarnPercent}% of your dining spend`;
  const diningTop = Math.max(s.vipDiningDiscountAlonePercent, s.vipDiningDiscountTwoPercent, s.vipDiningDiscountThreePercent, s.vipDiningDiscountGroupPercent);
  return [
    earn,
    `A guaranteed ${s.vipBestRateDiscountPercent}% off the best available daily rate`,
    `${s.vipSpecialsDiscountPercent}% off advertised specials and weekend price-breaker rates`,
    `Up to ${diningTop}% off dining: ${s.vipDiningDiscountAlonePercent}% dining alone, ${s.vipDiningDiscountTwoPercent}% for two, ${s.vipDiningDiscountThreePercent}% for three, ${s.vipDiningDiscountGroupPercent}% for groups of 4 to 12`,
    `${plural(s.vipPointsPer10000Mwk, "point", "points")} for every MWK 10,000 you spend`,
  ];
}

function RoomsSection({ rooms, filter, failed }: RoomsData) {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // While a filter click is refetching, dim the current cards rather than blank them.
  const busy = navigation.state === "loading" && navigation.location.pathname === pathname;
  const activeLabel = ROOM_FILTERS.find((f) => f.slug === filter)?.label ?? "";

  return (
    <section className="section" id="rooms" aria-labelledby="rooms-title">
      <div className="wrap">
        <SectionHead eyebrow="Stay" id="rooms-title" title="Rooms & suites">
          From Classic King rooms to presidential suites, each with the service of a five-star hotel.
        </SectionHead>
        <p id="room-filter-label" className="visually-hidden">
          Show rooms by type
        </p>
        <RoomFilters active={filter} labelledBy="room-filter-label" />
        <p className="visually-hidden" role="status">
          {failed ? "" : `${activeLabel}: ${plural(rooms.length, "room", "rooms")} shown`}
        </p>
        {failed ? (
          <p className="empty">{messages.roomDataUnavailable}</p>
        ) : rooms.length === 0 ? (
          <p className="empty">{messages.comingSoon}</p>
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
            <p className="card-price">
              from <strong>{price(props.fromPrice)}</strong>
            </p>
          )}
          <p className="card-more" aria-hidden="true">
            Discover
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
  if (partners.length === 0) return null;
  return (
    <section className="section partners" aria-labelledby="partners-title">
      <div className="wrap">
        <h2 id="partners-title" className="partners-title">
          Our partners
        </h2>
        {/* Focusable, so a keyboard can scroll the row even where no logo is a link. */}
        <ul className="logo-slider" role="list" tabIndex={0} aria-label="Partner logos, scroll sideways for more">
          {partners.map((p) => (
            <li key={p.id}>
              {p.link ? (
                <a href={p.link} rel="noopener noreferrer" target="_blank">
                  <PictureImage picture={p.picture} alt={`${p.name} (opens their website)`} sizes="10rem" />
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
