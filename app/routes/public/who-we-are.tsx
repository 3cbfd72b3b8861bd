import { Link } from "react-router";
import type { Route } from "./+types/who-we-are";
import { PageHero } from "~/components/public/page-hero";
import { useSiteData } from "~/components/use-site-data";
import { pageMeta } from "~/components/page-meta";
import { loadSection } from "~/lib/load-section.server";
import { recordStoreOf } from "~/platform/records/record-store.server";
import { AWARD_TYPE } from "~/features/awards/award.type";
import { gallery, pageHeroOf } from "~/features/gallery/gallery.server";

/**
 * SPEC §1's six values, in the order whose first letters spell the hotel's name (UMODZI,
 * "unity" in Chichewa). Fixed copy: there is no record or setting for them.
 */
const HOTEL_VALUES = [
  { name: "Urgency", text: "We act promptly: a guest's request is handled now, not later." },
  { name: "Mutual respect", text: "We treat guests, colleagues and partners with courtesy and dignity, whoever they are." },
  { name: "Ownership", text: "Each of us owns the outcome of our work and sees a guest's request through to the end." },
  { name: "Delivery of excellent service", text: "We keep the five-star promise in every room, meal and meeting, every day." },
  { name: "Zeal", text: "We bring energy and warmth to our work and take pride in Malawian hospitality." },
  { name: "Integrity", text: "We are honest and fair in everything we do, and we keep our word." },
] as const;

/** The Awards page is linked once there is an award to show; the hero is the gallery picture staff chose for this page. */
export async function loader({ context }: Route.LoaderArgs) {
  const [awards, pictures] = await Promise.all([
    loadSection(context, "awards", () => recordStoreOf(AWARD_TYPE).list(context.db, null)),
    loadSection(context, "gallery", () => gallery.list(context.db, null)),
  ]);
  return { hasAwards: awards.items.length > 0, hero: pageHeroOf(pictures.items, "Who We Are") };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    image: loaderData?.hero?.picture.src ?? null,
    title: "Who We Are",
    description: "Our mission, our vision and the six values behind our service: Urgency, Mutual respect, Ownership, Delivery of excellent service, Zeal and Integrity.",
    path: "/WhoWeAre",
  });

export default function WhoWeArePage({ loaderData }: Route.ComponentProps) {
  const { settings } = useSiteData();
  return (
    <>
      <PageHero
        eyebrow="About us"
        title="Who We Are"
        lead={`${settings.hotelName}: a five-star hotel with 130 rooms, including 10 presidential suites, in Lilongwe's business district, with a convention centre for up to 1,500 guests and ${settings.villaCount} presidential villas.`}
        picture={loaderData.hero?.picture}
        pictureAlt={loaderData.hero?.name}
      />
      <section className="section" aria-labelledby="mission-title">
        <div className="wrap duo">
          <div className="duo-item">
            <h2 id="mission-title">Our Mission</h2>
            <p>
              To give every guest, delegate and member a world-class experience of Malawian hospitality: comfortable rooms, fine dining and
              flawless events, delivered by a team that cares.
            </p>
          </div>
          <div className="duo-item">
            <h2 id="vision-title">Our Vision</h2>
            <p>To be the first choice in Malawi and the region for business, leisure and conferences, and a landmark of Lilongwe.</p>
          </div>
        </div>
      </section>
      <section className="section section-tint" aria-labelledby="values-title">
        <div className="wrap">
          <div className="section-head">
            <p className="eyebrow">Our values</p>
            <h2 id="values-title">Six values, one word: UMODZI</h2>
            <p className="lead">Umodzi means unity. Its letters are the values our team works by.</p>
          </div>
          <ol className="values-list" role="list">
            {HOTEL_VALUES.map((value) => (
              <li key={value.name} className="value-item">
                <span className="value-letter" aria-hidden="true">
                  {value.name.charAt(0)}
                </span>
                <div>
                  <h3>{value.name}</h3>
                  <p>{value.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section className="section" aria-labelledby="people-title">
        <div className="wrap">
          <h2 id="people-title">Our people</h2>
          <ul className="link-list" role="list">
            <li>
              <Link to="/Managementeam" className="link-arrow">
                Meet the management team
              </Link>
            </li>
            <li>
              <Link to="/Boardteam" className="link-arrow">
                Meet the board members
              </Link>
            </li>
            {loaderData.hasAwards ? (
              <li>
                <Link to="/Awards" className="link-arrow">
                  Our awards and recognition
                </Link>
              </li>
            ) : null}
            <li>
              <Link to="/ContactUs" className="link-arrow">
                Contact us
              </Link>
            </li>
          </ul>
        </div>
      </section>
    </>
  );
}
