import { data } from "react-router";
import type { Route } from "./+types/career-vacancy";
import careersCssUrl from "./careers.css?url";
import { PageHero } from "~/components/public/page-hero";
import { isAppError } from "~/lib/errors";
import { pageMeta } from "~/components/page-meta";
import { parseRecordId } from "~/platform/forms/schema-fields";
import { DEFAULT_SITE_SETTINGS } from "~/platform/settings/site-settings";
import { recordStoreOf } from "~/platform/records/record-store.server";
import { VACANCY_TYPE } from "~/features/vacancies/vacancy.type";
import { vacancyReference } from "~/features/vacancies/vacancy-application";
import { FILE_RULES } from "~/platform/files/file-rules";
import { textFields } from "~/platform/forms/form-action.server";
import type { PageHandle } from "~/lib/page-handle";
import { localisedRedirect } from "~/platform/i18n/localised-redirect.server";
import { formLimitsOf } from "~/platform/records/form-limits.server";
import { trustedOrigin } from "~/platform/runtime/public-origin.server";
import { ApplyForm, type ApplyFormResult } from "~/features/job-applications/components/apply-form";
import { applyForVacancy, jobApplicationWordsIn } from "~/features/job-applications/job-applications.server";
import { jobApplicationSchema } from "~/features/job-applications/schema";
import { jobApplicationWords } from "~/features/job-applications/job-application-words";
import { careersCatalog, closingDateText } from "~/features/vacancies/careers-catalog";
import { languageOfPath } from "~/platform/i18n/language";
import { Link } from "~/platform/i18n/localised-links";
import { useRichT } from "~/components/public/rich-message";
import { useLanguage, useT } from "~/platform/i18n/use-t";
import { textIn } from "~/platform/records/translations";

/**
 * One open vacancy (`/career/:id`): its sanitised description, closing date, JobPosting
 * structured data and the Apply form, which posts here with the CV. A closed vacancy and an
 * unknown id are both the site's 404 page.
 */

/** `sent`: where a plain-form post is redirected once stored, so a refresh never applies twice. */
export const handle: PageHandle = { query: ["sent"] };

const TEXT_FIELDS = ["name", "email", "phone", "coverNote"] as const;
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: careersCssUrl }];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = parseRecordId(params.id);
  if (id === null) throw data(null, { status: 404 });
  // The title and description in the page's language (a Chichewa page under /ny/), English where staff gave none.
  const language = languageOfPath(new URL(request.url).pathname);
  try {
    const record = await recordStoreOf(VACANCY_TYPE).getById(context.db, id, null, language);
    const { closingDate, postedOn } = record;
    const text = (field: "name" | "vacancy" | "excerpt") => textIn(record, field, language) ?? { text: "" };
    return {
      id, name: text("name"), closingDate, vacancy: text("vacancy"), excerpt: text("excerpt"), postedOn,
      // The Apply form's HTML constraints from its schema (its words do not change them).
      limits: formLimitsOf(jobApplicationSchema(jobApplicationWordsIn("en"))),
      cvAccept: FILE_RULES.cv.accept,
      sent: new URL(request.url).searchParams.get("sent") === "1",
    };
  } catch (error) {
    if (isAppError(error) && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

/** Same checks, limit, storage and emails as `POST /api/vacancies/:id/applications`, in the page's language. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const id = parseRecordId(params.id);
  if (id === null) throw data(null, { status: 404 });
  const language = languageOfPath(new URL(request.url).pathname);
  const t = jobApplicationWordsIn(language);
  const form = await request.formData();
  try {
    const stored = await applyForVacancy(context, id, Object.fromEntries(form), { language, address: context.clientAddress, origin: trustedOrigin(request, context.env) });
    // Post, then redirect (DECISIONS §9): a refresh cannot apply twice.
    if (request.headers.get("accept")?.includes("text/html")) return localisedRedirect(request, `/career/${id}?sent=1#apply-title`, 303);
    return data<ApplyFormResult>({ ok: true, id: stored.id, message: t("sent") });
  } catch (error) {
    if (!isAppError(error)) throw error;
    // A vacancy that closed while the form was open is the site's 404 page, as its address now is.
    if (error.status === 404) throw data(null, { status: 404 });
    const fields = textFields(form);
    const values = Object.fromEntries(TEXT_FIELDS.map((name) => [name, (fields[name] ?? "").slice(0, 2000)]));
    return data<ApplyFormResult>(
      { ok: false, message: t("failed"), detail: error.message, ...(error.errors ? { errors: error.errors } : {}), values },
      { status: error.status, headers: error.headers },
    );
  }
}

/** A throttled post keeps Retry-After. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

/** The hotel's UTC offset: Africa/Blantyre is UTC+2 all year (no daylight saving). */
const HOTEL_OFFSET = "+02:00";

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  // A closed or unknown vacancy renders the layout's 404 page, which brings its own title.
  if (!loaderData) return [];
  const root = matches[0]?.loaderData as { settings?: { hotelName?: string }; siteUrl?: string | null } | undefined;
  const hotelName = root?.settings?.hotelName ?? DEFAULT_SITE_SETTINGS.hotelName;
  return pageMeta(matches, {
    title: careersCatalog.t(languageOfPath(location.pathname), "vacancyMetaTitle", { name: loaderData.name.text }),
    description: loaderData.excerpt.text.slice(0, 160),
    path: `/career/${loaderData.id}`,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: loaderData.name.text,
      description: loaderData.vacancy.text,
      datePosted: loaderData.postedOn,
      // Open through the whole closing day in Lilongwe.
      validThrough: `${loaderData.closingDate}T23:59:59${HOTEL_OFFSET}`,
      hiringOrganization: { "@type": "Organization", name: hotelName, ...(root?.siteUrl ? { sameAs: root.siteUrl } : {}) },
      jobLocation: {
        "@type": "Place",
        address: { "@type": "PostalAddress", addressLocality: "Lilongwe", addressCountry: "MW" },
      },
    },
  });
};

export default function CareerVacancyPage({ loaderData }: Route.ComponentProps) {
  const { id, name, closingDate, vacancy } = loaderData;
  const language = useLanguage();
  const t = useT(careersCatalog);
  const apply = useT(jobApplicationWords);
  const rich = useRichT(careersCatalog);
  return (
    <>
      <PageHero
        eyebrow={t("eyebrow")}
        title={name.text}
        titleLang={name.lang}
        lead={<>{rich("closesOn", { date: <time dateTime={closingDate}>{closingDateText(closingDate, language)}</time> })}</>}
      />
      <section className="section" aria-labelledby="job-description-title">
        <div className="wrap vacancy-page">
          <h2 id="job-description-title">{t("aboutRole")}</h2>
          {/* Sanitised on the server with the vacancy allow-list when stored and again when read. */}
          <div className="vacancy-body" lang={vacancy.lang} dangerouslySetInnerHTML={{ __html: vacancy.text }} />
          <section className="vacancy-apply" aria-labelledby="apply-title">
            <h2 id="apply-title" tabIndex={-1}>
              {apply("title")}
            </h2>
            <p>{apply("lead")}</p>
            <p className="form-hint">{t("reference", { reference: vacancyReference(id) })}</p>
            <ApplyForm vacancyId={id} limits={loaderData.limits} sent={loaderData.sent} accept={loaderData.cvAccept} />
          </section>
          <p className="section-link">
            <Link to="/career" className="link-arrow">
              {t("allVacancies")}
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
