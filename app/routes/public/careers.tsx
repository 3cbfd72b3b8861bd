import type { PageHandle } from "~/lib/page-handle";
import type { Route } from "./+types/careers";
import careersCssUrl from "./careers.css?url";
import { PageHero } from "~/components/public/page-hero";
import { useSiteData } from "~/components/use-site-data";
import { loadSection } from "~/platform/runtime/load-section.server";
import { pageMeta } from "~/components/page-meta";
import { careersCatalog, closingDateText } from "~/features/vacancies/careers-catalog";
import { languageOfPath } from "~/platform/i18n/language";
import { Form, Link } from "~/platform/i18n/localised-links";
import { useRichT } from "~/components/public/rich-message";
import { useLanguage, useT } from "~/platform/i18n/use-t";
import { readSearchQuery } from "~/platform/db/text-search.server";
import { searchOpenVacancies } from "~/features/vacancies/vacancies.server";
import { textIn } from "~/platform/records/translations";
import { langOf } from "~/components/public/translated";
import { vacanciesWords } from "~/features/vacancies/vacancies-words";
import { recordsWords } from "~/platform/records/records-words";

/** The query parameters this page reads (app/lib/page-handle.ts). The vacancies' search box. */
export const handle: PageHandle = { query: ["q"] };

/**
 * Careers (SPEC §2 `/career`): open vacancies only (closing today or later, the hotel's
 * date), soonest closing first, with a search by job title that is a plain GET form, so it
 * works without JavaScript and a search can be shared as a link.
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: careersCssUrl }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = readSearchQuery(url.searchParams.get("q"));
  // Titles and excerpts in the page's language (a Chichewa page under /ny/), English where staff gave none.
  const language = languageOfPath(url.pathname);
  const found = await loadSection(context, "vacancies", () => searchOpenVacancies(context.db, query, language));
  return {
    query,
    failed: found.failed,
    vacancies: found.items.map((vacancy) => ({
      id: vacancy.id,
      name: textIn(vacancy, "name", language) ?? { text: vacancy.name },
      closingDate: vacancy.closingDate,
      excerpt: textIn(vacancy, "excerpt", language) ?? { text: "" },
    })),
  };
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const language = languageOfPath(location.pathname);
  return pageMeta(matches, {
    title: careersCatalog.t(language, "metaTitle"),
    description: careersCatalog.t(language, "metaDescription"),
    path: "/career",
  });
};

export default function CareersPage({ loaderData }: Route.ComponentProps) {
  const { query, vacancies } = loaderData;
  const { settings } = useSiteData();
  const language = useLanguage();
  
  const t = useT(careersCatalog);
  const rich = useRichT(careersCatalog);
  return (
    <>
      <PageHero eyebrow={t("eyebrow")} title={t("title")} lead={t("lead")} />
      <section className="section" aria-labelledby="vacancies-title">
        <div className="wrap careers">
          <Form method="get" role="search" className="careers-search" aria-label={t("searchRegion")}>
            <label htmlFor="careers-q">{t("searchLabel")}</label>
            <div className="careers-search-row">
              <input id="careers-q" name="q" type="search" defaultValue={query} maxLength={100} placeholder={t("searchPlaceholder")} autoComplete="off" />
              <button type="submit" className="btn btn-teal">
                {t("search")}
              </button>
            </div>
          </Form>
          <h2 id="vacancies-title" className="careers-count">
            {query ? t("matches", { count: vacancies.length, query }) : t("openVacancies")}
          </h2>
          {query ? (
            <p className="careers-clear">
              <Link to="/career">{t("showAll")}</Link>
            </p>
          ) : null}
          {loaderData.failed ? (
            <p className="empty">{recordsWords.t(language, "fetchFailed")}</p>
          ) : vacancies.length === 0 ? (
            <p className="empty">{query ? t("noMatch", { query }) : vacanciesWords.t(language, "noOpenVacancies")}</p>
          ) : (
            <ul role="list" className="vacancy-list">
              {vacancies.map((vacancy) => (
                <li key={vacancy.id}>
                  <article className="vacancy-item" aria-labelledby={`vacancy-${vacancy.id}`}>
                    <h3 id={`vacancy-${vacancy.id}`} className="vacancy-item-title">
                      <Link to={`/career/${vacancy.id}`} className="card-link" lang={langOf(vacancy.name)}>
                        {vacancy.name.text}
                      </Link>
                    </h3>
                    <p className="vacancy-closing">
                      {rich("closes", { date: <time dateTime={vacancy.closingDate}>{closingDateText(vacancy.closingDate, language)}</time> })}
                    </p>
                    <p className="vacancy-excerpt" lang={langOf(vacancy.excerpt)}>
                      {vacancy.excerpt.text}
                    </p>
                    <p className="card-more" aria-hidden="true">
                      {t("details")}
                    </p>
                  </article>
                </li>
              ))}
            </ul>
          )}
          <p className="section-link">{rich("questions", { email: <a href={`mailto:${settings.email}`}>{settings.email}</a> })}</p>
        </div>
      </section>
    </>
  );
}
