import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFoundNotice } from "~/components/error-page";
import { languageOfPath } from "~/platform/i18n/language";
import { DEFAULT_SITE_SETTINGS } from "~/platform/settings/site-settings";
import { siteChrome } from "~/components/site-chrome-catalog";

/** Every unknown path (`*`): the page renders inside the site layout, with HTTP status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const name = matches[0]?.loaderData?.settings.hotelName ?? DEFAULT_SITE_SETTINGS.hotelName;
  return [{ title: `${siteChrome.t(languageOfPath(location.pathname), "pageNotFoundTitle")} | ${name}` }, { name: "robots", content: "noindex" }];
};

export default function NotFound() {
  return <NotFoundNotice />;
}
