import { Form, Link } from "react-router";
import type { PageHandle } from "~/lib/page-handle";
import type { Route } from "./+types/careers";
import { formatCalendarDate } from "~/components/public/download-table";
import { PageHero } from "~/components/public/page-hero";
import { useSiteData } from "~/components/use-site-data";
import { loadSection } from "~/lib/load-section.server";
import { messages } from "~/lib/messages";
import { pageMeta } from "~/components/page-meta";
import { readSearchQuery } from "~/lib/text-search.server";
import { searchOpenVacancies } from "~/features/vacancies/vacancies.server";
import { languageOfPath } from "~/platform/i18n/language";
import { textIn } from "~/platform/records/translations";
import { langOf } from "~/components/public/translated";

/** The query parameters this page reads (app/lib/page-handle.ts). The vacancies' search box. */
export const handle: PageHandle = { query: ["q"] };

/**
 * Careers (SPEC §2 `/career`): open vacancies only (closing today or later, the hotel's
 * date), soonest closing first, with a search by job title that is a plain GET form, so it
 * works without JavaScript and a search can be shared as a link.
 */
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

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Careers",
    description: "Job vacancies at the hotel, convention centre and villas in Lilongwe, Malawi: open positions, closing dates and how to apply.",
    path: "/career",
  });

export default function CareersPage({ loaderData }: Route.ComponentProps) {
  const { query, vacancies } = loaderData;
  const { settings } = useSiteData();
  return (
    <>
      <PageHero eyebrow="Careers" title="Work with us" lead="Join the team that welcomes guests, delegates and families to Lilongwe. Open positions are listed until their closing date." />
      <section className="section" aria-labelledby="vacancies-title">
        <div className="wrap careers">
          <Form method="get" role="search" className="careers-search" aria-label="Vacancies">
            <label htmlFor="careers-q">Search by job title</label>
            <div className="careers-search-row">
              <input id="careers-q" name="q" type="search" defaultValue={query} maxLength={100} placeholder="e.g. Chef" autoComplete="off" />
              <button type="submit" className="btn btn-teal">
                Search
              </button>
            </div>
          </Form>
          <h2 id="vacancies-title" className="careers-count">
            {query
              ? `${vacancies.length} open ${vacancies.length === 1 ? "vacancy matches" : "vacancies match"} “${query}”`
              : "Open vacancies"}
          </h2>
          {query ? (
            <p className="careers-clear">
              <Link to="/career">Show all open vacancies</Link>
            </p>
          ) : null}
          {loaderData.failed ? (
            <p className="empty">{messages.fetchFailed}</p>
          ) : vacancies.length === 0 ? (
            <p className="empty">{query ? `No open vacancies match “${query}”.` : messages.noOpenVacancies}</p>
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
                      Closes <time dateTime={vacancy.closingDate}>{formatCalendarDate(vacancy.closingDate)}</time>
                    </p>
                    <p className="vacancy-excerpt" lang={langOf(vacancy.excerpt)}>
                      {vacancy.excerpt.text}
                    </p>
                    <p className="card-more" aria-hidden="true">
                      Details and how to apply
                    </p>
                  </article>
                </li>
              ))}
            </ul>
          )}
          <p className="section-link">
            Questions about working with us? Write to <a href={`mailto:${settings.email}`}>{settings.email}</a>.
          </p>
        </div>
      </section>
    </>
  );
}
