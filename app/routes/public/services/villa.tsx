import type { Route } from "./+types/villa";
import { BookNowLink } from "~/components/public/book-now-link";
import { PageHero } from "~/components/public/page-hero";
import { SectionHead } from "~/components/public/section-head";
import { useSiteData } from "~/components/use-site-data";
import { recordStoreOf } from "~/platform/records/record-store.server";
import { ROOM_TYPE } from "~/features/rooms/room.type";
import { loadSection } from "~/platform/runtime/load-section.server";
import { pageMeta } from "~/components/page-meta";
import { languageOfPath } from "~/platform/i18n/language";
import { Link } from "~/platform/i18n/localised-links";
import { useT } from "~/platform/i18n/use-t";
import { villaWords } from "./villa-catalog";

const VILLA = "Presidential Villa";

const RESORT_AMENITIES = [
  { title: "resort.spa", text: "resort.spaText" },
  { title: "resort.pool", text: "resort.poolText" },
  { title: "resort.gym", text: "resort.gymText" },
  { title: "resort.dining", text: "resort.diningText" },
] as const;

const VILLA_AMENITIES = [
  "amenity.residence",
  "amenity.living",
  "amenity.housekeeping",
  "amenity.reception",
  "amenity.closeAtHand",
  "amenity.roomService",
] as const;

export async function loader({ context }: Route.LoaderArgs) {
  const list = await loadSection(context, "rooms", () => recordStoreOf(ROOM_TYPE).list(context.db, null));
  const villa = list.items.find((room) => room.name === VILLA);
  return { villa: villa ? { description: villa.description, picture: villa.picture } : null };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const count = matches[0]?.loaderData?.settings.villaCount;
  const language = languageOfPath(location.pathname);
  return pageMeta(matches, {
    title: villaWords.t(language, "title"),
    description: count === undefined ? villaWords.t(language, "description") : villaWords.t(language, "descriptionCount", { count: String(count) }),
    path: "/villa",
    image: loaderData?.villa?.picture?.src ?? null,
  });
};

export default function VillaPage({ loaderData }: Route.ComponentProps) {
  const { settings } = useSiteData();
  const { villa } = loaderData;
  const t = useT(villaWords);
  const count = settings.villaCount.toLocaleString("en-GB");
  return (
    <>
      <PageHero eyebrow={t("title")} title={t("heroTitle", { count: settings.villaCount })} lead={t("lead")} picture={villa?.picture}>
        <BookNowLink fallback="/EventPlan" />
      </PageHero>

      <section className="section" aria-labelledby="villas-title">
        <div className="wrap split">
          <div>
            <SectionHead eyebrow={t("eyebrow")} id="villas-title" title={t("sectionTitle")}>
              {/* The room type's own words when staff have not described the villa (room-descriptions.ts). */}
              {villa?.description?.trim() || t("fallbackDescription")}
            </SectionHead>
            <ul className="benefits" role="list" aria-label={t("inEveryVilla")}>
              {VILLA_AMENITIES.map((item) => (
                <li key={item}>{t(item)}</li>
              ))}
            </ul>
          </div>
          <div className="panel-art" aria-hidden="true">
            <span className="panel-figure" data-villa-count="">
              {count}
            </span>
            <span className="panel-caption">{t("caption")}</span>
          </div>
        </div>
      </section>

      <section className="section section-tint" aria-labelledby="amenities-title">
        <div className="wrap">
          <SectionHead eyebrow={t("amenitiesEyebrow")} id="amenities-title" title={t("amenitiesTitle")} />
          <ul className="feature-grid" role="list">
            {RESORT_AMENITIES.map((a) => (
              <li key={a.title} className="feature">
                <h3>{t(a.title)}</h3>
                <p>{t(a.text)}</p>
              </li>
            ))}
          </ul>
          <p className="actions">
            <Link to="/experience#spa" className="link-arrow">
              {t("visitSpa")}
            </Link>
            <BookNowLink fallback="/EventPlan" className="btn btn-teal" />
          </p>
        </div>
      </section>
    </>
  );
}
