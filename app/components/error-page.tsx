import { isRouteErrorResponse, Link } from "react-router";
import { messages } from "~/lib/messages";

interface NoticeProps {
  /** Full page load for the way home: used when the app itself may be broken. */
  reloadDocument?: boolean;
}

const HELPFUL_LINKS = [
  { label: "Accommodation", to: "/accomodationService" },
  { label: "Book Now", to: "/booking" },
  { label: "Contact Us", to: "/ContactUs" },
];

function Notice(props: NoticeProps & { code: string; title: string; body: string; detail?: string }) {
  return (
    <section className="notice wrap" aria-labelledby="notice-title">
      <p className="notice-code" aria-hidden="true">
        {props.code}
      </p>
      <h1 id="notice-title">{props.title}</h1>
      <p className="lead">{props.body}</p>
      <p>
        <Link to="/" className="btn btn-teal" reloadDocument={props.reloadDocument}>
          {messages.backHome}
        </Link>
      </p>
      <ul className="notice-links" role="list">
        {HELPFUL_LINKS.map((item) => (
          <li key={item.to}>
            <Link to={item.to} reloadDocument={props.reloadDocument}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
      {props.detail && <pre className="notice-detail">{props.detail}</pre>}
    </section>
  );
}

export function NotFoundNotice(props: NoticeProps) {
  return <Notice {...props} code="404" title={messages.pageNotFoundTitle} body={messages.pageNotFoundBody} />;
}

/** What an ErrorBoundary shows: the not-found look for 404s, a friendly apology otherwise. */
export function ErrorNotice({ error, ...props }: NoticeProps & { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundNotice {...props} />;
  const code = isRouteErrorResponse(error) ? String(error.status) : "500";
  // Stack traces only while developing; visitors never see internals.
  const detail = import.meta.env.DEV && error instanceof Error ? (error.stack ?? error.message) : undefined;
  return <Notice {...props} code={code} title={messages.errorPageTitle} body={messages.errorPageBody} detail={detail} />;
}
