import { data } from "react-router";
import type { Route } from "./+types/tender";
import tendersCssUrl from "~/features/tenders/components/tenders.css?url";
import { PageHero } from "~/components/public/page-hero";
import { pageMeta } from "~/components/page-meta";
import { useSiteData } from "~/components/use-site-data";
import { isAppError } from "~/lib/errors";
import { parseForm, textFields } from "~/platform/forms/form-action.server";
import { trustedOrigin } from "~/platform/runtime/public-origin.server";
import { parseRecordId } from "~/platform/forms/schema-fields";
import { formatByteSize } from "~/platform/files/file-rules";
import { formLimitsOf } from "~/platform/records/form-limits.server";
import { recordStoreOf } from "~/platform/records/record-store.server";
import { TENDER_TYPE } from "~/features/tenders/tender.type";
import { addendaOf } from "~/features/tenders/addenda.server";
import { followTender } from "~/features/tenders/followers.server";
import { languageOfRequest } from "~/platform/i18n/language";
import { formatClosing, formatPosted, isClosed } from "~/features/tenders/closing";
import { ClosingBadge } from "~/features/tenders/components/tender-table";
import { FollowForm, type FollowResult } from "~/features/tenders/components/follow-form";
import { TenderFollowSchema } from "~/features/tenders/schema";
import { tendersCatalog } from "~/features/tenders/tenders-catalog";
import { languageOfPath } from "~/platform/i18n/language";
import { Link } from "~/platform/i18n/localised-links";
import { useRichT } from "~/components/public/rich-message";
import { useLanguage, useT } from "~/platform/i18n/use-t";
import { textIn } from "~/platform/records/translations";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: tendersCssUrl }];

/**
 * One tender (`/Tender/:id`): its document and addenda (newest first), the countdown to its
 * closing in Lilongwe, and while it is open the "Follow this tender" form. Closed tenders keep
 * their page. An unknown id is the site's 404 page.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const id = parseRecordId(params.id);
  if (id === null) throw data(null, { status: 404 });
  const now = Date.now();
  // The name in the page's language (a Chichewa page under /ny/), English where staff gave none.
  const language = languageOfPath(new URL(request.url).pathname);
  try {
    const record = await recordStoreOf(TENDER_TYPE).getById(context.db, id, null, language);
    const name = textIn(record, "name", language) ?? { text: record.name };
    // The page shows the name above; the versions themselves need not travel to the browser.
    const { translation: _versions, ...tender } = record;
    const posted = await addendaOf(context.db, id);
    const closed = isClosed(tender.closesAt, now);
    return data(
      { tender, name, addenda: posted, now, closed, followLimits: formLimitsOf(TenderFollowSchema).email },
      closed ? undefined : { headers: { Expires: new Date(Date.parse(tender.closesAt)).toUTCString() } },
    );
  } catch (error) {
    if (isAppError(error) && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

/**
 * "Follow this tender", with or without JavaScript: the same schema, throttle and answer as
 * `POST /api/tender/{id}/followers`.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const id = parseRecordId(params.id);
  if (id === null) throw data(null, { status: 404 });
  const fields = textFields(await request.formData());
  try {
    await context.rateLimits.publicForms.hit(context.clientAddress);
    const input = parseForm(TenderFollowSchema, fields);
    await followTender(context.db, id, input.email, { origin: trustedOrigin(request, context.env), env: context.env, language: languageOfRequest(request) });
    return data<FollowResult>({ ok: true, message: tendersCatalog.msg("tenderFollowRequested") });
  } catch (error) {
    if (!isAppError(error)) throw error;
    if (error.status === 404) throw data(null, { status: 404 });
    return data<FollowResult>(
      { ok: false, message: error.message, ...(error.errors ? { errors: error.errors } : {}), email: (fields.email ?? "").slice(0, 254) },
      { status: error.status, headers: error.headers },
    );
  }
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const headers = new Headers();
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  const expires = loaderHeaders.get("Expires");
  if (expires) headers.set("Expires", expires);
  return headers;
};

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  if (!loaderData) return [];
  const { tender, name, closed } = loaderData;
  const language = languageOfPath(location.pathname);
  return pageMeta(matches, {
    title: tendersCatalog.t(language, "pageMetaTitle", { name: name.text }),
    description: tendersCatalog.t(language, closed ? "pageMetaClosed" : "pageMetaOpen", { name: name.text, closing: formatClosing(tender.closesAt, language) }),
    path: `/Tender/${tender.id}`,
  });
};

export default function TenderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { tender, name, addenda, now, closed, followLimits } = loaderData;
  const { settings } = useSiteData();
  const language = useLanguage();
  const t = useT(tendersCatalog);
  const rich = useRichT(tendersCatalog);
  return (
    <>
      <PageHero
        eyebrow={t(closed ? "eyebrowClosed" : "eyebrowOpen")}
        title={name.text}
        titleLang={name.lang}
        lead={
          <p className="tender-closing">
            <ClosingBadge closesAt={tender.closesAt} now={now} />
            <span>{rich(closed ? "closedAt" : "closesAt", { time: <time dateTime={tender.closesAt}>{formatClosing(tender.closesAt, language)}</time> })}</span>
          </p>
        }
      />
      <section className="section" aria-labelledby="tender-documents-title">
        <div className="wrap tender-page">
          <div className="tender-documents">
            <h2 id="tender-documents-title">{t("documents")}</h2>
            <ul className="tender-files" role="list">
              <li className="tender-file">
                <div className="tender-file-text">
                  <span className="tender-file-title">{t("tenderDocument")}</span>
                  <span className="tender-file-meta">{tender.byteSize !== null ? `PDF, ${formatByteSize(tender.byteSize)}` : t("notAvailable")}</span>
                </div>
                {tender.url ? (
                  <a className="btn btn-teal" href={tender.url} download={tender.downloadName ?? true}>
                    {t("download")}
                    <span className="visually-hidden">{` ${t("theTenderDocument")}`}</span>
                  </a>
                ) : null}
              </li>
            </ul>
            <h3 className="tender-addenda-title">
              {`${t("addendaTitle")} `}
              <span className="tender-addenda-total">({addenda.length})</span>
            </h3>
            {addenda.length === 0 ? (
              <p className="tender-addenda-none">{t(closed ? "noAddenda" : "noAddendaFollow")}</p>
            ) : (
              <ol className="tender-files" role="list" reversed>
                {addenda.map((addendum) => (
                  <li key={addendum.id} className="tender-file">
                    <div className="tender-file-text">
                      <span className="tender-file-title">{addendum.title}</span>
                      <span className="tender-file-meta">
                        {rich("postedOn", { date: <time dateTime={addendum.postedAt}>{formatPosted(addendum.postedAt, language)}</time> })}
                        {addendum.byteSize !== null ? ` · PDF, ${formatByteSize(addendum.byteSize)}` : ""}
                      </span>
                    </div>
                    {addendum.url ? (
                      <a className="btn btn-outline" href={addendum.url} download={addendum.downloadName ?? true}>
                        {t("download")}
                        <span className="visually-hidden">{` ${addendum.title}`}</span>
                      </a>
                    ) : null}
                  </li>
                ))}
              </ol>
            )}
          </div>
          {closed ? (
            <p className="tender-closed-note">{t("closedNote")}</p>
          ) : (
            <FollowForm tenderName={name.text} limits={followLimits} result={actionData} />
          )}
          <p className="section-link">{rich("questionsTender", { email: <a href={`mailto:${settings.email}`}>{settings.email}</a> })}</p>
          <p className="section-link">
            <Link to="/Tender" className="link-arrow">
              {t("allTenders")}
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
