import type { Route } from "./+types/dining";
import { PageHero } from "~/components/public/page-hero";
import { RecordCards } from "~/components/public/record-cards";
import { SectionHead } from "~/components/public/section-head";
import { telHref } from "~/components/site-nav";
import { useSiteData } from "~/components/use-site-data";
import { listTeamCards } from "~/features/management-team/list-team.server";
import { DINING_TEAM } from "~/features/management-team/positions";
import { recordStoreOf } from "~/platform/records/record-store.server";
import { RESTAURANT_TYPE } from "~/features/restaurants/restaurant.type";
import { loadSection } from "~/platform/runtime/load-section.server";
import { pageMeta } from "~/components/page-meta";
import { defineCatalog } from "~/platform/i18n/catalog";
import { languageOfPath } from "~/platform/i18n/language";
import { Link } from "~/platform/i18n/localised-links";
import { useRichT } from "~/components/public/rich-message";
import { useLanguage, useT } from "~/platform/i18n/use-t";
import { labelIn, plainText, textIn } from "~/platform/records/translations";
import { Translated } from "~/components/public/translated";
import source from "./dining.messages.json";
import { recordsWords } from "~/platform/records/records-words";

const catalog = defineCatalog(source);

/** How the page names each restaurant record (the stored names keep SPEC's spelling). */
const RESTAURANT_LABELS: Record<string, string> = { "afroma restraunt": "Afroma Restaurant", "orchid restraunt": "Orchid Restaurant" };

export async function loader({ request, context }: Route.LoaderArgs) {
  // The restaurants' texts in the page's language (a Chichewa page under /ny/), English where staff gave none.
  const language = languageOfPath(new URL(request.url).pathname);
  const [list, team] = await Promise.all([
    loadSection(context, "restaurants", () => recordStoreOf(RESTAURANT_TYPE).list(context.db, null, language)),
    loadSection(context, "dining team", () => listTeamCards(context.db, DINING_TEAM)),
  ]);
  // SPEC §3: the record named "main" introduces the page; the others are the restaurants.
  const main = list.items.find((r) => r.name === "main");
  return {
    intro: main ? { text: textIn(main, "message", language), picture: main.picture } : null,
    failed: list.failed,
    restaurants: list.items
      .filter((r) => r.name !== "main")
      .map((r) => ({ id: r.id, title: labelIn(r, "name", language, RESTAURANT_LABELS[r.name] ?? r.name), text: textIn(r, "message", language), picture: r.picture })),
    team: team.items,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const language = languageOfPath(location.pathname);
  return pageMeta(matches, {
    title: catalog.t(language, "metaTitle"),
    description: catalog.t(language, "metaDescription"),
    path: "/RestrauntService",
    image: loaderData?.intro?.picture?.src ?? null,
  });
};

export default function DiningPage({ loaderData }: Route.ComponentProps) {
  const { settings } = useSiteData();
  const { intro } = loaderData;
  const bestDining = Math.max(settings.vipDiningDiscountAlonePercent, settings.vipDiningDiscountTwoPercent, settings.vipDiningDiscountThreePercent, settings.vipDiningDiscountGroupPercent);
  const language = useLanguage();
  const t = useT(catalog);
  const rich = useRichT(catalog);
  return (
    <>
      <PageHero eyebrow={t("eyebrow")} title={t("title")} lead={intro?.text ? <Translated value={intro.text} /> : t("leadFallback")} picture={intro?.picture}>
        <Link to="/EventPlan" className="btn btn-gold">
          {t("bookTable")}
        </Link>
        <Link to="/BarService" className="btn btn-ghost">
          {t("ourBars")}
        </Link>
      </PageHero>

      <section className="section" aria-labelledby="restaurants-title">
        <div className="wrap">
          <SectionHead eyebrow={t("listEyebrow")} id="restaurants-title" title={t("listTitle")} />
          {loaderData.failed ? (
            <p className="empty">{recordsWords.t(language, "fetchFailed")}</p>
          ) : (
            <RecordCards
              items={loaderData.restaurants.map((r) => ({
                ...r,
                details: (
                  <p className="record-card-fact">
                    <Link to="/EventPlan" className="link-arrow">
                      {t("bookTable")}
                      <span className="visually-hidden">{` ${t("atRestaurant", { name: plainText(r.title) })}`}</span>
                    </Link>
                  </p>
                ),
              }))}
              empty={recordsWords.t(language, "comingSoon")}
            />
          )}
        </div>
      </section>

      <section className="section section-tint" aria-labelledby="hours-title">
        <div className="wrap duo">
          <article className="duo-item">
            <SectionHead eyebrow={t("hoursEyebrow")} id="hours-title" title={t("hoursTitle")} />
            <p className="pre-line">{settings.openingHours}</p>
            <p>{rich("hoursText", { phone: <a href={telHref(settings.phone24h)}>{settings.phone24h}</a> })}</p>
          </article>
          <article className="duo-item" aria-labelledby="dining-vip-title">
            <SectionHead eyebrow={t("vipEyebrow")} id="dining-vip-title" title={t("vipTitle", { percent: bestDining })} />
            <p>
              {t("vipText", {
                alone: settings.vipDiningDiscountAlonePercent,
                two: settings.vipDiningDiscountTwoPercent,
                three: settings.vipDiningDiscountThreePercent,
                group: settings.vipDiningDiscountGroupPercent,
              })}
            </p>
            <p>
              <Link to="/VIPClub" className="link-arrow">
                {t("joinVip")}
              </Link>
            </p>
          </article>
        </div>
      </section>

      <section className="section" aria-labelledby="team-title">
        <div className="wrap">
          <SectionHead eyebrow={t("teamEyebrow")} id="team-title" title={t("teamTitle")}>
            {t("teamText")}
          </SectionHead>
          <RecordCards items={loaderData.team} empty={recordsWords.t(language, "comingSoon")} className="team-cards" />
        </div>
      </section>
    </>
  );
}
