import { isRouteErrorResponse } from "react-router";
import { siteChrome, type SiteChromeKey } from "~/components/site-chrome-catalog";
import { Form, Link } from "~/platform/i18n/localised-links";
import { useLanguage, useT } from "~/platform/i18n/use-t";

interface NoticeProps {
  /** Full page load for the way home: used when the app itself may be broken. */
  reloadDocument?: boolean;
}

/** The ways on from a page that failed, named as the header names them. */
const HELPFUL_LINKS: { label: SiteChromeKey; to: string }[] = [
  { label: "nav.accommodation", to: "/accomodationService" },
  { label: "bookNow", to: "/booking" },
  { label: "nav.contact", to: "/ContactUs" },
];

function Notice(props: NoticeProps & { code: string; title: string; body: string; detail?: string; offerLogOut?: boolean }) {
  const t = useT(siteChrome);
  const language = useLanguage();
  return (
    <section className="notice wrap" aria-labelledby="notice-title">
      <p className="notice-code" aria-hidden="true">
        {props.code}
      </p>
      <h1 id="notice-title">{props.title}</h1>
      <p className="lead">{props.body}</p>
      <div className="notice-actions">
        <Link to="/" className="btn btn-teal" reloadDocument={props.reloadDocument}>
          {siteChrome.t(language, "backHome")}
        </Link>
        {props.offerLogOut ? (
          <Form method="post" action="/logout" reloadDocument>
            <button type="submit" className="btn btn-outline">
              {t("logOut")}
            </button>
          </Form>
        ) : null}
      </div>
      <ul className="notice-links" role="list">
        {HELPFUL_LINKS.map((item) => (
          <li key={item.to}>
            <Link to={item.to} reloadDocument={props.reloadDocument}>
              {t(item.label)}
            </Link>
          </li>
        ))}
      </ul>
      {props.detail && <pre className="notice-detail">{props.detail}</pre>}
    </section>
  );
}

export function NotFoundNotice(props: NoticeProps) {
  const language = useLanguage();
  return <Notice {...props} code="404" title={siteChrome.t(language, "pageNotFoundTitle")} body={siteChrome.t(language, "pageNotFoundBody")} />;
}

/** Why a refusal was given, when the server said (e.g. "This is for members of the Presidential VIP Club"). */
export function refusalReasonOf(error: unknown): string | null {
  const data: unknown = isRouteErrorResponse(error) ? error.data : null;
  return data && typeof data === "object" && "message" in data && typeof data.message === "string" ? data.message : null;
}

/**
 * What an ErrorBoundary shows: the not-found look for 404s; for a 403 that this account may not
 * open the page (and a way to sign in with another one); a friendly apology otherwise.
 */
export function ErrorNotice({ error, ...props }: NoticeProps & { error: unknown }) {
  const language = useLanguage();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundNotice {...props} />;
  if (isRouteErrorResponse(error) && error.status === 403) {
    // The server gives its reason in English, as the shared messages write it.
    const reason = refusalReasonOf(error);
    return (
      <Notice
        {...props}
        code="403"
        title={siteChrome.t(language, "accessDeniedPageTitle")}
        body={reason ? `${reason}. ${siteChrome.t(language, "accessDeniedBody")}` : siteChrome.t(language, "accessDeniedBody")}
        offerLogOut
      />
    );
  }
  const code = isRouteErrorResponse(error) ? String(error.status) : "500";
  // Stack traces only while developing; visitors never see internals.
  const detail = import.meta.env.DEV && error instanceof Error ? (error.stack ?? error.message) : undefined;
  return <Notice {...props} code={code} title={siteChrome.t(language, "errorPageTitle")} body={siteChrome.t(language, "errorPageBody")} detail={detail} />;
}
