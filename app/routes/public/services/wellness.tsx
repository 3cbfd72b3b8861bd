import type { Route } from "./+types/wellness";
import { HoursTable } from "~/components/public/hours-table";
import { PageHero } from "~/components/public/page-hero";
import { RecordCards } from "~/components/public/record-cards";
import { SectionHead } from "~/components/public/section-head";
import { GYM_HOURS, SPA_HOURS } from "~/features/wellness/wellness-hours";
import { recordStoreOf } from "~/platform/records/record-store.server";
import { WELLNESS_TYPE } from "~/features/wellness/wellness.type";
import { loadSection } from "~/platform/runtime/load-section.server";
import { pageMeta } from "~/components/page-meta";
import { defineCatalog } from "~/platform/i18n/catalog";
import { languageOfPath } from "~/platform/i18n/language";
import { Link } from "~/platform/i18n/localised-links";
import { useLanguage, useT } from "~/platform/i18n/use-t";
import { labelIn, textIn } from "~/platform/records/translations";
import { Translated } from "~/components/public/translated";
import source from "./wellness.messages.json";
import { recordsWords } from "~/platform/records/records-words";

/** The page's words; `defaultGymText` is DEFAULT_GYM_TEXT (wellness-hours.ts) and its Chichewa. */
const catalog = defineCatalog(source);

/** How the page names each entry (SPEC §3 stores the gym as "GYM"). */
const ENTRY_LABELS: Record<string, string> = { GYM: "Gym" };

export async function loader({ request, context }: Route.LoaderArgs) {
  // The entries' texts in the page's language (a Chichewa page under /ny/), English where staff gave none.
  const language = languageOfPath(new URL(request.url).pathname);
  const list = await loadSection(context, "health and wellness", () => recordStoreOf(WELLNESS_TYPE).list(context.db, null, language));
  const main = list.items.find((w) => w.name === "main");
  return {
    intro: main ? { text: textIn(main, "message", language), picture: main.picture } : null,
    failed: list.failed,
    entries: list.items
      .filter((w) => w.name !== "main")
      .map((w) => ({ id: w.id, key: w.name, title: labelIn(w, "name", language, ENTRY_LABELS[w.name] ?? w.name), text: textIn(w, "message", language), picture: w.picture })),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const language = languageOfPath(location.pathname);
  return pageMeta(matches, {
    title: catalog.t(language, "metaTitle"),
    description: catalog.t(language, "metaDescription"),
    path: "/Health&Wellness",
    image: loaderData?.intro?.picture?.src ?? null,
  });
};

export default function WellnessPage({ loaderData }: Route.ComponentProps) {
  const { intro, entries } = loaderData;
  const gymShown = entries.some((e) => e.key === "GYM");
  const language = useLanguage();
  const t = useT(catalog);
  return (
    <>
      <PageHero eyebrow={t("eyebrow")} title={t("title")} lead={intro?.text ? <Translated value={intro.text} /> : t("leadFallback")} picture={intro?.picture}>
        <Link to="/experience#spa" className="btn btn-gold">
          {t("visitSpa")}
        </Link>
      </PageHero>

      <section className="section" aria-labelledby="wellness-title">
        <div className="wrap">
          <SectionHead eyebrow={t("listEyebrow")} id="wellness-title" title={t("listTitle")} />
          {loaderData.failed ? (
            <p className="empty">{recordsWords.t(language, "fetchFailed")}</p>
          ) : (
            <RecordCards
              empty={recordsWords.t(language, "comingSoon")}
              items={[
                // SPEC §4: without a gym entry, the gym shows its default description.
                ...(gymShown ? [] : [{ id: "gym", key: "GYM", title: t("gym"), text: t("defaultGymText"), picture: null }]),
                ...entries,
              ].map((entry) => ({
                ...entry,
                details: entry.key === "GYM" ? <HoursTable caption={t("gymHours")} rows={GYM_HOURS} /> : null,
              }))}
            />
          )}
        </div>
      </section>

      <section className="section section-tint" aria-labelledby="spa-title">
        <div className="wrap split">
          <SectionHead eyebrow={t("spaEyebrow")} id="spa-title" title={t("spaTitle")}>
            {t("spaText")}
          </SectionHead>
          <div>
            <HoursTable caption={t("spaHours")} rows={SPA_HOURS} />
            <p>
              <Link to="/experience" className="link-arrow">
                {t("allExperiences")}
              </Link>
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
