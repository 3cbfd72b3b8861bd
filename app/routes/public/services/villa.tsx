import { Link } from "react-router";
import type { Route } from "./+types/villa";
import { BookNowLink } from "~/components/public/book-now-link";
import { PageHero } from "~/components/public/page-hero";
import { SectionHead } from "~/components/public/section-head";
import { useSiteData } from "~/components/use-site-data";
import { rooms } from "~/features/rooms/rooms.server";
import { ROOM_FALLBACK_DESCRIPTIONS } from "~/features/rooms/components/room-descriptions";
import { loadSection } from "~/lib/load-section.server";
import { pageMeta } from "~/components/page-meta";

const VILLA = "Presidential Villa";

const RESORT_AMENITIES = [
  { title: "Spa", text: "Massages and treatments, open daily from 7:00 AM to 9:00 PM." },
  { title: "Swimming pool", text: "A heated outdoor pool with a lifeguard, open every day from 7:00 AM to 4:00 PM." },
  { title: "Gym", text: "Open 24 hours a day, 7 days a week, on the hotel's second floor." },
  { title: "Restaurants & bars", text: "The hotel's restaurants and its three bars, a short walk from your door." },
];

const VILLA_AMENITIES = [
  "A private residence within the resort",
  "Living and dining rooms for family or guests",
  "Daily housekeeping by the hotel's team",
  "24-hour reception and security",
  "The spa, pool and gym close at hand",
  "Room service from the hotel's kitchens",
];

export async function loader({ context }: Route.LoaderArgs) {
  const list = await loadSection(context, "rooms", () => rooms.list(context.db, null));
  const villa = list.items.find((room) => room.name === VILLA);
  return { villa: villa ? { description: villa.description, picture: villa.picture } : null };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const count = matches[0]?.loaderData?.settings.villaCount;
  return pageMeta(matches, {
    title: "Presidential Villas",
    description: `${count ?? "Our"} presidential villas in Lilongwe: private residences within the resort, with the hotel's spa, restaurants and service at hand.`,
    path: "/villa",
    image: loaderData?.villa?.picture?.src ?? null,
  });
};

export default function VillaPage({ loaderData }: Route.ComponentProps) {
  const { settings } = useSiteData();
  const { villa } = loaderData;
  const count = settings.villaCount.toLocaleString("en-GB");
  return (
    <>
      <PageHero
        eyebrow="Presidential Villas"
        title={`${count} presidential ${settings.villaCount === 1 ? "villa" : "villas"}`}
        lead="A residence of your own within the resort, with the service of a five-star hotel a few steps away."
        picture={villa?.picture}
      >
        <BookNowLink fallback="/EventPlan" />
      </PageHero>

      <section className="section" aria-labelledby="villas-title">
        <div className="wrap split">
          <div>
            <SectionHead eyebrow="The villas" id="villas-title" title="Space, privacy and service">
              {villa?.description?.trim() || ROOM_FALLBACK_DESCRIPTIONS[VILLA]}
            </SectionHead>
            <ul className="benefits" role="list" aria-label="In every villa">
              {VILLA_AMENITIES.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div className="panel-art" aria-hidden="true">
            <span className="panel-figure" data-villa-count="">
              {count}
            </span>
            <span className="panel-caption">presidential villas</span>
          </div>
        </div>
      </section>

      <section className="section section-tint" aria-labelledby="amenities-title">
        <div className="wrap">
          <SectionHead eyebrow="Amenities" id="amenities-title" title="Everything the resort offers" />
          <ul className="feature-grid" role="list">
            {RESORT_AMENITIES.map((a) => (
              <li key={a.title} className="feature">
                <h3>{a.title}</h3>
                <p>{a.text}</p>
              </li>
            ))}
          </ul>
          <p className="actions">
            <Link to="/experience#spa" className="link-arrow">
              Visit the spa
            </Link>
            <BookNowLink fallback="/EventPlan" className="btn btn-teal" />
          </p>
        </div>
      </section>
    </>
  );
}
