import type { Route } from "./+types/awards";
import { PageHero } from "~/components/public/page-hero";
import { PersonGrid } from "~/components/public/person-grid";
import { pageMeta } from "~/components/page-meta";
import { loadSection } from "~/platform/runtime/load-section.server";
import { languageOfPath } from "~/platform/i18n/language";
import { useLanguage, useT } from "~/platform/i18n/use-t";
import { recordStoreOf } from "~/platform/records/record-store.server";
import { AWARD_TYPE } from "~/features/awards/award.type";
import { textIn } from "~/platform/records/translations";
import { teamWords } from "./team-catalog";
import { recordsWords } from "~/platform/records/records-words";

/** Awards and recognition, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  // Award names in the page's language, English (marked so) where staff gave none.
  const language = languageOfPath(new URL(request.url).pathname);
  const list = await loadSection(context, "awards", () => recordStoreOf(AWARD_TYPE).list(context.db, null, language));
  const awards = list.items
    .toSorted((a, b) => b.year - a.year || a.name.localeCompare(b.name))
    .map((award) => ({ id: award.id, name: textIn(award, "name", language) ?? { text: award.name }, position: String(award.year), picture: award.picture }));
  return { failed: list.failed, awards };
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const language = languageOfPath(location.pathname);
  return pageMeta(matches, { title: teamWords.t(language, "awards.title"), description: teamWords.t(language, "awards.description"), path: "/Awards" });
};

export default function AwardsPage({ loaderData }: Route.ComponentProps) {
  const t = useT(teamWords);
  const language = useLanguage();
  return (
    <>
      <PageHero eyebrow={t("eyebrow")} title={t("awards.title")} lead={t("awards.lead")} />
      <section className="section" aria-labelledby="awards-title">
        <div className="wrap">
          <h2 id="awards-title" className="visually-hidden">{t("awards.heading")}</h2>
          {loaderData.failed ? (
            <p className="empty">{recordsWords.t(language, "fetchFailed")}</p>
          ) : loaderData.awards.length === 0 ? (
            <p className="empty">{recordsWords.t(language, "comingSoon")}</p>
          ) : (
            <PersonGrid people={loaderData.awards} label={t("awards.title")} priority />
          )}
        </div>
      </section>
    </>
  );
}
