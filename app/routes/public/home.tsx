import { Link, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/home";
import { SectionHead } from "~/components/public/section-head";
import { useSiteData } from "~/components/use-site-data";
import { splitHotelName } from "~/components/wordmark";
import { rooms as roomStore } from "~/features/rooms/rooms.server";
import { EventKeyFigures } from "~/features/events/components/event-key-figures";
import { RoomCard, type RoomCardData } from "~/features/rooms/components/room-card";
import { RoomFilters } from "~/features/rooms/components/room-filters";
import { ROOM_FILTERS, type RoomFilterSlug } from "~/features/rooms/room-types";
import { DEFAULT_SITE_SETTINGS } from "~/features/settings/site-settings";
import { messages } from "~/lib/messages";

interface RoomsData {
  filter: RoomFilterSlug;
  rooms: RoomCardData[];
  /** Listing failed: the section says so and the rest of the page still renders. */
  failed: boolean;
}

/** `?room=<slug>` picks a ROOM_FILTERS entry; the filtering happens here, so it needs no JS. */
export async function loader({ request, context }: Route.LoaderArgs): Promise<RoomsData> {
  const slug = new URL(request.url).searchParams.get("room");
  const filter = ROOM_FILTERS.find((f) => f.slug === slug) ?? ROOM_FILTERS[0];
  try {
    const rooms = await roomStore.list(context.db, null);
    const shown = filter.matches === null ? rooms : rooms.filter((room) => room.name === filter.matches);
    // Only what a card shows is sent: the fee stays hidden (SPEC §3).
    const cards: RoomCardData[] = shown.map(({ id, name, description, picture }) => ({ id, name, description, picture }));
    return { filter: filter.slug, rooms: cards, failed: false };
  } catch (error) {
    // The rest of the home page is still worth showing; the rooms section says what failed.
    console.error("home: listing rooms failed", error);
    return { filter: filter.slug, rooms: [], failed: true };
  }
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const name = matches[0]?.loaderData?.settings.hotelName ?? DEFAULT_SITE_SETTINGS.hotelName;
  const siteUrl = matches[0]?.loaderData?.siteUrl;
  return [
    { title: `${name} | Five-star hotel in Lilongwe, Malawi` },
    {
      name: "description",
      content: `${name}: a five-star hotel in Lilongwe's business district with 130 rooms, presidential suites and villas, restaurants, a spa and a convention centre for up to 1,500 guests.`,
    },
    ...(siteUrl ? [{ tagName: "link", rel: "canonical", href: `${siteUrl}/` }] : []),
  ];
};

function plural(count: number, one: string, many: string) {
  return `${count.toLocaleString("en-GB")} ${count === 1 ? one : many}`;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { settings } = useSiteData();
  const villas = plural(settings.villaCount, "presidential villa", "presidential villas");
  const [heroName, heroTagline] = splitHotelName(settings.hotelName);

  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
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
            Welcome to a five-star hotel in the heart of Lilongwe’s business district: 130 rooms including 10
            presidential suites, a convention centre for gatherings of up to 1,500 guests, and {villas}.
          </p>
          <p className="actions">
            <Link to="/booking" className="btn btn-gold">
              Book Now
            </Link>
            <Link to="/virtualTour" className="btn btn-ghost">
              Take a virtual tour
            </Link>
          </p>
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
          <div className="panel-art" aria-hidden="true">
            <span className="panel-figure">{settings.villaCount.toLocaleString("en-GB")}</span>
            <span className="panel-caption">presidential villas</span>
          </div>
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
            <OfferCard to="/leisure-activities" title="Activities" tone="a">
              Go-carts, aerobics and the play centre. Mon–Fri 9:00–22:00, Sat 10:00–22:00, Sun 12:00–22:00.
            </OfferCard>
            <OfferCard to="/promotions" title="Promotion" tone="b">
              Seasonal rates and weekend specials on rooms, dining and more.
            </OfferCard>
            <OfferCard to="/festive" title="Festive" tone="c">
              Celebrate Christmas, New Year and Easter with us.
            </OfferCard>
          </ul>
        </div>
      </section>

      <section className="section section-dark" aria-labelledby="events-title">
        <div className="wrap">
          <SectionHead eyebrow="Events & Meetings" id="events-title" title="A convention centre built for occasions">
            Summits, conferences, banquets and weddings: a 1,500-seat auditorium, a 480&nbsp;m² banqueting hall and rooms for
            every size of meeting, with audio-visual support on hand.
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
          <ul className="benefits" role="list">
            <li>Earn 10% of your accommodation and dining spend</li>
            <li>A guaranteed 10% off the best available daily rate</li>
            <li>5% off advertised specials and weekend price-breaker rates</li>
            <li>Up to 35% off dining: 25% dining alone, 35% for two, 30% for three, 25% for groups of 4 to 12</li>
            <li>Points for every MWK 10,000 you spend</li>
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
    </>
  );
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
          130 rooms and suites, from Classic King rooms to presidential suites, each with the service of a five-star
          hotel.
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

function OfferCard(props: { to: string; title: string; tone: "a" | "b" | "c"; children: string | string[] }) {
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
          <p className="card-more" aria-hidden="true">
            Discover
          </p>
        </div>
      </article>
    </li>
  );
}
