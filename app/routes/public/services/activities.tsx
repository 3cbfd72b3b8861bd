import type { Route } from "./+types/activities";
import { HoursTable } from "~/components/public/hours-table";
import { PageHero } from "~/components/public/page-hero";
import { RecordCards } from "~/components/public/record-cards";
import { SectionHead } from "~/components/public/section-head";
import { ACTIVITY_HOURS } from "~/features/offers/activity-hours";
import { recordStoreOf } from "~/platform/records/record-store.server";
import { ACTIVITY_TYPE } from "~/features/offers/activity.type";
import { loadSection } from "~/platform/runtime/load-section.server";
import { usePriceText } from "~/components/use-site-data";
import { pageMeta } from "~/components/page-meta";
import { defineCatalog } from "~/platform/i18n/catalog";
import { languageOfPath } from "~/platform/i18n/language";
import { useLanguage, useT } from "~/platform/i18n/use-t";
import { textIn } from "~/platform/records/translations";
import source from "./activities.messages.json";
import { recordsWords } from "~/platform/records/records-words";

const catalog = defineCatalog(source);

/** The public Activities page (DECISIONS §4: the footer's Activities link needed a target). */
export async function loader({ request, context }: Route.LoaderArgs) {
  // Names and messages in the page's language (a Chichewa page under /ny/), English where staff gave none.
  const language = languageOfPath(new URL(request.url).pathname);
  const list = await loadSection(context, "activities", () => recordStoreOf(ACTIVITY_TYPE).list(context.db, null, language));
  return {
    failed: list.failed,
    activities: list.items.map((a) => ({ id: a.id, title: textIn(a, "name", language) ?? a.name, text: textIn(a, "message", language), picture: a.picture, fee: a.fee })),
  };
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const language = languageOfPath(location.pathname);
  return pageMeta(matches, {
    title: catalog.t(language, "metaTitle"),
    description: catalog.t(language, "metaDescription"),
    path: "/leisure-activities",
  });
};

export default function ActivitiesPage({ loaderData }: Route.ComponentProps) {
  const price = usePriceText();
  const language = useLanguage();
  const t = useT(catalog);
  return (
    <>
      <PageHero eyebrow={t("eyebrow")} title={t("title")} lead={t("lead")} />
      <section className="section" aria-labelledby="activities-title">
        <div className="wrap">
          <SectionHead eyebrow={t("listEyebrow")} id="activities-title" title={t("listTitle")} />
          <HoursTable caption={t("openingHours")} rows={ACTIVITY_HOURS} />
          {loaderData.failed ? (
            <p className="empty">{recordsWords.t(language, "fetchFailed")}</p>
          ) : (
            <RecordCards
              firstIsLcp
              empty={recordsWords.t(language, "comingSoon")}
              items={loaderData.activities.map(({ fee, ...a }) => ({
                ...a,
                details: fee > 0 ? <p className="record-card-fact">{price(fee)}</p> : null,
              }))}
            />
          )}
        </div>
      </section>
    </>
  );
}
