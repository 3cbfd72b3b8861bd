import type { Route } from "./+types/who-we-are";
import { PageHero } from "~/components/public/page-hero";
import { useSiteData } from "~/components/use-site-data";
import { pageMeta } from "~/components/page-meta";
import { loadSection } from "~/platform/runtime/load-section.server";
import { recordStoreOf } from "~/platform/records/record-store.server";
import { AWARD_TYPE } from "~/features/awards/award.type";
import { pageHeroOf } from "~/features/gallery/gallery.server";
import { GALLERY_TYPE } from "~/features/gallery/picture.type";
import { defineCatalog } from "~/platform/i18n/catalog";
import { languageOfPath } from "~/platform/i18n/language";
import { Link } from "~/platform/i18n/localised-links";
import { useT } from "~/platform/i18n/use-t";
import source from "./who-we-are.messages.json";

const words = defineCatalog(source);

/**
 * SPEC §1's six values, in the order whose first letters spell the hotel's name (UMODZI,
 * "unity" in Chichewa). Fixed copy: there is no record or setting for them. The letters are
 * the English names' in both languages (the Chichewa names carry the English in brackets).
 */
const HOTEL_VALUES = [
  { letter: "U", name: "value.urgency", text: "value.urgencyText" },
  { letter: "M", name: "value.respect", text: "value.respectText" },
  { letter: "O", name: "value.ownership", text: "value.ownershipText" },
  { letter: "D", name: "value.delivery", text: "value.deliveryText" },
  { letter: "Z", name: "value.zeal", text: "value.zealText" },
  { letter: "I", name: "value.integrity", text: "value.integrityText" },
] as const;

/** The Awards page is linked once there is an award to show; the hero is the gallery picture staff chose for this page. */
export async function loader({ context }: Route.LoaderArgs) {
  const [awards, pictures] = await Promise.all([
    loadSection(context, "awards", () => recordStoreOf(AWARD_TYPE).list(context.db, null)),
    loadSection(context, "gallery", () => recordStoreOf(GALLERY_TYPE).list(context.db, null)),
  ]);
  return { hasAwards: awards.items.length > 0, hero: pageHeroOf(pictures.items, "Who We Are") };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const language = languageOfPath(location.pathname);
  return pageMeta(matches, {
    image: loaderData?.hero?.picture.src ?? null,
    title: words.t(language, "title"),
    description: words.t(language, "metaDescription"),
    path: "/WhoWeAre",
  });
};

export default function WhoWeArePage({ loaderData }: Route.ComponentProps) {
  const { settings } = useSiteData();
  const t = useT(words);
  return (
    <>
      <PageHero
        eyebrow={t("eyebrow")}
        title={t("title")}
        lead={t("lead", { hotel: settings.hotelName, villas: String(settings.villaCount) })}
        picture={loaderData.hero?.picture}
        pictureAlt={loaderData.hero?.name}
      />
      <section className="section" aria-labelledby="mission-title">
        <div className="wrap duo">
          <div className="duo-item">
            <h2 id="mission-title">{t("mission")}</h2>
            <p>{t("missionText")}</p>
          </div>
          <div className="duo-item">
            <h2 id="vision-title">{t("vision")}</h2>
            <p>{t("visionText")}</p>
          </div>
        </div>
      </section>
      <section className="section section-tint" aria-labelledby="values-title">
        <div className="wrap">
          <div className="section-head">
            <p className="eyebrow">{t("valuesEyebrow")}</p>
            <h2 id="values-title">{t("valuesTitle")}</h2>
            <p className="lead">{t("valuesLead")}</p>
          </div>
          <ol className="values-list" role="list">
            {HOTEL_VALUES.map((value) => (
              <li key={value.letter} className="value-item">
                <span className="value-letter" aria-hidden="true">
                  {value.letter}
                </span>
                <div>
                  <h3>{t(value.name)}</h3>
                  <p>{t(value.text)}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <section className="section" aria-labelledby="people-title">
        <div className="wrap">
          <h2 id="people-title">{t("people")}</h2>
          <ul className="link-list" role="list">
            <li>
              <Link to="/Managementeam" className="link-arrow">
                {t("meetManagement")}
              </Link>
            </li>
            <li>
              <Link to="/Boardteam" className="link-arrow">
                {t("meetBoard")}
              </Link>
            </li>
            {loaderData.hasAwards ? (
              <li>
                <Link to="/Awards" className="link-arrow">
                  {t("awards")}
                </Link>
              </li>
            ) : null}
            <li>
              <Link to="/ContactUs" className="link-arrow">
                {t("contact")}
              </Link>
            </li>
          </ul>
        </div>
      </section>
    </>
  );
}
