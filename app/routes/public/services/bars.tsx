import type { Route } from "./+types/bars";
import { HoursTable } from "~/components/public/hours-table";
import { PageHero } from "~/components/public/page-hero";
import { RecordCards } from "~/components/public/record-cards";
import { SectionHead } from "~/components/public/section-head";
import { telHref } from "~/components/site-nav";
import { useSiteData } from "~/components/use-site-data";
import { BAR_HOURS, BAR_LABELS } from "~/features/bars/bar-hours";
import { recordStoreOf } from "~/platform/records/record-store.server";
import { BAR_TYPE } from "~/features/bars/bar.type";
import { loadSection } from "~/platform/runtime/load-section.server";
import { pageMeta } from "~/components/page-meta";
import { defineCatalog } from "~/platform/i18n/catalog";
import { languageOfPath } from "~/platform/i18n/language";
import { useRichT } from "~/components/public/rich-message";
import { useLanguage, useT } from "~/platform/i18n/use-t";
import { labelIn, textIn } from "~/platform/records/translations";
import { Translated } from "~/components/public/translated";
import source from "./bars.messages.json";
import { recordsWords } from "~/platform/records/records-words";

const catalog = defineCatalog(source);

export async function loader({ request, context }: Route.LoaderArgs) {
  // The bars' texts in the page's language (a Chichewa page under /ny/), English where staff gave none.
  const language = languageOfPath(new URL(request.url).pathname);
  const list = await loadSection(context, "bars", () => recordStoreOf(BAR_TYPE).list(context.db, null, language));
  const main = list.items.find((b) => b.name === "main");
  return {
    intro: main ? { text: textIn(main, "message", language), picture: main.picture } : null,
    failed: list.failed,
    bars: list.items
      .filter((b) => b.name !== "main")
      .map((b) => ({ id: b.id, key: b.name, title: labelIn(b, "name", language, BAR_LABELS[b.name] ?? b.name), text: textIn(b, "message", language), picture: b.picture })),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const language = languageOfPath(location.pathname);
  return pageMeta(matches, {
    title: catalog.t(language, "metaTitle"),
    description: catalog.t(language, "metaDescription"),
    path: "/BarService",
    image: loaderData?.intro?.picture?.src ?? null,
  });
};

export default function BarsPage({ loaderData }: Route.ComponentProps) {
  const { settings } = useSiteData();
  const { intro } = loaderData;
  const language = useLanguage();
  const t = useT(catalog);
  const rich = useRichT(catalog);
  return (
    <>
      <PageHero eyebrow={t("eyebrow")} title={t("title")} lead={intro?.text ? <Translated value={intro.text} /> : t("leadFallback")} picture={intro?.picture} />
      <section className="section" aria-labelledby="bars-title">
        <div className="wrap">
          <SectionHead eyebrow={t("listEyebrow")} id="bars-title" title={t("listTitle")} />
          {loaderData.failed ? (
            <p className="empty">{recordsWords.t(language, "fetchFailed")}</p>
          ) : (
            <RecordCards
              empty={recordsWords.t(language, "comingSoon")}
              items={loaderData.bars.map((bar) => {
                const hours = BAR_HOURS[bar.key];
                return {
                  ...bar,
                  details: hours ? (
                    <HoursTable caption={t("openingHours")} rows={hours} />
                  ) : (
                    <p className="record-card-fact">{rich("askHours", { phone: <a href={telHref(settings.phone24h)}>{settings.phone24h}</a> })}</p>
                  ),
                };
              })}
            />
          )}
        </div>
      </section>
    </>
  );
}
